import {
  currentLetterhead,
  mirrorLetterhead,
  type IdempotencyKeys,
  type Logger,
  type ServiceRuntime,
  type WithLock,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import {
  bookingReads,
  type PaymentsClient,
  type QuoteStore,
  acceptQuote,
  addQuoteItem,
  announceQuote,
  bookingReminders,
  cancelBooking,
  changeQuoteStatus,
  createQuote,
  declineQuote,
  dispatchUnit,
  lateReturns,
  partDispatches,
  payBooking,
  quietQuotes,
  quoteExpiry,
  quotePdfs,
  quoteQueries,
  floorMender,
  recordPayment,
  refundSecurityDeposits,
  returnUnits,
  saveQuoteDraft,
  sendQuote,
  submitQuote,
  takeOnlinePayment,
} from './modules/quotes';
import { hireCeilingsOf, type HireConfig } from './config';
import { ukCalendarDay } from '@shop/contracts';
import type { HireModels } from './models';
import {
  type CalendarFeedStore,
  type CommitmentStore,
  availabilityQueries,
  calendarFeed,
  daySheetQueries,
  planningQueries,
} from './modules/planning';
import type { HireSettingsStore } from './shared/models/hire-settings';
import type { UnitStore } from './modules/fleet/models/unit-store';
import {
  addUnits,
  importUnits,
  mirrorProduct,
  clearUnitRepair,
  retireUnit,
  sendUnitToRepair,
  unitMoves,
  unitQueries,
} from './modules/fleet';
import { mirrorAccount } from './shared/application/mirror-account';
import { hireSettings } from './shared/application/save-hire-settings';

export interface HireDeps {
  connection: Connection;
  models: HireModels;
  quotes: QuoteStore;
  commitments: CommitmentStore;
  settings: HireSettingsStore;
  calendarFeeds: CalendarFeedStore;
  units: UnitStore;
  withLock: WithLock;
  idempotencyKeys: IdempotencyKeys;
  /** The payments service: Stripe's payment pages for a booking's deposits and balance, and the deposit's refund. */
  payments: PaymentsClient;
  /** Runs the delayed quiet-period checks, quote expiries, booking reminders and late-return checks. */
  runtime: Pick<ServiceRuntime, 'jobQueue'>;
  logger: Logger;
  config: Pick<
    HireConfig,
    | 'QUOTE_ITEMS_WINDOW_MINUTES'
    | 'QUOTE_QUIET_MS'
    | 'QUOTE_LINK_SECRET'
    | 'LATE_RETURN_GRACE_HOURS'
    | 'HIRE_MAX_DAYS'
    | 'HIRE_MAX_DAYS_AHEAD'
    | 'SHOP_URL'
  >;
  /** What time it is for quotes' validity (see clock.ts). */
  clock: () => Date;
}

/**
 * The hire desk's use cases and reads, wired to their stores once: what the resolvers, the event
 * handlers and housekeeping call. Each use case takes the raw input and the caller, and answers records.
 */
export function hireApplication(deps: HireDeps) {
  const { models, quotes, commitments, settings, units, withLock, clock, config } = deps;
  const announce = announceQuote(models, quotes);
  const quiet = quietQuotes(deps.runtime, models, announce, config.QUOTE_QUIET_MS);
  const expiry = quoteExpiry(deps.runtime, models, quotes, withLock, clock);
  const reminders = bookingReminders({ ...deps, linkSecret: config.QUOTE_LINK_SECRET });
  const late = lateReturns(deps.runtime, models, quotes, withLock, clock, config.LATE_RETURN_GRACE_HOURS);
  const linkSecret = config.QUOTE_LINK_SECRET;
  const linkCheck = () => ({ secret: linkSecret, today: ukCalendarDay(clock()) });
  // Every way in that carries a hire's dates checks them against these.
  const ceilings = hireCeilingsOf(config);
  // What planning reads of the bookings, through quotes.
  const bookings = bookingReads(models);
  // A settled booking's security deposit paid by card goes back through payments.
  const refundDeposits = refundSecurityDeposits(deps);
  // The booking's side of the floor moves units through fleet's interface.
  const floor = { ...deps, fleet: unitMoves(units), refundDeposits };
  const dispatch = dispatchUnit({ ...floor, watchLateReturn: late.watch });
  const takeBack = returnUnits({ ...floor, lateGraceHours: config.LATE_RETURN_GRACE_HOURS });
  return {
    createQuote: createQuote({ ...deps, ceilings, settleLater: quiet.settleLater, tokenSecret: linkSecret }),
    addQuoteItem: addQuoteItem({ ...deps, itemsWindowMs: config.QUOTE_ITEMS_WINDOW_MINUTES * 60_000 }),
    submitQuote: submitQuote(models, announce, linkCheck),
    changeQuoteStatus: changeQuoteStatus({ ...deps, linkSecret, remindLater: reminders.remindLater }),
    saveQuoteDraft: saveQuoteDraft({ ...deps, ceilings }),
    sendQuote: sendQuote({ ...deps, linkSecret, expireLater: expiry.expireLater }),
    acceptQuote: acceptQuote({ ...deps, linkSecret, remindLater: reminders.remindLater }),
    declineQuote: declineQuote({ ...deps, linkSecret }),
    cancelBooking: cancelBooking(deps),
    recordPayment: recordPayment(deps),
    payBooking: payBooking({ ...deps, linkSecret, shopUrl: config.SHOP_URL }),
    takeOnlinePayment: takeOnlinePayment(deps),
    settings: hireSettings(settings),
    calendarFeed: calendarFeed({ models, bookings, feeds: deps.calendarFeeds, clock }),
    mirrorProduct: mirrorProduct(models, units),
    mirrorAccount: mirrorAccount(models),
    mirrorLetterhead: mirrorLetterhead(models),
    addUnits: addUnits(deps),
    importUnits: importUnits(deps),
    sendUnitToRepair: sendUnitToRepair(units),
    clearUnitRepair: clearUnitRepair(units),
    retireUnit: retireUnit(units),
    dispatchUnit: dispatch,
    flagOverdue: late.flagDue,
    partDispatchSweep: partDispatches({ ...deps, refundDeposits, lateGraceHours: config.LATE_RETURN_GRACE_HOURS })
      .sweep,
    refundDepositsDue: refundDeposits.sweep,
    sendReminders: reminders.sendDue,
    returnUnits: takeBack,
    floorMender: floorMender({ ...floor, dispatch, returnUnits: takeBack }),
    units: unitQueries(models),
    lateGraceHours: config.LATE_RETURN_GRACE_HOURS,
    announceQuiet: quiet.announceQuiet,
    expireDue: expiry.expireDue,
    reconcileCommitments: () => commitments.reconcile(),
    quotes: quoteQueries(models, settings, linkCheck),
    quotePdf: quotePdfs(currentLetterhead(models)),
    availability: availabilityQueries(models, commitments, ceilings),
    planning: planningQueries(models, bookings, clock),
    daySheet: daySheetQueries(models, bookings, clock, ceilings),
  };
}

export type HireApplication = ReturnType<typeof hireApplication>;
