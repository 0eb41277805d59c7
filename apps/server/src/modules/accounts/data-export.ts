import type { CustomerDataExport } from '@stepup/contracts';
import {
  customerDataFileName,
  customerVouchersCsv,
  MISSING_USER_DATA,
  ukDateKey,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import { requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { accountRateRules } from './rate-rules';
import { findCustomerData } from './repository';

// "Download my data" (UK GDPR right of access, ADR 029): the signed-in customer's own account,
// the vouchers they bought (gifts they sent included), their card payments, favourites, custom
// offers and saved dates (Dates to Remember). Nothing of anyone else's: every row is found by
// the caller's account id.

export interface DataExportFile<T> {
  fileName: string;
  body: T;
}

async function loadOwnData(ctx: AppContext, actor: Actor) {
  await ctx.limiter.hit(accountRateRules.dataExportPerIp, actor.ip);
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(accountRateRules.dataExportPerAccount, customer.user.id);
  const data = await findCustomerData(ctx.db, customer.user.id);
  if (!data) throw new AppError('unauthenticated', MISSING_USER_DATA);
  return data;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Who may call: a signed-in customer, for themselves (401 a visitor, 403 a business account);
 * both exports share a per-address and a per-account limit (each reads every row they have).
 */
export async function exportCustomerData(
  ctx: AppContext,
  actor: Actor,
): Promise<DataExportFile<CustomerDataExport>> {
  const data = await loadOwnData(ctx, actor);
  const now = ctx.clock();
  return {
    fileName: customerDataFileName(ukDateKey(now), 'json'),
    body: {
      exportedAt: now.toISOString(),
      account: { ...data.account, createdAt: data.account.createdAt.toISOString() },
      vouchers: data.vouchers.map((v) => ({
        id: v.id,
        code: v.code,
        companyName: v.companyName,
        campaignName: v.campaignName,
        step: v.step,
        faceValuePence: v.faceValuePence,
        discount: v.discount,
        pricePaidPence: v.pricePaidPence,
        giftingFeePence: v.giftingFeePence,
        buyFor: v.buyFor,
        giftRecipient:
          v.buyFor === 'gift' && v.giftRecipientName && v.giftRecipientEmail
            ? { name: v.giftRecipientName, email: v.giftRecipientEmail, message: v.giftMessage }
            : null,
        paymentDate: v.paymentDate.toISOString(),
        expiresAt: v.expiresAt.toISOString(),
        usedAt: iso(v.usedAt),
        cancelledAt: iso(v.cancelledAt),
        refundPence: v.refundPence,
      })),
      payments: data.payments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
      favourites: data.favourites,
      customOffers: data.customOffers.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      savedDates: data.savedDates,
    },
  };
}

/** The customer's vouchers as a CSV file. Who may call: as exportCustomerData. */
export async function exportCustomerVouchersCsv(
  ctx: AppContext,
  actor: Actor,
): Promise<DataExportFile<string>> {
  const data = await loadOwnData(ctx, actor);
  return {
    fileName: customerDataFileName(ukDateKey(ctx.clock()), 'csv'),
    body: customerVouchersCsv(
      data.vouchers.map((v) => ({
        ...v,
        giftRecipient:
          v.buyFor === 'gift' && v.giftRecipientName && v.giftRecipientEmail
            ? { name: v.giftRecipientName, email: v.giftRecipientEmail }
            : null,
      })),
    ),
  };
}
