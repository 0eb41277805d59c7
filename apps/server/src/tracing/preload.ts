/**
 * `node --import ./apps/server/src/tracing/preload.ts` (after tsx), before the app (ADR 049):
 * OpenTelemetry tracing, switched on by the SDK's own standard variables only. Without them
 * nothing of OpenTelemetry is loaded, so tracing off costs nothing.
 */
import { tracingRequested } from './tracing-requested';

if (tracingRequested(process.env)) {
  const { startTracing } = await import('./start-tracing');
  startTracing();
}
