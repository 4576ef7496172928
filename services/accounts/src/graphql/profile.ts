import type { AccountsApplication } from '../application';
import type { Resolvers } from './__generated__/resolvers';
import { toUserDto } from './dto';

/** The signed-in user's own account, and users by reference for the other subgraphs. */
export function profileResolvers(
  app: Pick<AccountsApplication, 'updateProfile' | 'users'>,
): Pick<Resolvers, 'Query' | 'Mutation' | 'User'> {
  return {
    Query: {
      me: async (_, __, ctx) => {
        const user = await app.users.me({ user: ctx.user });
        return user && toUserDto(user);
      },
    },
    User: {
      __resolveReference: async ({ id }) => {
        const user = await app.users.byId(id);
        return user && toUserDto(user);
      },
    },
    Mutation: {
      updateProfile: async (_, { input }, ctx) => toUserDto(await app.updateProfile(input, { user: ctx.user })),
    },
  };
}
