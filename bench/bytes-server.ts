/**
 * The ceiling for catalog reads in npm run bench:catalog: a bare node:http server answering every
 * request with the same bytes the gateway sends (read from BYTES_FILE), nothing else.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BYTES_FILE!);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
