import { Mailbox } from '../features/dev-mail/components/mailbox';

export function DevMailboxRoute() {
  return <Mailbox />;
}
