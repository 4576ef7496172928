import { ServiceUnavailable } from './errors';
import { signGatewayRequest } from './gateway-request';
import type { Logger } from './logger';

export interface InternalCallOptions {
  /** The service called, for the log. */
  service: string;
  /** What the caller's own caller is told when the call fails. */
  unavailable: string;
  timeoutMs?: number;
}

export type InternalCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/**
 * One call to another service's internal API, signed with the internal secret as the gateway signs its requests (the
 * services answer nothing else), with a JSON body when given. Rejects when no answer comes within `timeoutMs`.
 */
export function signedInternalFetch(
  baseUrl: string,
  internalSecret: string,
  { method, path, body, timeoutMs }: { method: 'GET' | 'POST'; path: string; body?: unknown; timeoutMs: number },
): Promise<Response> {
  const raw = body === undefined ? '' : JSON.stringify(body);
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(raw && { 'content-type': 'application/json' }),
      ...signGatewayRequest({ method, url: path, body: raw, headers: {} }, internalSecret),
    },
    body: raw || undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * Calls to another service's internal API (signedInternalFetch), with JSON both ways. No answer in time, or any answer
 * but 2xx, is logged and thrown as ServiceUnavailable with `unavailable`: the caller's caller may try again.
 */
export function internalCalls(
  baseUrl: string,
  internalSecret: string,
  logger: Logger,
  { service, unavailable, timeoutMs = 15_000 }: InternalCallOptions,
): InternalCall {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await signedInternalFetch(baseUrl, internalSecret, { method, path, body, timeoutMs });
    } catch (err) {
      logger.warn({ err, service, path }, `${service} did not answer`);
      throw new ServiceUnavailable(unavailable);
    }
    if (!res.ok) {
      const answer = (await res.json().catch(() => ({}))) as { message?: string };
      logger.warn({ status: res.status, message: answer.message, service, path }, `${service} refused a call`);
      throw new ServiceUnavailable(unavailable);
    }
    return (await res.json()) as T;
  };
}
