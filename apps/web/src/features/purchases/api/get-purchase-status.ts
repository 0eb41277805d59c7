import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, PaymentProgress } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Payment progress is read about once a second for at most about 30 seconds (docs/product.md#payment-result-page). */
export const STATUS_POLL_MS = 1000;
export const STATUS_POLL_TRIES = 30;

/**
 * A guest's payment (docs/product.md#payment-result-page): the first read about 4 s after the
 * page opens, then up to 20 reads 500 ms apart (the spec's anonymous purchase).
 */
export const GUEST_FIRST_READ_MS = 4000;
export const GUEST_POLL_MS = 500;
export const GUEST_POLL_TRIES = 20;

/**
 * GET /api/purchases/:paymentId/status: the payment's progress. A guest passes the client secret
 * their purchase answered (sent in a header, never in the URL).
 */
export function getPurchaseStatus(
  client: CustomerApiClient,
  paymentId: string,
  clientSecret: string | undefined,
): Promise<PaymentProgress> {
  return client.purchases.status(paymentId, clientSecret);
}

/** A signed-in customer's payment, read again while it has no outcome (about 30 s at most). */
export function purchaseStatusQueryOptions(
  client: CustomerApiClient,
  paymentId: string,
  clientSecret: string | undefined,
) {
  return queryOptions({
    queryKey: ['payment-status', paymentId],
    queryFn: () => getPurchaseStatus(client, paymentId, clientSecret),
    enabled: paymentId !== '',
    gcTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'created' && query.state.dataUpdateCount < STATUS_POLL_TRIES
        ? STATUS_POLL_MS
        : false,
  });
}

export function usePurchaseStatus(paymentId: string, clientSecret: string | undefined) {
  const client = useApiClient();
  return useQuery(purchaseStatusQueryOptions(client, paymentId, clientSecret));
}

/** A guest's answer, with how many times it has been asked for. */
export type GuestPurchaseStatus = PaymentProgress & { tries: number };

/**
 * A guest's payment, read with its client secret until the voucher code is issued (the success
 * event may come a moment after the payment), it failed, or GUEST_POLL_TRIES reads were made.
 */
export function guestPurchaseStatusQueryOptions(
  client: CustomerApiClient,
  paymentId: string,
  clientSecret: string,
  tries: { current: number },
) {
  return queryOptions({
    queryKey: ['payment-status', paymentId, 'guest'],
    queryFn: async (): Promise<GuestPurchaseStatus> => {
      const answer = await getPurchaseStatus(client, paymentId, clientSecret);
      tries.current += 1;
      return { ...answer, tries: tries.current };
    },
    gcTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status !== 'payment_failed' &&
      !query.state.data?.voucherCode &&
      (query.state.data?.tries ?? 0) < GUEST_POLL_TRIES
        ? GUEST_POLL_MS
        : false,
  });
}

export function useGuestPurchaseStatus(paymentId: string, clientSecret: string) {
  const client = useApiClient();
  // How many answers this page has had (a counter of its own, kept across renders).
  const [tries] = useState(() => ({ current: 0 }));
  // The first read waits about 4 s: the voucher is seldom issued sooner.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), GUEST_FIRST_READ_MS);
    return () => clearTimeout(timer);
  }, []);
  return useQuery({
    ...guestPurchaseStatusQueryOptions(client, paymentId, clientSecret, tries),
    enabled: waited,
  });
}
