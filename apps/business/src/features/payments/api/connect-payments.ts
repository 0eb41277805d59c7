import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { paymentsConnectionQueryKey } from './get-payments-connection';

/** POST /api/company/payments/connect: the sandbox connects at once; Stripe answers a link. */
export function connectPayments(client: ApiClient) {
  return client.company.connectPayments();
}

export function useConnectPayments() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => connectPayments(client),
    onSuccess: ({ connection }) => {
      queryClient.setQueryData(paymentsConnectionQueryKey, connection);
      void queryClient.invalidateQueries({ queryKey: ['company', 'setup'] });
    },
  });
}
