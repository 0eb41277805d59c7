import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { NotificationForm } from './notification-form';
import { SentNotifications } from './sent-notifications';
import './company-notifications.css';

/**
 * The company notifications of /admin/notifications: the send form (notifications:write) and the
 * sent list; a level that only reads sees the list, without sending or deleting (the screen says
 * why once, above its tabs).
 */
export function AdminCompanyNotifications() {
  const canWrite = useAdminMayWrite('notifications');
  return (
    <div className="admin-company-notifications">
      {canWrite ? <NotificationForm /> : null}
      <SentNotifications canWrite={canWrite} />
    </div>
  );
}
