import type { Logger } from './logger';

export interface RunningService {
  stop: () => Promise<void>;
}

/**
 * Process entry helper: starts a service and stops it gracefully on SIGTERM/SIGINT
 * (stop accepting requests, finish in-flight work, flush the relay, close connections).
 */
export function runService(name: string, logger: Logger, start: () => Promise<RunningService>): void {
  start()
    .then((service) => {
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        logger.info({ signal }, `${name} stopping`);
        const force = setTimeout(() => process.exit(1), 15_000);
        force.unref();
        service
          .stop()
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
