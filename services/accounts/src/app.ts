import { join } from 'node:path';
import { ServiceRuntime, SessionRegistry, readSchema, serviceFrom, type Service } from '@shop/kit';
import { readAccountsConfig, type AccountsConfig } from './config';
import { wishlistHandlers } from './events/product-deleted';
import { authResolvers } from './graphql/auth';
import { profileResolvers } from './graphql/profile';
import { wishlistResolvers } from './graphql/wishlist';
import { createModels } from './models';
import { userStore } from './models/user-store';
import { LoginThrottle } from './security/login-throttle';
import { seedAdmin } from './seed-admin';

/** Users, sign-in and the wishlist. */
export function createService(config: AccountsConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'accounts', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    runtime.useOutbox([models.User]);
    const users = userStore(models.User, (written) => runtime.kickRelay(written));

    // Counters are namespaced by database so deployments (and test runs) sharing a Redis stay apart.
    const throttle = new LoginThrottle(runtime.redis(), config.MONGODB_DB);

    // Unique indexes must exist before the admin is seeded and before the first registration.
    await runtime.ensureIndexes();
    await seedAdmin(runtime.connection, models, users, config, runtime.logger);

    const auth = authResolvers({
      connection: runtime.connection,
      models,
      users,
      throttle,
      sessions: new SessionRegistry(runtime.redis(), config.KAFKA_NAMESPACE),
      jwtSecret: config.JWT_SECRET,
    });
    const profile = profileResolvers(models, users);
    const wishlist = wishlistResolvers(runtime.connection, models);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...profile.Query, ...wishlist.Query },
        Mutation: { ...auth.Mutation, ...profile.Mutation, ...wishlist.Mutation },
        User: profile.User,
        WishlistItem: wishlist.WishlistItem,
      },
    });
    await runtime.consume('wishlist', wishlistHandlers(models));
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const accountsService = (env: NodeJS.ProcessEnv = process.env): Service =>
  createService(readAccountsConfig(env));
