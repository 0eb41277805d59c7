import type { Branding, BrandingRequest } from '@stepup/contracts';
import { brandingFormSchema, changedFields } from '@stepup/domain';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { DEFAULT_SITE_NAME, DEFAULT_TAB_INFO } from '../content/brand';
import { logContentChange, requireContentWriter } from './access';
import { findBrandingRow, saveBranding as saveBrandingRow } from './repository';

// Branding (the spec's siteInfo: site name, tab info, logo, favicon). Both sites read it from
// GET /api/site on every page load, and the served HTML's title and link-preview tags are made
// from it per request (content/page-branding.ts): a change shows with no restart or rebuild.

async function currentBranding(ctx: AppContext): Promise<Branding> {
  const row = await ctx.db.transaction((tx) => findBrandingRow(tx));
  return {
    siteName: row?.siteName ?? DEFAULT_SITE_NAME,
    tabInfo: row?.tabInfo ?? DEFAULT_TAB_INFO,
    logoUrl: row?.logoUrl ?? null,
    faviconUrl: row?.faviconUrl ?? null,
  };
}

/** The branding as the form edits it. Who may call: content:read. */
export async function getBranding(ctx: AppContext, actor: Actor): Promise<Branding> {
  requireAdmin(actor, 'content:read');
  return currentBranding(ctx);
}

/** Saves the branding (every field at once). Who may call: content:write. */
export async function saveBranding(
  ctx: AppContext,
  actor: Actor,
  input: BrandingRequest,
): Promise<Branding> {
  const admin = await requireContentWriter(ctx, actor);
  const values = validate(brandingFormSchema, input, { fields: true });
  await ctx.db.transaction(async (tx) => {
    const row = await findBrandingRow(tx);
    const current = {
      siteName: row?.siteName ?? DEFAULT_SITE_NAME,
      tabInfo: row?.tabInfo ?? DEFAULT_TAB_INFO,
      logoUrl: row?.logoUrl ?? null,
      faviconUrl: row?.faviconUrl ?? null,
    };
    const { before, after } = changedFields(current, values);
    if (row && Object.keys(after).length === 0) return;
    await saveBrandingRow(tx, values, ctx.clock());
    await logContentChange(tx, admin, {
      action: 'branding.updated',
      targetType: 'branding',
      targetId: 'site',
      name: values.siteName,
      before,
      after,
    });
  });
  return currentBranding(ctx);
}
