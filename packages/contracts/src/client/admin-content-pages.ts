import type {
  adminPageDetailSchema,
  adminPageListSchema,
  adminStoryListSchema,
  adminStoryResponseSchema,
  richTextPreviewSchema,
} from '../admin-content-pages';
import type { PageSaveRequest, StorySaveRequest } from '../admin-content-pages';
import { json } from './http';
import type { Transport } from './http';

const id = encodeURIComponent;

/** The admin area's stored pages (with their versions) and Our Stories. */
export function adminContentPagesApi({ request, post }: Transport) {
  return {
    pages: () => request<typeof adminPageListSchema>('/admin/pages'),
    page: (pageId: string) => request<typeof adminPageDetailSchema>(`/admin/pages/${id(pageId)}`),
    /** Saves title and text (sanitised by the server) as a new version; answers the page as saved. */
    savePage: (pageId: string, body: PageSaveRequest) =>
      request<typeof adminPageDetailSchema>(`/admin/pages/${id(pageId)}`, json('PUT', body)),
    /** An earlier version becomes the page's text again, as a new version. */
    restorePageVersion: (pageId: string, versionId: string) =>
      post<typeof adminPageDetailSchema>(
        `/admin/pages/${id(pageId)}/versions/${id(versionId)}/restore`,
        {},
      ),
    /** The text as the server would store and serve it (the editor's preview). */
    previewRichText: (html: string) =>
      post<typeof richTextPreviewSchema>('/admin/rich-text/preview', { html }),
    stories: () => request<typeof adminStoryListSchema>('/admin/stories'),
    story: (storyId: string) =>
      request<typeof adminStoryResponseSchema>(`/admin/stories/${id(storyId)}`),
    createStory: (body: StorySaveRequest) =>
      post<typeof adminStoryResponseSchema>('/admin/stories', body),
    updateStory: (storyId: string, body: StorySaveRequest) =>
      request<typeof adminStoryResponseSchema>(`/admin/stories/${id(storyId)}`, json('PUT', body)),
    setStoryPublished: (storyId: string, published: boolean) =>
      request<typeof adminStoryResponseSchema>(
        `/admin/stories/${id(storyId)}`,
        json('PATCH', { published }),
      ),
    deleteStory: (storyId: string) =>
      request<null>(`/admin/stories/${id(storyId)}`, { method: 'DELETE' }),
  };
}
