import { composeServices } from '@apollo/composition';
import type { RemoteGraphQLDataSource, SupergraphManager } from '@apollo/gateway';
import { Kind, parse, type DocumentNode } from 'graphql';
import { sleep, type Logger } from '@shop/kit';

/** How the gateway calls a subgraph (signed: see subgraph-fetch.ts). */
export type SubgraphFetcher = NonNullable<RemoteGraphQLDataSource['fetcher']>;

export interface SubgraphEndpoint {
  name: string;
  url: string;
}

/**
 * Composes the supergraph in process from each subgraph's SDL and keeps polling, so a subgraph
 * that starts late (or changes its schema) joins without a gateway restart. A subgraph that stops
 * answering keeps its last known SDL: its calls fail, the rest of the graph keeps working.
 */
export class PollingSupergraph implements SupergraphManager {
  private readonly known = new Map<string, string>();
  private mutationOwners = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private lastSupergraph = '';

  constructor(
    private readonly subgraphs: SubgraphEndpoint[],
    private readonly pollMs: number,
    private readonly fetcher: SubgraphFetcher,
    private readonly logger: Logger,
  ) {}

  async initialize({ update }: { update: (supergraphSdl: string) => void }) {
    // The gateway cannot plan queries over nothing: wait for the first subgraph.
    while ((await this.refresh()) === null) await sleep(Math.min(this.pollMs, 500));
    const poll = async () => {
      try {
        const next = await this.refresh();
        if (next !== null && next !== this.lastSupergraph) {
          this.lastSupergraph = next;
          update(next);
        }
      } catch (err) {
        this.logger.warn({ err }, 'supergraph refresh failed');
      }
      this.timer = setTimeout(poll, this.pollMs);
    };
    this.timer = setTimeout(poll, this.pollMs);
    return {
      supergraphSdl: this.lastSupergraph,
      cleanup: async () => {
        if (this.timer) clearTimeout(this.timer);
      },
    };
  }

  /** Subgraph names composed so far. */
  get composed(): string[] {
    return [...this.known.keys()];
  }

  /** The subgraph that answers a root mutation field, as last composed; undefined for one not known. */
  mutationOwner(field: string): string | undefined {
    return this.mutationOwners.get(field);
  }

  /** Fetches every SDL; returns a new supergraph when composition changed, else null or the current one. */
  private async refresh(): Promise<string | null> {
    let changed = false;
    await Promise.all(
      this.subgraphs.map(async ({ name, url }) => {
        const sdl = await fetchSdl(this.fetcher, url);
        if (sdl !== null && this.known.get(name) !== sdl) {
          this.known.set(name, sdl);
          changed = true;
          this.logger.info({ subgraph: name }, 'subgraph schema loaded');
        }
      }),
    );
    if (this.known.size === 0) return null;
    if (!changed && this.lastSupergraph) return this.lastSupergraph;
    const services = this.subgraphs
      .filter(({ name }) => this.known.has(name))
      .map(({ name, url }) => ({ name, url, typeDefs: parse(this.known.get(name)!) }));
    const result = composeServices(services);
    if (result.errors) {
      this.logger.error({ errors: result.errors.map((e) => e.message) }, 'supergraph composition failed');
      return this.lastSupergraph || null;
    }
    if (!this.lastSupergraph) this.lastSupergraph = result.supergraphSdl;
    this.mutationOwners = mutationOwners(services);
    return result.supergraphSdl;
  }
}

async function fetchSdl(fetcher: SubgraphFetcher, url: string): Promise<string | null> {
  try {
    const res = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ _service { sdl } }' }),
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { _service?: { sdl?: string } } };
    return body.data?._service?.sdl ?? null;
  } catch {
    return null;
  }
}

/** Which subgraph declares each root mutation field (a field is the one subgraph's that defines it). */
function mutationOwners(services: Array<{ name: string; typeDefs: DocumentNode }>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { name, typeDefs } of services) {
    for (const definition of typeDefs.definitions) {
      const isMutation =
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        definition.name.value === 'Mutation';
      if (isMutation) for (const field of definition.fields ?? []) owners.set(field.name.value, name);
    }
  }
  return owners;
}
