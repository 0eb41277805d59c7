import type { FastifyInstance } from 'fastify';
import type { Site } from '../context/site';
import { httpRequestDuration, httpServerErrors } from '../metrics';

/** A request no route matched (the site's 404s, a scanner's guesses): one label for them all. */
const UNMATCHED = 'unmatched';

interface Series {
  labels: { site: Site; method: string; route: string; status: string };
  errorLabels: { site: Site; route: string } | undefined;
}

/**
 * Counts and times every answer of a site (ADR 049), labelled with the route's pattern
 * (`/api/vouchers/:id`, never the URL itself: no ids, no tokens, a bounded number of series).
 * One histogram: its `_count` is the request counter (prom-client hashes the labels on every
 * call, so a second counter would double the cost). The label objects are built once per route,
 * method and status and kept.
 */
export function registerRequestMetrics(app: FastifyInstance, site: Site): void {
  const known = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: number): Series => {
    const key = `${status} ${method} ${route}`;
    let series = known.get(key);
    if (!series) {
      series = {
        labels: { site, method, route, status: String(status) },
        errorLabels: status >= 500 ? { site, route } : undefined,
      };
      known.set(key, series);
    }
    return series;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const series = seriesOf(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
    );
    httpRequestDuration.observe(series.labels, reply.elapsedTime / 1000);
    if (series.errorLabels) httpServerErrors.inc(series.errorLabels);
    done();
  });
}
