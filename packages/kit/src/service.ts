import type { Logger } from './logger';
import type { StartedService } from './runtime';
import { stopTracing } from './tracing/start';

/** What every service's `createService(config)` returns, so processes and test stacks start each alike. */
export interface Service {
  /** Connects, builds models, subgraph and consumers, and listens. */
  start: () => Promise<StartedService>;
  /** Stops accepting requests, finishes in-flight work, flushes the relay and closes connections. */
  stop: () => Promise<void>;
}

/** A Service from the function that starts it. */
export function serviceFrom(start: () => Promise<StartedService>): Service {
  let running: StartedService | null = null;
  return {
    start: async () => (running = await start()),
    stop: async () => {
      await running?.stop();
      running = null;
    },
  };
}

/** Process entry helper: starts a service and stops it gracefully on SIGTERM/SIGINT. */
export function runService(name: string, logger: Logger, service: Service): void {
  service
    .start()
    .then(() => {
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        logger.info({ signal }, `${name} stopping`);
        const force = setTimeout(() => process.exit(1), 15_000);
        force.unref();
        service
          .stop()
          // The spans of the last requests are still buffered.
          .then(() => stopTracing())
          .then(() => process.exit(0))
          .catch((err) => {
            logger.error({ err }, 'error while stopping');
            process.exit(1);
          });
      };
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      process.on('SIGINT', () => shutdown('SIGINT'));
    })
    .catch((err) => {
      logger.fatal({ err }, `${name} failed to start`);
      process.exit(1);
    });
}
