import type { GraphQLResolveInfo } from 'graphql';
import type { QuoteLine, QuoteAnswer, RevisionAnswer } from '../dto';
import type { HireContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  _FieldSet: { input: any; output: any };
};

/** A new quote and the token that lets its creator add lines (also kept in an httpOnly cookie). */
export type CreatedHireQuote = {
  __typename?: 'CreatedHireQuote';
  quote: HireQuote;
  token: Scalars['String']['output'];
};

/** An acceptance refused because equipment was no longer free: what the desk is told. */
export type HireAcceptanceRefusal = {
  __typename?: 'HireAcceptanceRefusal';
  at: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  shortfalls: Array<QuoteShortfall>;
};

/** Units of a hire product free over a range of dates, turnaround included. */
export type HireAvailability = {
  __typename?: 'HireAvailability';
  available: Scalars['Int']['output'];
  /** Units approved hires hold at the busiest moment of the range. */
  committed: Scalars['Int']['output'];
  end: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  start: Scalars['String']['output'];
  /** Units the business owns. */
  stock: Scalars['Int']['output'];
  /** Days a returned unit is out of service before its next hire. */
  turnaroundDays: Scalars['Int']['output'];
};

/** The shop's bank details for paying a booking by transfer, and the reference (HIRE-<id>) that names it. */
export type HireBankTransfer = {
  __typename?: 'HireBankTransfer';
  accountName: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  /** 12-34-56 */
  sortCode: Scalars['String']['output'];
};

/** A unit dispatched on a booking, and how it came back. */
export type HireBookedUnit = {
  __typename?: 'HireBookedUnit';
  charge: Scalars['Float']['output'];
  /** ok, damaged or missing, once back. */
  condition?: Maybe<Scalars['String']['output']>;
  dispatchedAt: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  productId: Scalars['Int']['output'];
  returnedAt?: Maybe<Scalars['String']['output']>;
  tag: Scalars['String']['output'];
};

/** A confirmed booking's money, in GBP: the deposit due on acceptance, what was paid, what is left and when. */
export type HireBooking = {
  __typename?: 'HireBooking';
  /** Still owed towards the total, the security deposit held apart; negative: owed back to the customer. */
  balance: Scalars['Float']['output'];
  /** Due by balanceDueDate: the balance less the booking deposit due now. */
  balanceDue: Scalars['Float']['output'];
  /** The UK day (YYYY-MM-DD) the balance is due. */
  balanceDueDate: Scalars['String']['output'];
  /** Where to pay by bank transfer, with the booking's reference; null until the shop's bank details are set. */
  bankTransfer?: Maybe<HireBankTransfer>;
  /** The booking deposit still due. */
  depositDue: Scalars['Float']['output'];
  /** Payments less refunds. */
  paid: Scalars['Float']['output'];
  payments: Array<HirePayment>;
  /** The refundable security deposit asked for and not yet held (payable once the balance is paid); 0 once settled. */
  securityDepositDue: Scalars['Float']['output'];
  /** Paid above the total, up to the security deposit asked for, until the booking is settled. */
  securityDepositHeld: Scalars['Float']['output'];
  /** The hire's total, with the damage, loss and late charges once known. */
  total: Scalars['Float']['output'];
};

/**
 * The hire desk's calendar feed (admin only): an iCalendar address with a secret token in it. The
 * token is kept only as its hash, so the address (path) is answered only by the call that makes it.
 */
export type HireCalendarFeed = {
  __typename?: 'HireCalendarFeed';
  active: Scalars['Boolean']['output'];
  /** When the live address was made (ISO). */
  issuedAt?: Maybe<Scalars['String']['output']>;
  /** The feed's path on the shop, /api/hire/calendar/<token>.ics: only when just made. */
  path?: Maybe<Scalars['String']['output']>;
};

/** A cancelled booking's charge under the hire terms' bands, from what had been paid. */
export type HireCancellation = {
  __typename?: 'HireCancellation';
  at: Scalars['String']['output'];
  /** more-than-7-days, 3-to-7-days or under-3-days */
  band: Scalars['String']['output'];
  fee: Scalars['Float']['output'];
  owed: Scalars['Float']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  refund: Scalars['Float']['output'];
};

/** Stripe's payment page for part of a booking: send the customer to checkoutUrl. */
export type HireCheckout = {
  __typename?: 'HireCheckout';
  checkoutUrl: Scalars['String']['output'];
  /** When Stripe closes the page unpaid (ISO time). */
  expiresAt: Scalars['String']['output'];
};

export type HireDay = {
  __typename?: 'HireDay';
  /** Units a one-day hire of this day could have (turnaround included); for a kit, whole kits. */
  available: Scalars['Int']['output'];
  /** A UK day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Whether the quantity asked about is free that day. */
  free: Scalars['Boolean']['output'];
};

/** A hire product's free units on each UK day of a month (or range), for a date picker. */
export type HireDayAvailability = {
  __typename?: 'HireDayAvailability';
  days: Array<HireDay>;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type HireDiscountKind = 'amount' | 'percent';

/** A booking on the warehouse floor (admin only): dispatch, return, lateness and charges. */
export type HireFloor = {
  __typename?: 'HireFloor';
  /** The desk's damage and loss charges. */
  damageCharge: Scalars['Float']['output'];
  /** The end day's close plus the grace: when it is late. */
  dueBackBy: Scalars['String']['output'];
  /** Every line has its units. */
  fulfilled: Scalars['Boolean']['output'];
  /** The late charge so far (final once every unit is back). */
  lateCharge: Scalars['Float']['output'];
  lines: Array<HireFloorLine>;
  /** When it was flagged overdue, if it was. */
  overdueSince?: Maybe<Scalars['String']['output']>;
  settlement?: Maybe<HireSettlement>;
  units: Array<HireBookedUnit>;
};

/** A booked product on the warehouse floor: units needed and dispatched. */
export type HireFloorLine = {
  __typename?: 'HireFloorLine';
  assigned: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  needed: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
};

export type HireNewUnitInput = {
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** A payment or refund the desk recorded, or one taken online through Stripe (no card data: the method, amount in GBP and a reference). */
export type HirePayment = {
  __typename?: 'HirePayment';
  amount: Scalars['Float']['output'];
  at: Scalars['String']['output'];
  /** The desk user who recorded it; null for a payment or refund taken online through Stripe. */
  byUserId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** payment or refund */
  kind: Scalars['String']['output'];
  /** card, bank-transfer or paypal */
  method: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
};

export type HirePaymentInput = {
  /** GBP, more than 0 */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** payment or refund */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** card, bank-transfer or paypal */
  method?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What a customer pays online towards a confirmed booking: its booking deposit, the balance once that is paid, and
 * then the refundable security deposit.
 */
export type HirePaymentPurpose = 'BALANCE' | 'DEPOSIT' | 'SECURITY_DEPOSIT';

export type HirePeriod = 'daily' | 'monthly' | 'weekly';

/** So many of one period at its rate (GBP), e.g. 1 weekly at 120.00. */
export type HirePeriodCharge = {
  __typename?: 'HirePeriodCharge';
  count: Scalars['Int']['output'];
  period: HirePeriod;
  rate: Scalars['Float']['output'];
};

/** The hire desk's planning timeline: eight weeks of UK days, a row per hire product (name order). */
export type HirePlanning = {
  __typename?: 'HirePlanning';
  /** Every product's bookings across the days they hold units, earliest first, for the desk to open; at most 2,000. */
  bars: Array<HirePlanningBar>;
  /** More bookings touch the eight weeks than the 2,000 bars answered: the latest were left off. */
  barsCut: Scalars['Boolean']['output'];
  /** The UK days, YYYY-MM-DD, the rows' days follow. */
  days: Array<Scalars['String']['output']>;
  rows: Array<HirePlanningRow>;
};

/** A booking's bar under its product's planning row: its days out, then its days turning round, cut to the timeline's days. */
export type HirePlanningBar = {
  __typename?: 'HirePlanningBar';
  customerName: Scalars['String']['output'];
  /** Index of its first day on the timeline. */
  from: Scalars['Int']['output'];
  number?: Maybe<Scalars['String']['output']>;
  outDays: Scalars['Int']['output'];
  /** The product whose row it sits under. */
  productId: Scalars['Int']['output'];
  /** Units (or kits) it holds of the row's product. */
  quantity: Scalars['Int']['output'];
  quoteId: Scalars['Int']['output'];
  stage: HireQuoteStage;
  turnaroundDays: Scalars['Int']['output'];
};

/** A booking behind a cell of the planning timeline. */
export type HirePlanningBooking = {
  __typename?: 'HirePlanningBooking';
  customerName: Scalars['String']['output'];
  endDate: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** Units of the product (or kits) it holds. */
  quantity: Scalars['Int']['output'];
  quoteId: Scalars['Int']['output'];
  stage: HireQuoteStage;
  startDate: Scalars['String']['output'];
};

/** One hire product's row of the planning timeline: units committed per day against units in service. */
export type HirePlanningRow = {
  __typename?: 'HirePlanningRow';
  /** Units committed on each of the timeline's days, in order (a one-day hire of the day, turnaround included). */
  days: Array<Scalars['Int']['output']>;
  /** A kit: committed counts the kits booked; in service is the whole kits its parts' fleets make up. */
  kit: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Units on hire on each day (no turnaround either side): what the timeline shows as out. */
  out: Array<Scalars['Int']['output']>;
  productId: Scalars['Int']['output'];
  /** Indexes of the days it is short: out and turning round above in service (for a kit, one of its parts short). */
  shortDays: Array<Scalars['Int']['output']>;
  slug: Scalars['String']['output'];
  /** Units turning round on each day after a hire (always 0 for a kit: its parts carry it). */
  turnaround: Array<Scalars['Int']['output']>;
  unitsInService: Scalars['Int']['output'];
};

export type HireQuote = {
  __typename?: 'HireQuote';
  /**
   * Where the latest revision's email links to (/hire/quotes/{id}?token=…), for the desk to pass on
   * by hand; for a booking the desk confirmed without sending a quote, the booking's own link (the one
   * its pay emails carry). Admin only: null for others, and for a request never sent nor booked.
   */
  acceptPath?: Maybe<Scalars['String']['output']>;
  acceptance?: Maybe<HireQuoteAcceptance>;
  /** The last acceptance refused for want of units (admin only: null for others). */
  acceptanceRefused?: Maybe<HireAcceptanceRefusal>;
  additionalNotes?: Maybe<Scalars['String']['output']>;
  /** Deposits and payments, once confirmed. */
  booking?: Maybe<HireBooking>;
  cancellation?: Maybe<HireCancellation>;
  createdAt: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  customerPhone?: Maybe<Scalars['String']['output']>;
  decline?: Maybe<HireQuoteDecline>;
  deliveryAddress?: Maybe<Scalars['String']['output']>;
  deliveryCity?: Maybe<Scalars['String']['output']>;
  deliveryPostalCode?: Maybe<Scalars['String']['output']>;
  deliveryRequired: Scalars['Boolean']['output'];
  /** The desk's working draft (admin only: null for others). */
  draft?: Maybe<HireQuoteDraft>;
  endDate: Scalars['String']['output'];
  /** The warehouse floor: units dispatched and back, lateness and charges (admin only, once booked). */
  floor?: Maybe<HireFloor>;
  id: Scalars['Int']['output'];
  installationRequired: Scalars['Boolean']['output'];
  itemCount: Scalars['Int']['output'];
  items: Array<HireQuoteItem>;
  /** The revision the customer can accept (the latest sent), if any. */
  latestRevision?: Maybe<HireQuoteRevision>;
  /** Allocated when first sent, e.g. Q-2026-0042. */
  number?: Maybe<Scalars['String']['output']>;
  overcommitOverride?: Maybe<OvercommitOverride>;
  /**
   * The price: for the desk, of the draft as it stands; for the customer, of the latest revision sent
   * (before any, an estimate of the request).
   */
  price: HireQuotePrice;
  /** When the quote went to the hire desk (submitted, or complete after a quiet period). */
  requestedAt?: Maybe<Scalars['String']['output']>;
  /** Every revision sent, oldest first. */
  revisions: Array<HireQuoteRevision>;
  /** One revision sent: the given one, or without it the latest; null when there is no such revision. */
  sentRevision?: Maybe<HireQuoteRevision>;
  /** How the hire settled once its units were back: the charges, the security deposit used and refunded, what is owed. */
  settlement?: Maybe<HireSettlement>;
  stage: HireQuoteStage;
  startDate: Scalars['String']['output'];
  status: HireQuoteStatus;
  /** Sum of the line totals. */
  totalValue: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
  userId?: Maybe<Scalars['Int']['output']>;
  version: Scalars['Int']['output'];
};

export type HireQuoteSentRevisionArgs = {
  revision?: InputMaybe<Scalars['Int']['input']>;
};

/** Who accepted which revision, and when; the client address is shown to the desk only. */
export type HireQuoteAcceptance = {
  __typename?: 'HireQuoteAcceptance';
  at: Scalars['String']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
};

export type HireQuoteDecline = {
  __typename?: 'HireQuoteDecline';
  at: Scalars['String']['output'];
  /** True when the desk rejected the request; false when the customer declined the quote. */
  byDesk: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/** The quote's delivery and installation; the address, city and postal code are required when delivering. */
export type HireQuoteDeliveryInput = {
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  deliveryCity?: InputMaybe<Scalars['String']['input']>;
  deliveryPostalCode?: InputMaybe<Scalars['String']['input']>;
  deliveryRequired?: InputMaybe<Scalars['Boolean']['input']>;
  installationRequired?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A discount off the lines: a percentage, or an amount in GBP. */
export type HireQuoteDiscount = {
  __typename?: 'HireQuoteDiscount';
  amount?: Maybe<Scalars['Float']['output']>;
  kind: HireDiscountKind;
  percent?: Maybe<Scalars['Float']['output']>;
};

export type HireQuoteDiscountInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** percent or amount */
  kind?: InputMaybe<Scalars['String']['input']>;
  percent?: InputMaybe<Scalars['Float']['input']>;
};

/** What the desk is preparing to send; sending it makes the next revision. Dates are UK days (YYYY-MM-DD). */
export type HireQuoteDraft = {
  __typename?: 'HireQuoteDraft';
  damageWaiver: Scalars['Boolean']['output'];
  discount?: Maybe<HireQuoteDiscount>;
  endDate: Scalars['String']['output'];
  fixedLines: Array<HireQuoteFixedLine>;
  hireLines: Array<HireQuoteDraftHireLine>;
  /** The desk's notes to the customer, printed on the quote. */
  notes?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['String']['output'];
};

/** A hire item on the desk's draft: the customer's line, or one the desk added. */
export type HireQuoteDraftHireLine = {
  __typename?: 'HireQuoteDraftHireLine';
  /** The period the customer picked, kept as their preference; the price is the cheapest mix of rates. */
  hirePeriod: HirePeriod;
  id: Scalars['Int']['output'];
  product: QuoteItemProduct;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  rateOverrides?: Maybe<HireRateOverrides>;
};

/** A hire line of the draft; a line without an id is new. */
export type HireQuoteDraftHireLineInput = {
  hirePeriod?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  rateOverrides?: InputMaybe<HireRateOverridesInput>;
};

/** The whole draft as the desk saves it (UK days YYYY-MM-DD, GBP). */
export type HireQuoteDraftInput = {
  damageWaiver?: InputMaybe<Scalars['Boolean']['input']>;
  /** Delivery and installation as the desk sets them, replacing the request's; absent, the request's stand. */
  delivery?: InputMaybe<HireQuoteDeliveryInput>;
  discount?: InputMaybe<HireQuoteDiscountInput>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  fixedLines?: InputMaybe<Array<HireQuoteFixedLineInput>>;
  hireLines?: InputMaybe<Array<HireQuoteDraftHireLineInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** A line with a price of its own, such as crew or transport (GBP per unit, before VAT). */
export type HireQuoteFixedLine = {
  __typename?: 'HireQuoteFixedLine';
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type HireQuoteFixedLineInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type HireQuoteInput = {
  additionalNotes?: InputMaybe<Scalars['String']['input']>;
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  customerPhone?: InputMaybe<Scalars['String']['input']>;
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  deliveryCity?: InputMaybe<Scalars['String']['input']>;
  deliveryPostalCode?: InputMaybe<Scalars['String']['input']>;
  deliveryRequired?: InputMaybe<Scalars['Boolean']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  installationRequired?: InputMaybe<Scalars['Boolean']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type HireQuoteItem = {
  __typename?: 'HireQuoteItem';
  /** Units free for the quote's dates, this quote's own hold not counted. Admin only: null for others. */
  availability?: Maybe<HireAvailability>;
  createdAt: Scalars['String']['output'];
  hirePeriod: HirePeriod;
  id: Scalars['Int']['output'];
  /** unitPrice x quantity. */
  lineTotal: Scalars['Float']['output'];
  product: QuoteItemProduct;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  quoteId: Scalars['Int']['output'];
  /** The chosen period's rate; 0 when the product has none (admin 9). */
  unitPrice: Scalars['Float']['output'];
};

export type HireQuoteItemInput = {
  hirePeriod?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

/** A quote's price in GBP, from the rate engine. The security deposit is refundable and not in the total. */
export type HireQuotePrice = {
  __typename?: 'HireQuotePrice';
  /** Due on acceptance; part of the total. */
  bookingDeposit: Scalars['Float']['output'];
  callForPrice: Scalars['Boolean']['output'];
  chargeableDays: Scalars['Int']['output'];
  damageWaiver: Scalars['Float']['output'];
  days: Scalars['Int']['output'];
  delivery: Scalars['Float']['output'];
  discount: Scalars['Float']['output'];
  endDate: Scalars['String']['output'];
  fixed: Scalars['Float']['output'];
  hire: Scalars['Float']['output'];
  installation: Scalars['Float']['output'];
  lines: Array<HireQuotePriceLine>;
  net: Scalars['Float']['output'];
  securityDeposit: Scalars['Float']['output'];
  startDate: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  vat: Scalars['Float']['output'];
  /** Collected Friday, returned Monday: charged as one day. */
  weekend: Scalars['Boolean']['output'];
};

/** A priced line: a hire item for the dates (with its period breakdown) or a fixed line. */
export type HireQuotePriceLine = {
  __typename?: 'HireQuotePriceLine';
  breakdown: Array<HirePeriodCharge>;
  /** A hire item without a rate: the desk must set one before the quote can be sent. */
  callForPrice: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** The customer's preferred period (hire lines); null for a fixed line. */
  hirePeriod?: Maybe<HirePeriod>;
  lineTotal?: Maybe<Scalars['Float']['output']>;
  /** Null for a fixed line. */
  productId?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  /** Per unit for the whole hire; null: call for price. */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** A revision as sent to the customer: numbered, priced and dated. Every one sent is kept. */
export type HireQuoteRevision = {
  __typename?: 'HireQuoteRevision';
  /** The UK day the balance is due. */
  balanceDueDate: Scalars['String']['output'];
  /** e.g. Q-2026-0042 rev 2 */
  label: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** e.g. Q-2026-0042 */
  number: Scalars['String']['output'];
  /** The revision as the customer received it: its A4 PDF, base64-encoded, made on demand. */
  pdf: Scalars['String']['output'];
  price: HireQuotePrice;
  revision: Scalars['Int']['output'];
  sentAt: Scalars['String']['output'];
  /** The hire terms as this revision states them (the damage waiver's excess as it was when sent). */
  terms: Array<Scalars['String']['output']>;
  /** The last UK day (YYYY-MM-DD) it can be accepted. */
  validUntil: Scalars['String']['output'];
};

/**
 * Where a quote stands in its life: requested (with the desk), quoted (a revision is with the customer),
 * confirmed (a booking holding its units), declined, expired, cancelled, completed. The spec's four
 * statuses are a view of it (`status`).
 */
export type HireQuoteStage =
  | 'cancelled'
  | 'completed'
  | 'confirmed'
  | 'declined'
  | 'expired'
  /** The booking's units are going or gone out of the warehouse. */
  | 'out'
  | 'quoted'
  | 'requested';

export type HireQuoteStatus = 'approved' | 'completed' | 'pending' | 'rejected';

/** A hire line's rates for this quote only, in GBP; a null field keeps the product's rate. */
export type HireRateOverrides = {
  __typename?: 'HireRateOverrides';
  hirePriceDaily?: Maybe<Scalars['Float']['output']>;
  hirePriceMonthly?: Maybe<Scalars['Float']['output']>;
  hirePriceWeekly?: Maybe<Scalars['Float']['output']>;
};

export type HireRateOverridesInput = {
  hirePriceDaily?: InputMaybe<Scalars['Float']['input']>;
  hirePriceMonthly?: InputMaybe<Scalars['Float']['input']>;
  hirePriceWeekly?: InputMaybe<Scalars['Float']['input']>;
};

/** The business's hire settings: pricing and reminders (admin only). */
export type HireSettings = {
  __typename?: 'HireSettings';
  balanceDueDaysBeforeStart: Scalars['Int']['output'];
  /** The balance reminder email (with its pay link) goes this many days before the balance is due (at 9:00 UK time). */
  balanceReminderDaysBefore: Scalars['Int']['output'];
  /** The bank details a booking's pay card shows for a transfer; empty until set. */
  bankAccountName: Scalars['String']['output'];
  bankAccountNumber: Scalars['String']['output'];
  bankSortCode: Scalars['String']['output'];
  bookingDepositPercent: Scalars['Float']['output'];
  chargeableDaysPerWeek: Scalars['Float']['output'];
  /** GBP: a damaged unit on a booking with the damage waiver is charged its damage up to this (loss is not covered). */
  damageWaiverExcess: Scalars['Float']['output'];
  damageWaiverPercent: Scalars['Float']['output'];
  quoteValidityDays: Scalars['Int']['output'];
  securityDepositPercent: Scalars['Float']['output'];
  /** The start reminder email goes this many days before a booking's first day (at 9:00 UK time). */
  startReminderDaysBefore: Scalars['Int']['output'];
  weekendRule: Scalars['Boolean']['output'];
};

export type HireSettingsInput = {
  balanceDueDaysBeforeStart?: InputMaybe<Scalars['Float']['input']>;
  balanceReminderDaysBefore?: InputMaybe<Scalars['Float']['input']>;
  bankAccountName?: InputMaybe<Scalars['String']['input']>;
  bankAccountNumber?: InputMaybe<Scalars['String']['input']>;
  bankSortCode?: InputMaybe<Scalars['String']['input']>;
  bookingDepositPercent?: InputMaybe<Scalars['Float']['input']>;
  chargeableDaysPerWeek?: InputMaybe<Scalars['Float']['input']>;
  damageWaiverExcess?: InputMaybe<Scalars['Float']['input']>;
  damageWaiverPercent?: InputMaybe<Scalars['Float']['input']>;
  quoteValidityDays?: InputMaybe<Scalars['Float']['input']>;
  securityDepositPercent?: InputMaybe<Scalars['Float']['input']>;
  startReminderDaysBefore?: InputMaybe<Scalars['Float']['input']>;
  weekendRule?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A booking's money once every unit was back: charges from the deposit first, the rest refunded. */
export type HireSettlement = {
  __typename?: 'HireSettlement';
  at: Scalars['String']['output'];
  charges: Scalars['Float']['output'];
  /** Damage and loss charged, after the damage waiver. */
  damage: Scalars['Float']['output'];
  depositHeld: Scalars['Float']['output'];
  depositUsed: Scalars['Float']['output'];
  late: Scalars['Float']['output'];
  /** Charges the deposit did not cover. */
  owed: Scalars['Float']['output'];
  refund: Scalars['Float']['output'];
  /** Damage above the waiver's excess: assessed, not charged. */
  waived: Scalars['Float']['output'];
};

/** A booking on the day sheet, with what the warehouse needs to send it out or take it back. */
export type HireSheetBooking = {
  __typename?: 'HireSheetBooking';
  additionalNotes?: Maybe<Scalars['String']['output']>;
  customerEmail: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  customerPhone?: Maybe<Scalars['String']['output']>;
  deliveryAddress?: Maybe<Scalars['String']['output']>;
  deliveryCity?: Maybe<Scalars['String']['output']>;
  deliveryPostalCode?: Maybe<Scalars['String']['output']>;
  deliveryRequired: Scalars['Boolean']['output'];
  endDate: Scalars['String']['output'];
  installationRequired: Scalars['Boolean']['output'];
  lines: Array<HireSheetLine>;
  number?: Maybe<Scalars['String']['output']>;
  quoteId: Scalars['Int']['output'];
  stage: HireQuoteStage;
  startDate: Scalars['String']['output'];
  /** Asset tags of the units that have come back. */
  unitsBack: Array<Scalars['String']['output']>;
  /** Asset tags of the units dispatched on it and not yet back. */
  unitsOut: Array<Scalars['String']['output']>;
};

/** One UK day of the day sheet: bookings starting (going out) and ending (coming back). */
export type HireSheetDay = {
  __typename?: 'HireSheetDay';
  comingBack: Array<HireSheetBooking>;
  day: Scalars['String']['output'];
  goingOut: Array<HireSheetBooking>;
};

/** A line of a booking on the day sheet. */
export type HireSheetLine = {
  __typename?: 'HireSheetLine';
  name: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

/** A physical unit of a hire product (admin only). */
export type HireUnit = {
  __typename?: 'HireUnit';
  note?: Maybe<Scalars['String']['output']>;
  productId: Scalars['Int']['output'];
  /** The booking it is out on. */
  quoteId?: Maybe<Scalars['Int']['output']>;
  quoteNumber?: Maybe<Scalars['String']['output']>;
  /** retired or missing, once retired. */
  retiredReason?: Maybe<Scalars['String']['output']>;
  serialNumber?: Maybe<Scalars['String']['output']>;
  /** available, out, in-repair or retired */
  state: Scalars['String']['output'];
  /** The asset tag, unique across the fleet. */
  tag: Scalars['String']['output'];
};

/** One unit coming back: condition ok, damaged or missing; a charge in GBP for damage or loss. */
export type HireUnitReturnInput = {
  charge?: InputMaybe<Scalars['Float']['input']>;
  condition?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** Units to add: a tag pattern (one run of #) with a count and first number, or a list of tags. */
export type HireUnitsInput = {
  count?: InputMaybe<Scalars['Float']['input']>;
  pattern?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['Float']['input']>;
  units?: InputMaybe<Array<HireNewUnitInput>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts the latest revision (its link token, or the signed-in owner): the units are committed and
   * the quote is a confirmed booking. CONFLICT naming each line no longer free. `revision` is the one
   * the customer read (the owner must give it; a link names its own): CONFLICT when a newer one was
   * sent since, and on or after the hire's first day.
   */
  acceptHireQuote: HireQuote;
  /**
   * Adds a line: for the quote's creator (token) for a short while, or an admin, while it is pending. The same
   * idempotencyKey with the same input answers the first line; with another input it is refused (UNPROCESSABLE).
   */
  addHireQuoteItem: HireQuoteItem;
  /** Adds units to a hire product (admin only); CONFLICT naming a tag already in the fleet. */
  addHireUnits: Array<HireUnit>;
  /** Cancels a confirmed booking (admin only): its units are freed and the cancellation charge worked out. */
  cancelHireBooking: HireQuote;
  /** Clears a unit from repair: available again (admin only). */
  clearHireUnitRepair: HireUnit;
  /** Makes the calendar feed's secret address (admin only); CONFLICT when it has one. */
  createHireCalendarFeed: HireCalendarFeed;
  /**
   * A quote request from anyone; a signed-in customer's carries their user id. The same idempotencyKey with the same
   * input answers the first quote and token; with another input it is refused (UNPROCESSABLE).
   */
  createHireQuote: CreatedHireQuote;
  /** Declines the quote (its link token, or the signed-in owner), with an optional reason. */
  declineHireQuote: HireQuote;
  /**
   * Dispatches a unit on a booking by its tag (admin only); CONFLICT naming the booking it is out
   * on, or saying it is in repair, retired, not for this booking or its line full; CONFLICT on early
   * when the booking starts more than 2 days ahead, unless early is true (the desk confirmed).
   */
  dispatchHireUnit: HireQuote;
  /**
   * Adds a hire product's units from a CSV file's text (a header row naming tag and optionally
   * serial; admin only), all or none: BAD_USER_INPUT naming each bad line, CONFLICT naming tags
   * repeated in the file or already in the fleet.
   */
  importHireUnits: Array<HireUnit>;
  /**
   * Pays a confirmed booking online (its link token, or the signed-in owner): the booking deposit still due, or the
   * balance once the deposit is paid, on Stripe's payment page, whose address it answers. The payment is recorded on
   * the booking once Stripe confirms it. CONFLICT when the quote is not a confirmed booking or nothing is due for the
   * purpose.
   */
  payHireBooking: HireCheckout;
  /** Records a payment or refund against a booking (admin only). */
  recordHirePayment: HireQuote;
  /** Retires an available or in-repair unit, with a note (admin only). */
  retireHireUnit: HireUnit;
  /**
   * Takes units back from a booking (admin only): damaged to repair, missing retired; once all are
   * back the booking completes and its charges are settled from the deposit, the rest refunded.
   */
  returnHireUnits: HireQuote;
  /** Revokes the calendar feed's address: it answers not found from now on (admin only). */
  revokeHireCalendarFeed: HireCalendarFeed;
  /** Gives the calendar feed a new secret address; the old one stops working (admin only). */
  rotateHireCalendarFeed: HireCalendarFeed;
  /** Saves the desk's draft (admin only; requested or quoted). CONFLICT when expectedVersion is stale. */
  saveHireQuoteDraft: HireQuote;
  /** Saves the hire settings: pricing, reminders and bank details (admin only). */
  saveHireSettings: HireSettings;
  /**
   * Sends the draft as the next revision (admin only): numbered on first send, valid for the settings'
   * days, emailed with its link (HireQuoteSent). CONFLICT while any line is call for price.
   */
  sendHireQuote: HireQuote;
  /** Sends an available unit to repair, with a note (admin only). */
  sendHireUnitToRepair: HireUnit;
  /** Sends a quote with its lines to the hire desk now (HireQuoteRequested); later calls change nothing. */
  submitHireQuote: HireQuote;
  /**
   * Sets the status (admin only; any of the four from any). Approving checks availability for the
   * quote's dates: CONFLICT naming each short line, unless override is true, which is recorded.
   * Rejecting a quote keeps reason (optional) for the customer to read on their quote and in the email.
   */
  updateHireQuoteStatus: HireQuote;
};

export type MutationAcceptHireQuoteArgs = {
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  revision?: InputMaybe<Scalars['Int']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAddHireQuoteItemArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: HireQuoteItemInput;
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAddHireUnitsArgs = {
  input: HireUnitsInput;
  productId: Scalars['Int']['input'];
};

export type MutationCancelHireBookingArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationClearHireUnitRepairArgs = {
  tag: Scalars['String']['input'];
};

export type MutationCreateHireQuoteArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: HireQuoteInput;
};

export type MutationDeclineHireQuoteArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationDispatchHireUnitArgs = {
  early?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
  tag: Scalars['String']['input'];
};

export type MutationImportHireUnitsArgs = {
  csv: Scalars['String']['input'];
  productId: Scalars['Int']['input'];
};

export type MutationPayHireBookingArgs = {
  id: Scalars['Int']['input'];
  purpose: HirePaymentPurpose;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRecordHirePaymentArgs = {
  id: Scalars['Int']['input'];
  input: HirePaymentInput;
};

export type MutationRetireHireUnitArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  tag: Scalars['String']['input'];
};

export type MutationReturnHireUnitsArgs = {
  id: Scalars['Int']['input'];
  input: Array<HireUnitReturnInput>;
  refundMethod?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSaveHireQuoteDraftArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  input: HireQuoteDraftInput;
};

export type MutationSaveHireSettingsArgs = {
  input: HireSettingsInput;
};

export type MutationSendHireQuoteArgs = {
  id: Scalars['Int']['input'];
};

export type MutationSendHireUnitToRepairArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  tag: Scalars['String']['input'];
};

export type MutationSubmitHireQuoteArgs = {
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateHireQuoteStatusArgs = {
  id: Scalars['Int']['input'];
  override?: InputMaybe<Scalars['Boolean']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
};

/** An approval the admin confirmed although the quote over-commits. */
export type OvercommitOverride = {
  __typename?: 'OvercommitOverride';
  at: Scalars['String']['output'];
  byUserId: Scalars['Int']['output'];
  shortfalls: Array<QuoteShortfall>;
};

export type Query = {
  __typename?: 'Query';
  /** Every quote, newest first (admin only). */
  adminHireQuotes: Array<HireQuote>;
  /** Units of a hire product free from start to end (ISO dates). */
  hireAvailability: HireAvailability;
  /**
   * The desk's calendar as iCalendar text, for the holder of its token: confirmed bookings going out
   * and coming back, 30 days back to 180 ahead. NOT_FOUND for any other token.
   */
  hireCalendar: Scalars['String']['output'];
  /** Whether the desk's calendar feed has a live address (admin only). */
  hireCalendarFeed: HireCalendarFeed;
  /**
   * Free units of a hire product on each UK day: a month (YYYY-MM), or from and to (YYYY-MM-DD, at
   * most 62 days), against a quantity (default 1). A range is free exactly when each of its days is.
   */
  hireDayAvailability: HireDayAvailability;
  /** The day sheet (admin only): what goes out and comes back on day (today by default) and the next day. */
  hireDaySheet: Array<HireSheetDay>;
  /** The planning timeline (admin only): 56 UK days from from (YYYY-MM-DD; today by default). */
  hirePlanning: HirePlanning;
  /** The bookings behind one cell of the planning timeline: a hire product on a UK day (admin only). */
  hirePlanningBookings: Array<HirePlanningBooking>;
  /**
   * One quote: for an admin, its signed-in owner, or the holder of the link token the quote email
   * carries (FORBIDDEN when tampered with, CONFLICT once the link has expired).
   */
  hireQuote: HireQuote;
  /** A quote's lines: for an admin, its signed-in owner, or the browser holding its token (or token). */
  hireQuoteItems: Array<HireQuoteItem>;
  /** The hire settings: pricing and reminders (admin only). */
  hireSettings: HireSettings;
  /** The hire terms as they stand, the damage waiver's excess as set: what the hire item pages show. */
  hireTerms: Array<Scalars['String']['output']>;
  /** A hire product's units (admin only), retired ones last. */
  hireUnits: Array<HireUnit>;
  /** The signed-in customer's quotes, newest first. */
  myHireQuotes: Array<HireQuote>;
};

export type QueryHireAvailabilityArgs = {
  end: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  start: Scalars['String']['input'];
};

export type QueryHireCalendarArgs = {
  token: Scalars['String']['input'];
};

export type QueryHireDayAvailabilityArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  month?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  slug: Scalars['String']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};

export type QueryHireDaySheetArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
};

export type QueryHirePlanningArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
};

export type QueryHirePlanningBookingsArgs = {
  day: Scalars['String']['input'];
  productId: Scalars['Int']['input'];
};

export type QueryHireQuoteArgs = {
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

export type QueryHireQuoteItemsArgs = {
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

export type QueryHireUnitsArgs = {
  productId: Scalars['Int']['input'];
};

/** The hire product a quote line is for, with its three rates in GBP (null: call for price). */
export type QuoteItemProduct = {
  __typename?: 'QuoteItemProduct';
  hirePriceDaily?: Maybe<Scalars['Float']['output']>;
  hirePriceMonthly?: Maybe<Scalars['Float']['output']>;
  hirePriceWeekly?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type QuoteShortfall = {
  __typename?: 'QuoteShortfall';
  available: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  requested: Scalars['Int']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CreatedHireQuote: ResolverTypeWrapper<Omit<CreatedHireQuote, 'quote'> & { quote: ResolversTypes['HireQuote'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  HireAcceptanceRefusal: ResolverTypeWrapper<HireAcceptanceRefusal>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  HireAvailability: ResolverTypeWrapper<HireAvailability>;
  HireBankTransfer: ResolverTypeWrapper<HireBankTransfer>;
  HireBookedUnit: ResolverTypeWrapper<HireBookedUnit>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HireBooking: ResolverTypeWrapper<HireBooking>;
  HireCalendarFeed: ResolverTypeWrapper<HireCalendarFeed>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  HireCancellation: ResolverTypeWrapper<HireCancellation>;
  HireCheckout: ResolverTypeWrapper<HireCheckout>;
  HireDay: ResolverTypeWrapper<HireDay>;
  HireDayAvailability: ResolverTypeWrapper<HireDayAvailability>;
  HireDiscountKind: HireDiscountKind;
  HireFloor: ResolverTypeWrapper<HireFloor>;
  HireFloorLine: ResolverTypeWrapper<HireFloorLine>;
  HireNewUnitInput: HireNewUnitInput;
  HirePayment: ResolverTypeWrapper<HirePayment>;
  HirePaymentInput: HirePaymentInput;
  HirePaymentPurpose: HirePaymentPurpose;
  HirePeriod: HirePeriod;
  HirePeriodCharge: ResolverTypeWrapper<HirePeriodCharge>;
  HirePlanning: ResolverTypeWrapper<HirePlanning>;
  HirePlanningBar: ResolverTypeWrapper<HirePlanningBar>;
  HirePlanningBooking: ResolverTypeWrapper<HirePlanningBooking>;
  HirePlanningRow: ResolverTypeWrapper<HirePlanningRow>;
  HireQuote: ResolverTypeWrapper<QuoteAnswer>;
  HireQuoteAcceptance: ResolverTypeWrapper<HireQuoteAcceptance>;
  HireQuoteDecline: ResolverTypeWrapper<HireQuoteDecline>;
  HireQuoteDeliveryInput: HireQuoteDeliveryInput;
  HireQuoteDiscount: ResolverTypeWrapper<HireQuoteDiscount>;
  HireQuoteDiscountInput: HireQuoteDiscountInput;
  HireQuoteDraft: ResolverTypeWrapper<HireQuoteDraft>;
  HireQuoteDraftHireLine: ResolverTypeWrapper<HireQuoteDraftHireLine>;
  HireQuoteDraftHireLineInput: HireQuoteDraftHireLineInput;
  HireQuoteDraftInput: HireQuoteDraftInput;
  HireQuoteFixedLine: ResolverTypeWrapper<HireQuoteFixedLine>;
  HireQuoteFixedLineInput: HireQuoteFixedLineInput;
  HireQuoteInput: HireQuoteInput;
  HireQuoteItem: ResolverTypeWrapper<QuoteLine>;
  HireQuoteItemInput: HireQuoteItemInput;
  HireQuotePrice: ResolverTypeWrapper<HireQuotePrice>;
  HireQuotePriceLine: ResolverTypeWrapper<HireQuotePriceLine>;
  HireQuoteRevision: ResolverTypeWrapper<RevisionAnswer>;
  HireQuoteStage: HireQuoteStage;
  HireQuoteStatus: HireQuoteStatus;
  HireRateOverrides: ResolverTypeWrapper<HireRateOverrides>;
  HireRateOverridesInput: HireRateOverridesInput;
  HireSettings: ResolverTypeWrapper<HireSettings>;
  HireSettingsInput: HireSettingsInput;
  HireSettlement: ResolverTypeWrapper<HireSettlement>;
  HireSheetBooking: ResolverTypeWrapper<HireSheetBooking>;
  HireSheetDay: ResolverTypeWrapper<HireSheetDay>;
  HireSheetLine: ResolverTypeWrapper<HireSheetLine>;
  HireUnit: ResolverTypeWrapper<HireUnit>;
  HireUnitReturnInput: HireUnitReturnInput;
  HireUnitsInput: HireUnitsInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OvercommitOverride: ResolverTypeWrapper<OvercommitOverride>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteItemProduct: ResolverTypeWrapper<QuoteItemProduct>;
  QuoteShortfall: ResolverTypeWrapper<QuoteShortfall>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CreatedHireQuote: Omit<CreatedHireQuote, 'quote'> & { quote: ResolversParentTypes['HireQuote'] };
  String: Scalars['String']['output'];
  HireAcceptanceRefusal: HireAcceptanceRefusal;
  Int: Scalars['Int']['output'];
  HireAvailability: HireAvailability;
  HireBankTransfer: HireBankTransfer;
  HireBookedUnit: HireBookedUnit;
  Float: Scalars['Float']['output'];
  HireBooking: HireBooking;
  HireCalendarFeed: HireCalendarFeed;
  Boolean: Scalars['Boolean']['output'];
  HireCancellation: HireCancellation;
  HireCheckout: HireCheckout;
  HireDay: HireDay;
  HireDayAvailability: HireDayAvailability;
  HireFloor: HireFloor;
  HireFloorLine: HireFloorLine;
  HireNewUnitInput: HireNewUnitInput;
  HirePayment: HirePayment;
  HirePaymentInput: HirePaymentInput;
  HirePeriodCharge: HirePeriodCharge;
  HirePlanning: HirePlanning;
  HirePlanningBar: HirePlanningBar;
  HirePlanningBooking: HirePlanningBooking;
  HirePlanningRow: HirePlanningRow;
  HireQuote: QuoteAnswer;
  HireQuoteAcceptance: HireQuoteAcceptance;
  HireQuoteDecline: HireQuoteDecline;
  HireQuoteDeliveryInput: HireQuoteDeliveryInput;
  HireQuoteDiscount: HireQuoteDiscount;
  HireQuoteDiscountInput: HireQuoteDiscountInput;
  HireQuoteDraft: HireQuoteDraft;
  HireQuoteDraftHireLine: HireQuoteDraftHireLine;
  HireQuoteDraftHireLineInput: HireQuoteDraftHireLineInput;
  HireQuoteDraftInput: HireQuoteDraftInput;
  HireQuoteFixedLine: HireQuoteFixedLine;
  HireQuoteFixedLineInput: HireQuoteFixedLineInput;
  HireQuoteInput: HireQuoteInput;
  HireQuoteItem: QuoteLine;
  HireQuoteItemInput: HireQuoteItemInput;
  HireQuotePrice: HireQuotePrice;
  HireQuotePriceLine: HireQuotePriceLine;
  HireQuoteRevision: RevisionAnswer;
  HireRateOverrides: HireRateOverrides;
  HireRateOverridesInput: HireRateOverridesInput;
  HireSettings: HireSettings;
  HireSettingsInput: HireSettingsInput;
  HireSettlement: HireSettlement;
  HireSheetBooking: HireSheetBooking;
  HireSheetDay: HireSheetDay;
  HireSheetLine: HireSheetLine;
  HireUnit: HireUnit;
  HireUnitReturnInput: HireUnitReturnInput;
  HireUnitsInput: HireUnitsInput;
  Mutation: Record<PropertyKey, never>;
  OvercommitOverride: OvercommitOverride;
  Query: Record<PropertyKey, never>;
  QuoteItemProduct: QuoteItemProduct;
  QuoteShortfall: QuoteShortfall;
};

export type CreatedHireQuoteResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['CreatedHireQuote'] = ResolversParentTypes['CreatedHireQuote'],
> = {
  quote?: Resolver<ResolversTypes['HireQuote'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireAcceptanceRefusalResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireAcceptanceRefusal'] = ResolversParentTypes['HireAcceptanceRefusal'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortfalls?: Resolver<Array<ResolversTypes['QuoteShortfall']>, ParentType, ContextType>;
};

export type HireAvailabilityResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireAvailability'] = ResolversParentTypes['HireAvailability'],
> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  committed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turnaroundDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HireBankTransferResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireBankTransfer'] = ResolversParentTypes['HireBankTransfer'],
> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireBookedUnitResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireBookedUnit'] = ResolversParentTypes['HireBookedUnit'],
> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireBookingResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireBooking'] = ResolversParentTypes['HireBooking'],
> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceDueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankTransfer?: Resolver<Maybe<ResolversTypes['HireBankTransfer']>, ParentType, ContextType>;
  depositDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['HirePayment']>, ParentType, ContextType>;
  securityDepositDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  securityDepositHeld?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HireCalendarFeedResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireCalendarFeed'] = ResolversParentTypes['HireCalendarFeed'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issuedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HireCancellationResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireCancellation'] = ResolversParentTypes['HireCancellation'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  band?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HireCheckoutResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireCheckout'] = ResolversParentTypes['HireCheckout'],
> = {
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireDayResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireDay'] = ResolversParentTypes['HireDay'],
> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HireDayAvailabilityResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireDayAvailability'] = ResolversParentTypes['HireDayAvailability'],
> = {
  days?: Resolver<Array<ResolversTypes['HireDay']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireFloorResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireFloor'] = ResolversParentTypes['HireFloor'],
> = {
  damageCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueBackBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fulfilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lateCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['HireFloorLine']>, ParentType, ContextType>;
  overdueSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlement?: Resolver<Maybe<ResolversTypes['HireSettlement']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['HireBookedUnit']>, ParentType, ContextType>;
};

export type HireFloorLineResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireFloorLine'] = ResolversParentTypes['HireFloorLine'],
> = {
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HirePaymentResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HirePayment'] = ResolversParentTypes['HirePayment'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HirePeriodChargeResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HirePeriodCharge'] = ResolversParentTypes['HirePeriodCharge'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['HirePeriod'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HirePlanningResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HirePlanning'] = ResolversParentTypes['HirePlanning'],
> = {
  bars?: Resolver<Array<ResolversTypes['HirePlanningBar']>, ParentType, ContextType>;
  barsCut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['HirePlanningRow']>, ParentType, ContextType>;
};

export type HirePlanningBarResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HirePlanningBar'] = ResolversParentTypes['HirePlanningBar'],
> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['HireQuoteStage'], ParentType, ContextType>;
  turnaroundDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HirePlanningBookingResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HirePlanningBooking'] = ResolversParentTypes['HirePlanningBooking'],
> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['HireQuoteStage'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HirePlanningRowResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HirePlanningRow'] = ResolversParentTypes['HirePlanningRow'],
> = {
  days?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  kit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  out?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turnaround?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  unitsInService?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HireQuoteResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuote'] = ResolversParentTypes['HireQuote'],
> = {
  acceptPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  acceptance?: Resolver<Maybe<ResolversTypes['HireQuoteAcceptance']>, ParentType, ContextType>;
  acceptanceRefused?: Resolver<Maybe<ResolversTypes['HireAcceptanceRefusal']>, ParentType, ContextType>;
  additionalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  booking?: Resolver<Maybe<ResolversTypes['HireBooking']>, ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['HireCancellation']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decline?: Resolver<Maybe<ResolversTypes['HireQuoteDecline']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['HireQuoteDraft']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['HireFloor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HireQuoteItem']>, ParentType, ContextType>;
  latestRevision?: Resolver<Maybe<ResolversTypes['HireQuoteRevision']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overcommitOverride?: Resolver<Maybe<ResolversTypes['OvercommitOverride']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['HireQuotePrice'], ParentType, ContextType>;
  requestedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revisions?: Resolver<Array<ResolversTypes['HireQuoteRevision']>, ParentType, ContextType>;
  sentRevision?: Resolver<
    Maybe<ResolversTypes['HireQuoteRevision']>,
    ParentType,
    ContextType,
    Partial<HireQuoteSentRevisionArgs>
  >;
  settlement?: Resolver<Maybe<ResolversTypes['HireSettlement']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['HireQuoteStage'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HireQuoteStatus'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HireQuoteAcceptanceResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteAcceptance'] = ResolversParentTypes['HireQuoteAcceptance'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HireQuoteDeclineResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteDecline'] = ResolversParentTypes['HireQuoteDecline'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byDesk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HireQuoteDiscountResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteDiscount'] = ResolversParentTypes['HireQuoteDiscount'],
> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HireDiscountKind'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type HireQuoteDraftResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteDraft'] = ResolversParentTypes['HireQuoteDraft'],
> = {
  damageWaiver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['HireQuoteDiscount']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixedLines?: Resolver<Array<ResolversTypes['HireQuoteFixedLine']>, ParentType, ContextType>;
  hireLines?: Resolver<Array<ResolversTypes['HireQuoteDraftHireLine']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireQuoteDraftHireLineResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteDraftHireLine'] = ResolversParentTypes['HireQuoteDraftHireLine'],
> = {
  hirePeriod?: Resolver<ResolversTypes['HirePeriod'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['QuoteItemProduct'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rateOverrides?: Resolver<Maybe<ResolversTypes['HireRateOverrides']>, ParentType, ContextType>;
};

export type HireQuoteFixedLineResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteFixedLine'] = ResolversParentTypes['HireQuoteFixedLine'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HireQuoteItemResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteItem'] = ResolversParentTypes['HireQuoteItem'],
> = {
  availability?: Resolver<Maybe<ResolversTypes['HireAvailability']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hirePeriod?: Resolver<ResolversTypes['HirePeriod'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['QuoteItemProduct'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HireQuotePriceResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuotePrice'] = ResolversParentTypes['HireQuotePrice'],
> = {
  bookingDeposit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  callForPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chargeableDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  damageWaiver?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hire?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  installation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['HireQuotePriceLine']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  securityDeposit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HireQuotePriceLineResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuotePriceLine'] = ResolversParentTypes['HireQuotePriceLine'],
> = {
  breakdown?: Resolver<Array<ResolversTypes['HirePeriodCharge']>, ParentType, ContextType>;
  callForPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hirePeriod?: Resolver<Maybe<ResolversTypes['HirePeriod']>, ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type HireQuoteRevisionResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuoteRevision'] = ResolversParentTypes['HireQuoteRevision'],
> = {
  balanceDueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['HireQuotePrice'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HireRateOverridesResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireRateOverrides'] = ResolversParentTypes['HireRateOverrides'],
> = {
  hirePriceDaily?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hirePriceMonthly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hirePriceWeekly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type HireSettingsResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireSettings'] = ResolversParentTypes['HireSettings'],
> = {
  balanceDueDaysBeforeStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceReminderDaysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankSortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingDepositPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  chargeableDaysPerWeek?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  damageWaiverExcess?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  damageWaiverPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quoteValidityDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  securityDepositPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startReminderDaysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekendRule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HireSettlementResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireSettlement'] = ResolversParentTypes['HireSettlement'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  damage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  depositHeld?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  depositUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  waived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HireSheetBookingResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireSheetBooking'] = ResolversParentTypes['HireSheetBooking'],
> = {
  additionalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  installationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['HireSheetLine']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['HireQuoteStage'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitsBack?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unitsOut?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HireSheetDayResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireSheetDay'] = ResolversParentTypes['HireSheetDay'],
> = {
  comingBack?: Resolver<Array<ResolversTypes['HireSheetBooking']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goingOut?: Resolver<Array<ResolversTypes['HireSheetBooking']>, ParentType, ContextType>;
};

export type HireSheetLineResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireSheetLine'] = ResolversParentTypes['HireSheetLine'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HireUnitResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireUnit'] = ResolversParentTypes['HireUnit'],
> = {
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retiredReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  acceptHireQuote?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptHireQuoteArgs, 'id'>
  >;
  addHireQuoteItem?: Resolver<
    ResolversTypes['HireQuoteItem'],
    ParentType,
    ContextType,
    RequireFields<MutationAddHireQuoteItemArgs, 'input' | 'quoteId'>
  >;
  addHireUnits?: Resolver<
    Array<ResolversTypes['HireUnit']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddHireUnitsArgs, 'input' | 'productId'>
  >;
  cancelHireBooking?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelHireBookingArgs, 'id'>
  >;
  clearHireUnitRepair?: Resolver<
    ResolversTypes['HireUnit'],
    ParentType,
    ContextType,
    RequireFields<MutationClearHireUnitRepairArgs, 'tag'>
  >;
  createHireCalendarFeed?: Resolver<ResolversTypes['HireCalendarFeed'], ParentType, ContextType>;
  createHireQuote?: Resolver<
    ResolversTypes['CreatedHireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateHireQuoteArgs, 'input'>
  >;
  declineHireQuote?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineHireQuoteArgs, 'id'>
  >;
  dispatchHireUnit?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationDispatchHireUnitArgs, 'id' | 'tag'>
  >;
  importHireUnits?: Resolver<
    Array<ResolversTypes['HireUnit']>,
    ParentType,
    ContextType,
    RequireFields<MutationImportHireUnitsArgs, 'csv' | 'productId'>
  >;
  payHireBooking?: Resolver<
    ResolversTypes['HireCheckout'],
    ParentType,
    ContextType,
    RequireFields<MutationPayHireBookingArgs, 'id' | 'purpose'>
  >;
  recordHirePayment?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordHirePaymentArgs, 'id' | 'input'>
  >;
  retireHireUnit?: Resolver<
    ResolversTypes['HireUnit'],
    ParentType,
    ContextType,
    RequireFields<MutationRetireHireUnitArgs, 'tag'>
  >;
  returnHireUnits?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationReturnHireUnitsArgs, 'id' | 'input'>
  >;
  revokeHireCalendarFeed?: Resolver<ResolversTypes['HireCalendarFeed'], ParentType, ContextType>;
  rotateHireCalendarFeed?: Resolver<ResolversTypes['HireCalendarFeed'], ParentType, ContextType>;
  saveHireQuoteDraft?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveHireQuoteDraftArgs, 'id' | 'input'>
  >;
  saveHireSettings?: Resolver<
    ResolversTypes['HireSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveHireSettingsArgs, 'input'>
  >;
  sendHireQuote?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationSendHireQuoteArgs, 'id'>
  >;
  sendHireUnitToRepair?: Resolver<
    ResolversTypes['HireUnit'],
    ParentType,
    ContextType,
    RequireFields<MutationSendHireUnitToRepairArgs, 'tag'>
  >;
  submitHireQuote?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitHireQuoteArgs, 'quoteId'>
  >;
  updateHireQuoteStatus?: Resolver<
    ResolversTypes['HireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateHireQuoteStatusArgs, 'id' | 'status'>
  >;
};

export type OvercommitOverrideResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['OvercommitOverride'] = ResolversParentTypes['OvercommitOverride'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortfalls?: Resolver<Array<ResolversTypes['QuoteShortfall']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  adminHireQuotes?: Resolver<Array<ResolversTypes['HireQuote']>, ParentType, ContextType>;
  hireAvailability?: Resolver<
    ResolversTypes['HireAvailability'],
    ParentType,
    ContextType,
    RequireFields<QueryHireAvailabilityArgs, 'end' | 'slug' | 'start'>
  >;
  hireCalendar?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    RequireFields<QueryHireCalendarArgs, 'token'>
  >;
  hireCalendarFeed?: Resolver<ResolversTypes['HireCalendarFeed'], ParentType, ContextType>;
  hireDayAvailability?: Resolver<
    ResolversTypes['HireDayAvailability'],
    ParentType,
    ContextType,
    RequireFields<QueryHireDayAvailabilityArgs, 'slug'>
  >;
  hireDaySheet?: Resolver<
    Array<ResolversTypes['HireSheetDay']>,
    ParentType,
    ContextType,
    Partial<QueryHireDaySheetArgs>
  >;
  hirePlanning?: Resolver<ResolversTypes['HirePlanning'], ParentType, ContextType, Partial<QueryHirePlanningArgs>>;
  hirePlanningBookings?: Resolver<
    Array<ResolversTypes['HirePlanningBooking']>,
    ParentType,
    ContextType,
    RequireFields<QueryHirePlanningBookingsArgs, 'day' | 'productId'>
  >;
  hireQuote?: Resolver<ResolversTypes['HireQuote'], ParentType, ContextType, RequireFields<QueryHireQuoteArgs, 'id'>>;
  hireQuoteItems?: Resolver<
    Array<ResolversTypes['HireQuoteItem']>,
    ParentType,
    ContextType,
    RequireFields<QueryHireQuoteItemsArgs, 'quoteId'>
  >;
  hireSettings?: Resolver<ResolversTypes['HireSettings'], ParentType, ContextType>;
  hireTerms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hireUnits?: Resolver<
    Array<ResolversTypes['HireUnit']>,
    ParentType,
    ContextType,
    RequireFields<QueryHireUnitsArgs, 'productId'>
  >;
  myHireQuotes?: Resolver<Array<ResolversTypes['HireQuote']>, ParentType, ContextType>;
};

export type QuoteItemProductResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['QuoteItemProduct'] = ResolversParentTypes['QuoteItemProduct'],
> = {
  hirePriceDaily?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hirePriceMonthly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hirePriceWeekly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuoteShortfallResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['QuoteShortfall'] = ResolversParentTypes['QuoteShortfall'],
> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = HireContext> = {
  CreatedHireQuote?: CreatedHireQuoteResolvers<ContextType>;
  HireAcceptanceRefusal?: HireAcceptanceRefusalResolvers<ContextType>;
  HireAvailability?: HireAvailabilityResolvers<ContextType>;
  HireBankTransfer?: HireBankTransferResolvers<ContextType>;
  HireBookedUnit?: HireBookedUnitResolvers<ContextType>;
  HireBooking?: HireBookingResolvers<ContextType>;
  HireCalendarFeed?: HireCalendarFeedResolvers<ContextType>;
  HireCancellation?: HireCancellationResolvers<ContextType>;
  HireCheckout?: HireCheckoutResolvers<ContextType>;
  HireDay?: HireDayResolvers<ContextType>;
  HireDayAvailability?: HireDayAvailabilityResolvers<ContextType>;
  HireFloor?: HireFloorResolvers<ContextType>;
  HireFloorLine?: HireFloorLineResolvers<ContextType>;
  HirePayment?: HirePaymentResolvers<ContextType>;
  HirePeriodCharge?: HirePeriodChargeResolvers<ContextType>;
  HirePlanning?: HirePlanningResolvers<ContextType>;
  HirePlanningBar?: HirePlanningBarResolvers<ContextType>;
  HirePlanningBooking?: HirePlanningBookingResolvers<ContextType>;
  HirePlanningRow?: HirePlanningRowResolvers<ContextType>;
  HireQuote?: HireQuoteResolvers<ContextType>;
  HireQuoteAcceptance?: HireQuoteAcceptanceResolvers<ContextType>;
  HireQuoteDecline?: HireQuoteDeclineResolvers<ContextType>;
  HireQuoteDiscount?: HireQuoteDiscountResolvers<ContextType>;
  HireQuoteDraft?: HireQuoteDraftResolvers<ContextType>;
  HireQuoteDraftHireLine?: HireQuoteDraftHireLineResolvers<ContextType>;
  HireQuoteFixedLine?: HireQuoteFixedLineResolvers<ContextType>;
  HireQuoteItem?: HireQuoteItemResolvers<ContextType>;
  HireQuotePrice?: HireQuotePriceResolvers<ContextType>;
  HireQuotePriceLine?: HireQuotePriceLineResolvers<ContextType>;
  HireQuoteRevision?: HireQuoteRevisionResolvers<ContextType>;
  HireRateOverrides?: HireRateOverridesResolvers<ContextType>;
  HireSettings?: HireSettingsResolvers<ContextType>;
  HireSettlement?: HireSettlementResolvers<ContextType>;
  HireSheetBooking?: HireSheetBookingResolvers<ContextType>;
  HireSheetDay?: HireSheetDayResolvers<ContextType>;
  HireSheetLine?: HireSheetLineResolvers<ContextType>;
  HireUnit?: HireUnitResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OvercommitOverride?: OvercommitOverrideResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteItemProduct?: QuoteItemProductResolvers<ContextType>;
  QuoteShortfall?: QuoteShortfallResolvers<ContextType>;
};
