import {
  API_KEYS_TAB,
  ONLINE_SHOP_TAB,
  SITES_TAB,
  WEBSITE_CONNECTION_LEAD,
  WEBSITE_CONNECTION_TABS_LABEL,
  WEBSITE_CONNECTION_TITLE,
  WEBHOOKS_TAB,
} from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { ApiKeysTab } from '../features/api-keys/components/api-keys-tab';
import { PageTabs } from '../features/page-tabs/page-tabs';
import type { PageTab } from '../features/page-tabs/page-tabs';
import { SitesTab } from '../features/sites/components/sites-tab';
import { OwnerOnly } from '../features/team/components/owner-only';
import { OnlineShopTab } from '../features/online-shop/components/online-shop-tab';
import { WebhooksTab } from '../features/webhooks/components/webhooks-tab';
import '../features/basic-information/basic-information.css';

/** The ways to connect, in order; `?tab=<id>` chooses one (the first by default). */
const tabs: PageTab[] = [
  { id: 'online-shop', label: ONLINE_SHOP_TAB, element: <OnlineShopTab /> },
  { id: 'sites', label: SITES_TAB, element: <SitesTab /> },
  { id: 'api-keys', label: API_KEYS_TAB, element: <ApiKeysTab /> },
  { id: 'webhooks', label: WEBHOOKS_TAB, element: <WebhooksTab /> },
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
