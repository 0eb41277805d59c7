import type { AdminPageDetail, AdminPageSummary, PageSaveRequest } from '@stepup/contracts';
import {
  CONTENT_PAGE_PATHS,
  PAGE_NOT_AVAILABLE,
  PAGE_VERSION_NOT_FOUND,
  pageFormSchema,
} from '@stepup/domain';
import type { Transaction } from '@stepup/db';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { writeInteractionLog } from '../admin/interaction-log';
import { contentRateRules } from './content-rate-rules';
import {
  findAllPages,
  findPage,
  findPageVersion,
  findPageVersions,
  insertPageVersion,
  latestPageVersionAt,
  lockPage,
  updatePageText,
} from './pages-stories-repository';
import { sanitiseRichText } from './rich-text';

// The stored pages in the admin area (docs/product.md#content-management): list, read with the
// version history, save, restore. Every save keeps its text as a version; the first also keeps
// the text the page had before (the seeded one), so it can be restored.

const pathOf = (id: string) => CONTENT_PAGE_PATHS[id] ?? null;

const summary = (row: {
  id: string;
  slug: string;
  title: string;
  updatedAt: Date;
}): AdminPageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  updatedAt: row.updatedAt.toISOString(),
  path: pathOf(row.id),
});

/** Every stored page. Who may call: an admin whose level reads content. */
export async function listAdminPages(
  ctx: AppContext,
  actor: Actor,
): Promise<{ pages: AdminPageSummary[] }> {
  requireAdmin(actor, 'content:read');
  return { pages: (await findAllPages(ctx.db)).map(summary) };
}

async function pageDetail(ctx: AppContext, id: string): Promise<AdminPageDetail> {
  const row = await findPage(ctx.db, id);
  if (!row) throw notFound(PAGE_NOT_AVAILABLE);
  const versions = await findPageVersions(ctx.db, id);
  return {
    page: { ...summary(row), html: sanitiseRichText(row.html) },
    versions: versions.map((v) => ({
      id: v.id,
      title: v.title,
      html: sanitiseRichText(v.html),
      savedBy: v.savedBy,
      savedAt: v.savedAt.toISOString(),
    })),
  };
}

/** One page with its versions, newest first. Who may call: content:read. */
export async function getAdminPage(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<AdminPageDetail> {
  requireAdmin(actor, 'content:read');
  return pageDetail(ctx, id);
}

/** Counts a change to content per address and per admin (refused past the limits). */
export async function countContentWrite(ctx: AppContext, actor: Actor) {
  const { user } = requireAdmin(actor, 'content:write');
  await ctx.limiter.hit(contentRateRules.writesPerIp, actor.ip);
  await ctx.limiter.hit(contentRateRules.writesPerAdmin, user.id);
  return user;
}

const textSize = (html: string) => `${[...html].length} characters`;

/**
 * Writes the page's new title and text and keeps them as its newest version (the first time, the
 * text it had before too), with one interaction-log line. Nothing happens when nothing changed.
 */
async function writePageText(
  ctx: AppContext,
  tx: Transaction,
  user: { id: string; email: string },
  page: { id: string; title: string; html: string; updatedAt: Date },
  next: { title: string; html: string },
  log: { action: 'page.saved' | 'page.restored'; data?: Record<string, unknown> },
): Promise<void> {
  if (page.title === next.title && page.html === next.html && log.action === 'page.saved') return;
  const latest = await latestPageVersionAt(tx, page.id);
  if (!latest) {
    // The text the page had before its first save (the seeded one): kept, so it can come back.
    await insertPageVersion(tx, {
      pageId: page.id,
      title: page.title,
      html: page.html,
      savedByUserId: null,
      createdAt: page.updatedAt,
    });
  }
  // Versions are ordered by their time: never two at the same instant, never one before the last.
  const now = ctx.clock();
  const floor = Math.max(latest?.getTime() ?? 0, page.updatedAt.getTime()) + 1;
  const at = new Date(Math.max(now.getTime(), floor));
  await updatePageText(tx, page.id, { ...next, at });
  const versionId = await insertPageVersion(tx, {
    pageId: page.id,
    ...next,
    savedByUserId: user.id,
    createdAt: at,
  });
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (page.title !== next.title) [before.title, after.title] = [page.title, next.title];
  if (page.html !== next.html)
    [before.text, after.text] = [textSize(page.html), textSize(next.html)];
  await writeInteractionLog(tx, {
    actorUserId: user.id,
    actorLabel: user.email,
    action: log.action,
    targetType: 'page',
    targetId: page.id,
    data: { name: next.title, versionId, ...log.data, before, after },
  });
}

/**
 * Saves a page's title and text, the text sanitised (rich-text.ts) before it is stored, as a new
 * version. Who may call: content:write, counted per address and per admin.
 */
export async function saveAdminPage(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: PageSaveRequest },
): Promise<AdminPageDetail> {
  const user = await countContentWrite(ctx, actor);
  const form = validate(pageFormSchema, input, { fields: true });
  const next = { title: form.title, html: sanitiseRichText(form.html) };
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, id);
    if (!page) throw notFound(PAGE_NOT_AVAILABLE);
    await writePageText(ctx, tx, user, page, next, { action: 'page.saved' });
  });
  return pageDetail(ctx, id);
}

/**
 * An earlier version becomes the page's text again, saved as its newest version. Who may call:
 * as saveAdminPage.
 */
export async function restorePageVersion(
  ctx: AppContext,
  actor: Actor,
  { id, versionId }: { id: string; versionId: string },
): Promise<AdminPageDetail> {
  const user = await countContentWrite(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, id);
    if (!page) throw notFound(PAGE_NOT_AVAILABLE);
    const version = await findPageVersion(tx, id, versionId);
    if (!version) throw notFound(PAGE_VERSION_NOT_FOUND);
    const next = { title: version.title, html: sanitiseRichText(version.html) };
    await writePageText(ctx, tx, user, page, next, {
      action: 'page.restored',
      data: { restoredVersionId: version.id, restoredFrom: version.createdAt.toISOString() },
    });
  });
  return pageDetail(ctx, id);
}

/**
 * Text as the server would store and serve it, for the editor's preview. Who may call:
 * content:write (only an editor previews), counted per admin.
 */
export async function previewRichText(
  ctx: AppContext,
  actor: Actor,
  { html }: { html: string },
): Promise<{ html: ReturnType<typeof sanitiseRichText> }> {
  const { user } = requireAdmin(actor, 'content:write');
  await ctx.limiter.hit(contentRateRules.previewsPerAdmin, user.id);
  return { html: sanitiseRichText(html) };
}
