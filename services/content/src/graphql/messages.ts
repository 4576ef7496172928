import type { ContentDeps } from '../application/deps';
import { joinWaitlist } from '../application/join-waitlist';
import { sendContactMessage } from '../application/send-contact-message';
import type { Resolvers } from './__generated__/resolvers';
import { contactReceived, toWaitlistEntryDto } from './dto';

/** Contact messages and waitlist sign-ups: public writes that other services react to. */
export function messageResolvers(deps: ContentDeps): Resolvers {
  const send = sendContactMessage(deps);
  const join = joinWaitlist(deps);

  return {
    Mutation: {
      sendContactMessage: async (_, { input }) => {
        await send(input);
        return contactReceived;
      },
      joinWaitlist: async (_, { input }) => toWaitlistEntryDto(await join(input)),
    },
  };
}
