import { join } from 'node:path';
import { ukCalendarDay } from '@shop/contracts';
import {
  ServiceRuntime,
  createLocker,
  letterheadConsumer,
  readSchema,
  serviceFrom,
  type Logger,
  type Service,
} from '@shop/kit';
import { paymentsClient } from './modules/quotes/adapters/payments';
import { hireApplication } from './hire-application';
import { mountInternalRoutes } from './http/internal-routes';
import { freezeLegacyBookings } from './modules/quotes/application/freeze-booked-prices';
import { hireClock } from './clock';
import { readHireConfig, type HireConfig } from './config';
import { accountConsumer } from './shared/events/accounts';
import { paymentConsumer } from './modules/quotes/events/payments';
import { unitMoveConsumer } from './modules/quotes/events/unit-moves';
import { productConsumer } from './modules/fleet/events/products';
import type { Resolvers } from './graphql/__generated__/resolvers';
import { adminQuoteResolvers } from './graphql/admin-quotes';
import { availabilityResolvers } from './graphql/availability';
import { calendarFeedResolvers } from './graphql/calendar-feed';
import { hireContext } from './graphql/context';
import { customerQuoteResolvers } from './graphql/customer-quotes';
import { planningResolvers } from './graphql/planning';
import { quoteDeskResolvers } from './graphql/quote-desk';
import { warehouseFloorResolvers } from './graphql/warehouse-floor';
import { createModels, type HireModels } from './models';
import { calendarFeedStore } from './modules/planning/models/calendar-feed';
import { commitmentStore } from './modules/planning/models/commitment-store';
import { bookingReads } from './modules/quotes';
import { hireSettingsStore, type HireSettingsStore } from './shared/models/hire-settings';
import { quoteStore } from './modules/quotes/models/quote-store';
import { migrateQuoteStages } from './modules/quotes/models/stage-migration';
import { migrateUnits, versionUnits } from './modules/fleet/models/unit-migration';
import { unitStore } from './modules/fleet/models/unit-store';

/** The hire desk: quote requests and their lines, availability by date with turnaround, quote status. */
export function createService(config: HireConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'hire', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    mountInternalRoutes(runtime.app, models);
    // Collections first: the local server fails one of two commands creating the same collection.
    await runtime.ensureIndexes();
    const settings = hireSettingsStore(models.HireSettings);
    const versioned = await versionUnits(models);
    if (versioned) runtime.logger.info({ units: versioned }, 'units given their version and history');
    runtime.useOutbox([models.Quote, models.Fleet, models.Unit]);
    const withLock = await createLocker(runtime.connection);
    const units = unitStore(models, withLock, (written) => runtime.kickRelay(written));
    const app = hireApplication({
      connection: runtime.connection,
      models,
      quotes: quoteStore(models.Quote, (written) => runtime.kickRelay(written)),
      commitments: commitmentStore(models, withLock, bookingReads(models)),
      settings,
      calendarFeeds: calendarFeedStore(models.CalendarFeed),
      units,
      withLock,
      idempotencyKeys: runtime.idempotencyKeys(),
      payments: paymentsClient(config.PAYMENTS_URL, config.INTERNAL_SECRET, runtime.logger),
      runtime,
      logger: runtime.logger,
      config,
      clock: hireClock,
    });

    const customer = customerQuoteResolvers(app);
    const admin = adminQuoteResolvers(app);
    const availability = availabilityResolvers(app);
    const desk = quoteDeskResolvers(app, hireClock);
    const floor = warehouseFloorResolvers(app, hireClock);
    const planning = planningResolvers(app);
    const calendar = calendarFeedResolvers(app);
    const resolvers: Resolvers = {
      Query: {
        ...customer.Query,
        ...admin.Query,
        ...availability.Query,
        ...desk.Query,
        ...floor.Query,
        ...planning.Query,
        ...calendar.Query,
      },
      Mutation: { ...customer.Mutation, ...admin.Mutation, ...desk.Mutation, ...floor.Mutation, ...calendar.Mutation },
      HireQuoteItem: admin.HireQuoteItem,
      HireQuote: { ...desk.HireQuote, ...floor.HireQuote },
      HireQuoteRevision: desk.HireQuoteRevision,
    };
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers,
      extendContext: hireContext,
    });

    runtime.housekeep({ name: 'hire commitments', run: app.reconcileCommitments });
    runtime.housekeep({ name: 'hire units and their bookings', run: app.floorMender.sweep });
    runtime.housekeep({ name: 'quiet quote requests', run: app.announceQuiet });
    runtime.housekeep({ name: 'expired quotes', run: app.expireDue });
    runtime.housekeep({ name: 'overdue bookings', run: app.flagOverdue });
    runtime.housekeep({ name: 'part-dispatched bookings', run: app.partDispatchSweep });
    runtime.housekeep({ name: 'booking reminders', run: app.sendReminders });
    runtime.housekeep({ name: 'security deposit refunds', run: app.refundDepositsDue });
    const products = productConsumer(app.mirrorProduct);
    await runtime.consume('products', products.handlers, {
      batchHandlers: products.batchHandlers,
      isEmpty: async () => (await models.ProductView.estimatedDocumentCount()) === 0,
    });
    const accounts = accountConsumer(app.mirrorAccount);
    await runtime.consume('accounts', accounts.handlers, {
      batchHandlers: accounts.batchHandlers,
      isEmpty: async () => (await models.AccountView.estimatedDocumentCount()) === 0,
    });
    const letterhead = letterheadConsumer(app.mirrorLetterhead);
    await runtime.consume('letterhead', letterhead.handlers, {
      batchHandlers: letterhead.batchHandlers,
      isEmpty: async () => (await models.LetterheadView.estimatedDocumentCount()) === 0,
    });
    await runtime.consume('payments', paymentConsumer(app.takeOnlinePayment));
    // The booking follows its units' moves (their events are written with the moves).
    await runtime.consume('unit-moves', unitMoveConsumer(app.floorMender));
    const started = await runtime.listen(config.PORT);
    // Once ready, not before: a fleet a killed process left half-made is finished here (and by its product's event,
    // delivered again), which for 100,000 units kept a restart from being ready for 38 s.
    void migrateUnits(models, units).then(
      (given) => given && runtime.logger.info({ products: given }, 'hire products given units for their stock'),
      // Stopping mid-way ends it too: the next start, or the product's next event, carries on.
      (err: unknown) => runtime.logger.warn({ err }, 'giving hire products units for their stock stopped'),
    );
    // Quotes from before stages, the warehouse floor or frozen prices are given them in the background too, stages
    // first (a booking's stage says it is one); each write is conditional, so a stop mid-way leaves the next start
    // (or a replica's) to carry on, and a start with nothing left to do asks one query each.
    void migrateQuotes(models, settings, runtime.logger).catch((err: unknown) =>
      runtime.logger.warn({ err }, 'giving quotes their stages and booked prices stopped'),
    );
    return started;
  });
}

/** Gives old quotes their stages, then old bookings their frozen price, logging what either changed. */
async function migrateQuotes(models: HireModels, settings: HireSettingsStore, logger: Logger): Promise<void> {
  const moved = await migrateQuoteStages(models);
  if (moved) logger.info({ quotes: moved }, 'quotes given their stages');
  const frozen = await freezeLegacyBookings(models, settings, ukCalendarDay(hireClock()));
  if (frozen) logger.info({ quotes: frozen }, 'bookings confirmed before prices were frozen given their price');
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const hireService = (env: NodeJS.ProcessEnv): Service => createService(readHireConfig(env));
