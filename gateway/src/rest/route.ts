import type { Request, Response } from 'express';
import type { DocumentNode } from 'graphql';
import { z } from 'zod';
import { Invalid, idSchema, parseInput } from '@shop/kit';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, a signed-in user, or an admin (the subgraphs enforce it). */
export type RouteAuth = 'public' | 'user' | 'admin';

/** The `data` of a GraphQL answer; each route knows the shape of its own operation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OperationData = any;

/**
 * One documented REST path, answered by one GraphQL operation on the supergraph, so REST and
 * GraphQL share a single code path (validation, auth, errors) in the subgraphs.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Express path, e.g. /api/categories/:id */
  path: string;
  operation: DocumentNode;
  variables?: (req: Request) => Record<string, unknown>;
  /** Shapes the JSON body from the operation's data; may throw a domain error. */
  result?: (data: OperationData) => unknown;
  /** Status on success (default 200). */
  status?: number;
  /** Accepts multipart/form-data with one CSV in the field `file` (5 MB at most). */
  upload?: boolean;
  /** Writes the response itself (file downloads). */
  send?: (res: Response, data: OperationData) => void;
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

export const route = (r: RestRoute): RestRoute => r;

/** How logs and checks name a route, e.g. "GET /api/categories/:id". */
export const routeLabel = (r: RestRoute): string => `${r.method.toUpperCase()} ${r.path}`;

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
