import type { RequestHandler } from 'express';
import { VISITOR_ADDRESS_HEADER } from '@shop/contracts';
import { gatewaySignatureHolds } from '@shop/kit';

declare module 'express-serve-static-core' {
  interface Request {
    /** The visitor a page is rendered for, named by the page service (see pageVisitor); else `req.ip` counts. */
    clientAddress?: string;
  }
}

/**
 * Pages are rendered by the page service, so its API calls arrive from one address for every shopper. It names the
 * visitor in VISITOR_ADDRESS_HEADER and signs the call with the secret only it and the gateway hold (the kit's
 * request signing, short-lived); that address is believed only when the signature holds. Any other request, a
 * browser's with the header added included, counts as its own address (`req.ip`), as before.
 */
export function pageVisitor(pagesSecret: string): RequestHandler {
  return (req, _res, next) => {
    const visitor = req.headers[VISITOR_ADDRESS_HEADER];
    const request = { method: req.method, url: req.originalUrl, body: req.rawBody ?? '', headers: req.headers };
    if (typeof visitor === 'string' && visitor !== '' && gatewaySignatureHolds(request, pagesSecret)) {
      req.clientAddress = visitor;
    }
    next();
  };
}
