import { useParams } from 'react-router';
import { GiftPageView } from '../features/gifts/components/gift-page';

/** /gift/{token}: a gift's own page, opened from its recipient's email (ADR 055). */
export function GiftRoute() {
  const { token = '' } = useParams();
  return (
    <div className="ui-container page">
      <GiftPageView key={token} token={token} />
    </div>
  );
}
