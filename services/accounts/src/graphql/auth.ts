import {
  Invalid,
  Unauthorized,
  live,
  nextId,
  parseInput,
  requireUser,
  signToken,
  type SessionRegistry,
  type SubgraphContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { changePasswordInputSchema, loginInputSchema, registerInputSchema } from '@shop/contracts';
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
  sessions: SessionRegistry;
  jwtSecret: string;
}

const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Register, login, logout and the session controls. The gateway moves the session token into the
 * cookie and refuses tokens of sessions that are over.
 */
export function authResolvers({ connection, models: { User }, users, throttle, sessions, jwtSecret }: AuthDeps) {
  const startSession = async (user: User, ctx: SubgraphContext) => {
    const version = user.sessionVersion ?? 0;
    await sessions.restoreVersion(user.id, version);
    const token = signToken({ id: user.id, username: user.username, role: user.role }, jwtSecret, { version });
    ctx.setSession(token);
    return token;
  };

  /** Ends every session signed before now; returns the user with the new version. */
  const moveSessionVersion = async (id: number, changes: Partial<User> = {}) => {
    // One guarded update, then a read: the local MongoDB-wire server's findOneAndUpdate is not atomic.
    const { matchedCount } = await User.updateOne({ id, ...live }, { $set: changes, $inc: { sessionVersion: 1 } });
    const user = matchedCount ? await User.findOne({ id, ...live }).lean() : null;
    // A valid token for an account that no longer exists signs nobody in.
    if (!user) throw new Unauthorized();
    await sessions.setVersion(id, user.sessionVersion);
    return user;
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
        return { user: toUserDto(user), token: await startSession(user, ctx) };
      },
      login: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        const { username, password } = parseInput(loginInputSchema, input);
        await throttle.consumeAttempt(username, ctx.ip);
        const doc = await User.findOne({ usernameKey: usernameKey(username), ...live }).select('+passwordHash');
        const valid = doc ? await verifyPassword(password, doc.passwordHash) : await verifyAgainstDecoy(password);
        if (!doc || !valid) {
          ctx.log.info({ ip: ctx.ip }, 'failed login');
          throw new Unauthorized(INVALID_CREDENTIALS);
        }
        await throttle.recordSuccess(username, ctx.ip);
        return { user: toUserDto(doc), token: await startSession(doc, ctx) };
      },
      logout: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        if (ctx.user) await sessions.end(ctx.user);
        ctx.setSession(null);
        return true;
      },
      signOutEverywhere: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        await moveSessionVersion(requireUser(ctx).id);
        ctx.setSession(null);
        return true;
      },
      changePassword: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        const auth = requireUser(ctx);
        const { currentPassword, newPassword } = parseInput(changePasswordInputSchema, input);
        // Guessing the current password is guessing a password: the failed-login limit covers it.
        await throttle.consumeAttempt(auth.username, ctx.ip);
        const doc = await User.findOne({ id: auth.id, ...live }).select('+passwordHash');
        if (!doc) throw new Unauthorized();
        if (!(await verifyPassword(currentPassword, doc.passwordHash))) {
          throw new Invalid('currentPassword: Current password is incorrect', 'currentPassword');
        }
        await throttle.recordSuccess(auth.username, ctx.ip);
        const user = await moveSessionVersion(auth.id, { passwordHash: await hashPassword(newPassword) });
        await startSession(user, ctx);
        return true;
      },
    },
  };
}
