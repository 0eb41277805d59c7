import { Link } from 'react-router';
import { Shapes } from 'lucide-react';
import { isHiddenCategory } from '@stepup/domain';
import type { CampaignSummary, Category } from '@stepup/contracts';
import { EmptyState } from '@stepup/ui';
import './category-tiles.css';

/**
 * Every enabled category in its display order, as a picture tile linking to /categories/{id}.
 * The unlocked-rewards category is a view of a customer's own vouchers, not a shelf, so it is
 * left out here as in the home filter. Counts come from the campaigns the viewer can see.
 */
export function CategoryTiles({
  categories,
  campaigns,
}: {
  categories: Category[];
  campaigns: CampaignSummary[] | undefined;
}) {
  const shown = categories.filter((c) => !isHiddenCategory(c));
  if (shown.length === 0) {
    return (
      <EmptyState icon={<Shapes size={40} />} title="No categories yet">
        Businesses are being sorted into categories. Meanwhile, every voucher is on the home page.
      </EmptyState>
    );
  }
  const countOf = (id: string) => campaigns?.filter((c) => c.categoryIds.includes(id)).length;
  return (
    <ul className="category-tiles" aria-label="All categories">
      {shown.map((category, index) => {
        const count = countOf(category.id);
        return (
          <li key={category.id}>
            <Link to={`/categories/${encodeURIComponent(category.id)}`} className="category-tile">
              <span className="category-tile__picture">
                {category.imageUrl ? (
                  <img
                    src={category.imageUrl}
                    alt=""
                    width={540}
                    height={270}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
              </span>
              <span className="category-tile__body">
                {category.iconUrl ? (
                  <img
                    className="category-tile__icon"
                    src={category.iconUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                ) : null}
                <span className="category-tile__name">{category.name}</span>
                {count === undefined ? null : (
                  <span className="category-tile__count">
                    {count === 1 ? '1 voucher' : `${count} vouchers`}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
