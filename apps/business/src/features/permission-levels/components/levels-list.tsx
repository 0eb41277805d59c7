import { ConfirmDelete } from '../../admin-lists/confirm-delete';
import { Plus } from 'lucide-react';
import type { PermissionLevel } from '@stepup/contracts';
import {
  ADMIN_ACCESS_LABELS,
  ADMIN_AREA_LABELS,
  ADMIN_AREAS,
  FAILED_TO_DELETE_PERMISSION_LEVEL,
  PERMISSION_LEVELS_TEXT as T,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import { Alert, Button, Modal, Preloader } from '@stepup/ui';
import { useAdminAccess } from '../../admin-access/api/use-admin-access';
import { useDeletePermissionLevel, usePermissionLevels } from '../api/permission-levels';
import { LevelForm } from './level-form';
import { useRowDialog } from '../../admin-lists/use-row-dialog';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; level: PermissionLevel }
  | { kind: 'delete'; level: PermissionLevel }
  | null;

/** What a level grants, area by area (the areas it grants nothing in are left out). */
function Grants({ level }: { level: PermissionLevel }) {
  const granted = ADMIN_AREAS.filter((area) => level.grants[area] && level.grants[area] !== 'none');
  if (granted.length === 0) return <>{ADMIN_ACCESS_LABELS.none}</>;
  return (
    <ul className="levels-grants">
      {granted.map((area) => (
        <li
          key={area}
          className={`review-badge${level.grants[area] === 'write' ? ' review-badge--approved' : ''}`}
        >
          {ADMIN_AREA_LABELS[area]}: {ADMIN_ACCESS_LABELS[level.grants[area]!]}
        </li>
      ))}
    </ul>
  );
}

function Delete({
  level,
  onDone,
  onCancel,
}: {
  level: PermissionLevel;
  onDone: () => void;
  onCancel: () => void;
}) {
  const remove = useDeletePermissionLevel();
  return (
    <ConfirmDelete
      text={T.deleteText(level.name)}
      labels={{ cancel: T.cancel, confirm: T.confirmDelete, pending: T.saving }}
      pending={remove.isPending}
      error={remove.error}
      failed={FAILED_TO_DELETE_PERMISSION_LEVEL}
      onConfirm={() => remove.mutate(level.id, { onSuccess: onDone })}
      onCancel={onCancel}
    />
  );
}

/**
 * /admin/roles: the admins' permission levels, most powerful first, with what each grants and
 * how many admins have it; with admins:write, add, edit or delete one.
 */
export function LevelsList() {
  const levels = usePermissionLevels();
  const canWrite = useAdminAccess().can('admins', 'write');
  const { open, done, openOne, finished, close } = useRowDialog<NonNullable<Open>>();

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
      </div>
      {levels.isPending ? (
        <Preloader label={T.loading} />
      ) : levels.isError ? (
        <Alert tone="danger">{levels.error.message}</Alert>
      ) : (
        <div className="review-table-wrap">
          <table className="review-table levels-table">
            <caption className="ui-visually-hidden">{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.access}</th>
                <th scope="col">{T.admins}</th>
                {canWrite ? <th scope="col">{T.edit}</th> : null}
              </tr>
            </thead>
            <tbody>
              {levels.data.levels.map((level) => (
                <tr key={level.id}>
                  <th scope="row" className="review-table__title">
                    <span className="review-table__name">{level.name}</span>
                    <span className="levels-description">{level.description}</span>
                  </th>
                  <td data-label={T.access}>
                    <Grants level={level} />
                  </td>
                  <td data-label={T.admins}>{level.adminCount}</td>
                  {canWrite ? (
                    <td data-label={T.edit}>
                      <span className="admins-actions">
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={`${T.edit}: ${level.name}`}
                          onClick={() => openOne({ kind: 'edit', level })}
                        >
                          {T.edit}
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          className="review-danger-outline"
                          aria-label={`${T.delete}: ${level.name}`}
                          onClick={() => openOne({ kind: 'delete', level })}
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
                ? T.editTitle(open.level.name)
                : T.deleteTitle
          }
          onClose={close}
        >
          {open.kind === 'delete' ? (
            <Delete level={open.level} onDone={finished} onCancel={close} />
          ) : (
            <LevelForm
              level={open.kind === 'edit' ? open.level : null}
              onSaved={finished}
              onCancel={close}
            />
          )}
        </Modal>
      ) : null}
    </>
  );
}
