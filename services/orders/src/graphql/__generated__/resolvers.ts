import type { GraphQLResolveInfo } from 'graphql';
import type { SubgraphContext } from '@shop/kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

/**
 * What the checkout offers: bank transfer for orders of bankTransferThreshold (GBP) or more (null when not offered),
 * and PayPal when the shop has turned it on in its Payments settings.
 */
export type CheckoutOptions = {
  __typename?: 'CheckoutOptions';
  bankTransferThreshold?: Maybe<Scalars['Float']['output']>;
  paypal: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Approves a requested return (admin only): the customer is emailed the returns address and its reference. */
  approveReturn: OrderReturn;
  /** Declines a requested return with a reason, emailed to the customer (admin only). */
  declineReturn: OrderReturn;
  /**
   * Stripe's payment page for the signed-in customer's pending order, once its stock is reserved: the same page while
   * it is open, a new one after a decline. CONFLICT while the stock is being reserved or once the order is paid or
   * cancelled; SERVICE_UNAVAILABLE while payments cannot be reached.
   */
  payOrder: OrderCheckout;
  /**
   * Places the signed-in customer's order at the catalog's prices. CONFLICT when the payload's total
   * is not the shop's. The same idempotencyKey returns the first order instead of placing another.
   */
  placeOrder: Order;
  /**
   * Records an approved return's parcel as received (admin only), each line back to stock or written off, and asks
   * payments for its refund.
   */
  receiveReturn: OrderReturn;
  /**
   * Records a bank-transfer order's money received (admin only): amount (GBP) must be the order's total (INVALID
   * naming amount otherwise), reference is the admin's (e.g. the bank statement line). The order moves on to
   * processing and the customer is emailed their confirmation; recording it again changes nothing. CONFLICT when the
   * order is not paid by bank transfer or no longer waits for it.
   */
  recordBankTransfer: Order;
  /**
   * Records a refund of a bank-transfer order sent back by bank transfer (admin only): a received return's (returnId),
   * which is then refunded, or the whole of a cancelled or refunded order's transfer (no returnId). amount (GBP) is
   * what is due unless given, never more (INVALID naming amount); reference is the admin's (the bank statement line).
   * Payments issues the credit note against the order's invoice; recording it again changes nothing. CONFLICT when
   * the order was not paid by bank transfer, its transfer was never received, or nothing is due.
   */
  recordTransferRefund: Order;
  /**
   * Asks to return lines of the signed-in customer's delivered order, within the returns window after delivery:
   * CONFLICT after it (saying the day it closed), BAD_USER_INPUT naming the line for more than is left of it.
   */
  requestReturn: OrderReturn;
  /** Saves the shop's order settings (admin only); INVALID naming the field. */
  saveOrderSettings: OrderSettings;
  /**
   * Moves an order along its status machine (admin only); CONFLICT naming the allowed next statuses. With shipped:
   * the carrier (royal-mail, dpd, dhl, ups, parcelforce, evri, or other with carrierName) and the tracking number.
   * With delivered: deliveredOn (YYYY-MM-DD, today when left out; not in the future nor before it shipped).
   */
  updateOrderStatus: Order;
};

export type MutationApproveReturnArgs = {
  id: Scalars['String']['input'];
};

export type MutationDeclineReturnArgs = {
  id: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPayOrderArgs = {
  id: Scalars['Int']['input'];
};

export type MutationPlaceOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PlaceOrderInput;
};

export type MutationReceiveReturnArgs = {
  id: Scalars['String']['input'];
  lines?: InputMaybe<Array<ReturnReceiptLineInput>>;
};

export type MutationRecordBankTransferArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRecordTransferRefundArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  returnId?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRequestReturnArgs = {
  lines?: InputMaybe<Array<ReturnLineInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSaveOrderSettingsArgs = {
  input: OrderSettingsInput;
};

export type MutationUpdateOrderStatusArgs = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  carrierName?: InputMaybe<Scalars['String']['input']>;
  deliveredOn?: InputMaybe<Scalars['String']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  status: Scalars['String']['input'];
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type Order = {
  __typename?: 'Order';
  /** The shop's bank details and the order's reference, for an order paid by bank transfer. */
  bankTransfer?: Maybe<OrderBankTransfer>;
  /** Why the order was cancelled, e.g. a line the shop could not supply. */
  cancellationReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  customerPhone?: Maybe<Scalars['String']['output']>;
  /** The UK day (YYYY-MM-DD) the order was delivered: the returns window runs from it. */
  deliveredOn?: Maybe<Scalars['String']['output']>;
  history: Array<OrderHistoryLine>;
  id: Scalars['Int']['output'];
  items: Array<OrderItem>;
  /** The statuses an admin may move the order to next. */
  nextStatuses: Array<OrderStatus>;
  notes?: Maybe<Scalars['String']['output']>;
  /** Why the last card tried on Stripe's page was declined, while the order can still be paid. */
  paymentFailure?: Maybe<Scalars['String']['output']>;
  paymentId?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  /**
   * Where the order's payment is: awaiting-stock, awaiting-payment, declined, paid, refund-pending, refunded or unpaid.
   * The status stays pending until Stripe's webhook confirms the payment.
   */
  paymentState: Scalars['String']['output'];
  /** What Stripe has confirmed refunded of the order's payments, in GBP. */
  refunded: Scalars['Float']['output'];
  returns: Array<OrderReturn>;
  /** The last UK day (YYYY-MM-DD) a return may be asked for; null until delivered. */
  returnsCloseOn?: Maybe<Scalars['String']['output']>;
  /** The carrier and tracking number the admin entered when the order shipped. */
  shipment?: Maybe<OrderShipment>;
  /** When the order was marked shipped. */
  shippedAt?: Maybe<Scalars['String']['output']>;
  shippingAddress: Scalars['String']['output'];
  shippingCity: Scalars['String']['output'];
  shippingCost: Scalars['Float']['output'];
  shippingCountry: Scalars['String']['output'];
  shippingPostalCode: Scalars['String']['output'];
  shippingState: Scalars['String']['output'];
  status: OrderStatus;
  subtotal: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
  vat: Scalars['Float']['output'];
  /** Moves on with every change; send it back as expectedVersion when changing the status. */
  version: Scalars['Int']['output'];
};

/** Where to pay an order placed by bank transfer, and the transfer once an admin records it received. Money in GBP. */
export type OrderBankTransfer = {
  __typename?: 'OrderBankTransfer';
  accountName: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  /** When the stock is released if no transfer has been recorded (ISO time); null until the stock is reserved. */
  payBy?: Maybe<Scalars['String']['output']>;
  received?: Maybe<Scalars['Float']['output']>;
  /** When an admin recorded the transfer received. */
  receivedAt?: Maybe<Scalars['String']['output']>;
  /** The admin's reference for the transfer. */
  receivedReference?: Maybe<Scalars['String']['output']>;
  /** What the customer quotes with their transfer, SHP-<order id>. */
  reference: Scalars['String']['output'];
  /** What is due back by bank transfer for the cancelled or refunded order as a whole (GBP); null when nothing is. */
  refundDue?: Maybe<Scalars['Float']['output']>;
  /** Six digits, 12-34-56. */
  sortCode: Scalars['String']['output'];
};

/** Stripe's payment page for an order: send the customer to checkoutUrl. */
export type OrderCheckout = {
  __typename?: 'OrderCheckout';
  checkoutUrl: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
};

/** One step of the order's life after the sale. */
export type OrderHistoryLine = {
  __typename?: 'OrderHistoryLine';
  at: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** One line of an order, at the price the shop charged. Money in GBP with two decimals. */
export type OrderItem = {
  __typename?: 'OrderItem';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  product: OrderItemProduct;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** How many of the line can still be asked back: bought, less what returns not declined hold. */
  returnable: Scalars['Int']['output'];
};

export type OrderItemInput = {
  price?: InputMaybe<Scalars['Float']['input']>;
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

/** The product as it was when the order was placed. */
export type OrderItemProduct = {
  __typename?: 'OrderItemProduct';
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A return of some of an order's lines: requested, approved or declined, received, then refunded. */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  decidedAt?: Maybe<Scalars['String']['output']>;
  declineReason?: Maybe<Scalars['String']['output']>;
  /** Its reference, RMA-<order>-<n>: the customer marks the parcel with it. */
  id: Scalars['String']['output'];
  lines: Array<OrderReturnLine>;
  note?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['Int']['output'];
  /** changed-mind, faulty, not-as-described, wrong-item or other. */
  reason: Scalars['String']['output'];
  receivedAt?: Maybe<Scalars['String']['output']>;
  /** What is refunded for it (GBP), once received: the lines with VAT, plus shipping when it is refunded with it. */
  refund?: Maybe<Scalars['Float']['output']>;
  /** The order was paid by bank transfer: the refund is sent back by the shop's transfer and recorded by the admin. */
  refundByTransfer: Scalars['Boolean']['output'];
  /** When Stripe confirmed the refund, or the admin recorded it sent by bank transfer. */
  refundedAt?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['String']['output'];
  /** Where to send the parcel, once approved. */
  returnsAddress?: Maybe<Scalars['String']['output']>;
  /** The part of refund that is the order's shipping. */
  shippingRefund?: Maybe<Scalars['Float']['output']>;
  /** requested, approved, declined, received or refunded. */
  status: Scalars['String']['output'];
};

/** A line of a return, at the price it was sold for (GBP). */
export type OrderReturnLine = {
  __typename?: 'OrderReturnLine';
  lineId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Once received: restock (back on hand) or write-off (damaged). */
  outcome?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

/**
 * The shop's order settings (admin): bank transfer is offered for orders of bankTransferThreshold (GBP) or more once
 * the bank details are set, and their stock is held bankTransferHoldDays for the transfer. Returns may be asked for
 * returnWindowDays after delivery, are approved with returnsAddress, and refund the order's shipping as the two rules say.
 */
export type OrderSettings = {
  __typename?: 'OrderSettings';
  bankAccountName: Scalars['String']['output'];
  bankAccountNumber: Scalars['String']['output'];
  bankSortCode: Scalars['String']['output'];
  bankTransferHoldDays: Scalars['Int']['output'];
  bankTransferThreshold: Scalars['Float']['output'];
  /** Whether the order's shipping is refunded when a return completes the return of the whole order (default true). */
  refundShippingOnWholeReturn: Scalars['Boolean']['output'];
  /** Whether the order's shipping is refunded with a return of faulty items (default true). */
  refundShippingWhenFaulty: Scalars['Boolean']['output'];
  /** Days after the delivered day a return may be asked for (1 to 365, default 30). */
  returnWindowDays: Scalars['Int']['output'];
  /** Where approved returns are sent, one line per line of the address; empty until set, and no return is approved then. */
  returnsAddress: Scalars['String']['output'];
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

/** How the order was sent: the carrier and the parcel's tracking number. */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  /** royal-mail, dpd, dhl, ups, parcelforce, evri or other. */
  carrier: Scalars['String']['output'];
  /** The carrier's name as the customer reads it (the name the admin typed for other). */
  carrierName: Scalars['String']['output'];
  trackingNumber: Scalars['String']['output'];
  /** The carrier's public tracking page for the parcel; null for other. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type OrderStatus = 'cancelled' | 'completed' | 'delivered' | 'pending' | 'processing' | 'refunded' | 'shipped';

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

export type Query = {
  __typename?: 'Query';
  adminOrder: Order;
  /** Orders for the admin, newest first, filtered and paginated on the server. */
  adminOrders: OrderPage;
  /** Returns for the admin, newest request first (100 at most), by status when given. */
  adminReturns: Array<OrderReturn>;
  /** What the checkout offers, for anyone. */
  checkoutOptions: CheckoutOptions;
  /** The signed-in customer's orders, newest first. */
  myOrders: Array<Order>;
  /** One order: its owner or an admin only; NOT_FOUND for anyone else. */
  order: Order;
  /** The shop's order settings (admin only). */
  orderSettings: OrderSettings;
};

export type QueryAdminOrderArgs = {
  id: Scalars['Int']['input'];
};

export type QueryAdminOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
};

export type QueryAdminReturnsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};

export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
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
  AdminOrderFilter: AdminOrderFilter;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CheckoutOptions: ResolverTypeWrapper<CheckoutOptions>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  OrderBankTransfer: ResolverTypeWrapper<OrderBankTransfer>;
  OrderCheckout: ResolverTypeWrapper<OrderCheckout>;
  OrderHistoryLine: ResolverTypeWrapper<OrderHistoryLine>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderItemInput: OrderItemInput;
  OrderItemProduct: ResolverTypeWrapper<OrderItemProduct>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderReturn: ResolverTypeWrapper<OrderReturn>;
  OrderReturnLine: ResolverTypeWrapper<OrderReturnLine>;
  OrderSettings: ResolverTypeWrapper<OrderSettings>;
  OrderSettingsInput: OrderSettingsInput;
  OrderShipment: ResolverTypeWrapper<OrderShipment>;
  OrderStatus: OrderStatus;
  PlaceOrderInput: PlaceOrderInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReturnLineInput: ReturnLineInput;
  ReturnReceiptLineInput: ReturnReceiptLineInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminOrderFilter: AdminOrderFilter;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  CheckoutOptions: CheckoutOptions;
  Float: Scalars['Float']['output'];
  Boolean: Scalars['Boolean']['output'];
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  OrderBankTransfer: OrderBankTransfer;
  OrderCheckout: OrderCheckout;
  OrderHistoryLine: OrderHistoryLine;
  OrderItem: OrderItem;
  OrderItemInput: OrderItemInput;
  OrderItemProduct: OrderItemProduct;
  OrderPage: OrderPage;
  OrderReturn: OrderReturn;
  OrderReturnLine: OrderReturnLine;
  OrderSettings: OrderSettings;
  OrderSettingsInput: OrderSettingsInput;
  OrderShipment: OrderShipment;
  PlaceOrderInput: PlaceOrderInput;
  Query: Record<PropertyKey, never>;
  ReturnLineInput: ReturnLineInput;
  ReturnReceiptLineInput: ReturnReceiptLineInput;
};

export type CheckoutOptionsResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['CheckoutOptions'] = ResolversParentTypes['CheckoutOptions'],
> = {
  bankTransferThreshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  paypal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  approveReturn?: Resolver<
    ResolversTypes['OrderReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveReturnArgs, 'id'>
  >;
  declineReturn?: Resolver<
    ResolversTypes['OrderReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineReturnArgs, 'id'>
  >;
  payOrder?: Resolver<
    ResolversTypes['OrderCheckout'],
    ParentType,
    ContextType,
    RequireFields<MutationPayOrderArgs, 'id'>
  >;
  placeOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationPlaceOrderArgs, 'input'>
  >;
  receiveReturn?: Resolver<
    ResolversTypes['OrderReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationReceiveReturnArgs, 'id'>
  >;
  recordBankTransfer?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordBankTransferArgs, 'id'>
  >;
  recordTransferRefund?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordTransferRefundArgs, 'id'>
  >;
  requestReturn?: Resolver<
    ResolversTypes['OrderReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestReturnArgs, 'orderId'>
  >;
  saveOrderSettings?: Resolver<
    ResolversTypes['OrderSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveOrderSettingsArgs, 'input'>
  >;
  updateOrderStatus?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOrderStatusArgs, 'id' | 'status'>
  >;
};

export type OrderResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  bankTransfer?: Resolver<Maybe<ResolversTypes['OrderBankTransfer']>, ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryLine']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  returnsCloseOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['OrderShipment']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingPostalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderBankTransferResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderBankTransfer'] = ResolversParentTypes['OrderBankTransfer'],
> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  received?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundDue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderCheckoutResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderCheckout'] = ResolversParentTypes['OrderCheckout'],
> = {
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderHistoryLineResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderHistoryLine'] = ResolversParentTypes['OrderHistoryLine'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['OrderItemProduct'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderItemProductResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderItemProduct'] = ResolversParentTypes['OrderItemProduct'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderReturnResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn'],
> = {
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderReturnLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refundByTransfer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnsAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingRefund?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderReturnLineResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderReturnLine'] = ResolversParentTypes['OrderReturnLine'],
> = {
  lineId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderSettingsResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderSettings'] = ResolversParentTypes['OrderSettings'],
> = {
  bankAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankSortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankTransferHoldDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankTransferThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundShippingOnWholeReturn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundShippingWhenFaulty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnWindowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnsAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderShipmentResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment'],
> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  adminOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryAdminOrderArgs, 'id'>>;
  adminOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  adminReturns?: Resolver<
    Array<ResolversTypes['OrderReturn']>,
    ParentType,
    ContextType,
    Partial<QueryAdminReturnsArgs>
  >;
  checkoutOptions?: Resolver<ResolversTypes['CheckoutOptions'], ParentType, ContextType>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderSettings?: Resolver<ResolversTypes['OrderSettings'], ParentType, ContextType>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  CheckoutOptions?: CheckoutOptionsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderBankTransfer?: OrderBankTransferResolvers<ContextType>;
  OrderCheckout?: OrderCheckoutResolvers<ContextType>;
  OrderHistoryLine?: OrderHistoryLineResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemProduct?: OrderItemProductResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  OrderReturnLine?: OrderReturnLineResolvers<ContextType>;
  OrderSettings?: OrderSettingsResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
