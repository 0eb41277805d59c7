// `npm run bench:purchases`: complete voucher purchases per second on PostgreSQL, as a buyer makes
// them over HTTP (create the purchase → pay with the sandbox's test card → the webhook issues the
// voucher → the voucher's code shows in the payment's progress), with C buyers at once; then a race
// of R buyers for a step budget of B vouchers; then the exactness of everything in SQL. Beside it,
// in the same run, the ceiling: PostgreSQL's own rate of single-row update transactions on one hot
// row with C clients (pgbench when installed, else the same loop in node-postgres), the rate a
// purchase cannot beat as every sale of a campaign writes that campaign's row once.
// The server is started as `npm start` starts it (apps/server/src/main.ts: migrations, demo seed,
// jobs in the process) on a scratch database of BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped
// after.
//   npm run bench:purchases [-- --buyers 50 --purchases 2000 --race-buyers 1000 --race-budget 100]
//                           [-- --ceiling-seconds 5] [-- --processes 2]
// `--processes N` (N > 1) runs the deployed topology instead (npm run start:cluster: the proxy, N
// web processes without jobs and one worker), to see what more processes on the same cores give.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startCluster } from '../scripts/lib/cluster.mjs';
import { cpuSnapshot, cpuSplit } from './lib/cpu-split.mjs';
import {
  FACE_VALUE_PENCE,
  insertCampaign,
  insertCompany,
  mintBuyers,
  purchase,
} from './lib/market.mjs';
import {
  arg,
  cleanUp,
  loadText,
  onCleanUp,
  postgresServer,
  scratchDatabase,
  startMarketplace,
  writeRecord,
} from './lib/run.mjs';

const BUYERS = arg('buyers', 50);
const PURCHASES = arg('purchases', 2000);
const RACE_BUYERS = arg('race-buyers', 1000);
const RACE_BUDGET = arg('race-budget', 100);
const CEILING_SECONDS = arg('ceiling-seconds', 5);
const PROCESSES = arg('processes', 1);
const SQL_CEILING_SECONDS = arg('sql-ceiling-seconds', 10);
// Keeps the scratch database (its name is printed) to look into a failed check.
const KEEP = process.argv.includes('--keep');
// Every phase is bounded: a run never waits longer than this for one phase.
const PHASE_LIMIT_MS = 240_000;
if (!postgresServer) {
  console.error('bench:purchases needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL');
  process.exit(1);
}

/** Issue 19's goals, printed beside the figures and never failing the run. */
const goals = { purchasesPerSecond: 500, raceAllIssuedWithinMs: 2000 };

const AUTH_SECRET = randomBytes(32).toString('hex');

/** The marketplace's server as `npm start` runs it, on `databaseUrl`; resolves to its origin. */
async function startServer(databaseUrl) {
  const env = {
    AUTH_SECRET,
    // The buyers all come from 127.0.0.1: the per-address limits would measure themselves.
    RATE_LIMIT_FACTOR: '1000',
  };
  if (PROCESSES > 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-purchases-'));
    onCleanUp(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const cluster = await startCluster({
      databaseUrl,
      port,
      businessPort: await freePort(),
      webProcesses: PROCESSES,
      workers: 1,
      env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
      log: (line) => {
        if (/"level":(50|60)|exited/.test(line)) console.error(line);
      },
    });
    onCleanUp(() => cluster.stop());
    return `http://127.0.0.1:${port}`;
  }
  const { origin } = await startMarketplace({ databaseUrl, env });
  return origin;
}

/**
 * Runs a pgbench custom script with `clients` at once for `seconds` (no vacuum; `defines` as
 * name=value variables); answers its transactions per second, null when pgbench is not installed.
 * A script that fails stops the run: a ceiling that did not run must not pass for one.
 */
function pgbench(databaseUrl, { clients, seconds, script, defines = [] }) {
  const run = spawnSync(
    'pgbench',
    [
      '-n',
      // Prepared statements, as the server sends them (ADR 061).
      ...['-M', 'prepared'],
      ...['-c', String(clients), '-j', '2', '-T', String(seconds)],
      ...defines.flatMap((define) => ['-D', define]),
      ...['-f', script, databaseUrl],
    ],
    { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
  );
  if (run.error?.code === 'ENOENT') return null;
  const tps = /tps = ([\d.]+)/.exec(run.stdout ?? '');
  if (run.status !== 0 || !tps)
    throw new Error(`pgbench ${path.basename(script)} failed:\n${run.stderr}`);
  return Math.round(Number(tps[1]));
}

/**
 * The ceiling: single-row UPDATE transactions per second on one row, `clients` at once, for
 * CEILING_SECONDS. pgbench when it is installed (a custom script, no vacuum), otherwise the same
 * loop from node-postgres.
 */
async function measureCeiling(databaseUrl, clients) {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query('create table bench_hot_row (id int primary key, n bigint not null)');
  await setup.query('insert into bench_hot_row values (1, 0)');
  await setup.end();
  const script = path.join(mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-pgbench-')), 'hot.sql');
  writeFileSync(script, 'UPDATE bench_hot_row SET n = n + 1 WHERE id = 1;\n');
  const tps = pgbench(databaseUrl, { clients, seconds: CEILING_SECONDS, script });
  if (tps !== null) return { tool: 'pgbench', tps, clients, seconds: CEILING_SECONDS };
  // No pgbench: the same loop, autocommit, from this process.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  const until = Date.now() + CEILING_SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        await pool.query('UPDATE bench_hot_row SET n = n + 1 WHERE id = 1');
        done++;
      }
    }),
  );
  await pool.end();
  return {
    tool: 'node-postgres loop',
    tps: Math.round(done / CEILING_SECONDS),
    clients,
    seconds: CEILING_SECONDS,
  };
}

/**
 * The second ceiling: complete purchases per second with the application taken away. pgbench (C,
 * no HTTP, no auth library, no ORM) plays one purchase's statements and transactions as the
 * server runs them (lib/purchase-sql.pgbench, read off the server's own SQL), `clients` at once
 * for SQL_CEILING_SECONDS, on campaigns and buyers of their own. What is left between this and the
 * server's figure is the application on the same cores. Needs pgbench; null without it.
 */
async function measurePurchaseSqlCeiling(db, databaseUrl, buyers, clients) {
  const company = await insertCompany(db, 'SQL ceiling bakery');
  await db.query('create table bench_sql_campaigns (i int primary key, id text not null)');
  await db.query('create table bench_sql_buyers (i int primary key, user_id text, token text)');
  const campaigns = Math.max(1, Math.ceil(PURCHASES / clients));
  for (let i = 1; i <= campaigns; i++) {
    const id = await insertCampaign(db, company, `SQL ceiling campaign ${i}`, 2_000_000_000);
    await db.query('insert into bench_sql_campaigns values ($1, $2)', [i, id]);
  }
  for (const [i, buyer] of buyers.slice(0, clients).entries()) {
    await db.query('insert into bench_sql_buyers values ($1, $2, $3)', [
      i,
      buyer.userId,
      buyer.token,
    ]);
  }
  const script = path.join(import.meta.dirname, 'lib', 'purchase-sql.pgbench');
  const purchasesPerSecond = pgbench(databaseUrl, {
    clients,
    seconds: SQL_CEILING_SECONDS,
    script,
    defines: [`campaigns=${campaigns}`],
  });
  if (purchasesPerSecond === null) return null;
  const statements = readFileSync(script, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('--') && !line.startsWith('\\')).length;
  return {
    tool: 'pgbench, lib/purchase-sql.pgbench',
    purchasesPerSecond,
    statementsPerPurchase: statements,
    clients,
    seconds: SQL_CEILING_SECONDS,
  };
}

/** A selling company, its campaigns and the buyers, written straight into the database. */
async function prepare(db, { campaignsNeeded, buyersNeeded }) {
  const company = await insertCompany(db, 'Bench Bakery');
  const campaign = (name, budgetPence) => insertCampaign(db, company, name, budgetPence);
  const campaigns = [];
  for (let i = 0; i < campaignsNeeded; i++) {
    campaigns.push(await campaign(`Bench campaign ${i + 1}`, BUYERS * FACE_VALUE_PENCE * 2));
  }
  const race = await campaign('Bench race', RACE_BUDGET * FACE_VALUE_PENCE);
  const buyers = await mintBuyers(db, buyersNeeded, AUTH_SECRET);
  return { campaigns, race, buyers };
}

/**
 * PostgreSQL's next transaction id. Only a transaction that writes takes one, and each of those
 * waits for its own flush of the write-ahead log at commit: the difference over a phase (nothing
 * else writes meanwhile) is how many writing transactions it cost.
 */
async function nextTransactionId(db) {
  const { rows } = await db.query('select pg_snapshot_xmax(pg_current_snapshot())::text as xid');
  return Number(rows[0].xid);
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** N purchases by C buyers at once: buyer i makes its k-th purchase of campaign k. */
async function runPurchases(origin, { campaigns, buyers }) {
  const latencies = [];
  const failures = {};
  let next = 0;
  const started = performance.now();
  const stopAt = Date.now() + PHASE_LIMIT_MS;
  await Promise.all(
    buyers.slice(0, BUYERS).map(async (buyer) => {
      for (let k = 0; ; k++) {
        if (next >= PURCHASES || Date.now() > stopAt) return;
        next++;
        const outcome = await purchase(origin, buyer, campaigns[k % campaigns.length]);
        if (outcome.failed) failures[outcome.failed] = (failures[outcome.failed] ?? 0) + 1;
        else latencies.push(outcome.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    purchases: latencies.length,
    seconds: Number(seconds.toFixed(2)),
    purchasesPerSecond: Math.round(latencies.length / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
  };
}

/** R buyers at once for a budget of B vouchers: who got one, and when the last was issued. */
async function runRace(origin, db, { race, buyers }) {
  const racers = buyers.slice(BUYERS, BUYERS + RACE_BUYERS);
  const startedAt = Date.now();
  const started = performance.now();
  const outcomes = await Promise.all(racers.map((buyer) => purchase(origin, buyer, race)));
  const won = outcomes
    .filter((o) => !o.failed)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const failures = {};
  for (const o of outcomes) if (o.failed) failures[o.failed] = (failures[o.failed] ?? 0) + 1;
  // When the last voucher was issued, by its own row (the server's clock, this machine's): the
  // buyers' pages only learn it at their next poll, up to STATUS_POLL_MS later.
  const { rows } = await db.query(
    'select max(created_at) as last from vouchers where campaign_id = $1',
    [race],
  );
  return {
    buyers: racers.length,
    budget: RACE_BUDGET,
    vouchersIssued: won.length,
    lastIssuedAfterMs: rows[0].last ? rows[0].last.getTime() - startedAt : null,
    lastSeenByItsBuyerAfterMs: won.length ? Math.round(won.at(-1)) : null,
    p50Ms: percentile(won, 50),
    allOverMs: Math.round(performance.now() - started),
    refused: failures,
  };
}

/** What must hold whatever the load: counted in SQL once the queue had time to settle. */
async function checkExactness(db, race) {
  const one = async (text, values = []) => (await db.query(text, values)).rows[0];
  const checks = {
    succeededPaymentsWithoutOneVoucher: Number(
      (
        await one(`select count(*) as n from payments p
          where p.status = 'succeeded'
            and (select count(*) from vouchers v where v.payment_id = p.id) <> 1`)
      ).n,
    ),
    vouchersWithoutSucceededPayment: Number(
      (
        await one(`select count(*) as n from vouchers v join payments p on p.id = v.payment_id
          where p.status <> 'succeeded'`)
      ).n,
    ),
    negativeBudgets: Number(
      (
        await one(`select count(*) as n from campaigns where sales_value_left_1_pence < 0
          or sales_value_left_2_pence < 0 or sales_value_left_3_pence < 0`)
      ).n,
    ),
    raceVouchers: Number(
      (await one('select count(*) as n from vouchers where campaign_id = $1', [race])).n,
    ),
    raceBudgetLeftPence: Number(
      (await one('select sales_value_left_1_pence as n from campaigns where id = $1', [race])).n,
    ),
    // sales_count is counted with the budget take (ADR 042): it must equal the vouchers issued.
    campaignsWithSalesCountNotVouchers: Number(
      (
        await one(`select count(*) as n from campaigns c where c.name like 'Bench %'
          and c.sales_count <> (select count(*) from vouchers v where v.campaign_id = c.id)`)
      ).n,
    ),
    // Each bench voucher's buyer confirmation written exactly once in the mail outbox (the demo
    // seed's vouchers have none).
    vouchersWithoutOneConfirmation: Number(
      (
        await one(`select count(*) as n from vouchers v join "user" u on u.id = v.buyer_user_id
          where u.email like 'bench-buyer-%'
            and (select count(*) from mail_outbox m where m.to = u.email
                   and m.template = 'voucher-confirmation') <>
                (select count(*) from vouchers w where w.buyer_user_id = v.buyer_user_id)`)
      ).n,
    ),
  };
  checks.exact =
    checks.succeededPaymentsWithoutOneVoucher === 0 &&
    checks.vouchersWithoutSucceededPayment === 0 &&
    checks.negativeBudgets === 0 &&
    checks.raceVouchers === RACE_BUDGET &&
    checks.raceBudgetLeftPence === 0 &&
    checks.campaignsWithSalesCountNotVouchers === 0 &&
    checks.vouchersWithoutOneConfirmation === 0;
  return checks;
}

const loadBefore = os.loadavg();
let record;
try {
  const databaseUrl = await scratchDatabase({ keep: KEEP });
  console.log('== starting the server on a scratch PostgreSQL database (migrations, demo seed)…');
  const origin = await startServer(databaseUrl);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  onCleanUp(() => db.end());
  console.log(`ceiling: single-row update transactions, ${BUYERS} clients, ${CEILING_SECONDS} s…`);
  const ceiling = await measureCeiling(databaseUrl, BUYERS);
  const prepared = await prepare(db, {
    campaignsNeeded: Math.ceil(PURCHASES / BUYERS) + 1,
    buyersNeeded: BUYERS + RACE_BUYERS,
  });
  const check = await fetch(`${origin}/api/wallet`, {
    headers: { cookie: prepared.buyers[0].cookie },
  });
  if (check.status !== 200) throw new Error(`a minted session is refused: ${check.status}`);
  // A few purchases first, not counted: the server's first requests compile and warm caches.
  for (const buyer of prepared.buyers.slice(0, 3)) {
    await purchase(origin, buyer, prepared.campaigns.at(-1));
  }
  console.log(`purchases: ${PURCHASES} by ${BUYERS} buyers at once…`);
  const xidsBefore = await nextTransactionId(db);
  const serverPort = new URL(origin).port;
  const cpuBefore = cpuSnapshot({ serverPort });
  const purchases = await runPurchases(origin, prepared);
  // Who spent the cores' time while the purchases ran (the one-process server; a cluster's
  // processes count as other).
  purchases.processorTime = cpuSplit(cpuBefore, cpuSnapshot({ serverPort }), purchases.purchases);
  // The queue settles the last purchases' mail and events a moment after their codes show.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  purchases.writeTransactionsPerPurchase = Number(
    (((await nextTransactionId(db)) - xidsBefore) / purchases.purchases).toFixed(1),
  );
  console.log(`race: ${RACE_BUYERS} buyers for a budget of ${RACE_BUDGET} vouchers…`);
  const race = await runRace(origin, db, prepared);
  // The mail is queued after each commit; give the outbox a moment before counting it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const exactness = await checkExactness(db, prepared.race);
  // After the checks: its rows are its own, but counted nowhere.
  console.log(
    `ceiling: one purchase's SQL by pgbench, ${BUYERS} clients, ${SQL_CEILING_SECONDS} s…`,
  );
  const sqlCeiling = await measurePurchaseSqlCeiling(db, databaseUrl, prepared.buyers, BUYERS);
  const loadAfter = os.loadavg();
  record = {
    loadAverage: { before: loadText(loadBefore), after: loadText(loadAfter) },
    server:
      PROCESSES > 1
        ? `npm run start:cluster: the proxy, ${PROCESSES} web processes (RUN_JOBS=false), one worker; NODE_ENV=test, LOG_LEVEL=warn, demo seed, sandbox payments, PostgreSQL`
        : 'apps/server/src/main.ts as npm start runs it: NODE_ENV=test, LOG_LEVEL=warn, demo seed, jobs in the process, sandbox payments, PostgreSQL',
    goals,
    ceiling,
    sqlCeiling,
    purchases: {
      ...purchases,
      ratioToCeiling: Number((purchases.purchasesPerSecond / ceiling.tps).toFixed(3)),
      ratioToSqlCeiling: sqlCeiling
        ? Number((purchases.purchasesPerSecond / sqlCeiling.purchasesPerSecond).toFixed(3))
        : null,
      goalMet: purchases.purchasesPerSecond >= goals.purchasesPerSecond,
    },
    race: {
      ...race,
      goalMet:
        race.vouchersIssued === RACE_BUDGET &&
        race.lastIssuedAfterMs !== null &&
        race.lastIssuedAfterMs <= goals.raceAllIssuedWithinMs,
    },
    exactness,
  };
} finally {
  await cleanUp();
}

const { ceiling, sqlCeiling, purchases, race, exactness } = record;
console.log(
  `\nceiling   ${ceiling.tps} single-row update tx/s (${ceiling.tool}, ${ceiling.clients} clients)`,
);
console.log(
  sqlCeiling
    ? `sql       ${sqlCeiling.purchasesPerSecond} purchases/s as bare SQL (${sqlCeiling.statementsPerPurchase} statements each, ${sqlCeiling.tool}, ${sqlCeiling.clients} clients); the server reaches ${Math.round(purchases.ratioToSqlCeiling * 100)}% of it`
    : 'sql       not measured (pgbench is not installed)',
);
console.log(
  `purchases ${purchases.purchasesPerSecond}/s (${purchases.purchases} in ${purchases.seconds} s), p50 ${purchases.p50Ms} ms, p99 ${purchases.p99Ms} ms, ${Math.round(purchases.ratioToCeiling * 100)}% of the ceiling; goal ≥ ${goals.purchasesPerSecond}/s ${purchases.goalMet ? 'met' : 'MISSED'}`,
);
if (Object.keys(purchases.failures).length) console.log('  failed:', purchases.failures);
if (purchases.processorTime) {
  const { cores, perUnitMs, idleSeconds } = purchases.processorTime;
  console.log(
    `  processor time per purchase: server ${perUnitMs.server} ms, PostgreSQL ${perUnitMs.postgres} ms, load generator ${perUnitMs.loadGenerator} ms, other ${perUnitMs.other} ms (idle ${idleSeconds} s in all); ${cores} cores give ${((cores / goals.purchasesPerSecond) * 1000).toFixed(1)} ms per purchase at ${goals.purchasesPerSecond}/s`,
  );
}
console.log(`  write transactions per purchase: ${purchases.writeTransactionsPerPurchase}`);
console.log(
  `race      ${race.vouchersIssued} vouchers for ${race.buyers} buyers (budget ${race.budget}), last issued after ${race.lastIssuedAfterMs} ms; goal exactly ${race.budget} within ${goals.raceAllIssuedWithinMs} ms ${race.goalMet ? 'met' : 'MISSED'}`,
);
console.log(`exact     ${exactness.exact ? 'yes' : 'NO'}`, exactness.exact ? '' : exactness);
console.log(
  `Load average (1/5/15 min) before ${record.loadAverage.before}, after ${record.loadAverage.after} on ${os.cpus().length} CPUs.`,
);
writeRecord('purchases', record);
if (!exactness.exact) process.exitCode = 1;
