import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { Invalid, idSchema, parseInput } from '@shop/kit';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, a signed-in user, or an admin (the subgraphs enforce it). */
export type RouteAuth = 'public' | 'user' | 'admin';

/**
 * An operation's variables as a route reads them from the request: by the names the operation
 * declares, each value as sent. The request is not validated yet, so the values are not typed:
 * restVariables coerces each to its GraphQL type, a mismatch answering 400 naming the field.
 */
export type RequestVariables<TVariables> = Partial<Record<keyof TVariables, unknown>>;

/**
 * One documented REST path, answered by one GraphQL operation on the supergraph, so REST and
 * GraphQL share a single code path (validation, auth, errors) in the subgraphs.
 *
 * `TData` and `TVariables` are the operation's, from its generated document. A plain `RestRoute`
 * is a route of any operation, as the table and the router hold them: every document's variables
 * fit `never`, and the callbacks are methods, whose parameters TypeScript compares both ways.
 */
export interface RestRoute<TData = unknown, TVariables = never> {
  method: HttpMethod;
  /** Express path, e.g. /api/categories/:id */
  path: string;
  operation: TypedDocumentNode<TData, TVariables>;
  variables?(req: Request): RequestVariables<TVariables>;
  /** Shapes the JSON body from the operation's data; may throw a domain error. */
  result?(data: TData): unknown;
  /** Status on success (default 200). */
  status?: number;
  /** Accepts multipart/form-data with one CSV in the field `file` (5 MB at most). */
  upload?: boolean;
  /** Writes the response itself (file downloads). */
  send?(res: Response, data: TData): void;
  /** The media type a route that writes its own response answers (default text/csv). */
  contentType?: string;
  /**
   * A route that answers only some requests of a documented path, the rest falling through to the
   * route that documents it: `label` tells them apart in logs ("with q"), `applies` picks its requests.
   * While its subgraph is not in the graph, every request falls through.
   */
  when?: { label: string; applies(req: Request): boolean };
  /** The subgraph whose fields the operation uses (set by the route table). */
  subgraph?: string;

  // What GET /api/openapi.json says about the route.
  summary?: string;
  /** Longer notes: access rules, cookies, what the answer holds. */
  description?: string;
  auth?: RouteAuth;
  /** Path parameters that are not a positive whole-number id (the default for every `:name`). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the route reads. */
  headers?: z.ZodObject;
  /** The JSON body (an upload's multipart body is described from `upload`). */
  body?: z.ZodType;
  /** The success answer's JSON, when it has a fixed shape. */
  response?: z.ZodType;
  /** What the success answer is (default "OK"). */
  responseDescription?: string;
  /** Failure statuses beyond those implied by the inputs and `auth`, e.g. 409. */
  errors?: number[];
}

/** A route of the table, checked against its operation: `variables`, `result` and `send` are typed by it. */
export const route = <TData, TVariables>(r: RestRoute<TData, TVariables>): RestRoute => r;

/** How logs and checks name a route, e.g. "GET /api/categories/:id". */
export const routeLabel = (r: RestRoute): string =>
  `${r.method.toUpperCase()} ${r.path}${r.when ? ` ${r.when.label}` : ''}`;

/** A positive integer path parameter, or 400 naming it. */
export function intParam(req: Request, name: string): number {
  return parseInput(idSchema, req.params[name], name) as number;
}

/** How the query helpers below read their parameters, for the API description. */
export const queryDocs = {
  positiveInt: z.int().positive(),
  flag: z.enum(['true', 'false', '1', '0']),
  text: z.string(),
};

/** An optional positive integer query parameter, or 400 naming it. */
export function intQuery(req: Request, name: string): number | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 1) {
    throw new Invalid(`${name}: must be a positive whole number`, name);
  }
  return value;
}

export function stringQuery(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new Invalid(`${name}: must be a single text value`, name);
  return raw;
}

/** An optional true/false query flag ("true"/"1" or "false"/"0"), or 400 naming it. */
export function flagQuery(req: Request, name: string): boolean | undefined {
  const raw = stringQuery(req, name);
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Invalid(`${name}: must be true or false`, name);
}

/** The JSON body as an object, or 400 when it is something else (an array, a string). */
export function bodyObject(req: Request): Record<string, unknown> {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new Invalid('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** These body fields as operation variables, by the same names (others are not passed on). */
export function bodyFields(req: Request, names: readonly string[]): Record<string, unknown> {
  const body = bodyObject(req);
  return Object.fromEntries(names.map((name) => [name, body[name]]));
}

/** A required body field for an operation variable: absent is sent as null, so the answer is a 400 naming it. */
export const requiredField = (body: Record<string, unknown>, name: string): unknown => body[name] ?? null;
