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

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  __typename?: 'Query';
  me: {
    __typename?: 'User';
    id: number;
    username: string;
    email: string;
    fullName: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
    phone: string | null;
    role: Role;
  } | null;
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  __typename?: 'Mutation';
  login: {
    __typename?: 'Session';
    user: {
      __typename?: 'User';
      id: number;
      username: string;
      email: string;
      fullName: string | null;
      address: string | null;
      city: string | null;
      state: string | null;
      postalCode: string | null;
      country: string | null;
      phone: string | null;
      role: Role;
    };
  };
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  __typename?: 'Mutation';
  register: {
    __typename?: 'Session';
    user: {
      __typename?: 'User';
      id: number;
      username: string;
      email: string;
      fullName: string | null;
      address: string | null;
      city: string | null;
      state: string | null;
      postalCode: string | null;
      country: string | null;
      phone: string | null;
      role: Role;
    };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { __typename?: 'Mutation'; logout: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutEverywhereMutation = { __typename?: 'Mutation'; signOutEverywhere: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;

export type ChangePasswordMutation = { __typename?: 'Mutation'; changePassword: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateProfileMutation = {
  __typename?: 'Mutation';
  updateProfile: {
    __typename?: 'User';
    id: number;
    username: string;
    email: string;
    fullName: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
    phone: string | null;
    role: Role;
  };
};

export type CartSessionMutationVariables = Exact<{ [key: string]: never }>;

export type CartSessionMutation = {
  __typename?: 'Mutation';
  cartSession: { __typename?: 'CartSession'; sessionId: string };
};

export type CartQueryVariables = Exact<{
  sessionId: Scalars['String']['input'];
}>;

export type CartQuery = {
  __typename?: 'Query';
  cart: {
    __typename?: 'Cart';
    items: Array<{
      __typename?: 'CartItem';
      id: number;
      productId: number;
      quantity: number;
      product: {
        __typename?: 'Product';
        id: number;
        slug: string;
        name: string;
        price: number;
        compareAtPrice: number | null;
        imageUrl: string | null;
        stock: number;
        isLargeHeavy: boolean;
        customShippingCost: number | null;
      } | null;
    }>;
  };
};

export type AddToCartMutationVariables = Exact<{
  sessionId: Scalars['String']['input'];
  productId: Scalars['Float']['input'];
  quantity: Scalars['Float']['input'];
}>;

export type AddToCartMutation = {
  __typename?: 'Mutation';
  addToCart: {
    __typename?: 'CartItem';
    id: number;
    productId: number;
    quantity: number;
    product: {
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      price: number;
      compareAtPrice: number | null;
      imageUrl: string | null;
      stock: number;
      isLargeHeavy: boolean;
      customShippingCost: number | null;
    } | null;
  };
};

export type UpdateCartItemMutationVariables = Exact<{
  id: Scalars['Float']['input'];
  quantity: Scalars['Float']['input'];
}>;

export type UpdateCartItemMutation = {
  __typename?: 'Mutation';
  updateCartItem: {
    __typename?: 'CartItem';
    id: number;
    productId: number;
    quantity: number;
    product: {
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      price: number;
      compareAtPrice: number | null;
      imageUrl: string | null;
      stock: number;
      isLargeHeavy: boolean;
      customShippingCost: number | null;
    } | null;
  };
};

export type RemoveCartItemMutationVariables = Exact<{
  id: Scalars['Float']['input'];
}>;

export type RemoveCartItemMutation = { __typename?: 'Mutation'; removeCartItem: boolean };

export type ClearCartMutationVariables = Exact<{
  sessionId: Scalars['String']['input'];
}>;

export type ClearCartMutation = { __typename?: 'Mutation'; clearCart: boolean };

export type ProductsQueryVariables = Exact<{
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ProductsQuery = {
  __typename?: 'Query';
  products: Array<{
    __typename?: 'Product';
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
  }>;
};

export type ProductQueryVariables = Exact<{
  slugOrId: Scalars['String']['input'];
}>;

export type ProductQuery = {
  __typename?: 'Query';
  product: {
    __typename?: 'Product';
    sku: string;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    category: { __typename?: 'Category'; id: number; name: string; slug: string } | null;
    related: Array<{
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      description: string | null;
      price: number;
      compareAtPrice: number | null;
      imageUrl: string | null;
      stock: number;
      rating: number | null;
      reviewCount: number;
      isNew: boolean;
      isOnSale: boolean;
      isLimited: boolean;
    }>;
  };
};

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;

export type SendContactMessageMutation = {
  __typename?: 'Mutation';
  sendContactMessage: { __typename?: 'ContactResult'; success: boolean; message: string };
};

export type CategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type CategoriesQuery = {
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

export type ActiveNewsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ActiveNewsQuery = {
  __typename?: 'Query';
  activeNews: Array<{
    __typename?: 'NewsItem';
    id: number;
    title: string;
    content: string;
    imageUrl: string | null;
    createdAt: string;
  }>;
};

export type ProductSummaryFieldsFragment = {
  __typename?: 'Product';
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
};

export type SessionUserFieldsFragment = {
  __typename?: 'User';
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  role: Role;
};

export type CartLineFieldsFragment = {
  __typename?: 'CartItem';
  id: number;
  productId: number;
  quantity: number;
  product: {
    __typename?: 'Product';
    id: number;
    slug: string;
    name: string;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    stock: number;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
  } | null;
};

export type HireProductSummaryFieldsFragment = {
  __typename?: 'Product';
  id: number;
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  stock: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
};

export type HireQuoteViewFieldsFragment = {
  __typename?: 'HireQuote';
  id: number;
  stage: HireQuoteStage;
  number: string | null;
  customerName: string;
  latestRevision: {
    __typename?: 'HireQuoteRevision';
    label: string;
    revision: number;
    validUntil: string;
    balanceDueDate: string;
    notes: string | null;
    terms: Array<string>;
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
      lines: Array<{
        __typename?: 'HireQuotePriceLine';
        description: string;
        quantity: number;
        unitPrice: number | null;
        lineTotal: number | null;
        breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
      }>;
    };
  } | null;
  acceptance: { __typename?: 'HireQuoteAcceptance'; name: string; at: string } | null;
  decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
  booking: {
    __typename?: 'HireBooking';
    paid: number;
    balance: number;
    total: number;
    depositDue: number;
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
      at: string;
    }>;
    bankTransfer: {
      __typename?: 'HireBankTransfer';
      accountName: string;
      sortCode: string;
      accountNumber: string;
      reference: string;
    } | null;
  } | null;
  settlement: {
    __typename?: 'HireSettlement';
    damage: number;
    waived: number;
    late: number;
    depositUsed: number;
    refund: number;
    owed: number;
  } | null;
};

export type HireBookingFieldsFragment = {
  __typename?: 'HireBooking';
  total: number;
  depositDue: number;
  balanceDue: number;
  securityDepositHeld: number;
  securityDepositDue: number;
  balanceDueDate: string;
  bankTransfer: {
    __typename?: 'HireBankTransfer';
    accountName: string;
    sortCode: string;
    accountNumber: string;
    reference: string;
  } | null;
};

export type HireSettlementFieldsFragment = {
  __typename?: 'HireSettlement';
  damage: number;
  waived: number;
  late: number;
  depositUsed: number;
  refund: number;
  owed: number;
};

export type HireProductsQueryVariables = Exact<{
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type HireProductsQuery = {
  __typename?: 'Query';
  hireProducts: Array<{
    __typename?: 'Product';
    id: number;
    slug: string;
    name: string;
    description: string | null;
    imageUrl: string | null;
    stock: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
  }>;
};

export type HireProductQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;

export type HireProductQuery = {
  __typename?: 'Query';
  hireTerms: Array<string>;
  hireProduct: {
    __typename?: 'Product';
    rating: number | null;
    reviewCount: number;
    hireId: string;
    sku: string;
    deliveryPrice: number | null;
    installationPrice: number | null;
    powerRequirement: string | null;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    imageUrl: string | null;
    stock: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    kitParts: Array<{
      __typename?: 'KitPart';
      productId: number;
      quantity: number;
      product: { __typename?: 'Product'; name: string; slug: string } | null;
    }>;
    category: { __typename?: 'Category'; id: number; name: string; slug: string } | null;
    related: Array<{
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      description: string | null;
      imageUrl: string | null;
      stock: number;
      isNew: boolean;
      isOnSale: boolean;
      isLimited: boolean;
      hirePriceDaily: number | null;
      hirePriceWeekly: number | null;
      hirePriceMonthly: number | null;
      deliveryAvailable: boolean;
      installationAvailable: boolean;
    }>;
  };
};

export type HireItemPricesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;

export type HireItemPricesQuery = {
  __typename?: 'Query';
  hireProduct: {
    __typename?: 'Product';
    id: number;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    deliveryPrice: number | null;
    installationAvailable: boolean;
    installationPrice: number | null;
  };
};

export type HireAvailabilityQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
}>;

export type HireAvailabilityQuery = {
  __typename?: 'Query';
  hireAvailability: { __typename?: 'HireAvailability'; productId: number; stock: number; available: number };
};

export type HireDayAvailabilityMonthQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  month: Scalars['String']['input'];
  quantity: Scalars['Float']['input'];
}>;

export type HireDayAvailabilityMonthQuery = {
  __typename?: 'Query';
  hireDayAvailability: {
    __typename?: 'HireDayAvailability';
    days: Array<{ __typename?: 'HireDay'; day: string; free: boolean }>;
  };
};

export type MyHireQuotesQueryVariables = Exact<{ [key: string]: never }>;

export type MyHireQuotesQuery = {
  __typename?: 'Query';
  myHireQuotes: Array<{
    __typename?: 'HireQuote';
    id: number;
    startDate: string;
    endDate: string;
    status: HireQuoteStatus;
    stage: HireQuoteStage;
    number: string | null;
    createdAt: string;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; byDesk: boolean } | null;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      label: string;
      price: {
        __typename?: 'HireQuotePrice';
        total: number;
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          quantity: number;
          lineTotal: number | null;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number }>;
        }>;
      };
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      balanceDue: number;
      securityDepositHeld: number;
      securityDepositDue: number;
      balanceDueDate: string;
      bankTransfer: {
        __typename?: 'HireBankTransfer';
        accountName: string;
        sortCode: string;
        accountNumber: string;
        reference: string;
      } | null;
    } | null;
    settlement: {
      __typename?: 'HireSettlement';
      damage: number;
      waived: number;
      late: number;
      depositUsed: number;
      refund: number;
      owed: number;
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quantity: number;
      hirePeriod: HirePeriod;
      lineTotal: number;
      product: { __typename?: 'QuoteItemProduct'; id: number; name: string; slug: string };
    }>;
  }>;
};

export type CreateHireQuoteMutationVariables = Exact<{
  input: HireQuoteInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type CreateHireQuoteMutation = {
  __typename?: 'Mutation';
  createHireQuote: { __typename?: 'CreatedHireQuote'; quote: { __typename?: 'HireQuote'; id: number } };
};

export type AddHireQuoteItemMutationVariables = Exact<{
  quoteId: Scalars['Int']['input'];
  input: HireQuoteItemInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type AddHireQuoteItemMutation = {
  __typename?: 'Mutation';
  addHireQuoteItem: { __typename?: 'HireQuoteItem'; id: number };
};

export type SubmitHireQuoteMutationVariables = Exact<{
  quoteId: Scalars['Int']['input'];
}>;

export type SubmitHireQuoteMutation = {
  __typename?: 'Mutation';
  submitHireQuote: { __typename?: 'HireQuote'; id: number; status: HireQuoteStatus };
};

export type HireQuoteViewQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
}>;

export type HireQuoteViewQuery = {
  __typename?: 'Query';
  hireQuote: {
    __typename?: 'HireQuote';
    id: number;
    stage: HireQuoteStage;
    number: string | null;
    customerName: string;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      label: string;
      revision: number;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      terms: Array<string>;
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
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          quantity: number;
          unitPrice: number | null;
          lineTotal: number | null;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: { __typename?: 'HireQuoteAcceptance'; name: string; at: string } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      paid: number;
      balance: number;
      total: number;
      depositDue: number;
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
        at: string;
      }>;
      bankTransfer: {
        __typename?: 'HireBankTransfer';
        accountName: string;
        sortCode: string;
        accountNumber: string;
        reference: string;
      } | null;
    } | null;
    settlement: {
      __typename?: 'HireSettlement';
      damage: number;
      waived: number;
      late: number;
      depositUsed: number;
      refund: number;
      owed: number;
    } | null;
  };
};

export type AcceptHireQuoteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  revision: Scalars['Int']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
}>;

export type AcceptHireQuoteMutation = {
  __typename?: 'Mutation';
  acceptHireQuote: {
    __typename?: 'HireQuote';
    id: number;
    stage: HireQuoteStage;
    number: string | null;
    customerName: string;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      label: string;
      revision: number;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      terms: Array<string>;
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
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          quantity: number;
          unitPrice: number | null;
          lineTotal: number | null;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: { __typename?: 'HireQuoteAcceptance'; name: string; at: string } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      paid: number;
      balance: number;
      total: number;
      depositDue: number;
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
        at: string;
      }>;
      bankTransfer: {
        __typename?: 'HireBankTransfer';
        accountName: string;
        sortCode: string;
        accountNumber: string;
        reference: string;
      } | null;
    } | null;
    settlement: {
      __typename?: 'HireSettlement';
      damage: number;
      waived: number;
      late: number;
      depositUsed: number;
      refund: number;
      owed: number;
    } | null;
  };
};

export type PayHireBookingMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  purpose: HirePaymentPurpose;
}>;

export type PayHireBookingMutation = {
  __typename?: 'Mutation';
  payHireBooking: { __typename?: 'HireCheckout'; checkoutUrl: string };
};

export type DeclineHireQuoteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;

export type DeclineHireQuoteMutation = {
  __typename?: 'Mutation';
  declineHireQuote: {
    __typename?: 'HireQuote';
    id: number;
    stage: HireQuoteStage;
    number: string | null;
    customerName: string;
    latestRevision: {
      __typename?: 'HireQuoteRevision';
      label: string;
      revision: number;
      validUntil: string;
      balanceDueDate: string;
      notes: string | null;
      terms: Array<string>;
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
        lines: Array<{
          __typename?: 'HireQuotePriceLine';
          description: string;
          quantity: number;
          unitPrice: number | null;
          lineTotal: number | null;
          breakdown: Array<{ __typename?: 'HirePeriodCharge'; period: HirePeriod; count: number; rate: number }>;
        }>;
      };
    } | null;
    acceptance: { __typename?: 'HireQuoteAcceptance'; name: string; at: string } | null;
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
    booking: {
      __typename?: 'HireBooking';
      paid: number;
      balance: number;
      total: number;
      depositDue: number;
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
        at: string;
      }>;
      bankTransfer: {
        __typename?: 'HireBankTransfer';
        accountName: string;
        sortCode: string;
        accountNumber: string;
        reference: string;
      } | null;
    } | null;
    settlement: {
      __typename?: 'HireSettlement';
      damage: number;
      waived: number;
      late: number;
      depositUsed: number;
      refund: number;
      owed: number;
    } | null;
  };
};

export type OrderReturnsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type OrderReturnsQuery = {
  __typename?: 'Query';
  order: {
    __typename?: 'Order';
    id: number;
    status: OrderStatus;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    refunded: number;
    paymentState: string;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      quantity: number;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; name: string; slug: string; imageUrl: string | null };
    }>;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      status: string;
      reason: string;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      refund: number | null;
      refundedAt: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        name: string;
        quantity: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
  };
};

export type RequestOrderReturnMutationVariables = Exact<{
  orderId: Scalars['Int']['input'];
  lines?: InputMaybe<Array<ReturnLineInput> | ReturnLineInput>;
  reason?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type RequestOrderReturnMutation = {
  __typename?: 'Mutation';
  requestReturn: { __typename?: 'OrderReturn'; id: string; status: string };
};

export type MyOrdersQueryVariables = Exact<{ [key: string]: never }>;

export type MyOrdersQuery = {
  __typename?: 'Query';
  myOrders: Array<{
    __typename?: 'Order';
    id: number;
    createdAt: string;
    status: OrderStatus;
    total: number;
    shippingAddress: string;
    shippingCity: string;
    shippingState: string;
    shippingPostalCode: string;
    shippingCountry: string;
    paymentMethod: string;
  }>;
};

export type OrderQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type OrderQuery = {
  __typename?: 'Query';
  order: {
    __typename?: 'Order';
    id: number;
    createdAt: string;
    status: OrderStatus;
    subtotal: number;
    shippingCost: number;
    vat: number;
    total: number;
    shippingAddress: string;
    shippingCity: string;
    shippingState: string;
    shippingPostalCode: string;
    shippingCountry: string;
    paymentMethod: string;
    paymentId: string | null;
    notes: string | null;
    customerName: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    bankTransfer: {
      __typename?: 'OrderBankTransfer';
      accountName: string;
      sortCode: string;
      accountNumber: string;
      reference: string;
      payBy: string | null;
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
      product: { __typename?: 'OrderItemProduct'; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type CheckoutOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type CheckoutOptionsQuery = {
  __typename?: 'Query';
  checkoutOptions: { __typename?: 'CheckoutOptions'; bankTransferThreshold: number | null; paypal: boolean };
};

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type PlaceOrderMutation = { __typename?: 'Mutation'; placeOrder: { __typename?: 'Order'; id: number } };

export type PayOrderMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type PayOrderMutation = {
  __typename?: 'Mutation';
  payOrder: { __typename?: 'OrderCheckout'; checkoutUrl: string };
};

export type ProductSearchQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  priceBand?: InputMaybe<Scalars['String']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<SearchSort>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ProductSearchQuery = {
  __typename?: 'Query';
  productSearch: {
    __typename?: 'ProductSearch';
    total: number;
    didYouMean: string | null;
    products: Array<{
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      description: string | null;
      price: number;
      compareAtPrice: number | null;
      imageUrl: string | null;
      stock: number;
      rating: number | null;
      reviewCount: number;
      isNew: boolean;
      isOnSale: boolean;
      isLimited: boolean;
    } | null>;
    facets: {
      __typename?: 'SearchFacets';
      inStock: number;
      onSale: number;
      isNew: number;
      categories: Array<{ __typename?: 'CategoryFacet'; categoryId: number; name: string; count: number }>;
      priceBands: Array<{ __typename?: 'PriceBandFacet'; key: string; label: string; count: number }>;
    };
  };
};

export type SearchSuggestionsQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;

export type SearchSuggestionsQuery = {
  __typename?: 'Query';
  searchSuggestions: {
    __typename?: 'SearchSuggestions';
    products: Array<{
      __typename?: 'ProductSuggestion';
      id: number;
      kind: SearchKind;
      name: string;
      slug: string;
      reference: string;
    }>;
    categories: Array<{ __typename?: 'CategorySuggestion'; id: number; name: string }>;
  };
};

export type WishlistQueryVariables = Exact<{ [key: string]: never }>;

export type WishlistQuery = {
  __typename?: 'Query';
  wishlist: Array<{
    __typename?: 'WishlistItem';
    id: number;
    productId: number;
    product: {
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      description: string | null;
      price: number;
      compareAtPrice: number | null;
      imageUrl: string | null;
      stock: number;
      rating: number | null;
      reviewCount: number;
      isNew: boolean;
      isOnSale: boolean;
      isLimited: boolean;
    } | null;
  }>;
};

export type IsInWishlistQueryVariables = Exact<{
  productId: Scalars['Int']['input'];
}>;

export type IsInWishlistQuery = { __typename?: 'Query'; isInWishlist: boolean };

export type AddToWishlistMutationVariables = Exact<{
  productId: Scalars['Int']['input'];
}>;

export type AddToWishlistMutation = { __typename?: 'Mutation'; addToWishlist: boolean };

export type RemoveFromWishlistMutationVariables = Exact<{
  productId: Scalars['Int']['input'];
}>;

export type RemoveFromWishlistMutation = { __typename?: 'Mutation'; removeFromWishlist: boolean };

export const ProductSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductSummaryFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const CartLineFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartLineFieldsFragment, unknown>;
export const HireProductSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductSummaryFieldsFragment, unknown>;
export const HireBookingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireBookingFieldsFragment, unknown>;
export const HireSettlementFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettlementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettlement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireSettlementFieldsFragment, unknown>;
export const HireQuoteViewFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
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
                    ],
                  },
                },
              ],
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireBookingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettlementFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettlementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettlement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireQuoteViewFieldsFragment, unknown>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } }],
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
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } }],
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
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SignOutEverywhereDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOutEverywhere' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOutEverywhere' } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CartSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CartSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cartSession' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sessionId' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartSessionMutation, CartSessionMutationVariables>;
export const CartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Cart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartLineFields' } }],
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
      name: { kind: 'Name', value: 'CartLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const AddToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartLineFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCartItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCartItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartLineFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const RemoveCartItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCartItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeCartItem' },
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
} as unknown as DocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const ClearCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClearCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clearCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClearCartMutation, ClearCartMutationVariables>;
export const ProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Products' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categorySlug' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'onSale' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
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
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categorySlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categorySlug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'q' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'onSale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'onSale' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductSummaryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Product' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slugOrId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slugOrId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slugOrId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductSummaryFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'related' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'IntValue', value: '4' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const SendContactMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendContactMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactMessageInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendContactMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
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
} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const CategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Categories' },
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
} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const ActiveNewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ActiveNews' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'activeNews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActiveNewsQuery, ActiveNewsQueryVariables>;
export const HireProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categorySlug' } },
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
            name: { kind: 'Name', value: 'hireProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categorySlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categorySlug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductSummaryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductsQuery, HireProductsQueryVariables>;
export const HireProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductSummaryFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'kitParts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'related' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'IntValue', value: '4' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductSummaryFields' } }],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'hireTerms' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductQuery, HireProductQueryVariables>;
export const HireItemPricesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireItemPrices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireItemPricesQuery, HireItemPricesQueryVariables>;
export const HireAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireAvailability' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireAvailabilityQuery, HireAvailabilityQueryVariables>;
export const HireDayAvailabilityMonthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireDayAvailabilityMonth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireDayAvailability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'days' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'free' } },
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
} as unknown as DocumentNode<HireDayAvailabilityMonthQuery, HireDayAvailabilityMonthQueryVariables>;
export const MyHireQuotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyHireQuotes' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myHireQuotes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'decline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'byDesk' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'latestRevision' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'lines' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'breakdown' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'count' } },
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
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'booking' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireBookingFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settlement' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettlementFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lineTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
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
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettlementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettlement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyHireQuotesQuery, MyHireQuotesQueryVariables>;
export const CreateHireQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateHireQuote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createHireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quote' },
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
} as unknown as DocumentNode<CreateHireQuoteMutation, CreateHireQuoteMutationVariables>;
export const AddHireQuoteItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddHireQuoteItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItemInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addHireQuoteItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quoteId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
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
} as unknown as DocumentNode<AddHireQuoteItemMutation, AddHireQuoteItemMutationVariables>;
export const SubmitHireQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitHireQuote' },
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
            name: { kind: 'Name', value: 'submitHireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quoteId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitHireQuoteMutation, SubmitHireQuoteMutationVariables>;
export const HireQuoteViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireQuoteView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteViewFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettlementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettlement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
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
                    ],
                  },
                },
              ],
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireBookingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettlementFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireQuoteViewQuery, HireQuoteViewQueryVariables>;
export const AcceptHireQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptHireQuote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'acceptTerms' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptHireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'revision' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'acceptTerms' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'acceptTerms' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteViewFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettlementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettlement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
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
                    ],
                  },
                },
              ],
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireBookingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettlementFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptHireQuoteMutation, AcceptHireQuoteMutationVariables>;
export const PayHireBookingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PayHireBooking' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purpose' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HirePaymentPurpose' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'payHireBooking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purpose' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purpose' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PayHireBookingMutation, PayHireBookingMutationVariables>;
export const DeclineHireQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeclineHireQuote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
            name: { kind: 'Name', value: 'declineHireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteViewFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireBookingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireBooking' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositHeld' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDepositDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettlementFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireSettlement' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'damage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'waived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceDueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price' },
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
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
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
                    ],
                  },
                },
              ],
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireBookingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettlementFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeclineHireQuoteMutation, DeclineHireQuoteMutationVariables>;
export const OrderReturnsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderReturns' },
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
            name: { kind: 'Name', value: 'order' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'returns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lines' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'lineId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
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
} as unknown as DocumentNode<OrderReturnsQuery, OrderReturnsQueryVariables>;
export const RequestOrderReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestOrderReturn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lines' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReturnLineInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
            name: { kind: 'Name', value: 'requestReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lines' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lines' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestOrderReturnMutation, RequestOrderReturnMutationVariables>;
export const MyOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyOrders' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myOrders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const OrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Order' },
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
            name: { kind: 'Name', value: 'order' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingCity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingState' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingPostalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shippingCountry' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentState' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFailure' } },
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
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
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
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
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
      },
    },
  ],
} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const CheckoutOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckoutOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkoutOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bankTransferThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paypal' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutOptionsQuery, CheckoutOptionsQueryVariables>;
export const PlaceOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaceOrderInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'placeOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
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
} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PayOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PayOrder' },
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
            name: { kind: 'Name', value: 'payOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PayOrderMutation, PayOrderMutationVariables>;
export const ProductSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'priceBand' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'inStock' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'onSale' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isNew' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SearchSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'EnumValue', value: 'sale' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'priceBand' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'priceBand' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'inStock' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inStock' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'onSale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'onSale' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isNew' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isNew' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'didYouMean' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'products' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductSummaryFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'facets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'categories' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'priceBands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'onSale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
                    ],
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
      name: { kind: 'Name', value: 'ProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductSearchQuery, ProductSearchQueryVariables>;
export const SearchSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'q' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '6' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'products' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'categories' },
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
      },
    },
  ],
} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const WishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Wishlist' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wishlist' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ProductSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'compareAtPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WishlistQuery, WishlistQueryVariables>;
export const IsInWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IsInWishlist' },
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
            name: { kind: 'Name', value: 'isInWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IsInWishlistQuery, IsInWishlistQueryVariables>;
export const AddToWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddToWishlist' },
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
            name: { kind: 'Name', value: 'addToWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromWishlist' },
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
            name: { kind: 'Name', value: 'removeFromWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
