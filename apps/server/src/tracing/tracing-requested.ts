/**
 * Whether the environment asks for traces, in the OpenTelemetry SDK's standard variables: an
 * OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only form) or an OTEL_TRACES_EXPORTER
 * other than `none`, and not OTEL_SDK_DISABLED=true. The SDK reads them itself (service name,
 * protocol, headers, sampling): nothing of it is a setting of ours.
 */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporters === 'none') return false;
  return Boolean(
    exporters || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
  );
}
