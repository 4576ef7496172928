/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n': typeof types.SignOutEverywhereDocument;
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation CartSession {\n    cartSession {\n      sessionId\n    }\n  }\n': typeof types.CartSessionDocument;
  '\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartLineFields\n      }\n    }\n  }\n': typeof types.CartDocument;
  '\n  mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n    addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n': typeof types.AddToCartDocument;
  '\n  mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n': typeof types.UpdateCartItemDocument;
  '\n  mutation RemoveCartItem($id: Float!) {\n    removeCartItem(id: $id)\n  }\n': typeof types.RemoveCartItemDocument;
  '\n  mutation ClearCart($sessionId: String!) {\n    clearCart(sessionId: $sessionId)\n  }\n': typeof types.ClearCartDocument;
  '\n  query Products($categoryId: Int, $categorySlug: String, $q: String, $onSale: Boolean, $limit: Int) {\n    products(categoryId: $categoryId, categorySlug: $categorySlug, q: $q, onSale: $onSale, limit: $limit) {\n      ...ProductSummaryFields\n    }\n  }\n': typeof types.ProductsDocument;
  '\n  query Product($slugOrId: String!) {\n    product(slugOrId: $slugOrId) {\n      ...ProductSummaryFields\n      sku\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...ProductSummaryFields\n      }\n    }\n  }\n': typeof types.ProductDocument;
  '\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n': typeof types.SendContactMessageDocument;
  '\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n': typeof types.CategoriesDocument;
  '\n  query ActiveNews($limit: Int) {\n    activeNews(limit: $limit) {\n      id\n      title\n      content\n      imageUrl\n      createdAt\n    }\n  }\n': typeof types.ActiveNewsDocument;
  'fragment ProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n}\n\nfragment SessionUserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n}\n\nfragment CartLineFields on CartItem {\n  id\n  productId\n  quantity\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment HireProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  imageUrl\n  stock\n  isNew\n  isOnSale\n  isLimited\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n}\n\nfragment HireQuoteViewFields on HireQuote {\n  id\n  stage\n  number\n  customerName\n  latestRevision {\n    label\n    revision\n    validUntil\n    balanceDueDate\n    notes\n    terms\n    price {\n      startDate\n      endDate\n      days\n      chargeableDays\n      weekend\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n        breakdown {\n          period\n          count\n          rate\n        }\n      }\n      hire\n      fixed\n      discount\n      delivery\n      installation\n      damageWaiver\n      net\n      vat\n      total\n      securityDeposit\n      bookingDeposit\n    }\n  }\n  acceptance {\n    name\n    at\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  booking {\n    ...HireBookingFields\n    paid\n    balance\n    payments {\n      id\n      kind\n      method\n      amount\n      at\n    }\n  }\n  settlement {\n    ...HireSettlementFields\n  }\n}\n\nfragment HireBookingFields on HireBooking {\n  total\n  depositDue\n  balanceDue\n  securityDepositHeld\n  securityDepositDue\n  balanceDueDate\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n  }\n}\n\nfragment HireSettlementFields on HireSettlement {\n  damage\n  waived\n  late\n  depositUsed\n  refund\n  owed\n}': typeof types.ProductSummaryFieldsFragmentDoc;
  '\n  query HireProducts($categoryId: Int, $categorySlug: String, $limit: Int) {\n    hireProducts(categoryId: $categoryId, categorySlug: $categorySlug, limit: $limit) {\n      ...HireProductSummaryFields\n    }\n  }\n': typeof types.HireProductsDocument;
  '\n  query HireProduct($slug: String!) {\n    hireProduct(slug: $slug) {\n      ...HireProductSummaryFields\n      rating\n      reviewCount\n      hireId\n      sku\n      deliveryPrice\n      installationPrice\n      powerRequirement\n      kitParts {\n        productId\n        quantity\n        product {\n          name\n          slug\n        }\n      }\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...HireProductSummaryFields\n      }\n    }\n    hireTerms\n  }\n': typeof types.HireProductDocument;
  '\n  query HireItemPrices($slug: String!) {\n    hireProduct(slug: $slug) {\n      id\n      hirePriceDaily\n      hirePriceWeekly\n      hirePriceMonthly\n      deliveryAvailable\n      deliveryPrice\n      installationAvailable\n      installationPrice\n    }\n  }\n': typeof types.HireItemPricesDocument;
  '\n  query HireAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      available\n    }\n  }\n': typeof types.HireAvailabilityDocument;
  '\n  query HireDayAvailabilityMonth($slug: String!, $month: String!, $quantity: Float!) {\n    hireDayAvailability(slug: $slug, month: $month, quantity: $quantity) {\n      days {\n        day\n        free\n      }\n    }\n  }\n': typeof types.HireDayAvailabilityMonthDocument;
  '\n  query MyHireQuotes {\n    myHireQuotes {\n      id\n      startDate\n      endDate\n      status\n      stage\n      number\n      createdAt\n      decline {\n        reason\n        byDesk\n      }\n      latestRevision {\n        label\n        price {\n          total\n          lines {\n            description\n            quantity\n            lineTotal\n            breakdown {\n              period\n              count\n            }\n          }\n        }\n      }\n      booking {\n        ...HireBookingFields\n      }\n      settlement {\n        ...HireSettlementFields\n      }\n      items {\n        id\n        quantity\n        hirePeriod\n        lineTotal\n        product {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n': typeof types.MyHireQuotesDocument;
  '\n  mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n    createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n      quote {\n        id\n      }\n    }\n  }\n': typeof types.CreateHireQuoteDocument;
  '\n  mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $idempotencyKey: String) {\n    addHireQuoteItem(quoteId: $quoteId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n': typeof types.AddHireQuoteItemDocument;
  '\n  mutation SubmitHireQuote($quoteId: Int!) {\n    submitHireQuote(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n': typeof types.SubmitHireQuoteDocument;
  '\n  query HireQuoteView($id: Int!, $token: String) {\n    hireQuote(id: $id, token: $token) {\n      ...HireQuoteViewFields\n    }\n  }\n': typeof types.HireQuoteViewDocument;
  '\n  mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int!, $fullName: String, $acceptTerms: Boolean) {\n    acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n      ...HireQuoteViewFields\n    }\n  }\n': typeof types.AcceptHireQuoteDocument;
  '\n  mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n    payHireBooking(id: $id, token: $token, purpose: $purpose) {\n      checkoutUrl\n    }\n  }\n': typeof types.PayHireBookingDocument;
  '\n  mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n    declineHireQuote(id: $id, token: $token, reason: $reason) {\n      ...HireQuoteViewFields\n    }\n  }\n': typeof types.DeclineHireQuoteDocument;
  "\n  query OrderReturns($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deliveredOn\n      returnsCloseOn\n      refunded\n      paymentState\n      items {\n        id\n        quantity\n        returnable\n        # As the order's page asks it, so the cached line's product is one shape for both.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n      returns {\n        id\n        status\n        reason\n        lines {\n          lineId\n          name\n          quantity\n          outcome\n        }\n        requestedAt\n        returnsAddress\n        declineReason\n        refund\n        refundedAt\n      }\n      history {\n        at\n        text\n      }\n    }\n  }\n": typeof types.OrderReturnsDocument;
  '\n  mutation RequestOrderReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n      id\n      status\n    }\n  }\n': typeof types.RequestOrderReturnDocument;
  '\n  query MyOrders {\n    myOrders {\n      id\n      createdAt\n      status\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n    }\n  }\n': typeof types.MyOrdersDocument;
  '\n  query Order($id: Int!) {\n    order(id: $id) {\n      id\n      createdAt\n      status\n      subtotal\n      shippingCost\n      vat\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n      paymentId\n      notes\n      customerName\n      customerPhone\n      cancellationReason\n      paymentState\n      paymentFailure\n      bankTransfer {\n        accountName\n        sortCode\n        accountNumber\n        reference\n        payBy\n      }\n      refunded\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n      shippedAt\n      deliveredOn\n      items {\n        id\n        quantity\n        price\n        # No product id: the snapshot is per order, and with an id the cache would merge snapshots of one product.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n    }\n  }\n': typeof types.OrderDocument;
  '\n  query CheckoutOptions {\n    checkoutOptions {\n      bankTransferThreshold\n      paypal\n    }\n  }\n': typeof types.CheckoutOptionsDocument;
  '\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n': typeof types.PlaceOrderDocument;
  '\n  mutation PayOrder($id: Int!) {\n    payOrder(id: $id) {\n      checkoutUrl\n    }\n  }\n': typeof types.PayOrderDocument;
  '\n  query ProductSearch(\n    $q: String\n    $categoryId: Int\n    $priceBand: String\n    $inStock: Boolean\n    $onSale: Boolean\n    $isNew: Boolean\n    $sort: SearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    productSearch(\n      q: $q\n      kind: sale\n      categoryId: $categoryId\n      priceBand: $priceBand\n      inStock: $inStock\n      onSale: $onSale\n      isNew: $isNew\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      didYouMean\n      products {\n        ...ProductSummaryFields\n      }\n      facets {\n        categories {\n          categoryId\n          name\n          count\n        }\n        priceBands {\n          key\n          label\n          count\n        }\n        inStock\n        onSale\n        isNew\n      }\n    }\n  }\n': typeof types.ProductSearchDocument;
  '\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        kind\n        name\n        slug\n        reference\n      }\n      categories {\n        id\n        name\n      }\n    }\n  }\n': typeof types.SearchSuggestionsDocument;
  '\n  query Wishlist {\n    wishlist {\n      id\n      productId\n      product {\n        ...ProductSummaryFields\n      }\n    }\n  }\n': typeof types.WishlistDocument;
  '\n  query IsInWishlist($productId: Int!) {\n    isInWishlist(productId: $productId)\n  }\n': typeof types.IsInWishlistDocument;
  '\n  mutation AddToWishlist($productId: Int!) {\n    addToWishlist(productId: $productId)\n  }\n': typeof types.AddToWishlistDocument;
  '\n  mutation RemoveFromWishlist($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n': typeof types.RemoveFromWishlistDocument;
};
const documents: Documents = {
  '\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n': types.MeDocument,
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n':
    types.RegisterDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n': types.SignOutEverywhereDocument,
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation CartSession {\n    cartSession {\n      sessionId\n    }\n  }\n': types.CartSessionDocument,
  '\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartLineFields\n      }\n    }\n  }\n':
    types.CartDocument,
  '\n  mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n    addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n':
    types.AddToCartDocument,
  '\n  mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n':
    types.UpdateCartItemDocument,
  '\n  mutation RemoveCartItem($id: Float!) {\n    removeCartItem(id: $id)\n  }\n': types.RemoveCartItemDocument,
  '\n  mutation ClearCart($sessionId: String!) {\n    clearCart(sessionId: $sessionId)\n  }\n': types.ClearCartDocument,
  '\n  query Products($categoryId: Int, $categorySlug: String, $q: String, $onSale: Boolean, $limit: Int) {\n    products(categoryId: $categoryId, categorySlug: $categorySlug, q: $q, onSale: $onSale, limit: $limit) {\n      ...ProductSummaryFields\n    }\n  }\n':
    types.ProductsDocument,
  '\n  query Product($slugOrId: String!) {\n    product(slugOrId: $slugOrId) {\n      ...ProductSummaryFields\n      sku\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...ProductSummaryFields\n      }\n    }\n  }\n':
    types.ProductDocument,
  '\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n':
    types.SendContactMessageDocument,
  '\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n':
    types.CategoriesDocument,
  '\n  query ActiveNews($limit: Int) {\n    activeNews(limit: $limit) {\n      id\n      title\n      content\n      imageUrl\n      createdAt\n    }\n  }\n':
    types.ActiveNewsDocument,
  'fragment ProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n}\n\nfragment SessionUserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n}\n\nfragment CartLineFields on CartItem {\n  id\n  productId\n  quantity\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment HireProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  imageUrl\n  stock\n  isNew\n  isOnSale\n  isLimited\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n}\n\nfragment HireQuoteViewFields on HireQuote {\n  id\n  stage\n  number\n  customerName\n  latestRevision {\n    label\n    revision\n    validUntil\n    balanceDueDate\n    notes\n    terms\n    price {\n      startDate\n      endDate\n      days\n      chargeableDays\n      weekend\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n        breakdown {\n          period\n          count\n          rate\n        }\n      }\n      hire\n      fixed\n      discount\n      delivery\n      installation\n      damageWaiver\n      net\n      vat\n      total\n      securityDeposit\n      bookingDeposit\n    }\n  }\n  acceptance {\n    name\n    at\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  booking {\n    ...HireBookingFields\n    paid\n    balance\n    payments {\n      id\n      kind\n      method\n      amount\n      at\n    }\n  }\n  settlement {\n    ...HireSettlementFields\n  }\n}\n\nfragment HireBookingFields on HireBooking {\n  total\n  depositDue\n  balanceDue\n  securityDepositHeld\n  securityDepositDue\n  balanceDueDate\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n  }\n}\n\nfragment HireSettlementFields on HireSettlement {\n  damage\n  waived\n  late\n  depositUsed\n  refund\n  owed\n}':
    types.ProductSummaryFieldsFragmentDoc,
  '\n  query HireProducts($categoryId: Int, $categorySlug: String, $limit: Int) {\n    hireProducts(categoryId: $categoryId, categorySlug: $categorySlug, limit: $limit) {\n      ...HireProductSummaryFields\n    }\n  }\n':
    types.HireProductsDocument,
  '\n  query HireProduct($slug: String!) {\n    hireProduct(slug: $slug) {\n      ...HireProductSummaryFields\n      rating\n      reviewCount\n      hireId\n      sku\n      deliveryPrice\n      installationPrice\n      powerRequirement\n      kitParts {\n        productId\n        quantity\n        product {\n          name\n          slug\n        }\n      }\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...HireProductSummaryFields\n      }\n    }\n    hireTerms\n  }\n':
    types.HireProductDocument,
  '\n  query HireItemPrices($slug: String!) {\n    hireProduct(slug: $slug) {\n      id\n      hirePriceDaily\n      hirePriceWeekly\n      hirePriceMonthly\n      deliveryAvailable\n      deliveryPrice\n      installationAvailable\n      installationPrice\n    }\n  }\n':
    types.HireItemPricesDocument,
  '\n  query HireAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      available\n    }\n  }\n':
    types.HireAvailabilityDocument,
  '\n  query HireDayAvailabilityMonth($slug: String!, $month: String!, $quantity: Float!) {\n    hireDayAvailability(slug: $slug, month: $month, quantity: $quantity) {\n      days {\n        day\n        free\n      }\n    }\n  }\n':
    types.HireDayAvailabilityMonthDocument,
  '\n  query MyHireQuotes {\n    myHireQuotes {\n      id\n      startDate\n      endDate\n      status\n      stage\n      number\n      createdAt\n      decline {\n        reason\n        byDesk\n      }\n      latestRevision {\n        label\n        price {\n          total\n          lines {\n            description\n            quantity\n            lineTotal\n            breakdown {\n              period\n              count\n            }\n          }\n        }\n      }\n      booking {\n        ...HireBookingFields\n      }\n      settlement {\n        ...HireSettlementFields\n      }\n      items {\n        id\n        quantity\n        hirePeriod\n        lineTotal\n        product {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n':
    types.MyHireQuotesDocument,
  '\n  mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n    createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n      quote {\n        id\n      }\n    }\n  }\n':
    types.CreateHireQuoteDocument,
  '\n  mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $idempotencyKey: String) {\n    addHireQuoteItem(quoteId: $quoteId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n':
    types.AddHireQuoteItemDocument,
  '\n  mutation SubmitHireQuote($quoteId: Int!) {\n    submitHireQuote(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n':
    types.SubmitHireQuoteDocument,
  '\n  query HireQuoteView($id: Int!, $token: String) {\n    hireQuote(id: $id, token: $token) {\n      ...HireQuoteViewFields\n    }\n  }\n':
    types.HireQuoteViewDocument,
  '\n  mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int!, $fullName: String, $acceptTerms: Boolean) {\n    acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n      ...HireQuoteViewFields\n    }\n  }\n':
    types.AcceptHireQuoteDocument,
  '\n  mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n    payHireBooking(id: $id, token: $token, purpose: $purpose) {\n      checkoutUrl\n    }\n  }\n':
    types.PayHireBookingDocument,
  '\n  mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n    declineHireQuote(id: $id, token: $token, reason: $reason) {\n      ...HireQuoteViewFields\n    }\n  }\n':
    types.DeclineHireQuoteDocument,
  "\n  query OrderReturns($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deliveredOn\n      returnsCloseOn\n      refunded\n      paymentState\n      items {\n        id\n        quantity\n        returnable\n        # As the order's page asks it, so the cached line's product is one shape for both.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n      returns {\n        id\n        status\n        reason\n        lines {\n          lineId\n          name\n          quantity\n          outcome\n        }\n        requestedAt\n        returnsAddress\n        declineReason\n        refund\n        refundedAt\n      }\n      history {\n        at\n        text\n      }\n    }\n  }\n":
    types.OrderReturnsDocument,
  '\n  mutation RequestOrderReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n      id\n      status\n    }\n  }\n':
    types.RequestOrderReturnDocument,
  '\n  query MyOrders {\n    myOrders {\n      id\n      createdAt\n      status\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n    }\n  }\n':
    types.MyOrdersDocument,
  '\n  query Order($id: Int!) {\n    order(id: $id) {\n      id\n      createdAt\n      status\n      subtotal\n      shippingCost\n      vat\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n      paymentId\n      notes\n      customerName\n      customerPhone\n      cancellationReason\n      paymentState\n      paymentFailure\n      bankTransfer {\n        accountName\n        sortCode\n        accountNumber\n        reference\n        payBy\n      }\n      refunded\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n      shippedAt\n      deliveredOn\n      items {\n        id\n        quantity\n        price\n        # No product id: the snapshot is per order, and with an id the cache would merge snapshots of one product.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n    }\n  }\n':
    types.OrderDocument,
  '\n  query CheckoutOptions {\n    checkoutOptions {\n      bankTransferThreshold\n      paypal\n    }\n  }\n':
    types.CheckoutOptionsDocument,
  '\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n':
    types.PlaceOrderDocument,
  '\n  mutation PayOrder($id: Int!) {\n    payOrder(id: $id) {\n      checkoutUrl\n    }\n  }\n':
    types.PayOrderDocument,
  '\n  query ProductSearch(\n    $q: String\n    $categoryId: Int\n    $priceBand: String\n    $inStock: Boolean\n    $onSale: Boolean\n    $isNew: Boolean\n    $sort: SearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    productSearch(\n      q: $q\n      kind: sale\n      categoryId: $categoryId\n      priceBand: $priceBand\n      inStock: $inStock\n      onSale: $onSale\n      isNew: $isNew\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      didYouMean\n      products {\n        ...ProductSummaryFields\n      }\n      facets {\n        categories {\n          categoryId\n          name\n          count\n        }\n        priceBands {\n          key\n          label\n          count\n        }\n        inStock\n        onSale\n        isNew\n      }\n    }\n  }\n':
    types.ProductSearchDocument,
  '\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        kind\n        name\n        slug\n        reference\n      }\n      categories {\n        id\n        name\n      }\n    }\n  }\n':
    types.SearchSuggestionsDocument,
  '\n  query Wishlist {\n    wishlist {\n      id\n      productId\n      product {\n        ...ProductSummaryFields\n      }\n    }\n  }\n':
    types.WishlistDocument,
  '\n  query IsInWishlist($productId: Int!) {\n    isInWishlist(productId: $productId)\n  }\n':
    types.IsInWishlistDocument,
  '\n  mutation AddToWishlist($productId: Int!) {\n    addToWishlist(productId: $productId)\n  }\n':
    types.AddToWishlistDocument,
  '\n  mutation RemoveFromWishlist($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n':
    types.RemoveFromWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Logout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n',
): (typeof documents)['\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CartSession {\n    cartSession {\n      sessionId\n    }\n  }\n',
): (typeof documents)['\n  mutation CartSession {\n    cartSession {\n      sessionId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartLineFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Cart($sessionId: String!) {\n    cart(sessionId: $sessionId) {\n      items {\n        ...CartLineFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n    addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n    addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartLineFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveCartItem($id: Float!) {\n    removeCartItem(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveCartItem($id: Float!) {\n    removeCartItem(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClearCart($sessionId: String!) {\n    clearCart(sessionId: $sessionId)\n  }\n',
): (typeof documents)['\n  mutation ClearCart($sessionId: String!) {\n    clearCart(sessionId: $sessionId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Products($categoryId: Int, $categorySlug: String, $q: String, $onSale: Boolean, $limit: Int) {\n    products(categoryId: $categoryId, categorySlug: $categorySlug, q: $q, onSale: $onSale, limit: $limit) {\n      ...ProductSummaryFields\n    }\n  }\n',
): (typeof documents)['\n  query Products($categoryId: Int, $categorySlug: String, $q: String, $onSale: Boolean, $limit: Int) {\n    products(categoryId: $categoryId, categorySlug: $categorySlug, q: $q, onSale: $onSale, limit: $limit) {\n      ...ProductSummaryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Product($slugOrId: String!) {\n    product(slugOrId: $slugOrId) {\n      ...ProductSummaryFields\n      sku\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...ProductSummaryFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Product($slugOrId: String!) {\n    product(slugOrId: $slugOrId) {\n      ...ProductSummaryFields\n      sku\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...ProductSummaryFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n',
): (typeof documents)['\n  query Categories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ActiveNews($limit: Int) {\n    activeNews(limit: $limit) {\n      id\n      title\n      content\n      imageUrl\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query ActiveNews($limit: Int) {\n    activeNews(limit: $limit) {\n      id\n      title\n      content\n      imageUrl\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n}\n\nfragment SessionUserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n}\n\nfragment CartLineFields on CartItem {\n  id\n  productId\n  quantity\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment HireProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  imageUrl\n  stock\n  isNew\n  isOnSale\n  isLimited\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n}\n\nfragment HireQuoteViewFields on HireQuote {\n  id\n  stage\n  number\n  customerName\n  latestRevision {\n    label\n    revision\n    validUntil\n    balanceDueDate\n    notes\n    terms\n    price {\n      startDate\n      endDate\n      days\n      chargeableDays\n      weekend\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n        breakdown {\n          period\n          count\n          rate\n        }\n      }\n      hire\n      fixed\n      discount\n      delivery\n      installation\n      damageWaiver\n      net\n      vat\n      total\n      securityDeposit\n      bookingDeposit\n    }\n  }\n  acceptance {\n    name\n    at\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  booking {\n    ...HireBookingFields\n    paid\n    balance\n    payments {\n      id\n      kind\n      method\n      amount\n      at\n    }\n  }\n  settlement {\n    ...HireSettlementFields\n  }\n}\n\nfragment HireBookingFields on HireBooking {\n  total\n  depositDue\n  balanceDue\n  securityDepositHeld\n  securityDepositDue\n  balanceDueDate\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n  }\n}\n\nfragment HireSettlementFields on HireSettlement {\n  damage\n  waived\n  late\n  depositUsed\n  refund\n  owed\n}',
): (typeof documents)['fragment ProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n}\n\nfragment SessionUserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n}\n\nfragment CartLineFields on CartItem {\n  id\n  productId\n  quantity\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment HireProductSummaryFields on Product {\n  id\n  slug\n  name\n  description\n  imageUrl\n  stock\n  isNew\n  isOnSale\n  isLimited\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n}\n\nfragment HireQuoteViewFields on HireQuote {\n  id\n  stage\n  number\n  customerName\n  latestRevision {\n    label\n    revision\n    validUntil\n    balanceDueDate\n    notes\n    terms\n    price {\n      startDate\n      endDate\n      days\n      chargeableDays\n      weekend\n      lines {\n        description\n        quantity\n        unitPrice\n        lineTotal\n        breakdown {\n          period\n          count\n          rate\n        }\n      }\n      hire\n      fixed\n      discount\n      delivery\n      installation\n      damageWaiver\n      net\n      vat\n      total\n      securityDeposit\n      bookingDeposit\n    }\n  }\n  acceptance {\n    name\n    at\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  booking {\n    ...HireBookingFields\n    paid\n    balance\n    payments {\n      id\n      kind\n      method\n      amount\n      at\n    }\n  }\n  settlement {\n    ...HireSettlementFields\n  }\n}\n\nfragment HireBookingFields on HireBooking {\n  total\n  depositDue\n  balanceDue\n  securityDepositHeld\n  securityDepositDue\n  balanceDueDate\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n  }\n}\n\nfragment HireSettlementFields on HireSettlement {\n  damage\n  waived\n  late\n  depositUsed\n  refund\n  owed\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireProducts($categoryId: Int, $categorySlug: String, $limit: Int) {\n    hireProducts(categoryId: $categoryId, categorySlug: $categorySlug, limit: $limit) {\n      ...HireProductSummaryFields\n    }\n  }\n',
): (typeof documents)['\n  query HireProducts($categoryId: Int, $categorySlug: String, $limit: Int) {\n    hireProducts(categoryId: $categoryId, categorySlug: $categorySlug, limit: $limit) {\n      ...HireProductSummaryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireProduct($slug: String!) {\n    hireProduct(slug: $slug) {\n      ...HireProductSummaryFields\n      rating\n      reviewCount\n      hireId\n      sku\n      deliveryPrice\n      installationPrice\n      powerRequirement\n      kitParts {\n        productId\n        quantity\n        product {\n          name\n          slug\n        }\n      }\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...HireProductSummaryFields\n      }\n    }\n    hireTerms\n  }\n',
): (typeof documents)['\n  query HireProduct($slug: String!) {\n    hireProduct(slug: $slug) {\n      ...HireProductSummaryFields\n      rating\n      reviewCount\n      hireId\n      sku\n      deliveryPrice\n      installationPrice\n      powerRequirement\n      kitParts {\n        productId\n        quantity\n        product {\n          name\n          slug\n        }\n      }\n      category {\n        id\n        name\n        slug\n      }\n      related(limit: 4) {\n        ...HireProductSummaryFields\n      }\n    }\n    hireTerms\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireItemPrices($slug: String!) {\n    hireProduct(slug: $slug) {\n      id\n      hirePriceDaily\n      hirePriceWeekly\n      hirePriceMonthly\n      deliveryAvailable\n      deliveryPrice\n      installationAvailable\n      installationPrice\n    }\n  }\n',
): (typeof documents)['\n  query HireItemPrices($slug: String!) {\n    hireProduct(slug: $slug) {\n      id\n      hirePriceDaily\n      hirePriceWeekly\n      hirePriceMonthly\n      deliveryAvailable\n      deliveryPrice\n      installationAvailable\n      installationPrice\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      available\n    }\n  }\n',
): (typeof documents)['\n  query HireAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      available\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireDayAvailabilityMonth($slug: String!, $month: String!, $quantity: Float!) {\n    hireDayAvailability(slug: $slug, month: $month, quantity: $quantity) {\n      days {\n        day\n        free\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HireDayAvailabilityMonth($slug: String!, $month: String!, $quantity: Float!) {\n    hireDayAvailability(slug: $slug, month: $month, quantity: $quantity) {\n      days {\n        day\n        free\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyHireQuotes {\n    myHireQuotes {\n      id\n      startDate\n      endDate\n      status\n      stage\n      number\n      createdAt\n      decline {\n        reason\n        byDesk\n      }\n      latestRevision {\n        label\n        price {\n          total\n          lines {\n            description\n            quantity\n            lineTotal\n            breakdown {\n              period\n              count\n            }\n          }\n        }\n      }\n      booking {\n        ...HireBookingFields\n      }\n      settlement {\n        ...HireSettlementFields\n      }\n      items {\n        id\n        quantity\n        hirePeriod\n        lineTotal\n        product {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyHireQuotes {\n    myHireQuotes {\n      id\n      startDate\n      endDate\n      status\n      stage\n      number\n      createdAt\n      decline {\n        reason\n        byDesk\n      }\n      latestRevision {\n        label\n        price {\n          total\n          lines {\n            description\n            quantity\n            lineTotal\n            breakdown {\n              period\n              count\n            }\n          }\n        }\n      }\n      booking {\n        ...HireBookingFields\n      }\n      settlement {\n        ...HireSettlementFields\n      }\n      items {\n        id\n        quantity\n        hirePeriod\n        lineTotal\n        product {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n    createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n      quote {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n    createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n      quote {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $idempotencyKey: String) {\n    addHireQuoteItem(quoteId: $quoteId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $idempotencyKey: String) {\n    addHireQuoteItem(quoteId: $quoteId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitHireQuote($quoteId: Int!) {\n    submitHireQuote(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation SubmitHireQuote($quoteId: Int!) {\n    submitHireQuote(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireQuoteView($id: Int!, $token: String) {\n    hireQuote(id: $id, token: $token) {\n      ...HireQuoteViewFields\n    }\n  }\n',
): (typeof documents)['\n  query HireQuoteView($id: Int!, $token: String) {\n    hireQuote(id: $id, token: $token) {\n      ...HireQuoteViewFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int!, $fullName: String, $acceptTerms: Boolean) {\n    acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n      ...HireQuoteViewFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int!, $fullName: String, $acceptTerms: Boolean) {\n    acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n      ...HireQuoteViewFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n    payHireBooking(id: $id, token: $token, purpose: $purpose) {\n      checkoutUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n    payHireBooking(id: $id, token: $token, purpose: $purpose) {\n      checkoutUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n    declineHireQuote(id: $id, token: $token, reason: $reason) {\n      ...HireQuoteViewFields\n    }\n  }\n',
): (typeof documents)['\n  mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n    declineHireQuote(id: $id, token: $token, reason: $reason) {\n      ...HireQuoteViewFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query OrderReturns($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deliveredOn\n      returnsCloseOn\n      refunded\n      paymentState\n      items {\n        id\n        quantity\n        returnable\n        # As the order's page asks it, so the cached line's product is one shape for both.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n      returns {\n        id\n        status\n        reason\n        lines {\n          lineId\n          name\n          quantity\n          outcome\n        }\n        requestedAt\n        returnsAddress\n        declineReason\n        refund\n        refundedAt\n      }\n      history {\n        at\n        text\n      }\n    }\n  }\n",
): (typeof documents)["\n  query OrderReturns($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      deliveredOn\n      returnsCloseOn\n      refunded\n      paymentState\n      items {\n        id\n        quantity\n        returnable\n        # As the order's page asks it, so the cached line's product is one shape for both.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n      returns {\n        id\n        status\n        reason\n        lines {\n          lineId\n          name\n          quantity\n          outcome\n        }\n        requestedAt\n        returnsAddress\n        declineReason\n        refund\n        refundedAt\n      }\n      history {\n        at\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestOrderReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestOrderReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyOrders {\n    myOrders {\n      id\n      createdAt\n      status\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n    }\n  }\n',
): (typeof documents)['\n  query MyOrders {\n    myOrders {\n      id\n      createdAt\n      status\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Order($id: Int!) {\n    order(id: $id) {\n      id\n      createdAt\n      status\n      subtotal\n      shippingCost\n      vat\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n      paymentId\n      notes\n      customerName\n      customerPhone\n      cancellationReason\n      paymentState\n      paymentFailure\n      bankTransfer {\n        accountName\n        sortCode\n        accountNumber\n        reference\n        payBy\n      }\n      refunded\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n      shippedAt\n      deliveredOn\n      items {\n        id\n        quantity\n        price\n        # No product id: the snapshot is per order, and with an id the cache would merge snapshots of one product.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Order($id: Int!) {\n    order(id: $id) {\n      id\n      createdAt\n      status\n      subtotal\n      shippingCost\n      vat\n      total\n      shippingAddress\n      shippingCity\n      shippingState\n      shippingPostalCode\n      shippingCountry\n      paymentMethod\n      paymentId\n      notes\n      customerName\n      customerPhone\n      cancellationReason\n      paymentState\n      paymentFailure\n      bankTransfer {\n        accountName\n        sortCode\n        accountNumber\n        reference\n        payBy\n      }\n      refunded\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n      shippedAt\n      deliveredOn\n      items {\n        id\n        quantity\n        price\n        # No product id: the snapshot is per order, and with an id the cache would merge snapshots of one product.\n        product {\n          name\n          slug\n          imageUrl\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckoutOptions {\n    checkoutOptions {\n      bankTransferThreshold\n      paypal\n    }\n  }\n',
): (typeof documents)['\n  query CheckoutOptions {\n    checkoutOptions {\n      bankTransferThreshold\n      paypal\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PayOrder($id: Int!) {\n    payOrder(id: $id) {\n      checkoutUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation PayOrder($id: Int!) {\n    payOrder(id: $id) {\n      checkoutUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductSearch(\n    $q: String\n    $categoryId: Int\n    $priceBand: String\n    $inStock: Boolean\n    $onSale: Boolean\n    $isNew: Boolean\n    $sort: SearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    productSearch(\n      q: $q\n      kind: sale\n      categoryId: $categoryId\n      priceBand: $priceBand\n      inStock: $inStock\n      onSale: $onSale\n      isNew: $isNew\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      didYouMean\n      products {\n        ...ProductSummaryFields\n      }\n      facets {\n        categories {\n          categoryId\n          name\n          count\n        }\n        priceBands {\n          key\n          label\n          count\n        }\n        inStock\n        onSale\n        isNew\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductSearch(\n    $q: String\n    $categoryId: Int\n    $priceBand: String\n    $inStock: Boolean\n    $onSale: Boolean\n    $isNew: Boolean\n    $sort: SearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    productSearch(\n      q: $q\n      kind: sale\n      categoryId: $categoryId\n      priceBand: $priceBand\n      inStock: $inStock\n      onSale: $onSale\n      isNew: $isNew\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      didYouMean\n      products {\n        ...ProductSummaryFields\n      }\n      facets {\n        categories {\n          categoryId\n          name\n          count\n        }\n        priceBands {\n          key\n          label\n          count\n        }\n        inStock\n        onSale\n        isNew\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        kind\n        name\n        slug\n        reference\n      }\n      categories {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        kind\n        name\n        slug\n        reference\n      }\n      categories {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Wishlist {\n    wishlist {\n      id\n      productId\n      product {\n        ...ProductSummaryFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Wishlist {\n    wishlist {\n      id\n      productId\n      product {\n        ...ProductSummaryFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IsInWishlist($productId: Int!) {\n    isInWishlist(productId: $productId)\n  }\n',
): (typeof documents)['\n  query IsInWishlist($productId: Int!) {\n    isInWishlist(productId: $productId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToWishlist($productId: Int!) {\n    addToWishlist(productId: $productId)\n  }\n',
): (typeof documents)['\n  mutation AddToWishlist($productId: Int!) {\n    addToWishlist(productId: $productId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromWishlist($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n',
): (typeof documents)['\n  mutation RemoveFromWishlist($productId: Int!) {\n    removeFromWishlist(productId: $productId)\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
