/**
 * The ceiling for the benches that compare against it (npm run bench:catalog, bench:pages): a bare node:http server
 * answering every request with the same bytes the shop sends (read from BYTES_FILE, with CONTENT_TYPE and, for a
 * compressed copy, CONTENT_ENCODING), nothing else.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BYTES_FILE!);
const headers = {
  'content-type': process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8',
  'content-length': body.length,
  ...(process.env.CONTENT_ENCODING ? { 'content-encoding': process.env.CONTENT_ENCODING } : {}),
};
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
