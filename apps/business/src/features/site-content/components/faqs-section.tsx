import { useId, useState } from 'react';
import type { AdminFaq, FaqRequest } from '@stepup/contracts';
import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  SITE_CONTENT_TEXT,
  UPDATE_FAILED,
  faqFormSchema,
} from '@stepup/domain';
import { Alert, Modal, TextField } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
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
const F = SITE_CONTENT_TEXT.faqs;

type Open = { kind: 'add' } | { kind: 'edit'; row: AdminFaq } | { kind: 'delete'; row: AdminFaq };

function FaqForm({
  row,
  onSaved,
  onCancel,
}: {
  row: AdminFaq | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { save } = useContentList('faqs');
  const [form, setForm] = useState<FaqRequest>({
    question: row?.question ?? '',
    answer: row?.answer ?? '',
    enabled: row?.enabled ?? true,
  });
  const set = (change: Partial<FaqRequest>) => setForm((f) => ({ ...f, ...change }));
  const { formRef, errors, submit } = useContentForm<FaqRequest>(
    faqFormSchema,
    (body, { onError }) =>
      save.mutate({ id: row?.id ?? null, body }, { onSuccess: onSaved, onError }),
  );
  const answerId = `${id}-answer`;
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
        label={F.question}
        value={form.question}
        maxLength={FAQ_QUESTION_MAX_LENGTH}
        onChange={(event) => set({ question: event.target.value })}
        error={errors.question}
        autoComplete="off"
        required
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={answerId}>
          {F.answer}
        </label>
        <span className="ui-field__hint" id={`${answerId}-hint`}>
          {F.answerHint}
        </span>
        <textarea
          id={answerId}
          className="ui-input content-textarea"
          rows={6}
          maxLength={FAQ_ANSWER_MAX_LENGTH}
          value={form.answer}
          onChange={(event) => set({ answer: event.target.value })}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={`${answerId}-hint${errors.answer ? ` ${answerId}-error` : ''}`}
          required
        />
        {errors.answer ? (
          <span className="ui-field__error" id={`${answerId}-error`}>
            {errors.answer}
          </span>
        ) : null}
      </div>
      <CheckField
        id={`${id}-enabled`}
        label={F.enabled}
        checked={form.enabled ?? true}
        onChange={(enabled) => set({ enabled })}
      />
      <FormActions pending={save.isPending} editing={row !== null} onCancel={onCancel} />
    </form>
  );
}

/** The FAQ links in order, disabled ones too; with content:write, add, edit, reorder, delete. */
export function FaqsSection() {
  const { query, move, remove } = useContentList('faqs');
  const canWrite = useAdminMayWrite('content');
  const { open, done, openOne, finished, close } = useRowDialog<Open>();
  return (
    <ContentSection
      id="faqs"
      title={F.title}
      lead={F.lead}
      addLabel={canWrite ? F.add : undefined}
      onAdd={() => openOne({ kind: 'add' })}
      done={done}
    >
      <ListStates
        query={query}
        loading={F.loading}
        empty={F.empty}
        isEmpty={(d) => d.faqs.length === 0}
      >
        {(data) => (
          <OrderedTable
            caption={F.caption}
            rows={data.faqs}
            nameHeader={F.question}
            nameOf={(row) => row.question}
            columns={[{ label: T.status, cell: (row) => <ShownBadge shown={row.enabled} /> }]}
            canWrite={canWrite}
            moving={move.isPending}
            onMove={(row, direction) =>
              move.mutateAsync({ id: row.id, direction }).then((list) => list.faqs)
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
            open.kind === 'add' ? F.addTitle : open.kind === 'edit' ? F.editTitle : T.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <ConfirmDelete
              name={open.row.question}
              pending={remove.isPending}
              error={remove.error}
              onConfirm={() => remove.mutate(open.row.id, { onSuccess: finished })}
              onCancel={close}
            />
          ) : (
            <FaqForm
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
