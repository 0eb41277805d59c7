import path from 'node:path';
import { createDatabase, migrate } from '@stepup/db';
import { ConfigError, readConfig } from './config';
import { startWorker } from './services';
import { shutDownOnSignals } from './shutdown';
import { describeSetup } from './startup-report';

/**
 * `npm run worker`: a process that runs only the background jobs (mail, texts, gift delivery, the
 * sandbox's webhook deliveries) and the sweeps (expired holds, payment reconciliation, unqueued
 * mail, due gifts) — no HTTP — on the same configuration and PostgreSQL database as the web
 * processes. Run one or more beside web processes started with RUN_JOBS=false; pg-boss hands each
 * job to one worker.
 */
async function main() {
  const config = readConfig();
  // The embedded PGlite lives inside one process: a second process cannot open it.
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Refusing to start the worker: set DATABASE_URL (PostgreSQL). The embedded database belongs to the one `npm start` process, which runs the jobs itself.',
    );
  }
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  const setup = describeSetup({ ...config, runJobs: true }, { database: database.kind });
  console.log(setup.filter((line) => !/^\s+(customer|business) site\b/.test(line)).join('\n'));
  // Idempotent, and locked on PostgreSQL: whichever process starts first applies them.
  await migrate(database);
  const services = await startWorker(config, database, {
    onError: (err) => console.error('[jobs]', err),
  });
  console.log('worker: running jobs (no HTTP)');

  shutDownOnSignals({
    readiness: services.readiness,
    servers: [],
    jobs: services,
    database,
    timeoutSeconds: config.shutdownTimeoutSeconds,
    log: { info: (line) => console.log(line), error: (line) => console.error(line) },
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
