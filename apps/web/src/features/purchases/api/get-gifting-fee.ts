import { useQuery } from '@tanstack/react-query';
import { useApiClient, useSession, useSite } from '@stepup/ui';

/**
 * The gifting fee this visitor's gifts carry, as the server charges it: a signed-in customer's
 * own (GET /api/account/gifting-fee: theirs when an admin set one, else the site's), a guest's the
 * site default (GET /api/site). Undefined while it loads.
 */
export function useGiftingFee(): number | undefined {
  const client = useApiClient();
  const { user } = useSession();
  const signedIn = Boolean(user);
  const site = useSite();
  const mine = useQuery({
    queryKey: ['account', 'gifting-fee', user?.id ?? null],
    queryFn: () => client.gifting.myFee(),
    enabled: signedIn,
    // An admin's change shows on the next visit to a campaign page.
    staleTime: 0,
  });
  return signedIn ? mine.data?.giftingFeePence : site.data?.giftingFeePence;
}
