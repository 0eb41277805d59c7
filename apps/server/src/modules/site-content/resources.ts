import type { AdminResource, ResourceList, ResourceRequest } from '@stepup/contracts';
import { RESOURCE_DOES_NOT_EXIST, changedFields, resourceFormSchema } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireAdmin, requireCompanyMember } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { logContentChange, moveInList, requireContentWriter } from './access';
import type { ResourceRow, ResourceValues } from './repository';
import {
  deleteResource as deleteResourceRow,
  findResource,
  findResources,
  insertResource,
  lockOrder,
  nextSortOrder,
  updateResource,
} from './repository';

// Setup-help videos (the spec's resource: video and title), listed on the company's /setup-help.

const toResource = (row: ResourceRow): AdminResource => ({
  id: row.id,
  title: row.title,
  videoUrl: row.videoUrl,
  order: row.sortOrder,
});

const logged = (r: ResourceValues) => ({ title: r.title, videoUrl: r.videoUrl });

type AdminResourceList = { resources: AdminResource[] };

/** The videos in order, for the company's Setup Help page. Who may call: any company user. */
export async function listSetupHelp(ctx: AppContext, actor: Actor): Promise<ResourceList> {
  requireCompanyMember(actor);
  const rows = await findResources(ctx.db);
  return { resources: rows.map(({ id, title, videoUrl }) => ({ id, title, videoUrl })) };
}

/** Every video in order. Who may call: content:read. */
export async function listAdminResources(
  ctx: AppContext,
  actor: Actor,
): Promise<AdminResourceList> {
  requireAdmin(actor, 'content:read');
  return { resources: (await findResources(ctx.db)).map(toResource) };
}

async function resourceAfter(ctx: AppContext, id: string): Promise<AdminResource> {
  const row = await findResource(ctx.db, id);
  if (!row) throw notFound(RESOURCE_DOES_NOT_EXIST);
  return toResource(row);
}

/** A new video, last in the order. Who may call: content:write. */
export async function createResource(
  ctx: AppContext,
  actor: Actor,
  input: ResourceRequest,
): Promise<AdminResource> {
  const admin = await requireContentWriter(ctx, actor);
  const values: ResourceValues = validate(resourceFormSchema, input, { fields: true });
  const id = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'resources');
    const created = await insertResource(tx, {
      ...values,
      sortOrder: await nextSortOrder(tx, 'resources'),
    });
    await logContentChange(tx, admin, {
      action: 'resource.created',
      targetType: 'resource',
      targetId: created,
      name: values.title,
      before: {},
      after: logged(values),
    });
    return created;
  });
  return resourceAfter(ctx, id);
}

/** Changes a video's title or link. Who may call: content:write. */
export async function editResource(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: ResourceRequest },
): Promise<AdminResource> {
  const admin = await requireContentWriter(ctx, actor);
  const values: ResourceValues = validate(resourceFormSchema, input, { fields: true });
  await ctx.db.transaction(async (tx) => {
    const current = await findResource(tx, id);
    if (!current) throw notFound(RESOURCE_DOES_NOT_EXIST);
    const { before, after } = changedFields(logged(current), logged(values));
    if (Object.keys(after).length === 0) return;
    await updateResource(tx, id, values, ctx.clock());
    await logContentChange(tx, admin, {
      action: 'resource.updated',
      targetType: 'resource',
      targetId: id,
      name: values.title,
      before,
      after,
    });
  });
  return resourceAfter(ctx, id);
}

/** Moves a video one place up or down. Who may call: content:write. */
export async function moveResource(
  ctx: AppContext,
  actor: Actor,
  move: { id: string; direction: string },
): Promise<AdminResourceList> {
  await moveInList(ctx, actor, 'resources', move, {
    missing: RESOURCE_DOES_NOT_EXIST,
    action: 'resource.moved',
    targetType: 'resource',
    nameOf: async (tx, id) => (await findResource(tx, id))?.title ?? '',
  });
  return { resources: (await findResources(ctx.db)).map(toResource) };
}

/** Deletes a video. Who may call: content:write. */
export async function deleteResource(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = await requireContentWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'resources');
    const current = await findResource(tx, id);
    if (!current) throw notFound(RESOURCE_DOES_NOT_EXIST);
    await deleteResourceRow(tx, id);
    await logContentChange(tx, admin, {
      action: 'resource.deleted',
      targetType: 'resource',
      targetId: id,
      name: current.title,
      before: logged(current),
      after: {},
    });
  });
}
