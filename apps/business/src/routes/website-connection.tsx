import { Alert, PageTitle, Preloader } from '@stepup/ui';
import { OwnerOnly } from '../features/team/components/owner-only';
import { useWebsiteConnection } from '../features/website-connection/api/get-website-connection';
import { WebsiteConnectionForm } from '../features/website-connection/components/website-connection-form';
import '../features/basic-information/basic-information.css';

/** /api (Website Connection): the shop's address and access token, stored and checked now. */
export function WebsiteConnectionRoute() {
  const connection = useWebsiteConnection();
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Website Connection']}
        lead="Connect your online shop or till so customers can redeem their vouchers."
      >
        Website Connection
      </PageTitle>
      <OwnerOnly action="manageWebsiteConnection">
        <Alert tone="info">
          Your settings are saved and checked now. Connecting your shop automatically (Shopify,
          WooCommerce and custom websites) comes in a later update; until then, redeem vouchers by
          code from your dashboard.
        </Alert>
        <div className="connection__spacer" />
        {connection.isPending ? (
          <Preloader label="Loading your website connection" />
        ) : connection.isError ? (
          <Alert tone="danger">
            Your website connection could not be loaded. Please reload the page.
          </Alert>
        ) : (
          <WebsiteConnectionForm saved={connection.data} />
        )}
      </OwnerOnly>
    </div>
  );
}
