import type { AdminCategory, AdminCategoryList, CategoryRequest } from '@stepup/contracts';
import {
  CATEGORY_DOES_NOT_EXIST,
  CATEGORY_IN_USE,
  CATEGORY_KEY_TAKEN,
  categoryFormSchema,
  changedFields,
} from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import { logContentChange, moveInList, requireContentWriter } from './access';
import type { CategoryRow, CategoryValues } from './repository';
import {
  categoryUse,
  deleteCategory as deleteCategoryRow,
  findCategories,
  findCategory,
  findCategoryByKey,
  insertCategory,
  lockOrder,
  nextSortOrder,
  updateCategory,
} from './repository';

// The categories customers filter vouchers by (docs/product.md#site-settings): the spec's
// "Content: name, icon image, value", with the key, order, enabled switch and widget.

const toCategory = (row: CategoryRow & { campaignCount: number }): AdminCategory => ({
  id: row.id,
  name: row.name,
  key: row.key,
  order: row.sortOrder,
  enabled: row.enabled,
  iconUrl: row.iconUrl,
  imageUrl: row.imageUrl,
  widget: row.widget,
  campaignCount: row.campaignCount,
});

/** What a category's log entry keeps. */
const logged = (c: CategoryValues) => ({
  name: c.name,
  key: c.key,
  enabled: c.enabled,
  iconUrl: c.iconUrl,
  imageUrl: c.imageUrl,
  widget: c.widget,
});

/** Every category in display order, disabled ones too. Who may call: content:read. */
export async function listAdminCategories(
  ctx: AppContext,
  actor: Actor,
): Promise<AdminCategoryList> {
  requireAdmin(actor, 'content:read');
  return { categories: (await findCategories(ctx.db)).map(toCategory) };
}

async function categoryAfter(ctx: AppContext, id: string): Promise<AdminCategory> {
  const row = (await findCategories(ctx.db)).find((c) => c.id === id);
  if (!row) throw notFound(CATEGORY_DOES_NOT_EXIST);
  return toCategory(row);
}

const keyTaken = () => invalidField('key', CATEGORY_KEY_TAKEN);

/** A new category, last in the order. Who may call: content:write. */
export async function createCategory(
  ctx: AppContext,
  actor: Actor,
  input: CategoryRequest,
): Promise<AdminCategory> {
  const admin = await requireContentWriter(ctx, actor);
  const values: CategoryValues = validate(categoryFormSchema, input, { fields: true });
  const id = await ctx.db.transaction(async (tx) => {
    if (await findCategoryByKey(tx, values.key)) throw keyTaken();
    await lockOrder(tx, 'categories');
    const created = await insertCategory(tx, {
      ...values,
      sortOrder: await nextSortOrder(tx, 'categories'),
    });
    if (created === 'key-taken') throw keyTaken();
    await logContentChange(tx, admin, {
      action: 'category.created',
      targetType: 'category',
      targetId: created,
      name: values.name,
      before: {},
      after: logged(values),
    });
    return created;
  });
  return categoryAfter(ctx, id);
}

/** Changes a category (disabling one takes it off the customer site). Who may call: content:write. */
export async function editCategory(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: CategoryRequest },
): Promise<AdminCategory> {
  const admin = await requireContentWriter(ctx, actor);
  const values: CategoryValues = validate(categoryFormSchema, input, { fields: true });
  await ctx.db.transaction(async (tx) => {
    const current = await findCategory(tx, id);
    if (!current) throw notFound(CATEGORY_DOES_NOT_EXIST);
    const owner = await findCategoryByKey(tx, values.key);
    if (owner && owner.id !== id) throw keyTaken();
    const { before, after } = changedFields(logged(current), logged(values));
    if (Object.keys(after).length === 0) return;
    if ((await updateCategory(tx, id, values, ctx.clock())) === 'key-taken') throw keyTaken();
    await logContentChange(tx, admin, {
      action: 'category.updated',
      targetType: 'category',
      targetId: id,
      name: values.name,
      before,
      after,
    });
  });
  return categoryAfter(ctx, id);
}

/** Moves a category one place up or down. Who may call: content:write. */
export async function moveCategory(
  ctx: AppContext,
  actor: Actor,
  move: { id: string; direction: string },
): Promise<AdminCategoryList> {
  await moveInList(ctx, actor, 'categories', move, {
    missing: CATEGORY_DOES_NOT_EXIST,
    action: 'category.moved',
    targetType: 'category',
    nameOf: async (tx, id) => (await findCategory(tx, id))?.name ?? '',
  });
  return { categories: (await findCategories(ctx.db)).map(toCategory) };
}

/**
 * Deletes a category no campaign or company is in; one in use is refused (409, CATEGORY_IN_USE):
 * it can only be disabled. Who may call: content:write.
 */
export async function deleteCategory(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = await requireContentWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'categories');
    const current = await findCategory(tx, id);
    if (!current) throw notFound(CATEGORY_DOES_NOT_EXIST);
    const use = await categoryUse(tx, id);
    if (use.campaigns > 0 || use.companies > 0) throw new AppError('conflict', CATEGORY_IN_USE);
    await deleteCategoryRow(tx, id);
    await logContentChange(tx, admin, {
      action: 'category.deleted',
      targetType: 'category',
      targetId: id,
      name: current.name,
      before: logged(current),
      after: {},
    });
  });
}
