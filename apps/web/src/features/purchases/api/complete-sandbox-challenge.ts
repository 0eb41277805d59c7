import { useMutation } from '@tanstack/react-query';
import type {
  CustomerApiClient,
  SandboxChallengeRequest,
  SandboxIntentState,
} from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/**
 * POST /api/payments/sandbox/intents/:id/challenge: the sandbox's stand-in for the bank's 3-D
 * Secure page, completed or failed (sandbox provider only).
 */
export function completeSandboxChallenge(
  client: CustomerApiClient,
  intentId: string,
  body: SandboxChallengeRequest,
): Promise<SandboxIntentState> {
  return client.purchases.sandboxChallenge(intentId, body);
}

export function useCompleteSandboxChallenge(intentId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: SandboxChallengeRequest) => completeSandboxChallenge(client, intentId, body),
  });
}
