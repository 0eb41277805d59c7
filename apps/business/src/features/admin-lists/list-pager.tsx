import { useSearchParams } from 'react-router';
import { ADMIN_LIST_NEXT, ADMIN_LIST_PREVIOUS, adminListPageOf } from '@stepup/domain';
import { Button } from '@stepup/ui';
import './admin-lists.css';

/** The page asked for in the address (`?page=`), the first when absent or not a number. */
export function usePageParam() {
  const [params] = useSearchParams();
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/**
 * Previous / next under every server-paged list of the business site (the admin lists: companies,
 * campaigns, payments, customers, the interaction log; and the company dashboard's campaigns); the
 * page is kept in the address beside the filters (a new filter starts again on page 1). Nothing when everything fits on one page. `totalCapped`: the list stopped
 * counting (ADMIN_LIST_COUNT_LIMIT), so there are more pages than the total makes and "Next"
 * stays on.
 */
export function ListPager({
  total,
  pageSize,
  totalCapped = false,
}: {
  total: number;
  pageSize: number;
  totalCapped?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const page = usePageParam();
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const pages = totalCapped ? Math.max(counted, page) : counted;
  if (pages <= 1 && page <= 1 && !totalCapped) return null;

  function goTo(next: number) {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
  }

  return (
    <nav className="admin-list-pager" aria-label={adminListPageOf(page, pages, totalCapped)}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {ADMIN_LIST_PREVIOUS}
      </Button>
      <span aria-current="page">{adminListPageOf(page, pages, totalCapped)}</span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= pages && !totalCapped}
        onClick={() => goTo(page + 1)}
      >
        {ADMIN_LIST_NEXT}
      </Button>
    </nav>
  );
}
