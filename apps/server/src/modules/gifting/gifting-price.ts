import type { AdminGifting, AdminGiftingRequest, MyGiftingFee } from '@stepup/contracts';
import { siteGiftingFeeRefusal, UPDATE_FAILED } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin, requireCustomer } from '../../context/access';
import { invalidField } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { writeInteractionLog } from '../admin/interaction-log';
import { giftingFeeOfCustomer } from '../purchases/buyer';
import {
  countGiftingFeeOverrides,
  findSiteGiftingFee,
  lockSiteGiftingFee,
  setSiteGiftingFee,
} from './repository';

/** Changes to the gifting price per address and per admin (a price rarely changes). */
export const giftingRateRules = {
  perIp: { name: 'admin-gifting:ip', limit: 60, windowMs: 60 * 60_000 },
  perAdmin: { name: 'admin-gifting:account', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

async function giftingNow(ctx: AppContext): Promise<AdminGifting> {
  const [giftingFeePence, overrideCount] = await Promise.all([
    findSiteGiftingFee(ctx.db),
    countGiftingFeeOverrides(ctx.db),
  ]);
  return { giftingFeePence, overrideCount };
}

/**
 * /admin/gifting: the default gifting price and how many customers have their own. Who may call:
 * an admin whose level reads gifting.
 */
export async function getGiftingPrice(ctx: AppContext, actor: Actor): Promise<AdminGifting> {
  requireAdmin(actor, 'gifting:read');
  return giftingNow(ctx);
}

/**
 * Sets the default gifting price (£0–£50, whole pence): every gift from then on carries it,
 * except a customer's with their own fee. Written with its interaction-log line; setting what is
 * already set changes nothing. Who may call: gifting:write, counted per address and per admin.
 */
export async function setGiftingPrice(
  ctx: AppContext,
  actor: Actor,
  { giftingFeePence }: AdminGiftingRequest,
): Promise<AdminGifting> {
  const { user: me } = requireAdmin(actor, 'gifting:write');
  await ctx.limiter.hit(giftingRateRules.perIp, actor.ip);
  await ctx.limiter.hit(giftingRateRules.perAdmin, me.id);
  const refusal = siteGiftingFeeRefusal(giftingFeePence);
  if (refusal) throw invalidField('giftingFeePence', refusal);
  await ctx.db.transaction(async (tx) => {
    const was = await lockSiteGiftingFee(tx);
    if (was === null) throw new AppError('conflict', UPDATE_FAILED);
    if (was === giftingFeePence) return;
    await setSiteGiftingFee(tx, giftingFeePence, ctx.clock());
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'gifting.updated',
      targetType: 'site-settings',
      targetId: '1',
      data: { before: { giftingFeePence: was }, after: { giftingFeePence } },
    });
  });
  return giftingNow(ctx);
}

/**
 * The gifting fee the signed-in customer's gifts carry now (their own, else the site's): the
 * figure a purchase charges, for the buy button. Who may call: a signed-in customer.
 */
export async function myGiftingFee(ctx: AppContext, actor: Actor): Promise<MyGiftingFee> {
  const customer = requireCustomer(actor);
  return { giftingFeePence: await giftingFeeOfCustomer(ctx, customer.user.id) };
}
