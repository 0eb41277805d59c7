import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, customers, eq, mailOutbox, user, voucherExpiryReminders, vouchers } from '@stepup/db';
import type { AppContext } from '../../context/app-context';
import { sweeps } from '../../jobs/all-jobs';
import { sendExpiryRemindersJob } from '../../jobs/send-expiry-reminders';
import { insertVoucher } from '../../../test/company-helpers';
import { insertLiveCampaign, insertSellingCompany } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Expiry reminders (docs/product.md#expiry-reminders, ADR 034): the hourly job run with a clock
// of our own, by two workers at once, against the real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). What a holder notices is the mail outbox.

let t: TestApp;
let ctx: AppContext;
let companyId: string;
let campaignId: string;
const db = () => t.deps.database.db;
const TEMPLATE = 'voucher-expiry-reminder';

// Every voucher here expires at 15:00 on 3 January 2027 (GMT) unless it says otherwise.
const EXPIRES = new Date('2027-01-03T15:00:00Z');
const DAYS_31 = new Date('2026-12-03T12:00:00Z');
const DAYS_30 = new Date('2026-12-04T00:30:00Z');
const DAYS_7 = new Date('2026-12-27T08:00:00Z');

async function customer(email: string, name: string): Promise<string> {
  const [row] = await db()
    .insert(user)
    .values({ name, email, emailVerified: true, audience: 'customer', role: 'user' })
    .returning({ id: user.id });
  await db().insert(customers).values({ userId: row!.id, name, emailLower: email });
  return row!.id;
}

/** The two workers of a deployment taking the same hourly sweep at the same moment. */
async function twoWorkersAt(now: Date) {
  const at = { ...ctx, clock: () => now };
  await Promise.all([sendExpiryRemindersJob.handle(at, {}), sendExpiryRemindersJob.handle(at, {})]);
}

const reminders = async (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, TEMPLATE)));

let codes: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = t.app.ctx;
  companyId = await insertSellingCompany(db(), {
    name: 'Brew & Bake',
    contactEmail: 'sales@brew.test',
  });
  campaignId = await insertLiveCampaign(db(), companyId, { name: 'Coffee Club' });
  const ada = await customer('ada@example.test', 'Ada Lovelace');
  const bob = await customer('bob@example.test', 'Bob Buyer');
  const base = { campaignId, companyId, expiresAt: EXPIRES, faceValuePence: 2000 };
  codes = {
    ada: await insertVoucher(db(), { ...base, buyerUserId: ada }),
    guest: await insertVoucher(db(), {
      ...base,
      buyerUserId: null,
      guestEmail: 'guest@example.test',
    }),
    // Bob's gift to Sam, delivered; his gift to Kim is booked for later.
    sam: await insertVoucher(db(), {
      ...base,
      buyerUserId: bob,
      buyFor: 'gift',
      giftRecipientName: 'Sam',
      giftRecipientEmail: 'sam@example.test',
      giftMessage: 'Enjoy',
      giftDeliveredAt: new Date('2026-01-01T10:00:00Z'),
    }),
    kim: await insertVoucher(db(), {
      ...base,
      buyerUserId: bob,
      buyFor: 'gift',
      giftRecipientName: 'Kim',
      giftRecipientEmail: 'kim@example.test',
      giftMessage: 'Later',
      giftDeliverAt: new Date('2026-12-20T10:00:00Z'),
    }),
    used: await insertVoucher(db(), { ...base, buyerUserId: bob, usedAt: new Date() }),
    cancelled: await insertVoucher(db(), { ...base, buyerUserId: bob, cancelledAt: new Date() }),
    disputed: await insertVoucher(db(), { ...base, buyerUserId: bob, frozenAt: new Date() }),
    // A closed account's own voucher: neither an account nor a guest email is left on it.
    closed: await insertVoucher(db(), { ...base, buyerUserId: null, guestEmail: null }),
  };
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('expiry reminders', () => {
  it('is a sweep queued each hour', () => {
    expect(sweeps).toContainEqual({ job: sendExpiryRemindersJob, every: { cron: '0 * * * *' } });
  });

  it('sends nothing 31 days before', async () => {
    await twoWorkersAt(DAYS_31);
    expect(await db().select().from(voucherExpiryReminders)).toEqual([]);
  });

  it('emails each holder once 30 days before, however many workers race: the buyer, a guest, a gift’s recipient', async () => {
    // Bought just now with 4 days left: only the 7-day reminder is ever due.
    codes.late = await insertVoucher(db(), {
      campaignId,
      companyId,
      faceValuePence: 2000,
      buyerUserId: (await db().select().from(user).where(eq(user.email, 'ada@example.test')))[0]!
        .id,
      expiresAt: new Date('2026-12-08T12:00:00Z'),
    });
    await twoWorkersAt(DAYS_30);
    await twoWorkersAt(DAYS_30);

    const [toAda, ...moreToAda] = await reminders('ada@example.test');
    // Ada's own voucher's 30-day reminder, and the late one's 7-day reminder: one each.
    expect(moreToAda).toHaveLength(1);
    const thirty = [toAda!, ...moreToAda].find((m) => m.text.includes(codes.ada!))!;
    expect(thirty.subject).toBe('Your £20.00 voucher for Brew & Bake expires on 3 January 2027');
    expect(thirty.text).toContain('Hello Ada Lovelace,');
    expect(thirty.text).toContain('expires in 30 days, on 3 January 2027');
    expect(thirty.text).toContain('Open My Vouchers: https://www.stepup.test/for-me');

    const [toGuest, ...moreToGuest] = await reminders('guest@example.test');
    expect(moreToGuest).toEqual([]);
    expect(toGuest!.text).toContain(codes.guest);
    expect(toGuest!.text).toContain(
      'Activate your account: https://www.stepup.test/signup?email=guest%40example.test',
    );

    // The gift's recipient holds the code, not the buyer.
    const [toSam, ...moreToSam] = await reminders('sam@example.test');
    expect(moreToSam).toEqual([]);
    expect(toSam!.text).toContain('Hello Sam,');
    expect(toSam!.text).toContain(codes.sam);
    expect(toSam!.text).toContain(
      `See Brew & Bake: https://www.stepup.test/campaign/${campaignId}`,
    );
    expect(await reminders('bob@example.test')).toEqual([]);
    // Kim's gift is not delivered yet: she does not know the code, so nothing yet.
    expect(await reminders('kim@example.test')).toEqual([]);

    const rows = await db()
      .select({
        code: vouchers.code,
        kind: voucherExpiryReminders.kind,
        sentTo: voucherExpiryReminders.sentTo,
      })
      .from(voucherExpiryReminders)
      .innerJoin(vouchers, eq(vouchers.id, voucherExpiryReminders.voucherId));
    expect(
      rows.sort((a, b) => a.sentTo.localeCompare(b.sentTo) || a.kind.localeCompare(b.kind)),
    ).toEqual([
      { code: codes.ada, kind: '30d', sentTo: 'ada@example.test' },
      { code: codes.late, kind: '7d', sentTo: 'ada@example.test' },
      { code: codes.guest, kind: '30d', sentTo: 'guest@example.test' },
      { code: codes.sam, kind: '30d', sentTo: 'sam@example.test' },
    ]);
  });

  it('reminds a gift’s recipient once it has been delivered', async () => {
    await db()
      .update(vouchers)
      .set({ giftDeliveredAt: new Date('2026-12-20T10:00:00Z') })
      .where(eq(vouchers.code, codes.kim!));
    await twoWorkersAt(new Date('2026-12-20T11:00:00Z'));
    const toKim = await reminders('kim@example.test');
    expect(toKim).toHaveLength(1);
    expect(toKim[0]!.text).toContain('expires in 14 days, on 3 January 2027');
  });

  it('emails each holder once more 7 days before, and never for used, cancelled, disputed or closed-account vouchers', async () => {
    await twoWorkersAt(DAYS_7);
    await twoWorkersAt(new Date(DAYS_7.getTime() + 3_600_000));

    const sevenDay = (m: { text: string }) => m.text.includes('expires in 7 days');
    expect((await reminders('ada@example.test')).filter(sevenDay)).toHaveLength(1);
    expect((await reminders('guest@example.test')).filter(sevenDay)).toHaveLength(1);
    expect((await reminders('sam@example.test')).filter(sevenDay)).toHaveLength(1);
    expect((await reminders('kim@example.test')).filter(sevenDay)).toHaveLength(1);
    // Ada's late voucher had its 7-day reminder already: 2 × 30-day-or-late + 1 × 7-day.
    expect(await reminders('ada@example.test')).toHaveLength(3);

    const reminded = new Set(
      (await db().select().from(voucherExpiryReminders)).map((r) => r.voucherId),
    );
    const neverReminded = await db()
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers);
    for (const key of ['used', 'cancelled', 'disputed', 'closed'] as const) {
      const id = neverReminded.find((v) => v.code === codes[key])!.id;
      expect(reminded.has(id), key).toBe(false);
    }
    expect(await reminders('bob@example.test')).toEqual([]);
  });

  it('sends nothing once the voucher has expired', async () => {
    const before = (await db().select().from(mailOutbox)).length;
    await twoWorkersAt(new Date(EXPIRES.getTime() + 1));
    expect(await db().select().from(mailOutbox)).toHaveLength(before);
  });
});
