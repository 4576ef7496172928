import type { GraphQLResolveInfo } from 'graphql';
import type { CategoryDto } from '../dto';
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

/** A shop category; parentId null means a top-level (main) category. */
export type Category = {
  __typename?: 'Category';
  children: Array<Category>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['Int']['output']>;
  slug: Scalars['String']['output'];
};

export type CategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMessageInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
};

export type ContactResult = {
  __typename?: 'ContactResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createCategory: Category;
  createNewsItem: NewsItem;
  /** Refused with CONFLICT while the category has children. */
  deleteCategory: Scalars['Boolean']['output'];
  deleteNewsItem: Scalars['Boolean']['output'];
  joinWaitlist: WaitlistEntry;
  sendContactMessage: ContactResult;
  /** Partial update: fields left out keep their value. */
  updateCategory: Category;
  updateNewsItem: NewsItem;
};

export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};

export type MutationCreateNewsItemArgs = {
  input: NewsItemInput;
};

export type MutationDeleteCategoryArgs = {
  id: Scalars['Int']['input'];
};

export type MutationDeleteNewsItemArgs = {
  id: Scalars['Int']['input'];
};

export type MutationJoinWaitlistArgs = {
  input: WaitlistInput;
};

export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};

export type MutationUpdateCategoryArgs = {
  id: Scalars['Int']['input'];
  input: CategoryInput;
};

export type MutationUpdateNewsItemArgs = {
  id: Scalars['Int']['input'];
  input: NewsItemInput;
};

export type NewsItem = {
  __typename?: 'NewsItem';
  content: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type NewsItemInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Active news items, newest first. */
  activeNews: Array<NewsItem>;
  /** Every category, for the admin area (admin only). */
  adminCategories: Array<Category>;
  /** Every category, ordered by id. */
  categories: Array<Category>;
  category?: Maybe<Category>;
  /** One category by slug; NOT_FOUND when missing. */
  categoryBySlug: Category;
  /** All news items, newest first (admin only: includes inactive drafts). */
  news: Array<NewsItem>;
};

export type QueryActiveNewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryCategoryArgs = {
  id: Scalars['Int']['input'];
};

export type QueryCategoryBySlugArgs = {
  slug: Scalars['String']['input'];
};

export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  interests?: Maybe<Scalars['String']['output']>;
  marketingConsent: Scalars['Boolean']['output'];
};

export type WaitlistInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  interests?: InputMaybe<Scalars['String']['input']>;
  marketingConsent?: InputMaybe<Scalars['Boolean']['input']>;
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
  Category: Category;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Category: { __typename: 'Category' } & GraphQLRecursivePick<FederationTypes['Category'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Category: ResolverTypeWrapper<CategoryDto>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CategoryInput: CategoryInput;
  ContactMessageInput: ContactMessageInput;
  ContactResult: ResolverTypeWrapper<ContactResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsItem: ResolverTypeWrapper<NewsItem>;
  NewsItemInput: NewsItemInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  WaitlistEntry: ResolverTypeWrapper<WaitlistEntry>;
  WaitlistInput: WaitlistInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Category: CategoryDto;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  CategoryInput: CategoryInput;
  ContactMessageInput: ContactMessageInput;
  ContactResult: ContactResult;
  Boolean: Scalars['Boolean']['output'];
  Mutation: Record<PropertyKey, never>;
  NewsItem: NewsItem;
  NewsItemInput: NewsItemInput;
  Query: Record<PropertyKey, never>;
  WaitlistEntry: WaitlistEntry;
  WaitlistInput: WaitlistInput;
};

export type CategoryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'],
  FederationReferenceType extends FederationReferenceTypes['Category'] = FederationReferenceTypes['Category'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Category']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactResultResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['ContactResult'] = ResolversParentTypes['ContactResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  createCategory?: Resolver<
    ResolversTypes['Category'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateCategoryArgs, 'input'>
  >;
  createNewsItem?: Resolver<
    ResolversTypes['NewsItem'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateNewsItemArgs, 'input'>
  >;
  deleteCategory?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteCategoryArgs, 'id'>
  >;
  deleteNewsItem?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteNewsItemArgs, 'id'>
  >;
  joinWaitlist?: Resolver<
    ResolversTypes['WaitlistEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationJoinWaitlistArgs, 'input'>
  >;
  sendContactMessage?: Resolver<
    ResolversTypes['ContactResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendContactMessageArgs, 'input'>
  >;
  updateCategory?: Resolver<
    ResolversTypes['Category'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>
  >;
  updateNewsItem?: Resolver<
    ResolversTypes['NewsItem'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateNewsItemArgs, 'id' | 'input'>
  >;
};

export type NewsItemResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  activeNews?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType, Partial<QueryActiveNewsArgs>>;
  adminCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<
    Maybe<ResolversTypes['Category']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoryArgs, 'id'>
  >;
  categoryBySlug?: Resolver<
    ResolversTypes['Category'],
    ParentType,
    ContextType,
    RequireFields<QueryCategoryBySlugArgs, 'slug'>
  >;
  news?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
};

export type WaitlistEntryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interests?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketingConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  Category?: CategoryResolvers<ContextType>;
  ContactResult?: ContactResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
};
