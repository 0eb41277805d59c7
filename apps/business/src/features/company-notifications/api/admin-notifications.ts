import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyNotificationRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

const sentKey = ['admin', 'company-notifications'] as const;

/** GET /api/admin/company-notifications: one page of the sent notifications, newest first. */
export function useSentNotifications(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...sentKey, 'list', page],
    queryFn: () => client.adminCompanyNotifications.list(page),
    placeholderData: keepPreviousData,
  });
}

/** The send form's choices: approved companies matching `q`, and the categories. */
export function useNotificationAudience(q: string, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...sentKey, 'audience', q],
    queryFn: () => client.adminCompanyNotifications.audience(q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSendNotification() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyNotificationRequest) => client.adminCompanyNotifications.send(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...sentKey, 'list'] }),
  });
}

export function useDeleteNotification() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.adminCompanyNotifications.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...sentKey, 'list'] }),
  });
}
