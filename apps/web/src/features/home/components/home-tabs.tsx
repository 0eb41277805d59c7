import { useId, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { HOME_TABS, homeTabCards, tabCardsPerView } from '@stepup/domain';
import type { HomeTab } from '@stepup/domain';
import type { CampaignSummary } from '@stepup/contracts';
import { buttonClassName, EmptyState, useRovingFocus } from '@stepup/ui';
import { useViewportWidth } from '../hooks/use-viewport';
import './home-tabs.css';

/** The tabs in their numbered order (docs/product.md#home-page: 1 Newest, 2 Featured, 3 Trending, 4 Value). */
const tabs: Array<{ tab: HomeTab; label: string }> = [
  { tab: HOME_TABS.newest, label: 'Newest' },
  { tab: HOME_TABS.featured, label: 'Featured' },
  { tab: HOME_TABS.trending, label: 'Trending' },
  { tab: HOME_TABS.value, label: 'Value' },
];
const tabOrder = tabs.map((t) => t.tab);

/**
 * The home page's tabbed carousel (WAI-ARIA tabs with automatic activation: arrow keys, Home and
 * End move between tabs). Each tab shows its list's first 4 cards, 1 / 2 / 3 / 4 per view by
 * width, and an All Vouchers link. The chosen tab is the page's, so promo cards can open one.
 */
export function HomeTabs({
  lists,
  active,
  onChange,
  renderCard,
  allVouchersHref,
  ref,
}: {
  lists: Record<HomeTab, CampaignSummary[]>;
  active: HomeTab;
  onChange: (tab: HomeTab) => void;
  renderCard: (campaign: CampaignSummary) => ReactNode;
  allVouchersHref: string;
  ref?: Ref<HTMLElement>;
}) {
  const baseId = useId();
  const { onKeyDown, itemRef } = useRovingFocus(tabOrder, active, onChange);
  const tabId = (tab: HomeTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: HomeTab) => `${baseId}-panel-${tab}`;

  const label = tabs.find((t) => t.tab === active)?.label ?? '';
  const cards = homeTabCards(lists[active]);

  return (
    <section className="home-tabs" aria-labelledby={`${baseId}-title`} ref={ref} tabIndex={-1}>
      <div className="home-tabs__head">
        <h2 id={`${baseId}-title`}>Our vouchers</h2>
        <div
          className="home-tabs__list"
          role="tablist"
          aria-label="Vouchers to show"
          onKeyDown={onKeyDown}
        >
          {tabs.map(({ tab, label: name }) => (
            <button
              key={tab}
              ref={itemRef(tab)}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={tab === active}
              aria-controls={panelId(tab)}
              tabIndex={tab === active ? 0 : -1}
              className="home-tabs__tab"
              data-tab={tab}
              onClick={() => onChange(tab)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(active)}
        aria-labelledby={tabId(active)}
        className="home-tabs__panel"
      >
        {cards.length === 0 ? (
          <EmptyState icon={<SearchX size={40} />} title={`No ${label.toLowerCase()} vouchers yet`}>
            New offers arrive every week. Meanwhile, browse all vouchers.
          </EmptyState>
        ) : (
          <CardCarousel key={active} cards={cards} renderCard={renderCard} label={label} />
        )}
        <div className="home-tabs__more">
          <a className={buttonClassName({ variant: 'primary' })} href={allVouchersHref}>
            All Vouchers
          </a>
        </div>
      </div>
    </section>
  );
}

/** A row of cards, `tabCardsPerView` at a time, scrolled by swipe or the arrow buttons. */
function CardCarousel({
  cards,
  renderCard,
  label,
}: {
  cards: CampaignSummary[];
  renderCard: (campaign: CampaignSummary) => ReactNode;
  label: string;
}) {
  const width = useViewportWidth();
  const perView = tabCardsPerView(width ?? 0);
  const trackRef = useRef<HTMLUListElement>(null);
  // Remounted per tab (key), so it starts at the first card; scrolling updates the ends.
  const [edges, setEdges] = useState({ start: true, end: false });

  function updateEdges() {
    const track = trackRef.current;
    if (!track) return;
    setEdges({
      start: track.scrollLeft <= 8,
      end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 8,
    });
  }

  function move(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy?.({ left: direction * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  }

  const scrolls = cards.length > perView;
  return (
    <div className="card-carousel" data-per-view={width === undefined ? undefined : perView}>
      <ul
        ref={trackRef}
        className="card-carousel__track"
        // Until the width is known, home-tabs.css's media queries give the same numbers.
        style={width === undefined ? undefined : ({ '--per-view': perView } as React.CSSProperties)}
        aria-label={`${label} vouchers`}
        onScroll={updateEdges}
      >
        {cards.map((campaign) => (
          <li key={campaign.id} className="card-carousel__item">
            {renderCard(campaign)}
          </li>
        ))}
      </ul>
      {scrolls ? (
        <div className="card-carousel__controls">
          <button
            type="button"
            className="card-carousel__arrow"
            onClick={() => move(-1)}
            disabled={edges.start}
          >
            <ChevronLeft aria-hidden="true" size={22} />
            <span className="ui-visually-hidden">Previous vouchers</span>
          </button>
          <button
            type="button"
            className="card-carousel__arrow"
            onClick={() => move(1)}
            disabled={edges.end}
          >
            <ChevronRight aria-hidden="true" size={22} />
            <span className="ui-visually-hidden">Next vouchers</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
