import type {
  AdminGiftDesign,
  AdminGiftDesignCategory,
  AdminGiftDesignCategoryList,
  AdminGiftDesignList,
  GiftDesignCategoryRequest,
  GiftDesignRequest,
} from '@stepup/contracts';
import type { Transaction } from '@stepup/db';
import type { InteractionLogTargetType } from '@stepup/domain';
import {
  GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST,
  GIFT_DESIGN_CATEGORY_NOT_EMPTY,
  GIFT_DESIGN_DOES_NOT_EXIST,
  GIFT_DESIGN_IN_USE,
  changedFields,
  giftDesignCategoryFormSchema,
  giftDesignFormSchema,
  moveInOrder,
  moveSchema,
} from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { writeInteractionLog } from '../admin/interaction-log';
import type { GiftDesignCategoryValues, GiftDesignList, GiftDesignValues } from './repository';
import {
  countDesignsIn,
  deleteCategory as deleteCategoryRow,
  deleteDesign as deleteDesignRow,
  designInUse,
  findCategories,
  findCategory,
  findDesign,
  findDesigns,
  insertCategory,
  insertDesign,
  lockOrder,
  nextSortOrder,
  saveOrder,
  updateCategory,
  updateDesign,
} from './repository';

// The admin's gift designs on /admin/gifting (docs/product.md#gift-designs): categories and
// designs, each in its order. gifting:read lists; gifting:write changes, counted per address
// and per admin, each change written with its interaction-log line.

/** Changes per address and per admin: an afternoon of new designs stays far below them. */
export const giftDesignRateRules = {
  perIp: { name: 'admin-gift-designs:ip', limit: 300, windowMs: 60 * 60_000 },
  perAdmin: { name: 'admin-gift-designs:account', limit: 150, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

async function requireDesignWriter(ctx: AppContext, actor: Actor) {
  const admin = requireAdmin(actor, 'gifting:write');
  await ctx.limiter.hit(giftDesignRateRules.perIp, actor.ip);
  await ctx.limiter.hit(giftDesignRateRules.perAdmin, admin.user.id);
  return admin;
}
type Writer = Awaited<ReturnType<typeof requireDesignWriter>>;

function log(
  tx: Transaction,
  admin: Writer,
  entry: {
    action: string;
    targetType: InteractionLogTargetType;
    targetId: string;
    name: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
) {
  const { name, before, after, ...rest } = entry;
  return writeInteractionLog(tx, {
    actorUserId: admin.user.id,
    actorLabel: admin.user.email,
    ...rest,
    data: { name, before, after },
  });
}

// Categories

const toCategory = (
  row: Awaited<ReturnType<typeof findCategories>>[number],
): AdminGiftDesignCategory => ({
  id: row.id,
  name: row.name,
  order: row.sortOrder,
  active: row.active,
  designCount: row.designCount,
});

const categoryLogged = (c: GiftDesignCategoryValues) => ({ name: c.name, active: c.active });

/** Every category in display order, inactive ones too. Who may call: gifting:read. */
export async function listGiftDesignCategories(
  ctx: AppContext,
  actor: Actor,
): Promise<AdminGiftDesignCategoryList> {
  requireAdmin(actor, 'gifting:read');
  return { categories: (await findCategories(ctx.db)).map(toCategory) };
}

async function categoryAfter(ctx: AppContext, id: string) {
  const row = (await findCategories(ctx.db)).find((c) => c.id === id);
  if (!row) throw notFound(GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST);
  return toCategory(row);
}

/** A new category, last in the order. Who may call: gifting:write. */
export async function createGiftDesignCategory(
  ctx: AppContext,
  actor: Actor,
  input: GiftDesignCategoryRequest,
): Promise<AdminGiftDesignCategory> {
  const admin = await requireDesignWriter(ctx, actor);
  const values = validate(giftDesignCategoryFormSchema, input, { fields: true });
  const id = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'categories');
    const created = await insertCategory(tx, {
      ...values,
      sortOrder: await nextSortOrder(tx, 'categories'),
    });
    await log(tx, admin, {
      action: 'gift-design-category.created',
      targetType: 'gift-design-category',
      targetId: created,
      name: values.name,
      before: {},
      after: categoryLogged(values),
    });
    return created;
  });
  return categoryAfter(ctx, id);
}

/** Renames or (de)activates a category; an inactive one's designs are not offered. */
export async function editGiftDesignCategory(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: GiftDesignCategoryRequest },
): Promise<AdminGiftDesignCategory> {
  const admin = await requireDesignWriter(ctx, actor);
  const values = validate(giftDesignCategoryFormSchema, input, { fields: true });
  await ctx.db.transaction(async (tx) => {
    const current = await findCategory(tx, id);
    if (!current) throw notFound(GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST);
    const { before, after } = changedFields(categoryLogged(current), categoryLogged(values));
    if (Object.keys(after).length === 0) return;
    await updateCategory(tx, id, values, ctx.clock());
    await log(tx, admin, {
      action: 'gift-design-category.updated',
      targetType: 'gift-design-category',
      targetId: id,
      name: values.name,
      before,
      after,
    });
  });
  return categoryAfter(ctx, id);
}

/** Deletes an empty category (one holding designs: 409, GIFT_DESIGN_CATEGORY_NOT_EMPTY). */
export async function deleteGiftDesignCategory(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = await requireDesignWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'categories');
    const current = await findCategory(tx, id);
    if (!current) throw notFound(GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST);
    if ((await countDesignsIn(tx, id)) > 0) {
      throw new AppError('conflict', GIFT_DESIGN_CATEGORY_NOT_EMPTY);
    }
    await deleteCategoryRow(tx, id);
    await log(tx, admin, {
      action: 'gift-design-category.deleted',
      targetType: 'gift-design-category',
      targetId: id,
      name: current.name,
      before: categoryLogged(current),
      after: {},
    });
  });
}

/** Moves a row of either list one place up or down, and logs its new position. */
async function move(
  ctx: AppContext,
  actor: Actor,
  list: GiftDesignList,
  { id, direction: asked }: { id: string; direction: string },
) {
  const admin = await requireDesignWriter(ctx, actor);
  const { direction } = validate(moveSchema, { direction: asked });
  const category = list === 'categories';
  await ctx.db.transaction(async (tx) => {
    const ids = await lockOrder(tx, list);
    if (!ids.includes(id)) {
      throw notFound(category ? GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST : GIFT_DESIGN_DOES_NOT_EXIST);
    }
    const next = moveInOrder(ids, id, direction);
    if (!next) return;
    await saveOrder(tx, list, next);
    const row = category ? await findCategory(tx, id) : await findDesign(tx, id);
    await log(tx, admin, {
      action: category ? 'gift-design-category.moved' : 'gift-design.moved',
      targetType: category ? 'gift-design-category' : 'gift-design',
      targetId: id,
      name: row?.name ?? '',
      before: { order: ids.indexOf(id) + 1 },
      after: { order: next.indexOf(id) + 1 },
    });
  });
}

/** Moves a category one place; answers the list in its new order. Who may call: gifting:write. */
export async function moveGiftDesignCategory(
  ctx: AppContext,
  actor: Actor,
  change: { id: string; direction: string },
): Promise<AdminGiftDesignCategoryList> {
  await move(ctx, actor, 'categories', change);
  return { categories: (await findCategories(ctx.db)).map(toCategory) };
}

// Designs

const toDesign = (row: Awaited<ReturnType<typeof findDesigns>>[number]): AdminGiftDesign => ({
  id: row.id,
  name: row.name,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  imageUrl: row.imageUrl,
  order: row.sortOrder,
  active: row.active,
  giftCount: row.giftCount,
});

const designLogged = (d: GiftDesignValues) => ({
  name: d.name,
  categoryId: d.categoryId,
  imageUrl: d.imageUrl,
  active: d.active,
});

/** Every design in display order, inactive ones too. Who may call: gifting:read. */
export async function listGiftDesigns(ctx: AppContext, actor: Actor): Promise<AdminGiftDesignList> {
  requireAdmin(actor, 'gifting:read');
  return { designs: (await findDesigns(ctx.db)).map(toDesign) };
}

async function designAfter(ctx: AppContext, id: string) {
  const row = (await findDesigns(ctx.db)).find((d) => d.id === id);
  if (!row) throw notFound(GIFT_DESIGN_DOES_NOT_EXIST);
  return toDesign(row);
}

function designValues(input: GiftDesignRequest): GiftDesignValues {
  const values = validate(giftDesignFormSchema, input, { fields: true });
  return { ...values, imageUrl: values.imageUrl! };
}

const unknownCategory = () => invalidField('categoryId', GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST);

/** A new design (its artwork uploaded first, kind 'gift-design'), last in the order. */
export async function createGiftDesign(
  ctx: AppContext,
  actor: Actor,
  input: GiftDesignRequest,
): Promise<AdminGiftDesign> {
  const admin = await requireDesignWriter(ctx, actor);
  const values = designValues(input);
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await findCategory(tx, values.categoryId))) throw unknownCategory();
    await lockOrder(tx, 'designs');
    const created = await insertDesign(tx, {
      ...values,
      sortOrder: await nextSortOrder(tx, 'designs'),
    });
    await log(tx, admin, {
      action: 'gift-design.created',
      targetType: 'gift-design',
      targetId: created,
      name: values.name,
      before: {},
      after: designLogged(values),
    });
    return created;
  });
  return designAfter(ctx, id);
}

/**
 * Changes a design: its name, category, artwork, or whether buyers are offered it (gifts already
 * carrying it keep it either way). Who may call: gifting:write.
 */
export async function editGiftDesign(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: GiftDesignRequest },
): Promise<AdminGiftDesign> {
  const admin = await requireDesignWriter(ctx, actor);
  const values = designValues(input);
  await ctx.db.transaction(async (tx) => {
    const current = await findDesign(tx, id);
    if (!current) throw notFound(GIFT_DESIGN_DOES_NOT_EXIST);
    if (!(await findCategory(tx, values.categoryId))) throw unknownCategory();
    const { before, after } = changedFields(designLogged(current), designLogged(values));
    if (Object.keys(after).length === 0) return;
    await updateDesign(tx, id, values, ctx.clock());
    await log(tx, admin, {
      action: 'gift-design.updated',
      targetType: 'gift-design',
      targetId: id,
      name: values.name,
      before,
      after,
    });
  });
  return designAfter(ctx, id);
}

/** Moves a design one place; answers the list in its new order. Who may call: gifting:write. */
export async function moveGiftDesign(
  ctx: AppContext,
  actor: Actor,
  change: { id: string; direction: string },
): Promise<AdminGiftDesignList> {
  await move(ctx, actor, 'designs', change);
  return { designs: (await findDesigns(ctx.db)).map(toDesign) };
}

/**
 * Deletes a design no gift carries; one that gifts carry is refused (409, GIFT_DESIGN_IN_USE): it
 * can only be deactivated. Who may call: gifting:write.
 */
export async function deleteGiftDesign(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = await requireDesignWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'designs');
    const current = await findDesign(tx, id);
    if (!current) throw notFound(GIFT_DESIGN_DOES_NOT_EXIST);
    if (await designInUse(tx, id)) throw new AppError('conflict', GIFT_DESIGN_IN_USE);
    await deleteDesignRow(tx, id);
    await log(tx, admin, {
      action: 'gift-design.deleted',
      targetType: 'gift-design',
      targetId: id,
      name: current.name,
      before: designLogged(current),
      after: {},
    });
  });
}
