import {
  API_KEYS_TAB,
  ONLINE_SHOP_TAB,
  SITES_TAB,
  WEBSITE_CONNECTION_LEAD,
  WEBSITE_CONNECTION_TABS_LABEL,
  WEBSITE_CONNECTION_TITLE,
  WEBHOOKS_TAB,
} from '@stepup/domain';
import { Alert, PageTitle, Preloader } from '@stepup/ui';
import { ApiKeysTab } from '../features/api-keys/components/api-keys-tab';
import { PageTabs } from '../features/page-tabs/page-tabs';
import type { PageTab } from '../features/page-tabs/page-tabs';
import { SitesTab } from '../features/sites/components/sites-tab';
import { OwnerOnly } from '../features/team/components/owner-only';
import { useWebsiteConnection } from '../features/website-connection/api/get-website-connection';
import { WebsiteConnectionForm } from '../features/website-connection/components/website-connection-form';
import { WebhooksTab } from '../features/webhooks/components/webhooks-tab';
import '../features/basic-information/basic-information.css';

function OnlineShop() {
  const connection = useWebsiteConnection();
  return (
    <>
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
    </>
  );
}

/** The ways to connect, in order; `?tab=<id>` chooses one (the first by default). */
const tabs: PageTab[] = [
  { id: 'online-shop', label: ONLINE_SHOP_TAB, element: <OnlineShop /> },
  { id: 'api-keys', label: API_KEYS_TAB, element: <ApiKeysTab /> },
  { id: 'webhooks', label: WEBHOOKS_TAB, element: <WebhooksTab /> },
  { id: 'sites', label: SITES_TAB, element: <SitesTab /> },
];

/**
 * /api (Website Connection, docs/product.md#website-connection): where the company's vouchers are
 * used besides the till — its online shop, its sites, its own systems through the public API.
 */
export function WebsiteConnectionRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Company', WEBSITE_CONNECTION_TITLE]} lead={WEBSITE_CONNECTION_LEAD}>
        {WEBSITE_CONNECTION_TITLE}
      </PageTitle>
      <OwnerOnly action="manageWebsiteConnection">
        <PageTabs label={WEBSITE_CONNECTION_TABS_LABEL} tabs={tabs} />
      </OwnerOnly>
    </div>
  );
}
