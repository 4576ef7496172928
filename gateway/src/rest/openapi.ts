import { z } from 'zod';
import { SESSION_COOKIE, apiErrorSchema, entityIdSchema } from '@shop/contracts';
import { routeLabel, type RestRoute } from './route';

/**
 * The OpenAPI 3.1 description of the REST shims, built from the route table: each route's zod
 * schemas (the ones the services validate with, from @shop/contracts) become JSON Schema 2020-12,
 * OpenAPI 3.1's own dialect, so the description cannot drift from the rules it documents.
 */

type JsonSchema = Record<string, unknown>;
type Location = 'path' | 'query' | 'header';

export const OPENAPI_PATH = '/api/openapi.json';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'A bad input; the message names the field',
  401: 'Not signed in',
  403: 'Signed in without the right, or a write sent from another site',
  404: 'No such resource (or not yours to see)',
  409: 'A conflict with the current state, e.g. a changed total or version',
  422: 'An Idempotency-Key already used for a different request',
  413: 'The body or upload is larger than allowed',
  429: 'Too many requests; Retry-After says when to try again',
};

const ERROR_STATUSES = Object.keys(ERROR_DESCRIPTIONS).map(Number);
const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const SIGNED_IN = [{ session: [] }, { bearer: [] }];

/** Dates travel as ISO text in JSON; zod's `z.date()` has no JSON Schema of its own. */
const datesAsText: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({ zodSchema, jsonSchema }) => {
  if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
};

/** A zod schema as JSON Schema: requests as clients send them (before transforms), answers as sent. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: datesAsText });
  delete converted.$schema;
  return converted;
}

/** Express's `/api/orders/:id` as OpenAPI's `/api/orders/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

function parameters(location: Location, schema: z.ZodObject | undefined): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** Path parameters are positive whole-number ids unless the route says otherwise. */
function pathParams(route: RestRoute): z.ZodObject | undefined {
  const names = pathParamNames(route.path);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, route.params?.shape[name] ?? entityIdSchema])));
}

function requestBody(route: RestRoute): JsonSchema | undefined {
  if (route.upload) {
    const form = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
    return { required: true, content: { 'multipart/form-data': { schema: form } } };
  }
  if (route.body) return { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } };
  return undefined;
}

/** The failures a route can answer, from what it reads and who may call it. */
export function errorStatuses(route: RestRoute): number[] {
  const hasPathParams = pathParamNames(route.path).length > 0;
  const reads = hasPathParams || route.query || route.headers || route.body || route.upload;
  const statuses = new Set<number>([429, ...(route.errors ?? [])]);
  if (reads) statuses.add(400);
  if (route.auth === 'user' || route.auth === 'admin') statuses.add(401);
  if (route.auth === 'admin' || WRITES.has(route.method)) statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (route.body || route.upload) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

function successResponse(route: RestRoute): JsonSchema {
  const description = route.responseDescription ?? 'OK';
  if (route.send)
    return { description, content: { [route.contentType ?? 'text/csv']: { schema: { type: 'string' } } } };
  const schema = route.response ? jsonSchema(route.response, 'output') : {};
  return { description, content: { 'application/json': { schema } } };
}

function operation(route: RestRoute): JsonSchema {
  const responses: JsonSchema = { [route.status ?? 200]: successResponse(route) };
  for (const status of errorStatuses(route)) responses[status] = { $ref: `#/components/responses/Error${status}` };
  const body = requestBody(route);
  return {
    summary: route.summary ?? routeLabel(route),
    ...(route.description && { description: route.description }),
    ...(route.subgraph && { tags: [route.subgraph] }),
    ...(route.auth && route.auth !== 'public' && { security: SIGNED_IN }),
    parameters: [
      ...parameters('path', pathParams(route)),
      ...parameters('query', route.query),
      ...parameters('header', route.headers),
    ],
    ...(body && { requestBody: body }),
    responses,
  };
}

/** OpenAPI forbids two templates differing only in parameter names (`/a/{x}` and `/a/{y}`). */
function checkTemplates(paths: string[]): void {
  const byShape = new Map<string, string>();
  for (const path of paths) {
    const shape = path.replace(/\{\w+\}/g, '{}');
    const other = byShape.get(shape);
    if (other && other !== path) throw new Error(`${path} and ${other} differ only in parameter names`);
    byShape.set(shape, path);
  }
}

export function openApiDocument(routes: RestRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  // A route answering some of a path's requests is described by the route it stands in front of.
  for (const route of routes.filter((r) => !r.when)) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    if (paths[path][route.method]) throw new Error(`${routeLabel(route)} is in the route table twice`);
    paths[path][route.method] = operation(route);
  }
  checkTemplates(Object.keys(paths));
  const errorResponses = Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      `Error${status}`,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'SoundHire Pro shop API',
      version: '1.0.0',
      description:
        'The REST paths of the shop and its admin (each runs one operation of the GraphQL API at /graphql). ' +
        'Sign in with POST /api/login: the session travels in the httpOnly shop_session cookie, or as a ' +
        'bearer token for API clients. Every failure answers JSON { message }.',
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      responses: errorResponses,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
