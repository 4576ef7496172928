import { registerInputSchema } from '@shop/contracts';
import { nextId, parseInput } from '@shop/kit';
import type { Connection } from 'mongoose';
import { hashPassword } from '../domain/password';
import { userRegistered } from '../events/published';
import type { AccountsModels } from '../models';
import { assertAvailable, usernameKey } from '../models/availability';
import type { UserStore } from '../models/user-store';
import type { SessionTokens, SignedIn } from './session-tokens';

export interface RegisterDeps {
  connection: Connection;
  models: Pick<AccountsModels, 'User'>;
  users: UserStore;
  tokens: SessionTokens;
}

/** A new customer account (UserRegistered), signed in at once. */
export const register =
  ({ connection, models: { User }, users, tokens }: RegisterDeps) =>
  async (input: unknown): Promise<SignedIn> => {
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
    return { user, token: await tokens.start(user) };
  };
