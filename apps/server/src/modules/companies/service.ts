import type {
  CompanyBasicInformation,
  CompanyImage,
  CompanyImageKind,
  CompanySales,
  CompanySetup,
  CompanyWebsiteConnection,
  ConnectPaymentsResponse,
  PaymentsConnection,
} from '@stepup/contracts';
import {
  basicInformationSchema,
  companySalesCsv,
  companySetupFacts,
  missingCampaignPrerequisites,
  fieldErrors,
  INVALID_FORMAT,
  NO_IMAGE_SELECTED,
  saleCustomerFirstName,
  SALES_PAGE_SIZE,
  websiteConnectionSchema,
} from '@stepup/domain';
import type { CampaignPrerequisite } from '@stepup/domain';
import type { Database, IntegrationKind } from '@stepup/db';
import { AppError, notFound } from '../../app-error';
import type { CountAttempt, RateRule } from '../../plugins/rate-limit';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { PaymentProviderError } from '../../providers/payments/payment-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { requireCompanyMember } from './company-access';
import { storeCompanyImage } from './company-images';
import {
  findBasicInformation,
  findCompanySetupRecord,
  findPaymentState,
  findWebsiteConnection,
  isChoosableCategory,
  listChoosableCategories,
  listSales,
  salesTotals,
  saveWebsiteConnection,
  setCompanyImage,
  setPaymentAccount,
  updateBasicInformation,
} from './repository';
import type { createSecretBox } from './secret-box';

const hour = 60 * 60_000;
/**
 * The settings a company writes, per address and per company. Generous for an owner filling the
 * forms in (a save per field is fine); each upload is decoded and resized, so those count too.
 */
export const companyRateRules = {
  basicInformationPerIp: { name: 'basic-information:ip', limit: 60, windowMs: hour },
  basicInformationPerCompany: { name: 'basic-information:company', limit: 30, windowMs: hour },
  imageUploadsPerIp: { name: 'image-upload:ip', limit: 60, windowMs: hour },
  imageUploadsPerCompany: { name: 'image-upload:company', limit: 30, windowMs: hour },
  websiteConnectionPerIp: { name: 'website-connection:ip', limit: 60, windowMs: hour },
  websiteConnectionPerCompany: { name: 'website-connection:company', limit: 30, windowMs: hour },
} satisfies Record<string, RateRule>;

/** Not in the spec: the provider could not be reached while connecting payments. */
export const PAYMENTS_UNAVAILABLE = 'Payments could not be connected just now. Please try again.';

export interface CompanyContext {
  accounts: AccountsContext;
  storage: FileStorage;
  payments: PaymentProvider;
  /** The business site's public address (Stripe's onboarding returns to /payments there). */
  businessUrl: string;
  secrets: ReturnType<typeof createSecretBox>;
}

const validationError = (errors: Record<string, string>) =>
  new AppError('validation', Object.values(errors)[0] ?? INVALID_FORMAT, errors);

/**
 * Who may call: any member of a company. Which campaign prerequisites their company meets, and
 * the caller's role (the business site's menu and owner-only pages follow it).
 */
export async function getCompanySetup(
  ctx: CompanyContext,
  headers: Headers,
): Promise<CompanySetup> {
  const { companyId, role } = await requireCompanyMember(ctx.accounts, headers);
  const record = await findCompanySetupRecord(ctx.accounts.db, companyId);
  if (!record) throw notFound();
  return {
    companyName: record.tradingName || record.name,
    yourRole: role,
    facts: companySetupFacts(record),
  };
}

/**
 * For a campaign request (§5 prerequisites): which prerequisites the company still lacks, in the
 * spec's order; empty when it may request. The caller has already checked access.
 */
export async function missingPrerequisitesOf(
  db: Database,
  companyId: string,
): Promise<CampaignPrerequisite[]> {
  const record = await findCompanySetupRecord(db, companyId);
  if (!record) throw notFound();
  return missingCampaignPrerequisites(companySetupFacts(record));
}

async function basicInformationOf(
  ctx: CompanyContext,
  companyId: string,
): Promise<CompanyBasicInformation> {
  const db = ctx.accounts.db;
  const [row, categories] = await Promise.all([
    findBasicInformation(db, companyId),
    listChoosableCategories(db),
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
  ctx: CompanyContext,
  headers: Headers,
): Promise<CompanyBasicInformation> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers);
  return basicInformationOf(ctx, companyId);
}

/**
 * Who may call: any member of a company. Saves the details (every rule of §5 checked here); every
 * attempt counts against the company (`count`).
 */
export async function saveBasicInformation(
  ctx: CompanyContext,
  headers: Headers,
  input: unknown,
  count: CountAttempt,
): Promise<CompanyBasicInformation> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, {
    may: 'manageBasicInformation',
  });
  await count(companyId);
  const parsed = basicInformationSchema.safeParse(input);
  if (!parsed.success) throw validationError(fieldErrors(basicInformationSchema, input));
  const info = parsed.data;
  if (info.categoryId && !(await isChoosableCategory(ctx.accounts.db, info.categoryId))) {
    throw validationError({ categoryId: INVALID_FORMAT });
  }
  await updateBasicInformation(ctx.accounts.db, companyId, info);
  return basicInformationOf(ctx, companyId);
}

/**
 * Who may call: any member of a company. Checks the image's pixels, stores its variants. Every
 * attempt counts against the company (`count`).
 */
export async function uploadCompanyImage(
  ctx: CompanyContext,
  headers: Headers,
  kind: CompanyImageKind,
  readUpload: () => Promise<Buffer | null>,
  count: CountAttempt,
): Promise<CompanyImage> {
  // Access and the limit first: nothing is read from the request body for someone who may not
  // upload, or may not upload again yet.
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, {
    may: 'manageBasicInformation',
  });
  await count(companyId);
  const upload = await readUpload();
  if (!upload || upload.length === 0) {
    throw validationError({ image: NO_IMAGE_SELECTED });
  }
  const stored = await storeCompanyImage(ctx.storage, companyId, kind, upload);
  await setCompanyImage(ctx.accounts.db, companyId, kind, stored.url);
  return { kind, url: stored.url, width: stored.width, height: stored.height };
}

function connectionOf(
  ctx: CompanyContext,
  state: { paymentAccountId: string | null; paymentsEnabled: boolean },
  canConnect: boolean,
): PaymentsConnection {
  return {
    provider: ctx.payments.kind,
    accountCreated: state.paymentAccountId !== null,
    paymentsEnabled: state.paymentAccountId !== null && state.paymentsEnabled,
    canConnect,
  };
}

/**
 * Asks the provider whether an account still in onboarding can take payments now, and records it.
 * A provider that cannot be reached leaves the stored state as it was.
 */
async function refreshedPaymentState(ctx: CompanyContext, companyId: string) {
  const state = await findPaymentState(ctx.accounts.db, companyId);
  if (!state) throw notFound();
  if (state.paymentAccountId && !state.paymentsEnabled) {
    try {
      const account = await ctx.payments.retrieveConnectedAccount(state.paymentAccountId);
      if (account.chargesEnabled) {
        await setPaymentAccount(ctx.accounts.db, companyId, state.paymentAccountId, true);
        return { ...state, paymentsEnabled: true };
      }
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
    }
  }
  return state;
}

/** Who may call: any member of a company. The payments connection (refreshed after onboarding). */
export async function getPaymentsConnection(
  ctx: CompanyContext,
  headers: Headers,
): Promise<PaymentsConnection> {
  const { companyId, role } = await requireCompanyMember(ctx.accounts, headers);
  const state = await refreshedPaymentState(ctx, companyId);
  return connectionOf(ctx, state, role === 'owner');
}

/**
 * Who may call: the company's owner. Connects payments: the sandbox at once; Stripe creates the
 * connected account (once per company) and answers its onboarding link.
 */
export async function connectPayments(
  ctx: CompanyContext,
  headers: Headers,
): Promise<ConnectPaymentsResponse> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, { owner: true });
  const db = ctx.accounts.db;
  try {
    let state = await refreshedPaymentState(ctx, companyId);
    if (state.paymentAccountId && state.paymentsEnabled) {
      return { connection: connectionOf(ctx, state, true), onboardingUrl: null };
    }
    let accountId = state.paymentAccountId;
    if (!accountId) {
      const account = await ctx.payments.createConnectedAccount({
        companyId,
        email: state.contactEmail,
        businessName: state.tradingName || state.name,
        website: state.website,
        idempotencyKey: `connect-${companyId}`,
      });
      accountId = await setPaymentAccount(db, companyId, account.id, account.chargesEnabled);
      state = { ...state, paymentAccountId: accountId, paymentsEnabled: account.chargesEnabled };
      if (account.chargesEnabled) {
        return { connection: connectionOf(ctx, state, true), onboardingUrl: null };
      }
    }
    const onboardingUrl = await ctx.payments.createAccountOnboardingLink(accountId, {
      refreshUrl: `${ctx.businessUrl}/payments?connect=refresh`,
      returnUrl: `${ctx.businessUrl}/payments?connect=return`,
    });
    return { connection: connectionOf(ctx, state, true), onboardingUrl };
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError('unavailable', PAYMENTS_UNAVAILABLE);
    throw err;
  }
}

type SaleRow = Awaited<ReturnType<typeof listSales>>[number];

const saleOf = (row: SaleRow) => ({
  id: row.id,
  paymentDate: new Date(row.paymentDate).toISOString(),
  customerFirstName: saleCustomerFirstName(row.buyerName),
  campaignName: row.campaignName,
  faceValuePence: row.faceValuePence,
  paidPence: row.paidPence,
  step: row.step,
  gift: row.buyFor === 'gift',
  redeemed: row.usedAt !== null,
  cancelled: row.cancelledAt !== null,
});

/** Who may call: any member of a company. One page of its sales, newest first, and the totals. */
export async function getCompanySales(
  ctx: CompanyContext,
  headers: Headers,
  page: number,
): Promise<CompanySales> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers);
  const db = ctx.accounts.db;
  const [rows, totals] = await Promise.all([
    listSales(db, companyId, { limit: SALES_PAGE_SIZE, offset: (page - 1) * SALES_PAGE_SIZE }),
    salesTotals(db, companyId),
  ]);
  return { sales: rows.map(saleOf), page, pageSize: SALES_PAGE_SIZE, totals };
}

/** Who may call: any member of a company. Every sale as a CSV file's text. */
export async function exportCompanySalesCsv(
  ctx: CompanyContext,
  headers: Headers,
): Promise<string> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers);
  const rows = await listSales(ctx.accounts.db, companyId);
  return companySalesCsv(rows.map(saleOf));
}

async function websiteConnectionOf(
  ctx: CompanyContext,
  companyId: string,
): Promise<CompanyWebsiteConnection> {
  const row = await findWebsiteConnection(ctx.accounts.db, companyId);
  if (!row)
    return {
      platform: null,
      webAddress: null,
      accessTokenEnding: null,
      status: 'not_connected',
      updatedAt: null,
    };
  let ending: string | null = null;
  if (row.accessTokenEncrypted) {
    try {
      ending = ctx.secrets.open(row.accessTokenEncrypted).slice(-4);
    } catch {
      ending = null;
    }
  }
  return {
    platform: row.kind as 'shopify' | 'woocommerce' | 'custom_api',
    webAddress: row.shopUrl,
    accessTokenEnding: ending,
    status: row.status,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Who may call: any member of a company. The saved website connection (never the token). */
export async function getWebsiteConnection(
  ctx: CompanyContext,
  headers: Headers,
): Promise<CompanyWebsiteConnection> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers);
  return websiteConnectionOf(ctx, companyId);
}

/**
 * Who may call: any member of a company. Saves the address and access token (encrypted); every
 * attempt counts against the company (`count`).
 */
export async function saveWebsiteConnectionSettings(
  ctx: CompanyContext,
  headers: Headers,
  input: { platform: IntegrationKind; webAddress?: string; accessToken?: string },
  count: CountAttempt,
): Promise<CompanyWebsiteConnection> {
  const { companyId } = await requireCompanyMember(ctx.accounts, headers, {
    may: 'manageWebsiteConnection',
  });
  await count(companyId);
  const parsed = websiteConnectionSchema.safeParse(input);
  if (!parsed.success) throw validationError(fieldErrors(websiteConnectionSchema, input));
  await saveWebsiteConnection(ctx.accounts.db, companyId, {
    kind: input.platform,
    shopUrl: parsed.data.webAddress,
    accessTokenEncrypted: ctx.secrets.seal(parsed.data.accessToken),
  });
  return websiteConnectionOf(ctx, companyId);
}
