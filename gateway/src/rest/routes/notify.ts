import { bodyObject, intParam, intQuery, route, stringQuery } from '../route';

const SETTINGS = `configured settings { host port secure user pass from to rejectUnauthorized
  sendCustomerOrderConfirmation sendCustomerOrderStatusUpdates sendCustomerHireQuoteConfirmation
  sendCustomerHireQuoteStatusUpdates footerCompanyName footerAddress footerContactEmail
  orderConfirmationTitle orderConfirmationIntro orderShippedTitle orderShippedIntro orderDeliveredTitle orderDeliveredIntro orderCancelledTitle orderCancelledIntro hireQuoteConfirmationTitle hireQuoteConfirmationIntro hireQuoteApprovedTitle hireQuoteApprovedIntro hireQuoteRejectedTitle hireQuoteRejectedIntro hireQuoteCompletedTitle hireQuoteCompletedIntro }`;
const EMAIL = 'id cause to subject state attempts lastError sentAt createdAt';

/** Email settings, the test email and the outgoing-mail log (admin spec 2 Settings tab, 7). */
export const notifyRoutes = [
  route({
    method: 'get',
    path: '/api/admin/email-settings',
    operation: `query { emailSettings { ${SETTINGS} } }`,
    result: (d) => d.emailSettings,
  }),
  route({
    method: 'post',
    path: '/api/admin/email-settings',
    operation: `mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { ${SETTINGS} } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.saveEmailSettings,
  }),
  route({
    method: 'post',
    path: '/api/admin/test-email',
    operation: 'mutation { sendTestEmail { success message } }',
    result: (d) => d.sendTestEmail,
  }),
  route({
    method: 'get',
    path: '/api/admin/email-log',
    operation: `query($state: String, $limit: Int) { emailLog(state: $state, limit: $limit) { ${EMAIL} } }`,
    variables: (req) => ({ state: stringQuery(req, 'state'), limit: intQuery(req, 'limit') }),
    result: (d) => d.emailLog,
  }),
  route({
    method: 'post',
    path: '/api/admin/email-log/:id/retry',
    operation: `mutation($id: Int!) { retryEmail(id: $id) { ${EMAIL} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.retryEmail,
  }),
];
