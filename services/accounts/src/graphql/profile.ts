import { Unauthorized, live, parseInput, recordEvent, requireUser, type SubgraphContext } from '@shop/kit';
import { profileInputSchema } from '../domain/inputs';
import type { AccountsModels } from '../models';
import { assertAvailable, saveUser, toUserDto, userEventData } from './users';

/** The signed-in user's own account. */
export function profileResolvers({ User }: AccountsModels, published: () => void) {
  const byId = (id: number) => User.findOne({ id, ...live });

  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        if (!ctx.user) return null;
        const doc = await byId(ctx.user.id).lean();
        return doc ? toUserDto(doc) : null;
      },
    },
    User: {
      __resolveReference: async ({ id }: { id: number }) => {
        const doc = await byId(id).lean();
        return doc ? toUserDto(doc) : null;
      },
    },
    Mutation: {
      updateProfile: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        const auth = requireUser(ctx);
        const patch = parseInput(profileInputSchema, input);
        const doc = await byId(auth.id);
        // A valid token for an account that no longer exists signs nobody in.
        if (!doc) throw new Unauthorized();
        if (patch.email !== undefined && patch.email !== doc.email)
          await assertAvailable(User, { email: patch.email }, doc.id);
        doc.set(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
        if (doc.isModified()) {
          recordEvent(doc, 'UserUpdated', doc.id, userEventData(doc));
          await saveUser(User, doc);
          published();
        }
        return toUserDto(doc);
      },
    },
  };
}
