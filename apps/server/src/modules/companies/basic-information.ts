import type { CompanyBasicInformation, CompanyImage, CompanyImageKind } from '@stepup/contracts';
import { basicInformationSchema, INVALID_FORMAT, NO_IMAGE_SELECTED } from '@stepup/domain';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import { companyRateRules } from './company-rate-rules';
import { storeCompanyImage } from './company-images';
import {
  findBasicInformation,
  isChoosableCategory,
  listChoosableCategories,
  setCompanyImage,
  updateBasicInformation,
} from './repository';

// The Basic information page: the company's details, compliance data, category and images.

async function basicInformationOf(
  ctx: AppContext,
  companyId: string,
): Promise<CompanyBasicInformation> {
  const [row, categories] = await Promise.all([
    findBasicInformation(ctx.db, companyId),
    listChoosableCategories(ctx.db),
  ]);
  if (!row) throw notFound();
  const { logoUrl, primaryImageUrl, voucherImageUrl, ...details } = row;
  return {
    ...details,
    images: { logo: logoUrl, primary: primaryImageUrl, voucher: voucherImageUrl },
    categories,
  };
}

/** Who may call: any member of a company. Their company's basic information. */
export async function getBasicInformation(
  ctx: AppContext,
  actor: Actor,
): Promise<CompanyBasicInformation> {
  const { companyId } = requireCompanyMember(actor).company;
  return basicInformationOf(ctx, companyId);
}

/**
 * Saves the details (every rule of docs/product.md#basic-information-and-images checked here). Who may call: a member whose role manages the
 * basic information; every attempt counts per address and per company.
 */
export async function saveBasicInformation(
  ctx: AppContext,
  actor: Actor,
  input: unknown,
): Promise<CompanyBasicInformation> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageBasicInformation' }).company;
  await ctx.limiter.hit(companyRateRules.basicInformationPerIp, actor.ip);
  await ctx.limiter.hit(companyRateRules.basicInformationPerCompany, companyId);
  const info = validate(basicInformationSchema, input, { fields: true });
  if (info.categoryId && !(await isChoosableCategory(ctx.db, info.categoryId))) {
    throw invalidField('categoryId', INVALID_FORMAT);
  }
  await updateBasicInformation(ctx.db, companyId, info);
  return basicInformationOf(ctx, companyId);
}

/**
 * Checks an uploaded logo, primary or voucher image by its pixels and stores its variants. Who may
 * call: as saveBasicInformation. Access and the limits come first: nothing is read from the
 * request body (`readUpload`) for someone who may not upload, or may not upload again yet.
 */
export async function uploadCompanyImage(
  ctx: AppContext,
  actor: Actor,
  { kind, readUpload }: { kind: CompanyImageKind; readUpload: () => Promise<Buffer | null> },
): Promise<CompanyImage> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageBasicInformation' }).company;
  await ctx.limiter.hit(companyRateRules.imageUploadsPerIp, actor.ip);
  await ctx.limiter.hit(companyRateRules.imageUploadsPerCompany, companyId);
  const upload = await readUpload();
  if (!upload || upload.length === 0) throw invalidField('image', NO_IMAGE_SELECTED);
  const stored = await storeCompanyImage(ctx.storage, companyId, kind, upload);
  await setCompanyImage(ctx.db, companyId, kind, stored.url);
  return { kind, url: stored.url, width: stored.width, height: stored.height };
}
