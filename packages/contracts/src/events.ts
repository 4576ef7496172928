import { z } from 'zod';
import { LETTERHEAD_ID } from './business-letterhead';
import { TEXT_MAX } from './fields';
import { HIRE_PERIODS } from './hire-basket';
import { HIRE_QUOTE_STATUSES } from './hire-quote-statuses';
import { HIRE_DESK_TEXT_MAX } from './hire-quote-desk';
import { quoteDocumentSchema } from './hire-quote-document';
import { RETURN_CONDITIONS, UNIT_NOTE_MAX } from './hire-units';
import { ORDER_STATUSES } from './order';
import { RETURN_OUTCOMES, RETURN_REASONS } from './order-return';
import { PAYMENT_PURPOSES, PAYMENT_SUBJECT_TYPES } from './payment';
import { shipmentSchema } from './shipment';

/**
 * The one definition of every domain event: its topic and the schema of its data, built from the
 * same status lists the apps use. Producers and consumers both validate against these.
 */

/** Text a person typed, no longer than its input allows: an event never carries an unbounded field. */
const typed = (max: number) => z.string().max(max);
const personName = typed(TEXT_MAX.name);
const email = typed(TEXT_MAX.email);
const phone = typed(TEXT_MAX.phone);
const addressLine = typed(TEXT_MAX.address);
const notes = typed(TEXT_MAX.notes);
const reason = typed(HIRE_DESK_TEXT_MAX.reason);
/** The most of a product's description its events carry. */
export const PRODUCT_EVENT_DESCRIPTION_MAX = TEXT_MAX.notes;
const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable().optional(),
  parentId: z.number().int().nullable(),
});

const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
});

/** A booking as its reminders tell the customer of it: its days (UK), lines and delivery details. */
const bookingReminder = z.object({
  quoteId: z.number().int(),
  number: z.string(),
  userId: z.number().int().nullable(),
  customerName: personName,
  customerEmail: email,
  /** UK days, YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  deliveryRequired: z.boolean(),
  installationRequired: z.boolean(),
  deliveryAddress: addressLine.nullable(),
  deliveryCity: addressLine.nullable(),
  deliveryPostalCode: addressLine.nullable(),
  /** The hire desk's notes on the booked revision. */
  notes: typed(HIRE_DESK_TEXT_MAX.notes).nullable(),
});

/** A booking on the warehouse floor: who it is for. */
const floorBooking = {
  quoteId: z.number().int(),
  number: z.string(),
  userId: z.number().int().nullable(),
  customerName: personName,
  customerEmail: email,
};
/** A unit back from a booking: its product's name, its tag, how it came back and the desk's charge for damage or loss. */
const returnedUnit = z.object({
  tag: z.string(),
  name: z.string(),
  condition: z.enum(RETURN_CONDITIONS),
  chargePence: z.number().int(),
});

/** One move of a hire unit on the warehouse floor: who made it, when, on which booking, and the note. */
const unitMovement = z.object({
  tag: z.string(),
  productId: z.number().int(),
  quoteId: z.number().int().nullable(),
  /** Null for a move hire made itself (the catalog's stock lowered). */
  byUserId: z.number().int().nullable(),
  at: z.string(),
  note: typed(UNIT_NOTE_MAX).nullable(),
});

const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable().optional(),
  role: z.enum(['user', 'admin']),
});

const product = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  pricePence: z.number().int(),
  stock: z.number().int(),
  isHireItem: z.boolean(),
  // Added with the basket; events written before them read as the defaults.
  imageUrl: z.string().nullable().default(null),
  isLargeHeavy: z.boolean().default(false),
  customShippingCostPence: z.number().int().nullable().default(null),
  // Added with the hire desk.
  hirePriceDailyPence: z.number().int().nullable().default(null),
  hirePriceWeeklyPence: z.number().int().nullable().default(null),
  hirePriceMonthlyPence: z.number().int().nullable().default(null),
  turnaroundDays: z.number().int().min(0).default(1),
  // Added with priced quotes.
  deliveryPricePence: z.number().int().nullable().default(null),
  installationPricePence: z.number().int().nullable().default(null),
  securityDepositPence: z.number().int().nullable().default(null),
  // Added with hire units: the units in service hire last reported for a hire product.
  hireFleetUnits: z.number().int().nullable().default(null),
  // Added with kits: the hire products a kit is made of (empty: not a kit).
  kitParts: z.array(z.object({ productId: z.number().int(), quantity: z.number().int().positive() })).default([]),
  // Added with search: the text and badges a shopper searches and filters on (the description cut at
  // PRODUCT_EVENT_DESCRIPTION_MAX, enough for its words to be found).
  description: typed(PRODUCT_EVENT_DESCRIPTION_MAX).nullable().default(null),
  isOnSale: z.boolean().default(false),
  isNew: z.boolean().default(false),
  /** ISO timestamp of the product's creation (newest first sorts on it); null in events written before. */
  createdAt: z.string().nullable().default(null),
});

/** The letterhead's fields as the email settings keep them (checked there, none over 2,000 characters), under its id. */
const settingsText = typed(TEXT_MAX.notes);
const letterhead = z.object({
  id: z.literal(LETTERHEAD_ID),
  name: settingsText,
  address: settingsText,
  email: settingsText,
  phone: settingsText.nullable(),
  vatNumber: settingsText.nullable(),
  companyNumber: settingsText.nullable(),
});

const orderStatus = z.enum(ORDER_STATUSES);

const hirePeriod = z.enum(HIRE_PERIODS);
const hireQuoteStatus = z.enum(HIRE_QUOTE_STATUSES);

const orderLine = z.object({ productId: z.number().int(), quantity: z.number().int().positive() });

/** Which order's return an event is about, and whom to tell. */
const orderReturnOf = {
  orderId: z.number().int(),
  /** Its reference, RMA-<order>-<n>. */
  returnId: z.string().max(40),
  customerEmail: email.nullable(),
};
/** The return's refund goes back by bank transfer, not to the card (false on events from before it was said). */
const refundByTransfer = z.boolean().default(false);
/** A line of a return: which of the order's lines, the product as sold, and how many. */
const returnLine = z.object({
  lineId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().positive(),
});

/** Which payment an event is about, and what it is for: the subject's service follows its own subjects' payments. */
const paymentOf = {
  paymentId: z.number().int(),
  subjectType: z.enum(PAYMENT_SUBJECT_TYPES),
  subjectId: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The Stripe Checkout Session taking it. */
  sessionId: z.string(),
};

export const eventCatalog = {
  CategoryCreated: { topic: 'content.category', data: category },
  CategoryUpdated: { topic: 'content.category', data: category },
  CategoryDeleted: { topic: 'content.category', data: z.object({ id: z.number().int() }) },
  NewsItemCreated: { topic: 'content.news', data: newsItem },
  NewsItemUpdated: { topic: 'content.news', data: newsItem },
  NewsItemDeleted: { topic: 'content.news', data: z.object({ id: z.number().int() }) },
  ContactMessageReceived: {
    topic: 'content.contact',
    data: z.object({
      id: z.number().int(),
      name: personName,
      email,
      subject: typed(TEXT_MAX.subject),
      message: notes,
    }),
  },
  WaitlistEntryCreated: {
    topic: 'content.waitlist',
    data: z.object({
      id: z.number().int(),
      fullName: personName,
      email,
      interests: notes.nullable(),
      marketingConsent: z.boolean(),
    }),
  },
  UserRegistered: { topic: 'accounts.user', data: user },
  UserUpdated: { topic: 'accounts.user', data: user },
  ProductCreated: { topic: 'catalog.product', data: product },
  ProductUpdated: { topic: 'catalog.product', data: product },
  ProductDeleted: { topic: 'catalog.product', data: z.object({ id: z.number().int(), isHireItem: z.boolean() }) },
  StockReserved: {
    topic: 'catalog.stock',
    data: z.object({ orderId: z.number().int(), lines: z.array(orderLine) }),
  },
  StockRejected: {
    topic: 'catalog.stock',
    data: z.object({
      orderId: z.number().int(),
      shortLines: z.array(
        z.object({ productId: z.number().int(), requested: z.number().int(), available: z.number().int() }),
      ),
    }),
  },
  /**
   * The stock reconcile found a product's committed units off what its holding reservations add up to (a write lost
   * in a failover) and set them to that sum.
   */
  StockReconciled: {
    topic: 'catalog.stock',
    data: z.object({
      productId: z.number().int(),
      committedWas: z.number().int(),
      committedNow: z.number().int().min(0),
    }),
  },
  OrderPlaced: {
    topic: 'orders.order',
    data: z.object({
      orderId: z.number().int(),
      userId: z.number().int().nullable(),
      lines: z.array(orderLine),
      totalPence: z.number().int().default(0),
      customerEmail: email.nullable().default(null),
    }),
  },
  /** Every status change after placing, with the reason when the shop or the stock saga cancelled it. */
  OrderStatusChanged: {
    topic: 'orders.order',
    data: z.object({
      orderId: z.number().int(),
      userId: z.number().int().nullable(),
      from: orderStatus,
      to: orderStatus,
      reason: z.string().nullable(),
      customerEmail: email.nullable(),
      // Optional, so events from before shipments were recorded still parse.
      /** The carrier and tracking number, once the order has shipped with them. */
      shipment: shipmentSchema.nullish(),
      /** The UK day the order was delivered (YYYY-MM-DD), once it has been. */
      deliveredOn: z.iso.date().nullish(),
    }),
  },
  /** A hire quote request with all its lines is in (submitted, or quiet for a while): the desk and notify act on it. */
  HireQuoteRequested: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      userId: z.number().int().nullable(),
      /**
       * The quote's email is the signed-in requester's own account email, so its confirmation may
       * repeat what they wrote. False (and for events written before it): the address is only what
       * was typed, and the shop sends it nothing the requester wrote.
       */
      customerEmailIsAccountEmail: z.boolean().default(false),
      customerName: personName,
      customerEmail: email,
      customerPhone: phone.nullable(),
      startDate: z.string(),
      endDate: z.string(),
      deliveryRequired: z.boolean(),
      installationRequired: z.boolean(),
      deliveryAddress: addressLine.nullable(),
      deliveryCity: addressLine.nullable(),
      deliveryPostalCode: addressLine.nullable(),
      additionalNotes: notes.nullable(),
      items: z.array(
        z.object({
          productId: z.number().int(),
          name: z.string(),
          quantity: z.number().int().positive(),
          hirePeriod: hirePeriod,
        }),
      ),
    }),
  },
  /**
   * The hire desk set a quote's status (any of the four, from any) with the spec's status call. A
   * customer's acceptance or decline and a booking's cancellation have events of their own. A
   * rejection carries the desk's reason for the customer, when it gave one; a confirmation the
   * booking's pay link, as an accepted quote's confirmation does.
   */
  HireQuoteStatusChanged: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      userId: z.number().int().nullable(),
      from: hireQuoteStatus,
      to: hireQuoteStatus,
      reason: reason.nullish(),
      /**
       * A booking the desk confirmed: the part due first (the deposit, or the balance when the booking takes none)
       * and the booking page's path with its signed token, which opens its payment. Absent from other changes and
       * from older events.
       */
      pay: z.object({ purpose: z.enum(['deposit', 'balance']), path: z.string() }).nullish(),
      customerName: personName,
      customerEmail: email,
      startDate: z.string(),
      endDate: z.string(),
    }),
  },
  /** The desk sent a priced revision: notify emails it with its PDF and the link to accept it. */
  HireQuoteSent: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      userId: z.number().int().nullable(),
      document: quoteDocumentSchema,
      /** The acceptance page's path with its signed token, e.g. /hire/quotes/42?token=… */
      acceptPath: z.string(),
    }),
  },
  /** The customer accepted a revision and its units were committed: a confirmed booking. */
  HireQuoteAccepted: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      userId: z.number().int().nullable(),
      number: z.string(),
      revision: z.number().int(),
      acceptedByName: typed(HIRE_DESK_TEXT_MAX.short),
      acceptedAt: z.string(),
      customerName: personName,
      customerEmail: email,
      startDate: z.string(),
      endDate: z.string(),
      totalPence: z.number().int(),
      bookingDepositPence: z.number().int(),
      /** The UK day the balance is due. */
      balanceDueDate: z.string(),
      /** The booking page's path with its signed token, opening the deposit's payment (absent from older events). */
      payPath: z.string().optional(),
    }),
  },
  /** An acceptance was refused because the equipment is no longer free: the desk is told. */
  HireQuoteAcceptanceRefused: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      number: z.string(),
      revision: z.number().int(),
      customerName: personName,
      customerEmail: email,
      shortfalls: z.array(
        z.object({
          productId: z.number().int(),
          name: z.string(),
          requested: z.number().int(),
          available: z.number().int(),
        }),
      ),
    }),
  },
  HireQuoteDeclined: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      userId: z.number().int().nullable(),
      number: z.string(),
      revision: z.number().int(),
      reason: reason.nullable(),
      customerName: personName,
      customerEmail: email,
    }),
  },
  /** A sent revision passed its valid-until day unanswered. */
  HireQuoteExpired: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      userId: z.number().int().nullable(),
      number: z.string(),
      revision: z.number().int(),
      customerName: personName,
      customerEmail: email,
    }),
  },
  /** A confirmed booking was called off; its units are free again. */
  HireBookingCancelled: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      number: z.string(),
      userId: z.number().int().nullable(),
      reason: reason.nullable(),
      feePence: z.number().int(),
      refundPence: z.number().int(),
      customerName: personName,
      customerEmail: email,
    }),
  },
  /** A booking's units were not all back by its last day plus the grace: the customer and the desk are told, once. */
  HireBookingOverdue: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      number: z.string(),
      userId: z.number().int().nullable(),
      customerName: personName,
      customerEmail: email,
      endDate: z.string(),
      unitsOut: z.number().int(),
      /** The late charge per started day for the units out (pence). */
      dailyLatePence: z.number().int(),
    }),
  },
  /**
   * A confirmed booking starts soon (the hire settings' days before its first day): the customer is
   * reminded of the delivery and installation, or of collecting it, once.
   */
  HireBookingStartReminder: { topic: 'hire.quote', data: bookingReminder },
  /** A booking ends tomorrow: the customer is reminded of the return or the collection, once. */
  HireBookingEndReminder: { topic: 'hire.quote', data: bookingReminder },
  /**
   * A booking's balance is due soon (the hire settings' days before its due day) and unpaid: the customer is reminded
   * once, with a link that opens the balance's payment.
   */
  HireBookingBalanceReminder: {
    topic: 'hire.quote',
    data: bookingReminder.extend({
      balanceDuePence: z.number().int(),
      /** The UK day the balance is due. */
      balanceDueDate: z.string(),
      /**
       * The booking page's path with its signed token, opening the balance's payment (null in older events of a
       * booking never sent).
       */
      payPath: z.string().nullable(),
    }),
  },
  /** Every line of a booking went out: the customer is told what went out and when it is due back. */
  HireBookingDispatched: {
    topic: 'hire.quote',
    data: z.object({
      ...floorBooking,
      /** UK days, YYYY-MM-DD. */
      startDate: z.string(),
      endDate: z.string(),
      units: z.array(z.object({ tag: z.string(), name: z.string() })),
    }),
  },
  /** Some of a booking's units came back and others are still out: the customer is told what came back, and how. */
  HireUnitsReturned: {
    topic: 'hire.quote',
    data: z.object({ ...floorBooking, returned: z.array(returnedUnit), unitsStillOut: z.number().int() }),
  },
  /**
   * Every unit that went out on a booking is back and its money settled: the customer is told the charges (after the
   * damage waiver), the security deposit used and refunded, and anything still owed (pence).
   */
  HireBookingSettled: {
    topic: 'hire.quote',
    data: z.object({
      ...floorBooking,
      /** The units back with this, the last return. */
      returned: z.array(returnedUnit),
      damagePence: z.number().int(),
      waivedPence: z.number().int(),
      latePence: z.number().int(),
      chargesPence: z.number().int(),
      depositHeldPence: z.number().int(),
      depositUsedPence: z.number().int(),
      refundPence: z.number().int(),
      owedPence: z.number().int(),
      /** The hire's total with the charges. */
      totalPence: z.number().int(),
    }),
  },
  /**
   * A payment or a refund was recorded against a booking (no card data: method, amount, reference): by the desk, or
   * taken online (Stripe's, recorded from payments' events). The last three fields are null on events from before they
   * were said.
   */
  HirePaymentRecorded: {
    topic: 'hire.quote',
    data: z.object({
      quoteId: z.number().int(),
      kind: z.enum(['payment', 'refund']),
      method: z.enum(['card', 'bank-transfer', 'paypal']),
      amountPence: z.number().int().positive(),
      reference: typed(HIRE_DESK_TEXT_MAX.short).nullable(),
      paidPence: z.number().int(),
      balancePence: z.number().int(),
      /** Who recorded it: the desk (money taken by hand, invoiced from this event) or online (invoiced by payments). */
      source: z.enum(['desk', 'online']).nullable().default(null),
      /** Hire's id of the payment record, unique across bookings. */
      paymentId: z.number().int().nullable().default(null),
      /** What of it paid (or gave back) the booked hire, the security deposit and charges after the hire apart. */
      towardsHirePence: z.number().int().min(0).nullable().default(null),
    }),
  },
  /** A unit went out on a booking (scanned at dispatch). */
  HireUnitDispatched: { topic: 'hire.unit', data: unitMovement },
  /** A unit came back from a booking: ok to the shelf, damaged to repair, missing retired; with the desk's charge. */
  HireUnitReturned: {
    topic: 'hire.unit',
    data: unitMovement.extend({ condition: z.enum(RETURN_CONDITIONS), chargePence: z.number().int().min(0) }),
  },
  /** The desk sent an available unit to repair. */
  HireUnitSentToRepair: { topic: 'hire.unit', data: unitMovement },
  /** A unit in repair was cleared back to the shelf. */
  HireUnitRepaired: { topic: 'hire.unit', data: unitMovement },
  /** A unit left the fleet for good: retired by the desk, or as the catalog's stock was lowered. */
  HireUnitRetired: { topic: 'hire.unit', data: unitMovement },
  /**
   * The desk changed a hire product's units (added, retired, sent to or cleared from repair, lost
   * on a hire): the catalog sets the product's stock to the units in service.
   */
  HireFleetChanged: {
    topic: 'hire.fleet',
    data: z.object({ productId: z.number().int(), unitsInService: z.number().int().min(0) }),
  },
  /**
   * The shop's letterhead as the email settings now have it, whole (keyed by LETTERHEAD_ID): hire prints its quote
   * PDFs with it.
   */
  BusinessLetterheadChanged: { topic: 'notify.letterhead', data: letterhead },
  /** An order that held stock was cancelled (or refunded before it shipped): the catalog releases its stock. */
  OrderCancelled: {
    topic: 'orders.order',
    data: z.object({ orderId: z.number().int(), reason: z.string() }),
  },
  /**
   * A pending order heard nothing from the catalog for a while (its OrderPlaced or the answer lost): the catalog
   * answers again with the decision it recorded, or decides now if it never saw the order. Only the catalog reads it,
   * so it sends no second confirmation email and leaves baskets alone.
   */
  StockReservationRequested: {
    topic: 'orders.order',
    data: z.object({ orderId: z.number().int(), lines: z.array(orderLine) }),
  },
  /** An order left the shop: the catalog takes its units off on hand and committed. */
  OrderShipped: {
    topic: 'orders.order',
    data: z.object({ orderId: z.number().int() }),
  },
  /** A customer asked to return lines of a delivered order: the shop decides. */
  OrderReturnRequested: {
    topic: 'orders.order',
    data: z.object({
      ...orderReturnOf,
      userId: z.number().int(),
      lines: z.array(returnLine),
      reason: z.enum(RETURN_REASONS),
      note: notes.nullable(),
    }),
  },
  /** The shop accepts the return: the customer sends the lines to `returnsAddress`, marked with `returnId`. */
  OrderReturnApproved: {
    topic: 'orders.order',
    data: z.object({ ...orderReturnOf, lines: z.array(returnLine), returnsAddress: typed(500) }),
  },
  /**
   * The order is paid (Stripe's webhook confirmed its payment, or an admin recorded its bank transfer) and moved on to
   * processing: the customer's "Order #N confirmed" email goes now, never at placing.
   */
  OrderPaid: {
    topic: 'orders.order',
    data: z.object({
      orderId: z.number().int(),
      userId: z.number().int().nullable(),
      lines: z.array(orderLine),
      totalPence: z.number().int(),
      customerEmail: email.nullable(),
      /** The order's payment method: credit-card, paypal or bank-transfer. */
      paymentMethod: z.string(),
    }),
  },
  /** A bank-transfer order's stock is held for it: the customer is told where to pay, the reference, and by when. */
  OrderAwaitingBankTransfer: {
    topic: 'orders.order',
    data: z.object({
      orderId: z.number().int(),
      userId: z.number().int().nullable(),
      totalPence: z.number().int(),
      customerEmail: email.nullable(),
      accountName: settingsText,
      sortCode: settingsText,
      accountNumber: settingsText,
      reference: settingsText,
      /** When the stock is released if no transfer has been recorded (ISO time). */
      payBy: z.string(),
    }),
  },
  OrderReturnDeclined: {
    topic: 'orders.order',
    data: z.object({ ...orderReturnOf, reason: typed(500) }),
  },
  /**
   * The shop received the parcel: the catalog puts `restock` back on hand (once per return); written-off lines stay
   * off. `refundPence` is what is refunded for it.
   */
  OrderReturnReceived: {
    topic: 'orders.order',
    data: z.object({
      ...orderReturnOf,
      restock: z.array(orderLine),
      lines: z.array(returnLine.extend({ outcome: z.enum(RETURN_OUTCOMES) })),
      refundPence: z.number().int().min(0),
      refundByTransfer,
    }),
  },
  /** The return's refund was made: Stripe confirmed it, or an admin recorded it sent by bank transfer. */
  OrderReturnRefunded: {
    topic: 'orders.order',
    data: z.object({ ...orderReturnOf, refundPence: z.number().int().min(0), refundByTransfer }),
  },
  /**
   * An admin recorded a refund of an order paid by bank transfer sent back by bank transfer: a received return's
   * (`returnId`), or the cancelled order's whole (`returnId` null). Payments credits the order's invoice with it.
   */
  OrderRefundSent: {
    topic: 'orders.order',
    data: z.object({
      orderId: z.number().int(),
      returnId: z.string().max(40).nullable(),
      method: z.literal('bank-transfer'),
      amountPence: z.number().int().positive(),
      /** The admin's reference for it (the bank statement line). */
      reference: z.string().max(100),
    }),
  },
  /** Stripe's payment page is ready for the customer: the subject's service sends them to `checkoutUrl`. */
  PaymentSessionOpened: {
    topic: 'payments.payment',
    data: z.object({
      ...paymentOf,
      attempt: z.number().int(),
      amountPence: z.number().int(),
      checkoutUrl: z.string(),
      /** When Stripe closes the page unpaid (ISO time). */
      expiresAt: z.string(),
    }),
  },
  /** Stripe confirmed the money taken (its webhook). */
  PaymentSucceeded: {
    topic: 'payments.payment',
    data: z.object({ ...paymentOf, amountPence: z.number().int(), paymentIntentId: z.string() }),
  },
  /** A payment attempt was declined; the page may still take another card until it expires. */
  PaymentFailed: {
    topic: 'payments.payment',
    data: z.object({ ...paymentOf, reason: typed(500) }),
  },
  /** The page closed unpaid (the customer abandoned it, or its time ran out): the subject may release what it held. */
  PaymentExpired: {
    topic: 'payments.payment',
    data: z.object(paymentOf),
  },
  /** Stripe confirmed a refund (its webhook); `refundedPence` is everything refunded of the payment so far. */
  PaymentRefunded: {
    topic: 'payments.payment',
    data: z.object({
      ...paymentOf,
      /** Stripe's refund id; null for one made on Stripe's dashboard, known only by the charge's refunded total. */
      refundId: z.string().nullable(),
      amountPence: z.number().int(),
      refundedPence: z.number().int(),
      /** The caller's name for the refund; null for one made on Stripe's dashboard. */
      reference: z.string().nullable(),
    }),
  },
} as const;

/**
 * Topics whose events each carry their aggregate's whole current state (or its deletion). Kafka
 * compacts them to the last event per key, so a new or emptied read model can be rebuilt from them
 * whatever their age; the other topics are history and keep Kafka's time-based retention.
 */
export const compactedTopics: ReadonlySet<string> = new Set([
  'content.category',
  'content.news',
  'accounts.user',
  'catalog.product',
  'hire.fleet',
  'notify.letterhead',
]);

export type EventType = keyof typeof eventCatalog;
/** An event's data as handlers receive it (defaults applied). */
export type EventData<T extends EventType> = z.output<(typeof eventCatalog)[T]['data']>;
/** An event's data as producers write it (fields with defaults may be left out). */
export type EventInput<T extends EventType> = z.input<(typeof eventCatalog)[T]['data']>;

export function topicFor(type: EventType): string {
  return eventCatalog[type].topic;
}

export function isEventType(type: string): type is EventType {
  return type in eventCatalog;
}

/** Every domain topic (without namespace). */
export const allTopics = [...new Set(Object.values(eventCatalog).map((e) => e.topic))];
