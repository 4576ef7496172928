import { join } from 'node:path';
import { ServiceRuntime, createLocker, readSchema, serviceFrom, type Service } from '@shop/kit';
import { readHireConfig, type HireConfig } from './config';
import { productHandlers } from './events/products';
import { quoteRequests } from './events/quote-requests';
import { adminQuoteResolvers } from './graphql/admin-quotes';
import { availabilityResolvers } from './graphql/availability';
import { customerQuoteResolvers } from './graphql/customer-quotes';
import { createModels } from './models';
import { commitments as commitmentLedgers } from './models/commitments';
import { quoteStore } from './models/quote-store';
import { hireContext } from './graphql/context';

/** The hire desk: quote requests and their lines, availability by date with turnaround, quote status. */
export function createService(config: HireConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'hire', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    runtime.useOutbox([models.Quote]);
    const quotes = quoteStore(models.Quote, (written) => runtime.kickRelay(written));
    const withLock = await createLocker(runtime.connection);
    const commitments = commitmentLedgers(models, withLock);
    const requests = quoteRequests(runtime, models, quotes, config.QUOTE_QUIET_MS);

    const customer = customerQuoteResolvers(runtime.connection, models, quotes, requests, {
      itemsWindowMs: config.QUOTE_ITEMS_WINDOW_MINUTES * 60_000,
    });
    const admin = adminQuoteResolvers(models, quotes, commitments, withLock);
    const availability = availabilityResolvers(models, commitments);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      extendContext: hireContext,
      resolvers: {
        Query: { ...customer.Query, ...admin.Query, ...availability.Query },
        Mutation: { ...customer.Mutation, ...admin.Mutation },
        HireQuoteItem: admin.HireQuoteItem,
      },
    });

    runtime.housekeep({ name: 'hire commitments', run: () => commitments.reconcile() });
    runtime.housekeep({ name: 'quiet quote requests', run: () => requests.announceQuiet() });
    await runtime.consume('products', productHandlers(models), {
      isEmpty: async () => (await models.ProductView.estimatedDocumentCount()) === 0,
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const hireService = (env: NodeJS.ProcessEnv): Service => createService(readHireConfig(env));
