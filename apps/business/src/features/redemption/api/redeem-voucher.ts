import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { readTillSite } from '../../sites/till-site';

/** POST /api/company/redemptions/redeem: marks the voucher used (once). */
export function redeemVoucher(client: ApiClient, code: string) {
  return client.companyCampaigns.redeemVoucher(code, readTillSite());
}

export function useRedeemVoucher() {
  const client = useApiClient();
  return useMutation({ mutationFn: (code: string) => redeemVoucher(client, code) });
}
