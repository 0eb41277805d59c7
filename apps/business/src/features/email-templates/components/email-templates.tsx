import { Link, useSearchParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { EmailAudienceValue, EmailTemplateSummary } from '@stepup/contracts';
import { EMAIL_AUDIENCE_LABELS, EMAIL_TEMPLATES_TEXT as T } from '@stepup/domain';
import { Alert, Preloader } from '@stepup/ui';
import { useEmailTemplates } from '../api/email-templates';
import { EmailTemplateEditor } from './email-template-editor';
import './email-templates.css';

/** The order the list's groups come in: whom an email goes to. */
const AUDIENCES: EmailAudienceValue[] = ['customer', 'company', 'account', 'admin'];

/** The address of one email's editor, within the notifications screen's tab. */
export const emailEditorHref = (key: string) =>
  `?tab=email-templates&email=${encodeURIComponent(key)}`;

function Badge({ customised }: { customised: boolean }) {
  return customised ? (
    <span className="review-badge review-badge--flag">{T.customised}</span>
  ) : null;
}

function EmailList({ templates }: { templates: EmailTemplateSummary[] }) {
  return (
    <>
      <p className="email-templates__intro">{T.intro}</p>
      {AUDIENCES.map((audience) => {
        const group = templates.filter((t) => t.audience === audience);
        if (group.length === 0) return null;
        const headingId = `email-group-${audience}`;
        return (
          <section key={audience} className="email-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="email-group__title">
              {EMAIL_AUDIENCE_LABELS[audience]}
            </h2>
            <ul className="email-list">
              {group.map((template) => (
                <li key={template.key} className="email-list__item">
                  <Link className="email-list__link" to={emailEditorHref(template.key)}>
                    <span className="email-list__head">
                      <span className="email-list__label">{template.label}</span>
                      <Badge customised={template.customised} />
                    </span>
                    <span className="email-list__when">{template.when}</span>
                    <ChevronRight className="email-list__chevron" size={20} aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * The Email templates tab of /admin/notifications: every email the platform sends, grouped by
 * whom it goes to, with a Customised badge where an admin changed the wording; `?email=<key>`
 * opens one in the editor.
 */
export function EmailTemplates() {
  const [params] = useSearchParams();
  const open = params.get('email');
  const templates = useEmailTemplates();
  if (open) return <EmailTemplateEditor key={open} templateKey={open} />;
  if (templates.isPending) return <Preloader label={T.loading} />;
  if (templates.isError) return <Alert tone="danger">{templates.error.message}</Alert>;
  return <EmailList templates={templates.data.templates} />;
}
