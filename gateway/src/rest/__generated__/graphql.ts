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
    createdAt: string;
    updatedAt: string;
  } | null;
};

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
    createdAt: string;
    updatedAt: string;
  };
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  __typename?: 'Mutation';
  login: {
    __typename?: 'Session';
    token: string | null;
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
      createdAt: string;
      updatedAt: string;
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
    token: string | null;
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
      createdAt: string;
      updatedAt: string;
    };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { __typename?: 'Mutation'; logout: boolean };

export type WishlistQueryVariables = Exact<{ [key: string]: never }>;

export type WishlistQuery = {
  __typename?: 'Query';
  wishlist: Array<{
    __typename?: 'WishlistItem';
    id: number;
    productId: number;
    createdAt: string;
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
      createdAt: string;
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
    createdAt: string;
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
    createdAt: string;
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

export type ClearCartMutationVariables = Exact<{
  sessionId: Scalars['String']['input'];
}>;

export type ClearCartMutation = { __typename?: 'Mutation'; clearCart: boolean };

export type RemoveCartItemMutationVariables = Exact<{
  id: Scalars['Float']['input'];
}>;

export type RemoveCartItemMutation = { __typename?: 'Mutation'; removeCartItem: boolean };

export type ProductsQueryVariables = Exact<{
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<ProductSort>;
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
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  }>;
};

export type ProductQueryVariables = Exact<{
  slugOrId: Scalars['String']['input'];
}>;

export type ProductQuery = {
  __typename?: 'Query';
  product: {
    __typename?: 'Product';
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  };
};

export type HireProductsQueryVariables = Exact<{
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type HireProductsQuery = {
  __typename?: 'Query';
  hireProducts: Array<{
    __typename?: 'Product';
    securityDeposit: number | null;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  }>;
};

export type HireProductQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;

export type HireProductQuery = {
  __typename?: 'Query';
  hireProduct: {
    __typename?: 'Product';
    securityDeposit: number | null;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  };
};

export type AdminProductsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminProductsQuery = {
  __typename?: 'Query';
  products: Array<{
    __typename?: 'Product';
    onHand: number;
    committed: number;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  }>;
};

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;

export type CreateProductMutation = {
  __typename?: 'Mutation';
  product: {
    __typename?: 'Product';
    onHand: number;
    committed: number;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  };
};

export type UpdateProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProductInput;
}>;

export type UpdateProductMutation = {
  __typename?: 'Mutation';
  product: {
    __typename?: 'Product';
    onHand: number;
    committed: number;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  };
};

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteProductMutation = { __typename?: 'Mutation'; deleteProduct: boolean };

export type ProductTemplateCsvQueryVariables = Exact<{ [key: string]: never }>;

export type ProductTemplateCsvQuery = { __typename?: 'Query'; csv: string };

export type ImportProductsMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;

export type ImportProductsMutation = {
  __typename?: 'Mutation';
  report: {
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
};

export type AdminHireProductsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminHireProductsQuery = {
  __typename?: 'Query';
  products: Array<{
    __typename?: 'Product';
    securityDeposit: number | null;
    onHand: number;
    committed: number;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  }>;
};

export type CreateHireProductMutationVariables = Exact<{
  input: ProductInput;
}>;

export type CreateHireProductMutation = {
  __typename?: 'Mutation';
  product: {
    __typename?: 'Product';
    securityDeposit: number | null;
    onHand: number;
    committed: number;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  };
};

export type UpdateHireProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProductInput;
}>;

export type UpdateHireProductMutation = {
  __typename?: 'Mutation';
  product: {
    __typename?: 'Product';
    securityDeposit: number | null;
    onHand: number;
    committed: number;
    id: number;
    slug: string;
    name: string;
    description: string | null;
    price: number;
    compareAtPrice: number | null;
    imageUrl: string | null;
    categoryId: number;
    stock: number;
    rating: number | null;
    reviewCount: number;
    isNew: boolean;
    isOnSale: boolean;
    isLimited: boolean;
    isLargeHeavy: boolean;
    customShippingCost: number | null;
    createdAt: string;
    sku: string;
    isHireItem: boolean;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
    deliveryAvailable: boolean;
    installationAvailable: boolean;
    deliveryPrice: number | null;
    installationPrice: number | null;
    hireId: string;
    turnaroundDays: number;
    powerRequirement: string | null;
  };
};

export type DeleteHireProductMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteHireProductMutation = { __typename?: 'Mutation'; deleteHireProduct: boolean };

export type HireProductTemplateCsvQueryVariables = Exact<{ [key: string]: never }>;

export type HireProductTemplateCsvQuery = { __typename?: 'Query'; csv: string };

export type ImportHireProductsMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;

export type ImportHireProductsMutation = {
  __typename?: 'Mutation';
  report: {
    __typename?: 'HireImportResult';
    imported: number;
    total: number;
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

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminCategoriesQuery = {
  __typename?: 'Query';
  adminCategories: Array<{
    __typename?: 'Category';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    parentId: number | null;
  }>;
};

export type CategoryBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;

export type CategoryBySlugQuery = {
  __typename?: 'Query';
  categoryBySlug: {
    __typename?: 'Category';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    parentId: number | null;
  };
};

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;

export type CreateCategoryMutation = {
  __typename?: 'Mutation';
  createCategory: {
    __typename?: 'Category';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    parentId: number | null;
  };
};

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CategoryInput;
}>;

export type UpdateCategoryMutation = {
  __typename?: 'Mutation';
  updateCategory: {
    __typename?: 'Category';
    id: number;
    name: string;
    slug: string;
    description: string | null;
    parentId: number | null;
  };
};

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type DeleteCategoryMutation = { __typename?: 'Mutation'; deleteCategory: boolean };

export type NewsQueryVariables = Exact<{ [key: string]: never }>;

export type NewsQuery = {
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

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;

export type SendContactMessageMutation = {
  __typename?: 'Mutation';
  sendContactMessage: { __typename?: 'ContactResult'; success: boolean; message: string };
};

export type JoinWaitlistMutationVariables = Exact<{
  input: WaitlistInput;
}>;

export type JoinWaitlistMutation = {
  __typename?: 'Mutation';
  joinWaitlist: {
    __typename?: 'WaitlistEntry';
    id: number;
    fullName: string;
    email: string;
    interests: string | null;
    marketingConsent: boolean;
    createdAt: string;
  };
};

export type ProductFieldsFragment = {
  __typename?: 'Product';
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  createdAt: string;
  sku: string;
  isHireItem: boolean;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
  hireId: string;
  turnaroundDays: number;
  powerRequirement: string | null;
};

export type ProductWithStockFieldsFragment = {
  __typename?: 'Product';
  onHand: number;
  committed: number;
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  createdAt: string;
  sku: string;
  isHireItem: boolean;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
  hireId: string;
  turnaroundDays: number;
  powerRequirement: string | null;
};

export type HireProductFieldsFragment = {
  __typename?: 'Product';
  securityDeposit: number | null;
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  createdAt: string;
  sku: string;
  isHireItem: boolean;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
  hireId: string;
  turnaroundDays: number;
  powerRequirement: string | null;
};

export type HireProductWithStockFieldsFragment = {
  __typename?: 'Product';
  securityDeposit: number | null;
  onHand: number;
  committed: number;
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  createdAt: string;
  sku: string;
  isHireItem: boolean;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
  hireId: string;
  turnaroundDays: number;
  powerRequirement: string | null;
};

export type ImportRowErrorFieldsFragment = {
  __typename?: 'ImportRowError';
  index: number;
  errors: Array<string>;
  product: { __typename?: 'ImportRowProduct'; name: string | null };
};

export type ImportInsertResultFieldsFragment = {
  __typename?: 'ImportInsertResult';
  status: string;
  message: string | null;
  id: number | null;
  product: { __typename?: 'ImportRowProduct'; name: string | null };
};

export type CartItemFieldsFragment = {
  __typename?: 'CartItem';
  id: number;
  productId: number;
  quantity: number;
  createdAt: string;
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

export type UserFieldsFragment = {
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
  createdAt: string;
  updatedAt: string;
};

export type CategoryFieldsFragment = {
  __typename?: 'Category';
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
};

export type NewsItemFieldsFragment = {
  __typename?: 'NewsItem';
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
};

export type HireQuoteItemFieldsFragment = {
  __typename?: 'HireQuoteItem';
  id: number;
  quoteId: number;
  productId: number;
  quantity: number;
  hirePeriod: HirePeriod;
  createdAt: string;
  unitPrice: number;
  lineTotal: number;
  product: {
    __typename?: 'QuoteItemProduct';
    id: number;
    name: string;
    slug: string;
    hirePriceDaily: number | null;
    hirePriceWeekly: number | null;
    hirePriceMonthly: number | null;
  };
};

export type HireQuoteFieldsFragment = {
  __typename?: 'HireQuote';
  id: number;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  additionalNotes: string | null;
  status: HireQuoteStatus;
  itemCount: number;
  totalValue: number;
  requestedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  items: Array<{
    __typename?: 'HireQuoteItem';
    id: number;
    quoteId: number;
    productId: number;
    quantity: number;
    hirePeriod: HirePeriod;
    createdAt: string;
    unitPrice: number;
    lineTotal: number;
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
};

export type HirePriceFieldsFragment = {
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

export type HireRevisionFieldsFragment = {
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

export type PricedHireQuoteFieldsFragment = {
  __typename?: 'HireQuote';
  stage: HireQuoteStage;
  number: string | null;
  id: number;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  additionalNotes: string | null;
  status: HireQuoteStatus;
  itemCount: number;
  totalValue: number;
  requestedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
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
  decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
  cancellation: {
    __typename?: 'HireCancellation';
    reason: string | null;
    at: string;
    band: string;
    fee: number;
    refund: number;
    owed: number;
  } | null;
  booking: {
    __typename?: 'HireBooking';
    total: number;
    depositDue: number;
    paid: number;
    balance: number;
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
      byUserId: number | null;
    }>;
  } | null;
  draft: {
    __typename?: 'HireQuoteDraft';
    startDate: string;
    endDate: string;
    damageWaiver: boolean;
    notes: string | null;
    discount: {
      __typename?: 'HireQuoteDiscount';
      kind: HireDiscountKind;
      percent: number | null;
      amount: number | null;
    } | null;
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
  } | null;
  items: Array<{
    __typename?: 'HireQuoteItem';
    id: number;
    quoteId: number;
    productId: number;
    quantity: number;
    hirePeriod: HirePeriod;
    createdAt: string;
    unitPrice: number;
    lineTotal: number;
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
};

export type HireSettingsFieldsFragment = {
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

export type HireAvailabilityFieldsFragment = {
  __typename?: 'HireAvailability';
  productId: number;
  slug: string;
  start: string;
  end: string;
  stock: number;
  committed: number;
  available: number;
  turnaroundDays: number;
};

export type EmailSettingsStateFieldsFragment = {
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

export type OutgoingEmailFieldsFragment = {
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

export type OrderItemFieldsFragment = {
  __typename?: 'OrderItem';
  id: number;
  orderId: number;
  productId: number;
  quantity: number;
  price: number;
  createdAt: string;
  returnable: number;
  product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
};

export type OrderListFieldsFragment = {
  __typename?: 'Order';
  id: number;
  userId: number;
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
  customerEmail: string | null;
  customerPhone: string | null;
  cancellationReason: string | null;
  paymentState: string;
  paymentFailure: string | null;
  refunded: number;
  shippedAt: string | null;
  deliveredOn: string | null;
  returnsCloseOn: string | null;
  nextStatuses: Array<OrderStatus>;
  version: number;
  createdAt: string;
  updatedAt: string;
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
  } | null;
  shipment: {
    __typename?: 'OrderShipment';
    carrier: string;
    carrierName: string;
    trackingNumber: string;
    trackingUrl: string | null;
  } | null;
  items: Array<{
    __typename?: 'OrderItem';
    id: number;
    orderId: number;
    productId: number;
    quantity: number;
    price: number;
    createdAt: string;
    returnable: number;
    product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
  }>;
};

export type OrderFieldsFragment = {
  __typename?: 'Order';
  id: number;
  userId: number;
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
  customerEmail: string | null;
  customerPhone: string | null;
  cancellationReason: string | null;
  paymentState: string;
  paymentFailure: string | null;
  refunded: number;
  shippedAt: string | null;
  deliveredOn: string | null;
  returnsCloseOn: string | null;
  nextStatuses: Array<OrderStatus>;
  version: number;
  createdAt: string;
  updatedAt: string;
  returns: Array<{
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    returnsAddress: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    receivedAt: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundedAt: string | null;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      productId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  }>;
  history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
  } | null;
  shipment: {
    __typename?: 'OrderShipment';
    carrier: string;
    carrierName: string;
    trackingNumber: string;
    trackingUrl: string | null;
  } | null;
  items: Array<{
    __typename?: 'OrderItem';
    id: number;
    orderId: number;
    productId: number;
    quantity: number;
    price: number;
    createdAt: string;
    returnable: number;
    product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
  }>;
};

export type HireUnitFieldsFragment = {
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

export type FloorHireQuoteFieldsFragment = {
  __typename?: 'HireQuote';
  stage: HireQuoteStage;
  number: string | null;
  id: number;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  additionalNotes: string | null;
  status: HireQuoteStatus;
  itemCount: number;
  totalValue: number;
  requestedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  floor: {
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
      late: number;
      charges: number;
      depositHeld: number;
      depositUsed: number;
      refund: number;
      owed: number;
      at: string;
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
  decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
  cancellation: {
    __typename?: 'HireCancellation';
    reason: string | null;
    at: string;
    band: string;
    fee: number;
    refund: number;
    owed: number;
  } | null;
  booking: {
    __typename?: 'HireBooking';
    total: number;
    depositDue: number;
    paid: number;
    balance: number;
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
      byUserId: number | null;
    }>;
  } | null;
  draft: {
    __typename?: 'HireQuoteDraft';
    startDate: string;
    endDate: string;
    damageWaiver: boolean;
    notes: string | null;
    discount: {
      __typename?: 'HireQuoteDiscount';
      kind: HireDiscountKind;
      percent: number | null;
      amount: number | null;
    } | null;
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
  } | null;
  items: Array<{
    __typename?: 'HireQuoteItem';
    id: number;
    quoteId: number;
    productId: number;
    quantity: number;
    hirePeriod: HirePeriod;
    createdAt: string;
    unitPrice: number;
    lineTotal: number;
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
};

export type HireSheetBookingFieldsFragment = {
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

export type OrderSettingsFieldsFragment = {
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

export type HireCalendarQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;

export type HireCalendarQuery = { __typename?: 'Query'; hireCalendar: string };

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

export type ImportHireUnitsMutationVariables = Exact<{
  productId: Scalars['Int']['input'];
  csv: Scalars['String']['input'];
}>;

export type ImportHireUnitsMutation = {
  __typename?: 'Mutation';
  importHireUnits: Array<{
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
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
    floor: {
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
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  };
};

export type ReturnHireUnitsMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: Array<HireUnitReturnInput> | HireUnitReturnInput;
  refundMethod?: InputMaybe<Scalars['String']['input']>;
}>;

export type ReturnHireUnitsMutation = {
  __typename?: 'Mutation';
  returnHireUnits: {
    __typename?: 'HireQuote';
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
    floor: {
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
        late: number;
        charges: number;
        depositHeld: number;
        depositUsed: number;
        refund: number;
        owed: number;
        at: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
    rows: Array<{
      __typename?: 'HirePlanningRow';
      productId: number;
      name: string;
      slug: string;
      kit: boolean;
      unitsInService: number;
      days: Array<number>;
      out: Array<number>;
      turnaround: Array<number>;
      shortDays: Array<number>;
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

export type CreateHireQuoteMutationVariables = Exact<{
  input: HireQuoteInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type CreateHireQuoteMutation = {
  __typename?: 'Mutation';
  createHireQuote: {
    __typename?: 'CreatedHireQuote';
    token: string;
    quote: {
      __typename?: 'HireQuote';
      id: number;
      userId: number | null;
      customerName: string;
      customerEmail: string;
      customerPhone: string | null;
      startDate: string;
      endDate: string;
      deliveryRequired: boolean;
      installationRequired: boolean;
      deliveryAddress: string | null;
      deliveryCity: string | null;
      deliveryPostalCode: string | null;
      additionalNotes: string | null;
      status: HireQuoteStatus;
      itemCount: number;
      totalValue: number;
      requestedAt: string | null;
      version: number;
      createdAt: string;
      updatedAt: string;
      items: Array<{
        __typename?: 'HireQuoteItem';
        id: number;
        quoteId: number;
        productId: number;
        quantity: number;
        hirePeriod: HirePeriod;
        createdAt: string;
        unitPrice: number;
        lineTotal: number;
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
    };
  };
};

export type AdminHireQuotesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminHireQuotesQuery = {
  __typename?: 'Query';
  adminHireQuotes: Array<{
    __typename?: 'HireQuote';
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  }>;
};

export type AddHireQuoteItemMutationVariables = Exact<{
  quoteId: Scalars['Int']['input'];
  input: HireQuoteItemInput;
  token?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type AddHireQuoteItemMutation = {
  __typename?: 'Mutation';
  addHireQuoteItem: {
    __typename?: 'HireQuoteItem';
    id: number;
    quoteId: number;
    productId: number;
    quantity: number;
    hirePeriod: HirePeriod;
    createdAt: string;
    unitPrice: number;
    lineTotal: number;
    product: {
      __typename?: 'QuoteItemProduct';
      id: number;
      name: string;
      slug: string;
      hirePriceDaily: number | null;
      hirePriceWeekly: number | null;
      hirePriceMonthly: number | null;
    };
  };
};

export type HireQuoteItemsQueryVariables = Exact<{
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
}>;

export type HireQuoteItemsQuery = {
  __typename?: 'Query';
  hireQuoteItems: Array<{
    __typename?: 'HireQuoteItem';
    id: number;
    quoteId: number;
    productId: number;
    quantity: number;
    hirePeriod: HirePeriod;
    createdAt: string;
    unitPrice: number;
    lineTotal: number;
    availability: {
      __typename?: 'HireAvailability';
      productId: number;
      slug: string;
      start: string;
      end: string;
      stock: number;
      committed: number;
      available: number;
      turnaroundDays: number;
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
};

export type SubmitHireQuoteMutationVariables = Exact<{
  quoteId: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
}>;

export type SubmitHireQuoteMutation = {
  __typename?: 'Mutation';
  submitHireQuote: {
    __typename?: 'HireQuote';
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  };
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
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  };
};

export type HireQuoteQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
}>;

export type HireQuoteQuery = {
  __typename?: 'Query';
  hireQuote: {
    __typename?: 'HireQuote';
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  };
};

export type AcceptHireQuoteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  revision?: InputMaybe<Scalars['Int']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
}>;

export type AcceptHireQuoteMutation = {
  __typename?: 'Mutation';
  acceptHireQuote: {
    __typename?: 'HireQuote';
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  };
};

export type PayHireBookingMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  purpose: HirePaymentPurpose;
}>;

export type PayHireBookingMutation = {
  __typename?: 'Mutation';
  payHireBooking: { __typename?: 'HireCheckout'; checkoutUrl: string; expiresAt: string };
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
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  };
};

export type SendHireQuoteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type SendHireQuoteMutation = {
  __typename?: 'Mutation';
  sendHireQuote: {
    __typename?: 'HireQuote';
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
    stage: HireQuoteStage;
    number: string | null;
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    decline: { __typename?: 'HireQuoteDecline'; reason: string | null; at: string; byDesk: boolean } | null;
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
    cancellation: {
      __typename?: 'HireCancellation';
      reason: string | null;
      at: string;
      band: string;
      fee: number;
      refund: number;
      owed: number;
    } | null;
    booking: {
      __typename?: 'HireBooking';
      total: number;
      depositDue: number;
      paid: number;
      balance: number;
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
        byUserId: number | null;
      }>;
    } | null;
    draft: {
      __typename?: 'HireQuoteDraft';
      startDate: string;
      endDate: string;
      damageWaiver: boolean;
      notes: string | null;
      discount: {
        __typename?: 'HireQuoteDiscount';
        kind: HireDiscountKind;
        percent: number | null;
        amount: number | null;
      } | null;
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
    } | null;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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

export type MyHireQuotesQueryVariables = Exact<{ [key: string]: never }>;

export type MyHireQuotesQuery = {
  __typename?: 'Query';
  myHireQuotes: Array<{
    __typename?: 'HireQuote';
    id: number;
    userId: number | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    startDate: string;
    endDate: string;
    deliveryRequired: boolean;
    installationRequired: boolean;
    deliveryAddress: string | null;
    deliveryCity: string | null;
    deliveryPostalCode: string | null;
    additionalNotes: string | null;
    status: HireQuoteStatus;
    itemCount: number;
    totalValue: number;
    requestedAt: string | null;
    version: number;
    createdAt: string;
    updatedAt: string;
    items: Array<{
      __typename?: 'HireQuoteItem';
      id: number;
      quoteId: number;
      productId: number;
      quantity: number;
      hirePeriod: HirePeriod;
      createdAt: string;
      unitPrice: number;
      lineTotal: number;
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
  }>;
};

export type HireQuotePdfQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  revision?: InputMaybe<Scalars['Int']['input']>;
}>;

export type HireQuotePdfQuery = {
  __typename?: 'Query';
  hireQuote: {
    __typename?: 'HireQuote';
    sentRevision: { __typename?: 'HireQuoteRevision'; number: string; revision: number; pdf: string } | null;
  };
};

export type HireAvailabilityQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
}>;

export type HireAvailabilityQuery = {
  __typename?: 'Query';
  hireAvailability: {
    __typename?: 'HireAvailability';
    productId: number;
    slug: string;
    start: string;
    end: string;
    stock: number;
    committed: number;
    available: number;
    turnaroundDays: number;
  };
};

export type HireDayAvailabilityQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  month?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
}>;

export type HireDayAvailabilityQuery = {
  __typename?: 'Query';
  hireDayAvailability: {
    __typename?: 'HireDayAvailability';
    productId: number;
    slug: string;
    quantity: number;
    days: Array<{ __typename?: 'HireDay'; day: string; available: number; free: boolean }>;
  };
};

export type EmailSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type EmailSettingsQuery = {
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

export type EmailLogQueryVariables = Exact<{
  state?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type EmailLogQuery = {
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

export type SubscribeToNewsletterMutationVariables = Exact<{
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  listId?: InputMaybe<Scalars['String']['input']>;
}>;

export type SubscribeToNewsletterMutation = {
  __typename?: 'Mutation';
  subscribeToNewsletter: {
    __typename?: 'NewsletterSignup';
    success: boolean;
    alreadySubscribed: boolean;
    message: string;
  };
};

export type MailchimpSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type MailchimpSettingsQuery = {
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
  apiKey?: InputMaybe<Scalars['String']['input']>;
  defaultListId?: InputMaybe<Scalars['String']['input']>;
}>;

export type SaveMailchimpSettingsMutation = {
  __typename?: 'Mutation';
  saveMailchimpSettings: { __typename?: 'MailchimpResult'; success: boolean; message: string; warning: string | null };
};

export type MailchimpPingQueryVariables = Exact<{ [key: string]: never }>;

export type MailchimpPingQuery = {
  __typename?: 'Query';
  mailchimpPing: { __typename?: 'MailchimpResult'; success: boolean; message: string };
};

export type MailchimpListsQueryVariables = Exact<{ [key: string]: never }>;

export type MailchimpListsQuery = {
  __typename?: 'Query';
  mailchimpLists: Array<{
    __typename?: 'MailchimpList';
    id: string;
    name: string;
    memberCount: number;
    unsubscribeCount: number;
    openRate: number;
    clickRate: number;
    campaignCount: number;
  }>;
};

export type MailchimpTagsQueryVariables = Exact<{
  listId: Scalars['String']['input'];
}>;

export type MailchimpTagsQuery = {
  __typename?: 'Query';
  mailchimpTags: Array<{ __typename?: 'MailchimpTag'; id: number; name: string }>;
};

export type CreateMailchimpSegmentMutationVariables = Exact<{
  listId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
}>;

export type CreateMailchimpSegmentMutation = {
  __typename?: 'Mutation';
  createMailchimpSegment: { __typename?: 'MailchimpResult'; success: boolean; message: string };
};

export type CheckoutOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type CheckoutOptionsQuery = {
  __typename?: 'Query';
  checkoutOptions: { __typename?: 'CheckoutOptions'; bankTransferThreshold: number | null; paypal: boolean };
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

export type RecordBankTransferMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  amount?: InputMaybe<Scalars['Float']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
}>;

export type RecordBankTransferMutation = {
  __typename?: 'Mutation';
  recordBankTransfer: {
    __typename?: 'Order';
    id: number;
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      orderId: number;
      status: string;
      reason: string;
      note: string | null;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      decidedAt: string | null;
      receivedAt: string | null;
      refund: number | null;
      shippingRefund: number | null;
      refundedAt: string | null;
      customerName: string | null;
      customerEmail: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        productId: number;
        name: string;
        quantity: number;
        price: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type OrderReturnFieldsFragment = {
  __typename?: 'OrderReturn';
  id: string;
  orderId: number;
  status: string;
  reason: string;
  note: string | null;
  requestedAt: string;
  returnsAddress: string | null;
  declineReason: string | null;
  decidedAt: string | null;
  receivedAt: string | null;
  refund: number | null;
  shippingRefund: number | null;
  refundedAt: string | null;
  customerName: string | null;
  customerEmail: string | null;
  lines: Array<{
    __typename?: 'OrderReturnLine';
    lineId: number;
    productId: number;
    name: string;
    quantity: number;
    price: number;
    outcome: string | null;
  }>;
};

export type RequestReturnMutationVariables = Exact<{
  orderId: Scalars['Int']['input'];
  lines?: InputMaybe<Array<ReturnLineInput> | ReturnLineInput>;
  reason?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
}>;

export type RequestReturnMutation = {
  __typename?: 'Mutation';
  requestReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    returnsAddress: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    receivedAt: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundedAt: string | null;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      productId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  };
};

export type AdminReturnsQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
}>;

export type AdminReturnsQuery = {
  __typename?: 'Query';
  adminReturns: Array<{
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    returnsAddress: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    receivedAt: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundedAt: string | null;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      productId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  }>;
};

export type ApproveReturnMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;

export type ApproveReturnMutation = {
  __typename?: 'Mutation';
  approveReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    returnsAddress: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    receivedAt: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundedAt: string | null;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      productId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  };
};

export type DeclineReturnMutationVariables = Exact<{
  id: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;

export type DeclineReturnMutation = {
  __typename?: 'Mutation';
  declineReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    returnsAddress: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    receivedAt: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundedAt: string | null;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      productId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
    }>;
  };
};

export type ReceiveReturnMutationVariables = Exact<{
  id: Scalars['String']['input'];
  lines?: InputMaybe<Array<ReturnReceiptLineInput> | ReturnReceiptLineInput>;
}>;

export type ReceiveReturnMutation = {
  __typename?: 'Mutation';
  receiveReturn: {
    __typename?: 'OrderReturn';
    id: string;
    orderId: number;
    status: string;
    reason: string;
    note: string | null;
    requestedAt: string;
    returnsAddress: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    receivedAt: string | null;
    refund: number | null;
    shippingRefund: number | null;
    refundedAt: string | null;
    customerName: string | null;
    customerEmail: string | null;
    lines: Array<{
      __typename?: 'OrderReturnLine';
      lineId: number;
      productId: number;
      name: string;
      quantity: number;
      price: number;
      outcome: string | null;
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
    id: number;
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      orderId: number;
      status: string;
      reason: string;
      note: string | null;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      decidedAt: string | null;
      receivedAt: string | null;
      refund: number | null;
      shippingRefund: number | null;
      refundedAt: string | null;
      customerName: string | null;
      customerEmail: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        productId: number;
        name: string;
        quantity: number;
        price: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type PlaceOrderMutation = {
  __typename?: 'Mutation';
  placeOrder: {
    __typename?: 'Order';
    id: number;
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      orderId: number;
      status: string;
      reason: string;
      note: string | null;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      decidedAt: string | null;
      receivedAt: string | null;
      refund: number | null;
      shippingRefund: number | null;
      refundedAt: string | null;
      customerName: string | null;
      customerEmail: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        productId: number;
        name: string;
        quantity: number;
        price: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type PayOrderMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type PayOrderMutation = {
  __typename?: 'Mutation';
  payOrder: { __typename?: 'OrderCheckout'; checkoutUrl: string; expiresAt: string };
};

export type MyOrdersQueryVariables = Exact<{ [key: string]: never }>;

export type MyOrdersQuery = {
  __typename?: 'Query';
  myOrders: Array<{
    __typename?: 'Order';
    id: number;
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
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
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      orderId: number;
      status: string;
      reason: string;
      note: string | null;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      decidedAt: string | null;
      receivedAt: string | null;
      refund: number | null;
      shippingRefund: number | null;
      refundedAt: string | null;
      customerName: string | null;
      customerEmail: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        productId: number;
        name: string;
        quantity: number;
        price: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type OrderItemsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;

export type OrderItemsQuery = {
  __typename?: 'Query';
  order: {
    __typename?: 'Order';
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type AdminOrdersQueryVariables = Exact<{
  filter?: InputMaybe<AdminOrderFilter>;
}>;

export type AdminOrdersQuery = {
  __typename?: 'Query';
  adminOrders: {
    __typename?: 'OrderPage';
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'Order';
      id: number;
      userId: number;
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
      customerEmail: string | null;
      customerPhone: string | null;
      cancellationReason: string | null;
      paymentState: string;
      paymentFailure: string | null;
      refunded: number;
      shippedAt: string | null;
      deliveredOn: string | null;
      returnsCloseOn: string | null;
      nextStatuses: Array<OrderStatus>;
      version: number;
      createdAt: string;
      updatedAt: string;
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
      } | null;
      shipment: {
        __typename?: 'OrderShipment';
        carrier: string;
        carrierName: string;
        trackingNumber: string;
        trackingUrl: string | null;
      } | null;
      items: Array<{
        __typename?: 'OrderItem';
        id: number;
        orderId: number;
        productId: number;
        quantity: number;
        price: number;
        createdAt: string;
        returnable: number;
        product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
      }>;
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
    id: number;
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      orderId: number;
      status: string;
      reason: string;
      note: string | null;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      decidedAt: string | null;
      receivedAt: string | null;
      refund: number | null;
      shippingRefund: number | null;
      refundedAt: string | null;
      customerName: string | null;
      customerEmail: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        productId: number;
        name: string;
        quantity: number;
        price: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
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
    id: number;
    userId: number;
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
    customerEmail: string | null;
    customerPhone: string | null;
    cancellationReason: string | null;
    paymentState: string;
    paymentFailure: string | null;
    refunded: number;
    shippedAt: string | null;
    deliveredOn: string | null;
    returnsCloseOn: string | null;
    nextStatuses: Array<OrderStatus>;
    version: number;
    createdAt: string;
    updatedAt: string;
    returns: Array<{
      __typename?: 'OrderReturn';
      id: string;
      orderId: number;
      status: string;
      reason: string;
      note: string | null;
      requestedAt: string;
      returnsAddress: string | null;
      declineReason: string | null;
      decidedAt: string | null;
      receivedAt: string | null;
      refund: number | null;
      shippingRefund: number | null;
      refundedAt: string | null;
      customerName: string | null;
      customerEmail: string | null;
      lines: Array<{
        __typename?: 'OrderReturnLine';
        lineId: number;
        productId: number;
        name: string;
        quantity: number;
        price: number;
        outcome: string | null;
      }>;
    }>;
    history: Array<{ __typename?: 'OrderHistoryLine'; at: string; text: string }>;
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
    } | null;
    shipment: {
      __typename?: 'OrderShipment';
      carrier: string;
      carrierName: string;
      trackingNumber: string;
      trackingUrl: string | null;
    } | null;
    items: Array<{
      __typename?: 'OrderItem';
      id: number;
      orderId: number;
      productId: number;
      quantity: number;
      price: number;
      createdAt: string;
      returnable: number;
      product: { __typename?: 'OrderItemProduct'; id: number; name: string; slug: string; imageUrl: string | null };
    }>;
  };
};

export type SearchProductListQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<SearchSort>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type SearchProductListQuery = {
  __typename?: 'Query';
  productSearch: {
    __typename?: 'ProductSearch';
    products: Array<{
      __typename?: 'Product';
      id: number;
      slug: string;
      name: string;
      description: string | null;
      price: number;
      compareAtPrice: number | null;
      imageUrl: string | null;
      categoryId: number;
      stock: number;
      rating: number | null;
      reviewCount: number;
      isNew: boolean;
      isOnSale: boolean;
      isLimited: boolean;
      isLargeHeavy: boolean;
      customShippingCost: number | null;
      createdAt: string;
      sku: string;
      isHireItem: boolean;
      hirePriceDaily: number | null;
      hirePriceWeekly: number | null;
      hirePriceMonthly: number | null;
      deliveryAvailable: boolean;
      installationAvailable: boolean;
      deliveryPrice: number | null;
      installationPrice: number | null;
      hireId: string;
      turnaroundDays: number;
      powerRequirement: string | null;
    } | null>;
  };
};

export const ProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductFieldsFragment, unknown>;
export const HireProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductFieldsFragment, unknown>;
export const ProductWithStockFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductWithStockFieldsFragment, unknown>;
export const HireProductWithStockFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductWithStockFieldsFragment, unknown>;
export const ImportRowErrorFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportRowErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportRowError' } },
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
  ],
} as unknown as DocumentNode<ImportRowErrorFieldsFragment, unknown>;
export const ImportInsertResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportInsertResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportInsertResult' } },
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
} as unknown as DocumentNode<ImportInsertResultFieldsFragment, unknown>;
export const CartItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
} as unknown as DocumentNode<CartItemFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
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
} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const NewsItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsItemFields' },
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
} as unknown as DocumentNode<NewsItemFieldsFragment, unknown>;
export const HireSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettingsFields' },
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
} as unknown as DocumentNode<HireSettingsFieldsFragment, unknown>;
export const HireAvailabilityFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireAvailabilityFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireAvailability' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'available' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireAvailabilityFieldsFragment, unknown>;
export const EmailSettingsStateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmailSettingsStateFields' },
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
} as unknown as DocumentNode<EmailSettingsStateFieldsFragment, unknown>;
export const OutgoingEmailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutgoingEmailFields' },
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
} as unknown as DocumentNode<OutgoingEmailFieldsFragment, unknown>;
export const OrderItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderItemFieldsFragment, unknown>;
export const OrderListFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderListFieldsFragment, unknown>;
export const OrderReturnFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderReturnFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const HireUnitFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
} as unknown as DocumentNode<HireUnitFieldsFragment, unknown>;
export const HireQuoteItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
  ],
} as unknown as DocumentNode<HireQuoteItemFieldsFragment, unknown>;
export const HireQuoteFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
  ],
} as unknown as DocumentNode<HireQuoteFieldsFragment, unknown>;
export const HirePriceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<HirePriceFieldsFragment, unknown>;
export const HireRevisionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireRevisionFieldsFragment, unknown>;
export const PricedHireQuoteFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PricedHireQuoteFieldsFragment, unknown>;
export const FloorHireQuoteFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FloorHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
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
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FloorHireQuoteFieldsFragment, unknown>;
export const HireSheetBookingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSheetBookingFields' },
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
} as unknown as DocumentNode<HireSheetBookingFieldsFragment, unknown>;
export const OrderSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderSettingsFields' },
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
} as unknown as DocumentNode<OrderSettingsFieldsFragment, unknown>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
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
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
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
      name: { kind: 'Name', value: 'UserFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
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
      name: { kind: 'Name', value: 'UserFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
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
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductSort' } },
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
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
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
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
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
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductQuery, HireProductQueryVariables>;
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
            alias: { kind: 'Name', value: 'products' },
            name: { kind: 'Name', value: 'adminProducts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
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
            alias: { kind: 'Name', value: 'product' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'product' },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
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
export const ProductTemplateCsvDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductTemplateCsv' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', alias: { kind: 'Name', value: 'csv' }, name: { kind: 'Name', value: 'productTemplateCsv' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductTemplateCsvQuery, ProductTemplateCsvQueryVariables>;
export const ImportProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'report' },
            name: { kind: 'Name', value: 'importProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'csv' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
              },
            ],
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportRowErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'insertResults' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportInsertResultFields' } }],
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
      name: { kind: 'Name', value: 'ImportRowErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportRowError' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportInsertResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportInsertResult' } },
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
} as unknown as DocumentNode<ImportProductsMutation, ImportProductsMutationVariables>;
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
            alias: { kind: 'Name', value: 'products' },
            name: { kind: 'Name', value: 'adminHireProducts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductWithStockFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
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
            alias: { kind: 'Name', value: 'product' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductWithStockFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'product' },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireProductWithStockFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireProductWithStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductWithStockFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityDeposit' } },
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
export const HireProductTemplateCsvDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireProductTemplateCsv' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'csv' },
            name: { kind: 'Name', value: 'hireProductTemplateCsv' },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireProductTemplateCsvQuery, HireProductTemplateCsvQueryVariables>;
export const ImportHireProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportHireProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'report' },
            name: { kind: 'Name', value: 'importHireProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'csv' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'imported' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invalidDetails' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportRowErrorFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'insertResults' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportInsertResultFields' } }],
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
      name: { kind: 'Name', value: 'ImportRowErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportRowError' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportInsertResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportInsertResult' } },
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
} as unknown as DocumentNode<ImportHireProductsMutation, ImportHireProductsMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
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
} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
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
            name: { kind: 'Name', value: 'adminCategories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
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
} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const CategoryBySlugDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoryBySlug' },
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
            name: { kind: 'Name', value: 'categoryBySlug' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
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
} as unknown as DocumentNode<CategoryBySlugQuery, CategoryBySlugQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
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
export const NewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'News' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'news' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsItemFields' },
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
} as unknown as DocumentNode<NewsQuery, NewsQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsItemFields' },
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
} as unknown as DocumentNode<ActiveNewsQuery, ActiveNewsQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsItemFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsItemFields' },
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
export const JoinWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'JoinWaitlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'joinWaitlist' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'marketingConsent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const HireCalendarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireCalendar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hireCalendar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireCalendarQuery, HireCalendarQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
export const ImportHireUnitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportHireUnits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importHireUnits' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'csv' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
} as unknown as DocumentNode<ImportHireUnitsMutation, ImportHireUnitsMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireUnitFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FloorHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FloorHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'refundMethod' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'refundMethod' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'refundMethod' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FloorHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FloorHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'floor' },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitsInService' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'out' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'turnaround' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'shortDays' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSheetBookingFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comingBack' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSheetBookingFields' } }],
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
      name: { kind: 'Name', value: 'HireSheetBookingFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quote' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } }],
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
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateHireQuoteMutation, CreateHireQuoteMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHireQuotesQuery, AdminHireQuotesQueryVariables>;
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
  ],
} as unknown as DocumentNode<AddHireQuoteItemMutation, AddHireQuoteItemMutationVariables>;
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
            name: { kind: 'Name', value: 'hireQuoteItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quoteId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'availability' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireAvailabilityFields' } }],
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
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireAvailabilityFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireAvailability' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'available' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireQuoteItemsQuery, HireQuoteItemsQueryVariables>;
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
            name: { kind: 'Name', value: 'submitHireQuote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quoteId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quoteId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitHireQuoteMutation, SubmitHireQuoteMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateHireQuoteStatusMutation, UpdateHireQuoteStatusMutationVariables>;
export const HireQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireQuote' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireQuoteQuery, HireQuoteQueryVariables>;
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
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeclineHireQuoteMutation, DeclineHireQuoteMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendHireQuoteMutation, SendHireQuoteMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelHireBookingMutation, CancelHireBookingMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PricedHireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HirePriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuotePrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chargeableDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekend' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'callForPrice' } },
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
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireRevisionFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PricedHireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HirePriceFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revisions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'latestRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireRevisionFields' } }],
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
            name: { kind: 'Name', value: 'booking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depositDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'byUserId' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draft' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'damageWaiver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordHirePaymentMutation, RecordHirePaymentMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettingsFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireSettingsFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuoteItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
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
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireQuoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireQuote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationRequired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPostalCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'additionalNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireQuoteItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyHireQuotesQuery, MyHireQuotesQueryVariables>;
export const HireQuotePdfDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireQuotePdf' },
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
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sentRevision' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'revision' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pdf' } },
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
} as unknown as DocumentNode<HireQuotePdfQuery, HireQuotePdfQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HireAvailabilityFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HireAvailabilityFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HireAvailability' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'committed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'available' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HireAvailabilityQuery, HireAvailabilityQueryVariables>;
export const HireDayAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HireDayAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
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
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'days' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
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
} as unknown as DocumentNode<HireDayAvailabilityQuery, HireDayAvailabilityQueryVariables>;
export const EmailSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EmailSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emailSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmailSettingsStateFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmailSettingsStateFields' },
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
} as unknown as DocumentNode<EmailSettingsQuery, EmailSettingsQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmailSettingsStateFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmailSettingsStateFields' },
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
export const EmailLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EmailLog' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutgoingEmailFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutgoingEmailFields' },
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
} as unknown as DocumentNode<EmailLogQuery, EmailLogQueryVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutgoingEmailFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutgoingEmailFields' },
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
export const SubscribeToNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribeToNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
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
} as unknown as DocumentNode<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;
export const MailchimpSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailchimpSettings' },
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
} as unknown as DocumentNode<MailchimpSettingsQuery, MailchimpSettingsQueryVariables>;
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
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultListId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
export const MailchimpPingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailchimpPing' },
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
} as unknown as DocumentNode<MailchimpPingQuery, MailchimpPingQueryVariables>;
export const MailchimpListsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailchimpLists' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailchimpLists' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unsubscribeCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clickRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'campaignCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailchimpListsQuery, MailchimpListsQueryVariables>;
export const MailchimpTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailchimpTags' },
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
} as unknown as DocumentNode<MailchimpTagsQuery, MailchimpTagsQueryVariables>;
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
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderSettingsFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderSettingsFields' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
} as unknown as DocumentNode<RecordBankTransferMutation, RecordBankTransferMutationVariables>;
export const RequestReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestReturn' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestReturnMutation, RequestReturnMutationVariables>;
export const AdminReturnsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReturns' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnsQuery, AdminReturnsQueryVariables>;
export const ApproveReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveReturn' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveReturnMutation, ApproveReturnMutationVariables>;
export const DeclineReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeclineReturn' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeclineReturnMutation, DeclineReturnMutationVariables>;
export const ReceiveReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReceiveReturn' },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceiveReturnMutation, ReceiveReturnMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
} as unknown as DocumentNode<RecordTransferRefundMutation, RecordTransferRefundMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'checkoutUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PayOrderMutation, PayOrderMutationVariables>;
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const OrderItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderItems' },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
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
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderItemsQuery, OrderItemsQueryVariables>;
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'returnable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'received' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receivedReference' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carrierName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trackingUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'shippedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsCloseOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderReturnFields' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnsAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shippingRefund' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refundedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderListFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderReturnFields' } }],
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
} as unknown as DocumentNode<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const SearchProductListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchProductList' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'onSale' } },
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
                name: { kind: 'Name', value: 'onSale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'onSale' } },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'products' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } }],
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
      name: { kind: 'Name', value: 'ProductFields' },
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
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNew' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOnSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLimited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLargeHeavy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customShippingCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isHireItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceDaily' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceWeekly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hirePriceMonthly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'installationPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hireId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'turnaroundDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'powerRequirement' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchProductListQuery, SearchProductListQueryVariables>;
