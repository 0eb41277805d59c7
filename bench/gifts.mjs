// `npm run bench:gifts`: N gifts due in the same minute (default 10,000), delivered by W worker
// processes (default 2, `npm run worker`) on PostgreSQL, through a local SMTP stand-in that counts
// what arrives. Measures the seconds from the moment they fall due until the last gift email and
// the last "your gift was sent" email arrived, and checks each recipient got exactly one. The
// ceiling, measured in the same run on the same database, is the time PostgreSQL takes for the
// bare writes a delivery needs (claim the gift, write its two emails, mark them sent) issued from
// here as single transactions; the goal (issue 19) is every gift sent within 60 s.
//   npm run bench:gifts [-- --gifts 10000 --workers 2 --lead 30 --limit 240]
// --lead: seconds between queueing the gifts and their delivery time; --limit: how long to wait
// for the last email after that before giving up (the run then reports what arrived). With
// BENCH_CPU_PROF=DIR the web process and each worker leave a CPU profile in DIR (lib/run.mjs), to
// see where a delivery's time goes (ADR 045).
import os from 'node:os';
import pg from 'pg';
import { createDatabase, demoAccounts } from '@stepup/db';
import { deliverGiftJob } from '../apps/server/src/jobs/deliver-gift.ts';
import { startJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import {
  arg,
  cleanUp,
  loadText,
  onCleanUp,
  profileArgs,
  postgresServer,
  scratchDatabase,
  startChild,
  startMarketplace,
  writeRecord,
} from './lib/run.mjs';
import { startSmtpStandIn } from './lib/smtp-sink.mjs';

const GIFTS = arg('gifts', 10_000);
const WORKERS = arg('workers', 2);
const LEAD_S = arg('lead', 30);
const LIMIT_S = arg('limit', 240);
const GOAL_S = 60;

if (!postgresServer) {
  console.error(
    'bench:gifts runs on PostgreSQL (workers are separate processes): set BENCH_DATABASE_URL or TEST_DATABASE_URL',
  );
  process.exit(1);
}

const recipient = (n) => `gift-${n}@bench.example`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Web process (migrations, demo seed; no jobs) and the workers, on one scratch database. */
async function startCluster(databaseUrl, smtpUrl) {
  const { env } = await startMarketplace({
    databaseUrl,
    env: { SMTP_URL: smtpUrl, RUN_JOBS: 'false' },
    label: 'the web process',
  });
  for (let n = 1; n <= WORKERS; n++) {
    await startChild(
      `worker ${n}`,
      [...profileArgs(), '--import', 'tsx', 'apps/server/src/worker.ts'],
      env,
    );
  }
}

/** The gifts, as issued vouchers of a demo campaign bought by the demo customer, due at `dueAt`. */
async function createGifts(client, dueAt) {
  const { rows } = await client.query(
    `select c.id as "campaignId", c.company_id as "companyId", u.id as "buyerId"
       from campaigns c, "user" u
      where u.email = $1 and c.status = 'live' and not c.test_mode
      order by c.created_at limit 1`,
    [demoAccounts.customer.email],
  );
  const [{ campaignId, companyId, buyerId }] = rows;
  const { rows: ids } = await client.query(
    `insert into vouchers (id, code, campaign_id, company_id, buyer_user_id, step, face_value_pence,
       discount, price_paid_pence, buy_for, gift_recipient_name, gift_recipient_email,
       gift_message, gift_deliver_at, expires_at)
     select gen_random_uuid()::text, 'BG' || lpad(g::text, 8, '0'), $1, $2, $3, 1, 2000, 10, 1800,
       'gift', 'Recipient ' || g, 'gift-' || g || '@bench.example', 'Happy birthday!', $4,
       now() + interval '1 year'
       from generate_series(1, $5) g
     returning id`,
    [campaignId, companyId, buyerId, dueAt, GIFTS],
  );
  return ids.map((row) => row.id);
}

/** Queues each gift's delivery at its time, as issuing a gift voucher does (afterIssue). */
async function queueDeliveries(databaseUrl, voucherIds, dueAt) {
  const database = await createDatabase({ databaseUrl, dataDir: os.tmpdir() });
  const jobs = await startJobQueue(database, { onError: (err) => console.error(err) });
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < voucherIds.length) {
        const voucherId = voucherIds[next++];
        await jobs.send(deliverGiftJob, { voucherId }, { startAfter: dueAt });
      }
    }),
  );
  await jobs.stop();
  await database.close();
}

/**
 * The ceiling: the rows a delivery writes (claim the gift, two outbox emails, both marked sent),
 * as single transactions from a pool as large as the workers', on copies of the gifts.
 */
async function measureCeiling(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 * WORKERS });
  await pool.query(
    `create temporary table if not exists _unused (id int); -- warms a connection
     create table bench_ceiling_gifts as
       select id, gift_delivered_at from vouchers where gift_recipient_email like '%@bench.example';
     alter table bench_ceiling_gifts add primary key (id);
     create table bench_ceiling_mail (like mail_outbox including defaults);`,
  );
  const { rows } = await pool.query('select id from bench_ceiling_gifts');
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 * WORKERS }, async () => {
      const client = await pool.connect();
      try {
        while (next < rows.length) {
          const { id } = rows[next++];
          await client.query('begin');
          await client.query(
            'update bench_ceiling_gifts set gift_delivered_at = now() where id = $1 and gift_delivered_at is null',
            [id],
          );
          const mail = await client.query(
            `insert into bench_ceiling_mail (id, "to", subject, text)
             values (gen_random_uuid()::text, $1, 'Gift', 'Text'), (gen_random_uuid()::text, $1, 'Sent', 'Text')
             returning id`,
            [id],
          );
          await client.query('commit');
          await client.query(`update bench_ceiling_mail set status = 'sent' where id = any($1)`, [
            mail.rows.map((row) => row.id),
          ]);
        }
      } finally {
        client.release();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_ceiling_gifts; drop table bench_ceiling_mail;');
  await pool.end();
  return seconds;
}

const loadBefore = os.loadavg();
let record;
try {
  const smtp = await startSmtpStandIn();
  const databaseUrl = await scratchDatabase();
  console.log(`Starting a web process and ${WORKERS} workers on a scratch database…`);
  await startCluster(databaseUrl, smtp.url);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  onCleanUp(() => client.end());

  const dueAt = new Date(Date.now() + LEAD_S * 1000);
  console.log(`Creating ${GIFTS} gifts due at ${dueAt.toISOString()} and queueing them…`);
  const queueStarted = performance.now();
  const voucherIds = await createGifts(client, dueAt);
  await queueDeliveries(databaseUrl, voucherIds, dueAt);
  const queuedSeconds = (performance.now() - queueStarted) / 1000;
  if (Date.now() > dueAt.getTime()) {
    console.warn(`!! queueing took ${queuedSeconds.toFixed(1)} s, past the lead of ${LEAD_S} s`);
  }
  console.log(`Queued in ${queuedSeconds.toFixed(1)} s; waiting for the delivery time…`);
  await sleep(Math.max(0, dueAt.getTime() - Date.now()));

  // Every gift sends two emails: the gift to its recipient, "your gift was sent" to the buyer.
  const expected = 2 * GIFTS;
  const giveUpAt = dueAt.getTime() + LIMIT_S * 1000;
  let reported = 0;
  while (smtp.count() < expected && Date.now() < giveUpAt) {
    await sleep(250);
    const elapsed = Math.floor((Date.now() - dueAt.getTime()) / 1000);
    if (elapsed >= reported + 10) {
      reported = elapsed;
      console.log(`  ${elapsed} s: ${smtp.count()} of ${expected} emails arrived`);
    }
  }
  // A little longer, so a duplicate sent just after the last expected email is counted too.
  await sleep(2_000);
  const allArrived = smtp.count() >= expected;
  const secondsToLast = allArrived ? (smtp.lastAt() - dueAt.getTime()) / 1000 : null;

  let missing = 0;
  let duplicated = 0;
  for (let n = 1; n <= GIFTS; n++) {
    const got = smtp.received.get(recipient(n)) ?? 0;
    if (got === 0) missing += 1;
    if (got > 1) duplicated += 1;
  }
  const buyerEmails = smtp.received.get(demoAccounts.customer.email) ?? 0;
  const { rows: database } = await client.query(
    `select
       (select count(*)::int from vouchers where gift_recipient_email like '%@bench.example' and gift_delivered_at is not null) as "delivered",
       (select count(*)::int from mail_outbox where template = 'gift-delivery' and "to" like '%@bench.example') as "giftEmails",
       (select count(*)::int from mail_outbox where template = 'gift-delivery' and "to" like '%@bench.example' and status = 'sent') as "giftEmailsSent",
       (select count(*)::int from mail_outbox where status <> 'sent') as "outboxNotSent"`,
  );

  console.log('Measuring the ceiling (the same writes as bare SQL transactions)…');
  const ceilingSeconds = await measureCeiling(databaseUrl);
  const exact =
    allArrived &&
    missing === 0 &&
    duplicated === 0 &&
    buyerEmails === GIFTS &&
    database[0].delivered === GIFTS;

  record = {
    loadAverage: { before: loadText(loadBefore), after: loadText(os.loadavg()) },
    gifts: GIFTS,
    workers: WORKERS,
    dueAt: dueAt.toISOString(),
    queueSeconds: Number(queuedSeconds.toFixed(1)),
    emailsExpected: expected,
    emailsArrived: smtp.count(),
    secondsFromDueToLastEmail: secondsToLast === null ? null : Number(secondsToLast.toFixed(1)),
    giftsPerSecond: secondsToLast ? Math.round(GIFTS / secondsToLast) : null,
    exactlyOnce: { exact, missing, duplicated, buyerEmails, ...database[0] },
    ceilingSeconds: Number(ceilingSeconds.toFixed(1)),
    ratioToCeiling: secondsToLast ? Number((ceilingSeconds / secondsToLast).toFixed(3)) : null,
    goal: `all ${GIFTS} sent within ${GOAL_S} s by ${WORKERS} workers, exactly once`,
    met: exact && secondsToLast !== null && secondsToLast <= GOAL_S,
  };
} finally {
  await cleanUp();
}

console.log(
  `\n${record.gifts} gifts, ${record.workers} workers: last email ${record.secondsFromDueToLastEmail ?? 'never'} s after they fell due (${record.giftsPerSecond ?? 0} gifts/s); ${record.emailsArrived} of ${record.emailsExpected} emails arrived.`,
);
console.log(
  `Exactly once: ${record.exactlyOnce.exact ? 'yes' : 'NO'} (missing ${record.exactlyOnce.missing}, duplicated ${record.exactlyOnce.duplicated}, buyer got ${record.exactlyOnce.buyerEmails}).`,
);
console.log(
  `Ceiling (bare SQL writes of the deliveries): ${record.ceilingSeconds} s; ratio ${record.ratioToCeiling ?? '—'}. Goal: ${record.goal}: ${record.met ? 'met' : 'MISSED'}.`,
);
console.log(`Load average before ${record.loadAverage.before}, after ${record.loadAverage.after}.`);
writeRecord('gifts', record);
