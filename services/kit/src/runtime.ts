import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { BaseConfig } from './config';
import { allTopics } from './events/catalog';
import { startConsumer, type EventHandlers } from './events/consumer';
import { createKafka, createProducer, ensureTopics } from './events/kafka';
import type { OutboxModel } from './events/outbox';
import { OutboxRelay } from './events/relay';
import { closeServer, createHttpApp, finishHttpApp, listen, type ReadinessCheck } from './http';
import { createLogger, type Logger } from './logger';
import { connectMongo, syncIndexes } from './mongo';
import { createRedis } from './redis';
import { createSubgraph, type SubgraphOptions } from './subgraph';

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
  stop: () => Promise<void>;
}

/**
 * The plumbing every service shares: its database connection, Kafka producer with the outbox
 * relay, idempotent consumers, and an express app with health, readiness and metrics.
 * A service adds its models, subgraph and handlers, then calls `listen`.
 */
export class ServiceRuntime {
  readonly app: Express;
  private relay: OutboxRelay | null = null;
  private readonly consumers: Consumer[] = [];
  private readonly stoppers: Array<() => Promise<void>> = [];
  private indexes: Promise<void> | null = null;
  private redisClient: Redis | null = null;
  private readonly readiness: Record<string, ReadinessCheck>;

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
    this.app = createHttpApp({ name, logger, jsonLimit, readiness: this.readiness });
  }

  static async create({ name, config, dbName, logger, jsonLimit }: RuntimeOptions): Promise<ServiceRuntime> {
    const log = logger ?? createLogger(name, config.LOG_LEVEL);
    const connection = await connectMongo(config.MONGODB_URI, dbName, log);
    const kafka = createKafka(config.KAFKA_BROKERS, name, log);
    await ensureTopics(
      kafka,
      allTopics.map((t) => `${config.KAFKA_NAMESPACE}${t}`),
      config.KAFKA_TOPIC_PARTITIONS,
    );
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
      namespace: this.config.KAFKA_NAMESPACE,
    });
    return this.relay;
  }

  /** Publish pending events now instead of at the next poll. */
  kickRelay(): void {
    this.relay?.kick();
  }

  async mountSubgraph(options: Omit<SubgraphOptions, 'jwtSecret' | 'logger'>): Promise<void> {
    const subgraph = await createSubgraph({ ...options, jwtSecret: this.config.JWT_SECRET, logger: this.logger });
    this.app.use('/graphql', subgraph.middleware);
    this.stoppers.push(subgraph.stop);
  }

  async consume(purpose: string, handlers: EventHandlers): Promise<void> {
    // Handlers rely on unique indexes (idempotency, one row per key) from the first event on.
    await this.ensureIndexes();
    const consumer = await startConsumer({
      kafka: this.kafka,
      connection: this.connection,
      groupId: `${this.name}.${purpose}`,
      handlers,
      logger: this.logger,
      namespace: this.config.KAFKA_NAMESPACE,
    });
    this.consumers.push(consumer);
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

  /** Runs on stop, before connections close (queues, workers, extra clients). */
  onStop(stop: () => Promise<void>): void {
    this.stoppers.push(stop);
  }

  /** Builds every model's indexes once, before the first consumer or request (or seed). */
  ensureIndexes(): Promise<void> {
    this.indexes ??= syncIndexes(this.connection);
    return this.indexes;
  }

  async listen(port: number): Promise<StartedService> {
    finishHttpApp(this.app);
    await this.ensureIndexes();
    const server: Server = await listen(this.app, port);
    this.relay?.start();
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    this.logger.info({ port: actualPort }, `${this.name} listening`);
    return {
      port: actualPort,
      url: `http://127.0.0.1:${actualPort}`,
      stop: async () => {
        await closeServer(server);
        await Promise.all(this.consumers.map((c) => c.disconnect()));
        for (const stop of this.stoppers) await stop();
        await this.relay?.stop();
        await this.producer.disconnect();
        await this.connection.close();
      },
    };
  }
}
