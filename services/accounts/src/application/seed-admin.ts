import { Conflict, nextId, type Logger } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { AccountsConfig } from '../config';
import { hashPassword } from '../domain/password';
import { userRegistered } from '../events/published';
import type { AccountsModels } from '../models';
import { usernameKey } from '../models/availability';
import type { UserStore } from '../models/user-store';

/**
 * Creates the admin account from the configuration when no account has its username. An
 * existing account is never touched, so a password changed since is kept.
 */
export async function seedAdmin(
  connection: Connection,
  { User }: AccountsModels,
  users: UserStore,
  config: Pick<AccountsConfig, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>,
  logger: Logger,
): Promise<void> {
  const username = config.ADMIN_USERNAME.trim();
  const key = usernameKey(username);
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const existing = await User.findOne({ usernameKey: key }, { role: 1 }).lean();
  if (existing) {
    if (existing.role !== 'admin') logger.warn({ username }, 'ADMIN_USERNAME belongs to a non-admin account');
    return;
  }
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
  try {
    const id = await nextId(connection, 'users');
    await users.create(
      { id, username, usernameKey: key, email, fullName: 'Administrator', passwordHash, role: 'admin' },
      userRegistered,
    );
    logger.info({ username }, 'admin account created');
  } catch (err) {
    // Another replica seeded it first.
    if (await User.exists({ usernameKey: key })) return;
    if (!(err instanceof Conflict) || !(await User.exists({ email }))) throw err;
    logger.error({ email }, 'admin account not created: ADMIN_EMAIL is used by another account');
  }
}
