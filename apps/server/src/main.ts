import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrate, seedDemo } from '@stepup/db';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { buildOpsServer } from './ops-server';
import { createProcessLogger, logJobErrors } from './process-log';
import { startSharedServices } from './services';
import { shutDownOnSignals } from './shutdown';
import { describeSetup } from './startup-report';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The one process of the embedded default: migrate, seed an empty database, then serve the
 * customer site (PORT) and the business site (BUSINESS_PORT), both with the API under /api.
 */
async function main() {
  const config = readConfig();
  const log = createProcessLogger({ level: config.logLevel });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  // Once, before anything listens: which providers this process really uses (no secrets).
  console.log(describeSetup(config, { database: database.kind }).join('\n'));
  await migrate(database);
  if (config.seedDemo) {
    await seedDemo(database.db, { filesDir: config.filesDir });
  }
  const services = await startSharedServices(config, database, {
    onError: logJobErrors(log),
  });

  const sites = [
    { site: 'web' as const, port: config.port },
    { site: 'business' as const, port: config.businessPort },
  ];
  const apps = await Promise.all(
    sites.map(({ site }) =>
      buildApp({
        config,
        database,
        services,
        site,
        distDir: path.join(repoRoot, 'apps', site, 'dist'),
        serverEntry:
          site === 'web'
            ? path.join(repoRoot, 'apps', 'web', 'dist-ssr', 'entry-server.js')
            : undefined,
      }),
    ),
  );
  for (const [i, app] of apps.entries()) {
    const { site, port } = sites[i]!;
    await app.listen({ host: config.host, port });
    app.log.info(
      `${site === 'web' ? 'customer' : 'business'} site on http://${config.host}:${port}`,
    );
  }
  // The operations listener (GET /metrics), only when METRICS_PORT is set (ADR 049).
  const ops =
    config.metricsPort === undefined
      ? undefined
      : await buildOpsServer({ database, readiness: services.readiness, logger: log });
  if (ops) {
    await ops.listen({ host: config.host, port: config.metricsPort });
    log.info(`metrics on http://${config.host}:${config.metricsPort}/metrics`);
  }

  shutDownOnSignals({
    readiness: services.readiness,
    servers: [...apps, ...(ops ? [ops] : [])],
    jobs: services,
    database,
    timeoutSeconds: config.shutdownTimeoutSeconds,
    log: {
      info: (line) => apps[0]?.log.info(line),
      error: (line) => apps[0]?.log.error(line),
    },
  });
}

main().catch((err: unknown) => {
  // A configuration problem is a message for the operator; anything else a logged fault.
  if (err instanceof ConfigError) console.error(err.message);
  else createProcessLogger({ level: 'info' }).fatal({ err }, 'start-up failed');
  process.exit(1);
});
