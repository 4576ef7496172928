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
  '\n  fragment AdminHireCalendarFeed on HireCalendarFeed {\n    active\n    issuedAt\n    path\n  }\n': typeof types.AdminHireCalendarFeedFragmentDoc;
  '\n  query HireCalendarFeed {\n    hireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n': typeof types.HireCalendarFeedDocument;
  '\n  mutation CreateHireCalendarFeed {\n    createHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n': typeof types.CreateHireCalendarFeedDocument;
  '\n  mutation RotateHireCalendarFeed {\n    rotateHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n': typeof types.RotateHireCalendarFeedDocument;
  '\n  mutation RevokeHireCalendarFeed {\n    revokeHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n': typeof types.RevokeHireCalendarFeedDocument;
  '\n  query AdminCategories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n': typeof types.AdminCategoriesDocument;
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateCategoryDocument;
  '\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateCategoryDocument;
  '\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n': typeof types.DeleteCategoryDocument;
  'fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  category {\n    id\n    name\n  }\n  stock\n  onHand\n  committed\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  sku\n  version\n}\n\nfragment AdminHireProductFields on Product {\n  ...AdminProductFields\n  hireId\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  turnaroundDays\n  powerRequirement\n  kitParts {\n    productId\n    quantity\n  }\n}\n\nfragment AdminNewsFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment ProductImportReport on ProductImportResult {\n  total\n  valid\n  inserted\n  errors\n  invalidDetails {\n    index\n    product {\n      name\n    }\n    errors\n  }\n  insertResults {\n    product {\n      name\n    }\n    status\n    message\n    id\n  }\n}\n\nfragment HireImportReport on HireImportResult {\n  imported\n  total\n}\n\nfragment AdminOrderRow on Order {\n  id\n  createdAt\n  status\n  total\n  customerName\n  customerEmail\n  items {\n    id\n    quantity\n  }\n}\n\nfragment AdminOrderDetail on Order {\n  ...AdminOrderRow\n  updatedAt\n  subtotal\n  shippingCost\n  vat\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  paymentState\n  refunded\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n    refundDue\n  }\n  notes\n  customerPhone\n  cancellationReason\n  shipment {\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  nextStatuses\n  version\n  items {\n    id\n    quantity\n    price\n    product {\n      name\n    }\n  }\n}\n\nfragment AdminHireQuote on HireQuote {\n  id\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  status\n  stage\n  number\n  createdAt\n  deliveryRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  installationRequired\n  additionalNotes\n  overcommitOverride {\n    at\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  floor {\n    overdueSince\n    lateCharge\n  }\n}\n\nfragment AdminHireQuoteItem on HireQuoteItem {\n  id\n  quantity\n  hirePeriod\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n  }\n  availability {\n    stock\n    committed\n    available\n    turnaroundDays\n  }\n}\n\nfragment AdminOrderSettings on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}': typeof types.AdminProductFieldsFragmentDoc;
  '\n  fragment AdminHireUnit on HireUnit {\n    tag\n    productId\n    serialNumber\n    state\n    quoteId\n    quoteNumber\n    note\n    retiredReason\n  }\n': typeof types.AdminHireUnitFragmentDoc;
  '\n  fragment AdminHireFloor on HireFloor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      waived\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n': typeof types.AdminHireFloorFragmentDoc;
  '\n  query HireUnits($productId: Int!) {\n    hireUnits(productId: $productId) {\n      ...AdminHireUnit\n    }\n  }\n': typeof types.HireUnitsDocument;
  '\n  mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n    addHireUnits(productId: $productId, input: $input) {\n      ...AdminHireUnit\n    }\n  }\n': typeof types.AddHireUnitsDocument;
  '\n  mutation SendHireUnitToRepair($tag: String!, $note: String) {\n    sendHireUnitToRepair(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n': typeof types.SendHireUnitToRepairDocument;
  '\n  mutation ClearHireUnitRepair($tag: String!) {\n    clearHireUnitRepair(tag: $tag) {\n      ...AdminHireUnit\n    }\n  }\n': typeof types.ClearHireUnitRepairDocument;
  '\n  mutation RetireHireUnit($tag: String!, $note: String) {\n    retireHireUnit(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n': typeof types.RetireHireUnitDocument;
  '\n  mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n    dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.DispatchHireUnitDocument;
  '\n  mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!) {\n    returnHireUnits(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.ReturnHireUnitsDocument;
  '\n  query HirePlanning($from: String) {\n    hirePlanning(from: $from) {\n      days\n      rows {\n        productId\n        name\n        kit\n        unitsInService\n        days\n        out\n        turnaround\n        shortDays\n      }\n      bars {\n        productId\n        quoteId\n        number\n        customerName\n        stage\n        quantity\n        from\n        outDays\n        turnaroundDays\n      }\n      barsCut\n    }\n  }\n': typeof types.HirePlanningDocument;
  '\n  query HirePlanningBookings($productId: Int!, $day: String!) {\n    hirePlanningBookings(productId: $productId, day: $day) {\n      quoteId\n      number\n      customerName\n      quantity\n      startDate\n      endDate\n      stage\n    }\n  }\n': typeof types.HirePlanningBookingsDocument;
  '\n  fragment AdminSheetBooking on HireSheetBooking {\n    quoteId\n    number\n    stage\n    customerName\n    customerPhone\n    customerEmail\n    startDate\n    endDate\n    deliveryRequired\n    installationRequired\n    deliveryAddress\n    deliveryCity\n    deliveryPostalCode\n    additionalNotes\n    lines {\n      productId\n      name\n      quantity\n    }\n    unitsOut\n    unitsBack\n  }\n': typeof types.AdminSheetBookingFragmentDoc;
  '\n  query HireDaySheet($day: String) {\n    hireDaySheet(day: $day) {\n      day\n      goingOut {\n        ...AdminSheetBooking\n      }\n      comingBack {\n        ...AdminSheetBooking\n      }\n    }\n  }\n': typeof types.HireDaySheetDocument;
  '\n  query AdminNews {\n    news {\n      ...AdminNewsFields\n    }\n  }\n': typeof types.AdminNewsDocument;
  '\n  mutation CreateNewsItem($input: NewsItemInput!) {\n    createNewsItem(input: $input) {\n      ...AdminNewsFields\n    }\n  }\n': typeof types.CreateNewsItemDocument;
  '\n  mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n    updateNewsItem(id: $id, input: $input) {\n      ...AdminNewsFields\n    }\n  }\n': typeof types.UpdateNewsItemDocument;
  '\n  mutation DeleteNewsItem($id: Int!) {\n    deleteNewsItem(id: $id)\n  }\n': typeof types.DeleteNewsItemDocument;
  '\n  fragment AdminEmailSettingsState on EmailSettingsState {\n    configured\n    settings {\n      host\n      port\n      secure\n      user\n      pass\n      from\n      to\n      rejectUnauthorized\n      sendCustomerOrderConfirmation\n      sendCustomerOrderStatusUpdates\n      sendCustomerHireQuoteConfirmation\n      sendCustomerHireQuoteStatusUpdates\n      footerCompanyName\n      footerAddress\n      footerContactEmail\n      footerPhone\n      footerVatNumber\n      footerCompanyNumber\n      orderConfirmationTitle\n      orderConfirmationIntro\n      orderShippedTitle\n      orderShippedIntro\n      orderDeliveredTitle\n      orderDeliveredIntro\n      orderCancelledTitle\n      orderCancelledIntro\n      hireQuoteConfirmationTitle\n      hireQuoteConfirmationIntro\n      hireQuoteApprovedTitle\n      hireQuoteApprovedIntro\n      hireQuoteRejectedTitle\n      hireQuoteRejectedIntro\n      hireQuoteCompletedTitle\n      hireQuoteCompletedIntro\n    }\n  }\n': typeof types.AdminEmailSettingsStateFragmentDoc;
  '\n  fragment AdminOutgoingEmail on OutgoingEmail {\n    id\n    cause\n    to\n    subject\n    state\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n': typeof types.AdminOutgoingEmailFragmentDoc;
  '\n  fragment AdminMailchimpList on MailchimpList {\n    id\n    name\n    memberCount\n    openRate\n    clickRate\n  }\n': typeof types.AdminMailchimpListFragmentDoc;
  '\n  query AdminEmailSettings {\n    emailSettings {\n      ...AdminEmailSettingsState\n    }\n  }\n': typeof types.AdminEmailSettingsDocument;
  '\n  mutation SaveEmailSettings($input: EmailSettingsInput!) {\n    saveEmailSettings(input: $input) {\n      ...AdminEmailSettingsState\n    }\n  }\n': typeof types.SaveEmailSettingsDocument;
  '\n  mutation SendTestEmail {\n    sendTestEmail {\n      success\n      message\n    }\n  }\n': typeof types.SendTestEmailDocument;
  '\n  query AdminEmailLog($state: String, $limit: Int) {\n    emailLog(state: $state, limit: $limit) {\n      ...AdminOutgoingEmail\n    }\n  }\n': typeof types.AdminEmailLogDocument;
  '\n  mutation RetryEmail($id: Int!) {\n    retryEmail(id: $id) {\n      ...AdminOutgoingEmail\n    }\n  }\n': typeof types.RetryEmailDocument;
  '\n  query AdminMailchimpSettings {\n    mailchimpSettings {\n      settings {\n        configured\n        apiKey\n        serverPrefix\n        defaultListId\n      }\n    }\n  }\n': typeof types.AdminMailchimpSettingsDocument;
  '\n  mutation SaveMailchimpSettings($apiKey: String!, $defaultListId: String!) {\n    saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n      success\n      message\n      warning\n    }\n  }\n': typeof types.SaveMailchimpSettingsDocument;
  '\n  query AdminMailchimpPing {\n    mailchimpPing {\n      success\n      message\n    }\n  }\n': typeof types.AdminMailchimpPingDocument;
  '\n  query AdminMailchimpLists {\n    mailchimpLists {\n      ...AdminMailchimpList\n    }\n  }\n': typeof types.AdminMailchimpListsDocument;
  '\n  query AdminMailchimpTags($listId: String!) {\n    mailchimpTags(listId: $listId) {\n      id\n      name\n    }\n  }\n': typeof types.AdminMailchimpTagsDocument;
  '\n  mutation AddMailchimpSubscriber($listId: String!, $email: String!, $firstName: String, $lastName: String) {\n    subscribeToNewsletter(listId: $listId, email: $email, firstName: $firstName, lastName: $lastName) {\n      success\n      alreadySubscribed\n      message\n    }\n  }\n': typeof types.AddMailchimpSubscriberDocument;
  '\n  mutation CreateMailchimpSegment($listId: String!, $name: String!) {\n    createMailchimpSegment(listId: $listId, name: $name) {\n      success\n      message\n    }\n  }\n': typeof types.CreateMailchimpSegmentDocument;
  '\n  query AdminOrders($filter: AdminOrderFilter) {\n    adminOrders(filter: $filter) {\n      items {\n        ...AdminOrderRow\n      }\n      total\n    }\n  }\n': typeof types.AdminOrdersDocument;
  '\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n': typeof types.AdminOrderDocument;
  '\n  mutation UpdateOrderStatus(\n    $id: Int!\n    $status: String!\n    $expectedVersion: Int\n    $carrier: String\n    $carrierName: String\n    $trackingNumber: String\n    $deliveredOn: String\n  ) {\n    updateOrderStatus(\n      id: $id\n      status: $status\n      expectedVersion: $expectedVersion\n      carrier: $carrier\n      carrierName: $carrierName\n      trackingNumber: $trackingNumber\n      deliveredOn: $deliveredOn\n    ) {\n      ...AdminOrderDetail\n    }\n  }\n': typeof types.UpdateOrderStatusDocument;
  '\n  mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n    recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n': typeof types.RecordBankTransferDocument;
  '\n  mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n    recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n': typeof types.RecordTransferRefundDocument;
  '\n  query OrderSettings {\n    orderSettings {\n      ...AdminOrderSettings\n    }\n  }\n': typeof types.OrderSettingsDocument;
  '\n  mutation SaveOrderSettings($input: OrderSettingsInput!) {\n    saveOrderSettings(input: $input) {\n      ...AdminOrderSettings\n    }\n  }\n': typeof types.SaveOrderSettingsDocument;
  '\n  query AdminProductSearch($q: String!, $kind: SearchKind!) {\n    productSearch(q: $q, kind: $kind, sort: relevance, limit: 200) {\n      products {\n        id\n      }\n    }\n  }\n': typeof types.AdminProductSearchDocument;
  '\n    query AdminProducts {\n      items: adminProducts {\n        ...AdminProductFields\n      }\n    }\n  ': typeof types.AdminProductsDocument;
  '\n    mutation CreateProduct($input: ProductInput!) {\n      createProduct(input: $input) {\n        ...AdminProductFields\n      }\n    }\n  ': typeof types.CreateProductDocument;
  '\n    mutation UpdateProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminProductFields\n      }\n    }\n  ': typeof types.UpdateProductDocument;
  '\n    mutation DeleteProduct($id: Int!) {\n      deleteProduct(id: $id)\n    }\n  ': typeof types.DeleteProductDocument;
  '\n    query AdminHireProducts {\n      items: adminHireProducts {\n        ...AdminHireProductFields\n      }\n    }\n  ': typeof types.AdminHireProductsDocument;
  '\n    mutation CreateHireProduct($input: ProductInput!) {\n      createHireProduct(input: $input) {\n        ...AdminHireProductFields\n      }\n    }\n  ': typeof types.CreateHireProductDocument;
  '\n    mutation UpdateHireProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateHireProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminHireProductFields\n      }\n    }\n  ': typeof types.UpdateHireProductDocument;
  '\n    mutation DeleteHireProduct($id: Int!) {\n      deleteHireProduct(id: $id)\n    }\n  ': typeof types.DeleteHireProductDocument;
  '\n  fragment AdminHireQuotePrice on HireQuotePrice {\n    startDate\n    endDate\n    days\n    chargeableDays\n    weekend\n    lines {\n      description\n      productId\n      quantity\n      hirePeriod\n      unitPrice\n      lineTotal\n      breakdown {\n        period\n        count\n        rate\n      }\n      callForPrice\n    }\n    hire\n    fixed\n    discount\n    delivery\n    installation\n    damageWaiver\n    net\n    vat\n    total\n    securityDeposit\n    bookingDeposit\n    callForPrice\n  }\n': typeof types.AdminHireQuotePriceFragmentDoc;
  '\n  fragment AdminHireQuoteRevision on HireQuoteRevision {\n    number\n    revision\n    label\n    sentAt\n    validUntil\n    balanceDueDate\n    notes\n    price {\n      ...AdminHireQuotePrice\n    }\n  }\n': typeof types.AdminHireQuoteRevisionFragmentDoc;
  "\n  fragment AdminHireQuoteDesk on HireQuote {\n    ...AdminHireQuote\n    # Sent back as expectedVersion when saving the draft, so a change made meanwhile is not overwritten.\n    version\n    # The customer's link to the quote or booking, for the desk to pass on by hand.\n    acceptPath\n    draft {\n      startDate\n      endDate\n      hireLines {\n        id\n        productId\n        quantity\n        hirePeriod\n        rateOverrides {\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n        product {\n          id\n          name\n          slug\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n      }\n      fixedLines {\n        id\n        description\n        quantity\n        unitPrice\n      }\n      discount {\n        kind\n        percent\n        amount\n      }\n      damageWaiver\n      notes\n    }\n    price {\n      ...AdminHireQuotePrice\n    }\n    revisions {\n      ...AdminHireQuoteRevision\n    }\n    latestRevision {\n      ...AdminHireQuoteRevision\n    }\n    acceptance {\n      name\n      at\n      revision\n      ip\n    }\n    acceptanceRefused {\n      at\n      revision\n      shortfalls {\n        productId\n        name\n        requested\n        available\n      }\n    }\n    decline {\n      reason\n      at\n      byDesk\n    }\n    booking {\n      total\n      depositDue\n      paid\n      balance\n      balanceDue\n      securityDepositHeld\n      securityDepositDue\n      balanceDueDate\n      payments {\n        id\n        kind\n        method\n        amount\n        reference\n        at\n      }\n    }\n    cancellation {\n      reason\n      at\n      band\n      fee\n      refund\n      owed\n    }\n    floor {\n      ...AdminHireFloor\n    }\n  }\n": typeof types.AdminHireQuoteDeskFragmentDoc;
  '\n  fragment AdminHireSettings on HireSettings {\n    chargeableDaysPerWeek\n    weekendRule\n    damageWaiverPercent\n    securityDepositPercent\n    bookingDepositPercent\n    balanceDueDaysBeforeStart\n    quoteValidityDays\n    startReminderDaysBefore\n    damageWaiverExcess\n    balanceReminderDaysBefore\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n  }\n': typeof types.AdminHireSettingsFragmentDoc;
  '\n  query AdminHireQuotes {\n    adminHireQuotes {\n      ...AdminHireQuote\n    }\n  }\n': typeof types.AdminHireQuotesDocument;
  '\n  query HireQuoteItems($quoteId: Int!) {\n    hireQuoteItems(quoteId: $quoteId) {\n      ...AdminHireQuoteItem\n    }\n  }\n': typeof types.HireQuoteItemsDocument;
  '\n  mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n    updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n      ...AdminHireQuote\n    }\n  }\n': typeof types.UpdateHireQuoteStatusDocument;
  '\n  query HireQuoteDesk($id: Int!) {\n    hireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.HireQuoteDeskDocument;
  '\n  query HireLineAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      committed\n      available\n      turnaroundDays\n    }\n  }\n': typeof types.HireLineAvailabilityDocument;
  '\n  mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n    saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.SaveHireQuoteDraftDocument;
  '\n  mutation SendHireQuote($id: Int!) {\n    sendHireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.SendHireQuoteDocument;
  '\n  mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n    recordHirePayment(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.RecordHirePaymentDocument;
  '\n  mutation CancelHireBooking($id: Int!, $reason: String) {\n    cancelHireBooking(id: $id, reason: $reason) {\n      ...AdminHireQuoteDesk\n    }\n  }\n': typeof types.CancelHireBookingDocument;
  '\n  query HireSettings {\n    hireSettings {\n      ...AdminHireSettings\n    }\n  }\n': typeof types.HireSettingsDocument;
  '\n  mutation SaveHireSettings($input: HireSettingsInput!) {\n    saveHireSettings(input: $input) {\n      ...AdminHireSettings\n    }\n  }\n': typeof types.SaveHireSettingsDocument;
  '\n  query AdminReturnsList($status: String) {\n    adminReturns(status: $status) {\n      ...AdminReturn\n    }\n  }\n\n  fragment AdminReturn on OrderReturn {\n    id\n    orderId\n    status\n    reason\n    note\n    lines {\n      lineId\n      name\n      quantity\n      price\n      outcome\n    }\n    requestedAt\n    declineReason\n    refund\n    shippingRefund\n    refundByTransfer\n    customerName\n    customerEmail\n  }\n': typeof types.AdminReturnsListDocument;
  '\n  mutation ApproveOrderReturn($id: String!) {\n    approveReturn(id: $id) {\n      ...AdminReturn\n    }\n  }\n': typeof types.ApproveOrderReturnDocument;
  '\n  mutation DeclineOrderReturn($id: String!, $reason: String) {\n    declineReturn(id: $id, reason: $reason) {\n      ...AdminReturn\n    }\n  }\n': typeof types.DeclineOrderReturnDocument;
  '\n  mutation ReceiveOrderReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...AdminReturn\n    }\n  }\n': typeof types.ReceiveOrderReturnDocument;
  '\n  query AdminMe {\n    me {\n      id\n      username\n      role\n    }\n  }\n': typeof types.AdminMeDocument;
  '\n  mutation AdminSignOutEverywhere {\n    signOutEverywhere\n  }\n': typeof types.AdminSignOutEverywhereDocument;
};
const documents: Documents = {
  '\n  fragment AdminHireCalendarFeed on HireCalendarFeed {\n    active\n    issuedAt\n    path\n  }\n':
    types.AdminHireCalendarFeedFragmentDoc,
  '\n  query HireCalendarFeed {\n    hireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n':
    types.HireCalendarFeedDocument,
  '\n  mutation CreateHireCalendarFeed {\n    createHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n':
    types.CreateHireCalendarFeedDocument,
  '\n  mutation RotateHireCalendarFeed {\n    rotateHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n':
    types.RotateHireCalendarFeedDocument,
  '\n  mutation RevokeHireCalendarFeed {\n    revokeHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n':
    types.RevokeHireCalendarFeedDocument,
  '\n  query AdminCategories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n':
    types.AdminCategoriesDocument,
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n':
    types.CreateCategoryDocument,
  '\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateCategoryDocument,
  '\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n': types.DeleteCategoryDocument,
  'fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  category {\n    id\n    name\n  }\n  stock\n  onHand\n  committed\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  sku\n  version\n}\n\nfragment AdminHireProductFields on Product {\n  ...AdminProductFields\n  hireId\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  turnaroundDays\n  powerRequirement\n  kitParts {\n    productId\n    quantity\n  }\n}\n\nfragment AdminNewsFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment ProductImportReport on ProductImportResult {\n  total\n  valid\n  inserted\n  errors\n  invalidDetails {\n    index\n    product {\n      name\n    }\n    errors\n  }\n  insertResults {\n    product {\n      name\n    }\n    status\n    message\n    id\n  }\n}\n\nfragment HireImportReport on HireImportResult {\n  imported\n  total\n}\n\nfragment AdminOrderRow on Order {\n  id\n  createdAt\n  status\n  total\n  customerName\n  customerEmail\n  items {\n    id\n    quantity\n  }\n}\n\nfragment AdminOrderDetail on Order {\n  ...AdminOrderRow\n  updatedAt\n  subtotal\n  shippingCost\n  vat\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  paymentState\n  refunded\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n    refundDue\n  }\n  notes\n  customerPhone\n  cancellationReason\n  shipment {\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  nextStatuses\n  version\n  items {\n    id\n    quantity\n    price\n    product {\n      name\n    }\n  }\n}\n\nfragment AdminHireQuote on HireQuote {\n  id\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  status\n  stage\n  number\n  createdAt\n  deliveryRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  installationRequired\n  additionalNotes\n  overcommitOverride {\n    at\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  floor {\n    overdueSince\n    lateCharge\n  }\n}\n\nfragment AdminHireQuoteItem on HireQuoteItem {\n  id\n  quantity\n  hirePeriod\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n  }\n  availability {\n    stock\n    committed\n    available\n    turnaroundDays\n  }\n}\n\nfragment AdminOrderSettings on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}':
    types.AdminProductFieldsFragmentDoc,
  '\n  fragment AdminHireUnit on HireUnit {\n    tag\n    productId\n    serialNumber\n    state\n    quoteId\n    quoteNumber\n    note\n    retiredReason\n  }\n':
    types.AdminHireUnitFragmentDoc,
  '\n  fragment AdminHireFloor on HireFloor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      waived\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n':
    types.AdminHireFloorFragmentDoc,
  '\n  query HireUnits($productId: Int!) {\n    hireUnits(productId: $productId) {\n      ...AdminHireUnit\n    }\n  }\n':
    types.HireUnitsDocument,
  '\n  mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n    addHireUnits(productId: $productId, input: $input) {\n      ...AdminHireUnit\n    }\n  }\n':
    types.AddHireUnitsDocument,
  '\n  mutation SendHireUnitToRepair($tag: String!, $note: String) {\n    sendHireUnitToRepair(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n':
    types.SendHireUnitToRepairDocument,
  '\n  mutation ClearHireUnitRepair($tag: String!) {\n    clearHireUnitRepair(tag: $tag) {\n      ...AdminHireUnit\n    }\n  }\n':
    types.ClearHireUnitRepairDocument,
  '\n  mutation RetireHireUnit($tag: String!, $note: String) {\n    retireHireUnit(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n':
    types.RetireHireUnitDocument,
  '\n  mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n    dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.DispatchHireUnitDocument,
  '\n  mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!) {\n    returnHireUnits(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.ReturnHireUnitsDocument,
  '\n  query HirePlanning($from: String) {\n    hirePlanning(from: $from) {\n      days\n      rows {\n        productId\n        name\n        kit\n        unitsInService\n        days\n        out\n        turnaround\n        shortDays\n      }\n      bars {\n        productId\n        quoteId\n        number\n        customerName\n        stage\n        quantity\n        from\n        outDays\n        turnaroundDays\n      }\n      barsCut\n    }\n  }\n':
    types.HirePlanningDocument,
  '\n  query HirePlanningBookings($productId: Int!, $day: String!) {\n    hirePlanningBookings(productId: $productId, day: $day) {\n      quoteId\n      number\n      customerName\n      quantity\n      startDate\n      endDate\n      stage\n    }\n  }\n':
    types.HirePlanningBookingsDocument,
  '\n  fragment AdminSheetBooking on HireSheetBooking {\n    quoteId\n    number\n    stage\n    customerName\n    customerPhone\n    customerEmail\n    startDate\n    endDate\n    deliveryRequired\n    installationRequired\n    deliveryAddress\n    deliveryCity\n    deliveryPostalCode\n    additionalNotes\n    lines {\n      productId\n      name\n      quantity\n    }\n    unitsOut\n    unitsBack\n  }\n':
    types.AdminSheetBookingFragmentDoc,
  '\n  query HireDaySheet($day: String) {\n    hireDaySheet(day: $day) {\n      day\n      goingOut {\n        ...AdminSheetBooking\n      }\n      comingBack {\n        ...AdminSheetBooking\n      }\n    }\n  }\n':
    types.HireDaySheetDocument,
  '\n  query AdminNews {\n    news {\n      ...AdminNewsFields\n    }\n  }\n': types.AdminNewsDocument,
  '\n  mutation CreateNewsItem($input: NewsItemInput!) {\n    createNewsItem(input: $input) {\n      ...AdminNewsFields\n    }\n  }\n':
    types.CreateNewsItemDocument,
  '\n  mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n    updateNewsItem(id: $id, input: $input) {\n      ...AdminNewsFields\n    }\n  }\n':
    types.UpdateNewsItemDocument,
  '\n  mutation DeleteNewsItem($id: Int!) {\n    deleteNewsItem(id: $id)\n  }\n': types.DeleteNewsItemDocument,
  '\n  fragment AdminEmailSettingsState on EmailSettingsState {\n    configured\n    settings {\n      host\n      port\n      secure\n      user\n      pass\n      from\n      to\n      rejectUnauthorized\n      sendCustomerOrderConfirmation\n      sendCustomerOrderStatusUpdates\n      sendCustomerHireQuoteConfirmation\n      sendCustomerHireQuoteStatusUpdates\n      footerCompanyName\n      footerAddress\n      footerContactEmail\n      footerPhone\n      footerVatNumber\n      footerCompanyNumber\n      orderConfirmationTitle\n      orderConfirmationIntro\n      orderShippedTitle\n      orderShippedIntro\n      orderDeliveredTitle\n      orderDeliveredIntro\n      orderCancelledTitle\n      orderCancelledIntro\n      hireQuoteConfirmationTitle\n      hireQuoteConfirmationIntro\n      hireQuoteApprovedTitle\n      hireQuoteApprovedIntro\n      hireQuoteRejectedTitle\n      hireQuoteRejectedIntro\n      hireQuoteCompletedTitle\n      hireQuoteCompletedIntro\n    }\n  }\n':
    types.AdminEmailSettingsStateFragmentDoc,
  '\n  fragment AdminOutgoingEmail on OutgoingEmail {\n    id\n    cause\n    to\n    subject\n    state\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n':
    types.AdminOutgoingEmailFragmentDoc,
  '\n  fragment AdminMailchimpList on MailchimpList {\n    id\n    name\n    memberCount\n    openRate\n    clickRate\n  }\n':
    types.AdminMailchimpListFragmentDoc,
  '\n  query AdminEmailSettings {\n    emailSettings {\n      ...AdminEmailSettingsState\n    }\n  }\n':
    types.AdminEmailSettingsDocument,
  '\n  mutation SaveEmailSettings($input: EmailSettingsInput!) {\n    saveEmailSettings(input: $input) {\n      ...AdminEmailSettingsState\n    }\n  }\n':
    types.SaveEmailSettingsDocument,
  '\n  mutation SendTestEmail {\n    sendTestEmail {\n      success\n      message\n    }\n  }\n':
    types.SendTestEmailDocument,
  '\n  query AdminEmailLog($state: String, $limit: Int) {\n    emailLog(state: $state, limit: $limit) {\n      ...AdminOutgoingEmail\n    }\n  }\n':
    types.AdminEmailLogDocument,
  '\n  mutation RetryEmail($id: Int!) {\n    retryEmail(id: $id) {\n      ...AdminOutgoingEmail\n    }\n  }\n':
    types.RetryEmailDocument,
  '\n  query AdminMailchimpSettings {\n    mailchimpSettings {\n      settings {\n        configured\n        apiKey\n        serverPrefix\n        defaultListId\n      }\n    }\n  }\n':
    types.AdminMailchimpSettingsDocument,
  '\n  mutation SaveMailchimpSettings($apiKey: String!, $defaultListId: String!) {\n    saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n      success\n      message\n      warning\n    }\n  }\n':
    types.SaveMailchimpSettingsDocument,
  '\n  query AdminMailchimpPing {\n    mailchimpPing {\n      success\n      message\n    }\n  }\n':
    types.AdminMailchimpPingDocument,
  '\n  query AdminMailchimpLists {\n    mailchimpLists {\n      ...AdminMailchimpList\n    }\n  }\n':
    types.AdminMailchimpListsDocument,
  '\n  query AdminMailchimpTags($listId: String!) {\n    mailchimpTags(listId: $listId) {\n      id\n      name\n    }\n  }\n':
    types.AdminMailchimpTagsDocument,
  '\n  mutation AddMailchimpSubscriber($listId: String!, $email: String!, $firstName: String, $lastName: String) {\n    subscribeToNewsletter(listId: $listId, email: $email, firstName: $firstName, lastName: $lastName) {\n      success\n      alreadySubscribed\n      message\n    }\n  }\n':
    types.AddMailchimpSubscriberDocument,
  '\n  mutation CreateMailchimpSegment($listId: String!, $name: String!) {\n    createMailchimpSegment(listId: $listId, name: $name) {\n      success\n      message\n    }\n  }\n':
    types.CreateMailchimpSegmentDocument,
  '\n  query AdminOrders($filter: AdminOrderFilter) {\n    adminOrders(filter: $filter) {\n      items {\n        ...AdminOrderRow\n      }\n      total\n    }\n  }\n':
    types.AdminOrdersDocument,
  '\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n':
    types.AdminOrderDocument,
  '\n  mutation UpdateOrderStatus(\n    $id: Int!\n    $status: String!\n    $expectedVersion: Int\n    $carrier: String\n    $carrierName: String\n    $trackingNumber: String\n    $deliveredOn: String\n  ) {\n    updateOrderStatus(\n      id: $id\n      status: $status\n      expectedVersion: $expectedVersion\n      carrier: $carrier\n      carrierName: $carrierName\n      trackingNumber: $trackingNumber\n      deliveredOn: $deliveredOn\n    ) {\n      ...AdminOrderDetail\n    }\n  }\n':
    types.UpdateOrderStatusDocument,
  '\n  mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n    recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n':
    types.RecordBankTransferDocument,
  '\n  mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n    recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n':
    types.RecordTransferRefundDocument,
  '\n  query OrderSettings {\n    orderSettings {\n      ...AdminOrderSettings\n    }\n  }\n':
    types.OrderSettingsDocument,
  '\n  mutation SaveOrderSettings($input: OrderSettingsInput!) {\n    saveOrderSettings(input: $input) {\n      ...AdminOrderSettings\n    }\n  }\n':
    types.SaveOrderSettingsDocument,
  '\n  query AdminProductSearch($q: String!, $kind: SearchKind!) {\n    productSearch(q: $q, kind: $kind, sort: relevance, limit: 200) {\n      products {\n        id\n      }\n    }\n  }\n':
    types.AdminProductSearchDocument,
  '\n    query AdminProducts {\n      items: adminProducts {\n        ...AdminProductFields\n      }\n    }\n  ':
    types.AdminProductsDocument,
  '\n    mutation CreateProduct($input: ProductInput!) {\n      createProduct(input: $input) {\n        ...AdminProductFields\n      }\n    }\n  ':
    types.CreateProductDocument,
  '\n    mutation UpdateProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminProductFields\n      }\n    }\n  ':
    types.UpdateProductDocument,
  '\n    mutation DeleteProduct($id: Int!) {\n      deleteProduct(id: $id)\n    }\n  ': types.DeleteProductDocument,
  '\n    query AdminHireProducts {\n      items: adminHireProducts {\n        ...AdminHireProductFields\n      }\n    }\n  ':
    types.AdminHireProductsDocument,
  '\n    mutation CreateHireProduct($input: ProductInput!) {\n      createHireProduct(input: $input) {\n        ...AdminHireProductFields\n      }\n    }\n  ':
    types.CreateHireProductDocument,
  '\n    mutation UpdateHireProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateHireProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminHireProductFields\n      }\n    }\n  ':
    types.UpdateHireProductDocument,
  '\n    mutation DeleteHireProduct($id: Int!) {\n      deleteHireProduct(id: $id)\n    }\n  ':
    types.DeleteHireProductDocument,
  '\n  fragment AdminHireQuotePrice on HireQuotePrice {\n    startDate\n    endDate\n    days\n    chargeableDays\n    weekend\n    lines {\n      description\n      productId\n      quantity\n      hirePeriod\n      unitPrice\n      lineTotal\n      breakdown {\n        period\n        count\n        rate\n      }\n      callForPrice\n    }\n    hire\n    fixed\n    discount\n    delivery\n    installation\n    damageWaiver\n    net\n    vat\n    total\n    securityDeposit\n    bookingDeposit\n    callForPrice\n  }\n':
    types.AdminHireQuotePriceFragmentDoc,
  '\n  fragment AdminHireQuoteRevision on HireQuoteRevision {\n    number\n    revision\n    label\n    sentAt\n    validUntil\n    balanceDueDate\n    notes\n    price {\n      ...AdminHireQuotePrice\n    }\n  }\n':
    types.AdminHireQuoteRevisionFragmentDoc,
  "\n  fragment AdminHireQuoteDesk on HireQuote {\n    ...AdminHireQuote\n    # Sent back as expectedVersion when saving the draft, so a change made meanwhile is not overwritten.\n    version\n    # The customer's link to the quote or booking, for the desk to pass on by hand.\n    acceptPath\n    draft {\n      startDate\n      endDate\n      hireLines {\n        id\n        productId\n        quantity\n        hirePeriod\n        rateOverrides {\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n        product {\n          id\n          name\n          slug\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n      }\n      fixedLines {\n        id\n        description\n        quantity\n        unitPrice\n      }\n      discount {\n        kind\n        percent\n        amount\n      }\n      damageWaiver\n      notes\n    }\n    price {\n      ...AdminHireQuotePrice\n    }\n    revisions {\n      ...AdminHireQuoteRevision\n    }\n    latestRevision {\n      ...AdminHireQuoteRevision\n    }\n    acceptance {\n      name\n      at\n      revision\n      ip\n    }\n    acceptanceRefused {\n      at\n      revision\n      shortfalls {\n        productId\n        name\n        requested\n        available\n      }\n    }\n    decline {\n      reason\n      at\n      byDesk\n    }\n    booking {\n      total\n      depositDue\n      paid\n      balance\n      balanceDue\n      securityDepositHeld\n      securityDepositDue\n      balanceDueDate\n      payments {\n        id\n        kind\n        method\n        amount\n        reference\n        at\n      }\n    }\n    cancellation {\n      reason\n      at\n      band\n      fee\n      refund\n      owed\n    }\n    floor {\n      ...AdminHireFloor\n    }\n  }\n":
    types.AdminHireQuoteDeskFragmentDoc,
  '\n  fragment AdminHireSettings on HireSettings {\n    chargeableDaysPerWeek\n    weekendRule\n    damageWaiverPercent\n    securityDepositPercent\n    bookingDepositPercent\n    balanceDueDaysBeforeStart\n    quoteValidityDays\n    startReminderDaysBefore\n    damageWaiverExcess\n    balanceReminderDaysBefore\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n  }\n':
    types.AdminHireSettingsFragmentDoc,
  '\n  query AdminHireQuotes {\n    adminHireQuotes {\n      ...AdminHireQuote\n    }\n  }\n':
    types.AdminHireQuotesDocument,
  '\n  query HireQuoteItems($quoteId: Int!) {\n    hireQuoteItems(quoteId: $quoteId) {\n      ...AdminHireQuoteItem\n    }\n  }\n':
    types.HireQuoteItemsDocument,
  '\n  mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n    updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n      ...AdminHireQuote\n    }\n  }\n':
    types.UpdateHireQuoteStatusDocument,
  '\n  query HireQuoteDesk($id: Int!) {\n    hireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.HireQuoteDeskDocument,
  '\n  query HireLineAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      committed\n      available\n      turnaroundDays\n    }\n  }\n':
    types.HireLineAvailabilityDocument,
  '\n  mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n    saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.SaveHireQuoteDraftDocument,
  '\n  mutation SendHireQuote($id: Int!) {\n    sendHireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.SendHireQuoteDocument,
  '\n  mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n    recordHirePayment(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.RecordHirePaymentDocument,
  '\n  mutation CancelHireBooking($id: Int!, $reason: String) {\n    cancelHireBooking(id: $id, reason: $reason) {\n      ...AdminHireQuoteDesk\n    }\n  }\n':
    types.CancelHireBookingDocument,
  '\n  query HireSettings {\n    hireSettings {\n      ...AdminHireSettings\n    }\n  }\n': types.HireSettingsDocument,
  '\n  mutation SaveHireSettings($input: HireSettingsInput!) {\n    saveHireSettings(input: $input) {\n      ...AdminHireSettings\n    }\n  }\n':
    types.SaveHireSettingsDocument,
  '\n  query AdminReturnsList($status: String) {\n    adminReturns(status: $status) {\n      ...AdminReturn\n    }\n  }\n\n  fragment AdminReturn on OrderReturn {\n    id\n    orderId\n    status\n    reason\n    note\n    lines {\n      lineId\n      name\n      quantity\n      price\n      outcome\n    }\n    requestedAt\n    declineReason\n    refund\n    shippingRefund\n    refundByTransfer\n    customerName\n    customerEmail\n  }\n':
    types.AdminReturnsListDocument,
  '\n  mutation ApproveOrderReturn($id: String!) {\n    approveReturn(id: $id) {\n      ...AdminReturn\n    }\n  }\n':
    types.ApproveOrderReturnDocument,
  '\n  mutation DeclineOrderReturn($id: String!, $reason: String) {\n    declineReturn(id: $id, reason: $reason) {\n      ...AdminReturn\n    }\n  }\n':
    types.DeclineOrderReturnDocument,
  '\n  mutation ReceiveOrderReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...AdminReturn\n    }\n  }\n':
    types.ReceiveOrderReturnDocument,
  '\n  query AdminMe {\n    me {\n      id\n      username\n      role\n    }\n  }\n': types.AdminMeDocument,
  '\n  mutation AdminSignOutEverywhere {\n    signOutEverywhere\n  }\n': types.AdminSignOutEverywhereDocument,
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
  source: '\n  fragment AdminHireCalendarFeed on HireCalendarFeed {\n    active\n    issuedAt\n    path\n  }\n',
): (typeof documents)['\n  fragment AdminHireCalendarFeed on HireCalendarFeed {\n    active\n    issuedAt\n    path\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireCalendarFeed {\n    hireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n',
): (typeof documents)['\n  query HireCalendarFeed {\n    hireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateHireCalendarFeed {\n    createHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateHireCalendarFeed {\n    createHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RotateHireCalendarFeed {\n    rotateHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n',
): (typeof documents)['\n  mutation RotateHireCalendarFeed {\n    rotateHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeHireCalendarFeed {\n    revokeHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeHireCalendarFeed {\n    revokeHireCalendarFeed {\n      ...AdminHireCalendarFeed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategories {\n    categories {\n      id\n      name\n      slug\n      description\n      parentId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  category {\n    id\n    name\n  }\n  stock\n  onHand\n  committed\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  sku\n  version\n}\n\nfragment AdminHireProductFields on Product {\n  ...AdminProductFields\n  hireId\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  turnaroundDays\n  powerRequirement\n  kitParts {\n    productId\n    quantity\n  }\n}\n\nfragment AdminNewsFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment ProductImportReport on ProductImportResult {\n  total\n  valid\n  inserted\n  errors\n  invalidDetails {\n    index\n    product {\n      name\n    }\n    errors\n  }\n  insertResults {\n    product {\n      name\n    }\n    status\n    message\n    id\n  }\n}\n\nfragment HireImportReport on HireImportResult {\n  imported\n  total\n}\n\nfragment AdminOrderRow on Order {\n  id\n  createdAt\n  status\n  total\n  customerName\n  customerEmail\n  items {\n    id\n    quantity\n  }\n}\n\nfragment AdminOrderDetail on Order {\n  ...AdminOrderRow\n  updatedAt\n  subtotal\n  shippingCost\n  vat\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  paymentState\n  refunded\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n    refundDue\n  }\n  notes\n  customerPhone\n  cancellationReason\n  shipment {\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  nextStatuses\n  version\n  items {\n    id\n    quantity\n    price\n    product {\n      name\n    }\n  }\n}\n\nfragment AdminHireQuote on HireQuote {\n  id\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  status\n  stage\n  number\n  createdAt\n  deliveryRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  installationRequired\n  additionalNotes\n  overcommitOverride {\n    at\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  floor {\n    overdueSince\n    lateCharge\n  }\n}\n\nfragment AdminHireQuoteItem on HireQuoteItem {\n  id\n  quantity\n  hirePeriod\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n  }\n  availability {\n    stock\n    committed\n    available\n    turnaroundDays\n  }\n}\n\nfragment AdminOrderSettings on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}',
): (typeof documents)['fragment AdminProductFields on Product {\n  id\n  name\n  slug\n  description\n  price\n  compareAtPrice\n  imageUrl\n  categoryId\n  category {\n    id\n    name\n  }\n  stock\n  onHand\n  committed\n  rating\n  reviewCount\n  isNew\n  isOnSale\n  isLimited\n  isLargeHeavy\n  customShippingCost\n  sku\n  version\n}\n\nfragment AdminHireProductFields on Product {\n  ...AdminProductFields\n  hireId\n  hirePriceDaily\n  hirePriceWeekly\n  hirePriceMonthly\n  deliveryAvailable\n  installationAvailable\n  deliveryPrice\n  installationPrice\n  turnaroundDays\n  powerRequirement\n  kitParts {\n    productId\n    quantity\n  }\n}\n\nfragment AdminNewsFields on NewsItem {\n  id\n  title\n  content\n  imageUrl\n  isActive\n  createdAt\n}\n\nfragment ProductImportReport on ProductImportResult {\n  total\n  valid\n  inserted\n  errors\n  invalidDetails {\n    index\n    product {\n      name\n    }\n    errors\n  }\n  insertResults {\n    product {\n      name\n    }\n    status\n    message\n    id\n  }\n}\n\nfragment HireImportReport on HireImportResult {\n  imported\n  total\n}\n\nfragment AdminOrderRow on Order {\n  id\n  createdAt\n  status\n  total\n  customerName\n  customerEmail\n  items {\n    id\n    quantity\n  }\n}\n\nfragment AdminOrderDetail on Order {\n  ...AdminOrderRow\n  updatedAt\n  subtotal\n  shippingCost\n  vat\n  shippingAddress\n  shippingCity\n  shippingState\n  shippingPostalCode\n  shippingCountry\n  paymentMethod\n  paymentId\n  paymentState\n  refunded\n  bankTransfer {\n    accountName\n    sortCode\n    accountNumber\n    reference\n    payBy\n    receivedAt\n    received\n    receivedReference\n    refundDue\n  }\n  notes\n  customerPhone\n  cancellationReason\n  shipment {\n    carrierName\n    trackingNumber\n    trackingUrl\n  }\n  shippedAt\n  deliveredOn\n  nextStatuses\n  version\n  items {\n    id\n    quantity\n    price\n    product {\n      name\n    }\n  }\n}\n\nfragment AdminHireQuote on HireQuote {\n  id\n  customerName\n  customerEmail\n  customerPhone\n  startDate\n  endDate\n  status\n  stage\n  number\n  createdAt\n  deliveryRequired\n  deliveryAddress\n  deliveryCity\n  deliveryPostalCode\n  installationRequired\n  additionalNotes\n  overcommitOverride {\n    at\n    shortfalls {\n      productId\n      name\n      requested\n      available\n    }\n  }\n  floor {\n    overdueSince\n    lateCharge\n  }\n}\n\nfragment AdminHireQuoteItem on HireQuoteItem {\n  id\n  quantity\n  hirePeriod\n  unitPrice\n  lineTotal\n  product {\n    id\n    name\n  }\n  availability {\n    stock\n    committed\n    available\n    turnaroundDays\n  }\n}\n\nfragment AdminOrderSettings on OrderSettings {\n  bankTransferThreshold\n  bankTransferHoldDays\n  bankAccountName\n  bankSortCode\n  bankAccountNumber\n  returnWindowDays\n  returnsAddress\n  refundShippingOnWholeReturn\n  refundShippingWhenFaulty\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminHireUnit on HireUnit {\n    tag\n    productId\n    serialNumber\n    state\n    quoteId\n    quoteNumber\n    note\n    retiredReason\n  }\n',
): (typeof documents)['\n  fragment AdminHireUnit on HireUnit {\n    tag\n    productId\n    serialNumber\n    state\n    quoteId\n    quoteNumber\n    note\n    retiredReason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminHireFloor on HireFloor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      waived\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n',
): (typeof documents)['\n  fragment AdminHireFloor on HireFloor {\n    lines {\n      productId\n      name\n      needed\n      assigned\n    }\n    units {\n      tag\n      productId\n      dispatchedAt\n      returnedAt\n      condition\n      note\n      charge\n    }\n    fulfilled\n    overdueSince\n    dueBackBy\n    damageCharge\n    lateCharge\n    settlement {\n      damage\n      waived\n      late\n      charges\n      depositHeld\n      depositUsed\n      refund\n      owed\n      at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireUnits($productId: Int!) {\n    hireUnits(productId: $productId) {\n      ...AdminHireUnit\n    }\n  }\n',
): (typeof documents)['\n  query HireUnits($productId: Int!) {\n    hireUnits(productId: $productId) {\n      ...AdminHireUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n    addHireUnits(productId: $productId, input: $input) {\n      ...AdminHireUnit\n    }\n  }\n',
): (typeof documents)['\n  mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {\n    addHireUnits(productId: $productId, input: $input) {\n      ...AdminHireUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendHireUnitToRepair($tag: String!, $note: String) {\n    sendHireUnitToRepair(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n',
): (typeof documents)['\n  mutation SendHireUnitToRepair($tag: String!, $note: String) {\n    sendHireUnitToRepair(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClearHireUnitRepair($tag: String!) {\n    clearHireUnitRepair(tag: $tag) {\n      ...AdminHireUnit\n    }\n  }\n',
): (typeof documents)['\n  mutation ClearHireUnitRepair($tag: String!) {\n    clearHireUnitRepair(tag: $tag) {\n      ...AdminHireUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RetireHireUnit($tag: String!, $note: String) {\n    retireHireUnit(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n',
): (typeof documents)['\n  mutation RetireHireUnit($tag: String!, $note: String) {\n    retireHireUnit(tag: $tag, note: $note) {\n      ...AdminHireUnit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n    dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {\n    dispatchHireUnit(id: $id, tag: $tag, early: $early) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!) {\n    returnHireUnits(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!) {\n    returnHireUnits(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HirePlanning($from: String) {\n    hirePlanning(from: $from) {\n      days\n      rows {\n        productId\n        name\n        kit\n        unitsInService\n        days\n        out\n        turnaround\n        shortDays\n      }\n      bars {\n        productId\n        quoteId\n        number\n        customerName\n        stage\n        quantity\n        from\n        outDays\n        turnaroundDays\n      }\n      barsCut\n    }\n  }\n',
): (typeof documents)['\n  query HirePlanning($from: String) {\n    hirePlanning(from: $from) {\n      days\n      rows {\n        productId\n        name\n        kit\n        unitsInService\n        days\n        out\n        turnaround\n        shortDays\n      }\n      bars {\n        productId\n        quoteId\n        number\n        customerName\n        stage\n        quantity\n        from\n        outDays\n        turnaroundDays\n      }\n      barsCut\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HirePlanningBookings($productId: Int!, $day: String!) {\n    hirePlanningBookings(productId: $productId, day: $day) {\n      quoteId\n      number\n      customerName\n      quantity\n      startDate\n      endDate\n      stage\n    }\n  }\n',
): (typeof documents)['\n  query HirePlanningBookings($productId: Int!, $day: String!) {\n    hirePlanningBookings(productId: $productId, day: $day) {\n      quoteId\n      number\n      customerName\n      quantity\n      startDate\n      endDate\n      stage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminSheetBooking on HireSheetBooking {\n    quoteId\n    number\n    stage\n    customerName\n    customerPhone\n    customerEmail\n    startDate\n    endDate\n    deliveryRequired\n    installationRequired\n    deliveryAddress\n    deliveryCity\n    deliveryPostalCode\n    additionalNotes\n    lines {\n      productId\n      name\n      quantity\n    }\n    unitsOut\n    unitsBack\n  }\n',
): (typeof documents)['\n  fragment AdminSheetBooking on HireSheetBooking {\n    quoteId\n    number\n    stage\n    customerName\n    customerPhone\n    customerEmail\n    startDate\n    endDate\n    deliveryRequired\n    installationRequired\n    deliveryAddress\n    deliveryCity\n    deliveryPostalCode\n    additionalNotes\n    lines {\n      productId\n      name\n      quantity\n    }\n    unitsOut\n    unitsBack\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireDaySheet($day: String) {\n    hireDaySheet(day: $day) {\n      day\n      goingOut {\n        ...AdminSheetBooking\n      }\n      comingBack {\n        ...AdminSheetBooking\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HireDaySheet($day: String) {\n    hireDaySheet(day: $day) {\n      day\n      goingOut {\n        ...AdminSheetBooking\n      }\n      comingBack {\n        ...AdminSheetBooking\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminNews {\n    news {\n      ...AdminNewsFields\n    }\n  }\n',
): (typeof documents)['\n  query AdminNews {\n    news {\n      ...AdminNewsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateNewsItem($input: NewsItemInput!) {\n    createNewsItem(input: $input) {\n      ...AdminNewsFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateNewsItem($input: NewsItemInput!) {\n    createNewsItem(input: $input) {\n      ...AdminNewsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n    updateNewsItem(id: $id, input: $input) {\n      ...AdminNewsFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {\n    updateNewsItem(id: $id, input: $input) {\n      ...AdminNewsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteNewsItem($id: Int!) {\n    deleteNewsItem(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteNewsItem($id: Int!) {\n    deleteNewsItem(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminEmailSettingsState on EmailSettingsState {\n    configured\n    settings {\n      host\n      port\n      secure\n      user\n      pass\n      from\n      to\n      rejectUnauthorized\n      sendCustomerOrderConfirmation\n      sendCustomerOrderStatusUpdates\n      sendCustomerHireQuoteConfirmation\n      sendCustomerHireQuoteStatusUpdates\n      footerCompanyName\n      footerAddress\n      footerContactEmail\n      footerPhone\n      footerVatNumber\n      footerCompanyNumber\n      orderConfirmationTitle\n      orderConfirmationIntro\n      orderShippedTitle\n      orderShippedIntro\n      orderDeliveredTitle\n      orderDeliveredIntro\n      orderCancelledTitle\n      orderCancelledIntro\n      hireQuoteConfirmationTitle\n      hireQuoteConfirmationIntro\n      hireQuoteApprovedTitle\n      hireQuoteApprovedIntro\n      hireQuoteRejectedTitle\n      hireQuoteRejectedIntro\n      hireQuoteCompletedTitle\n      hireQuoteCompletedIntro\n    }\n  }\n',
): (typeof documents)['\n  fragment AdminEmailSettingsState on EmailSettingsState {\n    configured\n    settings {\n      host\n      port\n      secure\n      user\n      pass\n      from\n      to\n      rejectUnauthorized\n      sendCustomerOrderConfirmation\n      sendCustomerOrderStatusUpdates\n      sendCustomerHireQuoteConfirmation\n      sendCustomerHireQuoteStatusUpdates\n      footerCompanyName\n      footerAddress\n      footerContactEmail\n      footerPhone\n      footerVatNumber\n      footerCompanyNumber\n      orderConfirmationTitle\n      orderConfirmationIntro\n      orderShippedTitle\n      orderShippedIntro\n      orderDeliveredTitle\n      orderDeliveredIntro\n      orderCancelledTitle\n      orderCancelledIntro\n      hireQuoteConfirmationTitle\n      hireQuoteConfirmationIntro\n      hireQuoteApprovedTitle\n      hireQuoteApprovedIntro\n      hireQuoteRejectedTitle\n      hireQuoteRejectedIntro\n      hireQuoteCompletedTitle\n      hireQuoteCompletedIntro\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminOutgoingEmail on OutgoingEmail {\n    id\n    cause\n    to\n    subject\n    state\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment AdminOutgoingEmail on OutgoingEmail {\n    id\n    cause\n    to\n    subject\n    state\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminMailchimpList on MailchimpList {\n    id\n    name\n    memberCount\n    openRate\n    clickRate\n  }\n',
): (typeof documents)['\n  fragment AdminMailchimpList on MailchimpList {\n    id\n    name\n    memberCount\n    openRate\n    clickRate\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminEmailSettings {\n    emailSettings {\n      ...AdminEmailSettingsState\n    }\n  }\n',
): (typeof documents)['\n  query AdminEmailSettings {\n    emailSettings {\n      ...AdminEmailSettingsState\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveEmailSettings($input: EmailSettingsInput!) {\n    saveEmailSettings(input: $input) {\n      ...AdminEmailSettingsState\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveEmailSettings($input: EmailSettingsInput!) {\n    saveEmailSettings(input: $input) {\n      ...AdminEmailSettingsState\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendTestEmail {\n    sendTestEmail {\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SendTestEmail {\n    sendTestEmail {\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminEmailLog($state: String, $limit: Int) {\n    emailLog(state: $state, limit: $limit) {\n      ...AdminOutgoingEmail\n    }\n  }\n',
): (typeof documents)['\n  query AdminEmailLog($state: String, $limit: Int) {\n    emailLog(state: $state, limit: $limit) {\n      ...AdminOutgoingEmail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RetryEmail($id: Int!) {\n    retryEmail(id: $id) {\n      ...AdminOutgoingEmail\n    }\n  }\n',
): (typeof documents)['\n  mutation RetryEmail($id: Int!) {\n    retryEmail(id: $id) {\n      ...AdminOutgoingEmail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminMailchimpSettings {\n    mailchimpSettings {\n      settings {\n        configured\n        apiKey\n        serverPrefix\n        defaultListId\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminMailchimpSettings {\n    mailchimpSettings {\n      settings {\n        configured\n        apiKey\n        serverPrefix\n        defaultListId\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveMailchimpSettings($apiKey: String!, $defaultListId: String!) {\n    saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n      success\n      message\n      warning\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveMailchimpSettings($apiKey: String!, $defaultListId: String!) {\n    saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {\n      success\n      message\n      warning\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminMailchimpPing {\n    mailchimpPing {\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  query AdminMailchimpPing {\n    mailchimpPing {\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminMailchimpLists {\n    mailchimpLists {\n      ...AdminMailchimpList\n    }\n  }\n',
): (typeof documents)['\n  query AdminMailchimpLists {\n    mailchimpLists {\n      ...AdminMailchimpList\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminMailchimpTags($listId: String!) {\n    mailchimpTags(listId: $listId) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminMailchimpTags($listId: String!) {\n    mailchimpTags(listId: $listId) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddMailchimpSubscriber($listId: String!, $email: String!, $firstName: String, $lastName: String) {\n    subscribeToNewsletter(listId: $listId, email: $email, firstName: $firstName, lastName: $lastName) {\n      success\n      alreadySubscribed\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation AddMailchimpSubscriber($listId: String!, $email: String!, $firstName: String, $lastName: String) {\n    subscribeToNewsletter(listId: $listId, email: $email, firstName: $firstName, lastName: $lastName) {\n      success\n      alreadySubscribed\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateMailchimpSegment($listId: String!, $name: String!) {\n    createMailchimpSegment(listId: $listId, name: $name) {\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateMailchimpSegment($listId: String!, $name: String!) {\n    createMailchimpSegment(listId: $listId, name: $name) {\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrders($filter: AdminOrderFilter) {\n    adminOrders(filter: $filter) {\n      items {\n        ...AdminOrderRow\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query AdminOrders($filter: AdminOrderFilter) {\n    adminOrders(filter: $filter) {\n      items {\n        ...AdminOrderRow\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n',
): (typeof documents)['\n  query AdminOrder($id: Int!) {\n    adminOrder(id: $id) {\n      ...AdminOrderDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateOrderStatus(\n    $id: Int!\n    $status: String!\n    $expectedVersion: Int\n    $carrier: String\n    $carrierName: String\n    $trackingNumber: String\n    $deliveredOn: String\n  ) {\n    updateOrderStatus(\n      id: $id\n      status: $status\n      expectedVersion: $expectedVersion\n      carrier: $carrier\n      carrierName: $carrierName\n      trackingNumber: $trackingNumber\n      deliveredOn: $deliveredOn\n    ) {\n      ...AdminOrderDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateOrderStatus(\n    $id: Int!\n    $status: String!\n    $expectedVersion: Int\n    $carrier: String\n    $carrierName: String\n    $trackingNumber: String\n    $deliveredOn: String\n  ) {\n    updateOrderStatus(\n      id: $id\n      status: $status\n      expectedVersion: $expectedVersion\n      carrier: $carrier\n      carrierName: $carrierName\n      trackingNumber: $trackingNumber\n      deliveredOn: $deliveredOn\n    ) {\n      ...AdminOrderDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n    recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {\n    recordBankTransfer(id: $id, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n    recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordTransferRefund($id: Int!, $returnId: String, $amount: Float, $reference: String) {\n    recordTransferRefund(id: $id, returnId: $returnId, amount: $amount, reference: $reference) {\n      ...AdminOrderDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderSettings {\n    orderSettings {\n      ...AdminOrderSettings\n    }\n  }\n',
): (typeof documents)['\n  query OrderSettings {\n    orderSettings {\n      ...AdminOrderSettings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveOrderSettings($input: OrderSettingsInput!) {\n    saveOrderSettings(input: $input) {\n      ...AdminOrderSettings\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveOrderSettings($input: OrderSettingsInput!) {\n    saveOrderSettings(input: $input) {\n      ...AdminOrderSettings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProductSearch($q: String!, $kind: SearchKind!) {\n    productSearch(q: $q, kind: $kind, sort: relevance, limit: 200) {\n      products {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminProductSearch($q: String!, $kind: SearchKind!) {\n    productSearch(q: $q, kind: $kind, sort: relevance, limit: 200) {\n      products {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminProducts {\n      items: adminProducts {\n        ...AdminProductFields\n      }\n    }\n  ',
): (typeof documents)['\n    query AdminProducts {\n      items: adminProducts {\n        ...AdminProductFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CreateProduct($input: ProductInput!) {\n      createProduct(input: $input) {\n        ...AdminProductFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation CreateProduct($input: ProductInput!) {\n      createProduct(input: $input) {\n        ...AdminProductFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation UpdateProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminProductFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation UpdateProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminProductFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation DeleteProduct($id: Int!) {\n      deleteProduct(id: $id)\n    }\n  ',
): (typeof documents)['\n    mutation DeleteProduct($id: Int!) {\n      deleteProduct(id: $id)\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminHireProducts {\n      items: adminHireProducts {\n        ...AdminHireProductFields\n      }\n    }\n  ',
): (typeof documents)['\n    query AdminHireProducts {\n      items: adminHireProducts {\n        ...AdminHireProductFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CreateHireProduct($input: ProductInput!) {\n      createHireProduct(input: $input) {\n        ...AdminHireProductFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation CreateHireProduct($input: ProductInput!) {\n      createHireProduct(input: $input) {\n        ...AdminHireProductFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation UpdateHireProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateHireProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminHireProductFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation UpdateHireProduct($id: Int!, $input: ProductInput!, $expectedVersion: Int) {\n      updateHireProduct(id: $id, input: $input, expectedVersion: $expectedVersion) {\n        ...AdminHireProductFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation DeleteHireProduct($id: Int!) {\n      deleteHireProduct(id: $id)\n    }\n  ',
): (typeof documents)['\n    mutation DeleteHireProduct($id: Int!) {\n      deleteHireProduct(id: $id)\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminHireQuotePrice on HireQuotePrice {\n    startDate\n    endDate\n    days\n    chargeableDays\n    weekend\n    lines {\n      description\n      productId\n      quantity\n      hirePeriod\n      unitPrice\n      lineTotal\n      breakdown {\n        period\n        count\n        rate\n      }\n      callForPrice\n    }\n    hire\n    fixed\n    discount\n    delivery\n    installation\n    damageWaiver\n    net\n    vat\n    total\n    securityDeposit\n    bookingDeposit\n    callForPrice\n  }\n',
): (typeof documents)['\n  fragment AdminHireQuotePrice on HireQuotePrice {\n    startDate\n    endDate\n    days\n    chargeableDays\n    weekend\n    lines {\n      description\n      productId\n      quantity\n      hirePeriod\n      unitPrice\n      lineTotal\n      breakdown {\n        period\n        count\n        rate\n      }\n      callForPrice\n    }\n    hire\n    fixed\n    discount\n    delivery\n    installation\n    damageWaiver\n    net\n    vat\n    total\n    securityDeposit\n    bookingDeposit\n    callForPrice\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminHireQuoteRevision on HireQuoteRevision {\n    number\n    revision\n    label\n    sentAt\n    validUntil\n    balanceDueDate\n    notes\n    price {\n      ...AdminHireQuotePrice\n    }\n  }\n',
): (typeof documents)['\n  fragment AdminHireQuoteRevision on HireQuoteRevision {\n    number\n    revision\n    label\n    sentAt\n    validUntil\n    balanceDueDate\n    notes\n    price {\n      ...AdminHireQuotePrice\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment AdminHireQuoteDesk on HireQuote {\n    ...AdminHireQuote\n    # Sent back as expectedVersion when saving the draft, so a change made meanwhile is not overwritten.\n    version\n    # The customer's link to the quote or booking, for the desk to pass on by hand.\n    acceptPath\n    draft {\n      startDate\n      endDate\n      hireLines {\n        id\n        productId\n        quantity\n        hirePeriod\n        rateOverrides {\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n        product {\n          id\n          name\n          slug\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n      }\n      fixedLines {\n        id\n        description\n        quantity\n        unitPrice\n      }\n      discount {\n        kind\n        percent\n        amount\n      }\n      damageWaiver\n      notes\n    }\n    price {\n      ...AdminHireQuotePrice\n    }\n    revisions {\n      ...AdminHireQuoteRevision\n    }\n    latestRevision {\n      ...AdminHireQuoteRevision\n    }\n    acceptance {\n      name\n      at\n      revision\n      ip\n    }\n    acceptanceRefused {\n      at\n      revision\n      shortfalls {\n        productId\n        name\n        requested\n        available\n      }\n    }\n    decline {\n      reason\n      at\n      byDesk\n    }\n    booking {\n      total\n      depositDue\n      paid\n      balance\n      balanceDue\n      securityDepositHeld\n      securityDepositDue\n      balanceDueDate\n      payments {\n        id\n        kind\n        method\n        amount\n        reference\n        at\n      }\n    }\n    cancellation {\n      reason\n      at\n      band\n      fee\n      refund\n      owed\n    }\n    floor {\n      ...AdminHireFloor\n    }\n  }\n",
): (typeof documents)["\n  fragment AdminHireQuoteDesk on HireQuote {\n    ...AdminHireQuote\n    # Sent back as expectedVersion when saving the draft, so a change made meanwhile is not overwritten.\n    version\n    # The customer's link to the quote or booking, for the desk to pass on by hand.\n    acceptPath\n    draft {\n      startDate\n      endDate\n      hireLines {\n        id\n        productId\n        quantity\n        hirePeriod\n        rateOverrides {\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n        product {\n          id\n          name\n          slug\n          hirePriceDaily\n          hirePriceWeekly\n          hirePriceMonthly\n        }\n      }\n      fixedLines {\n        id\n        description\n        quantity\n        unitPrice\n      }\n      discount {\n        kind\n        percent\n        amount\n      }\n      damageWaiver\n      notes\n    }\n    price {\n      ...AdminHireQuotePrice\n    }\n    revisions {\n      ...AdminHireQuoteRevision\n    }\n    latestRevision {\n      ...AdminHireQuoteRevision\n    }\n    acceptance {\n      name\n      at\n      revision\n      ip\n    }\n    acceptanceRefused {\n      at\n      revision\n      shortfalls {\n        productId\n        name\n        requested\n        available\n      }\n    }\n    decline {\n      reason\n      at\n      byDesk\n    }\n    booking {\n      total\n      depositDue\n      paid\n      balance\n      balanceDue\n      securityDepositHeld\n      securityDepositDue\n      balanceDueDate\n      payments {\n        id\n        kind\n        method\n        amount\n        reference\n        at\n      }\n    }\n    cancellation {\n      reason\n      at\n      band\n      fee\n      refund\n      owed\n    }\n    floor {\n      ...AdminHireFloor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminHireSettings on HireSettings {\n    chargeableDaysPerWeek\n    weekendRule\n    damageWaiverPercent\n    securityDepositPercent\n    bookingDepositPercent\n    balanceDueDaysBeforeStart\n    quoteValidityDays\n    startReminderDaysBefore\n    damageWaiverExcess\n    balanceReminderDaysBefore\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n  }\n',
): (typeof documents)['\n  fragment AdminHireSettings on HireSettings {\n    chargeableDaysPerWeek\n    weekendRule\n    damageWaiverPercent\n    securityDepositPercent\n    bookingDepositPercent\n    balanceDueDaysBeforeStart\n    quoteValidityDays\n    startReminderDaysBefore\n    damageWaiverExcess\n    balanceReminderDaysBefore\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminHireQuotes {\n    adminHireQuotes {\n      ...AdminHireQuote\n    }\n  }\n',
): (typeof documents)['\n  query AdminHireQuotes {\n    adminHireQuotes {\n      ...AdminHireQuote\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireQuoteItems($quoteId: Int!) {\n    hireQuoteItems(quoteId: $quoteId) {\n      ...AdminHireQuoteItem\n    }\n  }\n',
): (typeof documents)['\n  query HireQuoteItems($quoteId: Int!) {\n    hireQuoteItems(quoteId: $quoteId) {\n      ...AdminHireQuoteItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n    updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n      ...AdminHireQuote\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateHireQuoteStatus($id: Int!, $status: String!, $override: Boolean, $reason: String) {\n    updateHireQuoteStatus(id: $id, status: $status, override: $override, reason: $reason) {\n      ...AdminHireQuote\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireQuoteDesk($id: Int!) {\n    hireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  query HireQuoteDesk($id: Int!) {\n    hireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireLineAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      committed\n      available\n      turnaroundDays\n    }\n  }\n',
): (typeof documents)['\n  query HireLineAvailability($slug: String!, $start: String!, $end: String!) {\n    hireAvailability(slug: $slug, start: $start, end: $end) {\n      productId\n      stock\n      committed\n      available\n      turnaroundDays\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n    saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveHireQuoteDraft($id: Int!, $input: HireQuoteDraftInput!, $expectedVersion: Int) {\n    saveHireQuoteDraft(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendHireQuote($id: Int!) {\n    sendHireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  mutation SendHireQuote($id: Int!) {\n    sendHireQuote(id: $id) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n    recordHirePayment(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordHirePayment($id: Int!, $input: HirePaymentInput!) {\n    recordHirePayment(id: $id, input: $input) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelHireBooking($id: Int!, $reason: String) {\n    cancelHireBooking(id: $id, reason: $reason) {\n      ...AdminHireQuoteDesk\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelHireBooking($id: Int!, $reason: String) {\n    cancelHireBooking(id: $id, reason: $reason) {\n      ...AdminHireQuoteDesk\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HireSettings {\n    hireSettings {\n      ...AdminHireSettings\n    }\n  }\n',
): (typeof documents)['\n  query HireSettings {\n    hireSettings {\n      ...AdminHireSettings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveHireSettings($input: HireSettingsInput!) {\n    saveHireSettings(input: $input) {\n      ...AdminHireSettings\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveHireSettings($input: HireSettingsInput!) {\n    saveHireSettings(input: $input) {\n      ...AdminHireSettings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminReturnsList($status: String) {\n    adminReturns(status: $status) {\n      ...AdminReturn\n    }\n  }\n\n  fragment AdminReturn on OrderReturn {\n    id\n    orderId\n    status\n    reason\n    note\n    lines {\n      lineId\n      name\n      quantity\n      price\n      outcome\n    }\n    requestedAt\n    declineReason\n    refund\n    shippingRefund\n    refundByTransfer\n    customerName\n    customerEmail\n  }\n',
): (typeof documents)['\n  query AdminReturnsList($status: String) {\n    adminReturns(status: $status) {\n      ...AdminReturn\n    }\n  }\n\n  fragment AdminReturn on OrderReturn {\n    id\n    orderId\n    status\n    reason\n    note\n    lines {\n      lineId\n      name\n      quantity\n      price\n      outcome\n    }\n    requestedAt\n    declineReason\n    refund\n    shippingRefund\n    refundByTransfer\n    customerName\n    customerEmail\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveOrderReturn($id: String!) {\n    approveReturn(id: $id) {\n      ...AdminReturn\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveOrderReturn($id: String!) {\n    approveReturn(id: $id) {\n      ...AdminReturn\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeclineOrderReturn($id: String!, $reason: String) {\n    declineReturn(id: $id, reason: $reason) {\n      ...AdminReturn\n    }\n  }\n',
): (typeof documents)['\n  mutation DeclineOrderReturn($id: String!, $reason: String) {\n    declineReturn(id: $id, reason: $reason) {\n      ...AdminReturn\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReceiveOrderReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...AdminReturn\n    }\n  }\n',
): (typeof documents)['\n  mutation ReceiveOrderReturn($id: String!, $lines: [ReturnReceiptLineInput!]) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...AdminReturn\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminMe {\n    me {\n      id\n      username\n      role\n    }\n  }\n',
): (typeof documents)['\n  query AdminMe {\n    me {\n      id\n      username\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminSignOutEverywhere {\n    signOutEverywhere\n  }\n',
): (typeof documents)['\n  mutation AdminSignOutEverywhere {\n    signOutEverywhere\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
