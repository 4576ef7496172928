import { join } from 'node:path';
import { ServiceRuntime, SessionRegistry, readSchema, serviceFrom, type Service } from '@shop/kit';
import { accountsApplication } from './application';
import { LoginThrottle } from './application/login-throttle';
import { seedAdmin } from './application/seed-admin';
import { readAccountsConfig, type AccountsConfig } from './config';
import { DEFAULT_LOGIN_LIMITS } from './domain/login-limit';
import { wishlistHandlers } from './events/handlers';
import type { Resolvers } from './graphql/__generated__/resolvers';
import { authResolvers } from './graphql/auth';
import { profileResolvers } from './graphql/profile';
import { wishlistResolvers } from './graphql/wishlist';
import { createModels } from './models';
import { userStore } from './models/user-store';

/** Users, sign-in and the wishlist. */
export function createService(config: AccountsConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'accounts', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    runtime.useOutbox([models.User]);
    const users = userStore(models.User, (written) => runtime.kickRelay(written));

    // Unique indexes must exist before the admin is seeded and before the first registration.
    await runtime.ensureIndexes();
    await seedAdmin(runtime.connection, models, users, config, runtime.logger);

    const app = accountsApplication({
      connection: runtime.connection,
      models,
      users,
      // Counters are namespaced by database so deployments (and test runs) sharing a Redis stay apart.
      throttle: new LoginThrottle(runtime.redis(), config.MONGODB_DB, {
        ...DEFAULT_LOGIN_LIMITS,
        windowSeconds: config.LOGIN_WINDOW_SECONDS,
      }),
      sessions: new SessionRegistry(runtime.redis(), config.KAFKA_NAMESPACE),
      jwtSecret: config.JWT_SECRET,
      logger: runtime.logger,
    });
    const auth = authResolvers(app);
    const profile = profileResolvers(app);
    const wishlist = wishlistResolvers(app);
    const resolvers: Resolvers = {
      Query: { ...profile.Query, ...wishlist.Query },
      Mutation: { ...auth.Mutation, ...profile.Mutation, ...wishlist.Mutation },
      User: profile.User,
      WishlistItem: wishlist.WishlistItem,
    };
    await runtime.mountSubgraph({ typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')), resolvers });
    await runtime.consume('wishlist', wishlistHandlers(app));
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const accountsService = (env: NodeJS.ProcessEnv = process.env): Service =>
  createService(readAccountsConfig(env));
