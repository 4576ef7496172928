import type { ServerResponse } from 'node:http';

/** Calls `then` once, if the client closes its connection before its answer has been written. */
export function whenClientHangsUp(res: ServerResponse, then: () => void): void {
  if (res.writableFinished) return;
  if (res.destroyed) return then();
  res.once('close', () => {
    if (!res.writableFinished) then();
  });
}
