import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cx } from '@stepup/ui';
import { useFavourites } from '../api/get-favourites';
import { useUpdateFavourite } from '../api/update-favourite';
import './favourite-button.css';
import { FAVOURITE_FAILED } from '@stepup/domain';

/**
 * The heart (docs/product.md#favourites: favourite icon). A signed-in customer toggles it at once (aria-pressed);
 * it springs back with a message if the server says no. A visitor is taken to sign up (the
 * spec's /signUp is /signup).
 */
export function FavouriteButton({
  campaignId,
  companyName,
  className,
}: {
  campaignId: string;
  companyName: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const favourites = useFavourites();
  const update = useUpdateFavourite();
  const [failed, setFailed] = useState(false);
  const pressed =
    favourites.isCustomer && (favourites.data?.campaignIds.includes(campaignId) ?? false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), 5000);
    return () => clearTimeout(timer);
  }, [failed]);

  function onClick() {
    if (favourites.user === null) {
      void navigate('/signup');
      return;
    }
    if (!favourites.isCustomer) return;
    setFailed(false);
    update.mutate({ campaignId, favourite: !pressed }, { onError: () => setFailed(true) });
  }

  return (
    <span className={cx('favourite', className)}>
      <button
        type="button"
        className="favourite__button"
        aria-pressed={pressed}
        aria-label={`Favourite ${companyName}`}
        title={pressed ? 'Remove from favourites' : 'Add to favourites'}
        disabled={favourites.user === undefined}
        onClick={onClick}
      >
        <Heart aria-hidden="true" size={22} fill={pressed ? 'currentColor' : 'none'} />
      </button>
      {failed ? (
        <span className="favourite__error" role="alert">
          {FAVOURITE_FAILED}
        </span>
      ) : null}
    </span>
  );
}
