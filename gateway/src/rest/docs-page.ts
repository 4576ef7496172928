import { dirname, join } from 'node:path';
import { Router } from 'express';

/**
 * GET /api/docs: the API description rendered by Swagger UI, every file served from the
 * gateway's own origin (the CSP allows scripts from 'self' only, none inline, so the start-up
 * call is a script file of its own too).
 */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js'];

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>SoundHire Pro API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

export function apiDocsPage(documentPath: string): Router {
  const start = `SwaggerUIBundle({ url: ${JSON.stringify(documentPath)}, dom_id: '#docs' });\n`;
  const router = Router();
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(page);
  });
  router.get('/api/docs/start.js', (_req, res) => {
    res.type('js').send(start);
  });
  for (const file of ASSETS) {
    router.get(`/api/docs/${file}`, (_req, res) => res.sendFile(join(SWAGGER_UI_DIR, file), { maxAge: '1d' }));
  }
  return router;
}
