import { EMAIL_LINK_INCOMPLETE } from '@stepup/domain';
import { Alert } from './alert';

/** An emailed link opened without its code: the email action page and the reset form say so alike. */
export function InvalidLink() {
  return <Alert tone="danger">{EMAIL_LINK_INCOMPLETE}</Alert>;
}
