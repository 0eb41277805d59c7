import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  budgetReservations,
  customOffers,
  customers,
  payments,
  refunds,
  user,
  vouchers,
} from '../schema';
import type { Random } from './prng';

// About six months of sales on the demo campaigns, so the dashboards have something to draw:
// customers who buy step 1, some of whom come back for step 2 days or weeks later and fewer for
// step 3; gifts; most older vouchers redeemed; a few cancelled and refunded; custom offers made,
// charged, declined or left to expire. Every sale is written as a purchase writes it: a succeeded
// sandbox payment, its committed budget reservation and its voucher. The caller sets each
// campaign's step budgets and sold counter from what this returns, so they agree with the rows.
// Kept to a few hundred rows, inserted a table at a time: many tests seed the demo.

const DAY = 86_400_000;
/** How far back the history goes. */
const HISTORY_DAYS = 180;

export interface HistoryCampaign {
  id: string;
  companyId: string;
  paymentAccountId: string;
  /** Sales start the day after approval (never before). */
  approvedAt: Date;
  faces: [number, number, number];
  discounts: [number, number, number];
  totalPence: number;
  expiryYears: number;
  customOffers: boolean;
  /** How many customers bought step 1 (the demo company's campaigns get more, to read well). */
  buyers: number;
}

export interface CampaignSales {
  /** Face value sold per step (not cancelled): what the step budgets lost. */
  usedPence: [number, number, number];
  /** Vouchers sold (not cancelled), the campaign's sold counter. */
  count: number;
}

/** A sale (or, negative, its refund) taken from a step's budget and the sold counter. */
function use(figures: CampaignSales, step: 1 | 2 | 3, face: number, sign = 1) {
  figures.usedPence[step - 1] = figures.usedPence[step - 1]! + sign * face;
  figures.count += sign;
}

const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Ivy',
  'Lily',
  'Isabella',
  'Rosie',
  'Sophia',
  'Grace',
  'Freya',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Leo',
  'Harry',
  'Oscar',
  'Archie',
  'Henry',
  'Theodore',
  'Freddie',
  'Jack',
  'Charlie',
  'Alfie',
  'Priya',
  'Aisha',
  'Mohammed',
  'Yusuf',
  'Zara',
  'Ellie',
  'Ruby',
  'Evie',
  'Finley',
  'Reuben',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Khan',
  'Hughes',
  'Clarke',
  'Lewis',
  'Edwards',
  'Turner',
  'Hill',
  'Cooper',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
  'Harris',
  'Scott',
  'Baker',
  'Young',
];

/** Writes the history; answers each campaign's sales (by campaign id) for its budgets. */
export async function seedHistory(
  tx: Transaction,
  {
    random,
    now,
    campaigns,
    giftingFeePence,
    voucherCode,
  }: {
    random: Random;
    now: Date;
    campaigns: readonly HistoryCampaign[];
    giftingFeePence: number;
    voucherCode: () => string;
  },
): Promise<Map<string, CampaignSales>> {
  const at = (time: number) => new Date(Math.min(time, now.getTime() - 60_000));

  // The customers: signed up over the six months, last seen around their last purchase.
  const people = FIRST_NAMES.map((first, i) => {
    const name = `${first} ${LAST_NAMES[i]!}`;
    const email = `${first}.${LAST_NAMES[i]!}`.toLowerCase() + '@example.com';
    const createdAt = new Date(now.getTime() - random.int(20, HISTORY_DAYS + 30) * DAY);
    return { name, email, createdAt, lastSeen: createdAt };
  });
  const userRows = await tx
    .insert(user)
    .values(
      people.map((p) => ({
        name: p.name,
        email: p.email,
        emailVerified: true,
        audience: 'customer' as const,
        role: 'user',
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    )
    .returning({ id: user.id });
  const customerIds = userRows.map((row) => row.id);

  type Sale = {
    campaign: HistoryCampaign;
    buyer: number;
    step: 1 | 2 | 3 | 4;
    slot: number | null;
    face: number;
    discount: number;
    date: Date;
    gift: boolean;
    /** A charged custom offer's index in `offers` (its voucher is step 4). */
    offer?: number;
  };
  const sales: Sale[] = [];
  const sold = new Map<string, CampaignSales>();
  for (const campaign of campaigns) {
    const figures: CampaignSales = { usedPence: [0, 0, 0], count: 0 };
    sold.set(campaign.id, figures);
    const opens = Math.max(campaign.approvedAt.getTime(), now.getTime() - HISTORY_DAYS * DAY);
    const span = now.getTime() - opens;
    if (span < DAY) continue;
    // Each step keeps budget for its first slot, so the campaign stays on sale.
    const canSell = (step: 1 | 2 | 3, face: number) =>
      campaign.totalPence - figures.usedPence[step - 1]! - face >= campaign.faces[0] + 500;
    const sell = (sale: Omit<Sale, 'campaign' | 'face' | 'discount' | 'offer'>) => {
      const step = sale.step as 1 | 2 | 3;
      const face = campaign.faces[sale.slot!]!;
      if (sale.date.getTime() >= now.getTime() || !canSell(step, face)) return false;
      use(figures, step, face);
      sales.push({ ...sale, campaign, face, discount: campaign.discounts[step - 1]! });
      return true;
    };
    const slot = () => (random.next() < 0.6 ? 0 : random.next() < 0.7 ? 1 : 2);
    const buyers = new Set<number>();
    while (buyers.size < Math.min(campaign.buyers, customerIds.length))
      buyers.add(random.int(0, customerIds.length - 1));
    for (const buyer of buyers) {
      const first = opens + random.next() * span;
      const gift = random.next() < 0.15;
      if (!sell({ buyer, step: 1, slot: slot(), date: at(first), gift })) continue;
      if (random.next() > 0.55) continue;
      const second = first + random.int(3, 30) * DAY + random.int(0, 12 * 3600) * 1000;
      if (!sell({ buyer, step: 2, slot: slot(), date: new Date(second), gift: false })) continue;
      if (random.next() > 0.45) continue;
      const third = second + random.int(5, 45) * DAY + random.int(0, 12 * 3600) * 1000;
      sell({ buyer, step: 3, slot: slot(), date: new Date(third), gift: false });
    }
  }

  // Custom offers on the campaigns that take them: charged (a voucher of step 4, outside the
  // ladder's budgets and counter), declined, expired or withdrawn.
  const outcomes = ['charged', 'declined', 'expired', 'charged', 'withdrawn'] as const;
  const offers = campaigns
    .filter((c) => c.customOffers)
    .flatMap((campaign) =>
      outcomes.slice(0, random.int(2, outcomes.length)).map((status) => {
        const made = new Date(now.getTime() - random.int(2, 120) * DAY);
        const buyer = random.int(0, customerIds.length - 1);
        const face = Math.min(50_000, campaign.faces[1] + 1000);
        const discount = Math.min(95, campaign.discounts[2] + 10);
        const decided = new Date(made.getTime() + 3 * 3600_000);
        let sale: number | undefined;
        if (status === 'charged') {
          sale = sales.length;
          sales.push({
            campaign,
            buyer,
            step: 4,
            slot: null,
            face,
            discount,
            date: decided,
            gift: false,
          });
        }
        return {
          sale,
          customerUserId: customerIds[buyer]!,
          campaignId: campaign.id,
          companyId: campaign.companyId,
          faceValuePence: face,
          discount,
          status,
          keyHash: `seed-offer-${campaign.id}-${status}-${made.getTime()}`,
          cardSavedAt: made,
          expiresAt: new Date(made.getTime() + DAY),
          declineReason: status === 'declined' ? 'That discount is more than we can offer.' : null,
          decidedAt: status === 'declined' || status === 'charged' ? decided : null,
          createdAt: made,
          updatedAt: status === 'charged' ? decided : made,
        };
      }),
    );

  // Payments, then their reservations and vouchers: most older ones redeemed, a few refunded.
  const paymentRows = await tx
    .insert(payments)
    .values(
      sales.map((sale, i) => {
        const price = Math.round((sale.face * (100 - sale.discount)) / 100);
        const fee = sale.gift ? giftingFeePence : 0;
        const intent = `pi_seed${String(i + 1).padStart(6, '0')}`;
        return {
          provider: 'sandbox' as const,
          providerPaymentId: intent,
          providerChargeId: `ch_${intent.slice(3)}`,
          connectedAccountId: sale.campaign.paymentAccountId,
          status: 'succeeded' as const,
          amountPence: price + fee,
          voucherAmountPence: price,
          giftingAmountPence: fee,
          applicationFeePence: fee,
          amountCapturedPence: price + fee,
          userId: customerIds[sale.buyer]!,
          campaignId: sale.campaign.id,
          companyId: sale.campaign.companyId,
          step: sale.step,
          slot: sale.slot,
          faceValuePence: sale.face,
          discount: sale.discount,
          buyFor: sale.gift ? ('gift' as const) : ('self' as const),
          createdAt: sale.date,
          updatedAt: sale.date,
        };
      }),
    )
    .returning({ id: payments.id });
  const ladder = sales.flatMap((sale, i) => (sale.step === 4 ? [] : [{ sale, i }]));
  await tx.insert(budgetReservations).values(
    ladder.map(({ sale, i }) => ({
      paymentId: paymentRows[i]!.id,
      campaignId: sale.campaign.id,
      step: sale.step,
      amountPence: sale.face,
      status: 'committed' as const,
      expiresAt: new Date(sale.date.getTime() + 15 * 60_000),
      createdAt: sale.date,
      updatedAt: sale.date,
    })),
  );
  const refunded = new Set<number>();
  const voucherValues = sales.map((sale, i) => {
    const age = (now.getTime() - sale.date.getTime()) / DAY;
    const person = people[sale.buyer]!;
    if (sale.date > person.lastSeen) person.lastSeen = sale.date;
    // One in twenty-five, bought within its first days and not used: cancelled for a refund.
    const refund = sale.step !== 4 && i % 25 === 7 && age > 3;
    if (refund) refunded.add(i);
    const used = !refund && age > 5 && random.next() < Math.min(0.85, age / 40);
    const usedAt = used
      ? at(sale.date.getTime() + random.int(2, Math.max(3, Math.min(60, age - 1))) * DAY)
      : null;
    const price = Math.round((sale.face * (100 - sale.discount)) / 100);
    const cancelledAt = refund ? new Date(sale.date.getTime() + 2 * DAY) : null;
    return {
      code: voucherCode(),
      campaignId: sale.campaign.id,
      companyId: sale.campaign.companyId,
      buyerUserId: customerIds[sale.buyer]!,
      step: sale.step,
      slot: sale.slot,
      faceValuePence: sale.face,
      discount: sale.discount,
      pricePaidPence: price,
      giftingFeePence: sale.gift ? giftingFeePence : 0,
      buyFor: sale.gift ? ('gift' as const) : ('self' as const),
      giftRecipientName: sale.gift ? 'Sam Carter' : null,
      giftRecipientEmail: sale.gift ? 'sam.carter@example.com' : null,
      giftMessage: sale.gift ? 'Enjoy! With love x' : null,
      giftDeliverAt: sale.gift ? sale.date : null,
      giftDeliveredAt: sale.gift ? sale.date : null,
      usedAt,
      cancelledAt,
      cancelledBy: refund ? ('customer' as const) : null,
      cancelReason: refund ? 'Bought by mistake' : null,
      refundedAt: cancelledAt,
      refundPence: refund ? price + (sale.gift ? giftingFeePence : 0) : null,
      paymentDate: sale.date,
      expiresAt: new Date(sale.date.getTime() + sale.campaign.expiryYears * 365.24 * DAY),
      paymentId: paymentRows[i]!.id,
      createdAt: sale.date,
      updatedAt: usedAt ?? cancelledAt ?? sale.date,
    };
  });
  const voucherRows = await tx
    .insert(vouchers)
    .values(voucherValues)
    .returning({ id: vouchers.id });

  // Refunds: the payment refunded in full, the reservation's budget given back.
  if (refunded.size > 0) {
    const refundedSales = [...refunded];
    await tx.insert(refunds).values(
      refundedSales.map((i) => ({
        paymentId: paymentRows[i]!.id,
        voucherId: voucherRows[i]!.id,
        amountPence: voucherValues[i]!.refundPence!,
        status: 'succeeded' as const,
        requestedBy: 'customer' as const,
        requestedByUserId: customerIds[sales[i]!.buyer]!,
        reason: 'Bought by mistake',
        cancelsVoucher: true,
        providerRefundId: `re_seed${String(i + 1).padStart(6, '0')}`,
        attempts: 1,
        succeededAt: voucherValues[i]!.cancelledAt!,
        createdAt: voucherValues[i]!.cancelledAt!,
        updatedAt: voucherValues[i]!.cancelledAt!,
      })),
    );
    for (const i of refundedSales) {
      const sale = sales[i]!;
      use(sold.get(sale.campaign.id)!, sale.step as 1 | 2 | 3, sale.face, -1);
    }
    const refundedPayments = refundedSales.map((i) => paymentRows[i]!.id);
    // Refunded in full: what was captured.
    await tx
      .update(payments)
      .set({ amountRefundedPence: sql`${payments.amountCapturedPence}` })
      .where(inArray(payments.id, refundedPayments));
    await tx
      .update(budgetReservations)
      .set({ status: 'released' })
      .where(inArray(budgetReservations.paymentId, refundedPayments));
  }

  if (offers.length > 0) {
    await tx.insert(customOffers).values(
      offers.map(({ sale, ...offer }) => ({
        ...offer,
        chargePaymentId: sale === undefined ? null : paymentRows[sale]!.id,
        voucherId: sale === undefined ? null : voucherRows[sale]!.id,
      })),
    );
  }

  await tx.insert(customers).values(
    people.map((p, i) => ({
      userId: customerIds[i]!,
      name: p.name,
      emailLower: p.email,
      lastActive: p.lastSeen,
      lastWebActive: p.lastSeen,
      createdAt: p.createdAt,
      updatedAt: p.lastSeen,
    })),
  );
  return sold;
}
