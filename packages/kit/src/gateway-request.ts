import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Unauthorized } from './errors';
import { secretKey } from './secret-key';

/**
 * Only the gateway may call a subgraph: it signs each request (method, path, body, the time and
 * the headers it forwards) with the internal secret it shares with the services, and a service
 * refuses anything else. The forwarded headers carry who is asking (the user's token, the client
 * address the rate limits count, and whatever a service's own context reads, such as a basket
 * session), so a service believes them only from a request whose signature holds. The page service signs its calls
 * to the gateway the same way, under a secret of their own (PAGES_SECRET), to name the visitor a page is for.
 */

/** When the gateway signed the request, in milliseconds since the epoch. */
const GATEWAY_SIGNED_AT_HEADER = 'x-gateway-signed-at';
/** HMAC-SHA256 (hex) of the request as `canonicalForm` writes it. */
const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

/** Headers every signature covers whether present or not (so none can be added). */
const BASE_HEADERS = ['authorization', 'x-forwarded-for', 'x-request-id'];
const SIGNATURE_HEADERS = new Set([GATEWAY_SIGNED_AT_HEADER, GATEWAY_SIGNATURE_HEADER]);

/**
 * How far a signature's time may be from the service's clock: replays are only possible within it,
 * and it allows for the clocks of the gateway's and the service's machines to differ a little.
 */
const SIGNATURE_WINDOW_MS = 30_000;

type HeaderMap = Record<string, string | string[] | undefined>;

export interface GatewayRequest {
  method: string;
  /** The path and query (a full URL is reduced to them). */
  url: string;
  body: string | Buffer;
  /** Lower-case names, as Node and fetch's Headers give them. */
  headers: HeaderMap;
}

/**
 * The headers that sign this request, to be sent with it. Besides the base headers, every `x-`
 * header present is signed, so a service reads a header of its own (a basket session, quote
 * tokens) only when the gateway sent it, and a request with one added or removed is refused.
 */
export function signGatewayRequest(
  request: GatewayRequest,
  secret: string,
  signedAt = Date.now(),
): Record<string, string> {
  return {
    [GATEWAY_SIGNED_AT_HEADER]: String(signedAt),
    [GATEWAY_SIGNATURE_HEADER]: signatureOf(request, secret, String(signedAt)).toString('hex'),
  };
}

/** The `x-` headers present besides the base and signature ones, in a fixed order. */
function extraHeadersOf(headers: HeaderMap): string[] {
  return Object.keys(headers)
    .map((name) => name.toLowerCase())
    .filter((name) => name.startsWith('x-') && !BASE_HEADERS.includes(name) && !SIGNATURE_HEADERS.has(name))
    .sort();
}

/** True when the holder of `secret` signed exactly this request (`signGatewayRequest`) within the window. */
export function gatewaySignatureHolds(request: GatewayRequest, secret: string, now = Date.now()): boolean {
  const signedAt = firstValue(request.headers[GATEWAY_SIGNED_AT_HEADER]);
  const signature = firstValue(request.headers[GATEWAY_SIGNATURE_HEADER]);
  if (!signedAt || !signature || !/^\d+$/.test(signedAt) || Math.abs(now - Number(signedAt)) > SIGNATURE_WINDOW_MS) {
    return false;
  }
  const expected = signatureOf(request, secret, signedAt);
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const NOT_FROM_GATEWAY = 'Only the gateway may call this service';

/** What the gateway said about the caller, from a request whose signature held. */
export interface Forwarded {
  authorization: string | null;
  /** The client's address as the gateway saw it (for rate limits). */
  ip: string;
  /** An `x-` header the gateway forwarded (a service's own, read by its context extension), or null. */
  header: (name: string) => string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `gatewayOnly` once the request's signature holds. */
    forwarded?: Forwarded;
  }
}

/** A request as `forwardedBy` reads it: its path and query as received, and its body's exact bytes. */
export interface SignedRequest {
  method?: string;
  url?: string;
  headers: HeaderMap;
  rawBody?: Buffer;
  socket: { remoteAddress?: string };
}

/** What the gateway forwarded with a request, or Unauthorized when the gateway did not sign it. */
export function forwardedBy(req: SignedRequest, secret: string): Forwarded {
  const request = { method: req.method ?? '', url: req.url ?? '', body: req.rawBody ?? '', headers: req.headers };
  if (!gatewaySignatureHolds(request, secret)) throw new Unauthorized(NOT_FROM_GATEWAY);
  const header = (name: string) => firstValue(req.headers[name]) || null;
  return {
    authorization: header('authorization'),
    ip: (header('x-forwarded-for') ?? req.socket.remoteAddress ?? '').split(',')[0].trim(),
    // Every `x-` header present is covered by the signature that just held.
    header: (name) => (name.startsWith('x-') ? header(name) : null),
  };
}

/** Refuses (401) every request the gateway did not sign; for the rest, sets `req.forwarded`. */
export function gatewayOnly(secret: string): RequestHandler {
  return (req, _res, next) => {
    const { method, originalUrl: url, headers, rawBody, socket } = req;
    req.forwarded = forwardedBy({ method, url, headers, rawBody, socket }, secret);
    next();
  };
}

/** Paths (with their queries) as signed, for the few a service is called on: parsing one is most of a lookup's cost. */
const targets = new Map<string, string>();
const TARGETS_KEPT = 1_000;

/** The path and query of a URL or of a path, as `new URL` normalises them (dot segments, escapes). */
function targetOf(url: string): string {
  let target = targets.get(url);
  if (target === undefined) {
    const parsed = new URL(url, 'http://subgraph');
    target = parsed.pathname + parsed.search;
    if (targets.size >= TARGETS_KEPT) targets.clear();
    targets.set(url, target);
  }
  return target;
}

/**
 * One line each: the time, method, path, body digest, the names of the extra headers, then every
 * base header (empty when absent) and extra header.
 */
function canonicalForm({ method, url, body, headers }: GatewayRequest, signedAt: string): string {
  const extra = extraHeadersOf(headers);
  return [
    signedAt,
    method.toUpperCase(),
    targetOf(url),
    createHash('sha256').update(body).digest('hex'),
    extra.join(','),
    ...[...BASE_HEADERS, ...extra].map((name) => `${name}:${firstValue(headers[name]) ?? ''}`),
  ].join('\n');
}

function signatureOf(request: GatewayRequest, secret: string, signedAt: string): Buffer {
  return createHmac('sha256', secretKey(secret)).update(canonicalForm(request, signedAt)).digest();
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
