import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { INVITE_LINK_INVALID, INVITE_WRONG_EMAIL } from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  errorMessage,
  Preloader,
  SignInForm,
  SignUpForm,
  useSession,
  useSignOut,
} from '@stepup/ui';
import { useAcceptInvite } from '../api/accept-invite';
import { useInviteDetails } from '../api/get-invite-details';
import { roleLabel } from './team-page';

/**
 * /team-invite?token=…, the emailed invitation's page: signed in with the invited email → Join;
 * signed out → sign up with that email (then verify and sign in) or sign in; anything else says
 * what to do. A used, revoked or expired link answers the one 'not valid' message.
 */
export function TeamInvite({ token }: { token: string }) {
  const details = useInviteDetails(token);
  const { user, isPending: sessionPending } = useSession();
  const accept = useAcceptInvite();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);

  if (!token) return <Alert tone="danger">{INVITE_LINK_INVALID}</Alert>;
  if (accept.isSuccess) {
    return (
      <Card padded className="auth-card team-invite-page">
        <h1>Welcome to {accept.data.companyName}</h1>
        <Alert tone="success">You are now a member of {accept.data.companyName}.</Alert>
        <Button onClick={() => void navigate('/dashboard')}>Open the dashboard</Button>
      </Card>
    );
  }
  if (details.isPending || sessionPending) return <Preloader label="Opening your invitation" />;
  if (details.isError) {
    return (
      <Card padded className="auth-card team-invite-page">
        <h1>Team invitation</h1>
        <Alert tone="danger">{errorMessage(details.error, INVITE_LINK_INVALID)}</Alert>
        <p className="auth-card__links">
          <Link to="/login">Sign in</Link>
        </p>
      </Card>
    );
  }

  const { companyName, email, role } = details.data;
  const invited = `You have been invited to join ${companyName} as ${roleLabel(role).toLowerCase()}.`;

  if (user) {
    const sameEmail = user.email.toLowerCase() === email.toLowerCase();
    return (
      <Card padded className="auth-card team-invite-page">
        <h1>Join {companyName}</h1>
        <p className="auth-card__lead">{invited}</p>
        {accept.isError ? (
          <Alert tone="danger">{errorMessage(accept.error, INVITE_LINK_INVALID)}</Alert>
        ) : null}
        {sameEmail ? (
          <Button block disabled={accept.isPending} onClick={() => accept.mutate(token)}>
            {accept.isPending ? 'Joining…' : `Join ${companyName}`}
          </Button>
        ) : (
          <>
            <Alert tone="info">{INVITE_WRONG_EMAIL(email)}</Alert>
            <Button variant="secondary" block onClick={() => signOut.mutate()}>
              Sign out of {user.email}
            </Button>
          </>
        )}
      </Card>
    );
  }

  if (signingIn) {
    return (
      <div className="team-invite-page">
        <SignInForm
          title={`Sign in to join ${companyName}`}
          lead={`${invited} Sign in with ${email}.`}
          onSignedIn={() => undefined}
        />
        <p className="team-invite-page__choice">
          New here?{' '}
          <Button variant="link" onClick={() => setSigningIn(false)}>
            Create your business account
          </Button>
        </p>
      </div>
    );
  }

  return (
    <div className="team-invite-page">
      <SignUpForm
        business
        inviteToken={token}
        initialEmail={email}
        title={`Join ${companyName}`}
        lead={`${invited} Create your business account with ${email}; after you verify your email, sign in to start.`}
      />
      <p className="team-invite-page__choice">
        Already have a business account?{' '}
        <Button variant="link" onClick={() => setSigningIn(true)}>
          Sign in
        </Button>
      </p>
    </div>
  );
}
