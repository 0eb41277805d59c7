// The ceiling of `npm run bench:api`: a bare Fastify answering one small JSON, with nothing of
// the marketplace (no logger, plugins, session lookup or database). Started by api.mjs as a child
// process, as the real server is, so both share the machine the same way.
//   node bench/bare-server.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close());
