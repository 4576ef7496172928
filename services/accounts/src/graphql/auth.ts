import type { AccountsApplication } from '../application';
import type { Resolvers } from './__generated__/resolvers';
import { toUserDto } from './dto';

/**
 * Register, login, logout and the session controls. The gateway moves the session token into the
 * cookie and refuses tokens of sessions that are over.
 */
export function authResolvers(
  app: Pick<AccountsApplication, 'register' | 'login' | 'logout' | 'signOutEverywhere' | 'changePassword'>,
): Pick<Resolvers, 'Mutation'> {
  return {
    Mutation: {
      register: async (_, { input }, ctx) => {
        const { user, token } = await app.register(input);
        ctx.setSession(token);
        return { user: toUserDto(user), token };
      },
      login: async (_, { input }, ctx) => {
        const { user, token } = await app.login(input, { ip: ctx.ip });
        ctx.setSession(token);
        return { user: toUserDto(user), token };
      },
      logout: async (_, __, ctx) => {
        await app.logout({ user: ctx.user });
        ctx.setSession(null);
        return true;
      },
      signOutEverywhere: async (_, __, ctx) => {
        await app.signOutEverywhere({ user: ctx.user });
        ctx.setSession(null);
        return true;
      },
      changePassword: async (_, { input }, ctx) => {
        ctx.setSession(await app.changePassword(input, { user: ctx.user, ip: ctx.ip }));
        return true;
      },
    },
  };
}
