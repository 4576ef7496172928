import type { GraphQLResolveInfo } from 'graphql';
import type { QuoteLine } from '../dto';
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

export type HirePeriod = 'daily' | 'monthly' | 'weekly';

export type HireQuote = {
  __typename?: 'HireQuote';
  additionalNotes?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  customerPhone?: Maybe<Scalars['String']['output']>;
  deliveryAddress?: Maybe<Scalars['String']['output']>;
  deliveryCity?: Maybe<Scalars['String']['output']>;
  deliveryPostalCode?: Maybe<Scalars['String']['output']>;
  deliveryRequired: Scalars['Boolean']['output'];
  endDate: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  installationRequired: Scalars['Boolean']['output'];
  itemCount: Scalars['Int']['output'];
  items: Array<HireQuoteItem>;
  overcommitOverride?: Maybe<OvercommitOverride>;
  /** When the quote went to the hire desk (submitted, or complete after a quiet period). */
  requestedAt?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['String']['output'];
  status: HireQuoteStatus;
  /** Sum of the line totals. */
  totalValue: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
  userId?: Maybe<Scalars['Int']['output']>;
  version: Scalars['Int']['output'];
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

export type HireQuoteStatus = 'approved' | 'completed' | 'pending' | 'rejected';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a line: for the quote's creator (token) for a short while, or an admin, while it is pending. */
  addHireQuoteItem: HireQuoteItem;
  /** A quote request from anyone; a signed-in customer's carries their user id. */
  createHireQuote: CreatedHireQuote;
  /** Sends a quote with its lines to the hire desk now (HireQuoteRequested); later calls change nothing. */
  submitHireQuote: HireQuote;
  /**
   * Sets the status (admin only; any of the four from any). Approving checks availability for the
   * quote's dates: CONFLICT naming each short line, unless override is true, which is recorded.
   */
  updateHireQuoteStatus: HireQuote;
};

export type MutationAddHireQuoteItemArgs = {
  input: HireQuoteItemInput;
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCreateHireQuoteArgs = {
  input: HireQuoteInput;
};

export type MutationSubmitHireQuoteArgs = {
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateHireQuoteStatusArgs = {
  id: Scalars['Int']['input'];
  override?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** A quote's lines: for an admin, its signed-in owner, or the browser holding its token (or token). */
  hireQuoteItems: Array<HireQuoteItem>;
  /** The signed-in customer's quotes, newest first. */
  myHireQuotes: Array<HireQuote>;
};

export type QueryHireAvailabilityArgs = {
  end: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  start: Scalars['String']['input'];
};

export type QueryHireQuoteItemsArgs = {
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
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
  HireAvailability: ResolverTypeWrapper<HireAvailability>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  HirePeriod: HirePeriod;
  HireQuote: ResolverTypeWrapper<Omit<HireQuote, 'items'> & { items: Array<ResolversTypes['HireQuoteItem']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HireQuoteInput: HireQuoteInput;
  HireQuoteItem: ResolverTypeWrapper<QuoteLine>;
  HireQuoteItemInput: HireQuoteItemInput;
  HireQuoteStatus: HireQuoteStatus;
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
  HireAvailability: HireAvailability;
  Int: Scalars['Int']['output'];
  HireQuote: Omit<HireQuote, 'items'> & { items: Array<ResolversParentTypes['HireQuoteItem']> };
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  HireQuoteInput: HireQuoteInput;
  HireQuoteItem: QuoteLine;
  HireQuoteItemInput: HireQuoteItemInput;
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

export type HireQuoteResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['HireQuote'] = ResolversParentTypes['HireQuote'],
> = {
  additionalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HireQuoteItem']>, ParentType, ContextType>;
  overcommitOverride?: Resolver<Maybe<ResolversTypes['OvercommitOverride']>, ParentType, ContextType>;
  requestedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HireQuoteStatus'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type MutationResolvers<
  ContextType = HireContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addHireQuoteItem?: Resolver<
    ResolversTypes['HireQuoteItem'],
    ParentType,
    ContextType,
    RequireFields<MutationAddHireQuoteItemArgs, 'input' | 'quoteId'>
  >;
  createHireQuote?: Resolver<
    ResolversTypes['CreatedHireQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateHireQuoteArgs, 'input'>
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
  hireQuoteItems?: Resolver<
    Array<ResolversTypes['HireQuoteItem']>,
    ParentType,
    ContextType,
    RequireFields<QueryHireQuoteItemsArgs, 'quoteId'>
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
  HireAvailability?: HireAvailabilityResolvers<ContextType>;
  HireQuote?: HireQuoteResolvers<ContextType>;
  HireQuoteItem?: HireQuoteItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OvercommitOverride?: OvercommitOverrideResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteItemProduct?: QuoteItemProductResolvers<ContextType>;
  QuoteShortfall?: QuoteShortfallResolvers<ContextType>;
};
