import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '@stepup/db';

/**
 * The process's Prometheus figures (ADR 049), served by the ops listener (ops-server.ts) on
 * METRICS_PORT, never on the sites. Counters count what this process did since it started;
 * Prometheus adds the processes up (`sum(rate(…))`) and survives their restarts. The backlogs
 * (job queues, mail outbox) are read from the database at each scrape, so every process shows
 * the same shared figures.
 */
export const metricsRegistry = new Registry();

// CPU, memory, event-loop lag, garbage collection, handles: prom-client's standard set.
collectDefaultMetrics({ register: metricsRegistry });

/**
 * Requests by site, method, route pattern (never the raw URL) and status code, and their time:
 * its `_count` series is the request counter.
 */
export const httpRequestDuration = new Histogram({
  name: 'stepup_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by site, method, route pattern and status code.',
  labelNames: ['site', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Answers the server got wrong (5xx): the alerting figure, without summing status labels. */
export const httpServerErrors = new Counter({
  name: 'stepup_http_server_errors_total',
  help: 'HTTP requests answered with a 5xx status, by site and route pattern.',
  labelNames: ['site', 'route'] as const,
  registers: [metricsRegistry],
});

/** Card payments started (a purchase's or a custom offer's), counted once their row is written. */
export const paymentsCreated = new Counter({
  name: 'stepup_payments_created_total',
  help: 'Card payments created (purchases and custom offers).',
  registers: [metricsRegistry],
});

/** Payments paid in full: a voucher was issued, counted after the commit. */
export const paymentsSucceeded = new Counter({
  name: 'stepup_payments_succeeded_total',
  help: 'Card payments that succeeded and issued their voucher.',
  registers: [metricsRegistry],
});

/** Payments that ended unpaid: refused by the card provider ('payment_failed') or left. */
export const paymentsEnded = new Counter({
  name: 'stepup_payments_failed_total',
  help: 'Card payments that ended unpaid, by status: payment_failed (refused) or cancelled.',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

/** Vouchers used, by channel (till, api, shop), counted after the commit. */
export const redemptions = new Counter({
  name: 'stepup_redemptions_total',
  help: 'Vouchers marked used, by channel (till, api, shop).',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

/** Job runs that failed (each attempt), by job: the log line beside it carries the job id. */
export const jobFailures = new Counter({
  name: 'stepup_job_failures_total',
  help: 'Job runs that failed (each attempt; a failed run is retried up to its limit), by job.',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

interface QueueRow {
  name: string;
  ready: number;
  deferred: number;
  active: number;
  oldest: number;
}

/**
 * The figures read from the database at each scrape: each pg-boss queue's waiting jobs and how
 * long the oldest due one has waited, and the mail outbox's unsent messages. pg-boss's own
 * getQueues() answers counts its monitor caches once a minute; these are read live (two small
 * indexed queries, one scrape every 15 s or so). Same SQL on PostgreSQL and PGlite.
 */
export function databaseMetrics(database: DatabaseHandle): {
  registry: Registry;
  /** Reads the figures afresh: called before each scrape's text is made. */
  refresh(): Promise<void>;
} {
  const registry = new Registry();
  const queueDepth = new Gauge({
    name: 'stepup_job_queue_depth',
    help: 'Jobs waiting in a queue, by queue and state: ready (due now), deferred (due later), active.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: 'stepup_job_queue_oldest_ready_seconds',
    help: 'How long the oldest due job of a queue has waited for a worker (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const outboxBacklog = new Gauge({
    name: 'stepup_mail_outbox_pending',
    help: 'Mail written to the outbox and not yet sent (status pending).',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'stepup_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest unsent mail in the outbox (0 when none).',
    registers: [registry],
  });
  const refresh = async () => {
    const queues = (
      await database.executeSql(
        `SELECT q.name,
           count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())::int AS "ready",
           count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after > now())::int AS "deferred",
           count(j.id) FILTER (WHERE j.state = 'active')::int AS "active",
           coalesce(extract(epoch FROM now() - min(j.start_after)
             FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())), 0)::float8 AS "oldest"
         FROM pgboss.queue q
         LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active')
         GROUP BY q.name`,
      )
    ).rows as QueueRow[];
    queueDepth.reset();
    queueAge.reset();
    for (const queue of queues) {
      queueDepth.set({ queue: queue.name, state: 'ready' }, queue.ready);
      queueDepth.set({ queue: queue.name, state: 'deferred' }, queue.deferred);
      queueDepth.set({ queue: queue.name, state: 'active' }, queue.active);
      queueAge.set({ queue: queue.name }, Number(queue.oldest));
    }
    const [outbox] = (
      await database.executeSql(
        `SELECT count(*)::int AS "pending",
           coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS "oldest"
         FROM mail_outbox WHERE status = 'pending'`,
      )
    ).rows as { pending: number; oldest: number }[];
    outboxBacklog.set(outbox?.pending ?? 0);
    outboxAge.set(Number(outbox?.oldest ?? 0));
  };
  return { registry, refresh };
}
