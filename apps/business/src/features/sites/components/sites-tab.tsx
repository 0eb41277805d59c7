import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CompanySite } from '@stepup/contracts';
import {
  SITE_ADDED,
  SITE_ADDRESS_LABEL,
  SITE_CLOSED,
  SITE_NAME_LABEL,
  SITE_SAVED,
  SITES_LEAD,
  SITES_NONE_YET,
  SITES_TEXT as T,
  companySiteSchema,
  fieldErrors,
  ukDate,
} from '@stepup/domain';
import { Alert, Button, Modal, Preloader, TextField, errorFields, errorMessage } from '@stepup/ui';
import {
  openSites,
  useAddSite,
  useCloseSite,
  useMoveSite,
  useSites,
  useUpdateSite,
} from '../api/sites';
import '../sites.css';

/** A site's name and address, checked as the server checks them. */
function SiteForm({
  initial,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; address: string };
  submitLabel: string;
  busy: boolean;
  serverError: unknown;
  onSubmit: (site: { name: string; address: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errorFields(serverError), ...errors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(companySiteSchema, { name, address });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit({ name: name.trim(), address: address.trim() });
      if (!onCancel) {
        setName('');
        setAddress('');
      }
    } catch {
      // Shown from serverError.
    }
  }

  return (
    <form className="sites-form" onSubmit={submit} noValidate>
      <TextField
        label={SITE_NAME_LABEL}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={shown.name}
        autoComplete="off"
      />
      <TextField
        label={SITE_ADDRESS_LABEL}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={shown.address}
        autoComplete="street-address"
      />
      <span className="sites-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? T.adding : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
        ) : null}
      </span>
    </form>
  );
}

/**
 * The Sites tab of /api (docs/product.md#multi-site-groups): the owner adds the company's sites,
 * renames them, changes their address, puts them in order and closes them.
 */
export function SitesTab() {
  const sites = useSites();
  const add = useAddSite();
  const update = useUpdateSite();
  const move = useMoveSite();
  const close = useCloseSite();
  const [editing, setEditing] = useState<string | null>(null);
  const [closing, setClosing] = useState<CompanySite | null>(null);
  const [notice, setNotice] = useState('');

  if (sites.isPending) return <Preloader label="Loading your sites" />;
  if (sites.isError) return <Alert tone="danger">{T.loadFailed}</Alert>;
  const open = openSites(sites.data);
  const closed = sites.data.sites.filter((s) => s.archivedAt);
  const failure = move.error ?? close.error;

  return (
    <div className="sites">
      <p className="sites__lead">{SITES_LEAD}</p>
      <p className="ui-visually-hidden" aria-live="polite">
        {notice}
      </p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? <Alert tone="danger">{errorMessage(failure, T.saveFailed)}</Alert> : null}

      <h2 className="company-section__title">{T.listTitle}</h2>
      {open.length === 0 ? <p className="sites__empty">{SITES_NONE_YET}</p> : null}
      <ol className="sites__list">
        {open.map((site, index) => (
          <li key={site.id} className="sites__item">
            {editing === site.id ? (
              <SiteForm
                initial={site}
                submitLabel={T.save}
                busy={update.isPending}
                serverError={update.error}
                onCancel={() => setEditing(null)}
                onSubmit={async (changes) => {
                  await update.mutateAsync({ id: site.id, ...changes });
                  setEditing(null);
                  setNotice(SITE_SAVED);
                }}
              />
            ) : (
              <>
                <div className="sites__text">
                  <span className="sites__position">{T.position(index + 1, open.length)}</span>
                  <strong className="sites__name">{site.name}</strong>
                  <span className="sites__address">{site.address || T.noAddress}</span>
                </div>
                <span className="sites__actions">
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={T.moveUp(site.name)}
                    disabled={index === 0 || move.isPending}
                    onClick={() =>
                      move.mutate(
                        { id: site.id, direction: 'up' },
                        { onSuccess: () => setNotice(T.moved(site.name, index, open.length)) },
                      )
                    }
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={T.moveDown(site.name)}
                    disabled={index === open.length - 1 || move.isPending}
                    onClick={() =>
                      move.mutate(
                        { id: site.id, direction: 'down' },
                        { onSuccess: () => setNotice(T.moved(site.name, index + 2, open.length)) },
                      )
                    }
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={T.editLabel(site.name)}
                    onClick={() => {
                      update.reset();
                      setEditing(site.id);
                    }}
                  >
                    {T.edit}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={T.closeLabel(site.name)}
                    onClick={() => setClosing(site)}
                  >
                    {T.close}
                  </Button>
                </span>
              </>
            )}
          </li>
        ))}
      </ol>

      <h2 className="company-section__title">{T.addTitle}</h2>
      <SiteForm
        initial={{ name: '', address: '' }}
        submitLabel={T.add}
        busy={add.isPending}
        serverError={add.error}
        onSubmit={async (site) => {
          await add.mutateAsync(site);
          setNotice(SITE_ADDED);
        }}
      />

      {closed.length > 0 ? (
        <>
          <h2 className="company-section__title">{T.closedTitle}</h2>
          <ul className="sites__list">
            {closed.map((site) => (
              <li key={site.id} className="sites__item sites__item--closed">
                <div className="sites__text">
                  <strong className="sites__name">{site.name}</strong>
                  <span className="sites__address">{T.closedOn(ukDate(site.archivedAt!))}</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {closing ? (
        <Modal title={T.closeTitle(closing.name)} onClose={() => setClosing(null)}>
          <p>{T.closeText}</p>
          <span className="sites__actions">
            <Button
              disabled={close.isPending}
              onClick={() =>
                close.mutate(closing.id, {
                  onSuccess: () => setNotice(SITE_CLOSED),
                  onSettled: () => setClosing(null),
                })
              }
            >
              {T.close}
            </Button>
            <Button variant="secondary" onClick={() => setClosing(null)}>
              {T.cancel}
            </Button>
          </span>
        </Modal>
      ) : null}
    </div>
  );
}
