import type { CompanyWebsiteConnection } from '@stepup/contracts';
import { websiteConnectionSchema } from '@stepup/domain';
import type { IntegrationKind } from '@stepup/db';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { validate } from '../../context/validate';
import { companyRateRules } from './company-rate-rules';
import { findWebsiteConnection, saveWebsiteConnection } from './repository';

// The Website connection page: the company's shop address and access token (sealed at rest).

async function websiteConnectionOf(
  ctx: AppContext,
  companyId: string,
): Promise<CompanyWebsiteConnection> {
  const row = await findWebsiteConnection(ctx.db, companyId);
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
  ctx: AppContext,
  actor: Actor,
): Promise<CompanyWebsiteConnection> {
  const { companyId } = requireCompanyMember(actor).company;
  return websiteConnectionOf(ctx, companyId);
}

/**
 * Saves the address and access token (sealed). Who may call: a member whose role manages the
 * website connection; every attempt counts per address and per company.
 */
export async function saveWebsiteConnectionSettings(
  ctx: AppContext,
  actor: Actor,
  input: { platform: IntegrationKind; webAddress?: string; accessToken?: string },
): Promise<CompanyWebsiteConnection> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  await ctx.limiter.hit(companyRateRules.websiteConnectionPerIp, actor.ip);
  await ctx.limiter.hit(companyRateRules.websiteConnectionPerCompany, companyId);
  const { webAddress, accessToken } = validate(websiteConnectionSchema, input, { fields: true });
  await saveWebsiteConnection(ctx.db, companyId, {
    kind: input.platform,
    shopUrl: webAddress,
    accessTokenEncrypted: ctx.secrets.seal(accessToken),
  });
  return websiteConnectionOf(ctx, companyId);
}
