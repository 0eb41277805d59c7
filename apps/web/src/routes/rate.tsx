import { Link, useParams } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { RATING_TEXT } from '@stepup/domain';
import { RateVoucher } from '../features/ratings/components/rate-voucher';

/** /rate/{voucherId}: rate a used voucher, from the invitation email or the wallet (ADR 052). */
export function RateRoute() {
  const { voucherId = '' } = useParams();
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, RATING_TEXT.rate]}>
        {RATING_TEXT.rate}
      </PageTitle>
      <RateVoucher key={voucherId} voucherId={voucherId} />
    </div>
  );
}
