import { ConfirmDelete } from '../../admin-lists/confirm-delete';
import { useId } from 'react';
import { ArrowDown, ArrowUp, Gift, Plus } from 'lucide-react';
import type { AdminPerk } from '@stepup/contracts';
import {
  ADMIN_PERKS_TEXT as T,
  PERK_STATUS_LABELS,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  ukDayStart,
  ukShortDate,
} from '@stepup/domain';
import { Alert, Button, Card, EmptyState, Modal, Preloader } from '@stepup/ui';
import { ReadOnlyNotice, useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import { refusalText } from '../../admins/api/refusal';
import { useAdminPerks, useDeletePerk, useMovePerk, useSwitchPerks } from '../api/admin-perks';
import { PerkForm } from './perk-form';
import './admin-perks.css';

type Open =
  { kind: 'add' } | { kind: 'edit'; perk: AdminPerk } | { kind: 'delete'; perk: AdminPerk };

const day = (key: string) => ukShortDate(ukDayStart(key)!);

/** A perk's UK days in words: 'Always', 'From 1 Jun 2026', '1 Jun 2026 to 30 Jun 2026'… */
function datesText(perk: AdminPerk): string {
  if (perk.startsOn && perk.endsOn) return T.between(day(perk.startsOn), day(perk.endsOn));
  if (perk.startsOn) return T.from(day(perk.startsOn));
  if (perk.endsOn) return T.until(day(perk.endsOn));
  return T.always;
}

const statusBadge: Record<AdminPerk['status'], string> = {
  live: 'review-badge review-badge--live',
  scheduled: 'review-badge review-badge--pending',
  ended: 'review-badge review-badge--ended',
  off: 'review-badge review-badge--ended',
};

/** The Perks tab switch: on, companies see it; off, every company's menu hides it. */
function PerksSwitch({ on, mayWrite }: { on: boolean; mayWrite: boolean }) {
  const id = useId();
  const change = useSwitchPerks();
  return (
    <Card padded className="perks-switch">
      <div className="perks-switch__row">
        <div>
          <span id={`${id}-label`} className="perks-switch__label">
            {T.switchLabel}
          </span>
          <span className="perks-switch__state">{on ? T.switchOn : T.switchOff}</span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          className="customers-switch__control"
          disabled={!mayWrite || change.isPending}
          onClick={() => change.mutate(!on)}
        >
          <span aria-hidden="true" className="customers-switch__knob" />
        </button>
      </div>
      <div aria-live="polite">
        {change.isSuccess ? <Alert tone="success">{UPDATE_SUCCESSFUL}</Alert> : null}
        {change.isError ? (
          <Alert tone="danger">{refusalText(change.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
    </Card>
  );
}

function Delete({
  perk,
  onDone,
  onCancel,
}: {
  perk: AdminPerk;
  onDone: () => void;
  onCancel: () => void;
}) {
  const remove = useDeletePerk();
  return (
    <ConfirmDelete
      text={T.deleteText(perk.title)}
      labels={{ cancel: T.cancel, confirm: T.confirmDelete, pending: T.saving }}
      pending={remove.isPending}
      error={remove.error}
      failed={UPDATE_FAILED}
      onConfirm={() => remove.mutate(perk.id, { onSuccess: onDone })}
      onCancel={onCancel}
    />
  );
}

/**
 * /admin/perks: the Perks tab switch, and every perk in the order companies see them with its
 * status today (live, scheduled, ended, off), dates and companies; with perks:write, add, edit,
 * move (arrows) and delete (confirmed) them.
 */
export function PerksAdmin() {
  const perks = useAdminPerks();
  const mayWrite = useAdminMayWrite('perks');
  const move = useMovePerk();
  const { open, done, openOne, finished, close } = useRowDialog<Open>();

  if (perks.isPending) return <Preloader label={T.loading} />;
  if (perks.isError) return <Alert tone="danger">{perks.error.message}</Alert>;
  const list = perks.data.perks;

  return (
    <>
      <ReadOnlyNotice area="perks" />
      <PerksSwitch on={perks.data.perksEnabled} mayWrite={mayWrite} />
      {mayWrite ? (
        <div className="admins-toolbar">
          <Button onClick={() => openOne({ kind: 'add' })}>
            <Plus size={18} aria-hidden="true" /> {T.add}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {done ? <Alert tone="success">{UPDATE_SUCCESSFUL}</Alert> : null}
        {move.isError ? (
          <Alert tone="danger">{refusalText(move.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      {list.length === 0 ? (
        <Card padded>
          <EmptyState icon={<Gift size={28} />} title={T.emptyTitle} headingLevel={2}>
            {T.empty}
          </EmptyState>
        </Card>
      ) : (
        <div className="review-table-wrap">
          <table className="review-table perks-table">
            <caption className="ui-visually-hidden">{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.perk}</th>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.columns.dates}</th>
                <th scope="col">{T.columns.audience}</th>
                {mayWrite ? <th scope="col">{T.columns.order}</th> : null}
                {mayWrite ? <th scope="col">{T.edit}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.map((perk, index) => (
                <tr key={perk.id}>
                  <th scope="row" className="review-table__title">
                    <span className="review-table__name">{perk.title}</span>
                    <span className="review-table__sub">{perk.partner}</span>
                  </th>
                  <td data-label={T.columns.status}>
                    <span className={statusBadge[perk.status]}>
                      {PERK_STATUS_LABELS[perk.status]}
                    </span>
                  </td>
                  <td data-label={T.columns.dates}>{datesText(perk)}</td>
                  <td data-label={T.columns.audience}>
                    {perk.audience === 'all' ? (
                      T.allCompanies
                    ) : (
                      <>
                        {T.chosenCompanies(perk.companies.length)}
                        <span className="review-table__sub">
                          {perk.companies.map((c) => c.name).join(', ')}
                        </span>
                      </>
                    )}
                  </td>
                  {mayWrite ? (
                    <td data-label={T.columns.order}>
                      <span className="admins-actions perks-order">
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={T.moveUp(perk.title)}
                          disabled={index === 0 || move.isPending}
                          onClick={() => move.mutate({ id: perk.id, direction: 'up' })}
                        >
                          <ArrowUp aria-hidden="true" size={18} />
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={T.moveDown(perk.title)}
                          disabled={index === list.length - 1 || move.isPending}
                          onClick={() => move.mutate({ id: perk.id, direction: 'down' })}
                        >
                          <ArrowDown aria-hidden="true" size={18} />
                        </Button>
                      </span>
                    </td>
                  ) : null}
                  {mayWrite ? (
                    <td data-label={T.edit}>
                      <span className="admins-actions">
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={`${T.edit}: ${perk.title}`}
                          onClick={() => openOne({ kind: 'edit', perk })}
                        >
                          {T.edit}
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          className="review-danger-outline"
                          aria-label={`${T.delete}: ${perk.title}`}
                          onClick={() => openOne({ kind: 'delete', perk })}
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
                ? T.editTitle(open.perk.title)
                : T.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <Delete perk={open.perk} onDone={finished} onCancel={close} />
          ) : (
            <PerkForm
              perk={open.kind === 'edit' ? open.perk : null}
              onSaved={finished}
              onCancel={close}
            />
          )}
        </Modal>
      ) : null}
    </>
  );
}
