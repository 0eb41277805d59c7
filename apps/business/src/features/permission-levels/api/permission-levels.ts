import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionLevelRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { useReauthentication } from '../../admin-review/reauthentication';

const levelsKey = ['admin', 'roles'] as const;

/** The admins' permission levels, most powerful first: GET /api/admin/roles. */
export function usePermissionLevels({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: levelsKey,
    queryFn: () => client.admin.permissionLevels(),
    enabled,
  });
}

/**
 * A level's grants changed, or one was added or deleted: the levels, the admins list (their
 * level names) and the signed-in admin's own access (their level may be the one) are reread.
 */
function useRefreshLevels() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: levelsKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'admins'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'access'] });
  };
}

/** A new level (POST) or a changed one (PATCH /api/admin/roles/:id). */
export function useSavePermissionLevel(id: string | null) {
  const client = useApiClient();
  const refresh = useRefreshLevels();
  // A level decides what its admins may do: saving one asks the admin to confirm it is them.
  const reauthenticated = useReauthentication();
  return useMutation({
    mutationFn: (body: PermissionLevelRequest) =>
      reauthenticated(() =>
        id
          ? client.admin.updatePermissionLevel(id, body)
          : client.admin.createPermissionLevel(body),
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/roles/:id (refused while any admin has the level). */
export function useDeletePermissionLevel() {
  const client = useApiClient();
  const refresh = useRefreshLevels();
  const reauthenticated = useReauthentication();
  return useMutation({
    mutationFn: (id: string) => reauthenticated(() => client.admin.deletePermissionLevel(id)),
    onSuccess: refresh,
  });
}
