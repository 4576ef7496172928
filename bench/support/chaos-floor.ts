/**
 * The chaos bench's hire desk: it books the rig for a customer (their quote request, confirmed over any shortage),
 * sends two units out by their asset tags and takes them back, over and over, through the gateway's REST API as the
 * admin app sends it, so kills land between a unit's write and its booking's. It retries as the desk would (a network
 * error, a timeout, a 5xx); a 409 saying the unit is already on the booking, or already back, answers an earlier try
 * that got through. The desk's dispatches and returns under way are watched (`DeskRequests`), so a kill can wait for
 * one and land inside it.
 */
import { performance } from 'node:perf_hooks';
import { eventually, mintToken } from '@shop/kit/testing';
import type { DeskStep } from './chaos-schedule';
import { Refused, requestQuote, send, type Tally } from './shoppers';

const UNITS_PER_BOOKING = 2;

const admin = { authorization: `Bearer ${mintToken('admin')}` };

/** The rig's units on the shelf, as the desk's own hands know them: each crew member takes its tags from here. */
export interface Shelf {
  take: () => string[];
  give: (tags: string[]) => void;
}

/** Waits until hire has made the rig's units (it makes them from the catalog's stock), and hands them out. */
export async function rigShelf(base: string, rig: number, units: number): Promise<Shelf> {
  const tags = await eventually(async () => {
    const res = await fetch(`${base}/api/admin/hire/products/${rig}/units`, { headers: admin });
    const listed = res.ok ? ((await res.json()) as Array<{ tag: string; state: string }>) : [];
    const available = listed.filter((u) => u.state === 'available').map((u) => u.tag);
    if (available.length < units) throw new Error(`${available.length} of the rig's ${units} units made yet`);
    return available;
  }, 120_000);
  return {
    take: () => tags.splice(0, UNITS_PER_BOOKING),
    give: (back) => tags.push(...back),
  };
}

/** The desk's dispatch and return requests sent and not yet answered, each with when it was sent. */
export class DeskRequests {
  private readonly open = new Map<DeskStep, Set<{ sentAt: number }>>([
    ['dispatch', new Set()],
    ['return', new Set()],
  ]);

  /** A try of `step` sent now: call what it answers once its answer (or failure) comes. */
  sent(step: DeskStep): () => void {
    const request = { sentAt: performance.now() };
    this.open.get(step)!.add(request);
    return () => this.open.get(step)!.delete(request);
  }

  /**
   * Resolves once a request of `step` has been under way `forMs` and is still unanswered (true), or at `until`
   * (performance.now()) with none (false).
   */
  underWay(step: DeskStep, forMs: number, until: number): Promise<boolean> {
    return requestUnderWay(this.open.get(step)!, forMs, until);
  }
}

/**
 * Resolves once one of `open` (requests sent and not yet answered) has been under way `forMs` (true), or at `until`
 * (performance.now()) with none (false).
 */
export async function requestUnderWay(
  open: ReadonlySet<{ sentAt: number }>,
  forMs: number,
  until: number,
): Promise<boolean> {
  while (performance.now() < until) {
    const now = performance.now();
    if ([...open].some((r) => now - r.sentAt >= forMs)) return true;
    await new Promise((r) => setTimeout(r, 2));
  }
  return false;
}

/** A 409 that answers a try of the same step that got through before its answer was lost. */
const alreadyDone = (err: unknown) =>
  err instanceof Refused && / 409 /.test(err.message) && /already (on this booking|back)/.test(err.message);

async function step(
  tally: Tally,
  deadline: number,
  url: string,
  body: unknown,
  attempt: () => () => void,
): Promise<void> {
  try {
    await send(tally, deadline, url, { method: 'POST', headers: admin, body }, attempt);
  } catch (err) {
    if (!alreadyDone(err)) throw err;
  }
}

/** One booking of the rig, from the customer's request to its settlement, units sent out and back one at a time. */
export async function hireOnce(
  base: string,
  tally: Tally,
  rig: number,
  shelf: Shelf,
  dates: { startDate: string; endDate: string },
  deadline: number,
  requests: DeskRequests,
): Promise<void> {
  const quote = await requestQuote(base, tally, rig, dates, deadline, UNITS_PER_BOOKING);
  if (!quote) return;
  const tags = shelf.take();
  const booking = `${base}/api/admin/hire/quotes/${quote.id}`;
  try {
    await send(tally, deadline, `${base}/api/hire/quotes/${quote.id}/status`, {
      method: 'PATCH',
      headers: admin,
      body: { status: 'approved', override: true },
    });
    const dispatch = () => requests.sent('dispatch');
    const back = () => requests.sent('return');
    for (const tag of tags) await step(tally, deadline, `${booking}/dispatch`, { tag, early: true }, dispatch);
    for (const tag of tags) {
      await step(tally, deadline, `${booking}/return`, { returns: [{ tag, condition: 'ok' }] }, back);
    }
    tally.bookings.push({ id: quote.id, email: quote.email, tags });
    shelf.give(tags);
  } catch (err) {
    // Units of a booking left half-way stay off the shelf: the ground truth still checks them against their booking.
    tally.abandoned.push(`booking ${quote.id}: ${(err as Error).message}`);
  }
}
