import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewAdminRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { useReauthentication } from '../../admin-review/reauthentication';

const adminsKey = ['admin', 'admins'] as const;

/** Every admin, by name: GET /api/admin/admins. */
export function useAdmins() {
  const client = useApiClient();
  return useQuery({ queryKey: adminsKey, queryFn: () => client.admin.admins() });
}

/** The admins list, the levels' admin counts and one's own access may all have changed. */
function useRefreshAdmins() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminsKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'roles'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'access'] });
  };
}

/**
 * Making, moving and removing admins hand out or take away the admin area: each may first ask
 * the admin to confirm it is them ("Confirm it is you").
 */
export function useCreateAdmin() {
  const client = useApiClient();
  const reauthenticated = useReauthentication();
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (body: NewAdminRequest) => reauthenticated(() => client.admin.createAdmin(body)),
    onSuccess: refresh,
  });
}

export function useChangeAdminLevel() {
  const client = useApiClient();
  const reauthenticated = useReauthentication();
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: ({ id, permissionLevelId }: { id: string; permissionLevelId: string }) =>
      reauthenticated(() => client.admin.changeAdminLevel(id, { permissionLevelId })),
    onSuccess: refresh,
  });
}

export function useRemoveAdmin() {
  const client = useApiClient();
  const reauthenticated = useReauthentication();
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (id: string) => reauthenticated(() => client.admin.removeAdmin(id)),
    onSuccess: refresh,
  });
}
