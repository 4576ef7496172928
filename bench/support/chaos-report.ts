/** What the chaos bench prints for each run, the goals it judges a run by, and the one row a run gets at the end. */
import type { Disruption } from './chaos-kills';
import type { Truth } from './ground-truth';
import type { Tally } from './shoppers';

export const GOAL_SETTLED_MS = 60_000;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** What one run measured; times in ms from the start of its load. */
export interface RunOutcome {
  seed: number;
  run: number;
  truth: Truth;
  tally: Tally;
  disruptions: Disruption[];
  /** The load's start (performance.now()), which the shoppers' placedAt counts from. */
  started: number;
  loadEndedAt: number;
  lastBackAt: number;
  /** From the last restart until everything was final and delivered; null: not within the bound. */
  settledIn: number | null;
  /** The load's start as wall-clock time (epoch ms), to place the mail server's arrivals. */
  startedEpoch: number;
}

/**
 * Why an email went more than once, read from when its copies arrived: the kills between its first copy and its last
 * (a copy lost with its process's state), or none (two sends side by side).
 */
function repeatCause(at: number[], disruptions: Disruption[]): string {
  const first = Math.min(...at);
  const last = Math.max(...at);
  const between = disruptions.filter((d) => d.killedAtEpoch >= first - 1000 && d.killedAtEpoch <= last);
  return between.length ? `after the ${between.map((d) => d.target).join(' and ')} kill` : 'no kill between the copies';
}

/** The second of the load in which the most orders were placed (answered with an id), and how many. */
export function busiestSecond(placedAt: number[]): { second: number; orders: number } | null {
  const perSecond = new Map<number, number>();
  for (const t of placedAt) perSecond.set(Math.floor(t / 1000), (perSecond.get(Math.floor(t / 1000)) ?? 0) + 1);
  let busiest: { second: number; orders: number } | null = null;
  for (const [second, orders] of perSecond) if (!busiest || orders > busiest.orders) busiest = { second, orders };
  return busiest;
}

export function goals(outcome: RunOutcome): Array<[string, boolean]> {
  const { truth, settledIn, tally } = outcome;
  const faults = truth.lost + truth.duplicated + truth.oversold + truth.emailsMoreThanOnce + truth.emailsNever;
  return [
    [
      `0 lost / 0 duplicated / 0 oversold / 0 emails twice or never (${truth.lost} / ${truth.duplicated} / ${truth.oversold} / ${truth.emailsMoreThanOnce + truth.emailsNever})`,
      faults === 0,
    ],
    [
      `payments: 0 lost / 0 doubled / 0 abandoned orders holding stock, every payment taken an order paid (${truth.paymentsLost} / ${truth.paymentsDoubled} / ${truth.abandonedNotReleased}, ${truth.paymentsTaken} taken, ${truth.ordersPaid} paid)`,
      truth.paymentsLost + truth.paymentsDoubled + truth.abandonedNotReleased === 0 &&
        truth.paymentsTaken === truth.ordersPaid,
    ],
    [
      `every order final within ${GOAL_SETTLED_MS / 1000} s of the last restart (${settledIn === null ? 'never' : `${seconds(settledIn)} s`})`,
      settledIn !== null && settledIn <= GOAL_SETTLED_MS,
    ],
    [
      `hire floor: 0 units lost / doubled / apart from their booking, every booking settled (${truth.unitsLost} / ${truth.unitsDoubled} / ${truth.unitsApart} / ${truth.bookingsUnsettled} of ${truth.bookingsCompleted} not settled)`,
      truth.unitsLost + truth.unitsDoubled + truth.unitsApart + truth.bookingsUnsettled === 0,
    ],
    // The bench measures the system, not the limits: a 429 means a limit it should lift.
    [`no request refused by a limit (${tally.throttled.length} answered 429)`, tally.throttled.length === 0],
  ];
}

/** The run's own tables: its kills, what the ground truth holds, each repeated email's cause, the goals. */
export function printRun(outcome: RunOutcome): void {
  const { truth, tally, disruptions, settledIn, startedEpoch } = outcome;
  console.log(
    `\nload phase ${seconds(outcome.loadEndedAt)} s, last restart back at ${seconds(outcome.lastBackAt)} s, ` +
      `${tally.retries} requests retried`,
  );
  console.table(
    disruptions.map((d) => ({
      killed: d.target + (d.inBurst ? ' (burst)' : d.during ? ` (in a ${d.during})` : ''),
      'at (s)': seconds(d.killedAt),
      'back after (s)': seconds(d.backAt - d.killedAt),
      'failed starts': d.failedStarts,
      'still down then': d.alsoDown.join(', '),
    })),
  );
  const busiest = busiestSecond(tally.orders.map((o) => o.placedAt - outcome.started));
  const burst = disruptions.find((d) => d.inBurst);
  if (busiest && burst) {
    console.log(
      `busiest second: ${busiest.second}-${busiest.second + 1} s (${busiest.orders} orders placed); ` +
        `${burst.target} killed in the burst at ${seconds(burst.killedAt)} s (planned for ${seconds(burst.plannedAt)} s)`,
    );
  }
  console.table({
    'orders accepted': truth.accepted,
    lost: truth.lost,
    duplicated: truth.duplicated,
    oversold: truth.oversold,
    'still pending': truth.pending,
    'placed but never answered': truth.unanswered,
    'payments taken at Stripe': truth.paymentsTaken,
    'orders paid': truth.ordersPaid,
    '… of them processing': truth.ordersPaidProcessing,
    '… of them after a declined card': truth.declinedThenPaid,
    'webhooks delivered again': truth.webhooksRedelivered,
    'webhooks not delivered (yet)': truth.webhooksUndelivered,
    'payments lost (taken, order not paid)': truth.paymentsLost,
    'payments doubled': truth.paymentsDoubled,
    'orders abandoned on the payment page': truth.abandonedOrders,
    '… of them not cancelled (stock held)': truth.abandonedNotReleased,
    'quotes requested': truth.quotesRequested,
    'quotes lost': truth.quotesLost,
    'quotes made twice': truth.quotesDuplicated,
    'quotes with a line twice': truth.quotesWithLineTwice,
    'hire bookings out and back': truth.bookingsCompleted,
    'hire units lost': truth.unitsLost,
    'hire units on two bookings': truth.unitsDoubled,
    'hire units apart from their booking': truth.unitsApart,
    'hire bookings not settled': truth.bookingsUnsettled,
    'emails expected': truth.emailsExpected,
    'emails more than once': truth.emailsMoreThanOnce,
    '… of them taken over from a send that died': truth.emailsRepeated.filter((r) => r.takenOver).length,
    'emails never': truth.emailsNever,
    'emails not expected': truth.emailsUnexpected.length,
    'settled after the last restart (s)': settledIn === null ? 'not settled' : seconds(settledIn),
  });
  const repeats = truth.emailsRepeated.map(({ key, at, messageIds, takenOver }) => ({
    key,
    at: at.map((t) => `${seconds(t - startedEpoch)} s`).join(', '),
    messageIds,
    cause: `${repeatCause(at, disruptions)}${takenOver ? ', taken over from a send that died' : ''}`,
  }));
  const byCause = new Map<string, number>();
  for (const { cause } of repeats) byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
  if (repeats.length) console.table(Object.fromEntries(byCause));
  const details = [
    ...truth.ledgerOff,
    ...repeats.map((r) => `${r.key}: at ${r.at}, ${r.messageIds} Message-ID(s), ${r.cause}`),
    ...truth.emailsUnexpected,
    ...tally.abandoned,
  ];
  for (const line of details) console.log(`  ${line}`);
  for (const [goal, met] of goals(outcome)) console.log(`${met ? 'met    ' : 'NOT met'}  ${goal}`);
  for (const line of tally.throttled.slice(0, 10)) console.error(`  429: ${line}`);
}

/** A run's row in the table printed at the end. */
export function summaryRow(outcome: RunOutcome) {
  const { truth, settledIn } = outcome;
  return {
    seed: outcome.seed,
    run: outcome.run,
    'orders accepted': truth.accepted,
    lost: truth.lost,
    duplicated: truth.duplicated,
    oversold: truth.oversold,
    'emails twice': truth.emailsMoreThanOnce,
    'emails never': truth.emailsNever,
    'still pending': truth.pending,
    'paid at Stripe/orders paid': `${truth.paymentsTaken}/${truth.ordersPaid}`,
    'payments lost/doubled': `${truth.paymentsLost}/${truth.paymentsDoubled}`,
    'abandoned/not released': `${truth.abandonedOrders}/${truth.abandonedNotReleased}`,
    'hire bookings': truth.bookingsCompleted,
    'units lost/doubled/apart': `${truth.unitsLost}/${truth.unitsDoubled}/${truth.unitsApart}`,
    'bookings not settled': truth.bookingsUnsettled,
    'settled after last restart (s)': settledIn === null ? 'never' : seconds(settledIn),
    'load phase (s)': seconds(outcome.loadEndedAt),
    'last restart back at (s)': seconds(outcome.lastBackAt),
    '429s': outcome.tally.throttled.length,
    goals: goals(outcome).every(([, met]) => met) ? 'met' : 'NOT met',
  };
}
