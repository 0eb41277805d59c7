import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, customers, eq, mailOutbox, ratingInvitations, user, vouchers } from '@stepup/db';
import type { AppContext } from '../../context/app-context';
import { sweeps } from '../../jobs/all-jobs';
import { sendRatingInvitationsJob } from '../../jobs/send-rating-invitations';
import { insertVoucher } from '../../../test/company-helpers';
import { insertLiveCampaign, insertSellingCompany } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Invitations to rate (ADR 052): the hourly job with a clock of our own, run by two workers at
// once, against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). What the
// customer notices is the mail outbox.

let t: TestApp;
let ctx: AppContext;
let companyId: string;
let campaignId: string;
const db = () => t.deps.database.db;
const TEMPLATE = 'rating-invitation';
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

async function customer(email: string, name: string): Promise<string> {
  const [row] = await db()
    .insert(user)
    .values({ name, email, emailVerified: true, audience: 'customer', role: 'user' })
    .returning({ id: user.id });
  await db().insert(customers).values({ userId: row!.id, name, emailLower: email });
  return row!.id;
}

async function voucher(buyerUserId: string | null, extra: Partial<typeof vouchers.$inferInsert>) {
  const code = await insertVoucher(db(), { campaignId, companyId, buyerUserId, ...extra });
  const [row] = await db()
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.code, code));
  return row!.id;
}

/** The two workers of a deployment taking the same hourly sweep at the same moment. */
async function twoWorkersAt(now: Date) {
  const at = { ...ctx, clock: () => now };
  await Promise.all([
    sendRatingInvitationsJob.handle(at, {}),
    sendRatingInvitationsJob.handle(at, {}),
  ]);
}

const invitations = async (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, TEMPLATE)));

beforeAll(async () => {
  t = await buildTestApp();
  ctx = t.app.ctx;
  companyId = await insertSellingCompany(db(), { name: 'Brew & Bake' });
  campaignId = await insertLiveCampaign(db(), companyId, { name: 'Coffee Club' });
});
afterAll(async () => {
  await t.close();
});

describe('the invitation to rate a used voucher', () => {
  it('is a sweep every hour', () => {
    expect(sweeps).toContainEqual({ job: sendRatingInvitationsJob, every: { cron: '30 * * * *' } });
  });

  it('goes once, a week after use, to the customer who used it, even with two workers', async () => {
    const ada = await customer('ada@invite.test', 'Ada Lovelace');
    const bob = await customer('bob@invite.test', 'Bob Buyer');
    const cyd = await customer('cyd@invite.test', 'Cyd Cancel');
    const dee = await customer('dee@invite.test', 'Dee Gift');
    const adaVoucher = await voucher(ada, { usedAt: ago(7.5) });
    // Used six days ago: not yet.
    const bobVoucher = await voucher(bob, { usedAt: ago(6) });
    // Not used, cancelled, or a gift (its code is the recipient's): never.
    await voucher(bob, {});
    await voucher(cyd, { usedAt: ago(8), cancelledAt: ago(8), cancelledBy: 'company' });
    await voucher(dee, {
      usedAt: ago(8),
      buyFor: 'gift',
      giftRecipientName: 'Grace',
      giftRecipientEmail: 'grace@invite.test',
      giftDeliveredAt: ago(20),
    });
    // Used long ago (before ratings, say): never.
    await voucher(cyd, { usedAt: ago(90) });

    await twoWorkersAt(NOW);
    const adaMail = await invitations('ada@invite.test');
    expect(adaMail).toHaveLength(1);
    expect(adaMail[0]!.subject).toBe('How was Brew & Bake?');
    expect(adaMail[0]!.text).toContain('Hello Ada Lovelace,');
    expect(adaMail[0]!.text).toContain('Coffee Club');
    expect(adaMail[0]!.text).toContain(`/rate/${adaVoucher}`);
    expect(await invitations('bob@invite.test')).toHaveLength(0);
    expect(await invitations('cyd@invite.test')).toHaveLength(0);
    expect(await invitations('dee@invite.test')).toHaveLength(0);
    expect(await invitations('grace@invite.test')).toHaveLength(0);

    // The next hours: Ada is not invited again; Bob's week has passed.
    await twoWorkersAt(new Date(NOW.getTime() + 1.5 * DAY));
    expect(await invitations('ada@invite.test')).toHaveLength(1);
    const bobMail = await invitations('bob@invite.test');
    expect(bobMail).toHaveLength(1);
    expect(bobMail[0]!.text).toContain(`/rate/${bobVoucher}`);
    const rows = await db().select().from(ratingInvitations);
    expect(rows.map((r) => r.sentTo).sort()).toEqual(['ada@invite.test', 'bob@invite.test']);
  });
});
