import { SignupForm } from '../features/auth/components/signup-form';

export function SignupRoute() {
  return <SignupForm />;
}
