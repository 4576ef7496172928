import type { RequestHandler } from 'express';

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
