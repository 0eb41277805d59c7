import type { ShopCodes } from '@stepup/contracts';
import { SHOP_CODE_NOT_FAILED, SHOP_CODE_NOT_FOUND } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import {
  findCompanyShopCodes,
  findShopCode,
  findVoucherForSync,
  resetFailedShopCode,
} from './repository';
import { queueShopCodeSync } from './shop-code-subscriber';
import { shopRateRules } from './shop-rate-rules';

const SHOWN = 100;

/** Who may call: the owner (the Online shop tab). The company's newest shop codes. */
export async function listShopCodes(ctx: AppContext, actor: Actor): Promise<ShopCodes> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  const rows = await findCompanyShopCodes(ctx.db, companyId, SHOWN);
  return {
    codes: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  };
}

/** Who may call: the owner. Queues a failed code's sync again, from a fresh count of attempts. */
export async function retryShopCode(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
): Promise<null> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  await ctx.limiter.hit(shopRateRules.retryPerCompany, companyId);
  const voucher = await findVoucherForSync(ctx.db, voucherId);
  // Another company's voucher is answered as one that does not exist.
  if (voucher?.companyId !== companyId || !(await findShopCode(ctx.db, voucherId)))
    throw new AppError('not_found', SHOP_CODE_NOT_FOUND);
  if (!(await resetFailedShopCode(ctx.db, voucherId, companyId)))
    throw new AppError('conflict', SHOP_CODE_NOT_FAILED);
  await queueShopCodeSync(ctx, voucherId);
  return null;
}
