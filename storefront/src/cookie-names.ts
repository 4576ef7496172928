import type { IncomingHttpHeaders } from 'node:http';

/** The names of the cookies a request carries, without parsing (or decoding) the values. */
export const cookieNames = (headers: IncomingHttpHeaders): string[] =>
  headers.cookie ? headers.cookie.split(';').map((pair) => pair.split('=', 1)[0].trim()) : [];
