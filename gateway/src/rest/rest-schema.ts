import type { GraphQLSchema } from 'graphql';
import { ServiceUnavailable, type Logger } from '@shop/kit';
import { routeLabel, type RestRoute } from './route';
import { checkRoutes, type RouteProblem } from './route-check';

/**
 * The supergraph as the REST shims see it. Each new schema is checked against the routes of the
 * configured subgraphs: while some subgraph has not joined yet, its routes answer 503; once every
 * one is in, a route that still does not validate is a bug, logged and reported by /readyz, and
 * answers 500. Routes of a subgraph this gateway is not configured with answer 503.
 */
export class RestSchema {
  private schema: GraphQLSchema | null = null;
  private problems: RouteProblem[] = [];
  private broken = new Set<string>();

  private readonly routes: RestRoute[];

  constructor(
    routes: RestRoute[],
    private readonly configured: string[],
    /** True once every configured subgraph is part of the supergraph. */
    private readonly complete: () => boolean,
    private readonly logger: Logger,
  ) {
    this.routes = routes.filter((r) => !r.subgraph || configured.includes(r.subgraph));
  }

  update(schema: GraphQLSchema): void {
    this.schema = schema;
    this.problems = checkRoutes(schema, this.routes);
    this.broken = new Set(this.problems.map((p) => p.route));
    if (this.problems.length && this.complete()) {
      this.logger.fatal({ problems: this.problems }, 'REST routes do not fit the composed supergraph');
    }
  }

  /** Readiness: a schema, and every route valid against it once the supergraph is complete. */
  check = async (): Promise<void> => {
    if (!this.schema) throw new Error('no supergraph yet');
    if (this.complete() && this.problems.length) {
      throw new Error(`broken REST routes: ${this.problems.map((p) => p.route).join(', ')}`);
    }
  };

  /** The schema to run this route on, or why it cannot run. */
  forRoute(route: RestRoute): GraphQLSchema {
    const broken = this.broken.has(routeLabel(route));
    const elsewhere = route.subgraph !== undefined && !this.configured.includes(route.subgraph);
    if (!this.schema || elsewhere || (broken && !this.complete())) throw new ServiceUnavailable();
    if (broken) throw new Error(`REST route ${routeLabel(route)} does not fit the supergraph`);
    return this.schema;
  }
}
