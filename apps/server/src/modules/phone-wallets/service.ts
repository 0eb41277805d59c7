import { phoneWalletText, walletShowsCode } from '@stepup/domain';
import { AppError } from '../../app-error';
import { requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import type { RateRule } from '../../plugins/rate-limit';
import { getSiteSettings } from '../content/service';
import type { PassVoucher } from './apple-pass';
import { buildApplePass, isApplePassToken } from './apple-pass';
import { googleObjectId, googleSaveLink } from './google-wallet';
import {
  findOwnVoucher,
  findWalletPassVoucher,
  noteApplePassIssued,
  noteGoogleObject,
  passesChangedFor,
  registerDevice,
  unregisterDevice,
} from './repository';

const minute = 60_000;

/**
 * Making a pass signs it (a few milliseconds of RSA): enough for a person, not a script. Wallet's
 * own calls (register, list, fetch, log) are counted per address: a phone makes a handful.
 */
export const phoneWalletRateRules = {
  perCustomer: { name: 'phone-wallet:customer', limit: 30, windowMs: 10 * minute },
  appleWebServicePerIp: { name: 'apple-wallet-service:ip', limit: 300, windowMs: 10 * minute },
} satisfies Record<string, RateRule>;

/** Whether a voucher's pass is void: used, cancelled, given away or expired. */
function isVoided(
  row: {
    cancelledAt: Date | null;
    buyFor: 'self' | 'gift';
    usedAt: Date | null;
    paymentDate: Date;
    expiresAt: Date;
  },
  now: Date,
) {
  const showsCode = walletShowsCode({
    cancelled: row.cancelledAt !== null,
    buyFor: row.buyFor,
    used: row.usedAt !== null,
    paymentDate: row.paymentDate,
  });
  return !showsCode || row.expiresAt.getTime() <= now.getTime();
}

/**
 * The signed-in customer's voucher for a wallet. Who may call: its buyer (a visitor 401, a
 * business account 403), while the wallet shows its code and it has not expired, and only when
 * the server has that wallet's credentials; anything else is 'not found', like the printable
 * PDF, so a voucher's existence is not given away.
 */
async function ownVoucherForWallet(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
  offered: boolean,
): Promise<PassVoucher> {
  const customer = requireCustomer(actor);
  if (!offered) throw new AppError('not_found', phoneWalletText.notAvailable);
  await ctx.limiter.hit(phoneWalletRateRules.perCustomer, customer.user.id);
  const row = await findOwnVoucher(ctx.db, customer.user.id, voucherId);
  if (!row || isVoided(row, ctx.clock())) {
    throw new AppError('not_found', phoneWalletText.notAvailable);
  }
  return {
    id: row.id,
    code: row.code,
    faceValuePence: row.faceValuePence,
    expiresAt: row.expiresAt,
    companyName: row.companyName,
    campaignName: row.campaignName,
    voided: false,
  };
}

const siteOf = async (ctx: AppContext, actor: Actor) => {
  const settings = await getSiteSettings(ctx, actor);
  return {
    siteName: settings.siteName,
    publicWebUrl: ctx.config.publicWebUrl,
    authSecret: ctx.config.authSecret,
  };
};

/** GET /api/wallet/vouchers/:voucherId/apple-pass: the voucher as a signed `.pkpass`. */
export async function applePassForOwner(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
): Promise<Buffer> {
  const apple = ctx.config.appleWallet;
  const voucher = await ownVoucherForWallet(ctx, actor, voucherId, apple !== undefined);
  const pass = await buildApplePass(apple!, await siteOf(ctx, actor), voucher);
  await noteApplePassIssued(ctx.db, voucher.id, ctx.clock());
  return pass;
}

/** GET /api/wallet/vouchers/:voucherId/google-pass: the "Save to Google Wallet" link. */
export async function googleSaveLinkForOwner(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
): Promise<string> {
  const google = ctx.config.googleWallet;
  const voucher = await ownVoucherForWallet(ctx, actor, voucherId, google !== undefined);
  const link = await googleSaveLink(google!, await siteOf(ctx, actor), voucher, ctx.clock());
  await noteGoogleObject(ctx.db, voucher.id, googleObjectId(google!, voucher.id), ctx.clock());
  return link;
}

// Apple's web service for updating passes (ADR 058). Wallet calls it with the pass's
// authentication token (`Authorization: ApplePass <token>`); the device library identifier is
// Wallet's own. Every answer is as Apple documents it: 201/200 register, 200 unregister, 200 or
// 204 for the changed serial numbers, 200 (or 304) with the latest pass, 401 without the token.

/** The pass a web service call is about, once its pass type and token are right; else 401. */
async function authorisedPass(
  ctx: AppContext,
  passTypeIdentifier: string,
  serialNumber: string,
  authorization: string | undefined,
) {
  const apple = ctx.config.appleWallet;
  if (!apple) throw new AppError('not_found', phoneWalletText.notAvailable);
  const row =
    passTypeIdentifier === apple.passTypeIdentifier
      ? await findWalletPassVoucher(ctx.db, serialNumber)
      : null;
  if (
    !row ||
    row.appleIssuedAt === null ||
    !isApplePassToken(ctx.config.authSecret, serialNumber, authorization)
  ) {
    throw new AppError('unauthenticated', phoneWalletText.passNotRecognised);
  }
  return { apple, row };
}

export async function registerPassDevice(
  ctx: AppContext,
  input: {
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    serialNumber: string;
    authorization: string | undefined;
    pushToken: string;
    address: string;
  },
): Promise<'created' | 'exists'> {
  await ctx.limiter.hit(phoneWalletRateRules.appleWebServicePerIp, input.address);
  const { row } = await authorisedPass(
    ctx,
    input.passTypeIdentifier,
    input.serialNumber,
    input.authorization,
  );
  const created = await registerDevice(ctx.db, {
    deviceLibraryIdentifier: input.deviceLibraryIdentifier,
    voucherId: row.id,
    pushToken: input.pushToken,
  });
  return created ? 'created' : 'exists';
}

export async function unregisterPassDevice(
  ctx: AppContext,
  input: {
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    serialNumber: string;
    authorization: string | undefined;
    address: string;
  },
) {
  await ctx.limiter.hit(phoneWalletRateRules.appleWebServicePerIp, input.address);
  const { row } = await authorisedPass(
    ctx,
    input.passTypeIdentifier,
    input.serialNumber,
    input.authorization,
  );
  await unregisterDevice(ctx.db, input.deviceLibraryIdentifier, row.id);
}

/**
 * The serial numbers of the device's passes changed since the tag Wallet gives back (our last
 * `lastUpdated`: milliseconds since 1970); null when none changed (204).
 */
export async function changedPassSerials(
  ctx: AppContext,
  input: {
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    passesUpdatedSince: string | undefined;
    address: string;
  },
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  await ctx.limiter.hit(phoneWalletRateRules.appleWebServicePerIp, input.address);
  const apple = ctx.config.appleWallet;
  if (!apple) throw new AppError('not_found', phoneWalletText.notAvailable);
  if (input.passTypeIdentifier !== apple.passTypeIdentifier) return null;
  const tag = Number(input.passesUpdatedSince);
  const since =
    input.passesUpdatedSince && Number.isSafeInteger(tag) && tag >= 0 ? new Date(tag) : undefined;
  const changed = await passesChangedFor(ctx.db, input.deviceLibraryIdentifier, since);
  if (changed.length === 0) return null;
  const last = Math.max(...changed.map((pass) => pass.changedAt.getTime()));
  return { serialNumbers: changed.map((pass) => pass.voucherId), lastUpdated: String(last) };
}

/** The pass as it stands now (void once used, cancelled or expired), for Wallet. */
export async function latestApplePass(
  ctx: AppContext,
  actor: Actor,
  input: {
    passTypeIdentifier: string;
    serialNumber: string;
    authorization: string | undefined;
    address: string;
  },
): Promise<{ pass: Buffer; lastModified: Date }> {
  await ctx.limiter.hit(phoneWalletRateRules.appleWebServicePerIp, input.address);
  const { apple, row } = await authorisedPass(
    ctx,
    input.passTypeIdentifier,
    input.serialNumber,
    input.authorization,
  );
  const pass = await buildApplePass(apple, await siteOf(ctx, actor), {
    id: row.id,
    code: row.code,
    faceValuePence: row.faceValuePence,
    expiresAt: row.expiresAt,
    companyName: row.companyName,
    campaignName: row.campaignName,
    voided: isVoided(row, ctx.clock()),
  });
  return { pass, lastModified: row.changedAt };
}

/** Wallet's own error reports (POST /v1/log): kept in the server's log, a few at most. */
export async function logWalletMessages(ctx: AppContext, logs: string[], address: string) {
  await ctx.limiter.hit(phoneWalletRateRules.appleWebServicePerIp, address);
  for (const message of logs.slice(0, 10)) {
    ctx.log.warn({ walletLog: message.slice(0, 500) }, 'Apple Wallet reported a problem');
  }
}
