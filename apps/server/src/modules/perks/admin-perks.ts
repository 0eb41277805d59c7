import type {
  AdminPerk,
  AdminPerkList,
  AdminPerkRequest,
  PerkCompanySearch,
  PerkMoveRequest,
  PerksSwitchRequest,
} from '@stepup/contracts';
import {
  changedFields,
  moveInOrder,
  PERK_COMPANIES_REQUIRED,
  PERK_DOES_NOT_EXIST,
  perkDays,
  perkFormSchema,
  perkInstants,
  perkStatus,
  UPDATE_FAILED,
} from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { writeInteractionLog } from '../admin/interaction-log';
import {
  deletePerkRow,
  findCompanyIds,
  findPerksEnabled,
  insertPerk,
  listAllPerks,
  lockPerk,
  lockPerkOrder,
  lockPerksEnabled,
  renumberPerks,
  searchCompanies,
  setPerksEnabled,
  updatePerk,
} from './repository';
import type { PerkRow } from './repository';

/**
 * Changes to perks per address and per admin: a day's work stays far below them; a stolen admin
 * session cannot rewrite what every company sees at will.
 */
export const perksRateRules = {
  perIp: { name: 'admin-perks:ip', limit: 300, windowMs: 60 * 60_000 },
  perAdmin: { name: 'admin-perks:account', limit: 200, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** perks:write, every attempt counted per address and per admin (refused ones too). */
async function requirePerksWriter(ctx: AppContext, actor: Actor) {
  const admin = requireAdmin(actor, 'perks:write');
  await ctx.limiter.hit(perksRateRules.perIp, actor.ip);
  await ctx.limiter.hit(perksRateRules.perAdmin, admin.user.id);
  return admin.user;
}

type ListedPerk = PerkRow & { companies: { id: string; name: string }[] };

function toAdminPerk(row: ListedPerk, now: Date): AdminPerk {
  return {
    id: row.id,
    title: row.title,
    partner: row.partner,
    description: row.description,
    imageUrl: row.imageUrl,
    url: row.url,
    code: row.code,
    ...perkDays(row),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    audience: row.audience,
    companies: row.audience === 'chosen' ? row.companies : [],
    status: perkStatus(row, now),
  };
}

async function perkList(ctx: AppContext): Promise<AdminPerkList> {
  const now = ctx.clock();
  const [perksEnabled, rows] = await Promise.all([findPerksEnabled(ctx.db), listAllPerks(ctx.db)]);
  return { perksEnabled, perks: rows.map((row) => toAdminPerk(row, now)) };
}

/** /admin/perks: every perk in the companies' order with where it stands today, and the switch. */
export async function listAdminPerks(ctx: AppContext, actor: Actor): Promise<AdminPerkList> {
  requireAdmin(actor, 'perks:read');
  return perkList(ctx);
}

/** Companies to choose for a perk, by part of their name. Who may call: perks:read. */
export async function searchPerkCompanies(
  ctx: AppContext,
  actor: Actor,
  { q = '' }: { q?: string | undefined },
): Promise<PerkCompanySearch> {
  requireAdmin(actor, 'perks:read');
  return { companies: await searchCompanies(ctx.db, q) };
}

/** The form checked with the domain's rules, as stored: instants, chosen companies that exist. */
async function perkValues(ctx: AppContext, input: AdminPerkRequest) {
  const form = validate(perkFormSchema, input, { fields: true });
  const wanted = form.audience === 'chosen' ? [...new Set(form.companyIds)] : [];
  const companyIds = (await findCompanyIds(ctx.db, wanted)).sort();
  if (form.audience === 'chosen' && companyIds.length === 0)
    throw invalidField('companyIds', PERK_COMPANIES_REQUIRED);
  return {
    values: {
      title: form.title,
      partner: form.partner,
      description: form.description,
      imageUrl: form.imageUrl,
      url: form.url,
      code: form.code,
      ...perkInstants(form),
      enabled: form.enabled,
      audience: form.audience,
    },
    companyIds,
  };
}

/** A perk as its interaction-log entry keeps it (the fields an admin sets). */
const loggedPerk = (perk: {
  title: string;
  partner: string;
  description: string;
  imageUrl: string | null;
  url: string | null;
  code: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
  audience: string;
  companyIds: string[];
}) => ({
  title: perk.title,
  partner: perk.partner,
  description: perk.description,
  imageUrl: perk.imageUrl,
  url: perk.url,
  code: perk.code,
  ...perkDays(perk),
  enabled: perk.enabled,
  audience: perk.audience,
  companies: perk.companyIds.join(', '),
});

async function perkAfter(ctx: AppContext, id: string): Promise<AdminPerk> {
  const row = (await listAllPerks(ctx.db)).find((perk) => perk.id === id);
  if (!row) throw notFound(PERK_DOES_NOT_EXIST);
  return toAdminPerk(row, ctx.clock());
}

/** A new perk, last in the order. Who may call: perks:write. */
export async function createPerk(
  ctx: AppContext,
  actor: Actor,
  input: AdminPerkRequest,
): Promise<AdminPerk> {
  const me = await requirePerksWriter(ctx, actor);
  const { values, companyIds } = await perkValues(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertPerk(tx, values, companyIds);
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'perk.created',
      targetType: 'perk',
      targetId: created,
      data: { name: values.title, before: {}, after: loggedPerk({ ...values, companyIds }) },
    });
    return created;
  });
  return perkAfter(ctx, id);
}

/** Changes a perk (its place in the order stays). Who may call: perks:write. */
export async function editPerk(
  ctx: AppContext,
  actor: Actor,
  { perkId, input }: { perkId: string; input: AdminPerkRequest },
): Promise<AdminPerk> {
  const me = await requirePerksWriter(ctx, actor);
  const { values, companyIds } = await perkValues(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const perk = await lockPerk(tx, perkId);
    if (!perk) throw notFound(PERK_DOES_NOT_EXIST);
    const { before, after } = changedFields(
      loggedPerk(perk),
      loggedPerk({ ...values, companyIds }),
    );
    if (Object.keys(after).length === 0) return;
    await updatePerk(tx, perkId, values, companyIds, ctx.clock());
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'perk.updated',
      targetType: 'perk',
      targetId: perkId,
      data: { name: values.title, before, after },
    });
  });
  return perkAfter(ctx, perkId);
}

/**
 * Moves a perk one place up or down in the companies' order (the first cannot go up, nor the
 * last down: nothing changes). Answers the list in its new order. Who may call: perks:write.
 */
export async function movePerk(
  ctx: AppContext,
  actor: Actor,
  { perkId, move }: { perkId: string; move: PerkMoveRequest },
): Promise<AdminPerkList> {
  const me = await requirePerksWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const order = await lockPerkOrder(tx);
    const from = order.findIndex((perk) => perk.id === perkId);
    if (from < 0) throw notFound(PERK_DOES_NOT_EXIST);
    const ids = moveInOrder(
      order.map((perk) => perk.id),
      perkId,
      move.direction,
    );
    if (!ids) return;
    const to = ids.indexOf(perkId);
    await renumberPerks(tx, ids, ctx.clock());
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'perk.moved',
      targetType: 'perk',
      targetId: perkId,
      data: {
        name: order[from]!.title,
        before: { sortOrder: from + 1 },
        after: { sortOrder: to + 1 },
      },
    });
  });
  return perkList(ctx);
}

/** Deletes a perk: no company sees it again. Who may call: perks:write. */
export async function deletePerk(
  ctx: AppContext,
  actor: Actor,
  { perkId }: { perkId: string },
): Promise<void> {
  const me = await requirePerksWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const perk = await lockPerk(tx, perkId);
    if (!perk) throw notFound(PERK_DOES_NOT_EXIST);
    await deletePerkRow(tx, perkId);
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'perk.deleted',
      targetType: 'perk',
      targetId: perkId,
      data: { name: perk.title, before: loggedPerk(perk), after: {} },
    });
  });
}

/**
 * Turns the companies' Perks tab on or off (site_settings.perks_enabled): off hides the menu item
 * and every perk from every company. Who may call: perks:write.
 */
export async function switchPerks(
  ctx: AppContext,
  actor: Actor,
  { perksEnabled }: PerksSwitchRequest,
): Promise<PerksSwitchRequest> {
  const me = await requirePerksWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const was = await lockPerksEnabled(tx);
    if (was === null) throw new AppError('conflict', UPDATE_FAILED);
    if (was === perksEnabled) return;
    await setPerksEnabled(tx, perksEnabled, ctx.clock());
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'perks.switched',
      targetType: 'site-settings',
      targetId: '1',
      data: { before: { perksEnabled: was }, after: { perksEnabled } },
    });
  });
  return { perksEnabled: await findPerksEnabled(ctx.db) };
}
