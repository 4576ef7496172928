import { graphql } from './__generated__';

export type { ContactMessageInput } from './__generated__/graphql';

/** Behind POST /api/contact: the answer's message is the text the confirmation shows. */
export const SEND_CONTACT_MESSAGE_MUTATION = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      message
    }
  }
`);
