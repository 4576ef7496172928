import { Unauthorized, definedFields, live, parseInput, requireUser, type SubgraphContext } from '@shop/kit';
import { profileInputSchema } from '@shop/contracts';
import type { AccountsModels } from '../models';
import { assertAvailable } from '../models/availability';
import type { UserStore } from '../models/user-store';
import { toUserDto, userUpdated } from './users';

/** The signed-in user's own account. */
export function profileResolvers({ User }: AccountsModels, users: UserStore) {
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
        const patch = definedFields(parseInput(profileInputSchema, input));
        const saved = await users.update(
          { id: auth.id, ...live },
          async (current) => {
            if (patch.email !== undefined && patch.email !== current.email) {
              await assertAvailable(User, { email: patch.email }, current.id);
            }
            return patch;
          },
          userUpdated,
        );
        // A valid token for an account that no longer exists signs nobody in.
        if (!saved) throw new Unauthorized();
        return toUserDto(saved);
      },
    },
  };
}
