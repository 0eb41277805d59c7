import { useEffect, useState } from 'react';
import { Bell, ExternalLink } from 'lucide-react';
import type { CompanyInboxNotification } from '@stepup/contracts';
import { COMPANY_NOTIFICATIONS_TEXT as T, ukDateTime } from '@stepup/domain';
import { Alert, Button, Card } from '@stepup/ui';
import {
  useCompanyNotifications,
  useDismissNotification,
  useMarkNotificationsRead,
} from '../api/company-notifications';
import './company-notifications.css';

/** How long before opening the dashboard a notification read elsewhere still counts as New. */
const NEW_MARGIN_MS = 60_000;

const hostOf = (link: string) => {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
};

function Item({
  notification: n,
  isNew,
  onDismiss,
  dismissing,
}: {
  notification: CompanyInboxNotification;
  isNew: boolean;
  onDismiss: () => void;
  dismissing: boolean;
}) {
  return (
    <li className="dashboard-notification">
      <div className="dashboard-notification__body">
        <p className="dashboard-notification__title">
          {isNew ? (
            <span className="review-badge dashboard-notification__new">{T.newTag}</span>
          ) : null}{' '}
          {n.title}
        </p>
        <p className="dashboard-notification__meta">
          <time dateTime={n.createdAt}>{ukDateTime(n.createdAt)}</time>
          {n.link ? (
            <a href={n.link} target="_blank" rel="noopener noreferrer">
              {T.openLink} ({hostOf(n.link)})
              <ExternalLink size={14} aria-hidden="true" />
              <span className="ui-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
      <Button
        variant="secondary"
        size="small"
        aria-label={T.dismissOf(n.title)}
        disabled={dismissing}
        onClick={onDismiss}
      >
        {T.dismiss}
      </Button>
    </li>
  );
}

/**
 * The notifications admins sent the company, on its dashboard until it dismisses them (for every
 * member), newest first. Opening the dashboard marks the ones shown as read, which clears the
 * menu's count; they stay marked New while the page is open. Nothing when there are none.
 */
export function DashboardNotifications() {
  const list = useCompanyNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const dismiss = useDismissNotification();
  // What this visit found unread stays marked New (read here, or within a minute elsewhere).
  const [openedAt] = useState(() => Date.now() - NEW_MARGIN_MS);
  const notifications = list.data?.notifications ?? [];
  const isNew = (n: CompanyInboxNotification) => !n.readAt || Date.parse(n.readAt) >= openedAt;
  const unreadKey = notifications
    .filter((n) => !n.readAt)
    .map((n) => n.id)
    .join(',');

  // The ones shown unread are read now.
  useEffect(() => {
    if (unreadKey) markRead(unreadKey.split(','));
  }, [unreadKey, markRead]);

  if (notifications.length === 0) return null;
  return (
    <Card padded className="dashboard-notifications">
      <section aria-labelledby="dashboard-notifications-title">
        <h2 id="dashboard-notifications-title" className="dashboard-notifications__title">
          <Bell size={20} aria-hidden="true" /> {T.dashboardTitle}
        </h2>
        <div aria-live="polite">
          {dismiss.isError ? <Alert tone="danger">{T.dismissFailed}</Alert> : null}
        </div>
        <ul className="dashboard-notifications__list">
          {notifications.map((n) => (
            <Item
              key={n.id}
              notification={n}
              isNew={isNew(n)}
              dismissing={dismiss.isPending && dismiss.variables === n.id}
              onDismiss={() => dismiss.mutate(n.id)}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}
