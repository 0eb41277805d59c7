import { z } from 'zod';
import {
  EMAIL_TEMPLATE_CONTENT_REQUIRED,
  EMAIL_TEMPLATE_CONTENT_TOO_LONG,
  EMAIL_TEMPLATE_MALFORMED,
  EMAIL_TEMPLATE_SUBJECT_ONE_LINE,
  EMAIL_TEMPLATE_SUBJECT_REQUIRED,
  EMAIL_TEMPLATE_SUBJECT_TOO_LONG,
  emailTemplateUnknownPlaceholders,
} from './messages';
import { characterCount } from './character-count';
import { requiredText } from './validation/shared';

// The admin's wording of an email (docs/product.md#messages-and-emails, ADR 033): a subject and a
// content of plain-text paragraphs, with {{placeholders}} the email fills in when it is sent.

export const EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_TEMPLATE_CONTENT_MAX_LENGTH = 5000;

/** One placeholder: two braces each side of a name (letters and digits); spaces inside allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * The placeholder names a template uses, in order (repeats kept), or null when its braces are
 * malformed: a `{{` or `}}` left over once every well-formed placeholder is taken out.
 */
export function templatePlaceholders(template: string): string[] | null {
  const names: string[] = [];
  const rest = template.replace(PLACEHOLDER, (_whole, name: string) => {
    names.push(name);
    return '';
  });
  return rest.includes('{{') || rest.includes('}}') ? null : names;
}

/**
 * The template with each placeholder replaced by its value (an unknown one by nothing: the save
 * refuses those, so only a stored template older than a renamed placeholder can have one).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : '',
  );
}

/** The content's paragraphs: separated by blank lines, trimmed, empty ones dropped. */
export function templateParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Unknown names once each, in the order they first appear. */
function unknownNames(names: string[], offered: ReadonlySet<string>): string[] {
  return [...new Set(names.filter((name) => !offered.has(name)))];
}

/** A placeholder rule for one field: braces well formed, then only the names offered. */
function placeholderIssue(text: string, offered: ReadonlySet<string>): string | null {
  const names = templatePlaceholders(text);
  if (names === null) return EMAIL_TEMPLATE_MALFORMED;
  const unknown = unknownNames(names, offered);
  return unknown.length ? emailTemplateUnknownPlaceholders(unknown) : null;
}

/**
 * The email template form (subject and content), checked the same in the editor and on the
 * server: both required and bounded, the subject on one line, and every placeholder well formed
 * and one of those the email offers (`placeholders`).
 */
export function emailTemplateFormSchema(placeholders: readonly string[]) {
  const offered = new Set(placeholders);
  const withPlaceholders = (text: string, ctx: z.RefinementCtx) => {
    const issue = placeholderIssue(text, offered);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  };
  return z.object({
    subject: requiredText(EMAIL_TEMPLATE_SUBJECT_REQUIRED)
      .refine((s) => !/[\r\n]/.test(s), EMAIL_TEMPLATE_SUBJECT_ONE_LINE)
      .refine(
        (s) => characterCount(s) <= EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
        EMAIL_TEMPLATE_SUBJECT_TOO_LONG,
      )
      .superRefine(withPlaceholders),
    content: requiredText(EMAIL_TEMPLATE_CONTENT_REQUIRED)
      .refine(
        (c) => characterCount(c) <= EMAIL_TEMPLATE_CONTENT_MAX_LENGTH,
        EMAIL_TEMPLATE_CONTENT_TOO_LONG,
      )
      .superRefine(withPlaceholders),
  });
}
export type EmailTemplateInput = z.input<ReturnType<typeof emailTemplateFormSchema>>;
