// `npm run start:cluster`: the production topology on this machine (issue 20; README, Deploy):
// the reverse proxy on PORT (customer site) and BUSINESS_PORT (business site), WEB_PROCESSES web
// processes (2) without jobs and WORKERS workers (1), all on the PostgreSQL of DATABASE_URL, each
// restarted when it dies. Every other setting is the same as `npm start`'s (see the README).
import './pinned-node.mjs'; // first: on another Node, runs this script on Node 24
import { ensureBuilt } from './lib/server-run.mjs';
import { startCluster } from './lib/cluster.mjs';

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 32) {
    console.error(`${name} must be a whole number from 1 to 32`);
    process.exit(1);
  }
  return value;
};

if (!process.env.DATABASE_URL) {
  console.error(
    'npm run start:cluster needs DATABASE_URL (PostgreSQL): several processes cannot share the embedded database. For one process on the embedded database, use npm start.',
  );
  process.exit(1);
}
ensureBuilt(['main', 'worker']);
const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL,
  host: process.env.HOST || '127.0.0.1',
  port: Number(process.env.PORT || 3000),
  businessPort: Number(process.env.BUSINESS_PORT || 3001),
  webProcesses: count('WEB_PROCESSES', 2),
  workers: count('WORKERS', 1),
}).catch((err) => {
  console.error(err.message);
  process.exit(1);
});
console.log(
  `cluster: customer site ${cluster.origin}, business site ${cluster.businessOrigin} (${cluster.children.map((c) => c.name).join(', ')})`,
);
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: stopping the cluster`);
    await cluster.stop();
    process.exit(0);
  });
}
