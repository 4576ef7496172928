import type { IdempotencyKeys, Logger, ServiceRuntime, WithLock } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { PaymentsClient } from '../adapters/payments';
import { hireCeilingsOf, type HireConfig } from '../config';
import { ukCalendarDay } from '@shop/contracts';
import type { HireModels } from '../models';
import type { CalendarFeedStore } from '../models/calendar-feed';
import type { CommitmentStore } from '../models/commitment-store';
import type { HireSettingsStore } from '../models/hire-settings';
import type { QuoteStore } from '../models/quote-store';
import type { UnitStore } from '../models/unit-store';
import { acceptQuote } from './accept-quote';
import { addUnits } from './add-units';
import { addQuoteItem } from './add-quote-item';
import { announceQuote } from './announce-quote';
import { availabilityQueries } from './availability-queries';
import { bookingReminders } from './booking-reminders';
import { calendarFeed } from './calendar-feed';
import { cancelBooking } from './cancel-booking';
import { changeQuoteStatus } from './change-quote-status';
import { createQuote } from './create-quote';
import { daySheetQueries } from './day-sheet-queries';
import { declineQuote } from './decline-quote';
import { dispatchUnit } from './dispatch-unit';
import { importUnits } from './import-units';
import { lateReturns } from './late-returns';
import { partDispatches } from './part-dispatches';
import { payBooking } from './pay-booking';
import { mirrorAccount } from './mirror-account';
import { currentLetterhead, mirrorLetterhead } from './mirror-letterhead';
import { mirrorProduct } from './mirror-product';
import { planningQueries } from './planning-queries';
import { clearUnitRepair, retireUnit, sendUnitToRepair } from './move-unit';
import { quietQuotes } from './quiet-quotes';
import { quoteExpiry } from './quote-expiry';
import { quotePdfs } from './quote-pdf';
import { quoteQueries } from './quote-queries';
import { reconcileFloor } from './reconcile-floor';
import { recordPayment } from './record-payment';
import { returnUnits } from './return-units';
import { hireSettings } from './save-hire-settings';
import { saveQuoteDraft } from './save-quote-draft';
import { sendQuote } from './send-quote';
import { submitQuote } from './submit-quote';
import { takeOnlinePayment } from './take-online-payment';
import { unitQueries } from './unit-queries';

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
  /** The payments service: Stripe's payment pages for a booking's deposit and balance. */
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
  const reminders = bookingReminders(deps);
  const late = lateReturns(deps.runtime, models, quotes, withLock, clock, config.LATE_RETURN_GRACE_HOURS);
  const linkSecret = config.QUOTE_LINK_SECRET;
  const linkCheck = () => ({ secret: linkSecret, today: ukCalendarDay(clock()) });
  // Every way in that carries a hire's dates checks them against these.
  const ceilings = hireCeilingsOf(config);
  const dispatch = dispatchUnit({ ...deps, watchLateReturn: late.watch });
  const takeBack = returnUnits({ ...deps, lateGraceHours: config.LATE_RETURN_GRACE_HOURS });
  return {
    createQuote: createQuote({ ...deps, ceilings, settleLater: quiet.settleLater, tokenSecret: linkSecret }),
    addQuoteItem: addQuoteItem({ ...deps, itemsWindowMs: config.QUOTE_ITEMS_WINDOW_MINUTES * 60_000 }),
    submitQuote: submitQuote(models, announce, linkCheck),
    changeQuoteStatus: changeQuoteStatus({ ...deps, remindLater: reminders.remindLater }),
    saveQuoteDraft: saveQuoteDraft({ ...deps, ceilings }),
    sendQuote: sendQuote({ ...deps, linkSecret, expireLater: expiry.expireLater }),
    acceptQuote: acceptQuote({ ...deps, linkSecret, remindLater: reminders.remindLater }),
    declineQuote: declineQuote({ ...deps, linkSecret }),
    cancelBooking: cancelBooking(deps),
    recordPayment: recordPayment(deps),
    payBooking: payBooking({ ...deps, linkSecret, shopUrl: config.SHOP_URL }),
    takeOnlinePayment: takeOnlinePayment(deps),
    settings: hireSettings(settings),
    calendarFeed: calendarFeed({ models, feeds: deps.calendarFeeds, clock }),
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
    partDispatchSweep: partDispatches({ ...deps, lateGraceHours: config.LATE_RETURN_GRACE_HOURS }).sweep,
    sendReminders: reminders.sendDue,
    returnUnits: takeBack,
    reconcileFloor: reconcileFloor({ ...deps, dispatch, returnUnits: takeBack }),
    units: unitQueries(models),
    lateGraceHours: config.LATE_RETURN_GRACE_HOURS,
    announceQuiet: quiet.announceQuiet,
    expireDue: expiry.expireDue,
    reconcileCommitments: () => commitments.reconcile(),
    quotes: quoteQueries(models, settings, linkCheck),
    quotePdf: quotePdfs(currentLetterhead(models)),
    availability: availabilityQueries(models, commitments, ceilings),
    planning: planningQueries(models, clock),
    daySheet: daySheetQueries(models, clock, ceilings),
  };
}

export type HireApplication = ReturnType<typeof hireApplication>;
