import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ExternalLink, History } from 'lucide-react';
import type { AdminPageDetail, PageVersion } from '@stepup/contracts';
import {
  CONTENT_PAGES_TEXT as T,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  fieldErrors,
  pageFormSchema,
  ukDateTime,
} from '@stepup/domain';
import { Alert, Button, Card, Modal, Preloader, RichText, TextField, useSite } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { refusalText } from '../../admins/api/refusal';
import {
  useAdminPage,
  useAdminPages,
  useRestorePageVersion,
  useRichTextPreview,
  useSavePage,
} from '../api/pages';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import './content-management.css';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** What customers will see: the saved page, or the server's sanitised version of the draft. */
function Preview({ saved, draft }: { saved: AdminPageDetail['page']; draft: string | null }) {
  const unsaved = draft !== null && draft !== saved.html;
  const preview = useRichTextPreview(draft ?? saved.html, !unsaved);
  const html = unsaved ? (preview.data?.html ?? null) : saved.html;
  return (
    <section className="content-panel" aria-labelledby="page-preview-title">
      <h2 id="page-preview-title" className="content-panel__title">
        {T.preview}
      </h2>
      <p className="content-panel__lead">{unsaved ? T.previewUnsaved : T.previewSaved}</p>
      <Card padded className="content-preview" aria-busy={unsaved && preview.isFetching}>
        <h3 className="content-preview__title">{saved.title}</h3>
        {html === null ? <Preloader label={T.preview} /> : <RichText html={html} />}
      </Card>
    </section>
  );
}

function RestoreDialog({
  pageId,
  version,
  onDone,
  onCancel,
}: {
  pageId: string;
  version: PageVersion;
  onDone: () => void;
  onCancel: () => void;
}) {
  const restore = useRestorePageVersion(pageId);
  return (
    <Modal title={T.restoreTitle} onClose={onCancel}>
      <div className="content-dialog">
        <p>{T.restoreText(ukDateTime(version.savedAt))}</p>
        <div aria-live="polite">
          {restore.isError ? (
            <Alert tone="danger">{refusalText(restore.error, UPDATE_FAILED)}</Alert>
          ) : null}
        </div>
        <div className="content-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button
            disabled={restore.isPending}
            onClick={() => restore.mutate(version.id, { onSuccess: onDone })}
          >
            {restore.isPending ? T.saving : T.confirmRestore}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function VersionHistory({
  detail,
  canWrite,
  onRestored,
}: {
  detail: AdminPageDetail;
  canWrite: boolean;
  onRestored: () => void;
}) {
  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  return (
    <section className="content-panel" aria-labelledby="page-history-title">
      <h2 id="page-history-title" className="content-panel__title">
        <History size={20} aria-hidden="true" /> {T.history}
      </h2>
      <p className="content-panel__lead">{T.historyLead}</p>
      {detail.versions.length === 0 ? (
        <p className="content-empty">{T.noVersions}</p>
      ) : (
        <ol className="content-versions">
          {detail.versions.map((version, index) => (
            <li key={version.id} className="content-version">
              <div className="content-version__head">
                <span className="content-version__when">
                  <time dateTime={version.savedAt}>{ukDateTime(version.savedAt)}</time>
                  {index === 0 ? (
                    <span className="review-badge review-badge--live">{T.current}</span>
                  ) : null}
                </span>
                <span className="content-version__who">{T.savedBy(version.savedBy)}</span>
                <span className="content-version__title">{version.title}</span>
              </div>
              <details className="content-version__text">
                <summary>
                  {T.view}
                  <span className="ui-visually-hidden">: {ukDateTime(version.savedAt)}</span>
                </summary>
                <RichText html={version.html} />
              </details>
              {canWrite && index > 0 ? (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`${T.restore}: ${ukDateTime(version.savedAt)}`}
                  onClick={() => setRestoring(version)}
                >
                  {T.restore}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {restoring ? (
        <RestoreDialog
          pageId={detail.page.id}
          version={restoring}
          onCancel={() => setRestoring(null)}
          onDone={() => {
            setRestoring(null);
            onRestored();
          }}
        />
      ) : null}
    </section>
  );
}

/** The form of one page: title and text, saved together; remounted with each saved version. */
function PageForm({
  detail,
  canWrite,
  outcome,
  setOutcome,
}: {
  detail: AdminPageDetail;
  canWrite: boolean;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const { page } = detail;
  const labelId = useId();
  const [title, setTitle] = useState(page.title);
  const [html, setHtml] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePage(page.id);
  const changed = title !== page.title || (html !== null && html !== page.html);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { title, html: html ?? page.html };
    const found = fieldErrors(pageFormSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ tone: 'danger', text: `${UPDATE_FAILED}: ${Object.values(found)[0]}` });
      return;
    }
    setOutcome(null);
    save.mutate(input, {
      onSuccess: () => setOutcome({ tone: 'success', text: UPDATE_SUCCESSFUL }),
      onError: (error) => setOutcome({ tone: 'danger', text: refusalText(error, UPDATE_FAILED) }),
    });
  }

  return (
    <div className="content-editor">
      {canWrite ? (
        <form className="content-form" onSubmit={submit} noValidate aria-label={page.title}>
          <TextField
            label={T.titleLabel}
            value={title}
            maxLength={400}
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <div className="ui-field">
            <span className="ui-field__label" id={labelId}>
              {T.textLabel}
            </span>
            <LazyRichTextEditor
              initialHtml={page.html}
              labelledBy={labelId}
              onChange={(next) => setHtml(next)}
            />
          </div>
          <div className="content-form__actions">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? T.saving : T.save}
            </Button>
            {changed ? <span className="content-form__note">{T.unsavedChanges}</span> : null}
          </div>
          <div aria-live="polite" className="content-form__outcome">
            {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          </div>
        </form>
      ) : null}
      <div className="content-editor__side">
        <Preview saved={page} draft={canWrite ? html : null} />
        <VersionHistory
          detail={detail}
          canWrite={canWrite}
          onRestored={() => setOutcome({ tone: 'success', text: UPDATE_SUCCESSFUL })}
        />
      </div>
    </div>
  );
}

/**
 * The Pages tab: choose a stored page, edit its title and text in the rich-text editor, see the
 * preview as customers will, and restore an earlier version. Read-only levels see the preview
 * and the history without the editor or Restore.
 */
export function PagesEditor() {
  const [params, setParams] = useSearchParams();
  const pages = useAdminPages();
  const canWrite = useAdminMayWrite('content');
  const site = useSite();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const selectId = useId();
  const list = pages.data?.pages ?? [];
  const chosen = list.find((p) => p.id === params.get('page'))?.id ?? list[0]?.id ?? null;
  const detail = useAdminPage(chosen);

  if (pages.isPending) return <Preloader label={T.loading} />;
  if (pages.isError) return <Alert tone="danger">{pages.error.message}</Alert>;

  const summary = list.find((p) => p.id === chosen);
  return (
    <div className="content-pages">
      <div className="content-pages__choose">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={selectId}>
            {T.choose}
          </label>
          <select
            id={selectId}
            className="ui-input"
            value={chosen ?? ''}
            onChange={(event) => {
              setOutcome(null);
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('page', event.target.value);
                  return next;
                },
                { replace: true },
              );
            }}
          >
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
        {summary ? (
          <p className="content-pages__where">
            {summary.path ? (
              <>
                {T.shownAt}{' '}
                <a
                  href={`${site.data?.webUrl ?? ''}${summary.path}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {summary.path}
                  <ExternalLink size={14} aria-hidden="true" />
                  <span className="ui-visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            ) : (
              T.notShown
            )}
            {' · '}
            {T.lastUpdated}{' '}
            <time dateTime={summary.updatedAt}>{ukDateTime(summary.updatedAt)}</time>
          </p>
        ) : null}
      </div>
      {detail.isPending ? (
        <Preloader label={T.loadingPage} />
      ) : detail.isError ? (
        <Alert tone="danger">{detail.error.message}</Alert>
      ) : (
        <PageForm
          key={`${detail.data.page.id}:${detail.data.page.updatedAt}`}
          detail={detail.data}
          canWrite={canWrite}
          outcome={outcome}
          setOutcome={setOutcome}
        />
      )}
    </div>
  );
}
