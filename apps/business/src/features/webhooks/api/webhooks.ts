import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveries, WebhookEndpointRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

// The Webhooks tab's calls (ADR 037): the company's webhook, its secret and its delivery log.

export const webhookQueryKey = ['company', 'webhook'] as const;
export const webhookDeliveriesQueryKey = ['company', 'webhook', 'deliveries'] as const;

/** GET /api/company/webhook: the address, events and switch (never the secret). */
export function useWebhookEndpoint() {
  const client = useApiClient();
  return useQuery({ queryKey: webhookQueryKey, queryFn: () => client.webhooks.endpoint() });
}

/** PUT /api/company/webhook. */
export function useSaveWebhookEndpoint() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointRequest) => client.webhooks.saveEndpoint(body),
    onSuccess: (saved) => queryClient.setQueryData(webhookQueryKey, saved),
  });
}

/** POST …/secret (show) or …/secret/rotate (replace): answers the secret. */
export function useWebhookSecret() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (action: 'reveal' | 'rotate') =>
      action === 'rotate' ? client.webhooks.rotateSecret() : client.webhooks.revealSecret(),
  });
}

const stillSending = (data: WebhookDeliveries | undefined) =>
  data?.deliveries.some((d) => d.status === 'pending') ?? false;

/** GET …/deliveries: the latest deliveries; looked at again every few seconds while one is sending. */
export function useWebhookDeliveries(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: webhookDeliveriesQueryKey,
    queryFn: () => client.webhooks.deliveries(),
    enabled,
    refetchInterval: (query) => (stillSending(query.state.data) ? 2_000 : false),
  });
}

/** POST …/deliveries/:id/resend: a new delivery of the same event, sent at once. */
export function useResendWebhookDelivery() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => client.webhooks.resend(deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}
