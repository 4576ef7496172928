import type { GraphQLResolveInfo } from 'graphql';
import type { CartContext } from '../context';
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

export type Cart = {
  __typename?: 'Cart';
  /** The sum of the lines' quantities (the header badge). */
  itemCount: Scalars['Int']['output'];
  items: Array<CartItem>;
  sessionId: Scalars['String']['output'];
};

/** One line of a sales basket. */
export type CartItem = {
  __typename?: 'CartItem';
  /** ISO 8601 timestamp */
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Live from the catalog; null once the product is no longer sold (the line cannot be checked out). */
  product?: Maybe<Product>;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type CartSession = {
  __typename?: 'CartSession';
  sessionId: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a product, or raises the quantity of the line already holding it. CONFLICT 'Only N in stock'. */
  addToCart: CartItem;
  /**
   * The caller's basket session: the one this browser holds (its cookie), the signed-in user's, or a
   * new random one. On sign-in a guest basket is merged into the user's.
   */
  cartSession: CartSession;
  clearCart: Scalars['Boolean']['output'];
  removeCartItem: Scalars['Boolean']['output'];
  /** Sets a line's quantity; only through the line's own session (else NOT_FOUND). */
  updateCartItem: CartItem;
};

export type MutationAddToCartArgs = {
  productId: Scalars['Float']['input'];
  quantity: Scalars['Float']['input'];
  sessionId: Scalars['String']['input'];
};

export type MutationClearCartArgs = {
  sessionId: Scalars['String']['input'];
};

export type MutationRemoveCartItemArgs = {
  id: Scalars['Float']['input'];
};

export type MutationUpdateCartItemArgs = {
  id: Scalars['Float']['input'];
  quantity: Scalars['Float']['input'];
};

/** A product owned by the catalog, referenced by id: a basket line shows its live price and stock. */
export type Product = {
  __typename?: 'Product';
  id: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The basket of a session: empty until something is added. A basket linked to another user is NOT_FOUND. */
  cart: Cart;
};

export type QueryCartArgs = {
  sessionId: Scalars['String']['input'];
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
  Cart: ResolverTypeWrapper<Cart>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CartSession: ResolverTypeWrapper<CartSession>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Product: ResolverTypeWrapper<Product>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Cart: Cart;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  CartItem: CartItem;
  CartSession: CartSession;
  Mutation: Record<PropertyKey, never>;
  Float: Scalars['Float']['output'];
  Boolean: Scalars['Boolean']['output'];
  Product: Product;
  Query: Record<PropertyKey, never>;
};

export type CartResolvers<
  ContextType = CartContext,
  ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart'],
> = {
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemResolvers<
  ContextType = CartContext,
  ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartSessionResolvers<
  ContextType = CartContext,
  ParentType extends ResolversParentTypes['CartSession'] = ResolversParentTypes['CartSession'],
> = {
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = CartContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addToCart?: Resolver<
    ResolversTypes['CartItem'],
    ParentType,
    ContextType,
    RequireFields<MutationAddToCartArgs, 'productId' | 'quantity' | 'sessionId'>
  >;
  cartSession?: Resolver<ResolversTypes['CartSession'], ParentType, ContextType>;
  clearCart?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationClearCartArgs, 'sessionId'>
  >;
  removeCartItem?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveCartItemArgs, 'id'>
  >;
  updateCartItem?: Resolver<
    ResolversTypes['CartItem'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCartItemArgs, 'id' | 'quantity'>
  >;
};

export type ProductResolvers<
  ContextType = CartContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = CartContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'sessionId'>>;
};

export type Resolvers<ContextType = CartContext> = {
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartSession?: CartSessionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
