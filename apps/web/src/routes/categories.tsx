import { Link } from 'react-router';
import { Alert, Button, PageTitle, Preloader } from '@stepup/ui';
import { useCampaigns } from '../features/campaigns/api/get-campaigns';
import { useCategories } from '../features/campaigns/api/get-categories';
import { CategoryTiles } from '../features/campaigns/components/category-tiles';

/** /categories: every enabled category, in order, each a tile linking to its vouchers. */
export function CategoriesRoute() {
  const categories = useCategories();
  const campaigns = useCampaigns({ sort: 'popular' });
  return (
    <div className="ui-container page">
      <PageTitle
        breadcrumb={[<Link to="/">Home</Link>, 'Categories']}
        lead="Find vouchers from independent UK businesses by what you love."
      >
        Categories
      </PageTitle>
      {categories.isPending ? (
        <Preloader label="Loading categories" />
      ) : categories.isError ? (
        <Alert tone="danger">
          We couldn't load the categories just now.{' '}
          <Button variant="link" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <CategoryTiles categories={categories.data} campaigns={campaigns.data} />
      )}
    </div>
  );
}
