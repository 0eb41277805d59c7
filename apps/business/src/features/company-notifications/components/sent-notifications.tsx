import { ConfirmDelete } from '../../admin-lists/confirm-delete';
import type { AdminCompanyNotification } from '@stepup/contracts';
import {
  COMPANY_NOTIFICATIONS_COLUMNS as C,
  COMPANY_NOTIFICATIONS_TEXT as T,
  FAILED_TO_DELETE_NOTIFICATION,
  UPDATE_SUCCESSFUL,
  companyNotificationsCount,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, EmptyState, Modal, Preloader } from '@stepup/ui';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { AdminListToolbar } from '../../admin-lists/list-parts';
import { useRowDialog } from '../../admin-lists/use-row-dialog';
import { useDeleteNotification, useSentNotifications } from '../api/admin-notifications';

function ConfirmDeleteNotification({
  notification,
  onDone,
  onCancel,
}: {
  notification: AdminCompanyNotification;
  onDone: () => void;
  onCancel: () => void;
}) {
  const remove = useDeleteNotification();
  return (
    <ConfirmDelete
      text={
        <>
          <blockquote className="notification-quote">{notification.title}</blockquote>
          <p>{T.deleteText}</p>
        </>
      }
      labels={{ cancel: T.cancel, confirm: T.confirmDelete, pending: T.deleting }}
      pending={remove.isPending}
      error={remove.error}
      failed={FAILED_TO_DELETE_NOTIFICATION}
      onConfirm={() => remove.mutate(notification.id, { onSuccess: onDone })}
      onCancel={onCancel}
    />
  );
}

function Row({
  notification: n,
  canWrite,
  onDelete,
}: {
  notification: AdminCompanyNotification;
  canWrite: boolean;
  onDelete: () => void;
}) {
  return (
    <tr>
      <th scope="row" className="review-table__title">
        <span className="review-table__name review-table__wrap">{n.title}</span>
        {n.link ? (
          <a
            className="review-table__sub review-table__wrap"
            href={n.link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {n.link}
          </a>
        ) : null}
        {n.emailed ? <span className="review-badge notification-emailed">{T.emailed}</span> : null}
      </th>
      <td data-label={C.audience}>{T.audienceOf(n.audience, n.categoryName)}</td>
      <td data-label={C.recipients} className="tabular">
        {n.recipients}
      </td>
      <td data-label={C.read} className="tabular">
        {n.read}
      </td>
      <td data-label={C.dismissed} className="tabular">
        {n.dismissed}
      </td>
      <td data-label={C.sentAt}>
        <span>
          <span className="review-table__name notification-when">
            {ukNumericDateTime(n.createdAt)}
          </span>
          <span className="review-table__sub review-table__wrap">
            {T.sentBy(n.sentBy ? n.sentBy.name || n.sentBy.email : T.unknownAdmin)}
          </span>
        </span>
      </td>
      {canWrite ? (
        <td data-label={C.actions}>
          <Button
            variant="secondary"
            size="small"
            className="review-danger-outline"
            aria-label={`${T.delete}: ${n.title}`}
            onClick={onDelete}
          >
            {T.delete}
          </Button>
        </td>
      ) : null}
    </tr>
  );
}

/**
 * The sent notifications, newest first, a page at a time (`?page=`): what each said, to whom,
 * how many companies it reached, read and dismissed it, who sent it and when (UK time). With
 * write access an admin deletes one, which removes it from every company's dashboard.
 */
export function SentNotifications({ canWrite }: { canWrite: boolean }) {
  const page = usePageParam();
  const sent = useSentNotifications(page);
  const { open, done, openOne, finished, close } = useRowDialog<AdminCompanyNotification>();

  return (
    <section className="notification-section" aria-labelledby="sent-notifications-title">
      <h2 id="sent-notifications-title" className="notification-section__title">
        {T.listTitle}
      </h2>
      <div aria-live="polite">
        {done ? <Alert tone="success">{UPDATE_SUCCESSFUL}</Alert> : null}
      </div>
      {sent.isPending ? (
        <Preloader label={T.loading} />
      ) : sent.isError ? (
        <Alert tone="danger">{sent.error.message}</Alert>
      ) : sent.data.total === 0 ? (
        <EmptyState title={T.emptyTitle}>{T.empty}</EmptyState>
      ) : (
        <>
          <AdminListToolbar count={companyNotificationsCount(sent.data.total)} />
          <div className="review-table-wrap">
            <table className="review-table notifications-table">
              <caption className="ui-visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.notification}</th>
                  <th scope="col">{C.audience}</th>
                  <th scope="col">{C.recipients}</th>
                  <th scope="col">{C.read}</th>
                  <th scope="col">{C.dismissed}</th>
                  <th scope="col">{C.sentAt}</th>
                  {canWrite ? <th scope="col">{C.actions}</th> : null}
                </tr>
              </thead>
              <tbody>
                {sent.data.notifications.map((n) => (
                  <Row
                    key={n.id}
                    notification={n}
                    canWrite={canWrite}
                    onDelete={() => openOne(n)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <ListPager total={sent.data.total} pageSize={sent.data.pageSize} />
        </>
      )}
      {open ? (
        <Modal title={T.deleteTitle} onClose={close}>
          <ConfirmDeleteNotification notification={open} onDone={finished} onCancel={close} />
        </Modal>
      ) : null}
    </section>
  );
}
