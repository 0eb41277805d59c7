import { SHOP_CODE_ATTEMPTS } from './shop-code-attempts';
import { ShopRequestError } from '../../providers/shops/shop-request-error';
import type { PaymentsContext } from '../purchases/payments-context';
import {
  ensureShopCode,
  findIntegration,
  findShopCode,
  findShopIntegration,
  findVoucherForSync,
  updateShopCode,
} from './repository';
import { shopConnectionOf } from './shop-connection-of';
import { shopPlatformOf } from './shop-platforms';

// The shop-code sync (ADR 038): each voucher of a company with a connected online shop has a
// single-use code there while it can be used, and none once it is used elsewhere or cancelled.
// The job reads the voucher's CURRENT state, whatever event queued it and in whatever order the
// events come, so running it again (a retry, a replay, "Try again") changes nothing more.

export { SHOP_CODE_ATTEMPTS };

type SyncContext = Pick<PaymentsContext, 'db' | 'clock' | 'config' | 'report'>;

/** Brings the voucher's shop code in line with the voucher, now. */
export async function syncShopCode(ctx: SyncContext, voucherId: string): Promise<void> {
  const voucher = await findVoucherForSync(ctx.db, voucherId);
  if (!voucher) return;
  const now = ctx.clock();
  const usable = !voucher.usedAt && !voucher.cancelledAt && voucher.expiresAt > now;
  let code = await findShopCode(ctx.db, voucherId);

  if (usable) {
    if (code && code.status !== 'pending' && code.status !== 'disabled') return;
    const integration = code
      ? await findIntegration(ctx.db, code.integrationId)
      : await findShopIntegration(ctx.db, voucher.companyId);
    if (!integration || integration.status !== 'connected') return;
    const platform = shopPlatformOf(ctx, integration.kind);
    const connection = shopConnectionOf(ctx.config, integration);
    if (!platform || !connection) return;
    code ??= await ensureShopCode(ctx.db, voucherId, integration.id);
    await attempt(ctx, voucherId, code.attempts, async () => {
      const { externalId } = await platform.createCode(connection, {
        voucherId,
        code: voucher.code,
        amountPence: voucher.faceValuePence,
        expiresAt: voucher.expiresAt,
        title: `StepUp voucher: ${voucher.campaignName}`,
      });
      await updateShopCode(ctx.db, voucherId, { status: 'created', externalId, lastError: null });
    });
    return;
  }

  // Not usable: a code used at the shop itself stays `used`; any other is taken out of the shop.
  if (!code || code.status === 'disabled' || code.status === 'used') return;
  if (voucher.usedChannel === 'shop' && !voucher.cancelledAt) {
    await updateShopCode(ctx.db, voucherId, { status: 'used' });
    return;
  }
  const externalId = code.externalId;
  if (!externalId) {
    await updateShopCode(ctx.db, voucherId, { status: 'disabled' });
    return;
  }
  const integration = await findIntegration(ctx.db, code.integrationId);
  const platform = integration && shopPlatformOf(ctx, integration.kind);
  const connection = integration && shopConnectionOf(ctx.config, integration);
  if (!platform || !connection) return;
  await attempt(ctx, voucherId, code.attempts, async () => {
    await platform.disableCode(connection, { code: voucher.code, externalId });
    await updateShopCode(ctx.db, voucherId, { status: 'disabled', lastError: null });
  });
}

/**
 * One call to the shop, counted. A failure is kept on the code and thrown for the queue to retry;
 * the last attempt (or a refused key, which a retry cannot mend) leaves it `failed` instead.
 */
async function attempt(
  ctx: SyncContext,
  voucherId: string,
  attemptsBefore: number,
  run: () => Promise<void>,
) {
  const attempts = attemptsBefore + 1;
  await updateShopCode(ctx.db, voucherId, { attempts });
  try {
    await run();
  } catch (err) {
    const lastError = (err instanceof ShopRequestError ? err.message : 'Unexpected error').slice(
      0,
      500,
    );
    const final =
      attempts >= SHOP_CODE_ATTEMPTS || (err instanceof ShopRequestError && err.unauthorised);
    await updateShopCode(ctx.db, voucherId, { lastError, ...(final ? { status: 'failed' } : {}) });
    if (!(err instanceof ShopRequestError)) ctx.report(err as Error);
    if (!final) throw err;
  }
}
