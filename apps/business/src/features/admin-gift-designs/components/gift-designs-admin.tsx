import { useId, useState } from 'react';
import type {
  AdminGiftDesign,
  AdminGiftDesignCategory,
  GiftDesignCategoryRequest,
  GiftDesignRequest,
} from '@stepup/contracts';
import {
  GIFT_DESIGN_CATEGORY_NOT_EMPTY,
  GIFT_DESIGN_IN_USE,
  GIFT_DESIGN_NAME_MAX_LENGTH,
  GIFT_DESIGNS_TEXT as T,
  SITE_CONTENT_TEXT,
  UPDATE_FAILED,
  giftDesignCategoryFormSchema,
  giftDesignFormSchema,
} from '@stepup/domain';
import { Alert, Button, Modal, TextField } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { AdminImageField } from '../../admin-images/components/admin-image-field';
import { refusalText } from '../../admins/api/refusal';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import { OrderedTable } from '../../site-content/components/ordered-table';
import {
  CheckField,
  ConfirmDelete,
  ContentSection,
  FormActions,
  ListStates,
} from '../../site-content/components/section-parts';
import { useContentForm } from '../../site-content/components/use-content-form';
import { useGiftDesignCategories, useGiftDesignsAdmin } from '../api/admin-gift-designs';
import '../../site-content/components/site-content.css';
import './gift-designs-admin.css';

const S = SITE_CONTENT_TEXT;

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`review-badge${active ? ' review-badge--approved' : ' review-badge--ended'}`}>
      {active ? T.activeBadge : T.inactiveBadge}
    </span>
  );
}

type Open<Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | { kind: 'delete'; row: Row };

// Categories

const categoryForm = (row: AdminGiftDesignCategory | null): GiftDesignCategoryRequest => ({
  name: row?.name ?? '',
  active: row?.active ?? true,
});

function CategoryForm({
  row,
  onSaved,
  onCancel,
}: {
  row: AdminGiftDesignCategory | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { save } = useGiftDesignCategories();
  const [form, setForm] = useState(categoryForm(row));
  const { formRef, errors, submit } = useContentForm<GiftDesignCategoryRequest>(
    giftDesignCategoryFormSchema,
    (body, { onError }) =>
      save.mutate({ id: row?.id ?? null, body }, { onSuccess: onSaved, onError }),
  );
  return (
    <form ref={formRef} className="admins-form" noValidate onSubmit={(e) => submit(e, form)}>
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <TextField
        label={T.name}
        value={form.name}
        maxLength={GIFT_DESIGN_NAME_MAX_LENGTH}
        onChange={(event) => setForm((f) => ({ ...f, name: event.target.value }))}
        error={errors.name}
        autoComplete="off"
        required
      />
      <CheckField
        id={`${id}-active`}
        label={T.active}
        checked={form.active ?? true}
        onChange={(active) => setForm((f) => ({ ...f, active }))}
      />
      <FormActions pending={save.isPending} editing={row !== null} onCancel={onCancel} />
    </form>
  );
}

function CategoriesSection() {
  const { query, move, remove } = useGiftDesignCategories();
  const canWrite = useAdminMayWrite('gifting');
  const { open, done, openOne, finished, close } = useRowDialog<Open<AdminGiftDesignCategory>>();
  return (
    <ContentSection
      id="gift-design-categories"
      title={T.categoriesTitle}
      lead={T.categoriesLead}
      addLabel={canWrite ? T.addCategory : undefined}
      onAdd={() => openOne({ kind: 'add' })}
      done={done}
    >
      <ListStates
        query={query}
        loading={T.loading}
        empty={T.categoriesEmpty}
        isEmpty={(data) => data.categories.length === 0}
      >
        {(data) => (
          <OrderedTable
            caption={T.categoriesCaption}
            rows={data.categories}
            nameHeader={T.name}
            nameOf={(row) => row.name}
            columns={[
              { label: T.status, cell: (row) => <ActiveBadge active={row.active} /> },
              { label: T.designsColumn, cell: (row) => row.designCount },
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
          title={
            open.kind === 'add'
              ? T.addCategoryTitle
              : open.kind === 'edit'
                ? T.editCategoryTitle(open.row.name)
                : S.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <ConfirmDelete
              name={open.row.name}
              pending={remove.isPending}
              error={remove.error}
              onConfirm={() => remove.mutate(open.row.id, { onSuccess: finished })}
              onCancel={close}
            >
              {open.row.designCount > 0 ? (
                <>
                  <p>{GIFT_DESIGN_CATEGORY_NOT_EMPTY}</p>
                  <div className="review-dialog__actions">
                    <Button variant="secondary" onClick={close}>
                      {S.cancel}
                    </Button>
                  </div>
                </>
              ) : undefined}
            </ConfirmDelete>
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

// Designs

const designForm = (
  row: AdminGiftDesign | null,
  categories: AdminGiftDesignCategory[],
): GiftDesignRequest => ({
  name: row?.name ?? '',
  categoryId: row?.categoryId ?? categories[0]?.id ?? '',
  imageUrl: row?.imageUrl ?? null,
  active: row?.active ?? true,
});

function DesignForm({
  row,
  categories,
  onSaved,
  onCancel,
}: {
  row: AdminGiftDesign | null;
  categories: AdminGiftDesignCategory[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { save } = useGiftDesignsAdmin();
  const [form, setForm] = useState(designForm(row, categories));
  const set = (change: Partial<GiftDesignRequest>) => setForm((f) => ({ ...f, ...change }));
  const { formRef, errors, submit } = useContentForm<GiftDesignRequest>(
    giftDesignFormSchema,
    (body, { onError }) =>
      save.mutate({ id: row?.id ?? null, body }, { onSuccess: onSaved, onError }),
  );
  return (
    <form ref={formRef} className="admins-form" noValidate onSubmit={(e) => submit(e, form)}>
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <TextField
        label={T.name}
        value={form.name}
        maxLength={GIFT_DESIGN_NAME_MAX_LENGTH}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
        autoComplete="off"
        required
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-category`}>
          {T.category}
        </label>
        <select
          id={`${id}-category`}
          className="ui-input"
          value={form.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? `${id}-category-error` : undefined}
          required
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? (
          <span className="ui-field__error" id={`${id}-category-error`}>
            {errors.categoryId}
          </span>
        ) : null}
      </div>
      <AdminImageField
        label={T.artwork}
        kind="gift-design"
        value={form.imageUrl ?? null}
        onChange={(imageUrl) => set({ imageUrl })}
      />
      {errors.imageUrl ? <Alert tone="danger">{errors.imageUrl}</Alert> : null}
      <CheckField
        id={`${id}-active`}
        label={T.active}
        checked={form.active ?? true}
        onChange={(active) => set({ active })}
      />
      <FormActions pending={save.isPending} editing={row !== null} onCancel={onCancel} />
    </form>
  );
}

/** A design gifts carry cannot be deleted: the dialog says so and offers to deactivate it. */
function DeleteDesign({
  row,
  onDone,
  onCancel,
}: {
  row: AdminGiftDesign;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { remove, save } = useGiftDesignsAdmin();
  return (
    <ConfirmDelete
      name={row.name}
      pending={remove.isPending}
      error={remove.error ?? save.error}
      onConfirm={() => remove.mutate(row.id, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      {row.giftCount > 0 ? (
        <>
          <p>{GIFT_DESIGN_IN_USE}</p>
          <div className="review-dialog__actions">
            <Button variant="secondary" onClick={onCancel}>
              {S.cancel}
            </Button>
            {row.active ? (
              <Button
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(
                    {
                      id: row.id,
                      body: {
                        name: row.name,
                        categoryId: row.categoryId,
                        imageUrl: row.imageUrl,
                        active: false,
                      },
                    },
                    { onSuccess: onDone },
                  )
                }
              >
                {save.isPending ? S.saving : T.deactivateInstead}
              </Button>
            ) : null}
          </div>
        </>
      ) : undefined}
    </ConfirmDelete>
  );
}

function DesignsSection() {
  const { query, move } = useGiftDesignsAdmin();
  const categories = useGiftDesignCategories().query.data?.categories ?? [];
  const canWrite = useAdminMayWrite('gifting');
  const { open, done, openOne, finished, close } = useRowDialog<Open<AdminGiftDesign>>();
  return (
    <ContentSection
      id="gift-designs"
      title={T.designsTitle}
      lead={T.designsLead}
      addLabel={canWrite && categories.length > 0 ? T.addDesign : undefined}
      onAdd={() => openOne({ kind: 'add' })}
      done={done}
    >
      {canWrite && categories.length === 0 && query.isSuccess ? (
        <p className="gift-designs-admin__note">{T.noCategoryFirst}</p>
      ) : null}
      <ListStates
        query={query}
        loading={T.loading}
        empty={T.designsEmpty}
        isEmpty={(data) => data.designs.length === 0}
      >
        {(data) => (
          <OrderedTable
            caption={T.designsCaption}
            rows={data.designs}
            nameHeader={T.name}
            nameOf={(row) => row.name}
            detailOf={(row) => row.categoryName}
            columns={[
              {
                label: T.artwork,
                cell: (row) => (
                  <img
                    className="gift-designs-admin__thumb"
                    src={row.imageUrl}
                    alt=""
                    width={96}
                    height={48}
                    loading="lazy"
                  />
                ),
              },
              { label: T.status, cell: (row) => <ActiveBadge active={row.active} /> },
              { label: T.used, cell: (row) => row.giftCount },
            ]}
            canWrite={canWrite}
            moving={move.isPending}
            onMove={(row, direction) =>
              move.mutateAsync({ id: row.id, direction }).then((list) => list.designs)
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
              ? T.addDesignTitle
              : open.kind === 'edit'
                ? T.editDesignTitle(open.row.name)
                : S.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <DeleteDesign row={open.row} onDone={finished} onCancel={close} />
          ) : (
            <DesignForm
              row={open.kind === 'edit' ? open.row : null}
              categories={categories}
              onSaved={finished}
              onCancel={close}
            />
          )}
        </Modal>
      ) : null}
    </ContentSection>
  );
}

/**
 * /admin/gifting's gift designs (docs/product.md#gift-designs): the categories and the designs,
 * each in its order; with gifting:write, add, change, reorder, deactivate and delete (a design
 * gifts carry can only be deactivated).
 */
export function GiftDesignsAdmin() {
  return (
    <div className="gift-designs-admin">
      <DesignsSection />
      <CategoriesSection />
    </div>
  );
}
