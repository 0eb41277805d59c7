import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { companyDashboardQueryKey } from '../../campaigns/api/get-company-dashboard';
import { companyOffersQueryKey } from './get-company-offers';

export type OfferAnswer =
  { kind: 'accept' } | { kind: 'decline'; reason?: string } | { kind: 'counter'; discount: number };

/**
 * POST /api/company/custom-offers/:offerId/accept | decline | counter (owners): the answer, which
 * the server applies only while the offer is still pending (the answer is the offer as it now is).
 */
export function answerOffer(client: ApiClient, offerId: string, answer: OfferAnswer) {
  switch (answer.kind) {
    case 'accept':
      return client.companyCustomOffers.accept(offerId);
    case 'decline':
      return client.companyCustomOffers.decline(offerId, answer.reason);
    case 'counter':
      return client.companyCustomOffers.counter(offerId, answer.discount);
  }
}

/** Answers an offer; afterwards the inbox (and the dashboard's sales) are read again. */
export function useAnswerOffer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: OfferAnswer }) =>
      answerOffer(client, offerId, answer),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyOffersQueryKey }),
        queryClient.invalidateQueries({ queryKey: companyDashboardQueryKey }),
      ]);
    },
  });
}
