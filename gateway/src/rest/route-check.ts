import { validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { routeLabel, type RestRoute } from './route';

/** A route whose GraphQL operation does not fit the supergraph, and why. */
export interface RouteProblem {
  route: string;
  errors: string[];
}

/**
 * Whether the route holds its parsed operation: codegen's `graphql()` answers `{}` for text it has not generated
 * (a route edited after the last `npm run codegen`), which would fail every use of it.
 */
export const hasDocument = (r: RestRoute): boolean =>
  Array.isArray((r.operation as Partial<DocumentNode> | undefined)?.definitions);

const NOT_GENERATED = 'its operation is not in the generated documents: run `npm run codegen`';

/**
 * Validates every route's operation against a composed schema. Run when the supergraph holds
 * every configured subgraph (at start-up and after each change) and in a test over the
 * subgraphs' own SDL, so a typo in a route is a failed readiness check and a red build, not a
 * 503 in production.
 */
export function checkRoutes(schema: GraphQLSchema, routes: RestRoute[]): RouteProblem[] {
  const problems: RouteProblem[] = [];
  for (const r of routes) {
    const errors = hasDocument(r) ? validate(schema, r.operation).map((e) => e.message) : [NOT_GENERATED];
    if (errors.length) problems.push({ route: routeLabel(r), errors });
  }
  return problems;
}
