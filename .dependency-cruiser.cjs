// The server's import rules (docs/architecture.md, ADR 026), checked by `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: modules depend one way (routes → use cases → repositories; context and the domain below them all).',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
    {
      name: 'no-other-module-internals',
      severity: 'error',
      comment:
        'A module uses another module through its exported use cases or public helpers, never its repository (its tables) or its routes.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*(repository|routes)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-http-in-use-cases',
      severity: 'error',
      comment:
        'Only routes speak HTTP: use cases take (ctx, actor, input) and never see Fastify or its requests.',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: '(routes|\\.test)\\.ts$',
      },
      to: {
        path: '(^|/)node_modules/(fastify|fastify-type-provider-zod|@fastify/[^/]+)/|^apps/server/src/plugins/fetch-headers\\.ts$',
      },
    },
    {
      name: 'context-below-use-cases',
      severity: 'error',
      comment:
        'The request boundary (context/) is below every module: it may know the infrastructure types it holds, never a use case or route.',
      from: { path: '^apps/server/src/context/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*(routes|service|repository)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/server/src|node_modules/(fastify|fastify-type-provider-zod|@fastify)',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  },
};
