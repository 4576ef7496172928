import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A script-src source allowing exactly this inline script. */
const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * Security headers on every answer. The built apps load only their own scripts, plus the inline
 * scripts named here, each allowed by its hash (the shop's pages have one, which records a
 * shopper's first actions); Ant Design writes its styles at run time, hence inline styles. Product
 * images may live on other https hosts. HSTS only where the shop is served over HTTPS.
 */
export function securityHeaders(https: boolean, inlineScripts: readonly string[] = []): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts.map(scriptHash)],
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
