import { and, eq, gt, sql } from '@stepup/db';
import type { Database } from '@stepup/db';
import { applePassRegistrations, campaigns, companies, vouchers, walletPasses } from '@stepup/db';

/** A voucher as its wallet pass needs it, with what decides whether the pass is void. */
export interface WalletPassVoucherRow {
  id: string;
  code: string;
  campaignName: string;
  companyName: string;
  faceValuePence: number;
  expiresAt: Date;
  buyFor: 'self' | 'gift';
  usedAt: Date | null;
  cancelledAt: Date | null;
  paymentDate: Date;
  changedAt: Date;
  appleIssuedAt: Date | null;
  googleObjectId: string | null;
}

/** A voucher handed to a wallet, by its id (the pass's serial number); null when it was not. */
export async function findWalletPassVoucher(
  db: Database,
  voucherId: string,
): Promise<WalletPassVoucherRow | null> {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignName: campaigns.name,
      companyName: companies.name,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      buyFor: vouchers.buyFor,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      paymentDate: vouchers.paymentDate,
      changedAt: walletPasses.changedAt,
      appleIssuedAt: walletPasses.appleIssuedAt,
      googleObjectId: walletPasses.googleObjectId,
    })
    .from(walletPasses)
    .innerJoin(vouchers, eq(vouchers.id, walletPasses.voucherId))
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(eq(walletPasses.voucherId, voucherId));
  return row ?? null;
}

/** One of the customer's own vouchers (their purchase), as a pass shows it; null for another's. */
export async function findOwnVoucher(db: Database, userId: string, voucherId: string) {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignName: campaigns.name,
      companyName: companies.name,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      buyFor: vouchers.buyFor,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      paymentDate: vouchers.paymentDate,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.buyerUserId, userId)));
  return row ?? null;
}

/** Notes that the voucher went to Apple Wallet (its pass can now be registered and updated). */
export async function noteApplePassIssued(db: Database, voucherId: string, at: Date) {
  await db
    .insert(walletPasses)
    .values({ voucherId, appleIssuedAt: at, changedAt: at })
    .onConflictDoUpdate({
      target: walletPasses.voucherId,
      set: {
        appleIssuedAt: sql`coalesce(${walletPasses.appleIssuedAt}, excluded.apple_issued_at)`,
      },
    });
}

/** Notes the Google Wallet object a "Save" link was made for (to void it later). */
export async function noteGoogleObject(
  db: Database,
  voucherId: string,
  objectId: string,
  at: Date,
) {
  await db
    .insert(walletPasses)
    .values({ voucherId, googleObjectId: objectId, changedAt: at })
    .onConflictDoUpdate({ target: walletPasses.voucherId, set: { googleObjectId: objectId } });
}

/** Moves the pass's update tag to `at`; false when the voucher never went to a wallet. */
export async function markWalletPassChanged(
  db: Database,
  voucherId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(walletPasses)
    .set({ changedAt: at })
    .where(eq(walletPasses.voucherId, voucherId))
    .returning({ voucherId: walletPasses.voucherId });
  return rows.length > 0;
}

/** Registers a device for a pass's updates; answers whether it was new. */
export async function registerDevice(
  db: Database,
  registration: { deviceLibraryIdentifier: string; voucherId: string; pushToken: string },
): Promise<boolean> {
  const existing = await db
    .select({ pushToken: applePassRegistrations.pushToken })
    .from(applePassRegistrations)
    .where(
      and(
        eq(applePassRegistrations.deviceLibraryIdentifier, registration.deviceLibraryIdentifier),
        eq(applePassRegistrations.voucherId, registration.voucherId),
      ),
    );
  await db
    .insert(applePassRegistrations)
    .values(registration)
    .onConflictDoUpdate({
      target: [applePassRegistrations.deviceLibraryIdentifier, applePassRegistrations.voucherId],
      set: { pushToken: registration.pushToken },
    });
  return existing.length === 0;
}

export async function unregisterDevice(
  db: Database,
  deviceLibraryIdentifier: string,
  voucherId: string,
) {
  await db
    .delete(applePassRegistrations)
    .where(
      and(
        eq(applePassRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
        eq(applePassRegistrations.voucherId, voucherId),
      ),
    );
}

/** The device's registered passes changed after `since` (all of them without it). */
export async function passesChangedFor(
  db: Database,
  deviceLibraryIdentifier: string,
  since: Date | undefined,
): Promise<{ voucherId: string; changedAt: Date }[]> {
  const mine = eq(applePassRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier);
  return db
    .select({ voucherId: walletPasses.voucherId, changedAt: walletPasses.changedAt })
    .from(applePassRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.voucherId, applePassRegistrations.voucherId))
    .where(since ? and(mine, gt(walletPasses.changedAt, since)) : mine);
}

/** The push tokens of every device keeping the voucher's pass. */
export async function pushTokensOf(db: Database, voucherId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pushToken: applePassRegistrations.pushToken })
    .from(applePassRegistrations)
    .where(eq(applePassRegistrations.voucherId, voucherId));
  return rows.map((row) => row.pushToken);
}

/** Forgets every registration with a push token APNs no longer knows. */
export async function forgetPushToken(db: Database, pushToken: string) {
  await db.delete(applePassRegistrations).where(eq(applePassRegistrations.pushToken, pushToken));
}
