import { parse } from 'graphql';
import type { RestRoute } from '../../src/rest/route';

/** A route whose operation is written as GraphQL text: one that does not fit the supergraph, which codegen refuses. */
export const route = ({ operation, ...r }: Omit<RestRoute, 'operation'> & { operation: string }): RestRoute => ({
  ...r,
  operation: parse(operation),
});
