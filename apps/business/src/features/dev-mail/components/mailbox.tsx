import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox, Link2, Mail, RefreshCw } from 'lucide-react';
import { ApiError } from '@stepup/contracts';
import type { DevMail } from '@stepup/contracts';
import { EMAIL_BADLY_FORMATTED, isValidEmail, MISSING_EMAIL, ukTimestamp } from '@stepup/domain';
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

/**
 * The local mailbox (development and tests: the outbox transport): the emails the platform would
 * have sent to one address, newest first, with their links ready to follow. It asks for the
 * address first: the mailbox never lists everybody's links. It exists only when the API serves
 * /api/dev/mail to this browser (on this machine, at localhost); otherwise, once asked, this is
 * the not-found page.
 */
export function Mailbox() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const mail = useDevMail(to);
  const [filterError, setFilterError] = useState<string>();

  if (mail.isError && mail.error instanceof ApiError && mail.error.status === 404) {
    return <NotFound home="/dashboard" />;
  }

  function onShow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('to') ?? '').trim();
    const error = !address
      ? MISSING_EMAIL
      : !isValidEmail(address)
        ? EMAIL_BADLY_FORMATTED
        : undefined;
    setFilterError(error);
    if (!error) setParams({ to: address });
  }

  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Development', 'Mailbox']}
        lead="Emails the platform has sent here instead of to real inboxes, one address at a time, newest first."
      >
        Mailbox
      </PageTitle>
      <form
        className="mailbox__filter"
        noValidate
        onSubmit={onShow}
        role="search"
        aria-label="Find mail"
      >
        <TextField
          key={to}
          label="Address"
          name="to"
          type="email"
          autoComplete="email"
          defaultValue={to}
          placeholder="name@example.com"
          error={filterError}
        />
        <Button type="submit">Show</Button>
        {to ? (
          <Button
            variant="secondary"
            onClick={() => void mail.refetch()}
            disabled={mail.isFetching}
          >
            <RefreshCw aria-hidden="true" size={18} />
            Refresh
          </Button>
        ) : null}
      </form>
      {!to ? (
        <EmptyState icon={<Mail size={40} />} title="Choose an address" headingLevel={2}>
          Enter the address you signed up, were invited or asked for a password reset with, then
          choose Show.
        </EmptyState>
      ) : mail.isPending ? (
        <Preloader label="Loading mail" />
      ) : mail.isError ? (
        <Alert tone="danger">{mail.error.message}</Alert>
      ) : mail.data.length === 0 ? (
        <EmptyState icon={<Inbox size={40} />} title="No mail yet" headingLevel={2}>
          {`Nothing has been sent to ${to}. Sign up or ask for a password reset with it, then refresh.`}
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
              <time dateTime={mail.createdAt}>{ukTimestamp(mail.createdAt)}</time>
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
