import { HeaderMap } from '@apollo/server';
import { Busy, TimedOut } from '@shop/kit';
import { GraphQLError } from 'graphql';

export interface QueryAdmissionOptions {
  /** Query cost (see query-limits.ts) above which an operation is heavy. */
  heavyCost: number;
  /** Heavy operations this gateway runs at once. */
  atOnce: number;
  /** Heavy operations that may wait for a slot; one more is refused with 503. */
  maxWaiting: number;
}

/** Ends an operation's hold on its slot; calling it again does nothing. */
export type Release = () => void;

/** A heavy answer takes a few hundred milliseconds, so a full line has moved on by then. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Admission by cost: cheap operations go straight through; heavy ones (each can keep the event
 * loop busy for tens of milliseconds shaping its answer) take one of a few slots, waiting in line,
 * first come first served, when all are taken. A full line answers 503 with Retry-After at once,
 * so a flood of costly queries queues behind itself instead of slowing every shopper's page.
 */
export class QueryAdmission {
  private held = 0;
  /** Waiting operations, each to be handed a slot as one is released. */
  private readonly line: Array<() => void> = [];

  constructor(private readonly options: QueryAdmissionOptions) {}

  get running(): number {
    return this.held;
  }

  get waiting(): number {
    return this.line.length;
  }

  /**
   * Admits an operation of `cost`, at once or after waiting for a slot. Throws 503 when the line is
   * full, or gives up its place when `giveUp` aborts (the deadline passed, the client hung up, the
   * answer went out). The caller must call the release once its answer is ready.
   */
  async admit(cost: number, giveUp: AbortSignal): Promise<Release> {
    if (cost <= this.options.heavyCost) return () => {};
    if (this.held < this.options.atOnce) {
      this.held++;
      return this.releaser();
    }
    if (this.line.length >= this.options.maxWaiting) throw busyError();
    if (giveUp.aborted) throw timedOutError();
    await new Promise<void>((resolve, reject) => {
      const take = () => {
        giveUp.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        this.line.splice(this.line.indexOf(take), 1);
        reject(timedOutError());
      };
      giveUp.addEventListener('abort', leave, { once: true });
      this.line.push(take);
    });
    return this.releaser();
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the first in line, so a newcomer cannot overtake it.
      const next = this.line.shift();
      if (next) next();
      else this.held--;
    };
  }
}

/** Apollo answers a throw before execution with 500 unless told the status; the error mapper reads the Busy inside. */
function busyError(): GraphQLError {
  const busy = new Busy(BUSY_RETRY_AFTER_SECONDS);
  return new GraphQLError(busy.message, {
    originalError: busy,
    extensions: {
      http: { status: 503, headers: new HeaderMap([['retry-after', String(BUSY_RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/** A wait given up: the deadline's 504 (a client that hung up reads nothing). */
function timedOutError(): GraphQLError {
  const timedOut = new TimedOut();
  return new GraphQLError(timedOut.message, { originalError: timedOut, extensions: { http: { status: 504 } } });
}
