import { useState } from 'react';
import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import type { AdminAccount, PermissionLevel } from '@stepup/contracts';
import {
  ADMINS_COLUMNS as C,
  ADMINS_TEXT as T,
  FAILED_TO_DELETE_USER,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  adminsCount,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, Modal, Preloader, useSession } from '@stepup/ui';
import { useAdminAccess } from '../../admin-access/api/use-admin-access';
import { usePermissionLevels } from '../../permission-levels/api/permission-levels';
import { useAdmins, useChangeAdminLevel, useRemoveAdmin } from '../api/admins';
import { refusalText } from '../api/refusal';
import { LevelSelect } from './level-select';
import { NewAdminForm } from './new-admin-form';
import { useRowDialog } from '../../admin-lists/use-row-dialog';

type Open =
  | { kind: 'add' }
  | { kind: 'level'; admin: AdminAccount }
  | { kind: 'remove'; admin: AdminAccount }
  | null;

function ChangeLevel({
  admin,
  levels,
  onDone,
  onCancel,
}: {
  admin: AdminAccount;
  levels: PermissionLevel[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [levelId, setLevelId] = useState(admin.level?.id ?? '');
  const change = useChangeAdminLevel();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!levelId) return;
    change.mutate({ id: admin.id, permissionLevelId: levelId }, { onSuccess: onDone });
  }

  return (
    <form className="admins-form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {change.isError ? (
          <Alert tone="danger">{refusalText(change.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <LevelSelect
        label={T.changeLevelOf(admin.name)}
        levels={levels}
        value={levelId}
        onChange={(event) => setLevelId(event.target.value)}
      />
      <div className="review-dialog__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={change.isPending || !levelId}>
          {change.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}

function Remove({
  admin,
  onDone,
  onCancel,
}: {
  admin: AdminAccount;
  onDone: () => void;
  onCancel: () => void;
}) {
  const remove = useRemoveAdmin();
  return (
    <div className="admins-form">
      <p>{T.removeText(admin.name)}</p>
      <div aria-live="polite">
        {remove.isError ? (
          <Alert tone="danger">{refusalText(remove.error, FAILED_TO_DELETE_USER)}</Alert>
        ) : null}
      </div>
      <div className="review-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button
          className="review-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(admin.id, { onSuccess: onDone })}
        >
          {remove.isPending ? T.saving : T.confirmRemove}
        </Button>
      </div>
    </div>
  );
}

function Row({
  admin: a,
  isMe,
  canWrite,
  onOpen,
}: {
  admin: AdminAccount;
  isMe: boolean;
  canWrite: boolean;
  onOpen: (open: NonNullable<Open>) => void;
}) {
  return (
    <tr>
      <th scope="row" className="review-table__title">
        <span className="review-table__name">
          {a.name} {isMe ? <span className="admins-you">{T.you}</span> : null}
        </span>
        <span className="review-table__sub">{a.email}</span>
      </th>
      <td data-label={C.level}>{a.level?.name ?? T.noLevel}</td>
      <td data-label={C.twoStep}>
        <span className={`review-badge${a.twoFactorEnabled ? ' review-badge--approved' : ''}`}>
          {a.twoFactorEnabled ? T.twoStepOn : T.twoStepOff}
        </span>
      </td>
      <td data-label={C.lastActivity} className="admins-when">
        {a.lastActivity ? ukNumericDateTime(a.lastActivity) : T.never}
      </td>
      {canWrite ? (
        <td data-label={C.actions}>
          <span className="admins-actions">
            <Button
              variant="secondary"
              size="small"
              aria-label={`${T.changeLevel}: ${a.name}`}
              onClick={() => onOpen({ kind: 'level', admin: a })}
            >
              {T.changeLevel}
            </Button>
            <Button
              variant="secondary"
              size="small"
              className="review-danger-outline"
              aria-label={`${T.remove}: ${a.name}`}
              onClick={() => onOpen({ kind: 'remove', admin: a })}
            >
              {T.remove}
            </Button>
          </span>
        </td>
      ) : null}
    </tr>
  );
}

/**
 * /admin/admins: every admin with their level, two-step sign-in and last activity (UK time);
 * with admins:write, add one, change a level or remove one (each may ask to confirm it is you).
 */
export function AdminsList() {
  const admins = useAdmins();
  const access = useAdminAccess();
  const canWrite = access.can('admins', 'write');
  const levels = usePermissionLevels({ enabled: canWrite });
  const { user } = useSession();
  const { open, done, openOne, finished, close } = useRowDialog<NonNullable<Open>>();

  return (
    <>
      {canWrite ? (
        <div className="admins-toolbar">
          <Button onClick={() => openOne({ kind: 'add' })}>
            <UserPlus size={18} aria-hidden="true" /> {T.add}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {done ? <Alert tone="success">{UPDATE_SUCCESSFUL}</Alert> : null}
      </div>
      {admins.isPending ? (
        <Preloader label={T.loading} />
      ) : admins.isError ? (
        <Alert tone="danger">{admins.error.message}</Alert>
      ) : (
        <>
          <p className="payments-count">{adminsCount(admins.data.admins.length)}</p>
          <div className="review-table-wrap">
            <table className="review-table admins-table">
              <caption className="ui-visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.admin}</th>
                  <th scope="col">{C.level}</th>
                  <th scope="col">{C.twoStep}</th>
                  <th scope="col">{C.lastActivity}</th>
                  {canWrite ? <th scope="col">{C.actions}</th> : null}
                </tr>
              </thead>
              <tbody>
                {admins.data.admins.map((a) => (
                  <Row
                    key={a.id}
                    admin={a}
                    isMe={a.id === user?.id}
                    canWrite={canWrite}
                    onOpen={openOne}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {open ? (
        <Modal
          title={
            open.kind === 'add' ? T.addTitle : open.kind === 'level' ? T.changeLevel : T.removeTitle
          }
          onClose={close}
        >
          {open.kind === 'remove' ? (
            <Remove admin={open.admin} onDone={finished} onCancel={close} />
          ) : levels.isPending ? (
            <Preloader label={T.loading} />
          ) : levels.isError ? (
            <Alert tone="danger">{levels.error.message}</Alert>
          ) : open.kind === 'add' ? (
            <NewAdminForm levels={levels.data.levels} onCreated={finished} onCancel={close} />
          ) : (
            <ChangeLevel
              admin={open.admin}
              levels={levels.data.levels}
              onDone={finished}
              onCancel={close}
            />
          )}
        </Modal>
      ) : null}
    </>
  );
}
