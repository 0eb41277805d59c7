import type {
  CompanySite,
  CompanySiteFigures,
  CompanySiteRequest,
  CompanySites,
} from '@stepup/contracts';
import {
  companySiteSchema,
  moveSchema,
  moveInOrder,
  NO_SITE_RECORDED,
  SEVERAL_SITES,
  salesSiteOf,
  SITE_NAME_TAKEN,
  SITE_NOT_FOUND,
  siteIdsSchema,
} from '@stepup/domain';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import {
  archiveSite,
  findCompanyCampaignId,
  findMemberId,
  insertSite,
  listCampaignSites,
  listMemberSites,
  listSites,
  lockSiteOrder,
  redemptionsBySite,
  replaceMemberSites,
  salesByCampaign,
  saveSiteOrder,
  updateSite,
} from './repository';
import { siteRateRules } from './site-rate-rules';
import { offerCampaignAt, requireOwnSites } from './site-rules';

// Multi-site groups (docs/product.md#multi-site-groups): the owner's Sites tab of /api, the sites
// of a campaign and of a member of staff, and the dashboard's figures by site.

const owner = { may: 'manageWebsiteConnection' } as const;

/** Counts one change of the company's sites, per address and per company (before any work). */
async function countChange(ctx: AppContext, actor: Actor, companyId: string) {
  await ctx.limiter.hit(siteRateRules.changesPerIp, actor.ip);
  await ctx.limiter.hit(siteRateRules.changesPerCompany, companyId);
}

type SiteRow = { id: string; name: string; address: string; archivedAt: Date | null };
const shape = (s: SiteRow): CompanySite => ({
  id: s.id,
  name: s.name,
  address: s.address,
  archivedAt: s.archivedAt?.toISOString() ?? null,
});

/** Site ids grouped by another column (a campaign's, a member's). */
function grouped<R extends { siteId: string }>(rows: R[], key: (row: R) => string) {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row.siteId]);
  return map;
}

/**
 * Who may call: any member of a company (the till needs the list). The company's sites, the
 * caller's own sites, and where each campaign is offered and each member works.
 */
export async function getSites(ctx: AppContext, actor: Actor): Promise<CompanySites> {
  const { company, user } = requireCompanyMember(actor);
  const { companyId } = company;
  const [sites, campaignRows, memberRows] = await Promise.all([
    listSites(ctx.db, companyId),
    listCampaignSites(ctx.db, companyId),
    listMemberSites(ctx.db, companyId),
  ]);
  const byCampaign = grouped(campaignRows, (r) => r.campaignId);
  const byMember = grouped(memberRows, (r) => r.userId);
  return {
    sites: sites.map(shape),
    yourSiteIds: byMember.get(user.id) ?? [],
    members: [...byMember].map(([userId, siteIds]) => ({ userId, siteIds })),
    campaigns: [...byCampaign].map(([campaignId, siteIds]) => ({ campaignId, siteIds })),
  };
}

/** Who may call: an owner. Adds a site at the end of the list; open names are unique. */
export async function addSite(
  ctx: AppContext,
  actor: Actor,
  input: CompanySiteRequest,
): Promise<CompanySite> {
  const { companyId } = requireCompanyMember(actor, owner).company;
  await countChange(ctx, actor, companyId);
  const { name, address } = validate(companySiteSchema, input, { fields: true });
  const site = await insertSite(ctx.db, { companyId, name, address });
  if (!site) throw invalidField('name', SITE_NAME_TAKEN);
  return shape(site);
}

/** Who may call: an owner, for THEIR company's open sites. Renames it or changes its address. */
export async function changeSite(
  ctx: AppContext,
  actor: Actor,
  { id, ...input }: CompanySiteRequest & { id: string },
): Promise<CompanySite> {
  const { companyId } = requireCompanyMember(actor, owner).company;
  await countChange(ctx, actor, companyId);
  const current = (await listSites(ctx.db, companyId)).find((s) => s.id === id && !s.archivedAt);
  if (!current) throw notFound(SITE_NOT_FOUND);
  const { name, address } = validate(
    companySiteSchema,
    { name: input.name ?? current.name, address: input.address ?? current.address },
    { fields: true },
  );
  const site = await updateSite(ctx.db, companyId, id, { name, address }, ctx.clock());
  if (site === null) throw invalidField('name', SITE_NAME_TAKEN);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return shape(site);
}

/** Who may call: an owner. Moves an open site one place up or down the list. */
export async function moveSite(
  ctx: AppContext,
  actor: Actor,
  { id, direction: asked }: { id: string; direction: string },
): Promise<void> {
  const { companyId } = requireCompanyMember(actor, owner).company;
  await countChange(ctx, actor, companyId);
  const { direction } = validate(moveSchema, { direction: asked });
  await ctx.db.transaction(async (tx) => {
    const ids = await lockSiteOrder(tx, companyId);
    if (!ids.includes(id)) throw notFound(SITE_NOT_FOUND);
    const next = moveInOrder(ids, id, direction);
    if (next) await saveSiteOrder(tx, next, ctx.clock());
  });
}

/**
 * Who may call: an owner. Closes an open site: its past redemptions keep its name; campaigns and
 * staff limited to it are no longer (a campaign offered only there is then offered everywhere).
 */
export async function closeSite(ctx: AppContext, actor: Actor, { id }: { id: string }) {
  const { companyId } = requireCompanyMember(actor, owner).company;
  await countChange(ctx, actor, companyId);
  if (!(await archiveSite(ctx.db, companyId, id, ctx.clock()))) throw notFound(SITE_NOT_FOUND);
}

/** Who may call: a member whose role manages campaigns. Where one of THEIR campaigns is used. */
export async function setCampaignSites(
  ctx: AppContext,
  actor: Actor,
  { campaignId, siteIds }: { campaignId: string; siteIds: string[] },
): Promise<void> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageCampaigns' }).company;
  await countChange(ctx, actor, companyId);
  validate(siteIdsSchema, { siteIds });
  if (!(await findCompanyCampaignId(ctx.db, companyId, campaignId))) throw notFound(SITE_NOT_FOUND);
  const own = await requireOwnSites(ctx.db, companyId, siteIds);
  await ctx.db.transaction((tx) => offerCampaignAt(tx, campaignId, own));
}

/** Who may call: an owner. The sites one of THEIR members works at (none: every site). */
export async function setMemberSites(
  ctx: AppContext,
  actor: Actor,
  { userId, siteIds }: { userId: string; siteIds: string[] },
): Promise<void> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageTeam' }).company;
  await countChange(ctx, actor, companyId);
  validate(siteIdsSchema, { siteIds });
  const memberId = await findMemberId(ctx.db, companyId, userId);
  if (!memberId) throw notFound(SITE_NOT_FOUND);
  const own = await requireOwnSites(ctx.db, companyId, siteIds);
  await ctx.db.transaction((tx) => replaceMemberSites(tx, memberId, own));
}

/**
 * Who may call: any member of a company (the dashboard). Redemptions by the site they happened
 * at, and sales by the site their campaign is offered at (one site: that site; several or every
 * site: "Several sites"), both in the order of the site list.
 */
export async function getSiteFigures(ctx: AppContext, actor: Actor): Promise<CompanySiteFigures> {
  const member = requireCompanyMember(actor);
  await ctx.limiter.hit(siteRateRules.figuresPerIp, actor.ip);
  await ctx.limiter.hit(siteRateRules.figuresPerMember, member.user.id);
  const { companyId } = member.company;
  const [sites, redeemed, sold, campaignRows] = await Promise.all([
    listSites(ctx.db, companyId),
    redemptionsBySite(ctx.db, companyId),
    salesByCampaign(ctx.db, companyId),
    listCampaignSites(ctx.db, companyId),
  ]);
  const byCampaign = grouped(campaignRows, (r) => r.campaignId);
  /** Every open site (even at zero), then closed sites and the catch-all line when they count. */
  const lines = (
    rows: { siteId: string | null; count: number; valuePence: number }[],
    catchAll: string,
  ) => {
    const totals = new Map<string | null, { count: number; valuePence: number }>();
    for (const r of rows) {
      const t = totals.get(r.siteId) ?? { count: 0, valuePence: 0 };
      totals.set(r.siteId, { count: t.count + r.count, valuePence: t.valuePence + r.valuePence });
    }
    const all = [
      ...sites.map((s) => ({ siteId: s.id as string | null, label: s.name, open: !s.archivedAt })),
      { siteId: null, label: catchAll, open: false },
    ];
    return all
      .map(({ siteId, label, open }) => ({
        siteId,
        label,
        open,
        ...(totals.get(siteId) ?? { count: 0, valuePence: 0 }),
      }))
      .filter((line) => line.open || line.count > 0)
      .map(({ open: _open, ...line }) => line);
  };
  return {
    redemptions: lines(redeemed, NO_SITE_RECORDED),
    sales: lines(
      sold.map((r) => ({ ...r, siteId: salesSiteOf(byCampaign.get(r.campaignId) ?? []) })),
      SEVERAL_SITES,
    ),
  };
}
