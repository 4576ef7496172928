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

export type Mutation = {
  __typename?: 'Mutation';
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
   * Moves an order along its status machine (admin only); CONFLICT naming the allowed next statuses. With shipped:
   * the carrier (royal-mail, dpd, dhl, ups, parcelforce, evri, or other with carrierName) and the tracking number.
   * With delivered: deliveredOn (YYYY-MM-DD, today when left out; not in the future nor before it shipped).
   */
  updateOrderStatus: Order;
};

export type MutationPayOrderArgs = {
  id: Scalars['Int']['input'];
};

export type MutationPlaceOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PlaceOrderInput;
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
  /** Why the order was cancelled, e.g. a line the shop could not supply. */
  cancellationReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  customerPhone?: Maybe<Scalars['String']['output']>;
  /** The UK day (YYYY-MM-DD) the order was delivered: the returns window runs from it. */
  deliveredOn?: Maybe<Scalars['String']['output']>;
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

/** Stripe's payment page for an order: send the customer to checkoutUrl. */
export type OrderCheckout = {
  __typename?: 'OrderCheckout';
  checkoutUrl: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
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
  /** The signed-in customer's orders, newest first. */
  myOrders: Array<Order>;
  /** One order: its owner or an admin only; NOT_FOUND for anyone else. */
  order: Order;
};

export type QueryAdminOrderArgs = {
  id: Scalars['Int']['input'];
};

export type QueryAdminOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
};

export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OrderCheckout: ResolverTypeWrapper<OrderCheckout>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderItemInput: OrderItemInput;
  OrderItemProduct: ResolverTypeWrapper<OrderItemProduct>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderShipment: ResolverTypeWrapper<OrderShipment>;
  OrderStatus: OrderStatus;
  PlaceOrderInput: PlaceOrderInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminOrderFilter: AdminOrderFilter;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  Float: Scalars['Float']['output'];
  OrderCheckout: OrderCheckout;
  OrderItem: OrderItem;
  OrderItemInput: OrderItemInput;
  OrderItemProduct: OrderItemProduct;
  OrderPage: OrderPage;
  OrderShipment: OrderShipment;
  PlaceOrderInput: PlaceOrderInput;
  Query: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
};

export type MutationResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
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
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type OrderCheckoutResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OrderCheckout'] = ResolversParentTypes['OrderCheckout'],
> = {
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCheckout?: OrderCheckoutResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemProduct?: OrderItemProductResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
