import { useId } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useRovingFocus } from '@stepup/ui';
import './page-tabs.css';

/** One section of a screen with tabs (content management, notifications, website connection). */
export interface PageTab {
  /** In the address: ?tab=<id>. */
  id: string;
  label: string;
  element: ReactNode;
}

/**
 * A screen's sections as WAI-ARIA tabs (arrow keys, Home and End move and
 * open; the row scrolls sideways on a phone), with the open tab in the address (?tab=pages), so
 * a link or a reload opens the same one. On a phone the row scrolls sideways; the open tab is
 * scrolled into view.
 */
export function PageTabs({ label, tabs }: { label: string; tabs: PageTab[] }) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const active = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function open(id: string) {
    setParams(
      (current) => {
        // Another section's own choices (a page, a filter) do not carry over.
        const next = new URLSearchParams();
        next.set('tab', id);
        return current.get('tab') === id ? current : next;
      },
      { replace: true },
    );
  }

  const { onKeyDown, itemRef } = useRovingFocus(
    tabs.map((tab) => tab.id),
    active.id,
    open,
  );

  return (
    <div className="page-tabs">
      <div className="page-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={itemRef(tab.id)}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab === active}
            aria-controls={panelId}
            tabIndex={tab === active ? 0 : -1}
            className="page-tabs__tab"
            onClick={() => open(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(active.id)}
        className="page-tabs__panel"
        key={active.id}
      >
        {active.element}
      </div>
    </div>
  );
}
