import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPageDetail, PageSaveRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

const pagesKey = ['admin', 'content', 'pages'] as const;
const pageKey = (id: string) => [...pagesKey, id] as const;

/** Every stored page: GET /api/admin/pages. */
export function useAdminPages() {
  const client = useApiClient();
  return useQuery({ queryKey: pagesKey, queryFn: () => client.adminContentPages.pages() });
}

/** One page with its versions, newest first: GET /api/admin/pages/:id. */
export function useAdminPage(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: pageKey(id ?? ''),
    queryFn: () => client.adminContentPages.page(id!),
    enabled: id !== null,
  });
}

/** The server's answer (the page as saved, its versions) replaces what the screen holds. */
function useStorePage(id: string) {
  const queryClient = useQueryClient();
  return (detail: AdminPageDetail) => {
    queryClient.setQueryData(pageKey(id), detail);
    void queryClient.invalidateQueries({ queryKey: pagesKey, exact: true });
    // The customer-facing copy the business site may hold (same key as the web app's).
    void queryClient.invalidateQueries({ queryKey: ['content', 'page', id] });
  };
}

/** PUT /api/admin/pages/:id */
export function useSavePage(id: string) {
  const client = useApiClient();
  const store = useStorePage(id);
  return useMutation({
    mutationFn: (body: PageSaveRequest) => client.adminContentPages.savePage(id, body),
    onSuccess: store,
  });
}

/** POST /api/admin/pages/:id/versions/:versionId/restore */
export function useRestorePageVersion(id: string) {
  const client = useApiClient();
  const store = useStorePage(id);
  return useMutation({
    mutationFn: (versionId: string) => client.adminContentPages.restorePageVersion(id, versionId),
    onSuccess: store,
  });
}

/** How long the editor waits after the last keystroke before asking for a preview. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The server's sanitised version of `html` (POST /api/admin/rich-text/preview), asked for once
 * the text has stopped changing for a moment; null while the text is the saved one (`skip`).
 */
export function useRichTextPreview(html: string, skip: boolean) {
  const client = useApiClient();
  const [settled, setSettled] = useState(html);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(html), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [html]);
  return useQuery({
    queryKey: ['admin', 'content', 'preview', settled],
    queryFn: () => client.adminContentPages.previewRichText(settled),
    enabled: !skip,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}
