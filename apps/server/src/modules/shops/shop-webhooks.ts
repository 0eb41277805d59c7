import { redemptions } from '../../metrics';
import { shopUseRefusedMessage } from '@stepup/email';
import { normaliseVoucherCode, shopUseRefused } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context/app-context';
import type { ShopOrderUse } from '../../providers/shops/shop-platform';
import { isWooPing } from '../../providers/shops/woocommerce/woocommerce-platform';
import { findCompanyNoticeAddresses } from '../companies/notice-addresses';
import { findBrand } from '../content/brand';
import { useVoucherOnce } from '../redemption/use-voucher';
import { queueVoucherEvents } from '../voucher-events/voucher-events';
import { findIntegration, findShopCodeByVoucherCode, updateShopCode } from './repository';
import { shopConnectionOf } from './shop-connection-of';
import { shopPlatformOf } from './shop-platforms';
import { shopRateRules } from './shop-rate-rules';

// A shop's order webhook (ADR 038): each of our codes in a paid order uses its voucher once,
// through useVoucherOnce (channel 'shop', the order's reference). A code whose voucher was used
// in store or cancelled first is refused there, reported on the code (the Online shop tab) and
// emailed to the company, whose shop has already taken the order.

const unauthorised = () => new AppError('unauthenticated', 'The webhook signature is not valid.');

/**
 * Who may call: the WooCommerce shop of this integration, proven by X-WC-Webhook-Signature over
 * the raw body with our secret; anything else gets 401 and changes nothing. Replays change
 * nothing more (the voucher is used once; the code row says so).
 */
export async function receiveWooOrderWebhook(
  ctx: AppContext,
  integrationId: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<void> {
  await ctx.limiter.hit(shopRateRules.webhookPerIntegration, integrationId);
  const integration = await findIntegration(ctx.db, integrationId);
  if (!integration || integration.kind !== 'woocommerce' || integration.status === 'disconnected')
    throw unauthorised();
  // WooCommerce pings a new webhook's address with an unsigned `webhook_id=<id>`: say yes.
  if (!headers['x-wc-webhook-signature'] && isWooPing(rawBody)) return;
  const platform = shopPlatformOf(ctx, 'woocommerce');
  const connection = shopConnectionOf(ctx.config, integration);
  if (!platform || !connection) throw unauthorised();
  const uses = platform.readOrderWebhook(connection, headers, rawBody);
  if (uses === null) throw unauthorised();

  await recordShopOrderUses(ctx, integration, uses);
}

/**
 * Each of our codes in a shop's orders uses its voucher once (channel 'shop', the order's
 * reference), whatever the platform. A code whose voucher was used in store or cancelled first
 * is refused and reported on the code (the Online shop tab). Who may call: a platform's webhook
 * route, after it has checked the shop's signature.
 */
export async function recordShopOrderUses(
  ctx: AppContext,
  integration: { id: string; companyId: string },
  uses: readonly ShopOrderUse[],
): Promise<void> {
  for (const use of uses) {
    for (const typed of use.codes) {
      const code = normaliseVoucherCode(typed);
      if (!code) continue;
      const shopCode = await findShopCodeByVoucherCode(ctx.db, integration.id, code);
      if (!shopCode) continue;
      // Already used by this order (a replay): nothing more to do.
      if (shopCode.voucherUsedChannel === 'shop' && shopCode.voucherUsedOrderRef === use.orderRef)
        continue;
      const now = ctx.clock();
      const used = await ctx.db.transaction(async (tx) => {
        const done = await useVoucherOnce(tx, {
          companyId: integration.companyId,
          code,
          at: now,
          channel: 'shop',
          orderRef: use.orderRef,
        });
        if (done)
          await updateShopCode(tx, shopCode.voucherId, {
            status: 'used',
            orderRef: use.orderRef,
            lastError: null,
          });
        return done;
      });
      if (used) {
        redemptions.inc({ channel: 'shop' });
        await queueVoucherEvents(ctx.jobs, [used.eventId]);
        continue;
      }
      // Refused: used in store (or elsewhere) or cancelled before this order. Reported on the code
      // and emailed to the company once per order (a replayed webhook changes nothing more).
      const why = shopCode.voucherCancelledAt ? 'cancelled' : 'used in store';
      const firstReport = shopCode.orderRef !== use.orderRef;
      const written = await ctx.db.transaction(async (tx) => {
        await updateShopCode(tx, shopCode.voucherId, {
          lastError: shopUseRefused(use.orderRef, why),
          orderRef: use.orderRef,
        });
        if (!firstReport) return [];
        const mail = shopUseRefusedMessage(await findBrand(tx), {
          companyName: shopCode.companyName,
          campaignName: shopCode.campaignName,
          code,
          faceValuePence: shopCode.faceValuePence,
          orderRef: use.orderRef,
          why,
          shopUrl: `${ctx.config.publicBusinessUrl}/api?tab=online-shop`,
        });
        const ids: string[] = [];
        for (const to of await findCompanyNoticeAddresses(
          tx,
          integration.companyId,
          shopCode.companyContactEmail,
        ))
          ids.push(await ctx.mailer.write(tx, to, 'shop-use-refused', mail));
        return ids;
      });
      await ctx.mailer.dispatch(written);
    }
  }
}
