// The marketplace as the purchase benchmarks set it up and use it: a selling company and its
// campaigns and signed-in buyers written straight into the database, and a complete purchase made
// over HTTP as a buyer's browser makes it (bench:purchases, bench:faults).
import { createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';

export const CARD = '4242424242424242';
/**
 * How often a buyer's page asks for the payment's progress: the customer site's STATUS_POLL_MS
 * (apps/web/src/features/purchases/api/get-purchase-status.ts), first at once, as it does. A
 * benchmark polling faster would measure its own polling.
 */
export const STATUS_POLL_MS = 1000;
export const FACE_VALUE_PENCE = 2500;

/** An approved company taking sandbox payments; its id. */
export async function insertCompany(db, name) {
  const id = randomUUID();
  await db.query(
    `insert into companies (id, name, status, current_status, payment_account_id, payments_enabled)
     values ($1, $2, 'approved', 'online', $3, true)`,
    [id, name, `acct_sandbox_${id.slice(0, 8)}`],
  );
  return id;
}

/** A live campaign of `company` whose every step has `budgetPence` left; its id. */
export async function insertCampaign(db, company, name, budgetPence) {
  const id = randomUUID();
  await db.query(
    `insert into campaigns (id, company_id, name, face_value_1_pence, face_value_2_pence,
       face_value_3_pence, discount_1, discount_2, discount_3, total_value_pence,
       sales_value_left_1_pence, sales_value_left_2_pence, sales_value_left_3_pence,
       expiry_years, status, is_active)
     values ($1, $2, $3, ${FACE_VALUE_PENCE}, 5000, 10000, 10, 15, 20, $4, $4, $4, $4, 2, 'live', true)`,
    [id, company, name, budgetPence],
  );
  return id;
}

/**
 * `count` customers with a session each, minted as better-auth mints them (a token, signed in the
 * cookie with the customer site's secret, derived from `authSecret` as
 * apps/server/src/modules/accounts/auth.ts's siteAuthSecret does): a thousand password sign-ins
 * would measure scrypt. Each answers { userId, token, email, cookie }.
 */
export async function mintBuyers(db, count, authSecret) {
  const secret = Buffer.from(
    hkdfSync('sha256', authSecret, 'stepup-auth', 'site:web', 32),
  ).toString('hex');
  const buyers = [];
  // better-auth's own expiry for a new session (auth.ts: session.expiresIn, 30 days): a session
  // ending sooner is one signed in over updateAge (a day) ago, which better-auth extends with an
  // UPDATE on its first request; a buyer who has just signed in has no such write.
  const expires = new Date(Date.now() + 30 * 86_400_000);
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const email = `bench-buyer-${i}@bench.stepup.test`;
    const token = randomBytes(24).toString('base64url');
    await db.query(
      `with u as (insert into "user" (id, name, email, email_verified, audience, role)
                  values ($1, 'Buyer', $2, true, 'customer', 'user') returning id),
            c as (insert into customers (user_id, name, email_lower) select id, 'Buyer', $2 from u)
       insert into session (id, user_id, token, expires_at) select $3, id, $4, $5 from u`,
      [userId, email, randomUUID(), token, expires],
    );
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    const cookie = `stepup.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    buyers.push({ userId, token, email, cookie });
  }
  return buyers;
}

export async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request, tried again `retries` times when no answer came or the answer was a proxy's 502 or
 * 503 (a process behind it was killed or is stopping): what a browser's user does by pressing the
 * button again. Answers the last response, or null when none came.
 */
async function request(url, init, retries) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, init).catch(() => null);
    const retry = res === null || res.status === 502 || res.status === 503;
    if (!retry || attempt >= retries) return res;
    await res?.arrayBuffer();
    await sleep(200 * (attempt + 1));
  }
}

/**
 * One complete purchase: create it (for the buyer, or as a gift with `gift`), pay it with the
 * sandbox's succeeding test card, then read its progress until the voucher's code shows. Answers
 * the milliseconds it took, or why it failed. `retries` > 0 presses again after a 502/503 or a
 * dropped connection (bench:faults); a purchase created twice that way releases the first
 * (ADR 024: one open payment per buyer and campaign).
 */
export async function purchase(origin, buyer, campaignId, { gift, retries = 0 } = {}) {
  const started = performance.now();
  const created = await request(
    `${origin}/api/purchases`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie },
      body: JSON.stringify({ campaignId, slot: 1, buyFor: gift ? 'gift' : 'self', gift }),
    },
    retries,
  );
  if (!created) return { failed: 'create: no answer' };
  const body = await json(created);
  if (created.status !== 201) {
    return { failed: `create ${created.status} ${body.error?.message ?? ''}`.trim() };
  }
  const paid = await request(
    `${origin}/api/payments/sandbox/intents/${body.paymentIntentId}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: body.clientSecret, cardNumber: CARD }),
    },
    retries,
  );
  if (!paid) return { failed: 'pay: no answer', paymentId: body.paymentId };
  await paid.arrayBuffer();
  if (paid.status !== 200) return { failed: `pay ${paid.status}`, paymentId: body.paymentId };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await request(
      `${origin}/api/purchases/${body.paymentId}/status`,
      { headers: { cookie: buyer.cookie } },
      retries,
    );
    const progress = res ? await json(res) : {};
    if (progress.status === 'succeeded' && progress.voucherCode) {
      return { ms: performance.now() - started, paymentId: body.paymentId };
    }
    if ((res && progress.status !== 'created') || Date.now() > deadline) {
      return {
        failed: `progress ${res?.status ?? 'no answer'} ${progress.status ?? ''}`.trim(),
        paymentId: body.paymentId,
      };
    }
    await sleep(STATUS_POLL_MS);
  }
}
