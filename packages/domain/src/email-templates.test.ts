import { describe, expect, it } from 'vitest';
import {
  emailTemplateFormSchema,
  fillTemplate,
  templateParagraphs,
  templatePlaceholders,
} from './email-templates';
import {
  EMAIL_TEMPLATE_CONTENT_REQUIRED,
  EMAIL_TEMPLATE_MALFORMED,
  EMAIL_TEMPLATE_SUBJECT_ONE_LINE,
  EMAIL_TEMPLATE_SUBJECT_REQUIRED,
  EMAIL_TEMPLATE_SUBJECT_TOO_LONG,
} from './messages';
import { fieldErrors, firstError } from './validation/shared';

const offered = ['siteName', 'companyName', 'faceValue'];
const schema = emailTemplateFormSchema(offered);

describe('email template placeholders', () => {
  it('finds each {{name}}, spaces inside the braces allowed', () => {
    expect(templatePlaceholders('Your {{companyName}} voucher: {{ faceValue }}')).toEqual([
      'companyName',
      'faceValue',
    ]);
    expect(templatePlaceholders('No placeholders at all, {single} braces are text')).toEqual([]);
  });

  it('calls braces that do not make a placeholder malformed', () => {
    for (const broken of [
      'Hello {{name',
      'Hello name}}',
      'Hello {{first name}}',
      'Hello {{}}',
      'Hello {{1st}}',
      '{{{{name}}}}',
    ])
      expect(templatePlaceholders(broken), broken).toBeNull();
  });

  it('fills the values in, an unknown name with nothing', () => {
    expect(
      fillTemplate('{{companyName}} for {{ faceValue }}{{gone}}', {
        companyName: 'Brew & Bake',
        faceValue: '£50.00',
      }),
    ).toBe('Brew & Bake for £50.00');
  });

  it('splits the content into paragraphs at blank lines', () => {
    expect(templateParagraphs('  One\nstill one  \n\n\nTwo\r\n \r\nThree\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
  });
});

describe('the email template form', () => {
  const valid = { subject: 'Your {{companyName}} voucher', content: 'Thanks from {{siteName}}.' };

  it('accepts the placeholders the email offers', () => {
    expect(firstError(schema, valid)).toBeNull();
  });

  it('refuses unknown placeholders on the field that uses them, naming each once', () => {
    const errors = fieldErrors(schema, {
      subject: 'Your {{company}} voucher',
      content: 'Paid {{price}} and {{ price }} at {{companyName}} for {{code}}',
    });
    expect(errors.subject).toBe(
      'Unknown placeholder: {{company}}. Use only the placeholders listed for this email.',
    );
    expect(errors.content).toBe(
      'Unknown placeholders: {{price}}, {{code}}. Use only the placeholders listed for this email.',
    );
  });

  it('refuses malformed braces', () => {
    expect(fieldErrors(schema, { ...valid, content: 'Hello {{companyName' }).content).toBe(
      EMAIL_TEMPLATE_MALFORMED,
    );
  });

  it('needs a subject on one line, not too long, and some content', () => {
    expect(firstError(schema, { ...valid, subject: '  ' })).toBe(EMAIL_TEMPLATE_SUBJECT_REQUIRED);
    expect(firstError(schema, { ...valid, subject: 'One\nTwo' })).toBe(
      EMAIL_TEMPLATE_SUBJECT_ONE_LINE,
    );
    expect(firstError(schema, { ...valid, subject: 'x'.repeat(201) })).toBe(
      EMAIL_TEMPLATE_SUBJECT_TOO_LONG,
    );
    expect(firstError(schema, { ...valid, content: '' })).toBe(EMAIL_TEMPLATE_CONTENT_REQUIRED);
  });
});
