# syntax=docker/dockerfile:1
# The marketplace's image (ADR 048): both sites, the compiled server and its worker, and the
# reverse proxy of compose.yaml — one image, a different command each. No container engine runs on
# the development machines or in CI, so this file is not built there: its build steps are the
# commands CI runs (`npm ci`, `npm run build`), which the test suite checks it still says.
#   docker build -t stepup .      docker compose up      (see compose.yaml and README.md, Deploy)

# 1. Build: every dependency (the bundlers are development ones), then the one build script —
#    the customer and business sites (dist/, and the customer site's dist-ssr/) and the server
#    (apps/server/dist/main.js and worker.js).
FROM node:24-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build

# 2. What runs needs: the production dependencies of the server and of the customer site's server
#    renderer only (not the benchmarks' or the browser tests'), installed on this platform (sharp's
#    native binary). The root's optional pinned Node (`node-linux-*`, ADR 021) is not among them:
#    the base image's Node 24 runs everything.
FROM node:24-slim AS dependencies
WORKDIR /app
COPY . .
# (A workspace's own node_modules holds what npm could not hoist, better-auth for the server
# today; made sure to exist so that the copies below do not fail the day one holds nothing.)
RUN npm ci --no-audit --no-fund --omit=dev --workspace apps/server --workspace apps/web \
  && mkdir -p apps/server/node_modules apps/web/node_modules

# 3. Runtime: Node 24 (slim, glibc: sharp's prebuilt binary), no build tools, as the `node` user.
FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUSINESS_PORT=3001 \
    DATA_DIR=/data
WORKDIR /app
# package.json files: they say `"type": "module"`, which the compiled files need.
COPY --from=dependencies /app/package.json ./
COPY --from=dependencies /app/node_modules node_modules/
COPY --from=dependencies /app/apps/server/package.json apps/server/
COPY --from=dependencies /app/apps/server/node_modules apps/server/node_modules/
COPY --from=build /app/apps/server/dist apps/server/dist/
# The migrations, found from the compiled server as from its sources (packages/db/migrations).
COPY --from=build /app/packages/db/migrations packages/db/migrations/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=dependencies /app/apps/web/node_modules apps/web/node_modules/
COPY --from=build /app/apps/web/dist apps/web/dist/
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr/
COPY --from=build /app/apps/business/dist apps/business/dist/
# The reverse proxy of compose.yaml (plain JavaScript, run as it is).
COPY --from=build /app/scripts scripts/
# DATA_DIR: uploaded files without S3 (shared by every web process), the embedded database if no
# DATABASE_URL is set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000 3001
# No curl in the slim image: Node asks the customer site's /api/health/ready (database reachable,
# migrations applied, jobs working where they run, not shutting down: ADR 050).
# Not for the worker (no HTTP) or the proxy: compose.yaml gives those their own.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--import", "./apps/server/dist/tracing.js", "apps/server/dist/main.js"]
