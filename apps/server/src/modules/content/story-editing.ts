import type { AdminStory, AdminStorySummary, StorySaveRequest } from '@stepup/contracts';
import { STORY_NOT_AVAILABLE, changedFields, storyFormSchema, storyStatus } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { writeInteractionLog } from '../admin/interaction-log';
import { countContentWrite } from './page-editing';
import type { StoryRow, StoryValues } from './pages-stories-repository';
import {
  deleteStoryRow,
  findAllStories,
  findAnyStory,
  insertStoryRow,
  lockStory,
  updateStoryRow,
} from './pages-stories-repository';
import { sanitiseRichText } from './rich-text';

// Our Stories in the admin area (docs/product.md#content-management): every story whatever its
// status; create, edit, schedule (a future date), unpublish and publish again, delete. Customers
// see a story only when it is published and its date has come (service.ts).

type SummaryRow = Pick<StoryRow, 'id' | 'header' | 'imageUrl' | 'publishedAt' | 'published'>;

const toSummary = (row: SummaryRow, now: Date): AdminStorySummary => ({
  id: row.id,
  header: row.header,
  imageUrl: row.imageUrl,
  publishedAt: row.publishedAt.toISOString(),
  published: row.published,
  status: storyStatus(row, now),
});

const toStory = (row: StoryRow, now: Date): AdminStory => ({
  ...toSummary(row, now),
  html: sanitiseRichText(row.html),
});

/** What a story's log entry keeps of it (its text only as a size). */
const logged = (story: StoryValues) => ({
  header: story.header,
  imageUrl: story.imageUrl,
  publishedAt: story.publishedAt,
  published: story.published,
  text: `${[...story.html].length} characters`,
});

/** Every story, newest first, with its status now. Who may call: content:read. */
export async function listAdminStories(
  ctx: AppContext,
  actor: Actor,
): Promise<{ stories: AdminStorySummary[] }> {
  requireAdmin(actor, 'content:read');
  const now = ctx.clock();
  return { stories: (await findAllStories(ctx.db)).map((row) => toSummary(row, now)) };
}

/** One story with its text, whatever its status. Who may call: content:read. */
export async function getAdminStory(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<AdminStory> {
  requireAdmin(actor, 'content:read');
  const row = await findAnyStory(ctx.db, id);
  if (!row) throw notFound(STORY_NOT_AVAILABLE);
  return toStory(row, ctx.clock());
}

function storyValues(input: StorySaveRequest): StoryValues {
  const form = validate(storyFormSchema, input, { fields: true });
  return {
    header: form.header,
    imageUrl: form.imageUrl,
    publishedAt: new Date(form.publishedAt),
    published: form.published,
    html: sanitiseRichText(form.html),
  };
}

/** A new story, its text sanitised. Who may call: content:write, counted per address and admin. */
export async function createAdminStory(
  ctx: AppContext,
  actor: Actor,
  input: StorySaveRequest,
): Promise<AdminStory> {
  const user = await countContentWrite(ctx, actor);
  const values = storyValues(input);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertStoryRow(tx, values);
    await writeInteractionLog(tx, {
      actorUserId: user.id,
      actorLabel: user.email,
      action: 'story.created',
      targetType: 'story',
      targetId: created.id,
      data: { name: values.header, before: {}, after: logged(values) },
    });
    return created;
  });
  return toStory(row, ctx.clock());
}

async function changeStory(
  ctx: AppContext,
  user: { id: string; email: string },
  id: string,
  change: (current: StoryRow) => StoryValues,
): Promise<AdminStory> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockStory(tx, id);
    if (!current) throw notFound(STORY_NOT_AVAILABLE);
    const next = change(current);
    const { before, after } = changedFields(logged(current), logged(next));
    if (Object.keys(after).length === 0) return current;
    const updated = await updateStoryRow(tx, id, { ...next, updatedAt: ctx.clock() });
    await writeInteractionLog(tx, {
      actorUserId: user.id,
      actorLabel: user.email,
      action: 'story.updated',
      targetType: 'story',
      targetId: id,
      data: { name: next.header, before, after },
    });
    return updated;
  });
  return toStory(row, ctx.clock());
}

/** A story's header, image, date, publishing and text. Who may call: as createAdminStory. */
export async function updateAdminStory(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: StorySaveRequest },
): Promise<AdminStory> {
  const user = await countContentWrite(ctx, actor);
  const values = storyValues(input);
  return changeStory(ctx, user, id, () => values);
}

/** Unpublishes a story (kept, never shown) or publishes it again. Who may call: as createAdminStory. */
export async function setAdminStoryPublished(
  ctx: AppContext,
  actor: Actor,
  { id, published }: { id: string; published: boolean },
): Promise<AdminStory> {
  const user = await countContentWrite(ctx, actor);
  return changeStory(ctx, user, id, (current) => ({ ...current, published }));
}

/** Deletes a story for good. Who may call: as createAdminStory. */
export async function deleteAdminStory(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const user = await countContentWrite(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const current = await lockStory(tx, id);
    if (!current) throw notFound(STORY_NOT_AVAILABLE);
    await deleteStoryRow(tx, id);
    await writeInteractionLog(tx, {
      actorUserId: user.id,
      actorLabel: user.email,
      action: 'story.deleted',
      targetType: 'story',
      targetId: id,
      data: { name: current.header, before: logged(current), after: {} },
    });
  });
}
