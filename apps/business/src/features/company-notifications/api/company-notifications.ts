import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyInboxNotificationList } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The dashboard's list and the menu's badge share this query. */
export const companyNotificationsQueryKey = ['company', 'notifications'] as const;

/** A notification sent meanwhile shows (and counts in the menu) within a minute. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * GET /api/company/notifications: the company's notifications it has not dismissed, newest first,
 * and how many are unread. `enabled`: only a company member has them.
 */
export function useCompanyNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: companyNotificationsQueryKey,
    queryFn: () => client.companyNotifications.list(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    staleTime: 0,
    enabled,
  });
}

/** How many notifications the company has not read: the Dashboard item's badge. */
export function useUnreadNotificationsCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useCompanyNotifications({ enabled }).data?.unread ?? null;
}

/** Changes the cached list at once (the server agrees once the call succeeds). */
function useUpdateCached() {
  const queryClient = useQueryClient();
  return (change: (list: CompanyInboxNotificationList) => CompanyInboxNotificationList) =>
    queryClient.setQueryData<CompanyInboxNotificationList>(companyNotificationsQueryKey, (list) =>
      list ? change(list) : list,
    );
}

/** Marks the notifications the dashboard shows as read, for the whole company. */
export function useMarkNotificationsRead() {
  const client = useApiClient();
  const update = useUpdateCached();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => client.companyNotifications.markRead(ids),
    onSuccess: (_answer, ids) => {
      const at = new Date().toISOString();
      update((list) => {
        const notifications = list.notifications.map((n) =>
          ids.includes(n.id) && !n.readAt ? { ...n, readAt: at } : n,
        );
        return { notifications, unread: notifications.filter((n) => !n.readAt).length };
      });
      // A list asked for before the marking (a reload's) would land after it and bring the
      // count back for a minute: asked again, it is the server's, read.
      void queryClient.invalidateQueries({ queryKey: companyNotificationsQueryKey });
    },
  });
}

/** Dismisses a notification for the whole company: it leaves the dashboard. */
export function useDismissNotification() {
  const client = useApiClient();
  const update = useUpdateCached();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.companyNotifications.dismiss(id),
    onSuccess: (_answer, id) => {
      update((list) => {
        const notifications = list.notifications.filter((n) => n.id !== id);
        return { notifications, unread: notifications.filter((n) => !n.readAt).length };
      });
      void queryClient.invalidateQueries({ queryKey: companyNotificationsQueryKey });
    },
  });
}
