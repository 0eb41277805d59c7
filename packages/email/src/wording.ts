import { fillTemplate, templateParagraphs } from '@stepup/domain';
import { EMAIL_CATALOGUE } from './catalogue';
import type { EmailTrigger, EmailValues } from './catalogue';
import type { Brand, EmailTemplateText } from './layout';

/** What an email says in its own words: the subject and the paragraphs under the greeting. */
export interface Wording {
  subject: string;
  paragraphs: string[];
}

/**
 * Fills a template (the admin's or the default) with an email's values and the brand's name: the
 * subject on one line, the content split into paragraphs at blank lines (a paragraph left empty,
 * e.g. one that was only a placeholder with no value, is dropped). Values are plain text: the
 * layout escapes every paragraph in the HTML part.
 */
export function fillWording(
  template: EmailTemplateText,
  siteName: string,
  values: Readonly<Record<string, string>>,
): Wording {
  const all = { ...values, siteName };
  return {
    subject: fillTemplate(template.subject, all)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    paragraphs: templateParagraphs(template.content)
      .map((paragraph) => fillTemplate(paragraph, all).trim())
      .filter(Boolean),
  };
}

/** An email's wording: the admin's template for `key` when there is one, else the catalogue's. */
export function wording<K extends EmailTrigger>(
  brand: Brand,
  key: K,
  values: EmailValues<K>,
): Wording {
  const template = brand.templates?.[key] ?? EMAIL_CATALOGUE[key];
  return fillWording(template, brand.siteName, values as Record<string, string>);
}
