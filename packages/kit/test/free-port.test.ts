import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from '../src/testing';

const ephemeralFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);

const listenOn = (port: number) =>
  new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each one a server can listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeLessThan(ephemeralFrom);
    const servers = await Promise.all(ports.map(listenOn));
    await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  });

  it('passes over a port a server already listens on', async () => {
    const first = await freePort();
    // Ports are handed out in turn from this worker's block: the next one is taken before it is asked for.
    const holder = await listenOn(first + 1);
    try {
      const next = await freePort();
      expect(next).not.toBe(first + 1);
      expect(next).toBe(first + 2);
    } finally {
      await new Promise((closed) => holder.close(closed));
    }
  });
});
