import type {
  EmailPreview,
  EmailTemplateDetail,
  EmailTemplateList,
  EmailTemplateRequest,
  EmailTemplateSummary,
  EmailTestSent,
} from '@stepup/contracts';
import { EMAIL_TEMPLATE_DOES_NOT_EXIST, emailTemplateFormSchema } from '@stepup/domain';
import {
  EMAIL_CATALOGUE,
  EMAIL_TRIGGERS,
  isEmailTrigger,
  placeholdersOf,
  renderEmailSample,
} from '@stepup/email';
import type { EmailTrigger } from '@stepup/email';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { writeInteractionLog } from '../admin/interaction-log';
import { findBrand } from '../content/brand';
import {
  deleteEmailTemplate,
  findEmailTemplateRow,
  findEmailTemplateRows,
  lockEmailTemplateRow,
  upsertEmailTemplate,
} from './repository';
import type { EmailTemplateRow } from './repository';

// The admin's wording of every email (/admin/notifications, tab Email templates; ADR 033). The
// catalogue (packages/email) lists the emails, their placeholders and default wording; a row of
// email_templates replaces one email's subject and content, and findBrand hands it to the email.

/** Saves and resets per address and per admin: a day of editing stays far below them. */
export const emailTemplateRateRules = {
  perIp: { name: 'email-templates-change:ip', limit: 200, windowMs: 60 * 60_000 },
  perAdmin: { name: 'email-templates-change:account', limit: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** Test emails per admin (they go to the admin's own address). */
export const emailTestRateRules = {
  perIp: { name: 'email-templates-test:ip', limit: 40, windowMs: 60 * 60_000 },
  perAdmin: { name: 'email-templates-test:account', limit: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** The prefix of a test email's subject, so it is never mistaken for a real one. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

function triggerOf(key: string): EmailTrigger {
  if (!isEmailTrigger(key)) throw notFound(EMAIL_TEMPLATE_DOES_NOT_EXIST);
  return key;
}

function summary(key: EmailTrigger, row: EmailTemplateRow | undefined): EmailTemplateSummary {
  const entry = EMAIL_CATALOGUE[key];
  return {
    key,
    label: entry.label,
    audience: entry.audience,
    when: entry.when,
    subject: row?.subject ?? entry.subject,
    content: row?.content ?? entry.content,
    customised: Boolean(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

function detail(key: EmailTrigger, row: EmailTemplateRow | undefined): EmailTemplateDetail {
  const entry = EMAIL_CATALOGUE[key];
  return {
    ...summary(key, row),
    placeholders: Object.entries(placeholdersOf(key)).map(([name, info]) => ({ name, ...info })),
    defaultSubject: entry.subject,
    defaultContent: entry.content,
  };
}

/** The draft as the rule reads it (422 naming the unknown placeholders, field by field). */
function validDraft(key: EmailTrigger, input: EmailTemplateRequest) {
  const schema = emailTemplateFormSchema(Object.keys(placeholdersOf(key)));
  return validate(schema, input, { fields: true });
}

/** Every email the platform sends, its wording now. Who may call: notifications:read. */
export async function listEmailTemplates(
  ctx: AppContext,
  actor: Actor,
): Promise<EmailTemplateList> {
  requireAdmin(actor, 'notifications:read');
  const rows = new Map((await findEmailTemplateRows(ctx.db)).map((row) => [row.key, row]));
  return { templates: EMAIL_TRIGGERS.map((key) => summary(key, rows.get(key))) };
}

/** One email with its placeholders and default wording. Who may call: notifications:read. */
export async function emailTemplateDetail(
  ctx: AppContext,
  actor: Actor,
  { key }: { key: string },
): Promise<EmailTemplateDetail> {
  requireAdmin(actor, 'notifications:read');
  const trigger = triggerOf(key);
  return detail(trigger, await findEmailTemplateRow(ctx.db, trigger));
}

async function requireTemplatesWriter(ctx: AppContext, actor: Actor) {
  const admin = requireAdmin(actor, 'notifications:write');
  await ctx.limiter.hit(emailTemplateRateRules.perIp, actor.ip);
  await ctx.limiter.hit(emailTemplateRateRules.perAdmin, admin.user.id);
  return admin;
}

/**
 * Saves the admin's subject and content of one email, used by the next one sent; refused (422)
 * when a placeholder is unknown or its braces are malformed. Logged with what changed. Who may
 * call: notifications:write, counted per address and per admin.
 */
export async function saveEmailTemplate(
  ctx: AppContext,
  actor: Actor,
  { key, draft }: { key: string; draft: EmailTemplateRequest },
): Promise<EmailTemplateDetail> {
  const { user: me } = await requireTemplatesWriter(ctx, actor);
  const trigger = triggerOf(key);
  const { subject, content } = validDraft(trigger, draft);
  const entry = EMAIL_CATALOGUE[trigger];
  await ctx.db.transaction(async (tx) => {
    const before = (await lockEmailTemplateRow(tx, trigger)) ?? entry;
    await upsertEmailTemplate(tx, {
      key: trigger,
      subject,
      content,
      updatedByUserId: me.id,
      at: ctx.clock(),
    });
    const changed = {
      before: {} as Record<string, string>,
      after: {} as Record<string, string>,
    };
    for (const field of ['subject', 'content'] as const) {
      if (before[field] === (field === 'subject' ? subject : content)) continue;
      changed.before[field] = before[field];
      changed.after[field] = field === 'subject' ? subject : content;
    }
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'email-template.saved',
      targetType: 'email-template',
      targetId: trigger,
      data: { name: entry.label, ...changed },
    });
  });
  return detail(trigger, await findEmailTemplateRow(ctx.db, trigger));
}

/**
 * Back to the default wording (the admin's row deleted); logged when there was one. Who may call:
 * notifications:write, counted per address and per admin.
 */
export async function resetEmailTemplate(
  ctx: AppContext,
  actor: Actor,
  { key }: { key: string },
): Promise<EmailTemplateDetail> {
  const { user: me } = await requireTemplatesWriter(ctx, actor);
  const trigger = triggerOf(key);
  const entry = EMAIL_CATALOGUE[trigger];
  await ctx.db.transaction(async (tx) => {
    const row = await lockEmailTemplateRow(tx, trigger);
    if (!row || !(await deleteEmailTemplate(tx, trigger))) return;
    await writeInteractionLog(tx, {
      actorUserId: me.id,
      actorLabel: me.email,
      action: 'email-template.reset',
      targetType: 'email-template',
      targetId: trigger,
      data: {
        name: entry.label,
        before: { subject: row.subject, content: row.content },
        after: { subject: entry.subject, content: entry.content },
      },
    });
  });
  return detail(trigger, undefined);
}

/** The draft in the marketplace's brand, rendered whole with sample data. */
async function renderDraft(ctx: AppContext, key: EmailTrigger, input: EmailTemplateRequest) {
  const draft = validDraft(key, input);
  const brand = await findBrand(ctx.db);
  return renderEmailSample(
    key,
    { ...brand, templates: { ...brand.templates, [key]: draft } },
    { web: ctx.config.publicWebUrl, business: ctx.config.publicBusinessUrl },
  );
}

/**
 * A draft rendered with sample data (subject, text and HTML) as the email would be sent; nothing
 * is saved. Refused like a save when a placeholder is unknown. Who may call: notifications:read.
 */
export async function previewEmailTemplate(
  ctx: AppContext,
  actor: Actor,
  { key, draft }: { key: string; draft: EmailTemplateRequest },
): Promise<EmailPreview> {
  requireAdmin(actor, 'notifications:read');
  return renderDraft(ctx, triggerOf(key), draft);
}

/**
 * The draft with sample data, emailed to the signed-in admin's own address (its subject marked
 * as a test); nothing is saved. Who may call: notifications:write, at most 20 an hour per admin.
 */
export async function sendTestEmail(
  ctx: AppContext,
  actor: Actor,
  { key, draft }: { key: string; draft: EmailTemplateRequest },
): Promise<EmailTestSent> {
  const admin = requireAdmin(actor, 'notifications:write');
  await ctx.limiter.hit(emailTestRateRules.perIp, actor.ip);
  await ctx.limiter.hit(emailTestRateRules.perAdmin, admin.user.id);
  const trigger = triggerOf(key);
  const content = await renderDraft(ctx, trigger, draft);
  const subject = `${TEST_SUBJECT_PREFIX}${content.subject}`;
  await ctx.mailer.send(admin.user.email, `test:${trigger}`, { ...content, subject });
  return { sentTo: admin.user.email };
}
