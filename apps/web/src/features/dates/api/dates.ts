import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateReminderBody } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export const savedDatesKey = ['saved-dates'] as const;

/** GET /api/account/dates: the customer's dates to remember, soonest first. */
export function useSavedDates() {
  const client = useApiClient();
  return useQuery({ queryKey: savedDatesKey, queryFn: () => client.dates.list() });
}

/** POST (no id) or PUT (an id) /api/account/dates; the list is read again afterwards. */
export function useSaveDate(id: string | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DateReminderBody) =>
      id ? client.dates.change(id, body) : client.dates.add(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedDatesKey }),
  });
}

/** DELETE /api/account/dates/:id. */
export function useDeleteDate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.dates.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedDatesKey }),
  });
}
