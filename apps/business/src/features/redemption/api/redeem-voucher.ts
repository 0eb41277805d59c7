import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { readTillSite } from '../../sites/till-site';
import { tillRequest } from './till-request';

/** POST /api/company/redemptions/redeem: marks the voucher used (once), at the till's site. */
export function redeemVoucher(client: ApiClient, code: string, timeoutMs: number) {
  return tillRequest(
    (signal) => client.companyCampaigns.redeemVoucher(code, { signal, siteId: readTillSite() }),
    timeoutMs,
  );
}

export function useRedeemVoucher(timeoutMs: number) {
  const client = useApiClient();
  // 'always': offline, it fails at once and is never queued to be sent later.
  return useMutation({
    mutationFn: (code: string) => redeemVoucher(client, code, timeoutMs),
    networkMode: 'always',
  });
}
