import { graphql } from './__generated__';
import type {
  AdminEmailSettingsStateFragment,
  AdminMailchimpListFragment,
  AdminMailchimpSettingsQuery,
  AdminOutgoingEmailFragment,
} from './__generated__/graphql';

export type EmailSettingsState = AdminEmailSettingsStateFragment;
export type OutgoingEmail = AdminOutgoingEmailFragment;
export type MailchimpList = AdminMailchimpListFragment;
export type MailchimpSettings = AdminMailchimpSettingsQuery['mailchimpSettings']['settings'];
export type { EmailSettingsInput, OutgoingEmailState } from './__generated__/graphql';

// Fragments the operations below share; registering them here is enough for codegen to type them.
graphql(`
  fragment AdminEmailSettingsState on EmailSettingsState {
    configured
    settings {
      host
      port
      secure
      user
      pass
      from
      to
      rejectUnauthorized
      sendCustomerOrderConfirmation
      sendCustomerOrderStatusUpdates
      sendCustomerHireQuoteConfirmation
      sendCustomerHireQuoteStatusUpdates
      footerCompanyName
      footerAddress
      footerContactEmail
      footerPhone
      footerVatNumber
      footerCompanyNumber
      orderConfirmationTitle
      orderConfirmationIntro
      orderShippedTitle
      orderShippedIntro
      orderDeliveredTitle
      orderDeliveredIntro
      orderCancelledTitle
      orderCancelledIntro
      hireQuoteConfirmationTitle
      hireQuoteConfirmationIntro
      hireQuoteApprovedTitle
      hireQuoteApprovedIntro
      hireQuoteRejectedTitle
      hireQuoteRejectedIntro
      hireQuoteCompletedTitle
      hireQuoteCompletedIntro
    }
  }
`);

graphql(`
  fragment AdminOutgoingEmail on OutgoingEmail {
    id
    cause
    to
    subject
    state
    attempts
    lastError
    sentAt
    createdAt
  }
`);

graphql(`
  fragment AdminMailchimpList on MailchimpList {
    id
    name
    memberCount
    openRate
    clickRate
  }
`);

export const EMAIL_SETTINGS = graphql(`
  query AdminEmailSettings {
    emailSettings {
      ...AdminEmailSettingsState
    }
  }
`);

export const SAVE_EMAIL_SETTINGS = graphql(`
  mutation SaveEmailSettings($input: EmailSettingsInput!) {
    saveEmailSettings(input: $input) {
      ...AdminEmailSettingsState
    }
  }
`);

export const SEND_TEST_EMAIL = graphql(`
  mutation SendTestEmail {
    sendTestEmail {
      success
      message
    }
  }
`);

export const EMAIL_LOG = graphql(`
  query AdminEmailLog($state: String, $limit: Int) {
    emailLog(state: $state, limit: $limit) {
      ...AdminOutgoingEmail
    }
  }
`);

export const RETRY_EMAIL = graphql(`
  mutation RetryEmail($id: Int!) {
    retryEmail(id: $id) {
      ...AdminOutgoingEmail
    }
  }
`);

export const MAILCHIMP_SETTINGS = graphql(`
  query AdminMailchimpSettings {
    mailchimpSettings {
      settings {
        configured
        apiKey
        serverPrefix
        defaultListId
      }
    }
  }
`);

export const SAVE_MAILCHIMP_SETTINGS = graphql(`
  mutation SaveMailchimpSettings($apiKey: String!, $defaultListId: String!) {
    saveMailchimpSettings(apiKey: $apiKey, defaultListId: $defaultListId) {
      success
      message
      warning
    }
  }
`);

export const MAILCHIMP_PING = graphql(`
  query AdminMailchimpPing {
    mailchimpPing {
      success
      message
    }
  }
`);

export const MAILCHIMP_LISTS = graphql(`
  query AdminMailchimpLists {
    mailchimpLists {
      ...AdminMailchimpList
    }
  }
`);

export const MAILCHIMP_TAGS = graphql(`
  query AdminMailchimpTags($listId: String!) {
    mailchimpTags(listId: $listId) {
      id
      name
    }
  }
`);

export const ADD_MAILCHIMP_SUBSCRIBER = graphql(`
  mutation AddMailchimpSubscriber($listId: String!, $email: String!, $firstName: String, $lastName: String) {
    subscribeToNewsletter(listId: $listId, email: $email, firstName: $firstName, lastName: $lastName) {
      success
      alreadySubscribed
      message
    }
  }
`);

export const CREATE_MAILCHIMP_SEGMENT = graphql(`
  mutation CreateMailchimpSegment($listId: String!, $name: String!) {
    createMailchimpSegment(listId: $listId, name: $name) {
      success
      message
    }
  }
`);
