// `npm run bench:scale`: do the lists grow with the data? (issue 19, ADR 044)
// The same reads — catalog list, header search (a common word, two letters), a campaign page, a
// customer's wallet, a busy company's dashboard, the admin lists (companies, campaigns, customers,
// payments, the interaction log) — measured one request at a time (p50/p99) on a small
// marketplace (≈1k campaigns) and on a big one, each generated with SQL (generate_series) in a
// scratch PostgreSQL database that is dropped after. Both run side by side, and each read is
// measured on them in alternating blocks, so the machine's busy moments land on both. The small
// marketplace is the ceiling: the goal is big p99 ≤ 2 × small p99. For each read it also prints how many rows
// PostgreSQL read by sequential scans of the big tables while it was measured
// (pg_stat_user_tables), and the EXPLAIN (ANALYZE) plans of the catalog, search, dashboard and
// admin list queries on the big database.
//   npm run bench:scale [-- --campaigns 100000 --customers 1000000 --vouchers 1000000]
//                       [-- --runs 200]                    requests per read and size (the p99
//                                                          of 40 would be the slowest one)
//                       [-- --min-seconds 2]               and more, for at least this long
//                       [-- --small-campaigns 1000]        the ceiling's size
// Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL). The server runs as `npm start` runs it
// (migrations, demo seed), in a child process on free ports of 127.0.0.1; admin lists are timed
// in this process through the admin repository (their routes need two-step sign-in).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabase, demoAccounts } from '@stepup/db';
import { ADMIN_LIST_COUNT_LIMIT } from '@stepup/domain';
import {
  findCampaignsForAdmin,
  findCompaniesForAdmin,
} from '../apps/server/src/modules/admin/repository';
import { findCustomersForAdmin } from '../apps/server/src/modules/admin/customers-repository';
import {
  countInteractionLog,
  findInteractionLog,
} from '../apps/server/src/modules/admin/interaction-log-repository';
import {
  findPaymentsForAdmin,
  paymentTotalsForAdmin,
} from '../apps/server/src/modules/admin/payments-repository';
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

const BIG = {
  campaigns: arg('campaigns', 100_000),
  customers: arg('customers', 1_000_000),
  vouchers: arg('vouchers', 1_000_000),
};
const SMALL_CAMPAIGNS = arg('small-campaigns', 1_000);
const SMALL = { campaigns: SMALL_CAMPAIGNS, customers: SMALL_CAMPAIGNS, vouchers: SMALL_CAMPAIGNS };
// 200: the p99 is then the third-slowest request, not the slowest of 40, which one pause decides.
const RUNS = arg('runs', 200);
// A fast read is measured for this long at least, so its p99 is not two requests' luck.
const MIN_SECONDS = arg('min-seconds', 2);
const GOAL_RATIO = 2;
if (!postgresServer) {
  console.error('bench:scale needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL server');
  process.exit(1);
}

async function startServer(databaseUrl) {
  const { origin: web, business, stop } = await startMarketplace({ databaseUrl });
  return { web, business, stop };
}

const words = `coffee cake brunch tea spa massage facial barber haircut pizza pasta sushi bakery
  sourdough pastry wine cheese oyster gin cocktail yoga pilates climbing kayak cinema theatre
  bookshop florist garden candle pottery vinyl bicycle tailor perfume chocolate gelato ramen
  tapas curry burger vegan bistro deli butcher fishmonger grocer museum escape karting golf`
  .split(/\s+/)
  .filter(Boolean);

/**
 * The marketplace at `size`, on top of the demo seed: companies of 20 campaigns each, the demo
 * company made the busy one (0.5 % of the campaigns, 5 % of the vouchers), customers with a
 * voucher each on average, the demo customer's wallet of 20. Campaigns are mostly live; some
 * rejected, ended, in test mode or sold out, as a real catalog has. The dashboard counters are
 * filled the way migration 0023 backfills them (the row trigger is off while generating).
 */
async function generate(client, size) {
  const companies = Math.max(1, Math.round(size.campaigns / 20));
  const busyCampaigns = Math.max(1, Math.round(size.campaigns / 200));
  const { rows: ids } = await client.query(`
    select
      (select cm.company_id from company_members cm join "user" u on u.id = cm.user_id
        where u.email = '${demoAccounts.company.email}' limit 1) as busy,
      (select id from "user" where email = '${demoAccounts.customer.email}') as customer`);
  const { busy, customer } = ids[0];
  await client.query(
    `
    insert into companies (id, name, description, status, current_status, category_id)
    select 'bench-co-' || g, 'Bench company ' || g || ' ' || (string_to_array($1, ' '))[1 + g % $2],
      'A generated company.', 'approved', 'online',
      (select id from categories order by sort_order offset (g % 5) limit 1)
    from generate_series(1, ${companies}) g`,
    [words.join(' '), words.length],
  );
  await client.query(
    `
    insert into campaigns (
      id, company_id, name, description, keywords, face_value_1_pence, face_value_2_pence,
      face_value_3_pence, discount_1, discount_2, discount_3, total_value_pence,
      sales_value_left_1_pence, sales_value_left_2_pence, sales_value_left_3_pence,
      status, is_active, test_mode, sales_count, created_at
    )
    select 'bench-ca-' || g,
      case when g <= ${busyCampaigns} then $3 else 'bench-co-' || (1 + g % ${companies}) end,
      'Bench campaign ' || g,
      'Enjoy ' || w[1 + (g * 7) % $2] || ' and ' || w[1 + (g * 13) % $2] ||
        ' with ' || w[1 + (g * 31) % $2] || ' number ' || g || '.',
      array[w[1 + (g * 3) % $2], w[1 + (g * 11) % $2], 'kw' || g],
      1000, 2000, 3000, 10, 15, 20, 100000,
      case when g % 97 = 0 then 500 else 100000 end,
      case when g % 97 = 0 then 500 else 100000 end,
      case when g % 97 = 0 then 500 else 100000 end,
      case when g % 50 = 0 then 'rejected' when g % 41 = 0 then 'ended' else 'live' end,
      g % 50 <> 0 and g % 41 <> 0, g % 53 = 0, (g * 7919) % 1000,
      now() - make_interval(secs => g * 60)
    from generate_series(1, ${size.campaigns}) g, string_to_array($1, ' ') w`,
    [words.join(' '), words.length, busy],
  );
  await client.query(`
    insert into campaign_categories (campaign_id, category_id)
    select c.id, cat.id from campaigns c
    join lateral (select id from categories order by sort_order
      offset (hashtext(c.id) & 7) % 5 limit 1) cat on true
    where c.id like 'bench-ca-%'`);
  await client.query(`
    insert into "user" (id, name, email, email_verified, audience)
    select 'bench-u-' || g, 'Bench Customer ' || g, 'customer' || g || '@bench.test', true, 'customer'
    from generate_series(1, ${size.customers}) g`);
  await client.query(`
    insert into customers (user_id, name, email_lower, created_at)
    select 'bench-u-' || g, 'Bench Customer ' || g, 'customer' || g || '@bench.test',
      now() - make_interval(secs => g)
    from generate_series(1, ${size.customers}) g`);
  // A card payment behind each voucher (the admin payments list), issued by the same rule.
  const voucherCampaign = `join campaigns c on c.id = 'bench-ca-' || case when g % 20 = 0
      then 1 + (g / 20) % ${busyCampaigns}
      else 1 + (g * 13) % ${size.campaigns} end`;
  const buyer = `case when g <= 20 then $1 else 'bench-u-' || (1 + (g * 7) % ${size.customers}) end`;
  await client.query(
    `
    insert into payments (id, provider, provider_payment_id, provider_charge_id, status,
      amount_pence, voucher_amount_pence, amount_captured_pence, user_id, campaign_id, company_id,
      step, slot, face_value_pence, discount, created_at)
    select 'bench-p-' || g, 'sandbox', 'pi_bench_' || g, 'ch_bench_' || g, 'succeeded',
      900, 900, 900, ${buyer}, c.id, c.company_id, 1 + g % 3, 0, 1000, 10,
      now() - make_interval(secs => g * 10)
    from generate_series(1, ${size.vouchers}) g
    ${voucherCampaign}`,
    [customer],
  );
  // The interaction log: one entry per customer, as admins' changes would write them.
  await client.query(`
    insert into audit_log (id, actor_label, action, target_type, target_id, at)
    select 'bench-l-' || g, 'admin' || (g % 5) || '@bench.test', 'customer.update', 'customer',
      'bench-u-' || g, now() - make_interval(secs => g)
    from generate_series(1, ${size.customers}) g`);
  await client.query('alter table vouchers disable trigger vouchers_campaign_step_sales');
  // Every 20th voucher is the busy company's; the demo customer gets 20.
  await client.query(
    `
    insert into vouchers (id, code, campaign_id, company_id, buyer_user_id, step, slot,
      face_value_pence, discount, price_paid_pence, used_at, cancelled_at, payment_date, expires_at,
      payment_id)
    select 'bench-v-' || g, 'BENCH-' || g, c.id, c.company_id, ${buyer},
      1 + g % 3, 0, 1000, 10, 900,
      case when g % 4 = 0 then now() - interval '1 day' end,
      case when g % 25 = 0 then now() end,
      now() - make_interval(secs => g * 10), now() + make_interval(days => 1 + g % 400),
      'bench-p-' || g
    from generate_series(1, ${size.vouchers}) g
    ${voucherCampaign}`,
    [customer],
  );
  // Each cancelled voucher was refunded (4 % of them): the wallet reads a voucher's refunds.
  await client.query(`
    insert into refunds (id, payment_id, voucher_id, amount_pence, status, requested_by,
      cancels_voucher, provider_refund_id, succeeded_at, created_at)
    select 'bench-r-' || g, 'bench-p-' || g, 'bench-v-' || g, 900, 'succeeded', 'customer', true,
      're_bench_' || g, now(), now()
    from generate_series(25, ${size.vouchers}, 25) g`);
  await client.query('alter table vouchers enable trigger vouchers_campaign_step_sales');
  await client.query(`
    delete from campaign_step_sales;
    insert into campaign_step_sales
      (company_id, campaign_id, step, vouchers_sold, vouchers_redeemed, face_value_pence)
    select company_id, campaign_id, step, count(*), count(used_at), sum(face_value_pence)
    from vouchers where cancelled_at is null group by company_id, campaign_id, step`);
  await client.query('vacuum analyze');
  return { busyCompanyId: busy, customerId: customer };
}

async function signIn(origin, { email, password }) {
  const res = await fetch(`${origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The requests of one read are made in blocks of `BLOCK`, a block on the small marketplace, then
 * one on the big one, and so on: both sizes are measured under the same conditions of the
 * machine, so a busy moment (another process, a slower core) lands on both rather than on one.
 * At least `RUNS` requests one after another per size, after 3 each not counted, and more blocks
 * until `MIN_SECONDS` have passed: a read answered from memory in half a millisecond makes 200
 * requests in a tenth of a second, and its p99 (the third-slowest) was then whichever size one
 * pause of the machine happened to hit (session 27: 1.3 against 3.7 ms, with both sizes' slow
 * requests spread alike over time and none from the data).
 */
const BLOCK = 20;

function summary(times, items) {
  times.sort((a, b) => a - b);
  const round = (ms) => Number(ms.toFixed(1));
  return {
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    requests: times.length,
    items,
  };
}

async function timeAlternating(runs) {
  const times = runs.map(() => []);
  const items = [];
  for (const [at, run] of runs.entries()) {
    for (let i = 0; i < 3; i += 1) items[at] = await run();
  }
  const started = performance.now();
  for (
    let done = 0;
    done < RUNS || performance.now() - started < MIN_SECONDS * 1000;
    done += BLOCK
  ) {
    for (const [at, run] of runs.entries()) {
      for (let i = 0; i < BLOCK; i += 1) {
        const before = performance.now();
        items[at] = await run();
        times[at].push(performance.now() - before);
      }
    }
  }
  return runs.map((_, at) => summary(times[at], items[at]));
}

const bigTables = [
  'audit_log',
  'payments',
  'campaigns',
  'campaign_categories',
  'companies',
  'customers',
  'vouchers',
  'user',
  'refunds',
];

/**
 * Rows read by sequential scans of the big tables so far. An idle backend flushes its statistics
 * within 10 s (PostgreSQL's PGSTAT_IDLE_INTERVAL), hence the wait; only the big run counts them.
 */
async function seqReads(client) {
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    `select relname, seq_scan, seq_tup_read from pg_stat_user_tables where relname = any($1)`,
    [bigTables],
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_tup_read)]));
}

async function prepareSize(label, size) {
  const started = performance.now();
  console.log(`\n== ${label}: ${JSON.stringify(size)} — scratch database, server, data…`);
  const url = await scratchDatabase();
  const server = await startServer(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onCleanUp(() => client.end());
  const genStarted = performance.now();
  const { busyCompanyId, customerId } = await generate(client, size);
  const generateSeconds = Number(((performance.now() - genStarted) / 1000).toFixed(1));
  console.log(`${label}: generated in ${generateSeconds} s`);
  const customerCookie = await signIn(server.web, demoAccounts.customer);
  const companyCookie = await signIn(server.business, demoAccounts.company);
  const { rows: picked } = await client.query(
    `select (select id from categories where enabled order by sort_order limit 1) as category`,
  );
  const category = picked[0].category;
  const list = await (await fetch(`${server.web}/api/campaigns`)).json();
  const detailId = list.campaigns[Math.floor(list.campaigns.length / 2)].id;
  const { db } = await createDatabase({ databaseUrl: url, poolMax: 2 });

  const get = (origin, route, cookie) => async () => {
    const res = await fetch(origin + route, cookie ? { headers: { cookie } } : {});
    const body = await res.text();
    if (!res.ok) throw new Error(`GET ${route}: ${res.status} ${body.slice(0, 200)}`);
    const json = JSON.parse(body);
    return (json.campaigns ?? json.vouchers ?? [json]).length;
  };
  const page = { limit: 50, offset: 0 };
  const reads = {
    'catalog list (popular)': get(server.web, '/api/campaigns'),
    'catalog list (newest)': get(server.web, '/api/campaigns?sort=newest'),
    // What the category page asks for (ADR 044: 12 a page), and the whole list, which the API
    // still answers to a client that asks for no page.
    'catalog list (category)': get(
      server.web,
      `/api/campaigns?category=${category}&sort=popular&page=1&limit=12`,
    ),
    'catalog list (category, page 2)': get(
      server.web,
      `/api/campaigns?category=${category}&sort=popular&page=2&limit=12`,
    ),
    'catalog list (category, unpaged)': get(server.web, `/api/campaigns?category=${category}`),
    'search common word': get(server.web, '/api/campaigns/search?q=coffee'),
    'search two letters': get(server.web, '/api/campaigns/search?q=ca'),
    'campaign detail': get(server.web, `/api/campaigns/${detailId}`),
    'customer wallet': get(server.web, '/api/wallet', customerCookie),
    'busy company dashboard': get(server.business, '/api/company/dashboard', companyCookie),
    'admin companies': async () => (await findCompaniesForAdmin(db, {}, page)).rows.length,
    'admin campaigns': async () => (await findCampaignsForAdmin(db, {}, page)).rows.length,
    'admin customers': async () => (await findCustomersForAdmin(db, {}, page)).rows.length,
    // The payments list's page, its count and its sums (payments-list.ts), unfiltered.
    'admin payments': async () => {
      const [rows] = await Promise.all([
        findPaymentsForAdmin(db, {}, page),
        paymentTotalsForAdmin(db, {}),
      ]);
      return rows.length;
    },
    'admin interaction log': async () => {
      const [rows] = await Promise.all([
        findInteractionLog(db, {}, page),
        countInteractionLog(db, {}),
      ]);
      return rows.length;
    },
  };
  return {
    label,
    size,
    started,
    generateSeconds,
    reads,
    client,
    // The big run's plans, read once every read is measured.
    plans: () =>
      label === 'big' ? explainPlans(client, { busyCompanyId, customerId, category }) : {},
    stop: server.stop,
  };
}

/**
 * Every read on both marketplaces, alternating (timeAlternating), with the rows of the big
 * tables that the big marketplace's reads scanned sequentially per request.
 */
async function measureBoth(small, big) {
  const figures = { small: {}, big: {} };
  let before = await seqReads(big.client);
  for (const name of Object.keys(big.reads)) {
    const [smallFigure, bigFigure] = await timeAlternating([small.reads[name], big.reads[name]]);
    const after = await seqReads(big.client);
    // Rows of the big tables read by sequential scans per request (the demo seed's own tables
    // are tiny; a scan of a generated table shows as thousands).
    bigFigure.seqRowsPerRequest = Object.fromEntries(
      bigTables
        .map((t) => [
          t,
          Math.round(((after[t] ?? 0) - (before[t] ?? 0)) / (bigFigure.requests + 3)),
        ])
        .filter(([, n]) => n > 0),
    );
    before = after;
    figures.small[name] = smallFigure;
    figures.big[name] = bigFigure;
    for (const [label, figure] of [
      ['small', smallFigure],
      ['big', bigFigure],
    ]) {
      console.log(
        `${label}: ${name.padEnd(24)} p50 ${String(figure.p50Ms).padStart(7)} ms  p99 ${String(figure.p99Ms).padStart(7)} ms  requests ${figure.requests}  items ${figure.items}${figure.seqRowsPerRequest ? `  seq rows/request ${JSON.stringify(figure.seqRowsPerRequest)}` : ''}`,
      );
    }
  }
  const results = {};
  for (const prepared of [small, big]) {
    const plans = await prepared.plans();
    await prepared.stop();
    results[prepared.label] = {
      size: prepared.size,
      generateSeconds: prepared.generateSeconds,
      seconds: Number(((performance.now() - prepared.started) / 1000).toFixed(1)),
      reads: figures[prepared.label],
      plans,
    };
  }
  return results;
}

/**
 * EXPLAIN (ANALYZE) of the queries behind the catalog list, the search, the dashboard and the
 * admin lists, written as the repositories send them (apps/server/src/modules/catalog/repository.ts,
 * search-repository.ts, company-campaigns/repository.ts), on the big database.
 */
async function explainPlans(client, { busyCompanyId, customerId, category }) {
  const visible = `c.status = 'live' and c.is_active = true and c.frozen = false
    and co.status = 'approved' and c.test_mode = false
    and greatest(c.sales_value_left_1_pence, c.sales_value_left_2_pence, c.sales_value_left_3_pence) >= c.face_value_1_pence`;
  const queries = {
    'catalog list (popular)': `select c.id, array(select cc.category_id from campaign_categories cc
        where cc.campaign_id = c.id) from campaigns c join companies co on co.id = c.company_id
      where ${visible} order by c.sales_count desc, c.created_at desc, c.id limit 1000`,
    'catalog list (category, newest)': `select c.id from campaigns c join companies co on co.id = c.company_id
      where ${visible} and exists (select 1 from campaign_categories cc
        where cc.campaign_id = c.id and cc.category_id = '${category}')
      order by c.created_at desc, c.id limit 1000`,
    // The first pass (search-repository.ts searchMostPopular): matches among the 5,000 most
    // popular visible campaigns; a common word or two letters stop here.
    ...Object.fromEntries(
      [
        ['search common word', 'coffee'],
        ['search two letters', 'ca'],
      ].map(([name, text]) => [
        name,
        `select w.id from (select c.id, c.sales_count, c.created_at, c.description, c.keywords,
            co.name as company_name
          from campaigns c join companies co on co.id = c.company_id where ${visible}
          order by c.sales_count desc, c.created_at desc, c.id limit 5000) w
        where w.description ilike '%${text}%' or w.company_name ilike '%${text}%'
          or exists (select 1 from unnest(w.keywords) k where k ilike '%${text}%')
        order by w.sales_count desc, w.created_at desc, w.id limit 50`,
      ]),
    ),
    // The reads the benchmark times (popular order, the list's default) as well as the newest:
    // the category page's first page of 12, the count of its total, and the unpaged list.
    'catalog list (category)': `select c.id from campaigns c join companies co on co.id = c.company_id
      where ${visible} and exists (select 1 from campaign_categories cc
        where cc.campaign_id = c.id and cc.category_id = '${category}')
      order by c.sales_count desc, c.created_at desc, c.id limit 12`,
    'catalog list (category) total': `select count(*) from (select 1 from campaigns c
      join companies co on co.id = c.company_id
      where ${visible} and exists (select 1 from campaign_categories cc
        where cc.campaign_id = c.id and cc.category_id = '${category}') limit 1001) matching`,
    'catalog list (category, unpaged)': `select c.id from campaigns c join companies co on co.id = c.company_id
      where ${visible} and exists (select 1 from campaign_categories cc
        where cc.campaign_id = c.id and cc.category_id = '${category}')
      order by c.sales_count desc, c.created_at desc, c.id limit 1000`,
    // apps/server/src/modules/admin/repository.ts and customers-repository.ts: a page in order
    // and the count of matching rows, which stops one past ADMIN_LIST_COUNT_LIMIT.
    'admin campaigns page': `select c.*, co.name from campaigns c join companies co on co.id = c.company_id
      order by c.status = 'pending' desc, case when c.status = 'pending' then c.created_at end asc,
        c.created_at desc, c.id limit 50`,
    'admin campaigns count': `select count(*) from (select 1 from campaigns
      limit ${ADMIN_LIST_COUNT_LIMIT + 1}) matching`,
    'admin customers count': `select count(*) from (select 1 from customers
      limit ${ADMIN_LIST_COUNT_LIMIT + 1}) matching`,
    // payments-repository.ts and interaction-log-repository.ts: the same capped count.
    'admin payments count': `select count(*) from (select 1 from payments p
      where p.kind = 'payment' limit ${ADMIN_LIST_COUNT_LIMIT + 1}) matching`,
    'admin payments page': `select p.id from payments p
      join companies co on co.id = p.company_id join campaigns c on c.id = p.campaign_id
      left join "user" u on u.id = p.user_id left join customers cu on cu.user_id = p.user_id
      left join vouchers v on v.payment_id = p.id where p.kind = 'payment'
      order by p.created_at desc, p.id desc limit 50`,
    'admin interaction log page': `select id from audit_log order by at desc, id desc limit 50`,
    'admin interaction log count': `select count(*) from (select 1 from audit_log
      limit ${ADMIN_LIST_COUNT_LIMIT + 1}) matching`,
    // company-campaigns/repository.ts: a page of 20 campaigns, their step counters, the totals
    // over every campaign, the count for the pager.
    'dashboard campaigns page': `select * from campaigns where company_id = '${busyCompanyId}'
      order by created_at desc, id desc limit 20`,
    'dashboard step figures': `select campaign_id, step, face_value_pence, vouchers_sold, vouchers_redeemed
      from campaign_step_sales where company_id = '${busyCompanyId}' and vouchers_sold > 0
        and campaign_id in (select id from campaigns where company_id = '${busyCompanyId}'
          order by created_at desc, id desc limit 20)`,
    'dashboard totals': `select sum(face_value_pence) filter (where step between 1 and 3),
      sum(vouchers_sold), sum(vouchers_redeemed)
      from campaign_step_sales where company_id = '${busyCompanyId}'`,
    'dashboard campaigns count': `select count(*) from campaigns where company_id = '${busyCompanyId}'`,
    'dashboard expiring soon': `select count(*) from vouchers where company_id = '${busyCompanyId}'
      and used_at is null and cancelled_at is null
      and expires_at >= now() and expires_at < now() + interval '30 days'`,
    // The sweep every process that runs jobs makes each minute (jobs/all-jobs.ts): reconciliation's
    // stale open payments (purchases/repository.ts findStaleCreatedPayments), read through the
    // partial index of open payments, not the table of every payment ever made.
    'sweep: stale open payments': `select id from payments where status = 'created'
      and kind = 'payment' and created_at < now() - interval '15 minutes'
      and provider_payment_id is not null limit 100`,
    // wallet/repository.ts: the customer's vouchers, each with its refunds' sum and newest status.
    'customer wallet': `select v.id,
        (select sum(r.amount_pence) from refunds r where r.voucher_id = v.id and r.status <> 'failed'),
        (select r.status from refunds r where r.voucher_id = v.id order by r.created_at desc limit 1)
      from vouchers v join campaigns c on c.id = v.campaign_id join companies co on co.id = v.company_id
      where v.buyer_user_id = '${customerId}' order by v.payment_date desc, v.id desc`,
  };
  const plans = {};
  for (const [name, query] of Object.entries(queries)) {
    const { rows } = await client.query(`explain (analyze, costs off, timing off) ${query}`);
    plans[name] = rows.map((r) => r['QUERY PLAN']);
    const seq = bigTableScans(plans[name], name.startsWith('sweep:'));
    const flagged = seq.filter((scan) => scan.flagged);
    console.log(
      `\n-- EXPLAIN ANALYZE ${name}${flagged.length ? `  !! sequential scan of a big table (${describeScans(flagged)})` : seq.length ? `  (capped sequential reads: ${describeScans(seq)})` : ''}`,
    );
    console.log(plans[name].join('\n'));
  }
  return plans;
}

// The big tables whose sequential scans the plans are checked for.
const BIG_TABLE_SCAN =
  /Seq Scan on (payments|audit_log|campaigns|vouchers|customers|campaign_categories|refunds)\b/;

/**
 * The sequential scans of big tables in a plan, with the rows each read: (rows + rows removed by
 * its filter) × loops. A sweep must read none. A read may scan as far as a capped count's limit
 * (ADMIN_LIST_COUNT_LIMIT + 1 rows, under a Limit): it stops there whatever the table's size, and
 * reading those rows in order is cheaper than through an index. Past that, it is a scan of the
 * table, flagged.
 */
function bigTableScans(plan, isSweep) {
  const scans = [];
  plan.forEach((line, at) => {
    const table = BIG_TABLE_SCAN.exec(line)?.[1];
    if (!table) return;
    const [, rows = '0', loops = '1'] = /actual rows=(\d+) loops=(\d+)/.exec(line) ?? [];
    const indent = line.search(/\S/);
    let removed = 0;
    for (const detail of plan.slice(at + 1)) {
      if (detail.search(/\S/) <= indent || detail.trimStart().startsWith('->')) break;
      const filtered = /Rows Removed by Filter: (\d+)/.exec(detail);
      if (filtered) removed = Number(filtered[1]);
    }
    const read = (Number(rows) + removed) * Number(loops);
    scans.push({ table, read, flagged: isSweep || read > ADMIN_LIST_COUNT_LIMIT + 1 });
  });
  return scans;
}

const describeScans = (scans) =>
  scans.map(({ table, read }) => `${table} ${read.toLocaleString('en-GB')} rows`).join(', ');

const loadBefore = os.loadavg();
const started = performance.now();
const results = {};
try {
  // Both marketplaces run side by side, so each read is measured on both at the same time.
  const small = await prepareSize('small', SMALL);
  const big = await prepareSize('big', BIG);
  Object.assign(results, await measureBoth(small, big));
} finally {
  await cleanUp();
}
const loadAfter = os.loadavg();

console.log(
  `\n${'read'.padEnd(24)} ${'small p99'.padStart(10)} ${'big p99'.padStart(9)} ${'ratio'.padStart(6)}  goal ≤ ${GOAL_RATIO}×`,
);
const ratios = {};
for (const name of Object.keys(results.big.reads)) {
  const small = results.small.reads[name].p99Ms;
  const big = results.big.reads[name].p99Ms;
  const ratio = Number((big / Math.max(small, 0.1)).toFixed(2));
  ratios[name] = { smallP99Ms: small, bigP99Ms: big, ratio, met: ratio <= GOAL_RATIO };
  console.log(
    `${name.padEnd(24)} ${String(small).padStart(10)} ${String(big).padStart(9)} ${String(ratio).padStart(6)}  ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}`,
  );
}
const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
console.log(
  `\nAt least ${RUNS} sequential requests per read and size, and more for at least ${MIN_SECONDS} s, after 3 not counted, in blocks of ${BLOCK} alternating between the sizes; ratio = big p99 ÷ small p99. ${seconds} s in all. Load average (1/5/15 min) before ${loadText(loadBefore)}, after ${loadText(loadAfter)} on ${os.cpus().length} CPUs.`,
);

writeRecord('scale', {
  loadAverage: { before: loadText(loadBefore), after: loadText(loadAfter) },
  runs: RUNS,
  minSeconds: MIN_SECONDS,
  goal: `big p99 ≤ ${GOAL_RATIO} × small p99`,
  seconds,
  ratios,
  small: results.small,
  big: results.big,
});
