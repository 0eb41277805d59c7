import {
  anonymousBuyerSchema,
  BOT_CHECK_FAILED,
  BUYING_DISABLED,
  CAMPAIGN_NOT_AVAILABLE,
  CAMPAIGN_UNAVAILABLE,
  CUSTOMER_ACCOUNT_DENIED,
  campaignSteps,
  giftingFeeFor,
  giftRecipientSchema,
  isCampaignVisible,
  WRONG_USER_DATA,
} from '@stepup/domain';
import type { GiftingData } from '@stepup/db';
import { AppError, notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import {
  findBuyerHistory,
  findCampaignForPurchase,
  findCustomerForPurchase,
  findSiteGiftingFee,
  guestHasPurchase,
} from './repository';

// Who buys and what they buy, shared by a ladder purchase (create-purchase.ts) and a custom
// offer (modules/custom-offers): the same buyer rules, guest checks, campaign and gifting fee.

/**
 * The buyer: a signed-in customer (with their buying rights, tester flag and gifting fee), or a
 * visitor buying as a guest. A business account may not buy (403); nor a customer an admin
 * denied or whose buying is turned off (/admin/customers).
 */
export async function resolveBuyer(ctx: AppContext, actor: Actor) {
  if (actor.kind === 'visitor') return { kind: 'guest' as const };
  if (actor.kind !== 'customer') throw new AppError('forbidden', WRONG_USER_DATA);
  return customerBuyer(actor.user.id, await findCustomerForPurchase(ctx.db, actor.user.id));
}
export type Buyer = Awaited<ReturnType<typeof resolveBuyer>>;

/** resolveBuyer's checks of a customer whose record was read already (undefined: none). */
export function customerBuyer(
  userId: string,
  customer: Awaited<ReturnType<typeof findCustomerForPurchase>>,
) {
  if (!customer) throw new AppError('forbidden', WRONG_USER_DATA);
  // A denied customer's sessions end when denied; this holds for one racing the denial too.
  if (customer.status === 'denied') throw new AppError('forbidden', CUSTOMER_ACCOUNT_DENIED);
  if (!customer.buyingEnabled) throw new AppError('forbidden', BUYING_DISABLED);
  return { kind: 'customer' as const, userId, customer };
}

/**
 * Why this customer may not pay now (an admin denied them or turned their buying off), or null:
 * for payments a customer starts later on something made before (accepting a counter-offer).
 */
export async function buyingRefusalOf(ctx: AppContext, userId: string): Promise<string | null> {
  const customer = await findCustomerForPurchase(ctx.db, userId);
  if (customer?.status === 'denied') return CUSTOMER_ACCOUNT_DENIED;
  if (customer && !customer.buyingEnabled) return BUYING_DISABLED;
  return null;
}

/**
 * A guest's checks before anything is written: an email and the UK confirmation (for `step`),
 * the rate limits (per address, per campaign and address, per campaign) and the bot check.
 */
export async function checkGuest(
  ctx: AppContext,
  actor: Actor,
  input: {
    campaignId: string;
    step: number;
    guest?: { email: string; ukConfirmed: boolean } | undefined;
    botCheck?: string | undefined;
  },
  rules: { perIp: RateRule; perCampaignAndIp: RateRule; perCampaign: RateRule },
): Promise<string> {
  validate(anonymousBuyerSchema, {
    email: input.guest?.email ?? '',
    ukConfirmed: input.guest?.ukConfirmed ?? false,
    step: input.step,
  });
  await ctx.limiter.hit(rules.perIp, actor.ip);
  await ctx.limiter.hit(rules.perCampaignAndIp, `${input.campaignId}|${actor.ip}`);
  await ctx.limiter.hit(rules.perCampaign, input.campaignId);
  if (!(await ctx.botCheck.verify(input.botCheck))) {
    throw new AppError('forbidden', BOT_CHECK_FAILED);
  }
  return input.guest!.email.trim();
}

/** The gift's details as the request gave them, checked; null when bought for oneself. */
export function giftOf(input: {
  buyFor: 'self' | 'gift';
  gift?:
    | {
        name?: string;
        email?: string;
        message?: string;
        deliverAt?: string | undefined;
        designId?: string | undefined;
      }
    | undefined;
}): GiftingData | null {
  if (input.buyFor !== 'gift') return null;
  const gift = {
    name: input.gift?.name ?? '',
    email: input.gift?.email ?? '',
    message: input.gift?.message ?? '',
    ...(input.gift?.deliverAt ? { deliverAt: input.gift.deliverAt } : {}),
  };
  validate(giftRecipientSchema, gift);
  // The chosen design (docs/product.md#gift-designs) is checked by the purchase, against the database.
  return input.gift?.designId ? { ...gift, designId: input.gift.designId } : gift;
}

/**
 * The campaign if this buyer may see it and its company can take a card payment now: 404 when
 * hidden, 503 (CAMPAIGN_UNAVAILABLE) when the company is offline or cannot take payments.
 */
export async function sellableCampaign(ctx: AppContext, campaignId: string, buyer: Buyer) {
  return sellableOf(await findCampaignForPurchase(ctx.db, campaignId), buyer);
}

/** sellableCampaign's checks of a campaign read already (undefined: none). */
export function sellableOf(
  campaign: Awaited<ReturnType<typeof findCampaignForPurchase>>,
  buyer: Buyer,
) {
  const facts = campaign && { ...campaign, ...campaignSteps(campaign) };
  const isTester = buyer.kind === 'customer' && buyer.customer.tester;
  if (!facts || !isCampaignVisible(facts, { isTester })) throw notFound(CAMPAIGN_NOT_AVAILABLE);
  if (facts.companyOnline !== 'online' || !facts.paymentAccountId || !facts.paymentsEnabled) {
    throw new AppError('unavailable', CAMPAIGN_UNAVAILABLE);
  }
  return { ...facts, paymentAccountId: facts.paymentAccountId };
}

/**
 * The gifting fee a signed-in customer's gifts carry: their own when an admin set one, else the
 * site's. The same figure the buy button shows (GET /api/account/gifting-fee) and a purchase charges.
 */
export async function giftingFeeOfCustomer(ctx: AppContext, userId: string): Promise<number> {
  const [customer, siteFee] = await Promise.all([
    findCustomerForPurchase(ctx.db, userId),
    findSiteGiftingFee(ctx.db),
  ]);
  return giftingFeeFor(customer?.giftingFeePence, siteFee);
}

/** The buyer's gifting fee: their own when an admin set one, else the site's. */
export async function giftingFeeOfBuyer(ctx: AppContext, buyer: Buyer): Promise<number> {
  const siteFee = await findSiteGiftingFee(ctx.db);
  return buyer.kind === 'customer'
    ? giftingFeeFor(buyer.customer.giftingFeePence, siteFee)
    : siteFee;
}

/**
 * What a customer has bought of a campaign: their ladder steps (their level) and their purchase
 * count for the limit (vouchers plus open custom offers, ADR 027).
 */
export const buyerHistory = (ctx: Pick<AppContext, 'db'>, userId: string, campaignId: string) =>
  findBuyerHistory(ctx.db, userId, campaignId);

/** Whether this email already bought (or is paying for) this campaign as a guest. */
export const guestBoughtCampaign = (
  ctx: Pick<AppContext, 'db'>,
  email: string,
  campaignId: string,
) => guestHasPurchase(ctx.db, email, campaignId);
