import { useState } from 'react';
import type { AdminPressItem, PressRequest } from '@stepup/contracts';
import {
  PRESS_PUBLICATION_MAX_LENGTH,
  PRESS_TITLE_MAX_LENGTH,
  SITE_CONTENT_TEXT,
  UPDATE_FAILED,
  pressFormSchema,
  ukDate,
  ukDateKey,
} from '@stepup/domain';
import { Alert, Modal, TextField } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { AdminImageField } from '../../admin-images/components/admin-image-field';
import { refusalText } from '../../admins/api/refusal';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import { useContentList } from '../api/site-content';
import { OrderedTable } from './ordered-table';
import { ConfirmDelete, ContentSection, FormActions, ListStates, hostOf } from './section-parts';
import { useContentForm } from './use-content-form';

const T = SITE_CONTENT_TEXT;
const P = SITE_CONTENT_TEXT.press;

type Open =
  { kind: 'add' } | { kind: 'edit'; row: AdminPressItem } | { kind: 'delete'; row: AdminPressItem };

function PressForm({
  row,
  onSaved,
  onCancel,
}: {
  row: AdminPressItem | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { save } = useContentList('press');
  const [form, setForm] = useState<PressRequest>({
    title: row?.title ?? '',
    publication: row?.publication ?? '',
    url: row?.url ?? '',
    imageUrl: row?.imageUrl ?? null,
    publishedOn: row?.publishedAt ? ukDateKey(row.publishedAt) : '',
  });
  const set = (change: Partial<PressRequest>) => setForm((f) => ({ ...f, ...change }));
  const { formRef, errors, submit } = useContentForm<PressRequest>(
    pressFormSchema,
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
        label={P.articleTitle}
        value={form.title}
        maxLength={PRESS_TITLE_MAX_LENGTH}
        onChange={(event) => set({ title: event.target.value })}
        error={errors.title}
        autoComplete="off"
        required
      />
      <div className="admins-form__pair">
        <TextField
          label={P.publication}
          value={form.publication}
          maxLength={PRESS_PUBLICATION_MAX_LENGTH}
          onChange={(event) => set({ publication: event.target.value })}
          error={errors.publication}
          autoComplete="off"
          required
        />
        <TextField
          label={P.publishedOn}
          type="date"
          value={form.publishedOn}
          onChange={(event) => set({ publishedOn: event.target.value })}
          error={errors.publishedOn}
        />
      </div>
      <TextField
        label={P.url}
        type="url"
        inputMode="url"
        value={form.url}
        onChange={(event) => set({ url: event.target.value })}
        error={errors.url}
        autoComplete="off"
      />
      <AdminImageField
        label={P.logo}
        kind="press-logo"
        value={form.imageUrl ?? null}
        onChange={(imageUrl) => set({ imageUrl })}
      />
      {errors.imageUrl ? <Alert tone="danger">{errors.imageUrl}</Alert> : null}
      <FormActions pending={save.isPending} editing={row !== null} onCancel={onCancel} />
    </form>
  );
}

/** Press logos and their article links in order; with content:write, add, edit, reorder, delete. */
export function PressSection() {
  const { query, move, remove } = useContentList('press');
  const canWrite = useAdminMayWrite('content');
  const { open, done, openOne, finished, close } = useRowDialog<Open>();
  return (
    <ContentSection
      id="press"
      title={P.title}
      lead={P.lead}
      addLabel={canWrite ? P.add : undefined}
      onAdd={() => openOne({ kind: 'add' })}
      done={done}
    >
      <ListStates
        query={query}
        loading={P.loading}
        empty={P.empty}
        isEmpty={(d) => d.press.length === 0}
      >
        {(data) => (
          <OrderedTable
            caption={P.caption}
            rows={data.press}
            nameHeader={P.articleTitle}
            nameOf={(row) => row.title}
            detailOf={(row) => row.publication}
            columns={[
              {
                label: P.logo,
                cell: (row) =>
                  row.imageUrl ? (
                    <img className="content-thumb content-thumb--wide" src={row.imageUrl} alt="" />
                  ) : (
                    T.none
                  ),
              },
              {
                label: P.url,
                cell: (row) =>
                  row.url ? (
                    <a
                      href={row.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="content-link"
                    >
                      {hostOf(row.url)}
                    </a>
                  ) : (
                    T.none
                  ),
              },
              {
                label: P.publishedOn,
                cell: (row) => (row.publishedAt ? ukDate(row.publishedAt) : T.none),
              },
            ]}
            canWrite={canWrite}
            moving={move.isPending}
            onMove={(row, direction) =>
              move.mutateAsync({ id: row.id, direction }).then((list) => list.press)
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
            open.kind === 'add' ? P.addTitle : open.kind === 'edit' ? P.editTitle : T.deleteTitle
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
            <PressForm
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
