/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type AdminOrderFilter = {
  /** First day included, YYYY-MM-DD (UK time). */
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** An order id, or part of the customer's name or email. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  /** Last day included, YYYY-MM-DD (UK time). */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type ChangePasswordInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMessageInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
};

export type EmailSettingsInput = {
  footerAddress?: InputMaybe<Scalars['String']['input']>;
  footerCompanyName?: InputMaybe<Scalars['String']['input']>;
  footerCompanyNumber?: InputMaybe<Scalars['String']['input']>;
  footerContactEmail?: InputMaybe<Scalars['String']['input']>;
  footerPhone?: InputMaybe<Scalars['String']['input']>;
  footerVatNumber?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  hireQuoteApprovedIntro?: InputMaybe<Scalars['String']['input']>;
  hireQuoteApprovedTitle?: InputMaybe<Scalars['String']['input']>;
  hireQuoteCompletedIntro?: InputMaybe<Scalars['String']['input']>;
  hireQuoteCompletedTitle?: InputMaybe<Scalars['String']['input']>;
  hireQuoteConfirmationIntro?: InputMaybe<Scalars['String']['input']>;
  hireQuoteConfirmationTitle?: InputMaybe<Scalars['String']['input']>;
  hireQuoteRejectedIntro?: InputMaybe<Scalars['String']['input']>;
  hireQuoteRejectedTitle?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  orderCancelledIntro?: InputMaybe<Scalars['String']['input']>;
  orderCancelledTitle?: InputMaybe<Scalars['String']['input']>;
  orderConfirmationIntro?: InputMaybe<Scalars['String']['input']>;
  orderConfirmationTitle?: InputMaybe<Scalars['String']['input']>;
  orderDeliveredIntro?: InputMaybe<Scalars['String']['input']>;
  orderDeliveredTitle?: InputMaybe<Scalars['String']['input']>;
  orderShippedIntro?: InputMaybe<Scalars['String']['input']>;
  orderShippedTitle?: InputMaybe<Scalars['String']['input']>;
  /** Blank keeps the stored password. */
  pass?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Float']['input']>;
  rejectUnauthorized?: InputMaybe<Scalars['Boolean']['input']>;
  secure?: InputMaybe<Scalars['Boolean']['input']>;
  sendCustomerHireQuoteConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  sendCustomerHireQuoteStatusUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  sendCustomerOrderConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  sendCustomerOrderStatusUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<Scalars['String']['input']>;
};

export type HireDiscountKind = 'amount' | 'percent';

export type HireNewUnitInput = {
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
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

/** The quote's delivery and installation; the address, city and postal code are required when delivering. */
export type HireQuoteDeliveryInput = {
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  deliveryCity?: InputMaybe<Scalars['String']['input']>;
  deliveryPostalCode?: InputMaybe<Scalars['String']['input']>;
  deliveryRequired?: InputMaybe<Scalars['Boolean']['input']>;
  installationRequired?: InputMaybe<Scalars['Boolean']['input']>;
};

export type HireQuoteDiscountInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** percent or amount */
  kind?: InputMaybe<Scalars['String']['input']>;
  percent?: InputMaybe<Scalars['Float']['input']>;
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

export type HireQuoteItemInput = {
  hirePeriod?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
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

export type HireRateOverridesInput = {
  hirePriceDaily?: InputMaybe<Scalars['Float']['input']>;
  hirePriceMonthly?: InputMaybe<Scalars['Float']['input']>;
  hirePriceWeekly?: InputMaybe<Scalars['Float']['input']>;
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

export type KitPartInput = {
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type LoginInput = {
  password?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type NewsItemInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type OrderItemInput = {
  price?: InputMaybe<Scalars['Float']['input']>;
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type OrderSettingsInput = {
  bankAccountName?: InputMaybe<Scalars['String']['input']>;
  bankAccountNumber?: InputMaybe<Scalars['String']['input']>;
  bankSortCode?: InputMaybe<Scalars['String']['input']>;
  bankTransferHoldDays?: InputMaybe<Scalars['Float']['input']>;
  bankTransferThreshold?: InputMaybe<Scalars['Float']['input']>;
  refundShippingOnWholeReturn?: InputMaybe<Scalars['Boolean']['input']>;
  refundShippingWhenFaulty?: InputMaybe<Scalars['Boolean']['input']>;
  returnWindowDays?: InputMaybe<Scalars['Float']['input']>;
  returnsAddress?: InputMaybe<Scalars['String']['input']>;
};

export type OrderStatus = 'cancelled' | 'completed' | 'delivered' | 'pending' | 'processing' | 'refunded' | 'shipped';

export type OutgoingEmailState =
  | 'failed'
  | 'queued'
  /** Handed to the SMTP server, its answer not yet recorded. */
  | 'sending'
  | 'sent';

export type PlaceOrderInput = {
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  customerPhone?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<OrderItemInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  paymentId?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<Scalars['String']['input']>;
  shippingCity?: InputMaybe<Scalars['String']['input']>;
  shippingCountry?: InputMaybe<Scalars['String']['input']>;
  shippingPostalCode?: InputMaybe<Scalars['String']['input']>;
  shippingState?: InputMaybe<Scalars['String']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductInput = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  customShippingCost?: InputMaybe<Scalars['Float']['input']>;
  deliveryAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  deliveryPrice?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hirePriceDaily?: InputMaybe<Scalars['Float']['input']>;
  hirePriceMonthly?: InputMaybe<Scalars['Float']['input']>;
  hirePriceWeekly?: InputMaybe<Scalars['Float']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  installationAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  installationPrice?: InputMaybe<Scalars['Float']['input']>;
  isHireItem?: InputMaybe<Scalars['Boolean']['input']>;
  isLargeHeavy?: InputMaybe<Scalars['Boolean']['input']>;
  isLimited?: InputMaybe<Scalars['Boolean']['input']>;
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  isOnSale?: InputMaybe<Scalars['Boolean']['input']>;
  /** A kit's parts: other hire products (not kits) with how many of each one kit holds. */
  kitParts?: InputMaybe<Array<KitPartInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  powerRequirement?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  rating?: InputMaybe<Scalars['Float']['input']>;
  reviewCount?: InputMaybe<Scalars['Float']['input']>;
  securityDeposit?: InputMaybe<Scalars['Float']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Units on hand: what the shop holds. Reservations are kept apart, so a save never undoes a sale. */
  stock?: InputMaybe<Scalars['Float']['input']>;
  turnaroundDays?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductSort = 'name' | 'newest' | 'price_asc' | 'price_desc';

export type ProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type ReturnLineInput = {
  lineId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type ReturnReceiptLineInput = {
  lineId?: InputMaybe<Scalars['Float']['input']>;
  /** restock or write-off. */
  outcome?: InputMaybe<Scalars['String']['input']>;
};

export type Role = 'admin' | 'user';

/** Sale products or hire equipment. */
export type SearchKind = 'hire' | 'sale';

/** Relevance (the default with words), price either way, newest first, or name A to Z. */
export type SearchSort = 'name' | 'newest' | 'price_asc' | 'price_desc' | 'relevance';

export type WaitlistInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  interests?: InputMaybe<Scalars['String']['input']>;
  marketingConsent?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminHireCalendarFeedFragment = {
  __typename?: 'HireCalendarFeed';
  active: boolean;
  issuedAt: string | null;
  path: string | null;
};

export type HireCalendarFeedQueryVariables = Exact<{ [key: string]: never }>;

export type HireCalendarFeedQuery = {
  __typename?: 'Query';
  hireCalendarFeed: { __typename?: 'HireCalendarFeed'; active: boolean; issuedAt: string | null; path: string | null };
};

export type CreateHireCalendarFeedMutationVariables = Exact<{ [key: string]: never }>;

export type CreateHireCalendarFeedMutation = {
  __typename?: 'Mutation';
  createHireCalendarFeed: {
    __typename?: 'HireCalendarFeed';
    active: boolean;
    issuedAt: string | null;
    path: string | null;
  };
};

export type RotateHireCalendarFeedMutationVariables = Exact<{ [key: string]: never }>;

export type RotateHireCalendarFeedMutation = {
  __typename?: 'Mutation';
  rotateHireCalendarFeed: {
    __typename?: 'HireCalendarFeed';
    active: boolean;
    issuedAt: string | null;
    path: string | null;
  };
};

export type RevokeHireCalendarFeedMutationVariables = Exact<{ [key: string]: never }>;

export type RevokeHireCalendarFeedMutation = {
  __typename?: 'Mutation';
  revokeHireCalendarFeed: {
    __typename?: 'HireCalendarFeed';
    active: boolean;
    issuedAt: string | null;
    path: string | null;
  };
};

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminCategoriesQuery = {
  __typename?: 'Query';
  categories: Array<{
    __typename?: 'Category';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    parentId: number | null;
  }>;
};

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;

export type CreateCategoryMutation = {
  __typename?: 'Mutation';
  createCategory: { __typename?: 'Category'; id: number };
};

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CategoryInput;
}>;

export type UpdateCategoryMutation = {
  __typename?: 'Mutation';
  updateCategory: { __typename?: 'Category'; id: number };
};

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteCategoryMutation = { __typename?: 'Mutation'; deleteCategory: boolean };

export type AdminProductFieldsFragment = {
  __typename?: 'Product';
  id: number;
  name: string;
  slug: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  stock: number;
  onHand: number;
  committed: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  sku: string;
  version: number;
  category: { __typename?: 'Category'; id: number; name: string } | null;
};

export type AdminHireProductFieldsFragment = {
  __typename?: 'Product';
  hireId: string;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
  turnaroundDays: number;
  powerRequirement: string | null;
  id: number;
  name: string;
  slug: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  stock: number;
  onHand: number;
  committed: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  sku: string;
  version: number;
  kitParts: Array<{ __typename?: 'KitPart'; productId: number; quantity: number }>;
  category: { __typename?: 'Category'; id: number; name: string } | null;
};

export type AdminNewsFieldsFragment = {
  __typename?: 'NewsItem';
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
};

export type ProductImportReportFragment = {
  __typename?: 'ProductImportResult';
  total: number;
  valid: number;
  inserted: number;
  errors: number;
  invalidDetails: Array<{
    __typename?: 'ImportRowError';
    index: number;
    errors: Array<string>;
    product: { __typename?: 'ImportRowProduct'; name: string | null };
  }>;
  insertResults: Array<{
    __typename?: 'ImportInsertResult';
    status: string;
    message: string | null;
    id: number | null;
    product: { __typename?: 'ImportRowProduct'; name: string | null };
  }>;
};

export type HireImportReportFragment = { __typename?: 'HireImportResult'; imported: number; total: number };

export type AdminOrderRowFragment = {
  __typename?: 'Order';
  id: number;
  createdAt: string;
  status: OrderStatus;
  total: number;
  customerName: string | null;
  customerEmail: string | null;
  items: Array<{ __typename?: 'OrderItem'; id: number; quantity: number }>;
};

export type AdminOrderDetailFragment = {
  __typename?: 'Order';
  updatedAt: string;
  subtotal: number;
  shippingCost: number;
  vat: number;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingPostalCode: string;
  shippingCountry: string;
  paymentMethod: string;
  paymentId: string | null;
  paymentState: string;
  refunded: number;
  notes: string | null;
  customerPhone: string | null;
  cancellationReason: string | null;
  shippedAt: string | null;
  deliveredOn: string | null;
  nextStatuses: Array<OrderStatus>;
  version: number;
  id: number;
  createdAt: string;
  status: OrderStatus;
  total: number;
  customerName: string | null;
  customerEmail: string | null;
  bankTransfer: {
    __typename?: 'OrderBankTransfer';
    accountName: string;
    sortCode: string;
    accountNumber: string;
    reference: string;
    payBy: string | null;
    receivedAt: string | null;
    received: number | null;
    receivedReference: string | null;
    refundDue: number | null;
  } | null;
  shipment: {
    __typename?: 'OrderShipment';
    carrierName: string;
    trackingNumber: string;
    trackingUrl: string | null;
  } | null;
  items: Array<{
    __typename?: 'OrderItem';
    id: number;
    quantity: number;
    price: number;
    product: { __typename?: 'OrderItemProduct'; name: string };
  }>;
};

export type AdminHireQuoteFragment = {
  __typename?: 'HireQuote';
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
  status: HireQuoteStatus;
  stage: HireQuoteStage;
  number: string | null;
  createdAt: string;
  deliveryRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  installationRequired: boolean;
  additionalNotes: string | null;
  overcommitOverride: {
    __typename?: 'OvercommitOverride';
    at: string;
    shortfalls: Array<{
      __typename?: 'QuoteShortfall';
      productId: number;
      name: string;
      requested: number;
      available: number;
    }>;
  } | null;
  floor: { __typename?: 'HireFloor'; overdueSince: string | null; lateCharge: number } | null;
};

export type AdminHireQuoteItemFragment = {
  __typename?: 'HireQuoteItem';
  id: number;
  quantity: number;
  hirePeriod: HirePeriod;
  unitPrice: number;
  lineTotal: number;
  product: { __typename?: 'QuoteItemProduct'; id: number; name: string };
  availability: {
    __typename?: 'HireAvailability';
    stock: number;
    committed: number;
    available: number;
    turnaroundDays: number;
  } | null;
};

export type AdminOrderSettingsFragment = {
  __typename?: 'OrderSettings';
  bankTransferThreshold: number;
  bankTransferHoldDays: number;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  returnWindowDays: number;
  returnsAddress: string;
  refundShippingOnWholeReturn: boolean;
  refundShippingWhenFaulty: boolean;
};

export type AdminHireUnitFragment = {
  __typename?: 'HireUnit';
  tag: string;
  productId: number;
  serialNumber: string | null;
  state: string;
  quoteId: number | null;
  quoteNumber: string | null;
  note: string | null;
  retiredReason: string | null;
};

export type AdminHireFloorFragment = {
  __typename?: 'HireFloor';
  fulfilled: boolean;
  overdueSince: string | null;
  dueBackBy: string;
  damageCharge: number;
  lateCharge: number;
  lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
  units: Array<{
    __typename?: 'HireBookedUnit';
    tag: string;
    productId: number;
    dispatchedAt: string;
    returnedAt: string | null;
    condition: string | null;
    note: string | null;
    charge: number;
  }>;
  settlement: {
    __typename?: 'HireSettlement';
    damage: number;
    waived: number;
    late: number;
    charges: number;
    depositHeld: number;
    depositUsed: number;
    refund: number;
    owed: number;
    at: string;
  } | null;
};

export type HireUnitsQueryVariables = Exact<{
  productId: Scalars['Int']['input'];
}>;

export type HireUnitsQuery = {
  __typename?: 'Query';
  hireUnits: Array<{
    __typename?: 'HireUnit';
    tag: string;
    productId: number;
    serialNumber: string | null;
    state: string;
    quoteId: number | null;
    quoteNumber: string | null;
    note: string | null;
    retiredReason: string | null;
  }>;
};

export type AddHireUnitsMutationVariables = Exact<{
  productId: Scalars['Int']['input'];
  input: HireUnitsInput;
}>;

export type AddHireUnitsMutation = {
  __typename?: 'Mutation';
  addHireUnits: Array<{
    __typename?: 'HireUnit';
    tag: string;
    productId: number;
    serialNumber: string | null;
    state: string;
    quoteId: number | null;
    quoteNumber: string | null;
    note: string | null;
    retiredReason: string | null;
  }>;
};

export type SendHireUnitToRepairMutationVariables = Exact<{
  tag: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type SendHireUnitToRepairMutation = {
  __typename?: 'Mutation';
  sendHireUnitToRepair: {
    __typename?: 'HireUnit';
    tag: string;
    productId: number;
    serialNumber: string | null;
    state: string;
    quoteId: number | null;
    quoteNumber: string | null;
    note: string | null;
    retiredReason: string | null;
  };
};

export type ClearHireUnitRepairMutationVariables = Exact<{
  tag: Scalars['String']['input'];
}>;

export type ClearHireUnitRepairMutation = {
  __typename?: 'Mutation';
  clearHireUnitRepair: {
    __typename?: 'HireUnit';
    tag: string;
    productId: number;
    serialNumber: string | null;
    state: string;
    quoteId: number | null;
    quoteNumber: string | null;
    note: string | null;
    retiredReason: string | null;
  };
};

export type RetireHireUnitMutationVariables = Exact<{
  tag: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type RetireHireUnitMutation = {
  __typename?: 'Mutation';
  retireHireUnit: {
    __typename?: 'HireUnit';
    tag: string;
    productId: number;
    serialNumber: string | null;
    state: string;
    quoteId: number | null;
    quoteNumber: string | null;
    note: string | null;
    retiredReason: string | null;
  };
};

export type DispatchHireUnitMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  tag: Scalars['String']['input'];
  early?: InputMaybe<Scalars['Boolean']['input']>;
}>;

export type DispatchHireUnitMutation = {
  __typename?: 'Mutation';
  dispatchHireUnit: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type ReturnHireUnitsMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: Array<HireUnitReturnInput> | HireUnitReturnInput;
}>;

export type ReturnHireUnitsMutation = {
  __typename?: 'Mutation';
  returnHireUnits: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type HirePlanningQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
}>;

export type HirePlanningQuery = {
  __typename?: 'Query';
  hirePlanning: {
    __typename?: 'HirePlanning';
    days: Array<string>;
    barsCut: boolean;
    rows: Array<{
      __typename?: 'HirePlanningRow';
      productId: number;
      name: string;
      kit: boolean;
      unitsInService: number;
      days: Array<number>;
      out: Array<number>;
      turnaround: Array<number>;
      shortDays: Array<number>;
    }>;
    bars: Array<{
      __typename?: 'HirePlanningBar';
      productId: number;
      quoteId: number;
      number: string | null;
      customerName: string;
      stage: HireQuoteStage;
      quantity: number;
      from: number;
      outDays: number;
      turnaroundDays: number;
    }>;
  };
};

export type HirePlanningBookingsQueryVariables = Exact<{
  productId: Scalars['Int']['input'];
  day: Scalars['String']['input'];
}>;

export type HirePlanningBookingsQuery = {
  __typename?: 'Query';
  hirePlanningBookings: Array<{
    __typename?: 'HirePlanningBooking';
    quoteId: number;
    number: string | null;
    customerName: string;
    quantity: number;
    startDate: string;
    endDate: string;
    stage: HireQuoteStage;
  }>;
};

export type AdminSheetBookingFragment = {
  __typename?: 'HireSheetBooking';
  quoteId: number;
  number: string | null;
  stage: HireQuoteStage;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string;
  startDate: string;
  endDate: string;
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  additionalNotes: string | null;
  unitsOut: Array<string>;
  unitsBack: Array<string>;
  lines: Array<{ __typename?: 'HireSheetLine'; productId: number; name: string; quantity: number }>;
};

export type HireDaySheetQueryVariables = Exact<{
  day?: InputMaybe<Scalars['String']['input']>;
}>;

export type HireDaySheetQuery = {
  __typename?: 'Query';
  hireDaySheet: Array<{
    __typename?: 'HireSheetDay';
    day: string;
    goingOut: Array<{
      __typename?: 'HireSheetBooking';
      quoteId: number;
      number: string | null;
      stage: HireQuoteStage;
      customerName: string;
      customerPhone: string | null;
      customerEmail: string;
      startDate: string;
      endDate: string;
      deliveryRequired: boolean;
      installationRequired: boolean;
      deliveryAddress: string | null;
      deliveryCity: string | null;
      deliveryPostalCode: string | null;
      additionalNotes: string | null;
      unitsOut: Array<string>;
      unitsBack: Array<string>;
      lines: Array<{ __typename?: 'HireSheetLine'; productId: number; name: string; quantity: number }>;
    }>;
    comingBack: Array<{
      __typename?: 'HireSheetBooking';
      quoteId: number;
      number: string | null;
      stage: HireQuoteStage;
      customerName: string;
      customerPhone: string | null;
      customerEmail: string;
      startDate: string;
      endDate: string;
      deliveryRequired: boolean;
      installationRequired: boolean;
      deliveryAddress: string | null;
      deliveryCity: string | null;
      deliveryPostalCode: string | null;
      additionalNotes: string | null;
      unitsOut: Array<string>;
      unitsBack: Array<string>;
      lines: Array<{ __typename?: 'HireSheetLine'; productId: number; name: string; quantity: number }>;
    }>;
  }>;
};

export type AdminNewsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminNewsQuery = {
  __typename?: 'Query';
  news: Array<{
    __typename?: 'NewsItem';
    id: number;
    title: string;
    content: string;
    imageUrl: string | null;
    isActive: boolean;
    createdAt: string;
  }>;
};

export type CreateNewsItemMutationVariables = Exact<{
  input: NewsItemInput;
}>;

export type CreateNewsItemMutation = {
  __typename?: 'Mutation';
  createNewsItem: {
    __typename?: 'NewsItem';
    id: number;
    title: string;
    content: string;
    imageUrl: string | null;
    isActive: boolean;
    createdAt: string;
  };
};

export type UpdateNewsItemMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: NewsItemInput;
}>;

export type UpdateNewsItemMutation = {
  __typename?: 'Mutation';
  updateNewsItem: {
    __typename?: 'NewsItem';
    id: number;
    title: string;
    content: string;
    imageUrl: string | null;
    isActive: boolean;
    createdAt: string;
  };
};

export type DeleteNewsItemMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteNewsItemMutation = { __typename?: 'Mutation'; deleteNewsItem: boolean };

export type AdminEmailSettingsStateFragment = {
  __typename?: 'EmailSettingsState';
  configured: boolean;
  settings: {
    __typename?: 'EmailSettings';
    host: string;
    port: number;
    secure: boolean;
    user: string;
    pass: string;
    from: string;
    to: string;
    rejectUnauthorized: boolean;
    sendCustomerOrderConfirmation: boolean;
    sendCustomerOrderStatusUpdates: boolean;
    sendCustomerHireQuoteConfirmation: boolean;
    sendCustomerHireQuoteStatusUpdates: boolean;
    footerCompanyName: string;
    footerAddress: string;
    footerContactEmail: string;
    footerPhone: string | null;
    footerVatNumber: string | null;
    footerCompanyNumber: string | null;
    orderConfirmationTitle: string;
    orderConfirmationIntro: string;
    orderShippedTitle: string;
    orderShippedIntro: string;
    orderDeliveredTitle: string;
    orderDeliveredIntro: string;
    orderCancelledTitle: string;
    orderCancelledIntro: string;
    hireQuoteConfirmationTitle: string;
    hireQuoteConfirmationIntro: string;
    hireQuoteApprovedTitle: string;
    hireQuoteApprovedIntro: string;
    hireQuoteRejectedTitle: string;
    hireQuoteRejectedIntro: string;
    hireQuoteCompletedTitle: string;
    hireQuoteCompletedIntro: string;
  };
};

export type AdminOutgoingEmailFragment = {
  __typename?: 'OutgoingEmail';
  id: number;
  cause: string;
  to: string;
  subject: string;
  state: OutgoingEmailState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

export type AdminMailchimpListFragment = {
  __typename?: 'MailchimpList';
  id: string;
  name: string;
  memberCount: number;
  openRate: number;
  clickRate: number;
};

export type AdminEmailSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminEmailSettingsQuery = {
  __typename?: 'Query';
  emailSettings: {
    __typename?: 'EmailSettingsState';
    configured: boolean;
    settings: {
      __typename?: 'EmailSettings';
      host: string;
      port: number;
      secure: boolean;
      user: string;
      pass: string;
      from: string;
      to: string;
      rejectUnauthorized: boolean;
      sendCustomerOrderConfirmation: boolean;
      sendCustomerOrderStatusUpdates: boolean;
      sendCustomerHireQuoteConfirmation: boolean;
      sendCustomerHireQuoteStatusUpdates: boolean;
      footerCompanyName: string;
      footerAddress: string;
      footerContactEmail: string;
      footerPhone: string | null;
      footerVatNumber: string | null;
      footerCompanyNumber: string | null;
      orderConfirmationTitle: string;
      orderConfirmationIntro: string;
      orderShippedTitle: string;
      orderShippedIntro: string;
      orderDeliveredTitle: string;
      orderDeliveredIntro: string;
      orderCancelledTitle: string;
      orderCancelledIntro: string;
      hireQuoteConfirmationTitle: string;
      hireQuoteConfirmationIntro: string;
      hireQuoteApprovedTitle: string;
      hireQuoteApprovedIntro: string;
      hireQuoteRejectedTitle: string;
      hireQuoteRejectedIntro: string;
      hireQuoteCompletedTitle: string;
      hireQuoteCompletedIntro: string;
    };
  };
};

export type SaveEmailSettingsMutationVariables = Exact<{
  input: EmailSettingsInput;
}>;

export type SaveEmailSettingsMutation = {
  __typename?: 'Mutation';
  saveEmailSettings: {
    __typename?: 'EmailSettingsState';
    configured: boolean;
    settings: {
      __typename?: 'EmailSettings';
      host: string;
      port: number;
      secure: boolean;
      user: string;
      pass: string;
      from: string;
      to: string;
      rejectUnauthorized: boolean;
      sendCustomerOrderConfirmation: boolean;
      sendCustomerOrderStatusUpdates: boolean;
      sendCustomerHireQuoteConfirmation: boolean;
      sendCustomerHireQuoteStatusUpdates: boolean;
      footerCompanyName: string;
      footerAddress: string;
      footerContactEmail: string;
      footerPhone: string | null;
      footerVatNumber: string | null;
      footerCompanyNumber: string | null;
      orderConfirmationTitle: string;
      orderConfirmationIntro: string;
      orderShippedTitle: string;
      orderShippedIntro: string;
      orderDeliveredTitle: string;
      orderDeliveredIntro: string;
      orderCancelledTitle: string;
      orderCancelledIntro: string;
      hireQuoteConfirmationTitle: string;
      hireQuoteConfirmationIntro: string;
      hireQuoteApprovedTitle: string;
      hireQuoteApprovedIntro: string;
      hireQuoteRejectedTitle: string;
      hireQuoteRejectedIntro: string;
      hireQuoteCompletedTitle: string;
      hireQuoteCompletedIntro: string;
    };
  };
};

export type SendTestEmailMutationVariables = Exact<{ [key: string]: never }>;

export type SendTestEmailMutation = {
  __typename?: 'Mutation';
  sendTestEmail: { __typename?: 'TestEmailResult'; success: boolean; message: string };
};

export type AdminEmailLogQueryVariables = Exact<{
  state?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type AdminEmailLogQuery = {
  __typename?: 'Query';
  emailLog: Array<{
    __typename?: 'OutgoingEmail';
    id: number;
    cause: string;
    to: string;
    subject: string;
    state: OutgoingEmailState;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    createdAt: string;
  }>;
};

export type RetryEmailMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type RetryEmailMutation = {
  __typename?: 'Mutation';
  retryEmail: {
    __typename?: 'OutgoingEmail';
    id: number;
    cause: string;
    to: string;
    subject: string;
    state: OutgoingEmailState;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    createdAt: string;
  };
};

export type AdminMailchimpSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminMailchimpSettingsQuery = {
  __typename?: 'Query';
  mailchimpSettings: {
    __typename?: 'MailchimpSettingsState';
    settings: {
      __typename?: 'MailchimpSettings';
      configured: boolean;
      apiKey: string;
      serverPrefix: string;
      defaultListId: string;
    };
  };
};

export type SaveMailchimpSettingsMutationVariables = Exact<{
  apiKey: Scalars['String']['input'];
  defaultListId: Scalars['String']['input'];
}>;

export type SaveMailchimpSettingsMutation = {
  __typename?: 'Mutation';
  saveMailchimpSettings: { __typename?: 'MailchimpResult'; success: boolean; message: string; warning: string | null };
};

export type AdminMailchimpPingQueryVariables = Exact<{ [key: string]: never }>;

export type AdminMailchimpPingQuery = {
  __typename?: 'Query';
  mailchimpPing: { __typename?: 'MailchimpResult'; success: boolean; message: string };
};

export type AdminMailchimpListsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminMailchimpListsQuery = {
  __typename?: 'Query';
  mailchimpLists: Array<{
    __typename?: 'MailchimpList';
    id: string;
    name: string;
    memberCount: number;
    openRate: number;
    clickRate: number;
  }>;
};

export type AdminMailchimpTagsQueryVariables = Exact<{
  listId: Scalars['String']['input'];
}>;

export type AdminMailchimpTagsQuery = {
  __typename?: 'Query';
  mailchimpTags: Array<{ __typename?: 'MailchimpTag'; id: number; name: string }>;
};

export type AddMailchimpSubscriberMutationVariables = Exact<{
  listId: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
}>;

export type AddMailchimpSubscriberMutation = {
  __typename?: 'Mutation';
  subscribeToNewsletter: {
    __typename?: 'NewsletterSignup';
    success: boolean;
    alreadySubscribed: boolean;
    message: string;
  };
};

export type CreateMailchimpSegmentMutationVariables = Exact<{
  listId: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;

export type CreateMailchimpSegmentMutation = {
  __typename?: 'Mutation';
  createMailchimpSegment: { __typename?: 'MailchimpResult'; success: boolean; message: string };
};

export type AdminOrdersQueryVariables = Exact<{
  filter?: InputMaybe<AdminOrderFilter>;
}>;

export type AdminOrdersQuery = {
  __typename?: 'Query';
  adminOrders: {
    __typename?: 'OrderPage';
    total: number;
    items: Array<{
      __typename?: 'Order';
      id: number;
      createdAt: string;
      status: OrderStatus;
      total: number;
      customerName: string | null;
      customerEmail: string | null;
      items: Array<{ __typename?: 'OrderItem'; id: number; quantity: number }>;
    }>;
  };
};

export type AdminOrderQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type AdminOrderQuery = {
  __typename?: 'Query';
  adminOrder: {
    __typename?: 'Order';
    updatedAt: string;
    subtotal: number;
    shippingCost: number;
    vat: number;
    shippingAddress: string;
    shippingCity: string;
    shippingState: string;
    shippingPostalCode: string;
    shippingCountry: string;
    paymentMethod: string;
    paymentId: string | null;
    paymentState: string;
    refunded: number;
    notes: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    shippedAt: string | null;
    deliveredOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    id: number;
    createdAt: string;
    status: OrderStatus;
    total: number;
    customerName: string | null;
    customerEmail: string | null;
    bankTransfer: {
      __typename?: 'OrderBankTransfer';
      accountName: string;
      sortCode: string;
      accountNumber: string;
      reference: string;
      payBy: string | null;
      receivedAt: string | null;
      received: number | null;
      receivedReference: string | null;
      refundDue: number | null;
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      quantity: number;
      price: number;
      product: { __typename?: 'OrderItemProduct'; name: string };
    }>;
  };
};

export type UpdateOrderStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  status: Scalars['String']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  carrier?: InputMaybe<Scalars['String']['input']>;
  carrierName?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  deliveredOn?: InputMaybe<Scalars['String']['input']>;
}>;

export type UpdateOrderStatusMutation = {
  __typename?: 'Mutation';
  updateOrderStatus: {
    __typename?: 'Order';
    updatedAt: string;
    subtotal: number;
    shippingCost: number;
    vat: number;
    shippingAddress: string;
    shippingCity: string;
    shippingState: string;
    shippingPostalCode: string;
    shippingCountry: string;
    paymentMethod: string;
    paymentId: string | null;
    paymentState: string;
    refunded: number;
    notes: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    shippedAt: string | null;
    deliveredOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    id: number;
    createdAt: string;
    status: OrderStatus;
    total: number;
    customerName: string | null;
    customerEmail: string | null;
    bankTransfer: {
      __typename?: 'OrderBankTransfer';
      accountName: string;
      sortCode: string;
      accountNumber: string;
      reference: string;
      payBy: string | null;
      receivedAt: string | null;
      received: number | null;
      receivedReference: string | null;
      refundDue: number | null;
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      quantity: number;
      price: number;
      product: { __typename?: 'OrderItemProduct'; name: string };
    }>;
  };
};

export type RecordBankTransferMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  amount?: InputMaybe<Scalars['Float']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
}>;

export type RecordBankTransferMutation = {
  __typename?: 'Mutation';
  recordBankTransfer: {
    __typename?: 'Order';
    updatedAt: string;
    subtotal: number;
    shippingCost: number;
    vat: number;
    shippingAddress: string;
    shippingCity: string;
    shippingState: string;
    shippingPostalCode: string;
    shippingCountry: string;
    paymentMethod: string;
    paymentId: string | null;
    paymentState: string;
    refunded: number;
    notes: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    shippedAt: string | null;
    deliveredOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    id: number;
    createdAt: string;
    status: OrderStatus;
    total: number;
    customerName: string | null;
    customerEmail: string | null;
    bankTransfer: {
      __typename?: 'OrderBankTransfer';
      accountName: string;
      sortCode: string;
      accountNumber: string;
      reference: string;
      payBy: string | null;
      receivedAt: string | null;
      received: number | null;
      receivedReference: string | null;
      refundDue: number | null;
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      quantity: number;
      price: number;
      product: { __typename?: 'OrderItemProduct'; name: string };
    }>;
  };
};

export type RecordTransferRefundMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  returnId?: InputMaybe<Scalars['String']['input']>;
  amount?: InputMaybe<Scalars['Float']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
}>;

export type RecordTransferRefundMutation = {
  __typename?: 'Mutation';
  recordTransferRefund: {
    __typename?: 'Order';
    updatedAt: string;
    subtotal: number;
    shippingCost: number;
    vat: number;
    shippingAddress: string;
    shippingCity: string;
    shippingState: string;
    shippingPostalCode: string;
    shippingCountry: string;
    paymentMethod: string;
    paymentId: string | null;
    paymentState: string;
    refunded: number;
    notes: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    shippedAt: string | null;
    deliveredOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    id: number;
    createdAt: string;
    status: OrderStatus;
    total: number;
    customerName: string | null;
    customerEmail: string | null;
    bankTransfer: {
      __typename?: 'OrderBankTransfer';
      accountName: string;
      sortCode: string;
      accountNumber: string;
      reference: string;
      payBy: string | null;
      receivedAt: string | null;
      received: number | null;
      receivedReference: string | null;
      refundDue: number | null;
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      quantity: number;
      price: number;
      product: { __typename?: 'OrderItemProduct'; name: string };
    }>;
  };
};

export type OrderSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type OrderSettingsQuery = {
  __typename?: 'Query';
  orderSettings: {
    __typename?: 'OrderSettings';
    bankTransferThreshold: number;
    bankTransferHoldDays: number;
    bankAccountName: string;
    bankSortCode: string;
    bankAccountNumber: string;
    returnWindowDays: number;
    returnsAddress: string;
    refundShippingOnWholeReturn: boolean;
    refundShippingWhenFaulty: boolean;
  };
};

export type SaveOrderSettingsMutationVariables = Exact<{
  input: OrderSettingsInput;
}>;

export type SaveOrderSettingsMutation = {
  __typename?: 'Mutation';
  saveOrderSettings: {
    __typename?: 'OrderSettings';
    bankTransferThreshold: number;
    bankTransferHoldDays: number;
    bankAccountName: string;
    bankSortCode: string;
    bankAccountNumber: string;
    returnWindowDays: number;
    returnsAddress: string;
    refundShippingOnWholeReturn: boolean;
    refundShippingWhenFaulty: boolean;
  };
};

export type AdminProductSearchQueryVariables = Exact<{
  q: Scalars['String']['input'];
  kind: SearchKind;
}>;

export type AdminProductSearchQuery = {
  __typename?: 'Query';
  productSearch: { __typename?: 'ProductSearch'; products: Array<{ __typename?: 'Product'; id: number } | null> };
};

export type AdminProductsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminProductsQuery = {
  __typename?: 'Query';
  items: Array<{
    __typename?: 'Product';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    onHand: number;
    committed: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    sku: string;
    version: number;
    category: { __typename?: 'Category'; id: number; name: string } | null;
  }>;
};

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;

export type CreateProductMutation = {
  __typename?: 'Mutation';
  createProduct: {
    __typename?: 'Product';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    onHand: number;
    committed: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    sku: string;
    version: number;
    category: { __typename?: 'Category'; id: number; name: string } | null;
  };
};

export type UpdateProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProductInput;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;

export type UpdateProductMutation = {
  __typename?: 'Mutation';
  updateProduct: {
    __typename?: 'Product';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    onHand: number;
    committed: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    sku: string;
    version: number;
    category: { __typename?: 'Category'; id: number; name: string } | null;
  };
};

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteProductMutation = { __typename?: 'Mutation'; deleteProduct: boolean };

export type AdminHireProductsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminHireProductsQuery = {
  __typename?: 'Query';
  items: Array<{
    __typename?: 'Product';
    hireId: string;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    turnaroundDays: number;
    powerRequirement: string | null;
    id: number;
    name: string;
    slug: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    onHand: number;
    committed: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    sku: string;
    version: number;
    kitParts: Array<{ __typename?: 'KitPart'; productId: number; quantity: number }>;
    category: { __typename?: 'Category'; id: number; name: string } | null;
  }>;
};

export type CreateHireProductMutationVariables = Exact<{
  input: ProductInput;
}>;

export type CreateHireProductMutation = {
  __typename?: 'Mutation';
  createHireProduct: {
    __typename?: 'Product';
    hireId: string;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    turnaroundDays: number;
    powerRequirement: string | null;
    id: number;
    name: string;
    slug: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    onHand: number;
    committed: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    sku: string;
    version: number;
    kitParts: Array<{ __typename?: 'KitPart'; productId: number; quantity: number }>;
    category: { __typename?: 'Category'; id: number; name: string } | null;
  };
};

export type UpdateHireProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProductInput;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;

export type UpdateHireProductMutation = {
  __typename?: 'Mutation';
  updateHireProduct: {
    __typename?: 'Product';
    hireId: string;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    turnaroundDays: number;
    powerRequirement: string | null;
    id: number;
    name: string;
    slug: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    onHand: number;
    committed: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    sku: string;
    version: number;
    kitParts: Array<{ __typename?: 'KitPart'; productId: number; quantity: number }>;
    category: { __typename?: 'Category'; id: number; name: string } | null;
  };
};

export type DeleteHireProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteHireProductMutation = { __typename?: 'Mutation'; deleteHireProduct: boolean };

export type AdminHireQuotePriceFragment = {
  __typename?: 'HireQuotePrice';
  startDate: string;
  endDate: string;
  days: number;
  chargeableDays: number;
  weekend: boolean;
  hire: number;
  fixed: number;
  discount: number;
  delivery: number;
  installation: number;
  damageWaiver: number;
  net: number;
  vat: number;
  total: number;
  securityDeposit: number;
  bookingDeposit: number;
  callForPrice: boolean;
  lines: Array<{
    __typename?: 'HireQuotePriceLine';
    description: string;
    productId: number | null;
    quantity: number;
    hirePeriod: HirePeriod | null;
    unitPrice: number | null;
    lineTotal: number | null;
    callForPrice: boolean;
    breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
  }>;
};

export type AdminHireQuoteRevisionFragment = {
  __typename?: 'HireQuoteRevision';
  number: string;
  revision: number;
  label: string;
  sentAt: string;
  validUntil: string;
  balanceDueDate: string;
  notes: string | null;
  price: {
    __typename?: 'HireQuotePrice';
    startDate: string;
    endDate: string;
    days: number;
    chargeableDays: number;
    weekend: boolean;
    hire: number;
    fixed: number;
    discount: number;
    delivery: number;
    installation: number;
    damageWaiver: number;
    net: number;
    vat: number;
    total: number;
    securityDeposit: number;
    bookingDeposit: number;
    callForPrice: boolean;
    lines: Array<{
      __typename?: 'HireQuotePriceLine';
      description: string;
      productId: number | null;
      quantity: number;
      hirePeriod: HirePeriod | null;
      unitPrice: number | null;
      lineTotal: number | null;
      callForPrice: boolean;
      breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
    }>;
  };
};

export type AdminHireQuoteDeskFragment = {
  __typename?: 'HireQuote';
  version: number;
  acceptPath: string | null;
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
  status: HireQuoteStatus;
  stage: HireQuoteStage;
  number: string | null;
  createdAt: string;
  deliveryRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  installationRequired: boolean;
  additionalNotes: string | null;
  draft: {
    __typename?: 'HireQuoteDraft';
    startDate: string;
    endDate: string;
    damageWaiver: boolean;
    notes: string | null;
    hireLines: Array<{
      __typename?: 'HireQuoteDraftHireLine';
      id: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      rateOverrides: {
        __typename?: 'HireRateOverrides';
        hirePriceDaily: number | null;
        hirePriceWeekly: number | null;
        hirePriceMonthly: number | null;
      } | null;
      product: {
        __typename?: 'QuoteItemProduct';
        id: number;
        name: string;
        slug: string;
        hirePriceDaily: number | null;
        hirePriceWeekly: number | null;
        hirePriceMonthly: number | null;
      };
    }>;
    fixedLines: Array<{
      __typename?: 'HireQuoteFixedLine';
      id: number;
      description: string;
      quantity: number;
      unitPrice: number;
    }>;
    discount: {
      __typename?: 'HireQuoteDiscount';
      kind: HireDiscountKind;
      percent: number | null;
      amount: number | null;
    } | null;
  } | null;
  price: {
    __typename?: 'HireQuotePrice';
    startDate: string;
    endDate: string;
    days: number;
    chargeableDays: number;
    weekend: boolean;
    hire: number;
    fixed: number;
    discount: number;
    delivery: number;
    installation: number;
    damageWaiver: number;
    net: number;
    vat: number;
    total: number;
    securityDeposit: number;
    bookingDeposit: number;
    callForPrice: boolean;
    lines: Array<{
      __typename?: 'HireQuotePriceLine';
      description: string;
      productId: number | null;
      quantity: number;
      hirePeriod: HirePeriod | null;
      unitPrice: number | null;
      lineTotal: number | null;
      callForPrice: boolean;
      breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
    }>;
  };
  revisions: Array<{
    __typename?: 'HireQuoteRevision';
    number: string;
    revision: number;
    label: string;
    sentAt: string;
    validUntil: string;
    balanceDueDate: string;
    notes: string | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
  }>;
  latestRevision: {
    __typename?: 'HireQuoteRevision';
    number: string;
    revision: number;
    label: string;
    sentAt: string;
    validUntil: string;
    balanceDueDate: string;
    notes: string | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
  } | null;
  acceptance: {
    __typename?: 'HireQuoteAcceptance';
    name: string;
    at: string;
    revision: number;
    ip: string | null;
  } | null;
  acceptanceRefused: {
    __typename?: 'HireAcceptanceRefusal';
    at: string;
    revision: number;
    shortfalls: Array<{
      __typename?: 'QuoteShortfall';
      productId: number;
      name: string;
      requested: number;
      available: number;
    }>;
  } | null;
  decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
  booking: {
    __typename?: 'HireBooking';
    total: number;
    depositDue: number;
    paid: number;
    balance: number;
    balanceDue: number;
    securityDepositHeld: number;
    securityDepositDue: number;
    balanceDueDate: string;
    payments: Array<{
      __typename?: 'HirePayment';
      id: number;
      kind: string;
      method: string;
      amount: number;
      reference: string | null;
      at: string;
    }>;
  } | null;
  cancellation: {
    __typename?: 'HireCancellation';
    reason: string | null;
    at: string;
    band: string;
    fee: number;
    refund: number;
    owed: number;
  } | null;
  floor: {
    __typename?: 'HireFloor';
    overdueSince: string | null;
    lateCharge: number;
    fulfilled: boolean;
    dueBackBy: string;
    damageCharge: number;
    lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
    units: Array<{
      __typename?: 'HireBookedUnit';
      tag: string;
      productId: number;
      dispatchedAt: string;
      returnedAt: string | null;
      condition: string | null;
      note: string | null;
      charge: number;
    }>;
    settlement: {
      __typename?: 'HireSettlement';
      damage: number;
      waived: number;
      late: number;
      charges: number;
      depositHeld: number;
      depositUsed: number;
      refund: number;
      owed: number;
      at: string;
    } | null;
  } | null;
  overcommitOverride: {
    __typename?: 'OvercommitOverride';
    at: string;
    shortfalls: Array<{
      __typename?: 'QuoteShortfall';
      productId: number;
      name: string;
      requested: number;
      available: number;
    }>;
  } | null;
};

export type AdminHireSettingsFragment = {
  __typename?: 'HireSettings';
  chargeableDaysPerWeek: number;
  weekendRule: boolean;
  damageWaiverPercent: number;
  securityDepositPercent: number;
  bookingDepositPercent: number;
  balanceDueDaysBeforeStart: number;
  quoteValidityDays: number;
  startReminderDaysBefore: number;
  damageWaiverExcess: number;
  balanceReminderDaysBefore: number;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
};

export type AdminHireQuotesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminHireQuotesQuery = {
  __typename?: 'Query';
  adminHireQuotes: Array<{
    __typename?: 'HireQuote';
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    floor: { __typename?: 'HireFloor'; overdueSince: string | null; lateCharge: number } | null;
  }>;
};

export type HireQuoteItemsQueryVariables = Exact<{
  quoteId: Scalars['Int']['input'];
}>;

export type HireQuoteItemsQuery = {
  __typename?: 'Query';
  hireQuoteItems: Array<{
    __typename?: 'HireQuoteItem';
    id: number;
    quantity: number;
    hirePeriod: HirePeriod;
    unitPrice: number;
    lineTotal: number;
    product: { __typename?: 'QuoteItemProduct'; id: number; name: string };
    availability: {
      __typename?: 'HireAvailability';
      stock: number;
      committed: number;
      available: number;
      turnaroundDays: number;
    } | null;
  }>;
};

export type UpdateHireQuoteStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  status: Scalars['String']['input'];
  override?: InputMaybe<Scalars['Boolean']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;

export type UpdateHireQuoteStatusMutation = {
  __typename?: 'Mutation';
  updateHireQuoteStatus: {
    __typename?: 'HireQuote';
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    floor: { __typename?: 'HireFloor'; overdueSince: string | null; lateCharge: number } | null;
  };
};

export type HireQuoteDeskQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type HireQuoteDeskQuery = {
  __typename?: 'Query';
  hireQuote: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type HireLineAvailabilityQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
}>;

export type HireLineAvailabilityQuery = {
  __typename?: 'Query';
  hireAvailability: {
    __typename?: 'HireAvailability';
    productId: number;
    stock: number;
    committed: number;
    available: number;
    turnaroundDays: number;
  };
};

export type SaveHireQuoteDraftMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: HireQuoteDraftInput;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;

export type SaveHireQuoteDraftMutation = {
  __typename?: 'Mutation';
  saveHireQuoteDraft: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type SendHireQuoteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type SendHireQuoteMutation = {
  __typename?: 'Mutation';
  sendHireQuote: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type RecordHirePaymentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: HirePaymentInput;
}>;

export type RecordHirePaymentMutation = {
  __typename?: 'Mutation';
  recordHirePayment: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type CancelHireBookingMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;

export type CancelHireBookingMutation = {
  __typename?: 'Mutation';
  cancelHireBooking: {
    __typename?: 'HireQuote';
    version: number;
    acceptPath: string | null;
    id: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    deliveryRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    installationRequired: boolean;
    additionalNotes: string | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      hireLines: Array<{
        __typename?: 'HireQuoteDraftHireLine';
        id: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        rateOverrides: {
          __typename?: 'HireRateOverrides';
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        } | null;
        product: {
          __typename?: 'QuoteItemProduct';
          id: number;
          name: string;
          slug: string;
          hirePriceDaily: number | null;
          hirePriceWeekly: number | null;
          hirePriceMonthly: number | null;
        };
      }>;
      fixedLines: Array<{
        __typename?: 'HireQuoteFixedLine';
        id: number;
        description: string;
        quantity: number;
        unitPrice: number;
      }>;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
    } | null;
    price: {
      __typename?: 'HireQuotePrice';
      startDate: string;
      endDate: string;
      days: number;
      chargeableDays: number;
      weekend: boolean;
      hire: number;
      fixed: number;
      discount: number;
      delivery: number;
      installation: number;
      damageWaiver: number;
      net: number;
      vat: number;
      total: number;
      securityDeposit: number;
      bookingDeposit: number;
      callForPrice: boolean;
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        productId: number | null;
        quantity: number;
        hirePeriod: HirePeriod | null;
        unitPrice: number | null;
        lineTotal: number | null;
        callForPrice: boolean;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
    revisions: Array<{
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    }>;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      number: string;
      revision: number;
      label: string;
      sentAt: string;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      price: {
        __typename?: 'HireQuotePrice';
        startDate: string;
        endDate: string;
        days: number;
        chargeableDays: number;
        weekend: boolean;
        hire: number;
        fixed: number;
        discount: number;
        delivery: number;
        installation: number;
        damageWaiver: number;
        net: number;
        vat: number;
        total: number;
        securityDeposit: number;
        bookingDeposit: number;
        callForPrice: boolean;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          productId: number | null;
          quantity: number;
          hirePeriod: HirePeriod | null;
          unitPrice: number | null;
          lineTotal: number | null;
          callForPrice: boolean;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: {
      __typename?: 'HireQuoteAcceptance';
      name: string;
      at: string;
      revision: number;
      ip: string | null;
    } | null;
    acceptanceRefused: {
      __typename?: 'HireAcceptanceRefusal';
      at: string;
      revision: number;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      payments: Array<{
        __typename?: 'HirePayment';
        id: number;
        kind: string;
        method: string;
        amount: number;
        reference: string | null;
        at: string;
      }>;
    } | null;
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    floor: {
      __typename?: 'HireFloor';
      overdueSince: string | null;
      lateCharge: number;
      fulfilled: boolean;
      dueBackBy: string;
      damageCharge: number;
      lines: Array<{ __typename?: 'HireFloorLine'; productId: number; name: string; needed: number; assigned: number }>;
      units: Array<{
        __typename?: 'HireBookedUnit';
        tag: string;
        productId: number;
        dispatchedAt: string;
        returnedAt: string | null;
        condition: string | null;
        note: string | null;
        charge: number;
      }>;
      settlement: {
        __typename?: 'HireSettlement';
        damage: number;
        waived: number;
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
      } | null;
    } | null;
    overcommitOverride: {
      __typename?: 'OvercommitOverride';
      at: string;
      shortfalls: Array<{
        __typename?: 'QuoteShortfall';
        productId: number;
        name: string;
        requested: number;
        available: number;
      }>;
    } | null;
  };
};

export type HireSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type HireSettingsQuery = {
  __typename?: 'Query';
  hireSettings: {
    __typename?: 'HireSettings';
    chargeableDaysPerWeek: number;
    weekendRule: boolean;
    damageWaiverPercent: number;
    securityDepositPercent: number;
    bookingDepositPercent: number;
    balanceDueDaysBeforeStart: number;
    quoteValidityDays: number;
    startReminderDaysBefore: number;
    damageWaiverExcess: number;
    balanceReminderDaysBefore: number;
    bankAccountName: string;
    bankSortCode: string;
    bankAccountNumber: string;
  };
};

export type SaveHireSettingsMutationVariables = Exact<{
  input: HireSettingsInput;
}>;

export type SaveHireSettingsMutation = {
  __typename?: 'Mutation';
  saveHireSettings: {
    __typename?: 'HireSettings';
    chargeableDaysPerWeek: number;
    weekendRule: boolean;
    damageWaiverPercent: number;
    securityDepositPercent: number;
    bookingDepositPercent: number;
    balanceDueDaysBeforeStart: number;
    quoteValidityDays: number;
    startReminderDaysBefore: number;
    damageWaiverExcess: number;
    balanceReminderDaysBefore: number;
    bankAccountName: string;
    bankSortCode: string;
    bankAccountNumber: string;
  };
};

export type AdminReturnsListQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
}>;

export type AdminReturnsListQuery = {
  __typename?: 'Query';
  adminReturns: Array<{
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    declineReason: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundByTransfer: boolean;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  }>;
};

export type AdminReturnFragment = {
  __typename?: 'OrderReturn';
  id: string;
  orderId: number;
  status: string;
  reason: string;
  note: string | null;
  requestedAt: string;
  declineReason: string | null;
  refund: number | null;
  shippingRefund: number | null;
  refundByTransfer: boolean;
  customerName: string | null;
  customerEmail: string | null;
  lines: Array<{
    __typename?: 'OrderReturnLine';
    lineId: number;
    name: string;
    quantity: number;
    price: number;
    outcome: string | null;
  }>;
};

export type ApproveOrderReturnMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;

export type ApproveOrderReturnMutation = {
  __typename?: 'Mutation';
  approveReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    declineReason: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundByTransfer: boolean;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  };
};

export type DeclineOrderReturnMutationVariables = Exact<{
  id: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;

export type DeclineOrderReturnMutation = {
  __typename?: 'Mutation';
  declineReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    declineReason: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundByTransfer: boolean;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  };
};

export type ReceiveOrderReturnMutationVariables = Exact<{
  id: Scalars['String']['input'];
  lines?: InputMaybe<Array<ReturnReceiptLineInput> | ReturnReceiptLineInput>;
}>;

export type ReceiveOrderReturnMutation = {
  __typename?: 'Mutation';
  receiveReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    declineReason: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundByTransfer: boolean;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  };
};

export type AdminMeQueryVariables = Exact<{ [key: string]: never }>;

export type AdminMeQuery = {
  __typename?: 'Query';
  me: { __typename?: 'User'; id: number; username: string; role: Role } | null;
};

export type AdminSignOutEverywhereMutationVariables = Exact<{ [key: string]: never }>;

export type AdminSignOutEverywhereMutation = { __typename?: 'Mutation'; signOutEverywhere: boolean };

export const AdminHireCalendarFeedFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireCalendarFeed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireCalendarFeed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireCalendarFeedFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminHireProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kitParts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireProductFieldsFragment, unknown>;
export const AdminNewsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminNewsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminNewsFieldsFragment, unknown>;
export const ProductImportReportFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductImportReport' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductImportResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inserted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invalidDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'insertResults' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductImportReportFragment, unknown>;
export const HireImportReportFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireImportReport' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireImportResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'imported' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireImportReportFragment, unknown>;
export const AdminOrderRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderRowFragment, unknown>;
export const AdminOrderDetailFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankTransfer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sortCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderDetailFragment, unknown>;
export const AdminHireQuoteItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availability' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuoteItemFragment, unknown>;
export const AdminOrderSettingsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderSettings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransferThreshold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransferHoldDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankSortCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundShippingOnWholeReturn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundShippingWhenFaulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderSettingsFragment, unknown>;
export const AdminHireUnitFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireUnit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'retiredReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireUnitFragment, unknown>;
export const AdminSheetBookingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminSheetBooking' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSheetBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsBack' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSheetBookingFragment, unknown>;
export const AdminEmailSettingsStateFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminEmailSettingsState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailSettingsState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'host' } },
                { kind: 'Field', name: { kind: 'Name', value: 'port' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secure' } },
                { kind: 'Field', name: { kind: 'Name', value: 'user' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pass' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectUnauthorized' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerOrderConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerOrderStatusUpdates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerHireQuoteConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerHireQuoteStatusUpdates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerCompanyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerContactEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerPhone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerVatNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerCompanyNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderConfirmationTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderConfirmationIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderShippedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderShippedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDeliveredTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDeliveredIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCancelledTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCancelledIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteConfirmationTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteConfirmationIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteApprovedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteApprovedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteRejectedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteRejectedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteCompletedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteCompletedIntro' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminEmailSettingsStateFragment, unknown>;
export const AdminOutgoingEmailFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOutgoingEmail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutgoingEmail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cause' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOutgoingEmailFragment, unknown>;
export const AdminMailchimpListFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminMailchimpList' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailchimpList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clickRate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMailchimpListFragment, unknown>;
export const AdminHireQuoteFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuoteFragment, unknown>;
export const AdminHireQuotePriceFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuotePriceFragment, unknown>;
export const AdminHireQuoteRevisionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuoteRevisionFragment, unknown>;
export const AdminHireFloorFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireFloorFragment, unknown>;
export const AdminHireQuoteDeskFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuoteDeskFragment, unknown>;
export const AdminHireSettingsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireSettings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDaysPerWeek' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekendRule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiverPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDepositPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDaysBeforeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteValidityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startReminderDaysBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiverExcess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReminderDaysBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankSortCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountNumber' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireSettingsFragment, unknown>;
export const AdminReturnFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturn' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lineId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundByTransfer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnFragment, unknown>;
export const HireCalendarFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireCalendarFeed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireCalendarFeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireCalendarFeed' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireCalendarFeed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireCalendarFeed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireCalendarFeedQuery, HireCalendarFeedQueryVariables>;
export const CreateHireCalendarFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateHireCalendarFeed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createHireCalendarFeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireCalendarFeed' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireCalendarFeed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireCalendarFeed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateHireCalendarFeedMutation, CreateHireCalendarFeedMutationVariables>;
export const RotateHireCalendarFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateHireCalendarFeed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateHireCalendarFeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireCalendarFeed' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireCalendarFeed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireCalendarFeed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateHireCalendarFeedMutation, RotateHireCalendarFeedMutationVariables>;
export const RevokeHireCalendarFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeHireCalendarFeed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeHireCalendarFeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireCalendarFeed' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireCalendarFeed' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireCalendarFeed' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeHireCalendarFeedMutation, RevokeHireCalendarFeedMutationVariables>;
export const AdminCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCategories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const CreateCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const HireUnitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireUnits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireUnits' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireUnit' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireUnit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'retiredReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireUnitsQuery, HireUnitsQueryVariables>;
export const AddHireUnitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddHireUnits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnitsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addHireUnits' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireUnit' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireUnit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'retiredReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddHireUnitsMutation, AddHireUnitsMutationVariables>;
export const SendHireUnitToRepairDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendHireUnitToRepair' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendHireUnitToRepair' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tag' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireUnit' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireUnit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'retiredReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendHireUnitToRepairMutation, SendHireUnitToRepairMutationVariables>;
export const ClearHireUnitRepairDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClearHireUnitRepair' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clearHireUnitRepair' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tag' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireUnit' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireUnit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'retiredReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClearHireUnitRepairMutation, ClearHireUnitRepairMutationVariables>;
export const RetireHireUnitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RetireHireUnit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retireHireUnit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tag' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireUnit' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireUnit' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'retiredReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RetireHireUnitMutation, RetireHireUnitMutationVariables>;
export const DispatchHireUnitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DispatchHireUnit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'early' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispatchHireUnit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tag' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'early' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'early' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DispatchHireUnitMutation, DispatchHireUnitMutationVariables>;
export const ReturnHireUnitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReturnHireUnits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'HireUnitReturnInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returnHireUnits' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReturnHireUnitsMutation, ReturnHireUnitsMutationVariables>;
export const HirePlanningDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HirePlanning' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hirePlanning' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitsInService' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'out' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'turnaround' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'shortDays' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bars' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'barsCut' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HirePlanningQuery, HirePlanningQueryVariables>;
export const HirePlanningBookingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HirePlanningBookings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hirePlanningBookings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'day' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HirePlanningBookingsQuery, HirePlanningBookingsQueryVariables>;
export const HireDaySheetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireDaySheet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireDaySheet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'day' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'goingOut' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminSheetBooking' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comingBack' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminSheetBooking' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminSheetBooking' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSheetBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitsBack' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireDaySheetQuery, HireDaySheetQueryVariables>;
export const AdminNewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminNews' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'news' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminNewsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminNewsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminNewsQuery, AdminNewsQueryVariables>;
export const CreateNewsItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateNewsItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItemInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createNewsItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminNewsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminNewsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateNewsItemMutation, CreateNewsItemMutationVariables>;
export const UpdateNewsItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateNewsItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItemInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNewsItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminNewsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminNewsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateNewsItemMutation, UpdateNewsItemMutationVariables>;
export const DeleteNewsItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteNewsItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteNewsItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteNewsItemMutation, DeleteNewsItemMutationVariables>;
export const AdminEmailSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminEmailSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emailSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminEmailSettingsState' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminEmailSettingsState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailSettingsState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'host' } },
                { kind: 'Field', name: { kind: 'Name', value: 'port' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secure' } },
                { kind: 'Field', name: { kind: 'Name', value: 'user' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pass' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectUnauthorized' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerOrderConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerOrderStatusUpdates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerHireQuoteConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerHireQuoteStatusUpdates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerCompanyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerContactEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerPhone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerVatNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerCompanyNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderConfirmationTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderConfirmationIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderShippedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderShippedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDeliveredTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDeliveredIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCancelledTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCancelledIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteConfirmationTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteConfirmationIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteApprovedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteApprovedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteRejectedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteRejectedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteCompletedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteCompletedIntro' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminEmailSettingsQuery, AdminEmailSettingsQueryVariables>;
export const SaveEmailSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveEmailSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveEmailSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminEmailSettingsState' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminEmailSettingsState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailSettingsState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'host' } },
                { kind: 'Field', name: { kind: 'Name', value: 'port' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secure' } },
                { kind: 'Field', name: { kind: 'Name', value: 'user' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pass' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectUnauthorized' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerOrderConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerOrderStatusUpdates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerHireQuoteConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sendCustomerHireQuoteStatusUpdates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerCompanyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerContactEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerPhone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerVatNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'footerCompanyNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderConfirmationTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderConfirmationIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderShippedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderShippedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDeliveredTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDeliveredIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCancelledTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCancelledIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteConfirmationTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteConfirmationIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteApprovedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteApprovedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteRejectedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteRejectedIntro' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteCompletedTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireQuoteCompletedIntro' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveEmailSettingsMutation, SaveEmailSettingsMutationVariables>;
export const SendTestEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendTestEmail' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendTestEmail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendTestEmailMutation, SendTestEmailMutationVariables>;
export const AdminEmailLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminEmailLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emailLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOutgoingEmail' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOutgoingEmail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutgoingEmail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cause' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminEmailLogQuery, AdminEmailLogQueryVariables>;
export const RetryEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RetryEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retryEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOutgoingEmail' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOutgoingEmail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutgoingEmail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cause' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RetryEmailMutation, RetryEmailMutationVariables>;
export const AdminMailchimpSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMailchimpSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailchimpSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'apiKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverPrefix' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultListId' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMailchimpSettingsQuery, AdminMailchimpSettingsQueryVariables>;
export const SaveMailchimpSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveMailchimpSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'apiKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultListId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveMailchimpSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'apiKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'apiKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultListId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultListId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveMailchimpSettingsMutation, SaveMailchimpSettingsMutationVariables>;
export const AdminMailchimpPingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMailchimpPing' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailchimpPing' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMailchimpPingQuery, AdminMailchimpPingQueryVariables>;
export const AdminMailchimpListsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMailchimpLists' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailchimpLists' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminMailchimpList' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminMailchimpList' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailchimpList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clickRate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMailchimpListsQuery, AdminMailchimpListsQueryVariables>;
export const AdminMailchimpTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMailchimpTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailchimpTags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMailchimpTagsQuery, AdminMailchimpTagsQueryVariables>;
export const AddMailchimpSubscriberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMailchimpSubscriber' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribeToNewsletter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alreadySubscribed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMailchimpSubscriberMutation, AddMailchimpSubscriberMutationVariables>;
export const CreateMailchimpSegmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMailchimpSegment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMailchimpSegment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMailchimpSegmentMutation, CreateMailchimpSegmentMutationVariables>;
export const AdminOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminOrderFilter' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderRow' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderDetail' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankTransfer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sortCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const UpdateOrderStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOrderStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'carrier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'carrierName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'trackingNumber' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deliveredOn' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOrderStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'carrier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'carrier' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'carrierName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'carrierName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'trackingNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'trackingNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deliveredOn' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deliveredOn' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderDetail' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankTransfer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sortCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const RecordBankTransferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordBankTransfer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordBankTransfer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reference' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderDetail' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankTransfer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sortCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordBankTransferMutation, RecordBankTransferMutationVariables>;
export const RecordTransferRefundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordTransferRefund' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordTransferRefund' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'returnId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'returnId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reference' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderDetail' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankTransfer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sortCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundDue' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordTransferRefundMutation, RecordTransferRefundMutationVariables>;
export const OrderSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderSettings' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderSettings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransferThreshold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransferHoldDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankSortCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundShippingOnWholeReturn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundShippingWhenFaulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderSettingsQuery, OrderSettingsQueryVariables>;
export const SaveOrderSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveOrderSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveOrderSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderSettings' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderSettings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransferThreshold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransferHoldDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankSortCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundShippingOnWholeReturn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundShippingWhenFaulty' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveOrderSettingsMutation, SaveOrderSettingsMutationVariables>;
export const AdminProductSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminProductSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SearchKind' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'q' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'EnumValue', value: 'relevance' },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '200' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'products' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductSearchQuery, AdminProductSearchQueryVariables>;
export const AdminProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminProducts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'items' },
            name: { kind: 'Name', value: 'adminProducts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const CreateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const AdminHireProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminHireProducts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'items' },
            name: { kind: 'Name', value: 'adminHireProducts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kitParts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireProductsQuery, AdminHireProductsQueryVariables>;
export const CreateHireProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateHireProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createHireProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kitParts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateHireProductMutation, CreateHireProductMutationVariables>;
export const UpdateHireProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateHireProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateHireProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kitParts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateHireProductMutation, UpdateHireProductMutationVariables>;
export const DeleteHireProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteHireProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteHireProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteHireProductMutation, DeleteHireProductMutationVariables>;
export const AdminHireQuotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminHireQuotes' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminHireQuotes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuotesQuery, AdminHireQuotesQueryVariables>;
export const HireQuoteItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireQuoteItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireQuoteItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quoteId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availability' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireQuoteItemsQuery, HireQuoteItemsQueryVariables>;
export const UpdateHireQuoteStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateHireQuoteStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'override' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateHireQuoteStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'override' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'override' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateHireQuoteStatusMutation, UpdateHireQuoteStatusMutationVariables>;
export const HireQuoteDeskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireQuoteDesk' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireQuoteDeskQuery, HireQuoteDeskQueryVariables>;
export const HireLineAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireLineAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireAvailability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'end' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireLineAvailabilityQuery, HireLineAvailabilityQueryVariables>;
export const SaveHireQuoteDraftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveHireQuoteDraft' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteDraftInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveHireQuoteDraft' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveHireQuoteDraftMutation, SaveHireQuoteDraftMutationVariables>;
export const SendHireQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendHireQuote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendHireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendHireQuoteMutation, SendHireQuoteMutationVariables>;
export const RecordHirePaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordHirePayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'HirePaymentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordHirePayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordHirePaymentMutation, RecordHirePaymentMutationVariables>;
export const CancelHireBookingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelHireBooking' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelHireBooking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteDesk' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuote' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overcommitOverride' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuotePrice' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hire' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDeposit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteRevision' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteRevision' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireFloor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireFloor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'units' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dispatchedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charge' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdueSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueBackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageCharge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateCharge' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireQuoteDesk' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptPath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hireLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rateOverrides' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fixedLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuotePrice' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireQuoteRevision' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptanceRefused' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shortfalls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decline' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
                { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancellation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireFloor' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelHireBookingMutation, CancelHireBookingMutationVariables>;
export const HireSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireSettings' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireSettings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDaysPerWeek' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekendRule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiverPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDepositPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDaysBeforeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteValidityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startReminderDaysBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiverExcess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReminderDaysBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankSortCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountNumber' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireSettingsQuery, HireSettingsQueryVariables>;
export const SaveHireSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveHireSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveHireSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminHireSettings' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminHireSettings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDaysPerWeek' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekendRule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiverPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingDepositPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDaysBeforeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteValidityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startReminderDaysBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'damageWaiverExcess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReminderDaysBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankSortCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankAccountNumber' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveHireSettingsMutation, SaveHireSettingsMutationVariables>;
export const AdminReturnsListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReturnsList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReturns' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReturn' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturn' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lineId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundByTransfer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnsListQuery, AdminReturnsListQueryVariables>;
export const ApproveOrderReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveOrderReturn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReturn' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturn' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lineId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundByTransfer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveOrderReturnMutation, ApproveOrderReturnMutationVariables>;
export const DeclineOrderReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeclineOrderReturn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'declineReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReturn' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturn' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lineId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundByTransfer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeclineOrderReturnMutation, DeclineOrderReturnMutationVariables>;
export const ReceiveOrderReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReceiveOrderReturn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lines' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReturnReceiptLineInput' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receiveReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lines' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lines' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReturn' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturn' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lineId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundByTransfer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceiveOrderReturnMutation, ReceiveOrderReturnMutationVariables>;
export const AdminMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminSignOutEverywhereDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSignOutEverywhere' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOutEverywhere' } }],
      },
    },
  ],
} as unknown as DocumentNode<AdminSignOutEverywhereMutation, AdminSignOutEverywhereMutationVariables>;
