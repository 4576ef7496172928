import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import fetch from 'node-fetch';
import { operationDeadline } from './operation-deadline';

// Connections to the subgraphs stay open between requests, as with Apollo's default fetcher.
const httpAgent = new HttpAgent({ keepAlive: true });
const httpsAgent = new HttpsAgent({ keepAlive: true });

/**
 * How the gateway calls its subgraphs: node-fetch over keep-alive agents. Apollo's default
 * (make-fetch-happen) adds a retry wrapper, HTTP cache semantics and an agent that takes a stack
 * trace on every request to tell http from https, none of which a subgraph call needs: about a
 * fifth of the gateway's CPU on an uncached catalog read went there.
 */
export const subgraphFetch: RemoteGraphQLDataSource['fetcher'] = (url, init) =>
  fetch(url, {
    ...init,
    agent: ({ protocol }) => (protocol === 'https:' ? httpsAgent : httpAgent),
    // Aborting closes the connection: the call is abandoned and the subgraph told to stop.
    signal: operationDeadline.getStore(),
  });
