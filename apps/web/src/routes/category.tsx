import { Link, useParams } from 'react-router';
import { Alert, Button, NotFound, PageTitle, Preloader } from '@stepup/ui';
import { useCategories } from '../features/campaigns/api/get-categories';
import { AllVouchers } from '../features/campaigns/components/all-vouchers';

/** /categories/{id}: one category's vouchers, Popular / Newest, 12 a page; unknown id → not found. */
export function CategoryRoute() {
  const { id = '' } = useParams();
  const categories = useCategories();
  if (categories.isPending) return <Preloader label="Loading vouchers" />;
  if (categories.isError) {
    return (
      <div className="ui-container page">
        <Alert tone="danger">
          We couldn't load this category just now.{' '}
          <Button variant="link" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  const category = categories.data.find((c) => c.id === id);
  if (!category) return <NotFound home="/" className="ui-container" />;
  return (
    <div className="ui-container page">
      <PageTitle
        breadcrumb={[
          <Link to="/">Home</Link>,
          <Link to="/categories">Categories</Link>,
          category.name,
        ]}
        lead={`Vouchers in ${category.name} from independent UK businesses.`}
      >
        {category.name}
      </PageTitle>
      <AllVouchers
        id="category-vouchers"
        category={category.id}
        title={`${category.name} vouchers`}
      />
    </div>
  );
}
