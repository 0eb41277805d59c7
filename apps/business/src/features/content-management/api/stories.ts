import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorySaveRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

const storiesKey = ['admin', 'content', 'stories'] as const;

/** Every story, newest first, with its status: GET /api/admin/stories. */
export function useAdminStories() {
  const client = useApiClient();
  return useQuery({ queryKey: storiesKey, queryFn: () => client.adminContentPages.stories() });
}

/** One story with its text (to edit it): GET /api/admin/stories/:id. */
export function useAdminStory(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...storiesKey, id],
    queryFn: () => client.adminContentPages.story(id!),
    enabled: id !== null,
  });
}

function useRefreshStories() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: storiesKey });
    void queryClient.invalidateQueries({ queryKey: ['content', 'stories'] });
  };
}

/** POST /api/admin/stories, or PUT /api/admin/stories/:id for an existing one. */
export function useSaveStory(id: string | null) {
  const client = useApiClient();
  const refresh = useRefreshStories();
  return useMutation({
    mutationFn: (body: StorySaveRequest) =>
      id
        ? client.adminContentPages.updateStory(id, body)
        : client.adminContentPages.createStory(body),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/stories/:id: unpublish, or publish again. */
export function useSetStoryPublished() {
  const client = useApiClient();
  const refresh = useRefreshStories();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      client.adminContentPages.setStoryPublished(id, published),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/stories/:id */
export function useDeleteStory() {
  const client = useApiClient();
  const refresh = useRefreshStories();
  return useMutation({
    mutationFn: (id: string) => client.adminContentPages.deleteStory(id),
    onSuccess: refresh,
  });
}
