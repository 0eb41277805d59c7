import {
  ONLINE_SHOP_TAB,
  WEBSITE_CONNECTION_LEAD,
  WEBSITE_CONNECTION_TABS_LABEL,
  WEBSITE_CONNECTION_TITLE,
} from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { PageTabs } from '../features/page-tabs/page-tabs';
import type { PageTab } from '../features/page-tabs/page-tabs';
import { OwnerOnly } from '../features/team/components/owner-only';
import { OnlineShopTab } from '../features/online-shop/components/online-shop-tab';
import '../features/basic-information/basic-information.css';

/** The ways to connect, in order; `?tab=<id>` chooses one (the first by default). */
const tabs: PageTab[] = [{ id: 'online-shop', label: ONLINE_SHOP_TAB, element: <OnlineShopTab /> }];

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
