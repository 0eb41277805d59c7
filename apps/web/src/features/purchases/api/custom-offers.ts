import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerApiClient,
  CreateCustomOfferRequest,
  CustomerCustomOffer,
  SandboxChallengeRequest,
  SandboxConfirmRequest,
} from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

// The customer's custom offers (docs/product.md#custom-offers, ADR 027): a guest or an emailed
// link passes the offer's key, which the client sends in its header (never in the URL).

/** How often an accepted offer's page asks whether its charge went through. */
export const ACCEPTED_POLL_MS = 2000;

export const customOffersQueryKey = ['custom-offers'] as const;
const offerQueryKey = (offerId: string) => ['custom-offers', offerId] as const;

/** POST /api/custom-offers: the server prices the offer and answers how to save the card (or pay). */
export function useCreateCustomOffer() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: CreateCustomOfferRequest) => client.customOffers.create(body),
  });
}

/** GET /api/custom-offers: the signed-in customer's offers, newest first. */
export function useCustomOffers() {
  const client = useApiClient();
  return useQuery({
    queryKey: customOffersQueryKey,
    queryFn: () => client.customOffers.list(),
  });
}

/** GET /api/custom-offers/:offerId, with the offer's key when the caller holds one. */
export function useCustomOffer(offerId: string, offerKey: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: offerQueryKey(offerId),
    queryFn: () => client.customOffers.get(offerId, offerKey),
    retry: false,
    // An accepted offer is being charged: read it again until the charge has an outcome (~1 min).
    refetchInterval: (query) =>
      query.state.data?.status === 'accepted' && query.state.dataUpdateCount < 30
        ? ACCEPTED_POLL_MS
        : false,
  });
}

type OfferAction = 'withdraw' | 'acceptCounter' | 'cardSaved';

/** An action on one offer; the answer (the offer as it is now) replaces the cached copies. */
export function useOfferAction(action: OfferAction) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, offerKey }: { offerId: string; offerKey?: string }) =>
      client.customOffers[action](offerId, offerKey),
    onSuccess: (offer: CustomerCustomOffer) => {
      queryClient.setQueryData(offerQueryKey(offer.id), offer);
      queryClient.setQueryData<{ offers: CustomerCustomOffer[] }>(customOffersQueryKey, (list) =>
        list ? { offers: list.offers.map((o) => (o.id === offer.id ? offer : o)) } : list,
      );
    },
  });
}

/** POST /api/custom-offers/:offerId/payment: the open payment of an accepted offer to complete. */
export function useOfferPayment() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ offerId, offerKey }: { offerId: string; offerKey?: string }) =>
      client.customOffers.payment(offerId, offerKey),
  });
}

/** The sandbox's card form and 3-D Secure page for a SetupIntent (sandbox provider only). */
export function confirmSandboxSetup(
  client: CustomerApiClient,
  setupIntentId: string,
  body: SandboxConfirmRequest,
) {
  return client.customOffers.sandboxConfirmSetup(setupIntentId, body);
}

export function completeSandboxSetupChallenge(
  client: CustomerApiClient,
  setupIntentId: string,
  body: SandboxChallengeRequest,
) {
  return client.customOffers.sandboxSetupChallenge(setupIntentId, body);
}
