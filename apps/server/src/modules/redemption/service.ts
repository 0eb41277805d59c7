import { redemptions } from '../../metrics';
import type { RedemptionResult, RedemptionVoucher } from '@stepup/contracts';
import { redemptionReceiptMessage } from '@stepup/email';
import {
  CUSTOMER_REDEMPTIONS_OFF,
  firstNameOf,
  normaliseVoucherCode,
  REDEMPTIONS_TURNED_OFF,
  redemptionRefusal,
  redemptionStatus,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_HELD,
  VOUCHER_MARKED_USED,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context/app-context';
import type { Actor } from '../../context/actor';
import { requireCompanyMember } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import { findCompanyNoticeAddresses } from '../companies/notice-addresses';
import { findBrand } from '../content/brand';
import type { CompanyVoucher } from './repository';
import { checkTillSite, judgeTillSite } from '../sites/site-rules';
import { queueVoucherEvents } from '../voucher-events/voucher-events';
import { findCompanyForRedemption, findCompanyVoucher, isVoucherHeld } from './repository';
import { useVoucherOnce } from './use-voucher';

const minutes = (n: number) => n * 60_000;
/**
 * Wrong codes (unknown, malformed or another company's) are counted per company and per address;
 * once either limit is reached every attempt is refused until the window ends, so codes cannot
 * be guessed. Right codes are not counted: a busy till is never slowed down.
 */
export const redemptionRateRules = {
  wrongCodesPerCompany: { name: 'redeem-wrong:company', limit: 10, windowMs: minutes(15) },
  wrongCodesPerIp: { name: 'redeem-wrong:ip', limit: 20, windowMs: minutes(15) },
} satisfies Record<string, RateRule>;

/**
 * An admin turned off redemptions for the customer who bought it (/admin/customers): the buyer,
 * not whoever holds it, since the switch answers a problem with that account (a gift they paid
 * for is held back too).
 */
const buyerRefusal = (v: CompanyVoucher) =>
  v.buyerRedemptionsEnabled ? null : CUSTOMER_REDEMPTIONS_OFF;

function shapeVoucher(v: CompanyVoucher, now: Date): RedemptionVoucher {
  const status = redemptionStatus(v, now);
  const gift = v.buyFor === 'gift';
  return {
    code: v.code,
    campaignName: v.campaignName,
    faceValuePence: v.faceValuePence,
    expiresAt: v.expiresAt.toISOString(),
    status,
    usedAt: v.usedAt?.toISOString() ?? null,
    customerFirstName: firstNameOf(gift ? v.giftRecipientName : v.buyerName),
    gift,
    refusal: redemptionRefusal(status) ?? buyerRefusal(v),
  };
}

/**
 * Access, the redemptions switch, the rate limit, then the company's own voucher or 404. Another
 * company's code answers exactly like an unknown one.
 */
async function findForMember(ctx: AppContext, actor: Actor, typed: string) {
  const member = requireCompanyMember(actor);
  const { companyId } = member.company;
  const { wrongCodesPerCompany, wrongCodesPerIp } = redemptionRateRules;
  await ctx.limiter.assertUnder(wrongCodesPerCompany, companyId);
  await ctx.limiter.assertUnder(wrongCodesPerIp, actor.ip);
  const company = await findCompanyForRedemption(ctx.db, companyId);
  if (!company?.redemptionsEnabled) throw new AppError('conflict', REDEMPTIONS_TURNED_OFF);
  const code = normaliseVoucherCode(typed);
  const voucher = code ? await findCompanyVoucher(ctx.db, companyId, code) : undefined;
  if (!voucher) {
    await ctx.limiter.hit(wrongCodesPerCompany, companyId);
    await ctx.limiter.hit(wrongCodesPerIp, actor.ip);
    throw new AppError('not_found', VOUCHER_CODE_UNKNOWN);
  }
  return { member, company, voucher };
}

/**
 * What the till shows before marking a voucher used, with the refusal "Mark as used" would meet
 * (including the till's site, for a multi-site group). Who may call: a member of a company, for
 * that company's vouchers; wrong codes are rate limited per company and per address.
 */
export async function lookUpVoucher(
  ctx: AppContext,
  actor: Actor,
  input: { code: string; siteId?: string },
): Promise<RedemptionVoucher> {
  const { member, voucher } = await findForMember(ctx, actor, input.code);
  const shaped = shapeVoucher(voucher, ctx.clock());
  if (shaped.refusal) return shaped;
  const site = await judgeTillSite(ctx.db, {
    companyId: member.company.companyId,
    userId: member.user.id,
    campaignId: voucher.campaignId,
    siteId: input.siteId,
  });
  return site.ok ? shaped : { ...shaped, refusal: site.message };
}

/**
 * Marks the voucher used, once: the guarded UPDATE decides between racing tills, and the company's
 * receipt is written in the same transaction (queued after the commit). Who may call: as
 * lookUpVoucher.
 */
export async function redeemVoucher(
  ctx: AppContext,
  actor: Actor,
  input: { code: string; siteId?: string },
): Promise<RedemptionResult> {
  const { member, company, voucher } = await findForMember(ctx, actor, input.code);
  const { companyId } = member.company;
  const refused = buyerRefusal(voucher);
  if (refused) throw new AppError('conflict', refused);
  // Multi-site groups: the till's site, where the member works and the campaign is offered.
  const siteId = await checkTillSite(ctx.db, {
    companyId,
    userId: member.user.id,
    campaignId: voucher.campaignId,
    siteId: input.siteId,
  });
  const at = ctx.clock();
  const written: string[] = [];
  const events: string[] = [];
  const used = await ctx.db.transaction(async (tx) => {
    const marked = await useVoucherOnce(tx, {
      companyId,
      code: voucher.code,
      at,
      channel: 'till',
      byUserId: member.user.id,
      siteId,
    });
    if (!marked) return false;
    events.push(marked.eventId);
    const receipt = redemptionReceiptMessage(await findBrand(tx), {
      companyName: company.name,
      campaignName: voucher.campaignName,
      code: voucher.code,
      faceValuePence: voucher.faceValuePence,
      customerFirstName: firstNameOf(
        voucher.buyFor === 'gift' ? voucher.giftRecipientName : voucher.buyerName,
      ),
      usedAt: at,
      expiresAt: voucher.expiresAt,
      redeemedBy: member.user.email,
      dashboardUrl: `${ctx.config.publicBusinessUrl}/dashboard`,
    });
    for (const to of await findCompanyNoticeAddresses(tx, companyId, company.contactEmail)) {
      written.push(await ctx.mailer.write(tx, to, 'redemption-receipt', receipt));
    }
    return true;
  });
  const latest = await findCompanyVoucher(ctx.db, companyId, voucher.code);
  if (!latest) throw new AppError('not_found', VOUCHER_CODE_UNKNOWN);
  const shaped = shapeVoucher(latest, at);
  if (!used) {
    // Usable but not used: a checkout holds it (public API), the one refusal it does not show.
    const held = !shaped.refusal && (await isVoucherHeld(ctx.db, latest.id, at));
    throw new AppError('conflict', shaped.refusal ?? (held ? VOUCHER_HELD : VOUCHER_CODE_UNKNOWN));
  }
  redemptions.inc({ channel: 'till' });
  await ctx.mailer.dispatch(written);
  await queueVoucherEvents(ctx.jobs, events);
  return { message: VOUCHER_MARKED_USED, voucher: shaped };
}
