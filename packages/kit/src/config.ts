import { z } from 'zod';

/** Signs and verifies local sessions only; production refuses to start with it. */
export const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-change-me';

/** Signs the gateway's requests to the services in local stacks and tests only; production refuses to start with it. */
export const DEVELOPMENT_INTERNAL_SECRET = 'development-only-internal-secret-change-me';

/** Signs the page service's requests to the gateway in local stacks and tests only; production refuses to start with it. */
export const DEVELOPMENT_PAGES_SECRET = 'development-only-pages-secret-change-me';

/**
 * Shared by the page service and the gateway only: the page service signs its API calls with it, so the gateway may
 * believe the visitor's address they name (the per-client limits count it, not the page service's own).
 */
export const pagesSecretConfigSchema = z.object({
  PAGES_SECRET: z.string().min(16).default(DEVELOPMENT_PAGES_SECRET),
});

/** Settings every process has, the gateway and the page service included. */
export const processConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The operations port, serving /healthz, /readyz and /metrics to probes and Prometheus only (the public port
   * serves /healthz alone): by default the process's PORT plus 10000 (see opsPortFor).
   */
  OPS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The operations port's interface: only this machine by default; 0.0.0.0 in Kubernetes, for probes and Prometheus. */
  OPS_HOST: z.string().min(1).default('127.0.0.1'),
});

/**
 * The API's secrets, held by the gateway and the services only. The page service, which runs the shop's own code
 * on every visitor's request, holds neither: it could mint any session with the one, and call the services around
 * the gateway's limits with the other.
 */
export const apiSecretsConfigSchema = z.object({
  JWT_SECRET: z.string().min(16).default(DEVELOPMENT_JWT_SECRET),
  /** The gateway signs every request to a service with it. */
  INTERNAL_SECRET: z.string().min(16).default(DEVELOPMENT_INTERNAL_SECRET),
});

/** Settings every service shares; each service extends this schema with its own. */
export const baseConfigSchema = processConfigSchema.extend({
  ...apiSecretsConfigSchema.shape,
  /** The interface a service listens on: only this machine by default; 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z.string().min(1).default('mongodb://127.0.0.1:27017'),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((value) =>
      value
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /**
   * Prepended to every topic, consumer group and shared Redis key, so stacks sharing engines
   * (test runs, the browser-test stack beside `npm start`) never see each other's events.
   */
  KAFKA_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9._-]*$/)
    .default(''),
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().positive().default(3),
  /**
   * How long consumers off the checkout's path let the broker gather a batch (see ConsumeOptions.gather). At rest
   * each such consumer asks the broker again this often, so a short wait costs CPU while the shop is quiet.
   */
  EVENT_GATHER_MS: z.coerce.number().int().positive().default(500),
  /** Relay poll interval; pending events are also relayed right after each write. */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
  /**
   * How long a relay gathers writes before publishing them (see RelayOptions.lingerMs): each hop of the order saga
   * waits this much more, and in a rush orders travel through it in groups rather than one at a time.
   */
  OUTBOX_LINGER_MS: z.coerce.number().int().nonnegative().default(10),
  /** How long a relay's claim on a document holds; a dead relay's claims are taken over after it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().positive().default(30_000),
  /** Attempts to publish an event (unknown type, invalid data) before it is quarantined. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /**
   * How long Kafka waits for a consumer that stopped answering (a killed process) before its group moves on: a
   * restarted process is ready only once its groups have let its predecessor go.
   */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6_000).default(10_000),
  /** Tries of a failing event handler before the event goes to its dead-letter topic. */
  EVENT_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** First wait between those tries, doubled each time (at most 10 s). */
  EVENT_RETRY_BACKOFF_MS: z.coerce.number().int().nonnegative().default(200),
  /** How long effect markers (the events a document has applied) are kept before the housekeeping job prunes them. */
  EFFECT_MARKER_RETENTION_HOURS: z.coerce
    .number()
    .positive()
    .default(7 * 24),
  /** How long a client's Idempotency-Key answers the first result before the housekeeping job prunes it. */
  IDEMPOTENCY_KEY_TTL_HOURS: z.coerce.number().positive().default(24),
  /** How often the housekeeping job runs. */
  MAINTENANCE_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 1000),
});

export type ProcessConfig = z.output<typeof processConfigSchema>;
export type BaseConfig = z.output<typeof baseConfigSchema>;

/** Each secret's development value, which production refuses (for whichever secrets the process holds). */
const DEVELOPMENT_SECRETS = {
  JWT_SECRET: DEVELOPMENT_JWT_SECRET,
  INTERNAL_SECRET: DEVELOPMENT_INTERNAL_SECRET,
  PAGES_SECRET: DEVELOPMENT_PAGES_SECRET,
};

/** Reads the environment through a zod schema and fails fast, naming every bad variable. */
export function loadConfig<S extends z.ZodType<ProcessConfig>>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (result.data.NODE_ENV === 'production') {
    const settings: Record<string, unknown> = result.data;
    for (const [name, development] of Object.entries(DEVELOPMENT_SECRETS)) {
      if (settings[name] === development) throw new Error(`Invalid configuration: ${name} must be set in production`);
    }
  }
  return result.data;
}
