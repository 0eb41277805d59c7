import { ResetPasswordConfirm } from '@stepup/ui';
import { useCustomerUrl } from '../lib/customer-url';

/**
 * Reset-password (confirm). Business links carry isCompanyUser=true and sign in here; a
 * customer's link (not sent from this site, but possible) signs in on the customer site.
 */
export function ResetPasswordConfirmRoute() {
  const customerUrl = useCustomerUrl();
  return (
    <ResetPasswordConfirm
      loginHref={(isCompanyUser) => (isCompanyUser ? '/login' : customerUrl('/login'))}
    />
  );
}
