import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** Headers about one connection, not the request: never passed along (RFC 9110, 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

const withoutHopHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * Passes the shop's requests (its pages and files) to the page service, so one address serves the API and the shop.
 * Where an ingress routes the shop to the page service directly (Kubernetes), nothing comes this way. The answer goes
 * back as the page service wrote it: its status, validators and compressed bytes.
 */
export function shopProxy(pagesUrl: string): RequestHandler {
  const target = new URL(pagesUrl);
  // Connections stay open between requests, as the gateway's to its subgraphs.
  const agent = new Agent({ keepAlive: true });
  return (req, res, next) => {
    // The shop takes no writes outside the API.
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        agent,
        headers: {
          ...withoutHopHeaders(req.headers),
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': req.protocol,
          'x-request-id': req.id,
        },
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(withoutHopHeaders(answer.headers))) {
          if (value !== undefined) res.setHeader(name, value);
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      req.log.warn({ err, pages: pagesUrl }, 'the page service did not answer');
      if (res.headersSent) res.destroy(err);
      else res.status(502).type('text/plain').send('The shop is not available right now; please try again shortly.');
    });
    upstream.end();
  };
}
