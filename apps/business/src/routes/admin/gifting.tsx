import { PageTitle } from '@stepup/ui';
import { ADMIN_GIFTING_LEAD, ADMIN_GIFTING_TITLE } from '@stepup/domain';
import { GiftingPrice } from '../../features/admin-gifting/components/gifting-price';
import { GiftDesignsAdmin } from '../../features/admin-gift-designs/components/gift-designs-admin';

/**
 * /admin/gifting: the default gifting price and the gift designs (behind AdminAreaGate 'gifting'
 * in the router).
 */
export function AdminGiftingRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={ADMIN_GIFTING_LEAD}>
        {ADMIN_GIFTING_TITLE}
      </PageTitle>
      <GiftingPrice />
      <GiftDesignsAdmin />
    </div>
  );
}
