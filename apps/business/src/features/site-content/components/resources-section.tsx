import { useState } from 'react';
import type { AdminResource, ResourceRequest } from '@stepup/contracts';
import {
  RESOURCE_TITLE_MAX_LENGTH,
  SITE_CONTENT_TEXT,
  UPDATE_FAILED,
  resourceFormSchema,
} from '@stepup/domain';
import { Alert, Modal, TextField } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { refusalText } from '../../admins/api/refusal';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import { useContentList } from '../api/site-content';
import { OrderedTable } from './ordered-table';
import { ConfirmDelete, ContentSection, FormActions, ListStates, hostOf } from './section-parts';
import { useContentForm } from './use-content-form';

const T = SITE_CONTENT_TEXT;
const R = SITE_CONTENT_TEXT.resources;

type Open =
  { kind: 'add' } | { kind: 'edit'; row: AdminResource } | { kind: 'delete'; row: AdminResource };

function ResourceForm({
  row,
  onSaved,
  onCancel,
}: {
  row: AdminResource | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { save } = useContentList('resources');
  const [form, setForm] = useState<ResourceRequest>({
    title: row?.title ?? '',
    videoUrl: row?.videoUrl ?? '',
  });
  const set = (change: Partial<ResourceRequest>) => setForm((f) => ({ ...f, ...change }));
  const { formRef, errors, submit } = useContentForm<ResourceRequest>(
    resourceFormSchema,
    (body, { onError }) =>
      save.mutate({ id: row?.id ?? null, body }, { onSuccess: onSaved, onError }),
  );
  return (
    <form
      ref={formRef}
      className="admins-form"
      noValidate
      onSubmit={(event) => submit(event, form)}
    >
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <TextField
        label={R.videoTitle}
        value={form.title}
        maxLength={RESOURCE_TITLE_MAX_LENGTH}
        onChange={(event) => set({ title: event.target.value })}
        error={errors.title}
        autoComplete="off"
        required
      />
      <TextField
        label={R.videoUrl}
        hint={R.videoUrlHint}
        type="url"
        inputMode="url"
        value={form.videoUrl}
        onChange={(event) => set({ videoUrl: event.target.value })}
        error={errors.videoUrl}
        autoComplete="off"
        required
      />
      <FormActions pending={save.isPending} editing={row !== null} onCancel={onCancel} />
    </form>
  );
}

/** The companies' setup-help videos in order; with content:write, add, edit, reorder, delete. */
export function ResourcesSection() {
  const { query, move, remove } = useContentList('resources');
  const canWrite = useAdminMayWrite('content');
  const { open, done, openOne, finished, close } = useRowDialog<Open>();
  return (
    <ContentSection
      id="resources"
      title={R.title}
      lead={R.lead}
      addLabel={canWrite ? R.add : undefined}
      onAdd={() => openOne({ kind: 'add' })}
      done={done}
    >
      <ListStates
        query={query}
        loading={R.loading}
        empty={R.empty}
        isEmpty={(d) => d.resources.length === 0}
      >
        {(data) => (
          <OrderedTable
            caption={R.caption}
            rows={data.resources}
            nameHeader={R.videoTitle}
            nameOf={(row) => row.title}
            columns={[
              {
                label: R.videoUrl,
                cell: (row) => (
                  <a
                    href={row.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="content-link"
                  >
                    {hostOf(row.videoUrl)}
                  </a>
                ),
              },
            ]}
            canWrite={canWrite}
            moving={move.isPending}
            onMove={(row, direction) =>
              move.mutateAsync({ id: row.id, direction }).then((list) => list.resources)
            }
            onEdit={(row) => openOne({ kind: 'edit', row })}
            onDelete={(row) => {
              remove.reset();
              openOne({ kind: 'delete', row });
            }}
          />
        )}
      </ListStates>
      {open ? (
        <Modal
          size={open.kind === 'delete' ? 'normal' : 'large'}
          title={
            open.kind === 'add' ? R.addTitle : open.kind === 'edit' ? R.editTitle : T.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <ConfirmDelete
              name={open.row.title}
              pending={remove.isPending}
              error={remove.error}
              onConfirm={() => remove.mutate(open.row.id, { onSuccess: finished })}
              onCancel={close}
            />
          ) : (
            <ResourceForm
              row={open.kind === 'edit' ? open.row : null}
              onSaved={finished}
              onCancel={close}
            />
          )}
        </Modal>
      ) : null}
    </ContentSection>
  );
}
