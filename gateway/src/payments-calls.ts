import type { Request, Response } from 'express';
import { signedInternalFetch } from '@shop/kit';

/**
 * The gateway's signed calls to payments' internal API (payments has no subgraph): payments' answer, or null once the
 * request has been answered with payments' refusal (its 4xx and message, passed on) or, when payments does not
 * answer, 503 with `unavailable`.
 */
export function paymentsCalls(paymentsUrl: string, internalSecret: string, unavailable: string) {
  return async (
    req: Request,
    res: Response,
    call: Parameters<typeof signedInternalFetch>[2],
  ): Promise<globalThis.Response | null> => {
    let answer: globalThis.Response;
    try {
      answer = await signedInternalFetch(paymentsUrl, internalSecret, call);
    } catch (err) {
      req.log.warn({ err, payments: paymentsUrl }, 'payments did not answer');
      res.status(503).json({ message: unavailable });
      return null;
    }
    if (!answer.ok) {
      res.status(answer.status).json(await answer.json());
      return null;
    }
    return answer;
  };
}
