/** What the shop and the admin app share in the browser. */
export { createApolloClient, type OperationLimits } from './apollo';
export { errorCode, errorField, isConflict, serverMessage } from './errors';
export { zodRule } from './formRules';
export { SubmitGuard } from './submitGuard';
export { NO_SPA_ATTRIBUTE, inAppPath } from './inAppLinks';
export { ORDER_STATUS_COLOURS, orderStatusLabel } from './orderStatus';
export { PAYMENT_METHOD_OPTIONS, paymentMethodLabel } from './paymentMethods';
export { RETURN_STATUS_COLOURS } from './returnStatus';
export { QUOTE_STATUS_OPTIONS, quoteStatusColour, quoteStatusLabel } from './quoteStatus';
export { DateField, DateRangeField, keepEnterInDateField } from './DateField';
export { usePaused } from './usePaused';
