import { Link, useParams } from 'react-router';
import { GIFT_CHANGE_TEXT } from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { GiftChanges } from '../features/gifts/components/gift-changes';

/** /for-me/gifts/{voucherId}: a gift its buyer manages (ADR 055), from the wallet's GIFTED row. */
export function ForMeGiftRoute() {
  const { voucherId = '' } = useParams();
  return (
    <div className="ui-container page">
      <PageTitle
        breadcrumb={[
          <Link to="/">Home</Link>,
          <Link to="/for-me">My Vouchers</Link>,
          GIFT_CHANGE_TEXT.heading,
        ]}
      >
        {GIFT_CHANGE_TEXT.heading}
      </PageTitle>
      <GiftChanges key={voucherId} voucherId={voucherId} />
    </div>
  );
}
