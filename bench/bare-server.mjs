// The ceilings of `npm run bench:api`: a bare Fastify with nothing of the marketplace (no logger,
// plugins, session lookup or database), answering
//   GET /        one small JSON (the ceiling: what the framework alone can do), and
//   GET /answer  the bytes last PUT to /answer, as they are (the same answer as the real server's,
//                read from memory: what sending that many bytes costs, whatever computes them).
// Started by api.mjs as a child process, as the real server is, so both share the machine alike.
//   node bench/bare-server.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
// The answer arrives as bytes (application/octet-stream), its own content type in x-answer-type.
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_r, body, done) =>
  done(null, body),
);

let answer = { body: Buffer.from('{}'), headers: { 'content-type': 'application/json' } };
app.get('/', async () => ({ hello: 'world' }));
app.put('/answer', async (request) => {
  const headers = { 'content-type': request.headers['x-answer-type'] ?? 'application/json' };
  const encoding = request.headers['x-answer-encoding'];
  if (encoding) headers['content-encoding'] = encoding;
  answer = { body: request.body, headers };
  return { bytes: answer.body.length };
});
app.get('/answer', async (_request, reply) => reply.headers(answer.headers).send(answer.body));

await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close());
