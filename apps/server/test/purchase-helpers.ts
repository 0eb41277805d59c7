import type { FastifyInstance } from 'fastify';
import { account, campaigns, companies, customers, hashPassword, user } from '@stepup/db';
import type { Database } from '@stepup/db';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { cookiesFrom } from './account-helpers';

/** A company that can sell: approved, online, with a (sandbox) connected payments account. */
export async function insertSellingCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(companies)
    .values({
      name: 'Brew & Bake',
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: 'acct_sandbox_brewbake',
      paymentsEnabled: true,
      ...overrides,
    })
    .returning({ id: companies.id });
  return row!.id;
}

/** A live campaign: £25/£50/£100 at 10/15/20 %, total £1,000, every step's budget full. */
export async function insertLiveCampaign(
  db: Database,
  companyId: string,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(campaigns)
    .values({
      companyId,
      name: `Campaign ${Math.random().toString(36).slice(2)}`,
      faceValue1Pence: 2500,
      faceValue2Pence: 5000,
      faceValue3Pence: 10000,
      discount1: 10,
      discount2: 15,
      discount3: 20,
      totalValuePence: 100000,
      salesValueLeft1Pence: 100000,
      salesValueLeft2Pence: 100000,
      salesValueLeft3Pence: 100000,
      expiryYears: 2,
      status: 'live',
      isActive: true,
      ...overrides,
    })
    .returning({ id: campaigns.id });
  return row!.id;
}

let passwordHash: Promise<string> | undefined;
const PASSWORD = 'Buyer-Password-1';

/**
 * A verified customer written straight into the database (no bot check, no mail: fast enough
 * for dozens), signed in through the API from an address of its own (the sign-in rate limit is
 * per address). Answers the user id and the session cookie.
 */
export async function newSignedInBuyer(
  app: FastifyInstance,
  db: Database,
  email: string,
  customer: Partial<typeof customers.$inferInsert> = {},
): Promise<{ userId: string; cookie: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await db
    .insert(user)
    .values({ name: 'Buyer', email, emailVerified: true, audience: 'customer', role: 'user' })
    .returning({ id: user.id });
  const userId = row!.id;
  await db.insert(account).values({
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await passwordHash,
  });
  await db.insert(customers).values({
    userId,
    name: 'Buyer',
    emailLower: email.toLowerCase(),
    ...customer,
  });
  const octet = (n: number) => (n % 250) + 1;
  const hash = [...email].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password: PASSWORD },
    remoteAddress: `10.${octet(hash)}.${octet(hash >> 8)}.${octet(hash >> 16)}`,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { userId, cookie: cookiesFrom(signIn.headers['set-cookie']) };
}

/** A `payment_intent.succeeded` event for a purchase, as Stripe (and the sandbox) sends it. */
export function successEvent(eventId: string, purchase: CreatePurchaseResponse) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    account: purchase.connectedAccountId,
    data: {
      object: {
        id: purchase.paymentIntentId,
        object: 'payment_intent',
        amount: purchase.totalPence,
        amount_received: purchase.totalPence,
        application_fee_amount: purchase.giftingFeePence,
        currency: 'gbp',
        status: 'succeeded',
        metadata: { paymentId: purchase.paymentId },
      },
    },
  });
}
