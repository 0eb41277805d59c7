import type { AdminFaq, FaqRequest } from '@stepup/contracts';
import {
  FAQ_DOES_NOT_EXIST,
  changedFields,
  faqAnswerHtml,
  faqAnswerText,
  faqFormSchema,
} from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { sanitiseRichText } from '../content/rich-text';
import { logContentChange, moveInList, requireContentWriter } from './access';
import type { FaqRow, FaqValues } from './repository';
import {
  deleteFaq as deleteFaqRow,
  findFaq,
  findFaqs,
  insertFaq,
  lockOrder,
  nextSortOrder,
  updateFaq,
} from './repository';

// FAQ links (the spec's "FAQ link": question, answer, index, enabled), shown by GET /api/faqs
// (content module) when enabled, in order. The answer is typed as plain paragraphs, stored as
// sanitised HTML.

const toFaq = (row: FaqRow): AdminFaq => {
  const answerHtml = sanitiseRichText(row.answerHtml);
  return {
    id: row.id,
    question: row.question,
    answer: faqAnswerText(answerHtml),
    answerHtml,
    enabled: row.enabled,
    order: row.sortOrder,
  };
};

const logged = (f: FaqValues) => ({
  question: f.question,
  answer: faqAnswerText(f.answerHtml),
  enabled: f.enabled,
});

type FaqList = { faqs: AdminFaq[] };

/** Every FAQ link in display order, disabled ones too. Who may call: content:read. */
export async function listAdminFaqs(ctx: AppContext, actor: Actor): Promise<FaqList> {
  requireAdmin(actor, 'content:read');
  return { faqs: (await findFaqs(ctx.db)).map(toFaq) };
}

function faqValues(input: FaqRequest): FaqValues {
  const form = validate(faqFormSchema, input, { fields: true });
  return {
    question: form.question,
    answerHtml: sanitiseRichText(faqAnswerHtml(form.answer)),
    enabled: form.enabled,
  };
}

async function faqAfter(ctx: AppContext, id: string): Promise<AdminFaq> {
  const row = await findFaq(ctx.db, id);
  if (!row) throw notFound(FAQ_DOES_NOT_EXIST);
  return toFaq(row);
}

/** A new FAQ link, last in the order. Who may call: content:write. */
export async function createFaq(
  ctx: AppContext,
  actor: Actor,
  input: FaqRequest,
): Promise<AdminFaq> {
  const admin = await requireContentWriter(ctx, actor);
  const values = faqValues(input);
  const id = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'faqs');
    const created = await insertFaq(tx, { ...values, sortOrder: await nextSortOrder(tx, 'faqs') });
    await logContentChange(tx, admin, {
      action: 'faq.created',
      targetType: 'faq',
      targetId: created,
      name: values.question,
      before: {},
      after: logged(values),
    });
    return created;
  });
  return faqAfter(ctx, id);
}

/** Changes a FAQ link's question, answer or whether it shows. Who may call: content:write. */
export async function editFaq(
  ctx: AppContext,
  actor: Actor,
  { id, input }: { id: string; input: FaqRequest },
): Promise<AdminFaq> {
  const admin = await requireContentWriter(ctx, actor);
  const values = faqValues(input);
  await ctx.db.transaction(async (tx) => {
    const current = await findFaq(tx, id);
    if (!current) throw notFound(FAQ_DOES_NOT_EXIST);
    const { before, after } = changedFields(logged(current), logged(values));
    if (Object.keys(after).length === 0) return;
    await updateFaq(tx, id, values, ctx.clock());
    await logContentChange(tx, admin, {
      action: 'faq.updated',
      targetType: 'faq',
      targetId: id,
      name: values.question,
      before,
      after,
    });
  });
  return faqAfter(ctx, id);
}

/** Moves a FAQ link one place up or down. Who may call: content:write. */
export async function moveFaq(
  ctx: AppContext,
  actor: Actor,
  move: { id: string; direction: string },
): Promise<FaqList> {
  await moveInList(ctx, actor, 'faqs', move, {
    missing: FAQ_DOES_NOT_EXIST,
    action: 'faq.moved',
    targetType: 'faq',
    nameOf: async (tx, id) => (await findFaq(tx, id))?.question ?? '',
  });
  return { faqs: (await findFaqs(ctx.db)).map(toFaq) };
}

/** Deletes a FAQ link. Who may call: content:write. */
export async function deleteFaq(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = await requireContentWriter(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, 'faqs');
    const current = await findFaq(tx, id);
    if (!current) throw notFound(FAQ_DOES_NOT_EXIST);
    await deleteFaqRow(tx, id);
    await logContentChange(tx, admin, {
      action: 'faq.deleted',
      targetType: 'faq',
      targetId: id,
      name: current.question,
      before: logged(current),
      after: {},
    });
  });
}
