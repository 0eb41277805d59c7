import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMAIL_TEMPLATES_TAB,
  NOTIFICATIONS_LEAD,
  NOTIFICATIONS_TABS_LABEL,
  NOTIFICATIONS_TITLE,
} from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { EmailTemplates } from '../../features/email-templates/components/email-templates';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';
import './notifications.css';

interface NotificationsTab {
  id: string;
  label: string;
  element: ReactNode;
}

/** The screen's tabs, in order; `?tab=<id>` chooses one (the first by default). */
const tabs: NotificationsTab[] = [
  { id: 'email-templates', label: EMAIL_TEMPLATES_TAB, element: <EmailTemplates /> },
];

/**
 * /admin/notifications: the wording of every email (Email templates) and, in further tabs, the
 * messages companies see. WAI-ARIA tabs with automatic activation (arrow keys, Home, End); the
 * chosen tab is in the address, so a reload or a shared link opens the same one.
 */
export function AdminNotificationsRoute() {
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function choose(id: string) {
    setParams({ tab: id });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    choose(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={NOTIFICATIONS_LEAD}>
        {NOTIFICATIONS_TITLE}
      </PageTitle>
      <ReadOnlyNotice area="notifications" />
      <div
        className="notifications-tabs"
        role="tablist"
        aria-label={NOTIFICATIONS_TABS_LABEL}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="notifications-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        className="notifications-panel"
      >
        {active.element}
      </div>
    </div>
  );
}
