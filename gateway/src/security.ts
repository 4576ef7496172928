import { createHash } from 'node:crypto';
import { EARLY_EVENTS_SCRIPT } from '@shop/contracts';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A script-src source allowing exactly this inline script. */
const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * Security headers on every answer. The built apps load only their own scripts, and the one inline
 * script of the shop's pages, which records a shopper's first actions, is allowed by its hash;
 * Ant Design writes its styles at run time, hence inline styles. Product images may live on other
 * https hosts. HSTS only where the shop is served over HTTPS.
 */
export function securityHeaders(https: boolean): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptHash(EARLY_EVENTS_SCRIPT)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Apollo's development landing page at /graphql loads its explorer from Apollo's CDN.
  const landing = helmet({ contentSecurityPolicy: false, strictTransportSecurity: https });
  return (req, res, next) => (req.path === '/graphql' && req.method === 'GET' ? landing : strict)(req, res, next);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API requests sent by pages of another origin (403), on top of the JSON
 * content type the API requires. Requests without an Origin header (scripts, server to server)
 * pass; the shop's own pages send their origin.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !STATE_CHANGING.has(req.method)) return next();
    const own = `${req.protocol}://${req.headers.host}`;
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (origin === own || host === req.headers.host || allowedOrigins.includes(origin)) return next();
    res.status(403).json({ message: 'Requests from other sites are not accepted' });
  };
}
