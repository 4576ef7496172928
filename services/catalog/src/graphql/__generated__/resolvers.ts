import type { GraphQLResolveInfo } from 'graphql';
import type { ProductDto } from '../dto';
import type { SubgraphContext } from '@shop/kit';
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

/** A category owned by the content service, referenced by id. */
export type Category = {
  __typename?: 'Category';
  id: Scalars['Int']['output'];
};

export type HireImportResult = {
  __typename?: 'HireImportResult';
  imported: Scalars['Int']['output'];
  /** One entry per valid row: inserted, or why not (e.g. a duplicate slug). */
  insertResults: Array<ImportInsertResult>;
  /** Rows refused by validation, each with all of its errors. */
  invalidDetails: Array<ImportRowError>;
  total: Scalars['Int']['output'];
};

export type ImportInsertResult = {
  __typename?: 'ImportInsertResult';
  id?: Maybe<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  product: ImportRowProduct;
  status: Scalars['String']['output'];
};

export type ImportRowError = {
  __typename?: 'ImportRowError';
  errors: Array<Scalars['String']['output']>;
  /** 1-based data row number (the header row is not counted). */
  index: Scalars['Int']['output'];
  product: ImportRowProduct;
};

export type ImportRowProduct = {
  __typename?: 'ImportRowProduct';
  name?: Maybe<Scalars['String']['output']>;
};

export type KitPart = {
  __typename?: 'KitPart';
  /** The part, while it is in the catalogue. */
  product?: Maybe<Product>;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type KitPartInput = {
  productId?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createHireProduct: Product;
  createProduct: Product;
  deleteHireProduct: Scalars['Boolean']['output'];
  deleteProduct: Scalars['Boolean']['output'];
  importHireProducts: HireImportResult;
  importProducts: ProductImportResult;
  /** CONFLICT when expectedVersion is given and the item has changed since. */
  updateHireProduct: Product;
  /** CONFLICT when expectedVersion is given and the product has changed since. */
  updateProduct: Product;
};

export type MutationCreateHireProductArgs = {
  input: ProductInput;
};

export type MutationCreateProductArgs = {
  input: ProductInput;
};

export type MutationDeleteHireProductArgs = {
  id: Scalars['Int']['input'];
};

export type MutationDeleteProductArgs = {
  id: Scalars['Int']['input'];
};

export type MutationImportHireProductsArgs = {
  csv: Scalars['String']['input'];
};

export type MutationImportProductsArgs = {
  csv: Scalars['String']['input'];
};

export type MutationUpdateHireProductArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  input: ProductInput;
};

export type MutationUpdateProductArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  input: ProductInput;
};

/** A product for sale, or hire equipment when isHireItem is true. Money in GBP with two decimals. */
export type Product = {
  __typename?: 'Product';
  category?: Maybe<Category>;
  categoryId: Scalars['Int']['output'];
  /** Admin only: units reserved by orders not yet shipped. */
  committed: Scalars['Int']['output'];
  compareAtPrice?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['String']['output'];
  customShippingCost?: Maybe<Scalars['Float']['output']>;
  deliveryAvailable: Scalars['Boolean']['output'];
  deliveryPrice?: Maybe<Scalars['Float']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** H + id padded to 4 digits */
  hireId: Scalars['String']['output'];
  hirePriceDaily?: Maybe<Scalars['Float']['output']>;
  hirePriceMonthly?: Maybe<Scalars['Float']['output']>;
  hirePriceWeekly?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  installationAvailable: Scalars['Boolean']['output'];
  installationPrice?: Maybe<Scalars['Float']['output']>;
  isHireItem: Scalars['Boolean']['output'];
  isLargeHeavy: Scalars['Boolean']['output'];
  isLimited: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isOnSale: Scalars['Boolean']['output'];
  /** A kit's contents (empty: not a kit). A kit has no units of its own; its parts' units go out. */
  kitParts: Array<KitPart>;
  name: Scalars['String']['output'];
  /** Admin only: units the shop holds (an input's stock sets it). */
  onHand: Scalars['Int']['output'];
  /** What the hire equipment needs from the venue's mains, e.g. 2 x 16 A single phase. */
  powerRequirement?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  rating?: Maybe<Scalars['Float']['output']>;
  /** Same category, this one excluded, at most 4 by default. */
  related: Array<Product>;
  reviewCount: Scalars['Int']['output'];
  /** The refundable security deposit per unit in GBP; null: the hire settings' percentage of the hire. */
  securityDeposit?: Maybe<Scalars['Float']['output']>;
  /** P + id padded to 4 digits */
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Units the shop can sell now: on hand less committed. */
  stock: Scalars['Int']['output'];
  /** Days a returned hire unit is out of service (checked and cleaned) before its next hire. */
  turnaroundDays: Scalars['Int']['output'];
  /** Moves on with every change (stock included); send it back as expectedVersion when updating. */
  version: Scalars['Int']['output'];
};

/** A product for sale, or hire equipment when isHireItem is true. Money in GBP with two decimals. */
export type ProductRelatedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductImportResult = {
  __typename?: 'ProductImportResult';
  errors: Scalars['Int']['output'];
  insertResults: Array<ImportInsertResult>;
  inserted: Scalars['Int']['output'];
  invalidDetails: Array<ImportRowError>;
  total: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** Admin only. */
  adminHireProducts: Array<Product>;
  /** Admin only. */
  adminProducts: Array<Product>;
  /** NOT_FOUND when missing. */
  hireProduct: Product;
  /** Admin only. */
  hireProductTemplateCsv: Scalars['String']['output'];
  /** A category as for products. */
  hireProducts: Array<Product>;
  /** By slug or numeric id; NOT_FOUND when missing. */
  product: Product;
  /** Admin only: CSV header plus one example row. */
  productTemplateCsv: Scalars['String']['output'];
  /**
   * Products for sale. A category, by categoryId or categorySlug (one of them), includes its children; an unknown
   * categorySlug lists nothing. q searches name, slug and description.
   */
  products: Array<Product>;
};

export type QueryHireProductArgs = {
  slug: Scalars['String']['input'];
};

export type QueryHireProductsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryProductArgs = {
  slugOrId: Scalars['String']['input'];
};

export type QueryProductsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
  reference: TReference,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };

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

/** Mapping of federation types */
export type FederationTypes = {
  Product: Product;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Product: { __typename: 'Product' } & GraphQLRecursivePick<FederationTypes['Product'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Category: ResolverTypeWrapper<Category>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  HireImportResult: ResolverTypeWrapper<HireImportResult>;
  ImportInsertResult: ResolverTypeWrapper<ImportInsertResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ImportRowError: ResolverTypeWrapper<ImportRowError>;
  ImportRowProduct: ResolverTypeWrapper<ImportRowProduct>;
  KitPart: ResolverTypeWrapper<Omit<KitPart, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  KitPartInput: KitPartInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Product: ResolverTypeWrapper<ProductDto>;
  ProductImportResult: ResolverTypeWrapper<ProductImportResult>;
  ProductInput: ProductInput;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Category: Category;
  Int: Scalars['Int']['output'];
  HireImportResult: HireImportResult;
  ImportInsertResult: ImportInsertResult;
  String: Scalars['String']['output'];
  ImportRowError: ImportRowError;
  ImportRowProduct: ImportRowProduct;
  KitPart: Omit<KitPart, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  KitPartInput: KitPartInput;
  Float: Scalars['Float']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  Product: ProductDto;
  ProductImportResult: ProductImportResult;
  ProductInput: ProductInput;
  Query: Record<PropertyKey, never>;
};

export type CategoryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HireImportResultResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['HireImportResult'] = ResolversParentTypes['HireImportResult'],
> = {
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  insertResults?: Resolver<Array<ResolversTypes['ImportInsertResult']>, ParentType, ContextType>;
  invalidDetails?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportInsertResultResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ImportInsertResult'] = ResolversParentTypes['ImportInsertResult'],
> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ImportRowProduct'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportRowErrorResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ImportRowError'] = ResolversParentTypes['ImportRowError'],
> = {
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ImportRowProduct'], ParentType, ContextType>;
};

export type ImportRowProductResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ImportRowProduct'] = ResolversParentTypes['ImportRowProduct'],
> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KitPartResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['KitPart'] = ResolversParentTypes['KitPart'],
> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  createHireProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateHireProductArgs, 'input'>
  >;
  createProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductArgs, 'input'>
  >;
  deleteHireProduct?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteHireProductArgs, 'id'>
  >;
  deleteProduct?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductArgs, 'id'>
  >;
  importHireProducts?: Resolver<
    ResolversTypes['HireImportResult'],
    ParentType,
    ContextType,
    RequireFields<MutationImportHireProductsArgs, 'csv'>
  >;
  importProducts?: Resolver<
    ResolversTypes['ProductImportResult'],
    ParentType,
    ContextType,
    RequireFields<MutationImportProductsArgs, 'csv'>
  >;
  updateHireProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateHireProductArgs, 'id' | 'input'>
  >;
  updateProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductArgs, 'id' | 'input'>
  >;
};

export type ProductResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
  FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Product']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  committed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customShippingCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deliveryAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hireId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hirePriceDaily?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hirePriceMonthly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hirePriceWeekly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installationAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  installationPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isHireItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLargeHeavy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLimited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kitParts?: Resolver<Array<ResolversTypes['KitPart']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  powerRequirement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  related?: Resolver<
    Array<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<ProductRelatedArgs, 'limit'>
  >;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  securityDeposit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turnaroundDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductImportResultResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ProductImportResult'] = ResolversParentTypes['ProductImportResult'],
> = {
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  insertResults?: Resolver<Array<ResolversTypes['ImportInsertResult']>, ParentType, ContextType>;
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalidDetails?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  adminHireProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  adminProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  hireProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<QueryHireProductArgs, 'slug'>
  >;
  hireProductTemplateCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryHireProductsArgs>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'slugOrId'>>;
  productTemplateCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductsArgs>>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  Category?: CategoryResolvers<ContextType>;
  HireImportResult?: HireImportResultResolvers<ContextType>;
  ImportInsertResult?: ImportInsertResultResolvers<ContextType>;
  ImportRowError?: ImportRowErrorResolvers<ContextType>;
  ImportRowProduct?: ImportRowProductResolvers<ContextType>;
  KitPart?: KitPartResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductImportResult?: ProductImportResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
