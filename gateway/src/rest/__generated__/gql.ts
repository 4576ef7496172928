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
  '\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    ': typeof types.MeDocument;
  '\n      mutation UpdateProfile($input: ProfileInput!) {\n        updateProfile(input: $input) {\n          ...UserFields\n        }\n      }\n    ': typeof types.UpdateProfileDocument;
  '\n      mutation Login($input: LoginInput!) {\n        login(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ': typeof types.LoginDocument;
  '\n      mutation Register($input: RegisterInput!) {\n        register(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ': typeof types.RegisterDocument;
  '\n      mutation Logout {\n        logout\n      }\n    ': typeof types.LogoutDocument;
  '\n      query Wishlist {\n        wishlist {\n          id\n          productId\n          createdAt\n          product {\n            id\n            slug\n            name\n            description\n            price\n            compareAtPrice\n            imageUrl\n            stock\n          }\n        }\n      }\n    ': typeof types.WishlistDocument;
  '\n      query IsInWishlist($productId: Int!) {\n        isInWishlist(productId: $productId)\n      }\n    ': typeof types.IsInWishlistDocument;
  '\n      mutation AddToWishlist($productId: Int!) {\n        addToWishlist(productId: $productId)\n      }\n    ': typeof types.AddToWishlistDocument;
  '\n      mutation RemoveFromWishlist($productId: Int!) {\n        removeFromWishlist(productId: $productId)\n      }\n    ': typeof types.RemoveFromWishlistDocument;
  '\n      mutation CartSession {\n        cartSession {\n          sessionId\n        }\n      }\n    ': typeof types.CartSessionDocument;
  '\n      query Cart($sessionId: String!) {\n        cart(sessionId: $sessionId) {\n          items {\n            ...CartItemFields\n          }\n        }\n      }\n    ': typeof types.CartDocument;
  '\n      mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n        addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    ': typeof types.AddToCartDocument;
  '\n      mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n        updateCartItem(id: $id, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    ': typeof types.UpdateCartItemDocument;
  '\n      mutation ClearCart($sessionId: String!) {\n        clearCart(sessionId: $sessionId)\n      }\n    ': typeof types.ClearCartDocument;
  '\n      mutation RemoveCartItem($id: Float!) {\n        removeCartItem(id: $id)\n      }\n    ': typeof types.RemoveCartItemDocument;
  '\n      query Products($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {\n        products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) {\n          ...ProductFields\n        }\n      }\n    ': typeof types.ProductsDocument;
  '\n      query Product($slugOrId: String!) {\n        product(slugOrId: $slugOrId) {\n          ...ProductFields\n        }\n      }\n    ': typeof types.ProductDocument;
  '\n      query HireProducts($categoryId: Int, $limit: Int) {\n        hireProducts(categoryId: $categoryId, limit: $limit) {\n          ...HireProductFields\n        }\n      }\n    ': typeof types.HireProductsDocument;
  '\n      query HireProduct($slug: String!) {\n        hireProduct(slug: $slug) {\n          ...HireProductFields\n        }\n      }\n    ': typeof types.HireProductDocument;
  '\n        query AdminProducts {\n          products: adminProducts {\n            ...ProductWithStockFields\n          }\n        }\n      ': typeof types.AdminProductsDocument;
  '\n        mutation CreateProduct($input: ProductInput!) {\n          product: createProduct(input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      ': typeof types.CreateProductDocument;
  '\n        mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n          product: updateProduct(id: $id, input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      ': typeof types.UpdateProductDocument;
  '\n        mutation DeleteProduct($id: Int!) {\n          deleteProduct(id: $id)\n        }\n      ': typeof types.DeleteProductDocument;
  '\n        query ProductTemplateCsv {\n          csv: productTemplateCsv\n        }\n      ': typeof types.ProductTemplateCsvDocument;
  '\n        mutation ImportProducts($csv: String!) {\n          report: importProducts(csv: $csv) {\n            total\n            valid\n            inserted\n            errors\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      ': typeof types.ImportProductsDocument;
  '\n        query AdminHireProducts {\n          products: adminHireProducts {\n            ...HireProductWithStockFields\n          }\n        }\n      ': typeof types.AdminHireProductsDocument;
  '\n        mutation CreateHireProduct($input: ProductInput!) {\n          product: createHireProduct(input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      ': typeof types.CreateHireProductDocument;
  '\n        mutation UpdateHireProduct($id: Int!, $input: ProductInput!) {\n          product: updateHireProduct(id: $id, input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      ': typeof types.UpdateHireProductDocument;
  '\n        mutation DeleteHireProduct($id: Int!) {\n          deleteHireProduct(id: $id)\n        }\n      ': typeof types.DeleteHireProductDocument;
  '\n        query HireProductTemplateCsv {\n          csv: hireProductTemplateCsv\n        }\n      ': typeof types.HireProductTemplateCsvDocument;
  '\n        mutation ImportHireProducts($csv: String!) {\n          report: importHireProducts(csv: $csv) {\n            imported\n            total\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      ': typeof types.ImportHireProductsDocument;
  '\n      query Categories {\n        categories {\n          ...CategoryFields\n        }\n      }\n    ': typeof types.CategoriesDocument;
  '\n      query AdminCategories {\n        adminCategories {\n          ...CategoryFields\n        }\n      }\n    ': typeof types.AdminCategoriesDocument;
  '\n      query CategoryBySlug($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          ...CategoryFields\n        }\n      }\n    ': typeof types.CategoryBySlugDocument;
  '\n      mutation CreateCategory($input: CategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    ': typeof types.CreateCategoryDocument;
  '\n      mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n        updateCategory(id: $id, input: $input) {\n          ...CategoryFields\n        }\n      }\n    ': typeof types.UpdateCategoryDocument;
  '\n      mutation DeleteCategory($id: Int!) {\n        deleteCategory(id: $id)\n      }\n    ': typeof types.DeleteCategoryDocument;
  '\n      query News {\n        news {\n          ...NewsItemFields\n        }\n      }\n    ': typeof types.NewsDocument;
  '\n      query ActiveNews($limit: Int) {\n        activeNews(limit: $limit) {\n          ...NewsItemFields\n        }\n      }\n    ': typeof types.ActiveNewsDocument;
  '\n      mutation CreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...NewsItemFields\n        }\n      }\n    ': typeof types.CreateNewsItemDocument;
  '\n      mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n        updateNewsItem(id: $id, input: $input) {\n          ...NewsItemFields\n        }\n      }\n    ': typeof types.UpdateNewsItemDocument;
  '\n      mutation DeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id)\n      }\n    ': typeof types.DeleteNewsItemDocument;
  '\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    ': typeof types.SendContactMessageDocument;
  '\n      mutation JoinWaitlist($input: WaitlistInput!) {\n        joinWaitlist(input: $input) {\n          id\n          fullName\n          email\n          interests\n          marketingConsent\n          createdAt\n        }\n      }\n    ': typeof types.JoinWaitlistDocument;
  'fragment ProductFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  createdAt\n  sku\n  isHireItem\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  hireId\n  turnaroundDays\n  powerRequirement\n}\n\nfragment ProductWithStockFields on Product {\n  ...ProductFields\n  onHand\n  committed\n}\n\nfragment HireProductFields on Product {\n  ...ProductFields\n  securityDeposit\n}\n\nfragment HireProductWithStockFields on Product {\n  ...ProductWithStockFields\n  securityDeposit\n}\n\nfragment ImportRowErrorFields on ImportRowError {\n  index\n  product {\n    name\n  }\n  errors\n}\n\nfragment ImportInsertResultFields on ImportInsertResult {\n  product {\n    name\n  }\n  status\n  message\n  id\n}\n\nfragment CartItemFields on CartItem {\n  id\n  productId\n  quantity\n  createdAt\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment UserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n  createdAt\n  updatedAt\n}\n\nfragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  parentId\n}\n\nfragment NewsItemFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment HireQuoteItemFields on HireQuoteItem {\n  id\n  quoteId\n  productId\n  quantity\n  hirePeriod\n  createdAt\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n    slug\n    hirePriceDaily\n    hirePriceWeekly\n    hirePriceMonthly\n  }\n}\n\nfragment HireQuoteFields on HireQuote {\n  id\n  userId\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  status\n  itemCount\n  totalValue\n  requestedAt\n  version\n  createdAt\n  updatedAt\n  items {\n    ...HireQuoteItemFields\n  }\n}\n\nfragment HirePriceFields on HireQuotePrice {\n  startDate\n  endDate\n  days\n  chargeableDays\n  weekend\n  hire\n  fixed\n  discount\n  delivery\n  installation\n  damageWaiver\n  net\n  vat\n  total\n  securityDeposit\n  bookingDeposit\n  callForPrice\n  lines {\n    description\n    productId\n    quantity\n    hirePeriod\n    unitPrice\n    lineTotal\n    callForPrice\n    breakdown {\n      period\n      count\n      rate\n    }\n  }\n}\n\nfragment HireRevisionFields on HireQuoteRevision {\n  number\n  revision\n  label\n  sentAt\n  validUntil\n  balanceDueDate\n  notes\n  price {\n    ...HirePriceFields\n  }\n}\n\nfragment PricedHireQuoteFields on HireQuote {\n  ...HireQuoteFields\n  stage\n  number\n  price {\n    ...HirePriceFields\n  }\n  revisions {\n    ...HireRevisionFields\n  }\n  latestRevision {\n    ...HireRevisionFields\n  }\n  acceptance {\n    name\n    at\n    revision\n    ip\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  acceptanceRefused {\n    at\n    revision\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  cancellation {\n    reason\n    at\n    band\n    fee\n    refund\n    owed\n  }\n  booking {\n    total\n    depositDue\n    paid\n    balance\n    securityDepositHeld\n    securityDepositDue\n    balanceDueDate\n    payments {\n      id\n      kind\n      method\n      amount\n      reference\n      at\n      byUserId\n    }\n  }\n  draft {\n    startDate\n    endDate\n    damageWaiver\n    notes\n    discount {\n      kind\n      percent\n      amount\n    }\n    hireLines {\n      id\n      productId\n      quantity\n      hirePeriod\n      rateOverrides {\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n      product {\n        id\n        name\n        slug\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n    }\n    fixedLines {\n      id\n      description\n      quantity\n      unitPrice\n    }\n  }\n}\n\nfragment HireSettingsFields on HireSettings {\n  chargeableDaysPerWeek\n  weekendRule\n  damageWaiverPercent\n  securityDepositPercent\n  bookingDepositPercent\n  balanceDueDaysBeforeStart\n  quoteValidityDays\n  startReminderDaysBefore\n  damageWaiverExcess\n  balanceReminderDaysBefore\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n}\n\nfragment HireAvailabilityFields on HireAvailability {\n  productId\n  slug\n  start\n  end\n  stock\n  committed\n  available\n  turnaroundDays\n}\n\nfragment EmailSettingsStateFields on EmailSettingsState {\n  configured\n  settings {\n    host\n    port\n    secure\n    user\n    pass\n    from\n    to\n    rejectUnauthorized\n    sendCustomerOrderConfirmation\n    sendCustomerOrderStatusUpdates\n    sendCustomerHireQuoteConfirmation\n    sendCustomerHireQuoteStatusUpdates\n    footerCompanyName\n    footerAddress\n    footerContactEmail\n    footerPhone\n    footerVatNumber\n    footerCompanyNumber\n    orderConfirmationTitle\n    orderConfirmationIntro\n    orderShippedTitle\n    orderShippedIntro\n    orderDeliveredTitle\n    orderDeliveredIntro\n    orderCancelledTitle\n    orderCancelledIntro\n    hireQuoteConfirmationTitle\n    hireQuoteConfirmationIntro\n    hireQuoteApprovedTitle\n    hireQuoteApprovedIntro\n    hireQuoteRejectedTitle\n    hireQuoteRejectedIntro\n    hireQuoteCompletedTitle\n    hireQuoteCompletedIntro\n  }\n}\n\nfragment OutgoingEmailFields on OutgoingEmail {\n  id\n  cause\n  to\n  subject\n  state\n  attempts\n  lastError\n  sentAt\n  createdAt\n}\n\nfragment OrderItemFields on OrderItem {\n  id\n  orderId\n  productId\n  quantity\n  price\n  createdAt\n  product {\n    id\n    name\n    slug\n    imageUrl\n  }\n  returnable\n}\n\nfragment OrderListFields on Order {\n  id\n  userId\n  status\n  subtotal\n  shippingCost\n  vat\n  total\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  notes\n  customerName\n  customerEmail\n  customerPhone\n  cancellationReason\n  paymentState\n  paymentFailure\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n  }\n  refunded\n  shipment {\n    carrier\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  returnsCloseOn\n  nextStatuses\n  version\n  createdAt\n  updatedAt\n  items {\n    ...OrderItemFields\n  }\n}\n\nfragment OrderFields on Order {\n  ...OrderListFields\n  returns {\n    ...OrderReturnFields\n  }\n  history {\n    at\n    text\n  }\n}\n\nfragment HireUnitFields on HireUnit {\n  tag\n  productId\n  serialNumber\n  state\n  quoteId\n  quoteNumber\n  note\n  retiredReason\n}\n\nfragment FloorHireQuoteFields on HireQuote {\n  ...PricedHireQuoteFields\n  floor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n}\n\nfragment HireSheetBookingFields on HireSheetBooking {\n  quoteId\n  number\n  stage\n  customerName\n  customerPhone\n  customerEmail\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  lines {\n    productId\n    name\n    quantity\n  }\n  unitsOut\n  unitsBack\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}': typeof types.ProductFieldsFragmentDoc;
  '\n      query HireCalendar($token: String!) {\n        hireCalendar(token: $token)\n      }\n    ': typeof types.HireCalendarDocument;
  '\n      query HireUnits($productId: Int!) {\n        hireUnits(productId: $productId) {\n          ...HireUnitFields\n        }\n      }\n    ': typeof types.HireUnitsDocument;
  '\n      mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n        addHireUnits(productId: $productId, input: $input) {\n          ...HireUnitFields\n        }\n      }\n    ': typeof types.AddHireUnitsDocument;
  '\n      mutation ImportHireUnits($productId: Int!, $csv: String!) {\n        importHireUnits(productId: $productId, csv: $csv) {\n          ...HireUnitFields\n        }\n      }\n    ': typeof types.ImportHireUnitsDocument;
  '\n      mutation SendHireUnitToRepair($tag: String!, $note: String) {\n        sendHireUnitToRepair(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    ': typeof types.SendHireUnitToRepairDocument;
  '\n      mutation ClearHireUnitRepair($tag: String!) {\n        clearHireUnitRepair(tag: $tag) {\n          ...HireUnitFields\n        }\n      }\n    ': typeof types.ClearHireUnitRepairDocument;
  '\n      mutation RetireHireUnit($tag: String!, $note: String) {\n        retireHireUnit(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    ': typeof types.RetireHireUnitDocument;
  '\n      mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n        dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n          ...FloorHireQuoteFields\n        }\n      }\n    ': typeof types.DispatchHireUnitDocument;
  '\n      mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!, $refundMethod: String) {\n        returnHireUnits(id: $id, input: $input, refundMethod: $refundMethod) {\n          ...FloorHireQuoteFields\n        }\n      }\n    ': typeof types.ReturnHireUnitsDocument;
  '\n      query HirePlanning($from: String) {\n        hirePlanning(from: $from) {\n          days\n          rows {\n            productId\n            name\n            slug\n            kit\n            unitsInService\n            days\n            out\n            turnaround\n            shortDays\n          }\n        }\n      }\n    ': typeof types.HirePlanningDocument;
  '\n      query HirePlanningBookings($productId: Int!, $day: String!) {\n        hirePlanningBookings(productId: $productId, day: $day) {\n          quoteId\n          number\n          customerName\n          quantity\n          startDate\n          endDate\n          stage\n        }\n      }\n    ': typeof types.HirePlanningBookingsDocument;
  '\n      query HireDaySheet($day: String) {\n        hireDaySheet(day: $day) {\n          day\n          goingOut {\n            ...HireSheetBookingFields\n          }\n          comingBack {\n            ...HireSheetBookingFields\n          }\n        }\n      }\n    ': typeof types.HireDaySheetDocument;
  '\n      mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n        createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n          token\n          quote {\n            ...HireQuoteFields\n          }\n        }\n      }\n    ': typeof types.CreateHireQuoteDocument;
  '\n      query AdminHireQuotes {\n        adminHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    ': typeof types.AdminHireQuotesDocument;
  '\n      mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $token: String, $idempotencyKey: String) {\n        addHireQuoteItem(quoteId: $quoteId, input: $input, token: $token, idempotencyKey: $idempotencyKey) {\n          ...HireQuoteItemFields\n        }\n      }\n    ': typeof types.AddHireQuoteItemDocument;
  '\n      query HireQuoteItems($quoteId: Int!, $token: String) {\n        hireQuoteItems(quoteId: $quoteId, token: $token) {\n          ...HireQuoteItemFields\n          availability {\n            ...HireAvailabilityFields\n          }\n        }\n      }\n    ': typeof types.HireQuoteItemsDocument;
  '\n      mutation SubmitHireQuote($quoteId: Int!, $token: String) {\n        submitHireQuote(quoteId: $quoteId, token: $token) {\n          ...HireQuoteFields\n        }\n      }\n    ': typeof types.SubmitHireQuoteDocument;
  '\n      mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n        updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n          ...HireQuoteFields\n        }\n      }\n    ': typeof types.UpdateHireQuoteStatusDocument;
  '\n      query HireQuote($id: Int!, $token: String) {\n        hireQuote(id: $id, token: $token) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.HireQuoteDocument;
  '\n      mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int, $fullName: String, $acceptTerms: Boolean) {\n        acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.AcceptHireQuoteDocument;
  '\n      mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n        payHireBooking(id: $id, token: $token, purpose: $purpose) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    ': typeof types.PayHireBookingDocument;
  '\n      mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n        declineHireQuote(id: $id, token: $token, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.DeclineHireQuoteDocument;
  '\n      mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n        saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.SaveHireQuoteDraftDocument;
  '\n      mutation SendHireQuote($id: Int!) {\n        sendHireQuote(id: $id) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.SendHireQuoteDocument;
  '\n      mutation CancelHireBooking($id: Int!, $reason: String) {\n        cancelHireBooking(id: $id, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.CancelHireBookingDocument;
  '\n      mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n        recordHirePayment(id: $id, input: $input) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ': typeof types.RecordHirePaymentDocument;
  '\n      query HireSettings {\n        hireSettings {\n          ...HireSettingsFields\n        }\n      }\n    ': typeof types.HireSettingsDocument;
  '\n      mutation SaveHireSettings($input: HireSettingsInput!) {\n        saveHireSettings(input: $input) {\n          ...HireSettingsFields\n        }\n      }\n    ': typeof types.SaveHireSettingsDocument;
  '\n      query MyHireQuotes {\n        myHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    ': typeof types.MyHireQuotesDocument;
  '\n      query HireQuotePdf($id: Int!, $token: String, $revision: Int) {\n        hireQuote(id: $id, token: $token) {\n          sentRevision(revision: $revision) {\n            number\n            revision\n            pdf\n          }\n        }\n      }\n    ': typeof types.HireQuotePdfDocument;
  '\n      query HireAvailability($slug: String!, $start: String!, $end: String!) {\n        hireAvailability(slug: $slug, start: $start, end: $end) {\n          ...HireAvailabilityFields\n        }\n      }\n    ': typeof types.HireAvailabilityDocument;
  '\n      query HireDayAvailability($slug: String!, $month: String, $from: String, $to: String, $quantity: Float) {\n        hireDayAvailability(slug: $slug, month: $month, from: $from, to: $to, quantity: $quantity) {\n          productId\n          slug\n          quantity\n          days {\n            day\n            available\n            free\n          }\n        }\n      }\n    ': typeof types.HireDayAvailabilityDocument;
  '\n      query EmailSettings {\n        emailSettings {\n          ...EmailSettingsStateFields\n        }\n      }\n    ': typeof types.EmailSettingsDocument;
  '\n      mutation SaveEmailSettings($input: EmailSettingsInput!) {\n        saveEmailSettings(input: $input) {\n          ...EmailSettingsStateFields\n        }\n      }\n    ': typeof types.SaveEmailSettingsDocument;
  '\n      mutation SendTestEmail {\n        sendTestEmail {\n          success\n          message\n        }\n      }\n    ': typeof types.SendTestEmailDocument;
  '\n      query EmailLog($state: String, $limit: Int) {\n        emailLog(state: $state, limit: $limit) {\n          ...OutgoingEmailFields\n        }\n      }\n    ': typeof types.EmailLogDocument;
  '\n      mutation RetryEmail($id: Int!) {\n        retryEmail(id: $id) {\n          ...OutgoingEmailFields\n        }\n      }\n    ': typeof types.RetryEmailDocument;
  '\n      mutation SubscribeToNewsletter($email: String, $firstName: String, $lastName: String, $listId: String) {\n        subscribeToNewsletter(email: $email, firstName: $firstName, lastName: $lastName, listId: $listId) {\n          success\n          alreadySubscribed\n          message\n        }\n      }\n    ': typeof types.SubscribeToNewsletterDocument;
  '\n      query MailchimpSettings {\n        mailchimpSettings {\n          settings {\n            configured\n            apiKey\n            serverPrefix\n            defaultListId\n          }\n        }\n      }\n    ': typeof types.MailchimpSettingsDocument;
  '\n      mutation SaveMailchimpSettings($apiKey: String, $defaultListId: String) {\n        saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n          success\n          message\n          warning\n        }\n      }\n    ': typeof types.SaveMailchimpSettingsDocument;
  '\n      query MailchimpPing {\n        mailchimpPing {\n          success\n          message\n        }\n      }\n    ': typeof types.MailchimpPingDocument;
  '\n      query MailchimpLists {\n        mailchimpLists {\n          id\n          name\n          memberCount\n          unsubscribeCount\n          openRate\n          clickRate\n          campaignCount\n        }\n      }\n    ': typeof types.MailchimpListsDocument;
  '\n      query MailchimpTags($listId: String!) {\n        mailchimpTags(listId: $listId) {\n          id\n          name\n        }\n      }\n    ': typeof types.MailchimpTagsDocument;
  '\n      mutation CreateMailchimpSegment($listId: String, $name: String) {\n        createMailchimpSegment(listId: $listId, name: $name) {\n          success\n          message\n        }\n      }\n    ': typeof types.CreateMailchimpSegmentDocument;
  '\n      query CheckoutOptions {\n        checkoutOptions {\n          bankTransferThreshold\n          paypal\n        }\n      }\n    ': typeof types.CheckoutOptionsDocument;
  '\n      query OrderSettings {\n        orderSettings {\n          ...OrderSettingsFields\n        }\n      }\n    ': typeof types.OrderSettingsDocument;
  '\n      mutation SaveOrderSettings($input: OrderSettingsInput!) {\n        saveOrderSettings(input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    ': typeof types.SaveOrderSettingsDocument;
  '\n      mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n        recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    ': typeof types.RecordBankTransferDocument;
  'fragment OrderReturnFields on OrderReturn {\n  id\n  orderId\n  status\n  reason\n  note\n  lines {\n    lineId\n    productId\n    name\n    quantity\n    price\n    outcome\n  }\n  requestedAt\n  returnsAddress\n  declineReason\n  decidedAt\n  receivedAt\n  refund\n  shippingRefund\n  refundedAt\n  customerName\n  customerEmail\n}': typeof types.OrderReturnFieldsFragmentDoc;
  '\n      mutation RequestReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n        requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n          ...OrderReturnFields\n        }\n      }\n    ': typeof types.RequestReturnDocument;
  '\n      query AdminReturns($status: String) {\n        adminReturns(status: $status) {\n          ...OrderReturnFields\n        }\n      }\n    ': typeof types.AdminReturnsDocument;
  '\n      mutation ApproveReturn($id: String!) {\n        approveReturn(id: $id) {\n          ...OrderReturnFields\n        }\n      }\n    ': typeof types.ApproveReturnDocument;
  '\n      mutation DeclineReturn($id: String!, $reason: String) {\n        declineReturn(id: $id, reason: $reason) {\n          ...OrderReturnFields\n        }\n      }\n    ': typeof types.DeclineReturnDocument;
  '\n      mutation ReceiveReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n        receiveReturn(id: $id, lines: $lines) {\n          ...OrderReturnFields\n        }\n      }\n    ': typeof types.ReceiveReturnDocument;
  '\n      mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n        recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    ': typeof types.RecordTransferRefundDocument;
  '\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderFields\n        }\n      }\n    ': typeof types.PlaceOrderDocument;
  '\n      mutation PayOrder($id: Int!) {\n        payOrder(id: $id) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    ': typeof types.PayOrderDocument;
  '\n      query MyOrders {\n        myOrders {\n          ...OrderListFields\n        }\n      }\n    ': typeof types.MyOrdersDocument;
  '\n      query Order($id: Int!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    ': typeof types.OrderDocument;
  '\n      query OrderItems($id: Int!) {\n        order(id: $id) {\n          items {\n            ...OrderItemFields\n          }\n        }\n      }\n    ': typeof types.OrderItemsDocument;
  '\n      query AdminOrders($filter: AdminOrderFilter) {\n        adminOrders(filter: $filter) {\n          items {\n            ...OrderListFields\n          }\n          total\n          page\n          pageSize\n        }\n      }\n    ': typeof types.AdminOrdersDocument;
  '\n      query AdminOrder($id: Int!) {\n        adminOrder(id: $id) {\n          ...OrderFields\n        }\n      }\n    ': typeof types.AdminOrderDocument;
  '\n      mutation UpdateOrderStatus(\n        $id: Int!\n        $status: String!\n        $expectedVersion: Int\n        $carrier: String\n        $carrierName: String\n        $trackingNumber: String\n        $deliveredOn: String\n      ) {\n        updateOrderStatus(\n          id: $id\n          status: $status\n          expectedVersion: $expectedVersion\n          carrier: $carrier\n          carrierName: $carrierName\n          trackingNumber: $trackingNumber\n          deliveredOn: $deliveredOn\n        ) {\n          ...OrderFields\n        }\n      }\n    ': typeof types.UpdateOrderStatusDocument;
  '\n      query SearchProductList($q: String, $categoryId: Int, $onSale: Boolean, $sort: SearchSort, $limit: Int) {\n        productSearch(q: $q, kind: sale, categoryId: $categoryId, onSale: $onSale, sort: $sort, limit: $limit) {\n          products {\n            ...ProductFields\n          }\n        }\n      }\n    ': typeof types.SearchProductListDocument;
};
const documents: Documents = {
  '\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    ': types.MeDocument,
  '\n      mutation UpdateProfile($input: ProfileInput!) {\n        updateProfile(input: $input) {\n          ...UserFields\n        }\n      }\n    ':
    types.UpdateProfileDocument,
  '\n      mutation Login($input: LoginInput!) {\n        login(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ':
    types.LoginDocument,
  '\n      mutation Register($input: RegisterInput!) {\n        register(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ':
    types.RegisterDocument,
  '\n      mutation Logout {\n        logout\n      }\n    ': types.LogoutDocument,
  '\n      query Wishlist {\n        wishlist {\n          id\n          productId\n          createdAt\n          product {\n            id\n            slug\n            name\n            description\n            price\n            compareAtPrice\n            imageUrl\n            stock\n          }\n        }\n      }\n    ':
    types.WishlistDocument,
  '\n      query IsInWishlist($productId: Int!) {\n        isInWishlist(productId: $productId)\n      }\n    ':
    types.IsInWishlistDocument,
  '\n      mutation AddToWishlist($productId: Int!) {\n        addToWishlist(productId: $productId)\n      }\n    ':
    types.AddToWishlistDocument,
  '\n      mutation RemoveFromWishlist($productId: Int!) {\n        removeFromWishlist(productId: $productId)\n      }\n    ':
    types.RemoveFromWishlistDocument,
  '\n      mutation CartSession {\n        cartSession {\n          sessionId\n        }\n      }\n    ':
    types.CartSessionDocument,
  '\n      query Cart($sessionId: String!) {\n        cart(sessionId: $sessionId) {\n          items {\n            ...CartItemFields\n          }\n        }\n      }\n    ':
    types.CartDocument,
  '\n      mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n        addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    ':
    types.AddToCartDocument,
  '\n      mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n        updateCartItem(id: $id, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    ':
    types.UpdateCartItemDocument,
  '\n      mutation ClearCart($sessionId: String!) {\n        clearCart(sessionId: $sessionId)\n      }\n    ':
    types.ClearCartDocument,
  '\n      mutation RemoveCartItem($id: Float!) {\n        removeCartItem(id: $id)\n      }\n    ':
    types.RemoveCartItemDocument,
  '\n      query Products($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {\n        products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) {\n          ...ProductFields\n        }\n      }\n    ':
    types.ProductsDocument,
  '\n      query Product($slugOrId: String!) {\n        product(slugOrId: $slugOrId) {\n          ...ProductFields\n        }\n      }\n    ':
    types.ProductDocument,
  '\n      query HireProducts($categoryId: Int, $limit: Int) {\n        hireProducts(categoryId: $categoryId, limit: $limit) {\n          ...HireProductFields\n        }\n      }\n    ':
    types.HireProductsDocument,
  '\n      query HireProduct($slug: String!) {\n        hireProduct(slug: $slug) {\n          ...HireProductFields\n        }\n      }\n    ':
    types.HireProductDocument,
  '\n        query AdminProducts {\n          products: adminProducts {\n            ...ProductWithStockFields\n          }\n        }\n      ':
    types.AdminProductsDocument,
  '\n        mutation CreateProduct($input: ProductInput!) {\n          product: createProduct(input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      ':
    types.CreateProductDocument,
  '\n        mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n          product: updateProduct(id: $id, input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      ':
    types.UpdateProductDocument,
  '\n        mutation DeleteProduct($id: Int!) {\n          deleteProduct(id: $id)\n        }\n      ':
    types.DeleteProductDocument,
  '\n        query ProductTemplateCsv {\n          csv: productTemplateCsv\n        }\n      ':
    types.ProductTemplateCsvDocument,
  '\n        mutation ImportProducts($csv: String!) {\n          report: importProducts(csv: $csv) {\n            total\n            valid\n            inserted\n            errors\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      ':
    types.ImportProductsDocument,
  '\n        query AdminHireProducts {\n          products: adminHireProducts {\n            ...HireProductWithStockFields\n          }\n        }\n      ':
    types.AdminHireProductsDocument,
  '\n        mutation CreateHireProduct($input: ProductInput!) {\n          product: createHireProduct(input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      ':
    types.CreateHireProductDocument,
  '\n        mutation UpdateHireProduct($id: Int!, $input: ProductInput!) {\n          product: updateHireProduct(id: $id, input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      ':
    types.UpdateHireProductDocument,
  '\n        mutation DeleteHireProduct($id: Int!) {\n          deleteHireProduct(id: $id)\n        }\n      ':
    types.DeleteHireProductDocument,
  '\n        query HireProductTemplateCsv {\n          csv: hireProductTemplateCsv\n        }\n      ':
    types.HireProductTemplateCsvDocument,
  '\n        mutation ImportHireProducts($csv: String!) {\n          report: importHireProducts(csv: $csv) {\n            imported\n            total\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      ':
    types.ImportHireProductsDocument,
  '\n      query Categories {\n        categories {\n          ...CategoryFields\n        }\n      }\n    ':
    types.CategoriesDocument,
  '\n      query AdminCategories {\n        adminCategories {\n          ...CategoryFields\n        }\n      }\n    ':
    types.AdminCategoriesDocument,
  '\n      query CategoryBySlug($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          ...CategoryFields\n        }\n      }\n    ':
    types.CategoryBySlugDocument,
  '\n      mutation CreateCategory($input: CategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    ':
    types.CreateCategoryDocument,
  '\n      mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n        updateCategory(id: $id, input: $input) {\n          ...CategoryFields\n        }\n      }\n    ':
    types.UpdateCategoryDocument,
  '\n      mutation DeleteCategory($id: Int!) {\n        deleteCategory(id: $id)\n      }\n    ':
    types.DeleteCategoryDocument,
  '\n      query News {\n        news {\n          ...NewsItemFields\n        }\n      }\n    ': types.NewsDocument,
  '\n      query ActiveNews($limit: Int) {\n        activeNews(limit: $limit) {\n          ...NewsItemFields\n        }\n      }\n    ':
    types.ActiveNewsDocument,
  '\n      mutation CreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...NewsItemFields\n        }\n      }\n    ':
    types.CreateNewsItemDocument,
  '\n      mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n        updateNewsItem(id: $id, input: $input) {\n          ...NewsItemFields\n        }\n      }\n    ':
    types.UpdateNewsItemDocument,
  '\n      mutation DeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id)\n      }\n    ':
    types.DeleteNewsItemDocument,
  '\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    ':
    types.SendContactMessageDocument,
  '\n      mutation JoinWaitlist($input: WaitlistInput!) {\n        joinWaitlist(input: $input) {\n          id\n          fullName\n          email\n          interests\n          marketingConsent\n          createdAt\n        }\n      }\n    ':
    types.JoinWaitlistDocument,
  'fragment ProductFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  createdAt\n  sku\n  isHireItem\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  hireId\n  turnaroundDays\n  powerRequirement\n}\n\nfragment ProductWithStockFields on Product {\n  ...ProductFields\n  onHand\n  committed\n}\n\nfragment HireProductFields on Product {\n  ...ProductFields\n  securityDeposit\n}\n\nfragment HireProductWithStockFields on Product {\n  ...ProductWithStockFields\n  securityDeposit\n}\n\nfragment ImportRowErrorFields on ImportRowError {\n  index\n  product {\n    name\n  }\n  errors\n}\n\nfragment ImportInsertResultFields on ImportInsertResult {\n  product {\n    name\n  }\n  status\n  message\n  id\n}\n\nfragment CartItemFields on CartItem {\n  id\n  productId\n  quantity\n  createdAt\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment UserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n  createdAt\n  updatedAt\n}\n\nfragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  parentId\n}\n\nfragment NewsItemFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment HireQuoteItemFields on HireQuoteItem {\n  id\n  quoteId\n  productId\n  quantity\n  hirePeriod\n  createdAt\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n    slug\n    hirePriceDaily\n    hirePriceWeekly\n    hirePriceMonthly\n  }\n}\n\nfragment HireQuoteFields on HireQuote {\n  id\n  userId\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  status\n  itemCount\n  totalValue\n  requestedAt\n  version\n  createdAt\n  updatedAt\n  items {\n    ...HireQuoteItemFields\n  }\n}\n\nfragment HirePriceFields on HireQuotePrice {\n  startDate\n  endDate\n  days\n  chargeableDays\n  weekend\n  hire\n  fixed\n  discount\n  delivery\n  installation\n  damageWaiver\n  net\n  vat\n  total\n  securityDeposit\n  bookingDeposit\n  callForPrice\n  lines {\n    description\n    productId\n    quantity\n    hirePeriod\n    unitPrice\n    lineTotal\n    callForPrice\n    breakdown {\n      period\n      count\n      rate\n    }\n  }\n}\n\nfragment HireRevisionFields on HireQuoteRevision {\n  number\n  revision\n  label\n  sentAt\n  validUntil\n  balanceDueDate\n  notes\n  price {\n    ...HirePriceFields\n  }\n}\n\nfragment PricedHireQuoteFields on HireQuote {\n  ...HireQuoteFields\n  stage\n  number\n  price {\n    ...HirePriceFields\n  }\n  revisions {\n    ...HireRevisionFields\n  }\n  latestRevision {\n    ...HireRevisionFields\n  }\n  acceptance {\n    name\n    at\n    revision\n    ip\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  acceptanceRefused {\n    at\n    revision\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  cancellation {\n    reason\n    at\n    band\n    fee\n    refund\n    owed\n  }\n  booking {\n    total\n    depositDue\n    paid\n    balance\n    securityDepositHeld\n    securityDepositDue\n    balanceDueDate\n    payments {\n      id\n      kind\n      method\n      amount\n      reference\n      at\n      byUserId\n    }\n  }\n  draft {\n    startDate\n    endDate\n    damageWaiver\n    notes\n    discount {\n      kind\n      percent\n      amount\n    }\n    hireLines {\n      id\n      productId\n      quantity\n      hirePeriod\n      rateOverrides {\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n      product {\n        id\n        name\n        slug\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n    }\n    fixedLines {\n      id\n      description\n      quantity\n      unitPrice\n    }\n  }\n}\n\nfragment HireSettingsFields on HireSettings {\n  chargeableDaysPerWeek\n  weekendRule\n  damageWaiverPercent\n  securityDepositPercent\n  bookingDepositPercent\n  balanceDueDaysBeforeStart\n  quoteValidityDays\n  startReminderDaysBefore\n  damageWaiverExcess\n  balanceReminderDaysBefore\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n}\n\nfragment HireAvailabilityFields on HireAvailability {\n  productId\n  slug\n  start\n  end\n  stock\n  committed\n  available\n  turnaroundDays\n}\n\nfragment EmailSettingsStateFields on EmailSettingsState {\n  configured\n  settings {\n    host\n    port\n    secure\n    user\n    pass\n    from\n    to\n    rejectUnauthorized\n    sendCustomerOrderConfirmation\n    sendCustomerOrderStatusUpdates\n    sendCustomerHireQuoteConfirmation\n    sendCustomerHireQuoteStatusUpdates\n    footerCompanyName\n    footerAddress\n    footerContactEmail\n    footerPhone\n    footerVatNumber\n    footerCompanyNumber\n    orderConfirmationTitle\n    orderConfirmationIntro\n    orderShippedTitle\n    orderShippedIntro\n    orderDeliveredTitle\n    orderDeliveredIntro\n    orderCancelledTitle\n    orderCancelledIntro\n    hireQuoteConfirmationTitle\n    hireQuoteConfirmationIntro\n    hireQuoteApprovedTitle\n    hireQuoteApprovedIntro\n    hireQuoteRejectedTitle\n    hireQuoteRejectedIntro\n    hireQuoteCompletedTitle\n    hireQuoteCompletedIntro\n  }\n}\n\nfragment OutgoingEmailFields on OutgoingEmail {\n  id\n  cause\n  to\n  subject\n  state\n  attempts\n  lastError\n  sentAt\n  createdAt\n}\n\nfragment OrderItemFields on OrderItem {\n  id\n  orderId\n  productId\n  quantity\n  price\n  createdAt\n  product {\n    id\n    name\n    slug\n    imageUrl\n  }\n  returnable\n}\n\nfragment OrderListFields on Order {\n  id\n  userId\n  status\n  subtotal\n  shippingCost\n  vat\n  total\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  notes\n  customerName\n  customerEmail\n  customerPhone\n  cancellationReason\n  paymentState\n  paymentFailure\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n  }\n  refunded\n  shipment {\n    carrier\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  returnsCloseOn\n  nextStatuses\n  version\n  createdAt\n  updatedAt\n  items {\n    ...OrderItemFields\n  }\n}\n\nfragment OrderFields on Order {\n  ...OrderListFields\n  returns {\n    ...OrderReturnFields\n  }\n  history {\n    at\n    text\n  }\n}\n\nfragment HireUnitFields on HireUnit {\n  tag\n  productId\n  serialNumber\n  state\n  quoteId\n  quoteNumber\n  note\n  retiredReason\n}\n\nfragment FloorHireQuoteFields on HireQuote {\n  ...PricedHireQuoteFields\n  floor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n}\n\nfragment HireSheetBookingFields on HireSheetBooking {\n  quoteId\n  number\n  stage\n  customerName\n  customerPhone\n  customerEmail\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  lines {\n    productId\n    name\n    quantity\n  }\n  unitsOut\n  unitsBack\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}':
    types.ProductFieldsFragmentDoc,
  '\n      query HireCalendar($token: String!) {\n        hireCalendar(token: $token)\n      }\n    ':
    types.HireCalendarDocument,
  '\n      query HireUnits($productId: Int!) {\n        hireUnits(productId: $productId) {\n          ...HireUnitFields\n        }\n      }\n    ':
    types.HireUnitsDocument,
  '\n      mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n        addHireUnits(productId: $productId, input: $input) {\n          ...HireUnitFields\n        }\n      }\n    ':
    types.AddHireUnitsDocument,
  '\n      mutation ImportHireUnits($productId: Int!, $csv: String!) {\n        importHireUnits(productId: $productId, csv: $csv) {\n          ...HireUnitFields\n        }\n      }\n    ':
    types.ImportHireUnitsDocument,
  '\n      mutation SendHireUnitToRepair($tag: String!, $note: String) {\n        sendHireUnitToRepair(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    ':
    types.SendHireUnitToRepairDocument,
  '\n      mutation ClearHireUnitRepair($tag: String!) {\n        clearHireUnitRepair(tag: $tag) {\n          ...HireUnitFields\n        }\n      }\n    ':
    types.ClearHireUnitRepairDocument,
  '\n      mutation RetireHireUnit($tag: String!, $note: String) {\n        retireHireUnit(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    ':
    types.RetireHireUnitDocument,
  '\n      mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n        dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n          ...FloorHireQuoteFields\n        }\n      }\n    ':
    types.DispatchHireUnitDocument,
  '\n      mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!, $refundMethod: String) {\n        returnHireUnits(id: $id, input: $input, refundMethod: $refundMethod) {\n          ...FloorHireQuoteFields\n        }\n      }\n    ':
    types.ReturnHireUnitsDocument,
  '\n      query HirePlanning($from: String) {\n        hirePlanning(from: $from) {\n          days\n          rows {\n            productId\n            name\n            slug\n            kit\n            unitsInService\n            days\n            out\n            turnaround\n            shortDays\n          }\n        }\n      }\n    ':
    types.HirePlanningDocument,
  '\n      query HirePlanningBookings($productId: Int!, $day: String!) {\n        hirePlanningBookings(productId: $productId, day: $day) {\n          quoteId\n          number\n          customerName\n          quantity\n          startDate\n          endDate\n          stage\n        }\n      }\n    ':
    types.HirePlanningBookingsDocument,
  '\n      query HireDaySheet($day: String) {\n        hireDaySheet(day: $day) {\n          day\n          goingOut {\n            ...HireSheetBookingFields\n          }\n          comingBack {\n            ...HireSheetBookingFields\n          }\n        }\n      }\n    ':
    types.HireDaySheetDocument,
  '\n      mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n        createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n          token\n          quote {\n            ...HireQuoteFields\n          }\n        }\n      }\n    ':
    types.CreateHireQuoteDocument,
  '\n      query AdminHireQuotes {\n        adminHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    ':
    types.AdminHireQuotesDocument,
  '\n      mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $token: String, $idempotencyKey: String) {\n        addHireQuoteItem(quoteId: $quoteId, input: $input, token: $token, idempotencyKey: $idempotencyKey) {\n          ...HireQuoteItemFields\n        }\n      }\n    ':
    types.AddHireQuoteItemDocument,
  '\n      query HireQuoteItems($quoteId: Int!, $token: String) {\n        hireQuoteItems(quoteId: $quoteId, token: $token) {\n          ...HireQuoteItemFields\n          availability {\n            ...HireAvailabilityFields\n          }\n        }\n      }\n    ':
    types.HireQuoteItemsDocument,
  '\n      mutation SubmitHireQuote($quoteId: Int!, $token: String) {\n        submitHireQuote(quoteId: $quoteId, token: $token) {\n          ...HireQuoteFields\n        }\n      }\n    ':
    types.SubmitHireQuoteDocument,
  '\n      mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n        updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n          ...HireQuoteFields\n        }\n      }\n    ':
    types.UpdateHireQuoteStatusDocument,
  '\n      query HireQuote($id: Int!, $token: String) {\n        hireQuote(id: $id, token: $token) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.HireQuoteDocument,
  '\n      mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int, $fullName: String, $acceptTerms: Boolean) {\n        acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.AcceptHireQuoteDocument,
  '\n      mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n        payHireBooking(id: $id, token: $token, purpose: $purpose) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    ':
    types.PayHireBookingDocument,
  '\n      mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n        declineHireQuote(id: $id, token: $token, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.DeclineHireQuoteDocument,
  '\n      mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n        saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.SaveHireQuoteDraftDocument,
  '\n      mutation SendHireQuote($id: Int!) {\n        sendHireQuote(id: $id) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.SendHireQuoteDocument,
  '\n      mutation CancelHireBooking($id: Int!, $reason: String) {\n        cancelHireBooking(id: $id, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.CancelHireBookingDocument,
  '\n      mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n        recordHirePayment(id: $id, input: $input) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ':
    types.RecordHirePaymentDocument,
  '\n      query HireSettings {\n        hireSettings {\n          ...HireSettingsFields\n        }\n      }\n    ':
    types.HireSettingsDocument,
  '\n      mutation SaveHireSettings($input: HireSettingsInput!) {\n        saveHireSettings(input: $input) {\n          ...HireSettingsFields\n        }\n      }\n    ':
    types.SaveHireSettingsDocument,
  '\n      query MyHireQuotes {\n        myHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    ':
    types.MyHireQuotesDocument,
  '\n      query HireQuotePdf($id: Int!, $token: String, $revision: Int) {\n        hireQuote(id: $id, token: $token) {\n          sentRevision(revision: $revision) {\n            number\n            revision\n            pdf\n          }\n        }\n      }\n    ':
    types.HireQuotePdfDocument,
  '\n      query HireAvailability($slug: String!, $start: String!, $end: String!) {\n        hireAvailability(slug: $slug, start: $start, end: $end) {\n          ...HireAvailabilityFields\n        }\n      }\n    ':
    types.HireAvailabilityDocument,
  '\n      query HireDayAvailability($slug: String!, $month: String, $from: String, $to: String, $quantity: Float) {\n        hireDayAvailability(slug: $slug, month: $month, from: $from, to: $to, quantity: $quantity) {\n          productId\n          slug\n          quantity\n          days {\n            day\n            available\n            free\n          }\n        }\n      }\n    ':
    types.HireDayAvailabilityDocument,
  '\n      query EmailSettings {\n        emailSettings {\n          ...EmailSettingsStateFields\n        }\n      }\n    ':
    types.EmailSettingsDocument,
  '\n      mutation SaveEmailSettings($input: EmailSettingsInput!) {\n        saveEmailSettings(input: $input) {\n          ...EmailSettingsStateFields\n        }\n      }\n    ':
    types.SaveEmailSettingsDocument,
  '\n      mutation SendTestEmail {\n        sendTestEmail {\n          success\n          message\n        }\n      }\n    ':
    types.SendTestEmailDocument,
  '\n      query EmailLog($state: String, $limit: Int) {\n        emailLog(state: $state, limit: $limit) {\n          ...OutgoingEmailFields\n        }\n      }\n    ':
    types.EmailLogDocument,
  '\n      mutation RetryEmail($id: Int!) {\n        retryEmail(id: $id) {\n          ...OutgoingEmailFields\n        }\n      }\n    ':
    types.RetryEmailDocument,
  '\n      mutation SubscribeToNewsletter($email: String, $firstName: String, $lastName: String, $listId: String) {\n        subscribeToNewsletter(email: $email, firstName: $firstName, lastName: $lastName, listId: $listId) {\n          success\n          alreadySubscribed\n          message\n        }\n      }\n    ':
    types.SubscribeToNewsletterDocument,
  '\n      query MailchimpSettings {\n        mailchimpSettings {\n          settings {\n            configured\n            apiKey\n            serverPrefix\n            defaultListId\n          }\n        }\n      }\n    ':
    types.MailchimpSettingsDocument,
  '\n      mutation SaveMailchimpSettings($apiKey: String, $defaultListId: String) {\n        saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n          success\n          message\n          warning\n        }\n      }\n    ':
    types.SaveMailchimpSettingsDocument,
  '\n      query MailchimpPing {\n        mailchimpPing {\n          success\n          message\n        }\n      }\n    ':
    types.MailchimpPingDocument,
  '\n      query MailchimpLists {\n        mailchimpLists {\n          id\n          name\n          memberCount\n          unsubscribeCount\n          openRate\n          clickRate\n          campaignCount\n        }\n      }\n    ':
    types.MailchimpListsDocument,
  '\n      query MailchimpTags($listId: String!) {\n        mailchimpTags(listId: $listId) {\n          id\n          name\n        }\n      }\n    ':
    types.MailchimpTagsDocument,
  '\n      mutation CreateMailchimpSegment($listId: String, $name: String) {\n        createMailchimpSegment(listId: $listId, name: $name) {\n          success\n          message\n        }\n      }\n    ':
    types.CreateMailchimpSegmentDocument,
  '\n      query CheckoutOptions {\n        checkoutOptions {\n          bankTransferThreshold\n          paypal\n        }\n      }\n    ':
    types.CheckoutOptionsDocument,
  '\n      query OrderSettings {\n        orderSettings {\n          ...OrderSettingsFields\n        }\n      }\n    ':
    types.OrderSettingsDocument,
  '\n      mutation SaveOrderSettings($input: OrderSettingsInput!) {\n        saveOrderSettings(input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    ':
    types.SaveOrderSettingsDocument,
  '\n      mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n        recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    ':
    types.RecordBankTransferDocument,
  'fragment OrderReturnFields on OrderReturn {\n  id\n  orderId\n  status\n  reason\n  note\n  lines {\n    lineId\n    productId\n    name\n    quantity\n    price\n    outcome\n  }\n  requestedAt\n  returnsAddress\n  declineReason\n  decidedAt\n  receivedAt\n  refund\n  shippingRefund\n  refundedAt\n  customerName\n  customerEmail\n}':
    types.OrderReturnFieldsFragmentDoc,
  '\n      mutation RequestReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n        requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n          ...OrderReturnFields\n        }\n      }\n    ':
    types.RequestReturnDocument,
  '\n      query AdminReturns($status: String) {\n        adminReturns(status: $status) {\n          ...OrderReturnFields\n        }\n      }\n    ':
    types.AdminReturnsDocument,
  '\n      mutation ApproveReturn($id: String!) {\n        approveReturn(id: $id) {\n          ...OrderReturnFields\n        }\n      }\n    ':
    types.ApproveReturnDocument,
  '\n      mutation DeclineReturn($id: String!, $reason: String) {\n        declineReturn(id: $id, reason: $reason) {\n          ...OrderReturnFields\n        }\n      }\n    ':
    types.DeclineReturnDocument,
  '\n      mutation ReceiveReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n        receiveReturn(id: $id, lines: $lines) {\n          ...OrderReturnFields\n        }\n      }\n    ':
    types.ReceiveReturnDocument,
  '\n      mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n        recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    ':
    types.RecordTransferRefundDocument,
  '\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderFields\n        }\n      }\n    ':
    types.PlaceOrderDocument,
  '\n      mutation PayOrder($id: Int!) {\n        payOrder(id: $id) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    ':
    types.PayOrderDocument,
  '\n      query MyOrders {\n        myOrders {\n          ...OrderListFields\n        }\n      }\n    ':
    types.MyOrdersDocument,
  '\n      query Order($id: Int!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    ':
    types.OrderDocument,
  '\n      query OrderItems($id: Int!) {\n        order(id: $id) {\n          items {\n            ...OrderItemFields\n          }\n        }\n      }\n    ':
    types.OrderItemsDocument,
  '\n      query AdminOrders($filter: AdminOrderFilter) {\n        adminOrders(filter: $filter) {\n          items {\n            ...OrderListFields\n          }\n          total\n          page\n          pageSize\n        }\n      }\n    ':
    types.AdminOrdersDocument,
  '\n      query AdminOrder($id: Int!) {\n        adminOrder(id: $id) {\n          ...OrderFields\n        }\n      }\n    ':
    types.AdminOrderDocument,
  '\n      mutation UpdateOrderStatus(\n        $id: Int!\n        $status: String!\n        $expectedVersion: Int\n        $carrier: String\n        $carrierName: String\n        $trackingNumber: String\n        $deliveredOn: String\n      ) {\n        updateOrderStatus(\n          id: $id\n          status: $status\n          expectedVersion: $expectedVersion\n          carrier: $carrier\n          carrierName: $carrierName\n          trackingNumber: $trackingNumber\n          deliveredOn: $deliveredOn\n        ) {\n          ...OrderFields\n        }\n      }\n    ':
    types.UpdateOrderStatusDocument,
  '\n      query SearchProductList($q: String, $categoryId: Int, $onSale: Boolean, $sort: SearchSort, $limit: Int) {\n        productSearch(q: $q, kind: sale, categoryId: $categoryId, onSale: $onSale, sort: $sort, limit: $limit) {\n          products {\n            ...ProductFields\n          }\n        }\n      }\n    ':
    types.SearchProductListDocument,
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
  source: '\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    ',
): (typeof documents)['\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation UpdateProfile($input: ProfileInput!) {\n        updateProfile(input: $input) {\n          ...UserFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation UpdateProfile($input: ProfileInput!) {\n        updateProfile(input: $input) {\n          ...UserFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation Login($input: LoginInput!) {\n        login(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      mutation Login($input: LoginInput!) {\n        login(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation Register($input: RegisterInput!) {\n        register(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      mutation Register($input: RegisterInput!) {\n        register(input: $input) {\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation Logout {\n        logout\n      }\n    ',
): (typeof documents)['\n      mutation Logout {\n        logout\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query Wishlist {\n        wishlist {\n          id\n          productId\n          createdAt\n          product {\n            id\n            slug\n            name\n            description\n            price\n            compareAtPrice\n            imageUrl\n            stock\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query Wishlist {\n        wishlist {\n          id\n          productId\n          createdAt\n          product {\n            id\n            slug\n            name\n            description\n            price\n            compareAtPrice\n            imageUrl\n            stock\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query IsInWishlist($productId: Int!) {\n        isInWishlist(productId: $productId)\n      }\n    ',
): (typeof documents)['\n      query IsInWishlist($productId: Int!) {\n        isInWishlist(productId: $productId)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation AddToWishlist($productId: Int!) {\n        addToWishlist(productId: $productId)\n      }\n    ',
): (typeof documents)['\n      mutation AddToWishlist($productId: Int!) {\n        addToWishlist(productId: $productId)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RemoveFromWishlist($productId: Int!) {\n        removeFromWishlist(productId: $productId)\n      }\n    ',
): (typeof documents)['\n      mutation RemoveFromWishlist($productId: Int!) {\n        removeFromWishlist(productId: $productId)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation CartSession {\n        cartSession {\n          sessionId\n        }\n      }\n    ',
): (typeof documents)['\n      mutation CartSession {\n        cartSession {\n          sessionId\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query Cart($sessionId: String!) {\n        cart(sessionId: $sessionId) {\n          items {\n            ...CartItemFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query Cart($sessionId: String!) {\n        cart(sessionId: $sessionId) {\n          items {\n            ...CartItemFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n        addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {\n        addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n        updateCartItem(id: $id, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation UpdateCartItem($id: Float!, $quantity: Float!) {\n        updateCartItem(id: $id, quantity: $quantity) {\n          ...CartItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ClearCart($sessionId: String!) {\n        clearCart(sessionId: $sessionId)\n      }\n    ',
): (typeof documents)['\n      mutation ClearCart($sessionId: String!) {\n        clearCart(sessionId: $sessionId)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RemoveCartItem($id: Float!) {\n        removeCartItem(id: $id)\n      }\n    ',
): (typeof documents)['\n      mutation RemoveCartItem($id: Float!) {\n        removeCartItem(id: $id)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query Products($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {\n        products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) {\n          ...ProductFields\n        }\n      }\n    ',
): (typeof documents)['\n      query Products($categoryId: Int, $limit: Int, $q: String, $onSale: Boolean, $sort: ProductSort) {\n        products(categoryId: $categoryId, limit: $limit, q: $q, onSale: $onSale, sort: $sort) {\n          ...ProductFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query Product($slugOrId: String!) {\n        product(slugOrId: $slugOrId) {\n          ...ProductFields\n        }\n      }\n    ',
): (typeof documents)['\n      query Product($slugOrId: String!) {\n        product(slugOrId: $slugOrId) {\n          ...ProductFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireProducts($categoryId: Int, $limit: Int) {\n        hireProducts(categoryId: $categoryId, limit: $limit) {\n          ...HireProductFields\n        }\n      }\n    ',
): (typeof documents)['\n      query HireProducts($categoryId: Int, $limit: Int) {\n        hireProducts(categoryId: $categoryId, limit: $limit) {\n          ...HireProductFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireProduct($slug: String!) {\n        hireProduct(slug: $slug) {\n          ...HireProductFields\n        }\n      }\n    ',
): (typeof documents)['\n      query HireProduct($slug: String!) {\n        hireProduct(slug: $slug) {\n          ...HireProductFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        query AdminProducts {\n          products: adminProducts {\n            ...ProductWithStockFields\n          }\n        }\n      ',
): (typeof documents)['\n        query AdminProducts {\n          products: adminProducts {\n            ...ProductWithStockFields\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation CreateProduct($input: ProductInput!) {\n          product: createProduct(input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      ',
): (typeof documents)['\n        mutation CreateProduct($input: ProductInput!) {\n          product: createProduct(input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n          product: updateProduct(id: $id, input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      ',
): (typeof documents)['\n        mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n          product: updateProduct(id: $id, input: $input) {\n            ...ProductWithStockFields\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation DeleteProduct($id: Int!) {\n          deleteProduct(id: $id)\n        }\n      ',
): (typeof documents)['\n        mutation DeleteProduct($id: Int!) {\n          deleteProduct(id: $id)\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        query ProductTemplateCsv {\n          csv: productTemplateCsv\n        }\n      ',
): (typeof documents)['\n        query ProductTemplateCsv {\n          csv: productTemplateCsv\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation ImportProducts($csv: String!) {\n          report: importProducts(csv: $csv) {\n            total\n            valid\n            inserted\n            errors\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      ',
): (typeof documents)['\n        mutation ImportProducts($csv: String!) {\n          report: importProducts(csv: $csv) {\n            total\n            valid\n            inserted\n            errors\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        query AdminHireProducts {\n          products: adminHireProducts {\n            ...HireProductWithStockFields\n          }\n        }\n      ',
): (typeof documents)['\n        query AdminHireProducts {\n          products: adminHireProducts {\n            ...HireProductWithStockFields\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation CreateHireProduct($input: ProductInput!) {\n          product: createHireProduct(input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      ',
): (typeof documents)['\n        mutation CreateHireProduct($input: ProductInput!) {\n          product: createHireProduct(input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation UpdateHireProduct($id: Int!, $input: ProductInput!) {\n          product: updateHireProduct(id: $id, input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      ',
): (typeof documents)['\n        mutation UpdateHireProduct($id: Int!, $input: ProductInput!) {\n          product: updateHireProduct(id: $id, input: $input) {\n            ...HireProductWithStockFields\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation DeleteHireProduct($id: Int!) {\n          deleteHireProduct(id: $id)\n        }\n      ',
): (typeof documents)['\n        mutation DeleteHireProduct($id: Int!) {\n          deleteHireProduct(id: $id)\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        query HireProductTemplateCsv {\n          csv: hireProductTemplateCsv\n        }\n      ',
): (typeof documents)['\n        query HireProductTemplateCsv {\n          csv: hireProductTemplateCsv\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation ImportHireProducts($csv: String!) {\n          report: importHireProducts(csv: $csv) {\n            imported\n            total\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      ',
): (typeof documents)['\n        mutation ImportHireProducts($csv: String!) {\n          report: importHireProducts(csv: $csv) {\n            imported\n            total\n            invalidDetails {\n              ...ImportRowErrorFields\n            }\n            insertResults {\n              ...ImportInsertResultFields\n            }\n          }\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query Categories {\n        categories {\n          ...CategoryFields\n        }\n      }\n    ',
): (typeof documents)['\n      query Categories {\n        categories {\n          ...CategoryFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query AdminCategories {\n        adminCategories {\n          ...CategoryFields\n        }\n      }\n    ',
): (typeof documents)['\n      query AdminCategories {\n        adminCategories {\n          ...CategoryFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query CategoryBySlug($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          ...CategoryFields\n        }\n      }\n    ',
): (typeof documents)['\n      query CategoryBySlug($slug: String!) {\n        categoryBySlug(slug: $slug) {\n          ...CategoryFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation CreateCategory($input: CategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation CreateCategory($input: CategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n        updateCategory(id: $id, input: $input) {\n          ...CategoryFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n        updateCategory(id: $id, input: $input) {\n          ...CategoryFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation DeleteCategory($id: Int!) {\n        deleteCategory(id: $id)\n      }\n    ',
): (typeof documents)['\n      mutation DeleteCategory($id: Int!) {\n        deleteCategory(id: $id)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query News {\n        news {\n          ...NewsItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      query News {\n        news {\n          ...NewsItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query ActiveNews($limit: Int) {\n        activeNews(limit: $limit) {\n          ...NewsItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      query ActiveNews($limit: Int) {\n        activeNews(limit: $limit) {\n          ...NewsItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation CreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...NewsItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation CreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...NewsItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n        updateNewsItem(id: $id, input: $input) {\n          ...NewsItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n        updateNewsItem(id: $id, input: $input) {\n          ...NewsItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation DeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id)\n      }\n    ',
): (typeof documents)['\n      mutation DeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation JoinWaitlist($input: WaitlistInput!) {\n        joinWaitlist(input: $input) {\n          id\n          fullName\n          email\n          interests\n          marketingConsent\n          createdAt\n        }\n      }\n    ',
): (typeof documents)['\n      mutation JoinWaitlist($input: WaitlistInput!) {\n        joinWaitlist(input: $input) {\n          id\n          fullName\n          email\n          interests\n          marketingConsent\n          createdAt\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  createdAt\n  sku\n  isHireItem\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  hireId\n  turnaroundDays\n  powerRequirement\n}\n\nfragment ProductWithStockFields on Product {\n  ...ProductFields\n  onHand\n  committed\n}\n\nfragment HireProductFields on Product {\n  ...ProductFields\n  securityDeposit\n}\n\nfragment HireProductWithStockFields on Product {\n  ...ProductWithStockFields\n  securityDeposit\n}\n\nfragment ImportRowErrorFields on ImportRowError {\n  index\n  product {\n    name\n  }\n  errors\n}\n\nfragment ImportInsertResultFields on ImportInsertResult {\n  product {\n    name\n  }\n  status\n  message\n  id\n}\n\nfragment CartItemFields on CartItem {\n  id\n  productId\n  quantity\n  createdAt\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment UserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n  createdAt\n  updatedAt\n}\n\nfragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  parentId\n}\n\nfragment NewsItemFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment HireQuoteItemFields on HireQuoteItem {\n  id\n  quoteId\n  productId\n  quantity\n  hirePeriod\n  createdAt\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n    slug\n    hirePriceDaily\n    hirePriceWeekly\n    hirePriceMonthly\n  }\n}\n\nfragment HireQuoteFields on HireQuote {\n  id\n  userId\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  status\n  itemCount\n  totalValue\n  requestedAt\n  version\n  createdAt\n  updatedAt\n  items {\n    ...HireQuoteItemFields\n  }\n}\n\nfragment HirePriceFields on HireQuotePrice {\n  startDate\n  endDate\n  days\n  chargeableDays\n  weekend\n  hire\n  fixed\n  discount\n  delivery\n  installation\n  damageWaiver\n  net\n  vat\n  total\n  securityDeposit\n  bookingDeposit\n  callForPrice\n  lines {\n    description\n    productId\n    quantity\n    hirePeriod\n    unitPrice\n    lineTotal\n    callForPrice\n    breakdown {\n      period\n      count\n      rate\n    }\n  }\n}\n\nfragment HireRevisionFields on HireQuoteRevision {\n  number\n  revision\n  label\n  sentAt\n  validUntil\n  balanceDueDate\n  notes\n  price {\n    ...HirePriceFields\n  }\n}\n\nfragment PricedHireQuoteFields on HireQuote {\n  ...HireQuoteFields\n  stage\n  number\n  price {\n    ...HirePriceFields\n  }\n  revisions {\n    ...HireRevisionFields\n  }\n  latestRevision {\n    ...HireRevisionFields\n  }\n  acceptance {\n    name\n    at\n    revision\n    ip\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  acceptanceRefused {\n    at\n    revision\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  cancellation {\n    reason\n    at\n    band\n    fee\n    refund\n    owed\n  }\n  booking {\n    total\n    depositDue\n    paid\n    balance\n    securityDepositHeld\n    securityDepositDue\n    balanceDueDate\n    payments {\n      id\n      kind\n      method\n      amount\n      reference\n      at\n      byUserId\n    }\n  }\n  draft {\n    startDate\n    endDate\n    damageWaiver\n    notes\n    discount {\n      kind\n      percent\n      amount\n    }\n    hireLines {\n      id\n      productId\n      quantity\n      hirePeriod\n      rateOverrides {\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n      product {\n        id\n        name\n        slug\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n    }\n    fixedLines {\n      id\n      description\n      quantity\n      unitPrice\n    }\n  }\n}\n\nfragment HireSettingsFields on HireSettings {\n  chargeableDaysPerWeek\n  weekendRule\n  damageWaiverPercent\n  securityDepositPercent\n  bookingDepositPercent\n  balanceDueDaysBeforeStart\n  quoteValidityDays\n  startReminderDaysBefore\n  damageWaiverExcess\n  balanceReminderDaysBefore\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n}\n\nfragment HireAvailabilityFields on HireAvailability {\n  productId\n  slug\n  start\n  end\n  stock\n  committed\n  available\n  turnaroundDays\n}\n\nfragment EmailSettingsStateFields on EmailSettingsState {\n  configured\n  settings {\n    host\n    port\n    secure\n    user\n    pass\n    from\n    to\n    rejectUnauthorized\n    sendCustomerOrderConfirmation\n    sendCustomerOrderStatusUpdates\n    sendCustomerHireQuoteConfirmation\n    sendCustomerHireQuoteStatusUpdates\n    footerCompanyName\n    footerAddress\n    footerContactEmail\n    footerPhone\n    footerVatNumber\n    footerCompanyNumber\n    orderConfirmationTitle\n    orderConfirmationIntro\n    orderShippedTitle\n    orderShippedIntro\n    orderDeliveredTitle\n    orderDeliveredIntro\n    orderCancelledTitle\n    orderCancelledIntro\n    hireQuoteConfirmationTitle\n    hireQuoteConfirmationIntro\n    hireQuoteApprovedTitle\n    hireQuoteApprovedIntro\n    hireQuoteRejectedTitle\n    hireQuoteRejectedIntro\n    hireQuoteCompletedTitle\n    hireQuoteCompletedIntro\n  }\n}\n\nfragment OutgoingEmailFields on OutgoingEmail {\n  id\n  cause\n  to\n  subject\n  state\n  attempts\n  lastError\n  sentAt\n  createdAt\n}\n\nfragment OrderItemFields on OrderItem {\n  id\n  orderId\n  productId\n  quantity\n  price\n  createdAt\n  product {\n    id\n    name\n    slug\n    imageUrl\n  }\n  returnable\n}\n\nfragment OrderListFields on Order {\n  id\n  userId\n  status\n  subtotal\n  shippingCost\n  vat\n  total\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  notes\n  customerName\n  customerEmail\n  customerPhone\n  cancellationReason\n  paymentState\n  paymentFailure\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n  }\n  refunded\n  shipment {\n    carrier\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  returnsCloseOn\n  nextStatuses\n  version\n  createdAt\n  updatedAt\n  items {\n    ...OrderItemFields\n  }\n}\n\nfragment OrderFields on Order {\n  ...OrderListFields\n  returns {\n    ...OrderReturnFields\n  }\n  history {\n    at\n    text\n  }\n}\n\nfragment HireUnitFields on HireUnit {\n  tag\n  productId\n  serialNumber\n  state\n  quoteId\n  quoteNumber\n  note\n  retiredReason\n}\n\nfragment FloorHireQuoteFields on HireQuote {\n  ...PricedHireQuoteFields\n  floor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n}\n\nfragment HireSheetBookingFields on HireSheetBooking {\n  quoteId\n  number\n  stage\n  customerName\n  customerPhone\n  customerEmail\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  lines {\n    productId\n    name\n    quantity\n  }\n  unitsOut\n  unitsBack\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}',
): (typeof documents)['fragment ProductFields on Product {\n  id\n  slug\n  name\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  stock\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  createdAt\n  sku\n  isHireItem\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  hireId\n  turnaroundDays\n  powerRequirement\n}\n\nfragment ProductWithStockFields on Product {\n  ...ProductFields\n  onHand\n  committed\n}\n\nfragment HireProductFields on Product {\n  ...ProductFields\n  securityDeposit\n}\n\nfragment HireProductWithStockFields on Product {\n  ...ProductWithStockFields\n  securityDeposit\n}\n\nfragment ImportRowErrorFields on ImportRowError {\n  index\n  product {\n    name\n  }\n  errors\n}\n\nfragment ImportInsertResultFields on ImportInsertResult {\n  product {\n    name\n  }\n  status\n  message\n  id\n}\n\nfragment CartItemFields on CartItem {\n  id\n  productId\n  quantity\n  createdAt\n  product {\n    id\n    slug\n    name\n    price\n    compareAtPrice\n    imageUrl\n    stock\n    isLargeHeavy\n    customShippingCost\n  }\n}\n\nfragment UserFields on User {\n  id\n  username\n  email\n  fullName\n  address\n  city\n  state\n  postalCode\n  country\n  phone\n  role\n  createdAt\n  updatedAt\n}\n\nfragment CategoryFields on Category {\n  id\n  name\n  slug\n  description\n  parentId\n}\n\nfragment NewsItemFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment HireQuoteItemFields on HireQuoteItem {\n  id\n  quoteId\n  productId\n  quantity\n  hirePeriod\n  createdAt\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n    slug\n    hirePriceDaily\n    hirePriceWeekly\n    hirePriceMonthly\n  }\n}\n\nfragment HireQuoteFields on HireQuote {\n  id\n  userId\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  status\n  itemCount\n  totalValue\n  requestedAt\n  version\n  createdAt\n  updatedAt\n  items {\n    ...HireQuoteItemFields\n  }\n}\n\nfragment HirePriceFields on HireQuotePrice {\n  startDate\n  endDate\n  days\n  chargeableDays\n  weekend\n  hire\n  fixed\n  discount\n  delivery\n  installation\n  damageWaiver\n  net\n  vat\n  total\n  securityDeposit\n  bookingDeposit\n  callForPrice\n  lines {\n    description\n    productId\n    quantity\n    hirePeriod\n    unitPrice\n    lineTotal\n    callForPrice\n    breakdown {\n      period\n      count\n      rate\n    }\n  }\n}\n\nfragment HireRevisionFields on HireQuoteRevision {\n  number\n  revision\n  label\n  sentAt\n  validUntil\n  balanceDueDate\n  notes\n  price {\n    ...HirePriceFields\n  }\n}\n\nfragment PricedHireQuoteFields on HireQuote {\n  ...HireQuoteFields\n  stage\n  number\n  price {\n    ...HirePriceFields\n  }\n  revisions {\n    ...HireRevisionFields\n  }\n  latestRevision {\n    ...HireRevisionFields\n  }\n  acceptance {\n    name\n    at\n    revision\n    ip\n  }\n  decline {\n    reason\n    at\n    byDesk\n  }\n  acceptanceRefused {\n    at\n    revision\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  cancellation {\n    reason\n    at\n    band\n    fee\n    refund\n    owed\n  }\n  booking {\n    total\n    depositDue\n    paid\n    balance\n    securityDepositHeld\n    securityDepositDue\n    balanceDueDate\n    payments {\n      id\n      kind\n      method\n      amount\n      reference\n      at\n      byUserId\n    }\n  }\n  draft {\n    startDate\n    endDate\n    damageWaiver\n    notes\n    discount {\n      kind\n      percent\n      amount\n    }\n    hireLines {\n      id\n      productId\n      quantity\n      hirePeriod\n      rateOverrides {\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n      product {\n        id\n        name\n        slug\n        hirePriceDaily\n        hirePriceWeekly\n        hirePriceMonthly\n      }\n    }\n    fixedLines {\n      id\n      description\n      quantity\n      unitPrice\n    }\n  }\n}\n\nfragment HireSettingsFields on HireSettings {\n  chargeableDaysPerWeek\n  weekendRule\n  damageWaiverPercent\n  securityDepositPercent\n  bookingDepositPercent\n  balanceDueDaysBeforeStart\n  quoteValidityDays\n  startReminderDaysBefore\n  damageWaiverExcess\n  balanceReminderDaysBefore\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n}\n\nfragment HireAvailabilityFields on HireAvailability {\n  productId\n  slug\n  start\n  end\n  stock\n  committed\n  available\n  turnaroundDays\n}\n\nfragment EmailSettingsStateFields on EmailSettingsState {\n  configured\n  settings {\n    host\n    port\n    secure\n    user\n    pass\n    from\n    to\n    rejectUnauthorized\n    sendCustomerOrderConfirmation\n    sendCustomerOrderStatusUpdates\n    sendCustomerHireQuoteConfirmation\n    sendCustomerHireQuoteStatusUpdates\n    footerCompanyName\n    footerAddress\n    footerContactEmail\n    footerPhone\n    footerVatNumber\n    footerCompanyNumber\n    orderConfirmationTitle\n    orderConfirmationIntro\n    orderShippedTitle\n    orderShippedIntro\n    orderDeliveredTitle\n    orderDeliveredIntro\n    orderCancelledTitle\n    orderCancelledIntro\n    hireQuoteConfirmationTitle\n    hireQuoteConfirmationIntro\n    hireQuoteApprovedTitle\n    hireQuoteApprovedIntro\n    hireQuoteRejectedTitle\n    hireQuoteRejectedIntro\n    hireQuoteCompletedTitle\n    hireQuoteCompletedIntro\n  }\n}\n\nfragment OutgoingEmailFields on OutgoingEmail {\n  id\n  cause\n  to\n  subject\n  state\n  attempts\n  lastError\n  sentAt\n  createdAt\n}\n\nfragment OrderItemFields on OrderItem {\n  id\n  orderId\n  productId\n  quantity\n  price\n  createdAt\n  product {\n    id\n    name\n    slug\n    imageUrl\n  }\n  returnable\n}\n\nfragment OrderListFields on Order {\n  id\n  userId\n  status\n  subtotal\n  shippingCost\n  vat\n  total\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  notes\n  customerName\n  customerEmail\n  customerPhone\n  cancellationReason\n  paymentState\n  paymentFailure\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n  }\n  refunded\n  shipment {\n    carrier\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  returnsCloseOn\n  nextStatuses\n  version\n  createdAt\n  updatedAt\n  items {\n    ...OrderItemFields\n  }\n}\n\nfragment OrderFields on Order {\n  ...OrderListFields\n  returns {\n    ...OrderReturnFields\n  }\n  history {\n    at\n    text\n  }\n}\n\nfragment HireUnitFields on HireUnit {\n  tag\n  productId\n  serialNumber\n  state\n  quoteId\n  quoteNumber\n  note\n  retiredReason\n}\n\nfragment FloorHireQuoteFields on HireQuote {\n  ...PricedHireQuoteFields\n  floor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n}\n\nfragment HireSheetBookingFields on HireSheetBooking {\n  quoteId\n  number\n  stage\n  customerName\n  customerPhone\n  customerEmail\n  startDate\n  endDate\n  deliveryRequired\n  installationRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  additionalNotes\n  lines {\n    productId\n    name\n    quantity\n  }\n  unitsOut\n  unitsBack\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireCalendar($token: String!) {\n        hireCalendar(token: $token)\n      }\n    ',
): (typeof documents)['\n      query HireCalendar($token: String!) {\n        hireCalendar(token: $token)\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireUnits($productId: Int!) {\n        hireUnits(productId: $productId) {\n          ...HireUnitFields\n        }\n      }\n    ',
): (typeof documents)['\n      query HireUnits($productId: Int!) {\n        hireUnits(productId: $productId) {\n          ...HireUnitFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n        addHireUnits(productId: $productId, input: $input) {\n          ...HireUnitFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n        addHireUnits(productId: $productId, input: $input) {\n          ...HireUnitFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ImportHireUnits($productId: Int!, $csv: String!) {\n        importHireUnits(productId: $productId, csv: $csv) {\n          ...HireUnitFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation ImportHireUnits($productId: Int!, $csv: String!) {\n        importHireUnits(productId: $productId, csv: $csv) {\n          ...HireUnitFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SendHireUnitToRepair($tag: String!, $note: String) {\n        sendHireUnitToRepair(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SendHireUnitToRepair($tag: String!, $note: String) {\n        sendHireUnitToRepair(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ClearHireUnitRepair($tag: String!) {\n        clearHireUnitRepair(tag: $tag) {\n          ...HireUnitFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation ClearHireUnitRepair($tag: String!) {\n        clearHireUnitRepair(tag: $tag) {\n          ...HireUnitFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RetireHireUnit($tag: String!, $note: String) {\n        retireHireUnit(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation RetireHireUnit($tag: String!, $note: String) {\n        retireHireUnit(tag: $tag, note: $note) {\n          ...HireUnitFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n        dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n          ...FloorHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n        dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n          ...FloorHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!, $refundMethod: String) {\n        returnHireUnits(id: $id, input: $input, refundMethod: $refundMethod) {\n          ...FloorHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!, $refundMethod: String) {\n        returnHireUnits(id: $id, input: $input, refundMethod: $refundMethod) {\n          ...FloorHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HirePlanning($from: String) {\n        hirePlanning(from: $from) {\n          days\n          rows {\n            productId\n            name\n            slug\n            kit\n            unitsInService\n            days\n            out\n            turnaround\n            shortDays\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query HirePlanning($from: String) {\n        hirePlanning(from: $from) {\n          days\n          rows {\n            productId\n            name\n            slug\n            kit\n            unitsInService\n            days\n            out\n            turnaround\n            shortDays\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HirePlanningBookings($productId: Int!, $day: String!) {\n        hirePlanningBookings(productId: $productId, day: $day) {\n          quoteId\n          number\n          customerName\n          quantity\n          startDate\n          endDate\n          stage\n        }\n      }\n    ',
): (typeof documents)['\n      query HirePlanningBookings($productId: Int!, $day: String!) {\n        hirePlanningBookings(productId: $productId, day: $day) {\n          quoteId\n          number\n          customerName\n          quantity\n          startDate\n          endDate\n          stage\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireDaySheet($day: String) {\n        hireDaySheet(day: $day) {\n          day\n          goingOut {\n            ...HireSheetBookingFields\n          }\n          comingBack {\n            ...HireSheetBookingFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query HireDaySheet($day: String) {\n        hireDaySheet(day: $day) {\n          day\n          goingOut {\n            ...HireSheetBookingFields\n          }\n          comingBack {\n            ...HireSheetBookingFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n        createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n          token\n          quote {\n            ...HireQuoteFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      mutation CreateHireQuote($input: HireQuoteInput!, $idempotencyKey: String) {\n        createHireQuote(input: $input, idempotencyKey: $idempotencyKey) {\n          token\n          quote {\n            ...HireQuoteFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query AdminHireQuotes {\n        adminHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      query AdminHireQuotes {\n        adminHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $token: String, $idempotencyKey: String) {\n        addHireQuoteItem(quoteId: $quoteId, input: $input, token: $token, idempotencyKey: $idempotencyKey) {\n          ...HireQuoteItemFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation AddHireQuoteItem($quoteId: Int!, $input: HireQuoteItemInput!, $token: String, $idempotencyKey: String) {\n        addHireQuoteItem(quoteId: $quoteId, input: $input, token: $token, idempotencyKey: $idempotencyKey) {\n          ...HireQuoteItemFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireQuoteItems($quoteId: Int!, $token: String) {\n        hireQuoteItems(quoteId: $quoteId, token: $token) {\n          ...HireQuoteItemFields\n          availability {\n            ...HireAvailabilityFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query HireQuoteItems($quoteId: Int!, $token: String) {\n        hireQuoteItems(quoteId: $quoteId, token: $token) {\n          ...HireQuoteItemFields\n          availability {\n            ...HireAvailabilityFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SubmitHireQuote($quoteId: Int!, $token: String) {\n        submitHireQuote(quoteId: $quoteId, token: $token) {\n          ...HireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SubmitHireQuote($quoteId: Int!, $token: String) {\n        submitHireQuote(quoteId: $quoteId, token: $token) {\n          ...HireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n        updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n          ...HireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n        updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n          ...HireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireQuote($id: Int!, $token: String) {\n        hireQuote(id: $id, token: $token) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      query HireQuote($id: Int!, $token: String) {\n        hireQuote(id: $id, token: $token) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int, $fullName: String, $acceptTerms: Boolean) {\n        acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation AcceptHireQuote($id: Int!, $token: String, $revision: Int, $fullName: String, $acceptTerms: Boolean) {\n        acceptHireQuote(id: $id, token: $token, revision: $revision, fullName: $fullName, acceptTerms: $acceptTerms) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n        payHireBooking(id: $id, token: $token, purpose: $purpose) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    ',
): (typeof documents)['\n      mutation PayHireBooking($id: Int!, $token: String, $purpose: HirePaymentPurpose!) {\n        payHireBooking(id: $id, token: $token, purpose: $purpose) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n        declineHireQuote(id: $id, token: $token, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation DeclineHireQuote($id: Int!, $token: String, $reason: String) {\n        declineHireQuote(id: $id, token: $token, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n        saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n        saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SendHireQuote($id: Int!) {\n        sendHireQuote(id: $id) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SendHireQuote($id: Int!) {\n        sendHireQuote(id: $id) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation CancelHireBooking($id: Int!, $reason: String) {\n        cancelHireBooking(id: $id, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation CancelHireBooking($id: Int!, $reason: String) {\n        cancelHireBooking(id: $id, reason: $reason) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n        recordHirePayment(id: $id, input: $input) {\n          ...PricedHireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n        recordHirePayment(id: $id, input: $input) {\n          ...PricedHireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireSettings {\n        hireSettings {\n          ...HireSettingsFields\n        }\n      }\n    ',
): (typeof documents)['\n      query HireSettings {\n        hireSettings {\n          ...HireSettingsFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SaveHireSettings($input: HireSettingsInput!) {\n        saveHireSettings(input: $input) {\n          ...HireSettingsFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SaveHireSettings($input: HireSettingsInput!) {\n        saveHireSettings(input: $input) {\n          ...HireSettingsFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query MyHireQuotes {\n        myHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    ',
): (typeof documents)['\n      query MyHireQuotes {\n        myHireQuotes {\n          ...HireQuoteFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireQuotePdf($id: Int!, $token: String, $revision: Int) {\n        hireQuote(id: $id, token: $token) {\n          sentRevision(revision: $revision) {\n            number\n            revision\n            pdf\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query HireQuotePdf($id: Int!, $token: String, $revision: Int) {\n        hireQuote(id: $id, token: $token) {\n          sentRevision(revision: $revision) {\n            number\n            revision\n            pdf\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireAvailability($slug: String!, $start: String!, $end: String!) {\n        hireAvailability(slug: $slug, start: $start, end: $end) {\n          ...HireAvailabilityFields\n        }\n      }\n    ',
): (typeof documents)['\n      query HireAvailability($slug: String!, $start: String!, $end: String!) {\n        hireAvailability(slug: $slug, start: $start, end: $end) {\n          ...HireAvailabilityFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query HireDayAvailability($slug: String!, $month: String, $from: String, $to: String, $quantity: Float) {\n        hireDayAvailability(slug: $slug, month: $month, from: $from, to: $to, quantity: $quantity) {\n          productId\n          slug\n          quantity\n          days {\n            day\n            available\n            free\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query HireDayAvailability($slug: String!, $month: String, $from: String, $to: String, $quantity: Float) {\n        hireDayAvailability(slug: $slug, month: $month, from: $from, to: $to, quantity: $quantity) {\n          productId\n          slug\n          quantity\n          days {\n            day\n            available\n            free\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query EmailSettings {\n        emailSettings {\n          ...EmailSettingsStateFields\n        }\n      }\n    ',
): (typeof documents)['\n      query EmailSettings {\n        emailSettings {\n          ...EmailSettingsStateFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SaveEmailSettings($input: EmailSettingsInput!) {\n        saveEmailSettings(input: $input) {\n          ...EmailSettingsStateFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SaveEmailSettings($input: EmailSettingsInput!) {\n        saveEmailSettings(input: $input) {\n          ...EmailSettingsStateFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SendTestEmail {\n        sendTestEmail {\n          success\n          message\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SendTestEmail {\n        sendTestEmail {\n          success\n          message\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query EmailLog($state: String, $limit: Int) {\n        emailLog(state: $state, limit: $limit) {\n          ...OutgoingEmailFields\n        }\n      }\n    ',
): (typeof documents)['\n      query EmailLog($state: String, $limit: Int) {\n        emailLog(state: $state, limit: $limit) {\n          ...OutgoingEmailFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RetryEmail($id: Int!) {\n        retryEmail(id: $id) {\n          ...OutgoingEmailFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation RetryEmail($id: Int!) {\n        retryEmail(id: $id) {\n          ...OutgoingEmailFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SubscribeToNewsletter($email: String, $firstName: String, $lastName: String, $listId: String) {\n        subscribeToNewsletter(email: $email, firstName: $firstName, lastName: $lastName, listId: $listId) {\n          success\n          alreadySubscribed\n          message\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SubscribeToNewsletter($email: String, $firstName: String, $lastName: String, $listId: String) {\n        subscribeToNewsletter(email: $email, firstName: $firstName, lastName: $lastName, listId: $listId) {\n          success\n          alreadySubscribed\n          message\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query MailchimpSettings {\n        mailchimpSettings {\n          settings {\n            configured\n            apiKey\n            serverPrefix\n            defaultListId\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query MailchimpSettings {\n        mailchimpSettings {\n          settings {\n            configured\n            apiKey\n            serverPrefix\n            defaultListId\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SaveMailchimpSettings($apiKey: String, $defaultListId: String) {\n        saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n          success\n          message\n          warning\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SaveMailchimpSettings($apiKey: String, $defaultListId: String) {\n        saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n          success\n          message\n          warning\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query MailchimpPing {\n        mailchimpPing {\n          success\n          message\n        }\n      }\n    ',
): (typeof documents)['\n      query MailchimpPing {\n        mailchimpPing {\n          success\n          message\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query MailchimpLists {\n        mailchimpLists {\n          id\n          name\n          memberCount\n          unsubscribeCount\n          openRate\n          clickRate\n          campaignCount\n        }\n      }\n    ',
): (typeof documents)['\n      query MailchimpLists {\n        mailchimpLists {\n          id\n          name\n          memberCount\n          unsubscribeCount\n          openRate\n          clickRate\n          campaignCount\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query MailchimpTags($listId: String!) {\n        mailchimpTags(listId: $listId) {\n          id\n          name\n        }\n      }\n    ',
): (typeof documents)['\n      query MailchimpTags($listId: String!) {\n        mailchimpTags(listId: $listId) {\n          id\n          name\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation CreateMailchimpSegment($listId: String, $name: String) {\n        createMailchimpSegment(listId: $listId, name: $name) {\n          success\n          message\n        }\n      }\n    ',
): (typeof documents)['\n      mutation CreateMailchimpSegment($listId: String, $name: String) {\n        createMailchimpSegment(listId: $listId, name: $name) {\n          success\n          message\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query CheckoutOptions {\n        checkoutOptions {\n          bankTransferThreshold\n          paypal\n        }\n      }\n    ',
): (typeof documents)['\n      query CheckoutOptions {\n        checkoutOptions {\n          bankTransferThreshold\n          paypal\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query OrderSettings {\n        orderSettings {\n          ...OrderSettingsFields\n        }\n      }\n    ',
): (typeof documents)['\n      query OrderSettings {\n        orderSettings {\n          ...OrderSettingsFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation SaveOrderSettings($input: OrderSettingsInput!) {\n        saveOrderSettings(input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation SaveOrderSettings($input: OrderSettingsInput!) {\n        saveOrderSettings(input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n        recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n        recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OrderReturnFields on OrderReturn {\n  id\n  orderId\n  status\n  reason\n  note\n  lines {\n    lineId\n    productId\n    name\n    quantity\n    price\n    outcome\n  }\n  requestedAt\n  returnsAddress\n  declineReason\n  decidedAt\n  receivedAt\n  refund\n  shippingRefund\n  refundedAt\n  customerName\n  customerEmail\n}',
): (typeof documents)['fragment OrderReturnFields on OrderReturn {\n  id\n  orderId\n  status\n  reason\n  note\n  lines {\n    lineId\n    productId\n    name\n    quantity\n    price\n    outcome\n  }\n  requestedAt\n  returnsAddress\n  declineReason\n  decidedAt\n  receivedAt\n  refund\n  shippingRefund\n  refundedAt\n  customerName\n  customerEmail\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RequestReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n        requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n          ...OrderReturnFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation RequestReturn($orderId: Int!, $lines: [ReturnLineInput!], $reason: String, $note: String) {\n        requestReturn(orderId: $orderId, lines: $lines, reason: $reason, note: $note) {\n          ...OrderReturnFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query AdminReturns($status: String) {\n        adminReturns(status: $status) {\n          ...OrderReturnFields\n        }\n      }\n    ',
): (typeof documents)['\n      query AdminReturns($status: String) {\n        adminReturns(status: $status) {\n          ...OrderReturnFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ApproveReturn($id: String!) {\n        approveReturn(id: $id) {\n          ...OrderReturnFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation ApproveReturn($id: String!) {\n        approveReturn(id: $id) {\n          ...OrderReturnFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation DeclineReturn($id: String!, $reason: String) {\n        declineReturn(id: $id, reason: $reason) {\n          ...OrderReturnFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation DeclineReturn($id: String!, $reason: String) {\n        declineReturn(id: $id, reason: $reason) {\n          ...OrderReturnFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation ReceiveReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n        receiveReturn(id: $id, lines: $lines) {\n          ...OrderReturnFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation ReceiveReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n        receiveReturn(id: $id, lines: $lines) {\n          ...OrderReturnFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n        recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n        recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n          ...OrderFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation PayOrder($id: Int!) {\n        payOrder(id: $id) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    ',
): (typeof documents)['\n      mutation PayOrder($id: Int!) {\n        payOrder(id: $id) {\n          checkoutUrl\n          expiresAt\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query MyOrders {\n        myOrders {\n          ...OrderListFields\n        }\n      }\n    ',
): (typeof documents)['\n      query MyOrders {\n        myOrders {\n          ...OrderListFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query Order($id: Int!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    ',
): (typeof documents)['\n      query Order($id: Int!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query OrderItems($id: Int!) {\n        order(id: $id) {\n          items {\n            ...OrderItemFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query OrderItems($id: Int!) {\n        order(id: $id) {\n          items {\n            ...OrderItemFields\n          }\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query AdminOrders($filter: AdminOrderFilter) {\n        adminOrders(filter: $filter) {\n          items {\n            ...OrderListFields\n          }\n          total\n          page\n          pageSize\n        }\n      }\n    ',
): (typeof documents)['\n      query AdminOrders($filter: AdminOrderFilter) {\n        adminOrders(filter: $filter) {\n          items {\n            ...OrderListFields\n          }\n          total\n          page\n          pageSize\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query AdminOrder($id: Int!) {\n        adminOrder(id: $id) {\n          ...OrderFields\n        }\n      }\n    ',
): (typeof documents)['\n      query AdminOrder($id: Int!) {\n        adminOrder(id: $id) {\n          ...OrderFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      mutation UpdateOrderStatus(\n        $id: Int!\n        $status: String!\n        $expectedVersion: Int\n        $carrier: String\n        $carrierName: String\n        $trackingNumber: String\n        $deliveredOn: String\n      ) {\n        updateOrderStatus(\n          id: $id\n          status: $status\n          expectedVersion: $expectedVersion\n          carrier: $carrier\n          carrierName: $carrierName\n          trackingNumber: $trackingNumber\n          deliveredOn: $deliveredOn\n        ) {\n          ...OrderFields\n        }\n      }\n    ',
): (typeof documents)['\n      mutation UpdateOrderStatus(\n        $id: Int!\n        $status: String!\n        $expectedVersion: Int\n        $carrier: String\n        $carrierName: String\n        $trackingNumber: String\n        $deliveredOn: String\n      ) {\n        updateOrderStatus(\n          id: $id\n          status: $status\n          expectedVersion: $expectedVersion\n          carrier: $carrier\n          carrierName: $carrierName\n          trackingNumber: $trackingNumber\n          deliveredOn: $deliveredOn\n        ) {\n          ...OrderFields\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query SearchProductList($q: String, $categoryId: Int, $onSale: Boolean, $sort: SearchSort, $limit: Int) {\n        productSearch(q: $q, kind: sale, categoryId: $categoryId, onSale: $onSale, sort: $sort, limit: $limit) {\n          products {\n            ...ProductFields\n          }\n        }\n      }\n    ',
): (typeof documents)['\n      query SearchProductList($q: String, $categoryId: Int, $onSale: Boolean, $sort: SearchSort, $limit: Int) {\n        productSearch(q: $q, kind: sale, categoryId: $categoryId, onSale: $onSale, sort: $sort, limit: $limit) {\n          products {\n            ...ProductFields\n          }\n        }\n      }\n    '];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
