import { useMutation } from '@tanstack/react-query';
import type {
  CustomerApiClient,
  CreatePurchaseRequest,
  CreatePurchaseResponse,
} from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/**
 * POST /api/purchases: the server prices the choice (never sent a price) and answers the card
 * payment with its client secret.
 */
export function createPurchase(
  client: CustomerApiClient,
  body: CreatePurchaseRequest,
): Promise<CreatePurchaseResponse> {
  return client.purchases.create(body);
}

export function useCreatePurchase() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: CreatePurchaseRequest) => createPurchase(client, body) });
}
