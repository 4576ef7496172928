import { Unauthorized, live, nextId, parseInput, signToken, type SubgraphContext } from '@shop/kit';
import type { Connection } from 'mongoose';
import { loginInputSchema, registerInputSchema } from '@shop/contracts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../domain/password';
import type { AccountsModels } from '../models';
import { assertAvailable, usernameKey } from '../models/availability';
import type { User } from '../models/user';
import type { UserStore } from '../models/user-store';
import type { LoginThrottle } from '../security/login-throttle';
import { toUserDto, userRegistered } from './users';

export interface AuthDeps {
  connection: Connection;
  models: AccountsModels;
  users: UserStore;
  throttle: LoginThrottle;
  jwtSecret: string;
}

const INVALID_CREDENTIALS = 'Invalid username or password';

/** Register, login and logout. The gateway moves the session token into the cookie. */
export function authResolvers({ connection, models: { User }, users, throttle, jwtSecret }: AuthDeps) {
  const session = (user: User, ctx: SubgraphContext) => {
    const token = signToken({ id: user.id, username: user.username, role: user.role }, jwtSecret);
    ctx.setSession(token);
    return { user: toUserDto(user), token };
  };

  return {
    Mutation: {
      register: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        const data = parseInput(registerInputSchema, input);
        await assertAvailable(User, data);
        const passwordHash = await hashPassword(data.password);
        // A registration that raced this one to the username or email wins; this one gets the 409.
        const user = await users.create(
          {
            id: await nextId(connection, 'users'),
            username: data.username,
            usernameKey: usernameKey(data.username),
            email: data.email,
            fullName: data.fullName,
            passwordHash,
            // Registration always makes a customer, whatever the caller sent.
            role: 'user',
          },
          userRegistered,
        );
        return session(user, ctx);
      },
      login: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        const { username, password } = parseInput(loginInputSchema, input);
        await throttle.assertAllowed(username, ctx.ip);
        const doc = await User.findOne({ usernameKey: usernameKey(username), ...live }).select('+passwordHash');
        const valid = doc ? await verifyPassword(password, doc.passwordHash) : await verifyAgainstDecoy(password);
        if (!doc || !valid) {
          await throttle.recordFailure(username, ctx.ip);
          ctx.log.info({ ip: ctx.ip }, 'failed login');
          throw new Unauthorized(INVALID_CREDENTIALS);
        }
        await throttle.recordSuccess(username, ctx.ip);
        return session(doc, ctx);
      },
      // Sessions are stateless JWTs: signing out is the gateway clearing the cookie.
      logout: (_: unknown, __: unknown, ctx: SubgraphContext) => {
        ctx.setSession(null);
        return true;
      },
    },
  };
}
