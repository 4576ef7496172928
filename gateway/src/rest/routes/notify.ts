import { bodyFields, bodyObject, intParam, intQuery, route, stringQuery } from '../route';

const SETTINGS = `configured settings { host port secure user pass from to rejectUnauthorized
  sendCustomerOrderConfirmation sendCustomerOrderStatusUpdates sendCustomerHireQuoteConfirmation
  sendCustomerHireQuoteStatusUpdates footerCompanyName footerAddress footerContactEmail
  orderConfirmationTitle orderConfirmationIntro orderShippedTitle orderShippedIntro orderDeliveredTitle orderDeliveredIntro orderCancelledTitle orderCancelledIntro hireQuoteConfirmationTitle hireQuoteConfirmationIntro hireQuoteApprovedTitle hireQuoteApprovedIntro hireQuoteRejectedTitle hireQuoteRejectedIntro hireQuoteCompletedTitle hireQuoteCompletedIntro }`;
const EMAIL = 'id cause to subject state attempts lastError sentAt createdAt';
const LIST = 'id name memberCount unsubscribeCount openRate clickRate campaignCount';

/** Email settings, the test email, the outgoing-mail log, the newsletter and the Mailchimp panel (admin 7, storefront 7). */
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
  route({
    method: 'post',
    path: '/api/mailchimp/subscribe',
    operation: `mutation($email: String, $firstName: String, $lastName: String, $listId: String) {
      subscribeToNewsletter(email: $email, firstName: $firstName, lastName: $lastName, listId: $listId) {
        success alreadySubscribed message } }`,
    variables: (req) => bodyFields(req, ['email', 'firstName', 'lastName', 'listId']),
    result: (d) => d.subscribeToNewsletter,
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/settings',
    operation: 'query { mailchimpSettings { settings { configured apiKey serverPrefix defaultListId } } }',
    result: (d) => d.mailchimpSettings,
  }),
  route({
    method: 'post',
    path: '/api/mailchimp/settings',
    operation: `mutation($apiKey: String, $defaultListId: String) {
      saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) { success message warning } }`,
    variables: (req) => bodyFields(req, ['apiKey', 'defaultListId']),
    result: (d) => d.saveMailchimpSettings,
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/ping',
    operation: 'query { mailchimpPing { success message } }',
    result: (d) => d.mailchimpPing,
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/lists',
    operation: `query { mailchimpLists { ${LIST} } }`,
    result: (d) => ({ lists: d.mailchimpLists }),
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/tags/:listId',
    operation: 'query($listId: String!) { mailchimpTags(listId: $listId) { id name } }',
    variables: (req) => ({ listId: req.params.listId }),
    result: (d) => ({ tags: d.mailchimpTags }),
  }),
  route({
    method: 'post',
    path: '/api/mailchimp/segments',
    operation: `mutation($listId: String, $name: String) {
      createMailchimpSegment(listId: $listId, name: $name) { success message } }`,
    variables: (req) => bodyFields(req, ['listId', 'name']),
    result: (d) => d.createMailchimpSegment,
  }),
];
