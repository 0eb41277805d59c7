import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { EmailTemplateDetail } from '@stepup/contracts';
import {
  EMAIL_TEMPLATE_CONTENT_MAX_LENGTH,
  EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATES_TEXT as T,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  emailTemplateFormSchema,
  fieldErrors,
} from '@stepup/domain';
import {
  Alert,
  Button,
  errorFields,
  useFocusFirstInvalid,
  Modal,
  Preloader,
  TextField,
} from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { refusalText } from '../../admins/api/refusal';
import {
  useEmailTemplate,
  usePreviewEmail,
  useResetEmailTemplate,
  useSaveEmailTemplate,
  useSendTestEmail,
} from '../api/email-templates';

type Field = 'subject' | 'content';
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** One email's editor: load it, then the form (its state starts from what is saved). */
export function EmailTemplateEditor({ templateKey }: { templateKey: string }) {
  const template = useEmailTemplate(templateKey);
  return (
    <div className="email-editor">
      <Link className="email-editor__back" to="?tab=email-templates">
        <ArrowLeft size={18} aria-hidden="true" /> {T.back}
      </Link>
      {template.isPending ? (
        <Preloader label={T.loadingOne} />
      ) : template.isError ? (
        <Alert tone="danger">{template.error.message}</Alert>
      ) : (
        <EditorForm template={template.data} />
      )}
    </div>
  );
}

function EditorForm({ template }: { template: EmailTemplateDetail }) {
  const id = useId();
  const mayWrite = useAdminMayWrite('notifications');
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  /** Where a placeholder goes: the field last typed in (the content until then). */
  const lastField = useRef<Field>('content');
  const [draft, setDraft] = useState({ subject: template.subject, content: template.content });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useSaveEmailTemplate(template.key);
  const reset = useResetEmailTemplate(template.key);
  const preview = usePreviewEmail(template.key);
  const sendTest = useSendTestEmail(template.key);
  const names = template.placeholders.map((p) => p.name);

  // Opening an email moves focus to its heading, so a screen reader starts at the editor.
  useEffect(() => headingRef.current?.focus(), []);

  const change = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: '' }));
  };

  /** Checks the draft as the server will; false (and focus on the first error) when refused. */
  function checked(): boolean {
    const found = fieldErrors(emailTemplateFormSchema(names), draft);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusInvalid(formRef.current);
    return false;
  }

  /** A refusal from the server: its field messages on the fields, its words in the outcome. */
  function refused(error: unknown, headline: string) {
    setErrors(errorFields(error));
    setOutcome({ tone: 'danger', text: refusalText(error, headline) });
    focusInvalid(formRef.current);
  }

  function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (!checked()) {
      setOutcome({ tone: 'danger', text: UPDATE_FAILED });
      return;
    }
    save.mutate(draft, {
      onSuccess: () => setOutcome({ tone: 'success', text: UPDATE_SUCCESSFUL }),
      onError: (error) => refused(error, UPDATE_FAILED),
    });
  }

  function onPreview() {
    setOutcome(null);
    if (!checked()) return;
    preview.mutate(draft, { onError: (error) => refused(error, UPDATE_FAILED) });
  }

  function onSendTest() {
    setOutcome(null);
    if (!checked()) return;
    sendTest.mutate(draft, {
      onSuccess: ({ sentTo }) => setOutcome({ tone: 'success', text: T.testSent(sentTo) }),
      onError: (error) => refused(error, UPDATE_FAILED),
    });
  }

  function onReset() {
    reset.mutate(undefined, {
      onSuccess: (detail) => {
        setDraft({ subject: detail.subject, content: detail.content });
        setErrors({});
        setConfirmReset(false);
        setOutcome({ tone: 'success', text: UPDATE_SUCCESSFUL });
      },
      onError: (error) => {
        setConfirmReset(false);
        setOutcome({ tone: 'danger', text: refusalText(error, UPDATE_FAILED) });
      },
    });
  }

  /** Puts {{name}} at the cursor of the field last used, and the cursor after it. */
  function insert(name: string) {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : contentRef.current;
    const token = `{{${name}}}`;
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    change(field, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const busy = save.isPending || reset.isPending;
  return (
    <>
      <h2 className="email-editor__title" ref={headingRef} tabIndex={-1}>
        {T.editTitle(template.label)}
      </h2>
      <p className="email-editor__when">
        <strong>{T.when}:</strong> {template.when}
      </p>
      <div className="email-editor__layout">
        <form ref={formRef} className="email-editor__form" noValidate onSubmit={onSave}>
          <TextField
            ref={subjectRef}
            label={T.subject}
            value={draft.subject}
            maxLength={EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH * 2}
            onChange={(event) => change('subject', event.target.value)}
            onFocus={() => (lastField.current = 'subject')}
            error={errors.subject || undefined}
            readOnly={!mayWrite}
            autoComplete="off"
            required
          />
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-content`}>
              {T.content}
            </label>
            <span className="ui-field__hint" id={`${id}-content-hint`}>
              {T.contentHint}
            </span>
            <textarea
              ref={contentRef}
              id={`${id}-content`}
              className="ui-input email-editor__content"
              rows={10}
              maxLength={EMAIL_TEMPLATE_CONTENT_MAX_LENGTH * 2}
              value={draft.content}
              onChange={(event) => change('content', event.target.value)}
              onFocus={() => (lastField.current = 'content')}
              readOnly={!mayWrite}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={`${id}-content-hint${errors.content ? ` ${id}-content-error` : ''}`}
              required
            />
            {errors.content ? (
              <span className="ui-field__error" id={`${id}-content-error`}>
                {errors.content}
              </span>
            ) : null}
          </div>
          <div aria-live="polite" className="email-editor__outcome">
            {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          </div>
          <div className="email-editor__actions">
            {mayWrite ? (
              <Button type="submit" disabled={busy}>
                {save.isPending ? T.saving : T.save}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="secondary"
              disabled={preview.isPending}
              onClick={onPreview}
            >
              {preview.isPending ? T.previewing : T.preview}
            </Button>
            {mayWrite ? (
              <Button
                type="button"
                variant="secondary"
                disabled={sendTest.isPending}
                onClick={onSendTest}
              >
                {sendTest.isPending ? T.sending : T.sendTest}
              </Button>
            ) : null}
            {mayWrite && template.customised ? (
              <Button
                type="button"
                variant="secondary"
                className="review-danger-outline"
                disabled={busy}
                onClick={() => setConfirmReset(true)}
              >
                {T.reset}
              </Button>
            ) : null}
          </div>
        </form>
        <aside className="email-placeholders" aria-labelledby={`${id}-placeholders`}>
          <h3 id={`${id}-placeholders`} className="email-placeholders__title">
            {T.placeholders}
          </h3>
          {mayWrite ? <p className="email-placeholders__hint">{T.placeholdersHint}</p> : null}
          <ul className="email-placeholders__list">
            {template.placeholders.map((placeholder) => (
              <li key={placeholder.name} className="email-placeholders__item">
                {mayWrite ? (
                  <button
                    type="button"
                    className="email-placeholders__token"
                    aria-label={T.insert(placeholder.name)}
                    onClick={() => insert(placeholder.name)}
                  >
                    {`{{${placeholder.name}}}`}
                  </button>
                ) : (
                  <code className="email-placeholders__token">{`{{${placeholder.name}}}`}</code>
                )}
                <span className="email-placeholders__description">
                  {placeholder.description}
                  <span className="email-placeholders__sample">{T.sample(placeholder.sample)}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {preview.data ? (
        <section className="email-preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="email-preview__title">
            {T.previewTitle}
          </h3>
          <p className="email-preview__subject">
            <strong>{T.previewSubject}:</strong> {preview.data.subject}
          </p>
          {/* No script can run in the email (and there is none: every value is escaped); the
              same origin only lets the page's tools (axe, the browser tests) read the frame. */}
          <iframe
            className="email-preview__frame"
            title={T.previewFrame(template.label)}
            sandbox="allow-same-origin"
            srcDoc={preview.data.html}
          />
        </section>
      ) : null}
      {confirmReset ? (
        <Modal title={T.resetTitle} onClose={() => setConfirmReset(false)}>
          <div className="admins-form">
            <p>{T.resetText(template.label)}</p>
            <div className="review-dialog__actions">
              <Button variant="secondary" onClick={() => setConfirmReset(false)}>
                {T.cancel}
              </Button>
              <Button className="review-danger" disabled={reset.isPending} onClick={onReset}>
                {reset.isPending ? T.saving : T.confirmReset}
              </Button>
            </div>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
