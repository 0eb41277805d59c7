import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts the OpenTelemetry SDK with the traces exporter its variables choose (OTLP over HTTP by
 * default) and three instrumentations: incoming and outgoing HTTP, Fastify's routes and hooks
 * (@fastify/otel, Fastify's own, through its initialization diagnostics channel) and PostgreSQL
 * queries (pg). Only traces: metrics are Prometheus's (ops-server.ts), logs pino's.
 */
export function startTracing(): void {
  // The app's modules are ES modules: their imports of pg are patched through this loader hook,
  // which is told to wrap only pg (the app's own TypeScript is no business of it).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['pg', 'pg-pool'] },
  });
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  // Spans still in the batch are sent before the process ends.
  process.once('beforeExit', () => void sdk.shutdown());
}
