import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox, Link2, RefreshCw } from 'lucide-react';
import { ApiError } from '@stepup/contracts';
import type { DevMail } from '@stepup/contracts';
import { EMAIL_BADLY_FORMATTED, isValidEmail } from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  NotFound,
  PageTitle,
  Preloader,
  TextField,
} from '@stepup/ui';
import { useDevMail } from '../api/get-dev-mail';
import './mailbox.css';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/**
 * The local mailbox (development and tests: the outbox transport): every email the platform
 * would have sent, newest first, with its links ready to follow. It exists only when the API
 * serves /api/dev/mail; otherwise this is the not-found page.
 */
export function Mailbox() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const mail = useDevMail(to);
  const [filterError, setFilterError] = useState<string>();

  if (mail.isError && mail.error instanceof ApiError && mail.error.status === 404) {
    return <NotFound />;
  }

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('to') ?? '').trim();
    if (address && !isValidEmail(address)) {
      setFilterError(EMAIL_BADLY_FORMATTED);
      return;
    }
    setFilterError(undefined);
    setParams(address ? { to: address } : {});
  }

  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Development', 'Mailbox']}
        lead="Emails the platform has sent here instead of to real inboxes, newest first."
      >
        Mailbox
      </PageTitle>
      <form className="mailbox__filter" noValidate onSubmit={onFilter} role="search">
        <TextField
          key={to}
          label="Address"
          name="to"
          type="email"
          defaultValue={to}
          placeholder="All addresses"
          error={filterError}
        />
        <Button type="submit">Show</Button>
        <Button variant="secondary" onClick={() => void mail.refetch()} disabled={mail.isFetching}>
          <RefreshCw aria-hidden="true" size={18} />
          Refresh
        </Button>
      </form>
      {mail.isPending ? (
        <Preloader label="Loading mail" />
      ) : mail.isError ? (
        <Alert tone="danger">{mail.error.message}</Alert>
      ) : mail.data.length === 0 ? (
        <EmptyState icon={<Inbox size={40} />} title="No mail yet" headingLevel={2}>
          {to
            ? `Nothing has been sent to ${to}. Sign up or ask for a password reset with it, then refresh.`
            : 'Sign up or ask for a password reset, then refresh.'}
        </EmptyState>
      ) : (
        <ol className="mailbox__list" aria-label="Mail">
          {mail.data.map((message) => (
            <li key={message.id}>
              <MailItem mail={message} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function MailItem({ mail }: { mail: DevMail }) {
  return (
    <Card padded className="mailbox__item">
      <article aria-labelledby={`mail-${mail.id}`}>
        <h2 className="mailbox__subject" id={`mail-${mail.id}`}>
          {mail.subject}
        </h2>
        <dl className="mailbox__meta">
          <div>
            <dt>To</dt>
            <dd>{mail.to}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>
              <time dateTime={mail.createdAt}>{timeFormat.format(new Date(mail.createdAt))}</time>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{mail.status}</dd>
          </div>
        </dl>
        <pre className="mailbox__text">{mail.text}</pre>
        {mail.links.length > 0 ? (
          <ul className="mailbox__links" aria-label="Links in this email">
            {mail.links.map((href) => (
              <li key={href}>
                <Link2 aria-hidden="true" size={16} />
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </Card>
  );
}
