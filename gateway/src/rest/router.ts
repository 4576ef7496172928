import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import type { ApolloServer } from '@apollo/server';
import {
  Invalid,
  PayloadTooLarge,
  ServiceUnavailable,
  httpFailureOf,
  httpFailureOfGraphQL,
  sendFailure,
} from '@shop/kit';
import { getOperationAST, print } from 'graphql';
import { CatalogResponseCache, isPublicCatalogRead } from '../catalog-cache';
import { buildContext, type GatewayContext } from '../context';
import { restVariables } from './variables';
import { apiDocsPage } from './docs-page';
import { OPENAPI_PATH, openApiDocument } from './openapi';
import type { RestSchema } from './rest-schema';
import type { RestRoute } from './route';
import { hasDocument } from './route-check';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single(
  'file',
);

/** Reads the one CSV upload into `req.body.csv`, answering 400/413 with a message. */
function readUpload(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (!err) {
        if (!req.file) return reject(new Invalid('file: Choose a CSV file to upload in the form field "file"', 'file'));
        req.body = { csv: req.file.buffer.toString('utf8') };
        return resolve();
      }
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return reject(new PayloadTooLarge('The CSV file is larger than the 5 MB limit'));
      if (code === 'LIMIT_UNEXPECTED_FILE') {
        return reject(new Invalid('file: Upload the CSV file in the form field "file"', 'file'));
      }
      reject(new Invalid(`file: ${(err as Error).message}`, 'file'));
    });
  });
}

/** A GET whose operation reads only the public catalogue: the same answer for everyone, kept as bytes. */
function isCacheable(r: RestRoute): boolean {
  const operation = getOperationAST(r.operation);
  return r.method === 'get' && !!operation && isPublicCatalogRead(operation);
}

/** Whether the route's subgraph is in the graph now (a route that stands in front of another steps aside when not). */
function inGraph(schema: RestSchema, r: RestRoute): boolean {
  try {
    schema.forRoute(r);
    return true;
  } catch (err) {
    // Any other failure (a route that does not fit the graph) is answered by the route itself.
    return !(err instanceof ServiceUnavailable);
  }
}

/** Mounts every REST shim; each runs its GraphQL operation on the gateway's own server. */
export function restRouter(
  routes: RestRoute[],
  server: ApolloServer<GatewayContext>,
  schema: RestSchema,
  catalogCache: CatalogResponseCache,
): Router {
  const router = Router();
  const description = openApiDocument(routes);
  router.get(OPENAPI_PATH, (_req, res) => {
    res.json(description);
  });
  router.use(apiDocsPage(OPENAPI_PATH));
  // Routes answering some of a path's requests go first; the others fall through to the path's own route.
  for (const r of [...routes.filter((r) => r.when), ...routes.filter((r) => !r.when)]) {
    // A route without its document is one of RestSchema's broken routes: `forRoute` answers it (503, or 500 once
    // every subgraph has joined), and the rest of the API starts.
    const documented = hasDocument(r);
    const cacheable = documented && isCacheable(r);
    // Apollo runs an operation from its text (it prints a document it is given), so print it once.
    const query = documented ? print(r.operation) : '';
    router[r.method](r.path, async (req, res, next) => {
      if (r.when && !(r.when.applies(req) && inGraph(schema, r))) return next();
      try {
        // Kept answers were sent before Express ran (answerEarly); this one is to be kept.
        const cacheKey = cacheable ? catalogCache.missKey(req, res) : null;
        if (r.upload) {
          if (!req.is('multipart/form-data')) throw new Invalid('file: Send the CSV as multipart/form-data', 'file');
          await readUpload(req, res);
        }
        const variables = restVariables(schema.forRoute(r), r.operation, r.variables?.(req) ?? {});
        const contextValue = { ...buildContext(req, res), skipCatalogCache: cacheable };
        const response = await server.executeOperation({ query, variables }, { contextValue });
        if (response.body.kind !== 'single') throw new Error('Unexpected incremental response');
        const { data, errors } = response.body.singleResult;
        if (errors?.length) {
          const failure = httpFailureOfGraphQL(errors);
          if (failure.status >= 500) req.log.error({ errors }, 'REST shim operation failed');
          return sendFailure(res, failure);
        }
        if (r.send) return r.send(res, data);
        const body = r.result ? r.result(data) : data;
        if (cacheable) {
          const answer = await catalogCache.store(cacheKey, Buffer.from(JSON.stringify(body)), res);
          return catalogCache.send(req, res, answer);
        }
        res.status(r.status ?? 200).json(body);
      } catch (err) {
        const failure = httpFailureOf(err);
        if (failure.status >= 500) req.log.error({ err }, 'REST shim failed');
        sendFailure(res, failure);
      }
    });
  }
  // Unknown /api paths answer JSON, never the SPA.
  router.use('/api', (req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` });
  });
  return router;
}
