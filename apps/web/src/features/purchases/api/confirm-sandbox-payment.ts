import { useMutation } from '@tanstack/react-query';
import type {
  CustomerApiClient,
  SandboxConfirmRequest,
  SandboxIntentState,
} from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** POST /api/payments/sandbox/intents/:id/confirm: the sandbox card form (sandbox provider only). */
export function confirmSandboxPayment(
  client: CustomerApiClient,
  intentId: string,
  body: SandboxConfirmRequest,
): Promise<SandboxIntentState> {
  return client.purchases.sandboxConfirm(intentId, body);
}

export function useConfirmSandboxPayment(intentId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: SandboxConfirmRequest) => confirmSandboxPayment(client, intentId, body),
  });
}
