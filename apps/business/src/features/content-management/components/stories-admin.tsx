import { ConfirmDelete } from '../../admin-lists/confirm-delete';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { AdminStory, AdminStorySummary } from '@stepup/contracts';
import {
  STORIES_ADMIN_TEXT as T,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  fieldErrors,
  fromUkDateTimeInput,
  storyFormSchema,
  ukDateTime,
  ukDateTimeInputValue,
} from '@stepup/domain';
import { Alert, Button, Modal, Preloader, TextField, errorFields } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { AdminImageField } from '../../admin-images/components/admin-image-field';
import { refusalText } from '../../admins/api/refusal';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import {
  useAdminStories,
  useAdminStory,
  useDeleteStory,
  useSaveStory,
  useSetStoryPublished,
} from '../api/stories';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import './content-management.css';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; story: AdminStorySummary }
  | { kind: 'delete'; story: AdminStorySummary };

const badge = { published: 'live', scheduled: 'pending', unpublished: 'ended' } as const;

function StatusBadge({ story }: { story: AdminStorySummary }) {
  return (
    <span className="content-status">
      <span className={`review-badge review-badge--${badge[story.status]}`}>
        {T.statuses[story.status]}
      </span>
      {story.status === 'scheduled' ? (
        <span className="content-status__when">
          {T.scheduledFor(ukDateTime(story.publishedAt))}
        </span>
      ) : null}
    </span>
  );
}

/** The story form: header, picture, publish date and time (UK), published, and the text. */
function StoryForm({
  story,
  onSaved,
  onCancel,
}: {
  story: AdminStory | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const ids = { text: useId(), date: useId(), published: useId() };
  const [header, setHeader] = useState(story?.header ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(story?.imageUrl ?? null);
  const [date, setDate] = useState(() => ukDateTimeInputValue(story?.publishedAt ?? new Date()));
  const [published, setPublished] = useState(story?.published ?? true);
  const [html, setHtml] = useState<string>(story?.html ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStory(story?.id ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = fromUkDateTimeInput(date);
    const input = {
      header,
      imageUrl,
      publishedAt: at ? at.toISOString() : '',
      published,
      html,
    };
    const found = fieldErrors(storyFormSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => setErrors((e) => ({ ...e, ...errorFields(error) })),
    });
  }

  return (
    <form className="content-form" onSubmit={submit} noValidate>
      <TextField
        label={T.header}
        value={header}
        maxLength={400}
        error={errors.header}
        onChange={(event) => setHeader(event.target.value)}
      />
      <AdminImageField label={T.image} kind="story" value={imageUrl} onChange={setImageUrl} />
      {errors.imageUrl ? <span className="ui-field__error">{errors.imageUrl}</span> : null}
      <TextField
        id={ids.date}
        type="datetime-local"
        step={1}
        label={T.date}
        hint={T.dateHint}
        value={date}
        error={errors.publishedAt}
        onChange={(event) => setDate(event.target.value)}
      />
      <div className="content-check">
        <input
          id={ids.published}
          type="checkbox"
          checked={published}
          aria-describedby={`${ids.published}-hint`}
          onChange={(event) => setPublished(event.target.checked)}
        />
        <label htmlFor={ids.published}>{T.publishedLabel}</label>
        <span className="ui-field__hint" id={`${ids.published}-hint`}>
          {T.publishedHint}
        </span>
      </div>
      <div className="ui-field">
        <span className="ui-field__label" id={ids.text}>
          {T.text}
        </span>
        <LazyRichTextEditor initialHtml={html} labelledBy={ids.text} onChange={setHtml} />
        {errors.html ? <span className="ui-field__error">{errors.html}</span> : null}
      </div>
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <div className="content-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : story ? T.save : T.create}
        </Button>
      </div>
    </form>
  );
}

/** Edit: the story's text is fetched first (the list carries none). */
function EditStory({
  id,
  onSaved,
  onCancel,
}: {
  id: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const story = useAdminStory(id);
  if (story.isPending) return <Preloader label={T.loading} />;
  if (story.isError) return <Alert tone="danger">{story.error.message}</Alert>;
  return <StoryForm story={story.data.story} onSaved={onSaved} onCancel={onCancel} />;
}

function DeleteStory({
  story,
  onDone,
  onCancel,
}: {
  story: AdminStorySummary;
  onDone: () => void;
  onCancel: () => void;
}) {
  const remove = useDeleteStory();
  return (
    <ConfirmDelete
      text={T.deleteText(story.header)}
      labels={{ cancel: T.cancel, confirm: T.confirmDelete, pending: T.saving }}
      pending={remove.isPending}
      error={remove.error}
      failed={UPDATE_FAILED}
      onConfirm={() => remove.mutate(story.id, { onSuccess: onDone })}
      onCancel={onCancel}
    />
  );
}

/**
 * The Our Stories tab: every story with its status (published, scheduled with its date, or
 * unpublished); with content:write, add, edit, unpublish or publish again, and delete.
 */
export function StoriesAdmin() {
  const stories = useAdminStories();
  const canWrite = useAdminMayWrite('content');
  const publish = useSetStoryPublished();
  const { open, done, openOne, finished, close } = useRowDialog<Open>();
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <>
      {canWrite ? (
        <div className="admins-toolbar">
          <Button onClick={() => openOne({ kind: 'add' })}>
            <Plus size={18} aria-hidden="true" /> {T.add}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {done ? <Alert tone="success">{UPDATE_SUCCESSFUL}</Alert> : null}
        {failed ? <Alert tone="danger">{failed}</Alert> : null}
      </div>
      {stories.isPending ? (
        <Preloader label={T.loading} />
      ) : stories.isError ? (
        <Alert tone="danger">{stories.error.message}</Alert>
      ) : stories.data.stories.length === 0 ? (
        <p className="content-empty">{T.empty}</p>
      ) : (
        <div className="review-table-wrap">
          <table className="review-table content-stories">
            <caption className="ui-visually-hidden">{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.header}</th>
                <th scope="col">{T.date}</th>
                <th scope="col">{T.status}</th>
                {canWrite ? <th scope="col">{T.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {stories.data.stories.map((story) => (
                <tr key={story.id}>
                  <th scope="row" className="review-table__title">
                    <span className="content-story">
                      {story.imageUrl ? (
                        <img
                          className="content-story__image"
                          src={story.imageUrl}
                          alt=""
                          width={96}
                          height={48}
                        />
                      ) : (
                        <span className="content-story__image content-story__image--none">
                          <span className="ui-visually-hidden">{T.noImage}</span>
                        </span>
                      )}
                      <span className="review-table__name">{story.header}</span>
                    </span>
                  </th>
                  <td data-label={T.date}>
                    <time dateTime={story.publishedAt}>{ukDateTime(story.publishedAt)}</time>
                  </td>
                  <td data-label={T.status}>
                    <StatusBadge story={story} />
                  </td>
                  {canWrite ? (
                    <td data-label={T.actions}>
                      <span className="admins-actions">
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={`${T.edit}: ${story.header}`}
                          onClick={() => openOne({ kind: 'edit', story })}
                        >
                          {T.edit}
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={`${story.published ? T.unpublish : T.republish}: ${story.header}`}
                          disabled={publish.isPending}
                          onClick={() => {
                            setFailed(null);
                            publish.mutate(
                              { id: story.id, published: !story.published },
                              {
                                onSuccess: finished,
                                onError: (error) => setFailed(refusalText(error, UPDATE_FAILED)),
                              },
                            );
                          }}
                        >
                          {story.published ? T.unpublish : T.republish}
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          className="review-danger-outline"
                          aria-label={`${T.delete}: ${story.header}`}
                          onClick={() => openOne({ kind: 'delete', story })}
                        >
                          {T.delete}
                        </Button>
                      </span>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? (
        <Modal
          size={open.kind === 'delete' ? 'normal' : 'large'}
          title={
            open.kind === 'add'
              ? T.addTitle
              : open.kind === 'edit'
                ? T.editTitle(open.story.header)
                : T.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'add' ? (
            <StoryForm story={null} onSaved={finished} onCancel={close} />
          ) : open.kind === 'edit' ? (
            <EditStory id={open.story.id} onSaved={finished} onCancel={close} />
          ) : (
            <DeleteStory story={open.story} onDone={finished} onCancel={close} />
          )}
        </Modal>
      ) : null}
    </>
  );
}
