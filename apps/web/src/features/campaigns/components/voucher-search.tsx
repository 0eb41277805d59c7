import { useId, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { Search, SearchX } from 'lucide-react';
import { normaliseSearchText } from '@stepup/domain';
import { EmptyState, Modal, Spinner } from '@stepup/ui';
import { useCampaignSearch } from '../api/search-campaigns';
import { CampaignCard } from './campaign-card';
import './voucher-search.css';

function SearchResults({ text, onPick }: { text: string; onPick: () => void }) {
  const search = useCampaignSearch(text);
  if (search.isPending) return <Spinner label="Searching vouchers" size="large" />;
  if (search.isError) {
    return (
      <EmptyState title="Search is not available just now" headingLevel={3}>
        Please try again in a moment.
      </EmptyState>
    );
  }
  const results = search.data;
  if (results.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={40} />}
        title={`No vouchers match “${text}”`}
        headingLevel={3}
      >
        Try a business name or something you would like to buy, such as coffee or spa.
      </EmptyState>
    );
  }
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) onPick();
  }
  return (
    <>
      <p className="voucher-search__count" role="status">
        {results.length} {results.length === 1 ? 'voucher' : 'vouchers'} found
      </p>
      <ul className="ui-card-grid voucher-search__results" onClick={closeOnLink}>
        {results.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The header's voucher search: Enter or the icon opens a large dialog with the matching
 * vouchers (company name, description or keyword, docs/product.md#search), found by the server's
 * indexed search (GET /api/campaigns/search, at most 50).
 */
export function VoucherSearch() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (normaliseSearchText(text) === '') return;
    setSearched(text.trim());
  }

  return (
    <>
      <form className="voucher-search" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="ui-visually-hidden">
          Search vouchers
        </label>
        <input
          id={inputId}
          className="ui-input voucher-search__input"
          type="search"
          name="search"
          placeholder="Search vouchers"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button className="voucher-search__submit" type="submit">
          <Search aria-hidden="true" size={20} />
          <span className="ui-visually-hidden">Search</span>
        </button>
      </form>
      {searched !== null ? (
        <Modal
          title={`Search results for “${searched}”`}
          size="large"
          onClose={() => setSearched(null)}
        >
          <SearchResults text={searched} onPick={() => setSearched(null)} />
        </Modal>
      ) : null}
    </>
  );
}
