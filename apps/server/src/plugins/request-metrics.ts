import type { FastifyInstance } from 'fastify';
import type { Site } from '../context/site';
import { httpRequestDuration, httpRequests, httpServerErrors } from '../metrics';

/** A request no route matched (the site's 404s, a scanner's guesses): one label for them all. */
const UNMATCHED = 'unmatched';

interface Series {
  requests: ReturnType<typeof httpRequests.labels>;
  duration: ReturnType<typeof httpRequestDuration.labels>;
  errors: ReturnType<typeof httpServerErrors.labels> | undefined;
}

/**
 * Counts and times every answer of a site (ADR 049), labelled with the route's pattern
 * (`/api/vouchers/:id`, never the URL itself: no ids, no tokens, a bounded number of series).
 * The labelled series are looked up once per route, method and status and kept, so a request
 * costs one map lookup and three additions.
 */
export function registerRequestMetrics(app: FastifyInstance, site: Site): void {
  const known = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: number): Series => {
    const key = `${status} ${method} ${route}`;
    let series = known.get(key);
    if (!series) {
      const labels = { site, method, route, status: String(status) };
      series = {
        requests: httpRequests.labels(labels),
        duration: httpRequestDuration.labels(labels),
        errors: status >= 500 ? httpServerErrors.labels({ site, route }) : undefined,
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
    series.requests.inc();
    series.duration.observe(reply.elapsedTime / 1000);
    series.errors?.inc();
    done();
  });
}
