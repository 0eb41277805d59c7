import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@stepup/contracts';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_REVERTED,
  EMAIL_VERIFIED,
  TWO_FACTOR_REVERTED,
  YOU_CAN_NOW_SIGN_IN,
} from '@stepup/domain';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { buttonClassName } from './button';
import { Card } from './card';
import { signOut } from './session';
import { Spinner } from './spinner';

/** The code the API answers with when a link was already used (spec §8). */
export const INVALID_ACTION_CODE = 'auth/invalid-action-code';

type Outcome = 'verified' | 'reset' | 'email-reverted' | 'two-factor-reverted' | 'invalid';

/**
 * The account email action page (spec §2): the landing page of every emailed account link.
 * It first signs out whoever is signed in, then acts on `mode`. Errors show the raw code in a
 * danger alert, except an already used verification link, which is a success notice (§8).
 *
 * `loginHref` is the web users' Login button; `afterVerified`, when set, is where a verified
 * email goes next instead (the second verify page goes to /email-verify-success).
 */
export function EmailAction({
  loginHref,
  afterVerified,
}: {
  loginHref: string;
  afterVerified?: string;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  const isAppUser = params.get('isAppUser') === 'true';

  // A query, not an effect: it runs once per link even when React mounts twice, and a used
  // verification code must not be spent a second time.
  const action = useQuery({
    queryKey: ['email-action', mode, code],
    meta: { keepOnSignOut: true },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async (): Promise<Outcome> => {
      await signOut(client, queryClient).catch(() => undefined);
      if (!code) return 'invalid';
      switch (mode) {
        case 'verifyEmail':
          await client.account.verifyEmail(code);
          return 'verified';
        case 'resetPassword':
          return 'reset';
        // The "this was not me" links of the security notices: each ends every session.
        case 'recoverEmail':
          await client.account.recoverEmail(code);
          return 'email-reverted';
        case 'revertSecondFactorAddition':
          await client.account.revertTwoFactor(code);
          return 'two-factor-reverted';
        default:
          return 'invalid';
      }
    },
  });

  const outcome = action.data;
  useEffect(() => {
    if (outcome === 'reset') {
      const next = new URLSearchParams({ email: params.get('email') ?? '', actionCode: code });
      const customToken = params.get('customToken');
      if (customToken) next.set('customToken', customToken);
      next.set('isCompanyUser', params.get('isCompanyUser') === 'true' ? 'true' : 'false');
      void navigate(`/reset-password-confirm?${next.toString()}`, { replace: true });
    } else if (outcome === 'verified' && afterVerified) {
      void navigate(afterVerified, { replace: true });
    }
  }, [outcome, afterVerified, code, params, navigate]);

  let body;
  if (action.isPending || outcome === 'reset' || (outcome === 'verified' && afterVerified)) {
    body = <Spinner label="Checking your link" showLabel />;
  } else if (action.isError) {
    const raw = action.error instanceof ApiError ? action.error.message : String(action.error);
    body =
      raw === INVALID_ACTION_CODE && mode === 'verifyEmail' ? (
        <>
          <Alert tone="success">{EMAIL_ALREADY_VERIFIED}</Alert>
          <LoginButton href={loginHref} hidden={isAppUser} />
        </>
      ) : (
        <Alert tone="danger">{raw}</Alert>
      );
  } else if (outcome === 'verified') {
    body = (
      <>
        <Alert tone="success">{EMAIL_VERIFIED}</Alert>
        {isAppUser ? <p>{YOU_CAN_NOW_SIGN_IN}</p> : <LoginButton href={loginHref} />}
      </>
    );
  } else if (outcome === 'email-reverted' || outcome === 'two-factor-reverted') {
    body = (
      <>
        <Alert tone="success">
          {outcome === 'email-reverted' ? EMAIL_REVERTED : TWO_FACTOR_REVERTED}
        </Alert>
        <p>
          You have been signed out everywhere. If you did not make this change, change your password
          too.
        </p>
        <LoginButton href={loginHref} hidden={isAppUser} />
      </>
    );
  } else {
    body = (
      <Alert tone="danger">
        This link is incomplete or not valid. Please open it again from your email.
      </Alert>
    );
  }

  return (
    <Card padded className="auth-card">
      <h1>Email verification</h1>
      {body}
    </Card>
  );
}

function LoginButton({ href, hidden = false }: { href: string; hidden?: boolean }) {
  if (hidden) return null;
  return (
    <Link className={buttonClassName({ block: true })} to={href}>
      Login
    </Link>
  );
}

/** Shown after the second verify page (an email change's link) succeeds (spec §2). */
export function EmailVerifySuccess() {
  return (
    <Card padded className="auth-card">
      <h1>Email verification</h1>
      <Alert tone="success">{EMAIL_VERIFIED}</Alert>
      <Link className={buttonClassName({ block: true })} to="/login">
        Sign in
      </Link>
    </Card>
  );
}
