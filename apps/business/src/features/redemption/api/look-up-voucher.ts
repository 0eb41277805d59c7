import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** POST /api/company/redemptions/lookup: one of the company's vouchers by its code. */
export function lookUpVoucher(client: ApiClient, code: string) {
  return client.companyCampaigns.lookUpVoucher(code);
}

export function useLookUpVoucher() {
  const client = useApiClient();
  return useMutation({ mutationFn: (code: string) => lookUpVoucher(client, code) });
}
