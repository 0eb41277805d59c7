import { ResetPasswordConfirm } from '@stepup/ui';
import { useBusinessUrl } from '../lib/business-url';

/** Reset-password (confirm), no header or footer: a company user signs in on the business site. */
export function ResetPasswordConfirmRoute() {
  const businessUrl = useBusinessUrl();
  return (
    <ResetPasswordConfirm
      loginHref={(isCompanyUser) => (isCompanyUser ? businessUrl('/login') : '/login')}
    />
  );
}
