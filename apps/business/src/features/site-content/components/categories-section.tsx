import { useId, useState } from 'react';
import type { AdminCategory, CategoryRequest } from '@stepup/contracts';
import {
  CATEGORY_IN_USE,
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  SITE_CONTENT_TEXT,
  UPDATE_FAILED,
  categoryFormSchema,
} from '@stepup/domain';
import { Alert, Button, Modal, TextField } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { AdminImageField } from '../../admin-images/components/admin-image-field';
import { refusalText } from '../../admins/api/refusal';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import { useContentList } from '../api/site-content';
import { OrderedTable } from './ordered-table';
import {
  CheckField,
  ConfirmDelete,
  ContentSection,
  FormActions,
  ListStates,
  ShownBadge,
} from './section-parts';
import { useContentForm } from './use-content-form';

const T = SITE_CONTENT_TEXT;
const C = SITE_CONTENT_TEXT.categories;

type Open =
  { kind: 'add' } | { kind: 'edit'; row: AdminCategory } | { kind: 'delete'; row: AdminCategory };

const formOf = (row: AdminCategory | null): CategoryRequest => ({
  name: row?.name ?? '',
  key: row?.key ?? '',
  enabled: row?.enabled ?? true,
  iconUrl: row?.iconUrl ?? null,
  imageUrl: row?.imageUrl ?? null,
  widget: row?.widget ?? null,
});

function CategoryForm({
  row,
  onSaved,
  onCancel,
}: {
  row: AdminCategory | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { save } = useContentList('categories');
  const [form, setForm] = useState(formOf(row));
  const set = (change: Partial<CategoryRequest>) => setForm((f) => ({ ...f, ...change }));
  const { formRef, errors, submit } = useContentForm<CategoryRequest>(
    categoryFormSchema,
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
        label={C.name}
        value={form.name}
        maxLength={CATEGORY_NAME_MAX_LENGTH}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
        autoComplete="off"
        required
      />
      <TextField
        label={C.key}
        hint={C.keyHint}
        value={form.key}
        maxLength={CATEGORY_KEY_MAX_LENGTH}
        onChange={(event) => set({ key: event.target.value })}
        error={errors.key}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <CheckField
        id={`${id}-enabled`}
        label={C.enabled}
        checked={form.enabled ?? true}
        onChange={(enabled) => set({ enabled })}
      />
      <fieldset className="content-radios">
        <legend>{C.widget}</legend>
        {(
          [
            [null, C.widgetNone],
            ['unlocked', C.widgetUnlocked],
          ] as const
        ).map(([value, label]) => (
          <label key={label}>
            <input
              type="radio"
              name={`${id}-widget`}
              checked={(form.widget ?? null) === value}
              onChange={() => set({ widget: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <AdminImageField
        label={C.icon}
        kind="category-icon"
        value={form.iconUrl ?? null}
        onChange={(iconUrl) => set({ iconUrl })}
      />
      <AdminImageField
        label={C.image}
        kind="category-image"
        value={form.imageUrl ?? null}
        onChange={(imageUrl) => set({ imageUrl })}
      />
      {errors.iconUrl || errors.imageUrl ? (
        <Alert tone="danger">{errors.iconUrl ?? errors.imageUrl}</Alert>
      ) : null}
      <FormActions pending={save.isPending} editing={row !== null} onCancel={onCancel} />
    </form>
  );
}

/** A category in use cannot be deleted: the dialog says so and offers to disable it. */
function DeleteCategory({
  row,
  onDone,
  onCancel,
}: {
  row: AdminCategory;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { remove, save } = useContentList('categories');
  const inUse = row.campaignCount > 0;
  return (
    <ConfirmDelete
      name={row.name}
      pending={remove.isPending}
      error={remove.error ?? save.error}
      onConfirm={() => remove.mutate(row.id, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      {inUse ? (
        <>
          <p>{CATEGORY_IN_USE}</p>
          <div className="review-dialog__actions">
            <Button variant="secondary" onClick={onCancel}>
              {T.cancel}
            </Button>
            {row.enabled ? (
              <Button
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(
                    { id: row.id, body: { ...formOf(row), enabled: false } },
                    { onSuccess: onDone },
                  )
                }
              >
                {save.isPending ? T.saving : T.disableInstead}
              </Button>
            ) : null}
          </div>
        </>
      ) : undefined}
    </ConfirmDelete>
  );
}

/**
 * The categories customers filter vouchers by, in order, disabled ones too; with content:write,
 * add, edit, reorder and delete (one in use can only be disabled).
 */
export function CategoriesSection() {
  const { query, move } = useContentList('categories');
  const canWrite = useAdminMayWrite('content');
  const { open, done, openOne, finished, close } = useRowDialog<Open>();
  return (
    <ContentSection
      id="categories"
      title={C.title}
      lead={C.lead}
      addLabel={canWrite ? C.add : undefined}
      onAdd={() => openOne({ kind: 'add' })}
      done={done}
    >
      <ListStates
        query={query}
        loading={C.loading}
        empty={C.empty}
        isEmpty={(data) => data.categories.length === 0}
      >
        {(data) => (
          <OrderedTable
            caption={C.caption}
            rows={data.categories}
            nameHeader={C.name}
            nameOf={(row) => row.name}
            detailOf={(row) => row.key}
            columns={[
              {
                label: C.icon,
                cell: (row) =>
                  row.iconUrl ? (
                    <img
                      className="content-thumb"
                      src={row.iconUrl}
                      alt=""
                      width={32}
                      height={32}
                    />
                  ) : (
                    T.none
                  ),
              },
              { label: T.status, cell: (row) => <ShownBadge shown={row.enabled} /> },
              {
                label: C.widget,
                cell: (row) => (row.widget === 'unlocked' ? C.widgetUnlockedShort : T.none),
              },
              { label: C.campaigns, cell: (row) => row.campaignCount },
            ]}
            canWrite={canWrite}
            moving={move.isPending}
            onMove={(row, direction) =>
              move.mutateAsync({ id: row.id, direction }).then((list) => list.categories)
            }
            onEdit={(row) => openOne({ kind: 'edit', row })}
            onDelete={(row) => openOne({ kind: 'delete', row })}
          />
        )}
      </ListStates>
      {open ? (
        <Modal
          size={open.kind === 'delete' ? 'normal' : 'large'}
          title={
            open.kind === 'add'
              ? C.addTitle
              : open.kind === 'edit'
                ? C.editTitle(open.row.name)
                : T.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <DeleteCategory row={open.row} onDone={finished} onCancel={close} />
          ) : (
            <CategoryForm
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
