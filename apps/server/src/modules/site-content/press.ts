import type { AdminPressItem, PressRequest } from '@stepup/contracts';
import { PRESS_DOES_NOT_EXIST, changedFields, pressFormSchema, ukDayStart } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { logContentChange, moveInList, requireContentWriter } from './access';
import type { PressRow, PressValues } from './repository';
import {
  deletePressItem as deletePressRow,
  findPress,
  findPressItem,
  insertPressItem,
  lockOrder,
  nextSortOrder,
  updatePressItem,
} from './repository';

// Press logos with their article links, in the order the home page shows them (GET /api/press).

const toPressItem = (row: PressRow): AdminPressItem => ({
  id: row.id,
  title: row.title,
  publication: row.publication,
  url: row.url,
  imageUrl: row.imageUrl,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  order: row.sortOrder,
});

const logged = (p: PressValues) => ({
  title: p.title,
  publication: p.publication,
  url: p.url,
  imageUrl: p.imageUrl,
  publishedOn: p.publishedAt?.toISOString() ?? null,
});

type PressList = { press: AdminPressItem[] };

/** Every press article in display order. Who may call: content:read. */
export async function listAdminPress(ctx: AppContext, actor: Actor): Promise<PressList> {
  requireAdmin(actor, 'content:read');
  return { press: (await findPress(ctx.db)).map(toPressItem) };
}

function pressValues(input: PressRequest): PressValues {
  const form = validate(pressFormSchema, input, { fields: true });
  return {
    title: form.title,
    publication: form.publication,
    url: form.url === '' ? null : form.url,
    imageUrl: form.imageUrl,
    publishedAt: form.publishedOn === '' ? null : ukDayStart(form.publishedOn),
  };
}

async function pressAfter(ctx: AppContext, id: string): Promise<AdminPressItem> {
  const row = await findPressItem(ctx.db, id);
  if (!row) throw notFound(PRESS_DOES_NOT_EXIST);
  return toPressItem(row);
}

/** A new press article, last in the order. Who may call: content:write. */
export async function createPressItem(
  ctx: AppContext,
  actor: Actor,
  input: PressRequest,
): Promise<AdminPressItem> {
  const admin = await requireContentWriter(ctx, actor);
  const values = pressValues(input);
  const id = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'press');
    const created = await insertPressItem(tx, {
      ...values,
      sortOrder: await nextSortOrder(tx, 'press'),
    });
    await logContentChange(tx, admin, {
      action: 'press.created',
      targetType: 'press',
      targetId: created,
      name: values.title,
      before: {},
      after: logged(values),
    });
    return created;
  });
  return pressAfter(ctx, id);
}

/** Changes a press article. Who may call: content:write. */
export async function editPressItem(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: PressRequest },
): Promise<AdminPressItem> {
  const admin = await requireContentWriter(ctx, actor);
  const values = pressValues(input);
  await ctx.db.transaction(async (tx) => {
    const current = await findPressItem(tx, id);
    if (!current) throw notFound(PRESS_DOES_NOT_EXIST);
    const { before, after } = changedFields(logged(current), logged(values));
    if (Object.keys(after).length === 0) return;
    await updatePressItem(tx, id, values, ctx.clock());
    await logContentChange(tx, admin, {
      action: 'press.updated',
      targetType: 'press',
      targetId: id,
      name: values.title,
      before,
      after,
    });
  });
  return pressAfter(ctx, id);
}

/** Moves a press article one place up or down. Who may call: content:write. */
export async function movePressItem(
  ctx: AppContext,
  actor: Actor,
  move: { id: string; direction: string },
): Promise<PressList> {
  await moveInList(ctx, actor, 'press', move, {
    missing: PRESS_DOES_NOT_EXIST,
    action: 'press.moved',
    targetType: 'press',
    nameOf: async (tx, id) => (await findPressItem(tx, id))?.title ?? '',
  });
  return { press: (await findPress(ctx.db)).map(toPressItem) };
}

/** Deletes a press article. Who may call: content:write. */
export async function deletePressItem(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = await requireContentWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'press');
    const current = await findPressItem(tx, id);
    if (!current) throw notFound(PRESS_DOES_NOT_EXIST);
    await deletePressRow(tx, id);
    await logContentChange(tx, admin, {
      action: 'press.deleted',
      targetType: 'press',
      targetId: id,
      name: current.title,
      before: logged(current),
      after: {},
    });
  });
}
