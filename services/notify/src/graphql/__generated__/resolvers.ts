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

/** The email settings as the admin form shows them; the password is never returned, only masked. */
export type EmailSettings = {
  __typename?: 'EmailSettings';
  footerAddress: Scalars['String']['output'];
  footerCompanyName: Scalars['String']['output'];
  footerCompanyNumber?: Maybe<Scalars['String']['output']>;
  footerContactEmail: Scalars['String']['output'];
  /** The letterhead's phone, VAT registration number (GB + 9 or 12 digits) and company number (8 characters); null until set. */
  footerPhone?: Maybe<Scalars['String']['output']>;
  footerVatNumber?: Maybe<Scalars['String']['output']>;
  from: Scalars['String']['output'];
  hireQuoteApprovedIntro: Scalars['String']['output'];
  hireQuoteApprovedTitle: Scalars['String']['output'];
  hireQuoteCompletedIntro: Scalars['String']['output'];
  hireQuoteCompletedTitle: Scalars['String']['output'];
  hireQuoteConfirmationIntro: Scalars['String']['output'];
  hireQuoteConfirmationTitle: Scalars['String']['output'];
  hireQuoteRejectedIntro: Scalars['String']['output'];
  hireQuoteRejectedTitle: Scalars['String']['output'];
  host: Scalars['String']['output'];
  orderCancelledIntro: Scalars['String']['output'];
  orderCancelledTitle: Scalars['String']['output'];
  orderConfirmationIntro: Scalars['String']['output'];
  orderConfirmationTitle: Scalars['String']['output'];
  orderDeliveredIntro: Scalars['String']['output'];
  orderDeliveredTitle: Scalars['String']['output'];
  orderShippedIntro: Scalars['String']['output'];
  orderShippedTitle: Scalars['String']['output'];
  /** ******** when a password is stored, else empty. */
  pass: Scalars['String']['output'];
  port: Scalars['Int']['output'];
  rejectUnauthorized: Scalars['Boolean']['output'];
  secure: Scalars['Boolean']['output'];
  sendCustomerHireQuoteConfirmation: Scalars['Boolean']['output'];
  sendCustomerHireQuoteStatusUpdates: Scalars['Boolean']['output'];
  sendCustomerOrderConfirmation: Scalars['Boolean']['output'];
  sendCustomerOrderStatusUpdates: Scalars['Boolean']['output'];
  to: Scalars['String']['output'];
  user: Scalars['String']['output'];
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

export type EmailSettingsState = {
  __typename?: 'EmailSettingsState';
  configured: Scalars['Boolean']['output'];
  settings: EmailSettings;
};

/** An audience with its statistics (rates in per cent). */
export type MailchimpList = {
  __typename?: 'MailchimpList';
  campaignCount: Scalars['Int']['output'];
  clickRate: Scalars['Float']['output'];
  id: Scalars['String']['output'];
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  openRate: Scalars['Float']['output'];
  unsubscribeCount: Scalars['Int']['output'];
};

export type MailchimpResult = {
  __typename?: 'MailchimpResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** Set when the settings were saved but Mailchimp did not accept the key. */
  warning?: Maybe<Scalars['String']['output']>;
};

/** Mailchimp settings as the admin panel shows them: the key masked. */
export type MailchimpSettings = {
  __typename?: 'MailchimpSettings';
  apiKey: Scalars['String']['output'];
  configured: Scalars['Boolean']['output'];
  defaultListId: Scalars['String']['output'];
  serverPrefix: Scalars['String']['output'];
};

export type MailchimpSettingsState = {
  __typename?: 'MailchimpSettingsState';
  settings: MailchimpSettings;
};

export type MailchimpTag = {
  __typename?: 'MailchimpTag';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin only. */
  createMailchimpSegment: MailchimpResult;
  /** Sends a failed email again (admin only). */
  retryEmail: OutgoingEmail;
  /** Saves the settings (admin only) without connecting to the server. */
  saveEmailSettings: EmailSettingsState;
  /** Admin only. The masked key sent back keeps the stored one. */
  saveMailchimpSettings: MailchimpResult;
  /** Sends a test email to the settings' to address through the saved server (admin only). */
  sendTestEmail: TestEmailResult;
  /**
   * A newsletter signup, stored at once and synced to Mailchimp when it answers. listId is honoured
   * for admins only (Add Subscriber); everyone else joins the default list.
   */
  subscribeToNewsletter: NewsletterSignup;
};

export type MutationCreateMailchimpSegmentArgs = {
  listId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRetryEmailArgs = {
  id: Scalars['Int']['input'];
};

export type MutationSaveEmailSettingsArgs = {
  input: EmailSettingsInput;
};

export type MutationSaveMailchimpSettingsArgs = {
  apiKey?: InputMaybe<Scalars['String']['input']>;
  defaultListId?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSubscribeToNewsletterArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  listId?: InputMaybe<Scalars['String']['input']>;
};

export type NewsletterSignup = {
  __typename?: 'NewsletterSignup';
  alreadySubscribed: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** One email the shop sent or tried to send. */
export type OutgoingEmail = {
  __typename?: 'OutgoingEmail';
  attempts: Scalars['Int']['output'];
  cause: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['String']['output']>;
  state: OutgoingEmailState;
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type OutgoingEmailState =
  | 'failed'
  | 'queued'
  /** Handed to the SMTP server, its answer not yet recorded. */
  | 'sending'
  | 'sent';

export type Query = {
  __typename?: 'Query';
  /** The latest outgoing emails, newest first (admin only); state filters. */
  emailLog: Array<OutgoingEmail>;
  /** Admin only. */
  emailSettings: EmailSettingsState;
  /** Admin only. */
  mailchimpLists: Array<MailchimpList>;
  /** Whether Mailchimp answers the saved key (admin only). */
  mailchimpPing: MailchimpResult;
  /** Admin only. */
  mailchimpSettings: MailchimpSettingsState;
  /** Admin only. */
  mailchimpTags: Array<MailchimpTag>;
};

export type QueryEmailLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type QueryMailchimpTagsArgs = {
  listId: Scalars['String']['input'];
};

export type TestEmailResult = {
  __typename?: 'TestEmailResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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
  EmailSettings: ResolverTypeWrapper<EmailSettings>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  EmailSettingsInput: EmailSettingsInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  EmailSettingsState: ResolverTypeWrapper<EmailSettingsState>;
  MailchimpList: ResolverTypeWrapper<MailchimpList>;
  MailchimpResult: ResolverTypeWrapper<MailchimpResult>;
  MailchimpSettings: ResolverTypeWrapper<MailchimpSettings>;
  MailchimpSettingsState: ResolverTypeWrapper<MailchimpSettingsState>;
  MailchimpTag: ResolverTypeWrapper<MailchimpTag>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterSignup: ResolverTypeWrapper<NewsletterSignup>;
  OutgoingEmail: ResolverTypeWrapper<OutgoingEmail>;
  OutgoingEmailState: OutgoingEmailState;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TestEmailResult: ResolverTypeWrapper<TestEmailResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  EmailSettings: EmailSettings;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  EmailSettingsInput: EmailSettingsInput;
  Float: Scalars['Float']['output'];
  EmailSettingsState: EmailSettingsState;
  MailchimpList: MailchimpList;
  MailchimpResult: MailchimpResult;
  MailchimpSettings: MailchimpSettings;
  MailchimpSettingsState: MailchimpSettingsState;
  MailchimpTag: MailchimpTag;
  Mutation: Record<PropertyKey, never>;
  NewsletterSignup: NewsletterSignup;
  OutgoingEmail: OutgoingEmail;
  Query: Record<PropertyKey, never>;
  TestEmailResult: TestEmailResult;
};

export type EmailSettingsResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['EmailSettings'] = ResolversParentTypes['EmailSettings'],
> = {
  footerAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerCompanyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerCompanyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footerContactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footerVatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteApprovedIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteApprovedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteCompletedIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteCompletedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteConfirmationIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteConfirmationTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteRejectedIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hireQuoteRejectedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCancelledIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCancelledTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderConfirmationIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderConfirmationTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDeliveredIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDeliveredTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderShippedIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderShippedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectUnauthorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendCustomerHireQuoteConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendCustomerHireQuoteStatusUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendCustomerOrderConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendCustomerOrderStatusUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailSettingsStateResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['EmailSettingsState'] = ResolversParentTypes['EmailSettingsState'],
> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['EmailSettings'], ParentType, ContextType>;
};

export type MailchimpListResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['MailchimpList'] = ResolversParentTypes['MailchimpList'],
> = {
  campaignCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clickRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unsubscribeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailchimpResultResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['MailchimpResult'] = ResolversParentTypes['MailchimpResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailchimpSettingsResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['MailchimpSettings'] = ResolversParentTypes['MailchimpSettings'],
> = {
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultListId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailchimpSettingsStateResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['MailchimpSettingsState'] = ResolversParentTypes['MailchimpSettingsState'],
> = {
  settings?: Resolver<ResolversTypes['MailchimpSettings'], ParentType, ContextType>;
};

export type MailchimpTagResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['MailchimpTag'] = ResolversParentTypes['MailchimpTag'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  createMailchimpSegment?: Resolver<
    ResolversTypes['MailchimpResult'],
    ParentType,
    ContextType,
    Partial<MutationCreateMailchimpSegmentArgs>
  >;
  retryEmail?: Resolver<
    ResolversTypes['OutgoingEmail'],
    ParentType,
    ContextType,
    RequireFields<MutationRetryEmailArgs, 'id'>
  >;
  saveEmailSettings?: Resolver<
    ResolversTypes['EmailSettingsState'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveEmailSettingsArgs, 'input'>
  >;
  saveMailchimpSettings?: Resolver<
    ResolversTypes['MailchimpResult'],
    ParentType,
    ContextType,
    Partial<MutationSaveMailchimpSettingsArgs>
  >;
  sendTestEmail?: Resolver<ResolversTypes['TestEmailResult'], ParentType, ContextType>;
  subscribeToNewsletter?: Resolver<
    ResolversTypes['NewsletterSignup'],
    ParentType,
    ContextType,
    Partial<MutationSubscribeToNewsletterArgs>
  >;
};

export type NewsletterSignupResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['NewsletterSignup'] = ResolversParentTypes['NewsletterSignup'],
> = {
  alreadySubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OutgoingEmailResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['OutgoingEmail'] = ResolversParentTypes['OutgoingEmail'],
> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cause?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OutgoingEmailState'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  emailLog?: Resolver<Array<ResolversTypes['OutgoingEmail']>, ParentType, ContextType, Partial<QueryEmailLogArgs>>;
  emailSettings?: Resolver<ResolversTypes['EmailSettingsState'], ParentType, ContextType>;
  mailchimpLists?: Resolver<Array<ResolversTypes['MailchimpList']>, ParentType, ContextType>;
  mailchimpPing?: Resolver<ResolversTypes['MailchimpResult'], ParentType, ContextType>;
  mailchimpSettings?: Resolver<ResolversTypes['MailchimpSettingsState'], ParentType, ContextType>;
  mailchimpTags?: Resolver<
    Array<ResolversTypes['MailchimpTag']>,
    ParentType,
    ContextType,
    RequireFields<QueryMailchimpTagsArgs, 'listId'>
  >;
};

export type TestEmailResultResolvers<
  ContextType = SubgraphContext,
  ParentType extends ResolversParentTypes['TestEmailResult'] = ResolversParentTypes['TestEmailResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  EmailSettings?: EmailSettingsResolvers<ContextType>;
  EmailSettingsState?: EmailSettingsStateResolvers<ContextType>;
  MailchimpList?: MailchimpListResolvers<ContextType>;
  MailchimpResult?: MailchimpResultResolvers<ContextType>;
  MailchimpSettings?: MailchimpSettingsResolvers<ContextType>;
  MailchimpSettingsState?: MailchimpSettingsStateResolvers<ContextType>;
  MailchimpTag?: MailchimpTagResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterSignup?: NewsletterSignupResolvers<ContextType>;
  OutgoingEmail?: OutgoingEmailResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  TestEmailResult?: TestEmailResultResolvers<ContextType>;
};
