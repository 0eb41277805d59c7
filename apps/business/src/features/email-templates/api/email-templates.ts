import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateDetail, EmailTemplateRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

const templatesKey = ['admin', 'email-templates'] as const;
const templateKey = (key: string) => [...templatesKey, key] as const;

/** Every email the platform sends, its wording now: GET /api/admin/email-templates. */
export function useEmailTemplates() {
  const client = useApiClient();
  return useQuery({ queryKey: templatesKey, queryFn: () => client.emailTemplates.list() });
}

/** One email with its placeholders and default wording. */
export function useEmailTemplate(key: string) {
  const client = useApiClient();
  return useQuery({ queryKey: templateKey(key), queryFn: () => client.emailTemplates.get(key) });
}

/** After a save or reset: the email as it now is, and the list's Customised badge. */
function useStore(key: string) {
  const queryClient = useQueryClient();
  return (detail: EmailTemplateDetail) => {
    queryClient.setQueryData(templateKey(key), detail);
    void queryClient.invalidateQueries({ queryKey: templatesKey, exact: true });
  };
}

export function useSaveEmailTemplate(key: string) {
  const client = useApiClient();
  const store = useStore(key);
  return useMutation({
    mutationFn: (body: EmailTemplateRequest) => client.emailTemplates.save(key, body),
    onSuccess: store,
  });
}

export function useResetEmailTemplate(key: string) {
  const client = useApiClient();
  const store = useStore(key);
  return useMutation({
    mutationFn: () => client.emailTemplates.reset(key),
    onSuccess: store,
  });
}

/** The draft rendered with sample data (nothing saved). */
export function usePreviewEmail(key: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: EmailTemplateRequest) => client.emailTemplates.preview(key, body),
  });
}

/** The draft with sample data, emailed to the signed-in admin. */
export function useSendTestEmail(key: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: EmailTemplateRequest) => client.emailTemplates.sendTest(key, body),
  });
}
