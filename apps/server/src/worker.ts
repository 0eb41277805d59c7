import path from 'node:path';
import { createDatabase, migrate } from '@stepup/db';
import { ConfigError, readConfig } from './config';
import { buildOpsServer } from './ops-server';
import { createProcessLogger, logJobErrors } from './process-log';
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
  const log = createProcessLogger({ level: config.logLevel });
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
    onError: logJobErrors(log),
  });
  // No site; the operations listener (GET /metrics) when METRICS_PORT is set (ADR 049).
  const ops =
    config.metricsPort === undefined
      ? undefined
      : await buildOpsServer({ database, readiness: services.readiness, logger: log });
  if (ops) await ops.listen({ host: config.host, port: config.metricsPort });
  console.log(
    ops
      ? `worker: running jobs (metrics on http://${config.host}:${config.metricsPort}/metrics)`
      : 'worker: running jobs (no HTTP)',
  );

  shutDownOnSignals({
    readiness: services.readiness,
    servers: ops ? [ops] : [],
    jobs: services,
    database,
    timeoutSeconds: config.shutdownTimeoutSeconds,
    log: { info: (line) => log.info(line), error: (line) => log.error(line) },
  });
}

main().catch((err: unknown) => {
  // A configuration problem is a message for the operator; anything else a logged fault.
  if (err instanceof ConfigError) console.error(err.message);
  else createProcessLogger({ level: 'info' }).fatal({ err }, 'start-up failed');
  process.exit(1);
});
