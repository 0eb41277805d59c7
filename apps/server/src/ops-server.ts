import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@stepup/db';
import { databaseMetrics, metricsRegistry } from './metrics';

/**
 * The operations listener of a process (web or worker), on HOST:METRICS_PORT (ADR 049): what the
 * operator's tools read, apart from the two public sites so none of it is ever served to the
 * internet. Today `GET /metrics` (Prometheus text format); health probes belong here too.
 */
export async function buildOpsServer({
  database,
  logger,
}: {
  database: DatabaseHandle;
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
  return app;
}
