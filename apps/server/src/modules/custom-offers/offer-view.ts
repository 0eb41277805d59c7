import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CompanyCustomOffer, CustomerCustomOffer } from '@stepup/contracts';
import { CUSTOM_OFFER_NOT_FOUND, customerFirstNameOf, priceCustomOffer } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { customOfferRateRules } from './rate-rules';
import type { OfferRow, OfferView } from './repository';
import { findOfferView } from './repository';

// Who may see an offer, and how each side sees it (ADR 027 "Who may act").

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * An offer's key: 32 bytes, base64url, unguessable without the server's secret. It is derived
 * from the offer's id with the server's secret (HMAC-SHA256) rather than drawn at random so that
 * every email about the offer (a counter-offer, a payment that needs the customer) can carry it in
 * its link; only its SHA-256 is stored, so the database alone never gives a key away.
 */
export const offerKeyOf = (ctx: Pick<AppContext, 'config'>, offerId: string) =>
  createHmac('sha256', ctx.config.authSecret)
    .update(`custom-offer-key:${offerId}`)
    .digest('base64url');

function keyMatches(offer: Pick<OfferRow, 'keyHash'>, key: string | undefined): boolean {
  if (!key) return false;
  const given = Buffer.from(sha256(key));
  const stored = Buffer.from(offer.keyHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The offer, for its buyer: the signed-in customer who made it, or whoever holds its key. Anyone
 * else (a visitor, another customer, a business account, a wrong key) gets 404, as if it did not
 * exist.
 */
export async function offerForBuyer(
  ctx: AppContext,
  actor: Actor,
  offerId: string,
  key: string | undefined,
): Promise<OfferView> {
  if (actor.kind === 'business' && !key) throw new AppError('not_found', CUSTOM_OFFER_NOT_FOUND);
  // A key is a secret to guess: its tries are counted per address.
  if (key) await ctx.limiter.hit(customOfferRateRules.keyedPerIp, actor.ip);
  const found = await findOfferView(ctx.db, offerId);
  const owner =
    !!found &&
    actor.kind === 'customer' &&
    found.offer.customerUserId !== null &&
    found.offer.customerUserId === actor.user.id;
  if (!found || !(owner || keyMatches(found.offer, key))) {
    throw new AppError('not_found', CUSTOM_OFFER_NOT_FOUND);
  }
  return found;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function amountsOf(offer: OfferRow) {
  const price = priceCustomOffer(
    offer.faceValuePence,
    offer.discount,
    offer.buyFor,
    offer.giftingFeePence,
  );
  return {
    faceValuePence: price.faceValuePence,
    discount: price.discount,
    voucherPricePence: price.voucherPricePence,
    giftingFeePence: price.giftingFeePence,
    totalPence: price.totalPence,
    currency: 'GBP' as const,
  };
}

/** The price at the discount the offer is (or would be) charged at, and what the card pays. */
export function chargeOf(offer: OfferRow) {
  return priceCustomOffer(
    offer.faceValuePence,
    offer.counterDiscount ?? offer.discount,
    offer.buyFor,
    offer.giftingFeePence,
  );
}

export function toCustomerOffer(view: OfferView): CustomerCustomOffer {
  const { offer } = view;
  return {
    id: offer.id,
    status: offer.status,
    campaignId: offer.campaignId,
    campaignName: view.campaignName,
    companyName: view.companyName,
    companyLogoUrl: view.companyLogoUrl ?? null,
    ...amountsOf(offer),
    counterDiscount: offer.counterDiscount,
    counterVoucherPricePence:
      offer.counterDiscount === null
        ? null
        : priceCustomOffer(offer.faceValuePence, offer.counterDiscount, 'self', 0)
            .voucherPricePence,
    declineReason: offer.declineReason,
    buyFor: offer.buyFor,
    giftRecipientName: offer.giftRecipientName,
    autoAccepted: offer.autoAccepted,
    expiresAt: offer.status === 'awaiting_card' ? null : iso(offer.expiresAt),
    createdAt: offer.createdAt.toISOString(),
    decidedAt: iso(offer.decidedAt),
    voucherId: offer.voucherId,
  };
}

export function toCompanyOffer(view: OfferView): CompanyCustomOffer {
  const { offer } = view;
  return {
    id: offer.id,
    status: offer.status,
    campaignId: offer.campaignId,
    campaignName: view.campaignName,
    // Never the email: the first name, or 'Guest'.
    customerFirstName: customerFirstNameOf(view.buyerName) ?? 'Guest',
    ...amountsOf(offer),
    stepFaceValuesPence: view.faceValuesPence,
    stepDiscounts: view.discounts,
    counterDiscount: offer.counterDiscount,
    declineReason: offer.declineReason,
    buyFor: offer.buyFor,
    autoAccepted: offer.autoAccepted,
    expiresAt: iso(offer.expiresAt),
    createdAt: offer.createdAt.toISOString(),
    decidedAt: iso(offer.decidedAt),
  };
}

/** Where the buyer's emails go: their account's address, or the guest's. */
export const buyerEmailOf = (view: OfferView) => view.buyerEmail ?? view.offer.guestEmail;
export const buyerFirstName = (view: OfferView) => customerFirstNameOf(view.buyerName);
