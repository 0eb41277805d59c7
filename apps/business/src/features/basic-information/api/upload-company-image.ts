import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CompanyImageKind } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { basicInformationQueryKey } from './get-basic-information';

/** POST /api/company/images/{kind}: the server decodes the file and checks its pixel size. */
export function uploadCompanyImage(client: ApiClient, kind: CompanyImageKind, file: File) {
  return client.company.uploadImage(kind, file, file.name);
}

export function useUploadCompanyImage(kind: CompanyImageKind) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCompanyImage(client, kind, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: basicInformationQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['company', 'setup'] });
    },
  });
}
