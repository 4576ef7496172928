import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves a built single-page app under `mount`, falling back to its index.html for client-side
 * routes. Hashed assets are cached for a year; index.html never is.
 */
export function spa(mount: string, dist: string, name: string): Router {
  const router = Router();
  const index = join(dist, 'index.html');
  router.use(
    mount,
    express.static(dist, {
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(dist, 'assets')}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  router.get(mount === '/' ? /^(?!\/(api|graphql|admin)(\/|$)).*/ : new RegExp(`^${mount}(/.*)?$`), (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${name} has not been built yet: run npm run build.`);
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
