// `npm run bench:faults`: the production topology (scripts/lib/cluster.mjs, `npm run
// start:cluster`: the proxy, two web processes without jobs, two workers, one PostgreSQL) taking
// P purchases from B buyers at once — every G-th a gift due a little later — while a web process
// and a worker are killed with SIGKILL at random moments and restarted by the supervisor. Buyers
// press again after a 502/503 or a dropped connection, as people do. Afterwards, once the queue
// has settled, it checks in SQL and at a local SMTP stand-in that nothing was lost or doubled:
// every succeeded payment has exactly one voucher and no voucher lacks one, every budget is
// exactly its open and committed reservations (none negative), the mail outbox is drained, every
// email the outbox sent arrived exactly once and every gift's recipient got exactly one email.
//   npm run bench:faults [-- --purchases 500 --buyers 50 --gift-every 5 --gift-lead 20]
//                        [-- --kill-min 2 --kill-max 6 --settle-limit 180]
// --kill-min/--kill-max: seconds between kills (random in between, web and worker in turn);
// --gift-lead: seconds from a gift's purchase to its delivery time; --settle-limit: how long to
// wait after the purchases for the queue to drain before checking anyway.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/lib/cluster.mjs';
import {
  insertCampaign,
  insertCompany,
  mintBuyers,
  purchase,
  FACE_VALUE_PENCE,
} from './lib/market.mjs';
import {
  arg,
  cleanUp,
  freePort,
  loadText,
  onCleanUp,
  postgresServer,
  scratchDatabase,
  writeRecord,
} from './lib/run.mjs';
import { startSmtpStandIn } from './lib/smtp-sink.mjs';

const PURCHASES = arg('purchases', 500);
const BUYERS = arg('buyers', 50);
const GIFT_EVERY = arg('gift-every', 5);
const GIFT_LEAD_S = arg('gift-lead', 20);
const KILL_MIN_S = arg('kill-min', 2);
const KILL_MAX_S = arg('kill-max', 6);
const SETTLE_LIMIT_S = arg('settle-limit', 180);
const WEB_PROCESSES = 2;
const WORKERS = 2;
// Every phase is bounded: the purchases never run longer than this.
const PURCHASE_LIMIT_MS = 300_000;

if (!postgresServer) {
  console.error('bench:faults needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL');
  process.exit(1);
}

const AUTH_SECRET = randomBytes(32).toString('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const recipient = (n) => `faults-gift-${n}@bench.example`;

/**
 * Kills a web process and a worker in turn, at random moments, until `stop()`; the record. A
 * process is killed only while the others of its kind are up: with every web process down there
 * is nothing left to serve, which is an outage, not a fault to survive.
 */
function startChaos(cluster) {
  const kills = [];
  let running = true;
  const done = (async () => {
    for (let turn = 0; running; turn++) {
      const pause = (KILL_MIN_S + Math.random() * (KILL_MAX_S - KILL_MIN_S)) * 1000;
      await sleep(pause);
      if (!running) break;
      const role = turn % 2 === 0 ? 'web' : 'worker';
      const count = role === 'web' ? WEB_PROCESSES : WORKERS;
      const name = `${role} ${1 + Math.floor(Math.random() * count)}`;
      for (let i = 1; i <= count; i++) await cluster.ready(`${role} ${i}`);
      if (!running) break;
      if (cluster.kill(name, 'SIGKILL')) kills.push({ name, atMs: Math.round(performance.now()) });
    }
  })();
  return {
    kills,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The value of every series of `name` in a Prometheus text scrape, added up (0 when none). */
function sumOf(text, name) {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
    }
  }
  return sum;
}

/**
 * Reads every process's /metrics every `everyMs` until `stop()`: what the operator's Prometheus
 * would see. A process's own counters (payments, job failures) start again at 0 when it is
 * restarted, so their sum over the processes can dip after a kill; the queue and outbox figures
 * are the database's, the same on every process (the largest answer is kept).
 */
function sampleMetrics(cluster, everyMs = 3000) {
  const samples = [];
  const started = performance.now();
  let running = true;
  const done = (async () => {
    while (running) {
      const texts = await Promise.all(
        cluster.children
          .filter((c) => c.metricsUrl && !c.exited)
          .map((c) =>
            fetch(c.metricsUrl).then(
              (res) => (res.ok ? res.text() : ''),
              () => '',
            ),
          ),
      );
      const max = (name) => Math.max(0, ...texts.map((text) => sumOf(text, name)));
      const sum = (name) => texts.reduce((total, text) => total + sumOf(text, name), 0);
      samples.push({
        atS: Number(((performance.now() - started) / 1000).toFixed(1)),
        processesAnswering: texts.filter(Boolean).length,
        paymentsCreated: sum('stepup_payments_created_total'),
        paymentsSucceeded: sum('stepup_payments_succeeded_total'),
        paymentsFailed: sum('stepup_payments_failed_total'),
        jobFailures: sum('stepup_job_failures_total'),
        requests: sum('stepup_http_request_duration_seconds_count'),
        jobsWaiting: max('stepup_job_queue_depth'),
        mailPending: max('stepup_mail_outbox_pending'),
      });
      await sleep(everyMs);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** P purchases by B buyers at once; every GIFT_EVERY-th is a gift due GIFT_LEAD_S later. */
async function runPurchases(origin, campaigns, buyers) {
  const failures = {};
  const gifts = [];
  let completed = 0;
  let next = 0;
  const stopAt = Date.now() + PURCHASE_LIMIT_MS;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer, b) => {
      for (let k = 0; next < PURCHASES && Date.now() < stopAt; k++) {
        const n = next++;
        const gift =
          n % GIFT_EVERY === GIFT_EVERY - 1
            ? {
                name: `Recipient ${n}`,
                email: recipient(n),
                message: 'Happy birthday!',
                deliverAt: new Date(Date.now() + GIFT_LEAD_S * 1000).toISOString(),
              }
            : undefined;
        // Each buyer buys campaign k on its k-th purchase: one open payment per buyer and
        // campaign, so a retried create only ever replaces the buyer's own.
        const outcome = await purchase(origin, buyer, campaigns[(b + k) % campaigns.length], {
          gift,
          retries: 8,
        });
        if (outcome.failed) failures[outcome.failed] = (failures[outcome.failed] ?? 0) + 1;
        else {
          completed += 1;
          if (gift) gifts.push(gift.email);
        }
      }
    }),
  );
  return {
    completed,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    failures,
    gifts,
  };
}

/** What must be true once everything settled (the same checks whether or not it has). */
async function checkNothingLost(db, smtp, campaigns) {
  const count = async (text, values = []) => Number((await db.query(text, values)).rows[0].n);
  const outboxSent = await db.query(
    `select "to", count(*)::int as n from mail_outbox where status = 'sent' group by "to"`,
  );
  let emailsNotArrivedOnce = 0;
  for (const { to, n } of outboxSent.rows) {
    if ((smtp.received.get(to) ?? 0) !== n) emailsNotArrivedOnce += 1;
  }
  const giftRecipients = await db.query(
    `select gift_recipient_email as email from vouchers
      where buy_for = 'gift' and gift_recipient_email like 'faults-gift-%'`,
  );
  const giftsNotEmailedOnce = giftRecipients.rows.filter(
    ({ email }) => smtp.received.get(email) !== 1,
  ).length;
  const checks = {
    succeededPaymentsWithoutOneVoucher: await count(`select count(*) as n from payments p
      where p.status = 'succeeded'
        and (select count(*) from vouchers v where v.payment_id = p.id) <> 1`),
    vouchersWithoutSucceededPayment: await count(`select count(*) as n from vouchers v
      join payments p on p.id = v.payment_id where p.status <> 'succeeded'`),
    negativeBudgets: await count(`select count(*) as n from campaigns
      where sales_value_left_1_pence < 0 or sales_value_left_2_pence < 0
         or sales_value_left_3_pence < 0`),
    // ADR 024: what a step has left is its total less what is held and committed there.
    budgetsNotAccounted: await count(
      `select count(*) as n from campaigns c where c.id = any($1)
        and c.total_value_pence - c.sales_value_left_1_pence <> coalesce((
          select sum(r.amount_pence) from budget_reservations r
           where r.campaign_id = c.id and r.step = 1 and r.status in ('held', 'committed')), 0)`,
      [campaigns],
    ),
    // Money the provider took whose payment the marketplace has not settled (no voucher yet).
    chargedButNotSettled: await count(`select count(*) as n from sandbox_payment_intents i
      join payments p on p.provider_payment_id = i.id
      where i.status = 'succeeded' and p.status <> 'succeeded'`),
    mailNotSent: await count(`select count(*) as n from mail_outbox where status <> 'sent'`),
    emailsNotArrivedOnce,
    giftVouchers: giftRecipients.rows.length,
    giftsNotEmailedOnce,
    giftsNotMarkedDelivered: await count(`select count(*) as n from vouchers
      where buy_for = 'gift' and gift_delivered_at is null`),
  };
  // What is stuck, to look into (at most five of each).
  checks.stuckMail = (
    await db.query(`select template, status, attempts, queued_at is not null as queued,
        created_at from mail_outbox where status <> 'sent' order by created_at limit 5`)
  ).rows;
  checks.nothingLost =
    checks.succeededPaymentsWithoutOneVoucher === 0 &&
    checks.vouchersWithoutSucceededPayment === 0 &&
    checks.negativeBudgets === 0 &&
    checks.budgetsNotAccounted === 0 &&
    checks.chargedButNotSettled === 0 &&
    checks.mailNotSent === 0 &&
    checks.emailsNotArrivedOnce === 0 &&
    checks.giftsNotEmailedOnce === 0 &&
    checks.giftsNotMarkedDelivered === 0;
  return checks;
}

/**
 * Waits until the outbox is drained, every gift delivered and every payment the provider took
 * settled (a success whose delivery died with its process is found by the reconciliation sweep,
 * once a minute), or SETTLE_LIMIT_S pass.
 */
async function settle(db) {
  const started = performance.now();
  const deadline = Date.now() + SETTLE_LIMIT_S * 1000;
  while (Date.now() < deadline) {
    const { rows } = await db.query(`select
        (select count(*) from mail_outbox where status <> 'sent')::int as mail,
        (select count(*) from vouchers where buy_for = 'gift' and gift_delivered_at is null)::int
          as gifts,
        (select count(*) from sandbox_payment_intents i
           join payments p on p.provider_payment_id = i.id
          where i.status = 'succeeded' and p.status <> 'succeeded')::int as unsettled`);
    if (rows[0].mail === 0 && rows[0].gifts === 0 && rows[0].unsettled === 0) break;
    await sleep(1000);
  }
  // A moment for the last messages in flight to the stand-in.
  await sleep(1000);
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

const loadBefore = os.loadavg();
let record;
const output = [];
try {
  const databaseUrl = await scratchDatabase();
  const smtp = await startSmtpStandIn();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-faults-'));
  onCleanUp(async () => rmSync(dataDir, { recursive: true, force: true }));
  console.log('== starting the cluster: proxy, 2 web processes, 2 workers, one PostgreSQL…');
  const cluster = await startCluster({
    databaseUrl,
    port: await freePort(),
    businessPort: await freePort(),
    webProcesses: WEB_PROCESSES,
    workers: WORKERS,
    metrics: true,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_SECRET,
      SMTP_URL: smtp.url,
      // The buyers all come from 127.0.0.1: the per-address limits would measure themselves.
      RATE_LIMIT_FACTOR: '1000',
    },
    // Kept for a failed run; a killed process's last words are expected.
    log: (line) => {
      output.push(line);
      if (output.length > 400) output.shift();
    },
  });
  onCleanUp(() => cluster.stop());
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  onCleanUp(() => db.end());
  const company = await insertCompany(db, 'Faults Bakery');
  const campaigns = [];
  for (let i = 0; i < Math.ceil(PURCHASES / BUYERS) + 2; i++) {
    campaigns.push(
      await insertCampaign(db, company, `Faults campaign ${i + 1}`, PURCHASES * FACE_VALUE_PENCE),
    );
  }
  const buyers = await mintBuyers(db, BUYERS, AUTH_SECRET);

  console.log(
    `purchases: ${PURCHASES} by ${BUYERS} buyers at once, every ${GIFT_EVERY}th a gift; a web process or a worker killed every ${KILL_MIN_S}–${KILL_MAX_S} s…`,
  );
  const metrics = sampleMetrics(cluster);
  const chaos = startChaos(cluster);
  const purchases = await runPurchases(cluster.origin, campaigns, buyers);
  await chaos.stop();
  for (const child of cluster.children) await cluster.ready(child.name);
  console.log(`settling: waiting for the outbox and the gifts due (up to ${SETTLE_LIMIT_S} s)…`);
  const settleSeconds = await settle(db);
  await metrics.stop();
  const checks = await checkNothingLost(db, smtp, campaigns);
  record = {
    loadAverage: { before: loadText(loadBefore), after: loadText(os.loadavg()) },
    topology: `proxy, ${WEB_PROCESSES} web processes (RUN_JOBS=false), ${WORKERS} workers, one PostgreSQL, sandbox payments, SMTP stand-in`,
    purchases: {
      asked: PURCHASES,
      buyers: BUYERS,
      completed: purchases.completed,
      seconds: purchases.seconds,
      failures: purchases.failures,
      gifts: purchases.gifts.length,
    },
    kills: {
      total: chaos.kills.length,
      web: chaos.kills.filter((k) => k.name.startsWith('web')).length,
      worker: chaos.kills.filter((k) => k.name.startsWith('worker')).length,
      restarts: Object.fromEntries(cluster.children.map((c) => [c.name, c.restarts])),
    },
    settleSeconds,
    emailsArrived: smtp.count(),
    // /metrics of every process, every 3 s through the run (what Prometheus would have seen).
    metrics: metrics.samples,
    checks,
  };
} catch (err) {
  console.error(output.slice(-40).join('\n'));
  throw err;
} finally {
  await cleanUp();
}

const { purchases, kills, checks } = record;
console.log(
  `\npurchases ${purchases.completed} of ${purchases.asked} completed in ${purchases.seconds} s (${purchases.gifts} gifts)`,
);
if (Object.keys(purchases.failures).length) {
  console.log('  failed:', purchases.failures);
  // The servers' own words about them (errors only).
  for (const line of output.filter((l) => /"level":50/.test(l)).slice(-5))
    console.log(`  ${line.slice(0, 600)}`);
}
console.log(
  `kills     ${kills.total} SIGKILLs (${kills.web} web, ${kills.worker} worker), restarts ${JSON.stringify(kills.restarts)}`,
);
console.log(`settled   in ${record.settleSeconds} s; ${record.emailsArrived} emails arrived`);
console.log(
  'metrics   s  processes  payments created/succeeded  requests  jobs waiting  mail pending',
);
const every = Math.max(1, Math.ceil(record.metrics.length / 12));
for (const m of record.metrics.filter(
  (_, i) => i % every === 0 || i === record.metrics.length - 1,
)) {
  console.log(
    `  ${String(m.atS).padStart(8)} ${String(m.processesAnswering).padStart(6)}  ${String(m.paymentsCreated).padStart(12)}/${String(m.paymentsSucceeded).padEnd(12)} ${String(m.requests).padStart(8)} ${String(m.jobsWaiting).padStart(12)} ${String(m.mailPending).padStart(12)}`,
  );
}
console.log(`checks    ${JSON.stringify(checks)}`);
console.log(`nothing lost: ${checks.nothingLost ? 'yes' : 'NO'}`);
console.log(
  `Load average (1/5/15 min) before ${record.loadAverage.before}, after ${record.loadAverage.after} on ${os.cpus().length} CPUs.`,
);
writeRecord('faults', record);
if (!checks.nothingLost) process.exitCode = 1;
