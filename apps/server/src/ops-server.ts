import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@stepup/db';
import { databaseMetrics, metricsRegistry } from './metrics';
import type { Readiness } from './readiness';

/**
 * The operations listener of a process (web or worker), on HOST:METRICS_PORT (ADR 049): what the
 * operator's tools read, apart from the two public sites so none of it is ever served to the
 * internet: `GET /metrics` (Prometheus text format), and the process's own health probes —
 * `GET /livez` (the process answers) and `GET /readyz` (ADR 050's readiness) — which a worker,
 * having no site, has nowhere else.
 */
export async function buildOpsServer({
  database,
  readiness,
  logger,
}: {
  database: DatabaseHandle;
  readiness: Readiness;
  /** The process logger: a failed scrape is logged, the scrapes themselves are not. */
  logger?: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  const shared = databaseMetrics(database);
  app.get('/metrics', async (_request, reply) => {
    // The database figures are read afresh; the process's own are counted as they happen.
    await shared.refresh();
    const [own, read] = await Promise.all([metricsRegistry.metrics(), shared.registry.metrics()]);
    return reply.type(metricsRegistry.contentType).send(own + read);
  });
  app.get('/livez', async () => ({ status: 'live' }));
  app.get('/readyz', async (_request, reply) => {
    const answer = await readiness.check();
    return answer.ready
      ? { status: 'ready' }
      : reply.code(503).send({ error: { code: 'unavailable', message: answer.message } });
  });
  return app;
}
