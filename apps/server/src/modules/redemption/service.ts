import type { RedemptionResult, RedemptionVoucher } from '@stepup/contracts';
import { redemptionReceiptMessage } from '@stepup/email';
import {
  firstNameOf,
  normaliseVoucherCode,
  REDEMPTIONS_TURNED_OFF,
  redemptionRefusal,
  redemptionStatus,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_MARKED_USED,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit';
import type { AccountsContext } from '../accounts/service';
import { requireCompanyMember } from '../companies/company-access';
import { findSiteSettings } from '../content/repository';
import { findCompanyNoticeAddresses } from '../purchases/notices-repository';
import type { CompanyVoucher } from './repository';
import { findCompanyForRedemption, findCompanyVoucher, markVoucherUsed } from './repository';

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

export interface RedemptionDeps {
  accounts: AccountsContext;
  limiter: RateLimiter;
  /** The business site's public origin, for the receipt's dashboard link. */
  businessUrl: string;
  now?: () => Date;
}

interface Caller {
  headers: Headers;
  ip: string;
}

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
    refusal: redemptionRefusal(status),
  };
}

export function createRedemption({
  accounts,
  limiter,
  businessUrl,
  now = () => new Date(),
}: RedemptionDeps) {
  const { db } = accounts;

  /** Access, the redemptions switch, the rate limit, then the company's own voucher or 404. */
  async function findForCaller({ headers, ip }: Caller, typed: string) {
    const access = await requireCompanyMember(accounts, headers);
    const { wrongCodesPerCompany, wrongCodesPerIp } = redemptionRateRules;
    await limiter.assertUnder(wrongCodesPerCompany, access.companyId);
    await limiter.assertUnder(wrongCodesPerIp, ip);
    const company = await findCompanyForRedemption(db, access.companyId);
    if (!company?.redemptionsEnabled) throw new AppError('conflict', REDEMPTIONS_TURNED_OFF);
    const code = normaliseVoucherCode(typed);
    const voucher = code ? await findCompanyVoucher(db, access.companyId, code) : undefined;
    if (!voucher) {
      await limiter.hit(wrongCodesPerCompany, access.companyId);
      await limiter.hit(wrongCodesPerIp, ip);
      throw new AppError('not_found', VOUCHER_CODE_UNKNOWN);
    }
    return { access, company, voucher };
  }

  return {
    /** What the till shows before marking a voucher used. */
    async lookUp(caller: Caller, typed: string): Promise<RedemptionVoucher> {
      const { voucher } = await findForCaller(caller, typed);
      return shapeVoucher(voucher, now());
    },

    /**
     * Marks the voucher used, once: the guarded UPDATE decides between racing tills, and the
     * company's receipt is written in the same transaction (queued after the commit).
     */
    async redeem(caller: Caller, typed: string): Promise<RedemptionResult> {
      const { access, company, voucher } = await findForCaller(caller, typed);
      const at = now();
      const written: string[] = [];
      const used = await db.transaction(async (tx) => {
        const marked = await markVoucherUsed(tx, access.companyId, voucher.code, at);
        if (!marked) return false;
        const brand = { siteName: (await findSiteSettings(tx))?.siteName ?? 'Vouchers' };
        const receipt = redemptionReceiptMessage(brand, {
          companyName: company.name,
          campaignName: voucher.campaignName,
          code: voucher.code,
          faceValuePence: voucher.faceValuePence,
          customerFirstName: firstNameOf(
            voucher.buyFor === 'gift' ? voucher.giftRecipientName : voucher.buyerName,
          ),
          usedAt: at,
          expiresAt: voucher.expiresAt,
          redeemedBy: access.user.email,
          dashboardUrl: `${businessUrl}/dashboard`,
        });
        for (const to of await findCompanyNoticeAddresses(
          tx,
          access.companyId,
          company.contactEmail,
        )) {
          written.push(await accounts.mailer.write(tx, to, 'redemption-receipt', receipt));
        }
        return true;
      });
      const latest = await findCompanyVoucher(db, access.companyId, voucher.code);
      if (!latest) throw new AppError('not_found', VOUCHER_CODE_UNKNOWN);
      const shaped = shapeVoucher(latest, at);
      if (!used) {
        throw new AppError('conflict', shaped.refusal ?? VOUCHER_CODE_UNKNOWN);
      }
      await accounts.mailer.dispatch(written);
      return { message: VOUCHER_MARKED_USED, voucher: shaped };
    },
  };
}

export type Redemption = ReturnType<typeof createRedemption>;
