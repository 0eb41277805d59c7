import type { GiftPage, VoucherPdfSize } from '@stepup/contracts';
import { GIFT_LINK_INVALID, giftPageState } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { printVoucherById, usablePlaces } from '../printable-vouchers/service';
import { hashGiftToken, isGiftTokenShaped } from './gift-token';
import type { GiftByToken } from './repository';
import { findGiftByTokenHash } from './repository';
import { giftRateRules } from './rate-rules';

/** An unknown, rotated or malformed link: 404, the same answer whether it ever existed or not. */
const invalidLink = () => new AppError('not_found', GIFT_LINK_INVALID);

/**
 * The gift behind a link, counting the lookup against the caller's address first (anyone may
 * call: the link is the authority, so who is signed in does not matter).
 */
async function giftOfLink(ctx: AppContext, actor: Actor, token: string): Promise<GiftByToken> {
  await ctx.limiter.hit(giftRateRules.pagePerIp, actor.ip);
  if (!isGiftTokenShaped(token)) throw invalidLink();
  const gift = await findGiftByTokenHash(ctx.db, hashGiftToken(token));
  if (!gift) throw invalidLink();
  return gift;
}

/**
 * GET /api/gifts/{token}: the recipient's page. The code only while the voucher is valid; a used
 * or cancelled one says so instead.
 */
export async function getGiftPage(ctx: AppContext, actor: Actor, token: string): Promise<GiftPage> {
  const gift = await giftOfLink(ctx, actor, token);
  const state = giftPageState(gift);
  const sites = await usablePlaces(ctx.db, gift.companyId, gift.campaignId);
  const places =
    sites.length > 0
      ? sites
      : gift.companyAddress
        ? [{ name: gift.companyName, address: gift.companyAddress }]
        : [];
  return {
    state,
    companyName: gift.companyName,
    companyWebsite: gift.companyWebsite,
    campaignName: gift.campaignName,
    pictureUrl: gift.pictureUrl,
    senderName: gift.senderName?.trim() || null,
    recipientName: gift.recipientName ?? '',
    message: gift.message ?? '',
    faceValuePence: gift.faceValuePence,
    expiresAt: gift.expiresAt.toISOString(),
    code: state === 'valid' ? gift.code : null,
    places,
  };
}

/** GET /api/gifts/{token}/pdf: the printable voucher, while the gift is valid (else 404). */
export async function printGift(
  ctx: AppContext,
  actor: Actor,
  token: string,
  size: VoucherPdfSize,
): Promise<{ pdf: Buffer; fileName: string }> {
  const gift = await giftOfLink(ctx, actor, token);
  if (giftPageState(gift) !== 'valid') throw invalidLink();
  return printVoucherById(ctx, actor, gift.voucherId, size, gift.pictureUrl);
}
