import { PAYMENT_CLIENT_SECRET_HEADER } from '../headers';
import type {
  CreatePurchaseRequest,
  SandboxChallengeRequest,
  SandboxConfirmRequest,
  createPurchaseResponseSchema,
  paymentProgressSchema,
  sandboxIntentStateSchema,
} from '../purchases';
import type { Transport } from './http';

/** Buying a voucher: the server prices it and answers the card payment's client secret. */
export function purchasesApi({ request, post }: Transport) {
  return {
    create: (body: CreatePurchaseRequest) =>
      post<typeof createPurchaseResponseSchema>('/purchases', body),
    /**
     * Payment progress; a guest passes the client secret their purchase answered (sent in a
     * header, never in the URL).
     */
    status: (paymentId: string, clientSecret?: string) =>
      request<typeof paymentProgressSchema>(
        `/purchases/${encodeURIComponent(paymentId)}/status`,
        clientSecret ? { headers: { [PAYMENT_CLIENT_SECRET_HEADER]: clientSecret } } : undefined,
      ),
    /** The sandbox card form and its 3-D Secure page (sandbox provider only). */
    sandboxConfirm: (intentId: string, body: SandboxConfirmRequest) =>
      post<typeof sandboxIntentStateSchema>(
        `/payments/sandbox/intents/${encodeURIComponent(intentId)}/confirm`,
        body,
      ),
    sandboxChallenge: (intentId: string, body: SandboxChallengeRequest) =>
      post<typeof sandboxIntentStateSchema>(
        `/payments/sandbox/intents/${encodeURIComponent(intentId)}/challenge`,
        body,
      ),
  };
}
