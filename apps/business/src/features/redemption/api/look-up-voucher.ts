import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { readTillSite } from '../../sites/till-site';
import { tillRequest } from './till-request';

/** POST /api/company/redemptions/lookup: one of the company's vouchers by its code. */
export function lookUpVoucher(client: ApiClient, code: string, timeoutMs: number) {
  return tillRequest(
    (signal) => client.companyCampaigns.lookUpVoucher(code, { signal, siteId: readTillSite() }),
    timeoutMs,
  );
}

export function useLookUpVoucher(timeoutMs: number) {
  const client = useApiClient();
  // 'always': offline, the request fails at once with the till's offline message (never paused).
  return useMutation({
    mutationFn: (code: string) => lookUpVoucher(client, code, timeoutMs),
    networkMode: 'always',
  });
}
