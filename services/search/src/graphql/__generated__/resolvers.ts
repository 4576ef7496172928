import type { GraphQLResolveInfo } from 'graphql';
import type { ProductRef } from '../dto';
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

export type CategoryFacet = {
  __typename?: 'CategoryFacet';
  categoryId: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type CategorySuggestion = {
  __typename?: 'CategorySuggestion';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type PriceBandFacet = {
  __typename?: 'PriceBandFacet';
  count: Scalars['Int']['output'];
  /** The key a search filters on (priceBand). */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A product owned by the catalog service, referenced by id: its fields come from the catalog. */
export type Product = {
  __typename?: 'Product';
  id: Scalars['Int']['output'];
};

/** A page of a product search, with the facets of every result (each counted without its own filter). */
export type ProductSearch = {
  __typename?: 'ProductSearch';
  /** The query with unknown words replaced by the nearest indexed ones; null when nothing needed correcting. */
  didYouMean?: Maybe<Scalars['String']['output']>;
  facets: SearchFacets;
  /** The page, best first. Null for a product deleted since the index last heard of it (the catalog no longer has it). */
  products: Array<Maybe<Product>>;
  /** Results after the filters, before paging. */
  total: Scalars['Int']['output'];
};

export type ProductSuggestion = {
  __typename?: 'ProductSuggestion';
  id: Scalars['Int']['output'];
  kind: SearchKind;
  name: Scalars['String']['output'];
  /** As the product's page shows it: P0012, or H0012 for hire equipment. */
  reference: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Products by the words typed, in any order, with typos, plurals, SKUs (P0012) and hire ids (H0012); no words
   * browses everything. A category includes those under it. limit: 24 unless given, at most 200; offset at most
   * 10,000. priceBand: under-100, 100-250, 250-500, 500-1000 or 1000-plus.
   */
  productSearch: ProductSearch;
  /** Suggestions for the search box: none below 2 characters; limit: products, 5 unless given, at most 10. */
  searchSuggestions: SearchSuggestions;
};

export type QueryProductSearchArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<SearchKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  priceBand?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SearchSort>;
};

export type QuerySearchSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};

export type SearchFacets = {
  __typename?: 'SearchFacets';
  /** Categories with results, most first. */
  categories: Array<CategoryFacet>;
  inStock: Scalars['Int']['output'];
  isNew: Scalars['Int']['output'];
  onSale: Scalars['Int']['output'];
  /** Every price band, in price order (money in GBP: under £100, £100 to £250...). */
  priceBands: Array<PriceBandFacet>;
};

/** Sale products or hire equipment. */
export type SearchKind = 'hire' | 'sale';

/** Relevance (the default with words), price either way, newest first, or name A to Z. */
export type SearchSort = 'name' | 'newest' | 'price_asc' | 'price_desc' | 'relevance';

/** What the search box offers while a shopper types: products and categories. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  categories: Array<CategorySuggestion>;
  products: Array<ProductSuggestion>;
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
  CategoryFacet: ResolverTypeWrapper<CategoryFacet>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CategorySuggestion: ResolverTypeWrapper<CategorySuggestion>;
  PriceBandFacet: ResolverTypeWrapper<PriceBandFacet>;
  Product: ResolverTypeWrapper<ProductRef>;
  ProductSearch: ResolverTypeWrapper<
    Omit<ProductSearch, 'products'> & { products: Array<Maybe<ResolversTypes['Product']>> }
  >;
  ProductSuggestion: ResolverTypeWrapper<ProductSuggestion>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  SearchFacets: ResolverTypeWrapper<SearchFacets>;
  SearchKind: SearchKind;
  SearchSort: SearchSort;
  SearchSuggestions: ResolverTypeWrapper<SearchSuggestions>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CategoryFacet: CategoryFacet;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  CategorySuggestion: CategorySuggestion;
  PriceBandFacet: PriceBandFacet;
  Product: ProductRef;
  ProductSearch: Omit<ProductSearch, 'products'> & { products: Array<Maybe<ResolversParentTypes['Product']>> };
  ProductSuggestion: ProductSuggestion;
  Query: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  SearchFacets: SearchFacets;
  SearchSuggestions: SearchSuggestions;
};

export type CategoryFacetResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['CategoryFacet'] = ResolversParentTypes['CategoryFacet'],
> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategorySuggestionResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['CategorySuggestion'] = ResolversParentTypes['CategorySuggestion'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceBandFacetResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['PriceBandFacet'] = ResolversParentTypes['PriceBandFacet'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSearchResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ProductSearch'] = ResolversParentTypes['ProductSearch'],
> = {
  didYouMean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['SearchFacets'], ParentType, ContextType>;
  products?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSuggestionResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ProductSuggestion'] = ResolversParentTypes['ProductSuggestion'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  productSearch?: Resolver<ResolversTypes['ProductSearch'], ParentType, ContextType, Partial<QueryProductSearchArgs>>;
  searchSuggestions?: Resolver<
    ResolversTypes['SearchSuggestions'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchSuggestionsArgs, 'q'>
  >;
};

export type SearchFacetsResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['SearchFacets'] = ResolversParentTypes['SearchFacets'],
> = {
  categories?: Resolver<Array<ResolversTypes['CategoryFacet']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceBands?: Resolver<Array<ResolversTypes['PriceBandFacet']>, ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions'],
> = {
  categories?: Resolver<Array<ResolversTypes['CategorySuggestion']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductSuggestion']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  CategoryFacet?: CategoryFacetResolvers<ContextType>;
  CategorySuggestion?: CategorySuggestionResolvers<ContextType>;
  PriceBandFacet?: PriceBandFacetResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductSearch?: ProductSearchResolvers<ContextType>;
  ProductSuggestion?: ProductSuggestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchFacets?: SearchFacetsResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
};
