import { buildApp } from './app';
import { loadConfig } from './config';

/** Fastify waits for in-flight requests on close; a stuck one must not block a deploy forever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    const timer = setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('Stopped');
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while shutting down');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // The e-mail outbox is sent by the serving process only (test apps call runOnce themselves).
  void app.mailer.start();
  // The contract lifecycle job: a pass now, then every CONTRACT_SCHEDULE_SECONDS (one replica at a time).
  app.contractSchedule.start();
  // This replica works queued jobs, and takes over those of a replica that died.
  await app.jobs.start();
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration, unreachable database).
  console.error('Grovekeeper API failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.name !== 'ConfigError') console.error(error.stack);
  process.exit(1);
});
