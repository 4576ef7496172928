import { ServiceRuntime, type StartedService } from '@shop/kit';
import { readAccountsConfig, type AccountsConfig } from './config';
import { wishlistHandlers } from './events/product-deleted';
import { authResolvers } from './graphql/auth';
import { profileResolvers } from './graphql/profile';
import { typeDefs } from './graphql/schema';
import { wishlistResolvers } from './graphql/wishlist';
import { createModels } from './models';
import { LoginThrottle } from './security/login-throttle';
import { seedAdmin } from './seed-admin';

/** Users, sign-in and the wishlist. */
export async function createService(config: AccountsConfig): Promise<StartedService> {
  const runtime = await ServiceRuntime.create({ name: 'accounts', config, dbName: config.MONGODB_DB });
  const models = createModels(runtime.connection);
  runtime.useOutbox([models.User]);
  const published = () => runtime.kickRelay();

  // Counters are namespaced by database so deployments (and test runs) sharing a Redis stay apart.
  const throttle = new LoginThrottle(runtime.redis(), config.MONGODB_DB);

  // Unique indexes must exist before the admin is seeded and before the first registration.
  await runtime.ensureIndexes();
  await seedAdmin(runtime.connection, models, config, runtime.logger);

  const auth = authResolvers({
    connection: runtime.connection,
    models,
    throttle,
    jwtSecret: config.JWT_SECRET,
    published,
  });
  const profile = profileResolvers(models, published);
  const wishlist = wishlistResolvers(runtime.connection, models);
  await runtime.mountSubgraph({
    typeDefs,
    resolvers: {
      Query: { ...profile.Query, ...wishlist.Query },
      Mutation: { ...auth.Mutation, ...profile.Mutation, ...wishlist.Mutation },
      User: profile.User,
      WishlistItem: wishlist.WishlistItem,
    },
  });
  await runtime.consume('wishlist', wishlistHandlers(models));
  return runtime.listen(config.PORT);
}

/** Reads the configuration from `env` and starts the service (used by in-process test stacks). */
export const startAccounts = (env: NodeJS.ProcessEnv = process.env) => createService(readAccountsConfig(env));
