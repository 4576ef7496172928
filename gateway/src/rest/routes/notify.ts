import { z } from 'zod';
import {
  emailSettingsSchema,
  mailchimpListSchema,
  mailchimpSegmentSchema,
  mailchimpSettingsSchema,
  type MailchimpList,
  newsletterSignupSchema,
  outcomeSchema,
} from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyFields, bodyObject, intParam, intQuery, queryDocs, route, stringQuery } from '../route';

/** Email settings, the test email, the outgoing-mail log, the newsletter and the Mailchimp panel (admin 7, storefront 7). */
export const notifyRoutes = [
  route({
    method: 'get',
    path: '/api/admin/email-settings',
    summary: 'The email settings (the SMTP password masked)',
    auth: 'admin',
    operation: graphql(`
      query EmailSettings {
        emailSettings {
          ...EmailSettingsStateFields
        }
      }
    `),
    result: (d) => d.emailSettings,
  }),
  route({
    method: 'post',
    path: '/api/admin/email-settings',
    summary: 'Save the email settings',
    description: 'A blank password keeps the stored one.',
    auth: 'admin',
    body: emailSettingsSchema,
    operation: graphql(`
      mutation SaveEmailSettings($input: EmailSettingsInput!) {
        saveEmailSettings(input: $input) {
          ...EmailSettingsStateFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.saveEmailSettings,
  }),
  route({
    method: 'post',
    path: '/api/admin/test-email',
    summary: "Send a test email to the settings' address",
    auth: 'admin',
    response: outcomeSchema,
    operation: graphql(`
      mutation SendTestEmail {
        sendTestEmail {
          success
          message
        }
      }
    `),
    result: (d) => d.sendTestEmail,
  }),
  route({
    method: 'get',
    path: '/api/admin/email-log',
    summary: 'The outgoing-mail log, newest first',
    auth: 'admin',
    query: z.object({ state: queryDocs.text.optional(), limit: queryDocs.positiveInt.optional() }),
    operation: graphql(`
      query EmailLog($state: String, $limit: Int) {
        emailLog(state: $state, limit: $limit) {
          ...OutgoingEmailFields
        }
      }
    `),
    variables: (req) => ({ state: stringQuery(req, 'state'), limit: intQuery(req, 'limit') }),
    result: (d) => d.emailLog,
  }),
  route({
    method: 'post',
    path: '/api/admin/email-log/:id/retry',
    summary: 'Send a failed email again',
    auth: 'admin',
    errors: [409],
    operation: graphql(`
      mutation RetryEmail($id: Int!) {
        retryEmail(id: $id) {
          ...OutgoingEmailFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: (d) => d.retryEmail,
  }),
  route({
    method: 'post',
    path: '/api/mailchimp/subscribe',
    summary: 'Sign up for the newsletter',
    description: 'Only an admin may name `listId`; others join the default list.',
    auth: 'public',
    body: newsletterSignupSchema,
    operation: graphql(`
      mutation SubscribeToNewsletter($email: String, $firstName: String, $lastName: String, $listId: String) {
        subscribeToNewsletter(email: $email, firstName: $firstName, lastName: $lastName, listId: $listId) {
          success
          alreadySubscribed
          message
        }
      }
    `),
    variables: (req) => bodyFields(req, ['email', 'firstName', 'lastName', 'listId']),
    result: (d) => d.subscribeToNewsletter,
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/settings',
    summary: 'The Mailchimp settings (the API key masked)',
    auth: 'admin',
    operation: graphql(`
      query MailchimpSettings {
        mailchimpSettings {
          settings {
            configured
            apiKey
            serverPrefix
            defaultListId
          }
        }
      }
    `),
    result: (d) => d.mailchimpSettings,
  }),
  route({
    method: 'post',
    path: '/api/mailchimp/settings',
    summary: 'Save the Mailchimp API key and default list',
    description: 'Answers a warning when Mailchimp did not accept the key.',
    auth: 'admin',
    body: mailchimpSettingsSchema,
    operation: graphql(`
      mutation SaveMailchimpSettings($apiKey: String, $defaultListId: String) {
        saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {
          success
          message
          warning
        }
      }
    `),
    variables: (req) => bodyFields(req, ['apiKey', 'defaultListId']),
    result: (d) => d.saveMailchimpSettings,
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/ping',
    summary: 'Whether Mailchimp answers with the saved key',
    auth: 'admin',
    response: outcomeSchema,
    operation: graphql(`
      query MailchimpPing {
        mailchimpPing {
          success
          message
        }
      }
    `),
    result: (d) => d.mailchimpPing,
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/lists',
    summary: 'The Mailchimp audiences with their figures',
    auth: 'admin',
    operation: graphql(`
      query MailchimpLists {
        mailchimpLists {
          id
          name
          memberCount
          unsubscribeCount
          openRate
          clickRate
          campaignCount
        }
      }
    `),
    response: z.object({ lists: z.array(mailchimpListSchema) }),
    result: (d) => ({
      lists: d.mailchimpLists.map((list): MailchimpList => ({
        id: list.id,
        name: list.name,
        stats: {
          member_count: list.memberCount,
          unsubscribe_count: list.unsubscribeCount,
          open_rate: list.openRate,
          click_rate: list.clickRate,
          campaign_count: list.campaignCount,
        },
      })),
    }),
  }),
  route({
    method: 'get',
    path: '/api/mailchimp/tags/:listId',
    summary: 'The tags of a Mailchimp audience',
    auth: 'admin',
    params: z.object({ listId: z.string() }),
    operation: graphql(`
      query MailchimpTags($listId: String!) {
        mailchimpTags(listId: $listId) {
          id
          name
        }
      }
    `),
    variables: (req) => ({ listId: req.params.listId }),
    result: (d) => ({ tags: d.mailchimpTags }),
  }),
  route({
    method: 'post',
    path: '/api/mailchimp/segments',
    summary: 'Create a segment in a Mailchimp audience',
    auth: 'admin',
    body: mailchimpSegmentSchema,
    response: outcomeSchema,
    errors: [404],
    operation: graphql(`
      mutation CreateMailchimpSegment($listId: String, $name: String) {
        createMailchimpSegment(listId: $listId, name: $name) {
          success
          message
        }
      }
    `),
    variables: (req) => bodyFields(req, ['listId', 'name']),
    result: (d) => d.createMailchimpSegment,
  }),
];
