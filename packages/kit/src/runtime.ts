import type { ServerResponse } from 'node:http';
import { Router, type Express } from 'express';
import type { Processor, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import { Counter, Gauge, Registry } from 'prom-client';
import type { BaseConfig } from './config';
import { eventCatalog, type EventType } from '@shop/contracts';
import { startConsumer, type BatchHandlers, type EventHandlers } from './events/consumer';
import { pruneEffectMarkers, type WithEffectMarkers } from './events/effect-markers';
import { createKafka, createProducer, ensureTopics } from './events/kafka';
import type { OutboxModel } from './events/outbox';
import { OutboxRelay, type Written } from './events/relay';
import { groupHasOffsets, replayTopics } from './events/replay';
import { forwardedBy, gatewayOnly } from './gateway-request';
import { idempotencyKeys, type IdempotencyKeys } from './idempotency-keys';
import { createHttpApp, finishHttpApp, jsonPostsFirst, opsPortFor, serve, type ReadinessCheck } from './http';
import { createLogger, type Logger } from './logger';
import { startMaintenance, type MaintenanceTask } from './maintenance';
import { connectMongo, syncIndexes, watchCommands } from './mongo';
import { ConsumerLagGauge, JobOutcomeCounters } from './operations-metrics';
import { createQueue, createWorker } from './queue';
import { createRedis } from './redis';
import { createSubgraph, type SubgraphOptions, type SubgraphRequest } from './subgraph';

export interface RuntimeOptions {
  name: string;
  config: BaseConfig;
  /** Database owned by this service, e.g. shop_content. */
  dbName: string;
  logger?: Logger;
  /** JSON body limit; larger for services that take CSV uploads through GraphQL. */
  jsonLimit?: string;
}

export interface StartedService {
  url: string;
  port: number;
  /** The operations port's address: /healthz, /readyz and /metrics (see `serve`). */
  opsUrl: string;
  stop: () => Promise<void>;
}

/** A read model fed by a consumer group, rebuilt from its (compacted) topics when found empty. */
export interface ReadModel {
  isEmpty: () => Promise<boolean>;
}

/** How a consumer group runs beside its handlers. */
export interface ConsumeOptions extends Partial<ReadModel> {
  /**
   * Runs after each slice of a batch has been handled and before it is recorded and committed:
   * work worth doing once per slice rather than once per event (announcing stock, moving a cache
   * generation on). If it fails, the slice is delivered again.
   */
  afterSlice?: () => Promise<void>;
  /** Handlers taking a slice's events of a type together (see BatchHandlers). */
  batchHandlers?: BatchHandlers;
  /**
   * For groups no shopper waits on (emails, basket tidying): the broker gathers events
   * for up to EVENT_GATHER_MS, so a rush arrives as a few batches rather than as one fetch, one
   * round of handling and one commit per event (see ConsumerOptions.gatherMs).
   */
  gather?: boolean;
}

/**
 * The plumbing every service shares: its database connection, Kafka producer with the outbox
 * relay, idempotent consumers with dead letters, housekeeping, and an express app with health,
 * readiness and metrics. A service adds its models, subgraph and handlers, then calls `listen`.
 */
export class ServiceRuntime {
  readonly app: Express;
  /**
   * Routes that outside systems call directly and that check their callers themselves (a payment provider's signed
   * webhooks): served before the gateway's signature check, which guards everything else. Each gets the JSON body
   * with its exact bytes (`req.rawBody`).
   */
  readonly publicRoutes = Router();
  readonly metrics = new Registry();
  private relay: OutboxRelay | null = null;
  private readonly consumers: Consumer[] = [];
  private readonly stoppers: Array<() => Promise<void>> = [];
  private readonly housekeeping: MaintenanceTask[] = [];
  private indexes: Promise<void> | null = null;
  private redisClient: Redis | null = null;
  /** The subgraph's answer to a signed request, once mounted: `listen` serves its plain JSON POSTs before Express. */
  private graphql: ((req: SubgraphRequest, res: ServerResponse) => Promise<void>) | null = null;
  private readonly readiness: Record<string, ReadinessCheck>;
  private readonly deadLetters = new Counter({
    name: 'events_dead_lettered_total',
    help: 'Events a consumer gave up on and published to <topic>.dlq',
    labelNames: ['topic', 'type'],
    registers: [this.metrics],
  });
  private readonly quarantined = new Counter({
    name: 'outbox_events_quarantined_total',
    help: 'Outbox events the relay could not publish and set aside',
    labelNames: ['type'],
    registers: [this.metrics],
  });
  private readonly outboxOldest = new Gauge({
    name: 'outbox_oldest_pending_event_age_seconds',
    help: "Age of the oldest event waiting in a collection's outbox (0 when none), measured after each relay sweep",
    labelNames: ['collection'],
    registers: [this.metrics],
  });
  private readonly consumerLag = new ConsumerLagGauge(this.metrics);
  private readonly jobOutcomes = new JobOutcomeCounters(this.metrics);
  private readonly commands = new Counter({
    name: 'mongodb_commands_total',
    help: 'Database commands run, by command (insert, update, find...)',
    labelNames: ['command'],
    registers: [this.metrics],
  });
  private readonly commandSeconds = new Counter({
    name: 'mongodb_command_seconds_total',
    help: 'Time the database took over its commands, by command',
    labelNames: ['command'],
    registers: [this.metrics],
  });

  private constructor(
    readonly name: string,
    readonly config: BaseConfig,
    readonly logger: Logger,
    readonly connection: Connection,
    readonly kafka: Kafka,
    private readonly producer: Producer,
    jsonLimit?: string,
  ) {
    this.readiness = {
      mongo: async () => {
        await connection.db!.admin().ping();
      },
      kafka: async () => {
        const admin = kafka.admin();
        await admin.connect();
        try {
          await admin.describeCluster();
        } finally {
          await admin.disconnect();
        }
      },
    };
    this.app = createHttpApp({ name, logger, jsonLimit, readiness: this.readiness, registry: this.metrics });
    this.app.use(this.publicRoutes);
    // Everything after the liveness check is for the gateway only (readiness and metrics are on the operations port).
    this.app.use(gatewayOnly(config.INTERNAL_SECRET));
    watchCommands(connection, (command, seconds) => {
      this.commands.inc({ command });
      this.commandSeconds.inc({ command }, seconds);
    });
  }

  static async create({ name, config, dbName, logger, jsonLimit }: RuntimeOptions): Promise<ServiceRuntime> {
    const log = logger ?? createLogger(name, config.LOG_LEVEL);
    const connection = await connectMongo(config.MONGODB_URI, dbName, log);
    const kafka = createKafka(config.KAFKA_BROKERS, name, log);
    await ensureTopics(kafka, { namespace: config.KAFKA_NAMESPACE, partitions: config.KAFKA_TOPIC_PARTITIONS });
    const producer = createProducer(kafka);
    await producer.connect();
    return new ServiceRuntime(name, config, log, connection, kafka, producer, jsonLimit);
  }

  /** Relays the pending events of these models to Kafka from now on. */
  useOutbox(models: OutboxModel[]): OutboxRelay {
    this.relay = new OutboxRelay({
      models,
      producer: this.producer,
      logger: this.logger,
      pollMs: this.config.OUTBOX_POLL_MS,
      lingerMs: this.config.OUTBOX_LINGER_MS,
      leaseMs: this.config.OUTBOX_LEASE_MS,
      maxAttempts: this.config.OUTBOX_MAX_ATTEMPTS,
      namespace: this.config.KAFKA_NAMESPACE,
      onQuarantine: (event) => this.quarantined.inc({ type: event.type }),
      onBacklog: (collection, seconds) => this.outboxOldest.set({ collection }, seconds),
    });
    return this.relay;
  }

  /** Publish pending events now instead of at the next sweep: those of the documents written, or all. */
  kickRelay(written?: Written): void {
    this.relay?.kick(written);
  }

  async mountSubgraph<Extra extends object = object>(
    options: Omit<SubgraphOptions<Extra>, 'jwtSecret' | 'logger'>,
  ): Promise<void> {
    const subgraph = await createSubgraph({ ...options, jwtSecret: this.config.JWT_SECRET, logger: this.logger });
    this.app.use('/graphql', subgraph.middleware);
    this.graphql = subgraph.answer;
    this.stoppers.push(subgraph.stop);
  }

  /**
   * Runs these handlers in the consumer group `<service>.<purpose>`. With a read model, a group
   * that has read its topics before but finds the model empty (a new or restored database)
   * first rebuilds it by replaying the topics from the beginning.
   */
  async consume(
    purpose: string,
    handlers: EventHandlers,
    { isEmpty, afterSlice, batchHandlers, gather }: ConsumeOptions = {},
  ): Promise<void> {
    // Handlers rely on unique indexes (idempotency, one row per key) from the first event on.
    await this.ensureIndexes();
    if (
      isEmpty &&
      (await isEmpty()) &&
      (await groupHasOffsets(this.kafka, this.groupOf(purpose), this.topicsOf(handlers)))
    ) {
      await this.rebuild(purpose, handlers);
    }
    // Each topic's dead-letter count exists from the start at 0, so an alert on its increase sees the first one.
    for (const type of Object.keys(handlers) as EventType[]) {
      this.deadLetters.inc({ topic: `${this.config.KAFKA_NAMESPACE}${eventCatalog[type].topic}`, type }, 0);
    }
    const group = this.groupOf(purpose);
    const consumer = await startConsumer({
      kafka: this.kafka,
      producer: this.producer,
      groupId: `${this.name}.${purpose}`,
      handlers,
      logger: this.logger,
      namespace: this.config.KAFKA_NAMESPACE,
      retry: { maxAttempts: this.config.EVENT_MAX_ATTEMPTS, backoffMs: this.config.EVENT_RETRY_BACKOFF_MS },
      onDeadLetter: (topic, type) => this.deadLetters.inc({ topic, type }),
      onLag: (topic, partition, messages) => this.consumerLag.record(group, topic, partition, messages),
      onRebalance: () => this.consumerLag.forget(group),
      afterSlice,
      batchHandlers,
      gatherMs: gather ? this.config.EVENT_GATHER_MS : undefined,
      sessionTimeoutMs: this.config.KAFKA_SESSION_TIMEOUT_MS,
      // Events of one aggregate share a partition, so their order holds; partitions go side by side.
      partitionsAtOnce: this.config.KAFKA_TOPIC_PARTITIONS,
    });
    this.consumers.push(consumer);
  }

  /** Replays the handlers' topics from the beginning (see replayTopics); resolves with the events applied. */
  rebuild(purpose: string, handlers: EventHandlers): Promise<number> {
    return replayTopics({
      kafka: this.kafka,
      topics: this.topicsOf(handlers),
      handlers,
      groupId: this.groupOf(purpose),
      logger: this.logger,
    });
  }

  /** Effect markers on these models are pruned after the retention by the housekeeping job. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model whose documents carry markers
  pruneEffectMarkers(models: Array<Model<WithEffectMarkers & any>>): void {
    for (const model of models) {
      this.housekeep({
        name: `${model.modelName} effect markers`,
        run: () => pruneEffectMarkers(model, this.retentionCutoff()),
      });
    }
  }

  /** Runs `stop` when the service stops (after the HTTP server and consumers). */
  onStop(stop: () => Promise<void>): void {
    this.stoppers.push(stop);
  }

  /** Adds a task to the periodic housekeeping job (expiring stale records). */
  housekeep(task: MaintenanceTask): void {
    this.housekeeping.push(task);
  }

  /**
   * A BullMQ queue `<namespace><service>.<purpose>` and its worker in this process (retries with
   * exponential backoff, from the kit's defaults); both close when the service stops.
   */
  jobQueue<T>(purpose: string, processor: Processor<T>, concurrency = 4): Queue<T> {
    const name = `${this.config.KAFKA_NAMESPACE}${this.name}.${purpose}`;
    const queue = createQueue<T>(name, this.config.REDIS_URL);
    const worker = createWorker<T>(name, processor, this.config.REDIS_URL, concurrency);
    this.jobOutcomes.watch(worker, purpose);
    // A try that will be retried is routine; one that used the last attempt needs someone's attention.
    worker.on('failed', (job, err) => {
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1);
      this.logger[final ? 'warn' : 'info'](
        { err, queue: name, job: job?.id },
        final ? 'job failed for good' : 'job will be retried',
      );
    });
    this.stoppers.push(async () => {
      await worker.close();
      await queue.close();
    });
    return queue;
  }

  /**
   * Runs `task` once per `everyMs` across all replicas until the service stops, the first at once: a BullMQ job
   * scheduler on the job queue `purpose` (see jobQueue), for sweeps that must come round more often than
   * housekeeping. A run that fails is retried with the queue's backoff.
   */
  async schedule(purpose: string, everyMs: number, task: () => Promise<void>): Promise<void> {
    const queue = this.jobQueue(purpose, () => task(), 1);
    await queue.upsertJobScheduler(purpose, { every: everyMs }, { name: purpose });
  }

  /** Clients' Idempotency-Keys in this service's database, pruned by the housekeeping job after IDEMPOTENCY_KEY_TTL_HOURS. */
  idempotencyKeys(): IdempotencyKeys {
    const keys = idempotencyKeys(this.connection);
    this.housekeep({
      name: 'idempotency keys',
      run: () => keys.prune(new Date(Date.now() - this.config.IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000)),
    });
    return keys;
  }

  /** This service's Redis client: opened on first use, checked by /readyz, closed on stop. */
  redis(): Redis {
    if (!this.redisClient) {
      const client = createRedis(this.config.REDIS_URL);
      this.readiness.redis = async () => {
        await client.ping();
      };
      this.stoppers.push(async () => {
        await client.quit();
      });
      this.redisClient = client;
    }
    return this.redisClient;
  }

  /** Builds every model's indexes once, before the first consumer or request (or seed). */
  ensureIndexes(): Promise<void> {
    this.indexes ??= syncIndexes(this.connection);
    return this.indexes;
  }

  async listen(port: number): Promise<StartedService> {
    finishHttpApp(this.app);
    await this.ensureIndexes();
    const maintenance = await startMaintenance({
      queue: `${this.config.KAFKA_NAMESPACE}${this.name}.housekeeping`,
      redisUrl: this.config.REDIS_URL,
      everyMs: this.config.MAINTENANCE_EVERY_MS,
      tasks: this.housekeeping,
      logger: this.logger,
    });
    const graphql = this.graphql;
    const secret = this.config.INTERNAL_SECRET;
    const http = await serve(this.app, {
      // The gateway's GraphQL calls skip Express's routing and body parsing (see jsonPostsFirst); no public route
      // answers /graphql, so what they skip is the signature check, done here, and the subgraph's mount.
      handler: graphql
        ? jsonPostsFirst(this.app, '/graphql', (req, res) => {
            (req as SubgraphRequest).forwarded = forwardedBy(req, secret);
            return graphql(req, res);
          })
        : this.app,
      port,
      host: this.config.HOST,
      opsPort: opsPortFor(port, this.config.OPS_PORT),
      opsHost: this.config.OPS_HOST,
    });
    this.relay?.start();
    this.logger.info({ port: http.port, opsPort: http.opsPort }, `${this.name} listening`);
    return {
      port: http.port,
      url: http.url,
      opsUrl: http.opsUrl,
      stop: async () => {
        await http.close();
        await Promise.all(this.consumers.map((c) => c.disconnect()));
        await maintenance.stop();
        for (const stop of this.stoppers) await stop();
        await this.relay?.stop();
        await this.producer.disconnect();
        await this.connection.close();
      },
    };
  }

  /** Closes the connections of a runtime that never listened (scripts). */
  async close(): Promise<void> {
    for (const stop of this.stoppers) await stop();
    await this.producer.disconnect();
    await this.connection.close();
  }

  /** The consumer group of a purpose, as Kafka knows it (namespaced). */
  private groupOf(purpose: string): string {
    return `${this.config.KAFKA_NAMESPACE}${this.name}.${purpose}`;
  }

  /** Handled ids and effect markers older than this are pruned. */
  private retentionCutoff(): Date {
    return new Date(Date.now() - this.config.EFFECT_MARKER_RETENTION_HOURS * 3_600_000);
  }

  private topicsOf(handlers: EventHandlers): string[] {
    const types = Object.keys(handlers) as EventType[];
    return [...new Set(types.map((t) => `${this.config.KAFKA_NAMESPACE}${eventCatalog[t].topic}`))];
  }
}
