import { count, customers, eq, isNotNull, siteSettings } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

/** The default gifting price (0 without a settings row). */
export async function findSiteGiftingFee(db: Db): Promise<number> {
  const [row] = await db.select({ fee: siteSettings.giftingFeePence }).from(siteSettings).limit(1);
  return row?.fee ?? 0;
}

/** The price as it is, locked for this transaction (null without a settings row). */
export async function lockSiteGiftingFee(tx: Transaction): Promise<number | null> {
  const [row] = await tx
    .select({ fee: siteSettings.giftingFeePence })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for('update');
  return row?.fee ?? null;
}

export async function setSiteGiftingFee(tx: Transaction, pence: number, at: Date) {
  await tx
    .update(siteSettings)
    .set({ giftingFeePence: pence, updatedAt: at })
    .where(eq(siteSettings.id, 1));
}

/** How many customers have their own gifting fee. */
export async function countGiftingFeeOverrides(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(isNotNull(customers.giftingFeePence));
  return Number(row?.n ?? 0);
}
