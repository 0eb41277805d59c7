import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, SearchX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { isHiddenCategory } from '@stepup/domain';
import type { CampaignSort } from '@stepup/contracts';
import { Alert, Button, buttonClassName, EmptyState, Spinner, useApiClient } from '@stepup/ui';
import { campaignsOfPages, startAtFirstPage, useCampaignPages } from '../api/get-campaigns';
import { useCategories } from '../api/get-categories';
import { CampaignCard } from './campaign-card';
import './all-vouchers.css';

const sorts: Array<{ value: CampaignSort; label: string }> = [
  { value: 'popular', label: 'Popular' },
  { value: 'newest', label: 'Newest' },
];

/**
 * The home page's All Vouchers grid: Popular / Newest order, a category filter (asked of the
 * API), 12 cards a page and Load more, each page asked of the server (ADR 044). With `category`
 * it is one category's grid (the /categories/{id} page): no filter, the same order buttons and
 * paging.
 */
export function AllVouchers({
  id = 'all-vouchers',
  category: fixedCategory,
  title = 'All Vouchers',
  eagerCards = 4,
}: {
  id?: string;
  category?: string | undefined;
  title?: string;
  /** How many cards' pictures load at once (those above the fold); the rest load lazily. */
  eagerCards?: number;
}) {
  const headingId = useId();
  const categoriesId = useId();
  const [sort, setSort] = useState<CampaignSort>('popular');
  const [chosenCategory, setCategory] = useState<string | undefined>(undefined);
  const category = fixedCategory ?? chosenCategory;
  const [categoriesOpen, setCategoriesOpen] = useState(true);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const queryClient = useQueryClient();
  const client = useApiClient();
  const campaigns = useCampaignPages({ category, sort });
  const categories = useCategories();
  const filters = (categories.data ?? []).filter((c) => !isHiddenCategory(c));
  // The API answers each page in the chosen order (the domain's sort, applied on the server); a
  // sort or category chosen starts again at its first page (chooseSort, chooseCategory).
  const visible = campaignsOfPages(campaigns.data?.pages ?? []);
  const total = campaigns.data?.pages[0]?.total ?? 0;

  // After Load more, move focus to the first new card so keyboard users carry on from there.
  useEffect(() => {
    if (focusIndex.current === null || focusIndex.current >= visible.length) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a.campaign-card');
    links?.[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visible.length]);

  function chooseSort(next: CampaignSort) {
    startAtFirstPage(queryClient, client, { category, sort: next });
    setSort(next);
  }
  function chooseCategory(next: string | undefined) {
    startAtFirstPage(queryClient, client, { category: next, sort });
    setCategory(next);
  }
  function loadMore() {
    if (campaigns.isFetchingNextPage) return;
    focusIndex.current = visible.length;
    void campaigns.fetchNextPage();
  }

  const categoryName = categories.data?.find((c) => c.id === category)?.name;

  return (
    <section className="all-vouchers" id={id} aria-labelledby={headingId} tabIndex={-1}>
      <div className="all-vouchers__head">
        <h2 id={headingId}>{title}</h2>
        <div className="all-vouchers__controls">
          <div className="all-vouchers__sorts" role="group" aria-label="Sort vouchers">
            {sorts.map((s) => (
              <Button
                key={s.value}
                variant="secondary"
                size="small"
                aria-pressed={sort === s.value}
                onClick={() => chooseSort(s.value)}
              >
                {s.label}
              </Button>
            ))}
          </div>
          {fixedCategory ? null : (
            <Button
              variant="ghost"
              size="small"
              aria-expanded={categoriesOpen}
              aria-controls={categoriesId}
              onClick={() => setCategoriesOpen((open) => !open)}
              className="all-vouchers__categories-toggle"
            >
              Categories
              <ChevronDown aria-hidden="true" size={18} />
            </Button>
          )}
        </div>
      </div>

      {fixedCategory ? null : (
        <div
          id={categoriesId}
          className="all-vouchers__categories"
          role="group"
          aria-label="Filter by category"
          hidden={!categoriesOpen}
        >
          <Button
            variant="secondary"
            size="small"
            aria-pressed={category === undefined}
            onClick={() => chooseCategory(undefined)}
          >
            All
          </Button>
          {filters.map((c) => (
            <Button
              key={c.id}
              variant="secondary"
              size="small"
              aria-pressed={category === c.id}
              onClick={() => chooseCategory(c.id)}
            >
              {c.iconUrl ? (
                <img src={c.iconUrl} alt="" width={20} height={20} loading="lazy" />
              ) : null}
              {c.name}
            </Button>
          ))}
        </div>
      )}

      <div className="all-vouchers__status" aria-live="polite">
        {campaigns.isFetching && !campaigns.isPending ? (
          <Spinner label="Updating vouchers" />
        ) : null}
      </div>

      {campaigns.isError ? (
        <Alert tone="danger">
          We couldn't load the vouchers just now.{' '}
          <Button variant="link" onClick={() => void campaigns.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : campaigns.isPending ? (
        <Spinner label="Loading vouchers" size="large" />
      ) : total === 0 ? (
        <EmptyState
          icon={<SearchX size={40} />}
          title={categoryName ? `No vouchers in ${categoryName} yet` : 'No vouchers yet'}
          action={
            fixedCategory ? (
              <Link className={buttonClassName({ variant: 'secondary' })} to="/categories">
                Browse other categories
              </Link>
            ) : category ? (
              <Button variant="secondary" onClick={() => chooseCategory(undefined)}>
                Show all vouchers
              </Button>
            ) : undefined
          }
        >
          {category
            ? 'New businesses join every week. Try another category or see every voucher.'
            : 'New businesses join every week. Please check back soon.'}
        </EmptyState>
      ) : (
        <>
          <ul className="ui-card-grid" ref={listRef} aria-busy={campaigns.isFetching}>
            {visible.map((campaign, index) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} eager={index < eagerCards} />
              </li>
            ))}
          </ul>
          <p className="all-vouchers__count">
            Showing {visible.length} of {total} vouchers
          </p>
          {campaigns.hasNextPage ? (
            <div className="all-vouchers__more">
              <Button variant="primary" onClick={loadMore}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
