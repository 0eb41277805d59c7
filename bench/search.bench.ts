// npm run bench:search [-- --campaigns N --runs R]
// The header search (GET /api/campaigns/search's service) over N generated live campaigns on
// embedded PGlite: p50/p95 per query kind, and the plan PostgreSQL picks. Writes
// results/search-latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrate, seedDemo, sql } from '@stepup/db';
import { searchCampaigns } from '../apps/server/src/modules/catalog/search-service';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const CAMPAIGNS = arg('campaigns', 10_000);
const RUNS = arg('runs', 200);

const words = `coffee cake brunch tea spa massage facial barber haircut pizza pasta sushi bakery
  sourdough pastry wine cheese oyster gin cocktail yoga pilates climbing kayak cinema theatre
  bookshop florist garden candle pottery vinyl bicycle tailor perfume chocolate gelato ramen
  tapas curry burger vegan bistro deli butcher fishmonger grocer museum escape karting golf`
  .split(/\s+/)
  .filter(Boolean);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-'));
  const database = await createDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db, { filesDir });
  const { db } = database;

  const started = performance.now();
  // N live campaigns spread over the seeded companies, each with a description of three words
  // and three keywords from the list, so common words match hundreds and rare strings few.
  await db.execute(sql`
    with co as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from companies where status = 'approved'
    ),
    w as (select string_to_array(${words.join(' ')}, ' ') as list, ${words.length}::int as size)
    insert into campaigns (
      id, company_id, name, description, keywords, face_value_1_pence, face_value_2_pence,
      face_value_3_pence, discount_1, discount_2, discount_3, total_value_pence,
      sales_value_left_1_pence, sales_value_left_2_pence, sales_value_left_3_pence,
      status, is_active, sales_count
    )
    select gen_random_uuid()::text, co.id, 'Bench campaign ' || g,
      'Enjoy ' || w.list[1 + (g * 7) % w.size] || ' and ' || w.list[1 + (g * 13) % w.size] ||
        ' with ' || w.list[1 + (g * 31) % w.size] || ' number ' || g || '.',
      array[w.list[1 + (g * 3) % w.size], w.list[1 + (g * 11) % w.size], 'kw' || g],
      1000, 2000, 3000, 10, 15, 20, 100000, 100000, 100000, 100000,
      'live', true, g % 500
    from generate_series(1, ${CAMPAIGNS}) g
    cross join w
    join co on co.n = g % co.total
  `);
  await db.execute(sql`analyze campaigns`);
  await db.execute(sql`analyze companies`);
  const loadMs = performance.now() - started;

  const queries: Record<string, string> = {
    'common word (hundreds match)': 'coffee',
    'rare string (one match)': 'number 7345.',
    'keyword substring': 'kw999',
    'company name': 'copper kettle',
    'nonsense (no match)': 'zzqxv',
    'two letters': 'ca',
  };
  const results: Record<string, { results: number; p50Ms: number; p95Ms: number }> = {};
  for (const [kind, q] of Object.entries(queries)) {
    await searchCampaigns(db, q); // warm-up
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      count = (await searchCampaigns(db, q)).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results[kind] = {
      results: count,
      p50Ms: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
    };
    console.log(
      `${kind.padEnd(30)} q=${JSON.stringify(q).padEnd(16)} results=${String(count).padStart(2)}  p50 ${results[kind].p50Ms.toFixed(2)} ms  p95 ${results[kind].p95Ms.toFixed(2)} ms`,
    );
  }

  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`
    explain select c.id from campaigns c where c.description ilike '%number 7345.%'
    union select c.id from campaigns c join companies co on co.id = c.company_id
      where co.name ilike '%number 7345.%'
    union select c.id from campaigns c
      where campaign_keywords_text(c.keywords) ilike '%number 7345.%'`);
  const planText = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  console.log(`\nPlan of the candidate search (rare string):\n${planText}`);

  const record = {
    at: new Date().toISOString(),
    command: `npm run bench:search -- --campaigns ${CAMPAIGNS} --runs ${RUNS}`,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: 'PGlite 0.5 in memory, demo seed plus the generated campaigns',
    campaigns: CAMPAIGNS,
    runsPerQuery: RUNS,
    loadMs: Math.round(loadMs),
    queries: results,
    indexesUsed: [
      'campaigns_description_trgm_idx',
      'campaigns_keywords_trgm_idx',
      'companies_name_trgm_idx',
    ].filter((i) => planText.includes(i)),
  };
  const out = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'results',
    'search-latest.json',
  );
  fs.writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nRecorded in ${path.relative(process.cwd(), out)}`);
  await database.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
}

await main();
