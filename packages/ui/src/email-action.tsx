import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@stepup/contracts';
import type { CustomerApiClient } from '@stepup/contracts';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_REVERTED,
  EMAIL_VERIFIED,
  RECOVER_EMAIL_BUTTON,
  RECOVER_EMAIL_EXPLAINED,
  REVERT_TWO_FACTOR_BUTTON,
  REVERT_TWO_FACTOR_EXPLAINED,
  SIGNED_OUT_EVERYWHERE,
  TWO_FACTOR_REVERTED,
  YOU_CAN_NOW_SIGN_IN,
} from '@stepup/domain';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { Button, buttonClassName } from './button';
import { Card } from './card';
import { InvalidLink } from './invalid-link';
import { sessionQueryKey, signOut, useSession } from './session';
import { Spinner } from './spinner';

/** The code the API answers with when a link was already used (docs/product.md#email-links). */
export const INVALID_ACTION_CODE = 'auth/invalid-action-code';

type Outcome = 'verified' | 'reset' | 'invalid';

/** A `lang` query parameter worth carrying on (a language tag such as `en` or `en-GB`). */
const LANG_TAG = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * The "this was not me" links of the security notices. Each undoes a change and ends every
 * session, so the page only explains and waits for a click: mail scanners open links (and run
 * their scripts) before the owner does, and must not undo anything.
 */
const undoLinks = {
  recoverEmail: {
    explained: RECOVER_EMAIL_EXPLAINED,
    button: RECOVER_EMAIL_BUTTON,
    done: EMAIL_REVERTED,
    call: (client: CustomerApiClient, code: string) => client.account.recoverEmail(code),
  },
  revertSecondFactorAddition: {
    explained: REVERT_TWO_FACTOR_EXPLAINED,
    button: REVERT_TWO_FACTOR_BUTTON,
    done: TWO_FACTOR_REVERTED,
    call: (client: CustomerApiClient, code: string) => client.account.revertTwoFactor(code),
  },
} as const;
const isUndoMode = (mode: string): mode is keyof typeof undoLinks => Object.hasOwn(undoLinks, mode);

/**
 * The account email action page (docs/product.md#email-links): the landing page of every emailed account link.
 * A verification link signs out whoever is signed in, then verifies at once; a reset link goes on
 * to the reset form; an undo link asks for a click first (see undoLinks). Errors show the raw
 * code in a danger alert, except an already used verification link, which is a success notice
 * (docs/product.md#email-links).
 *
 * `loginHref` is the web users' Login button; `afterVerified`, when set, is where a verified
 * email goes next instead: the second verify page (an email change's link) also asks the API to
 * sign the person in, where the account allows it, and carries its `lang` on to
 * /email-verify-success.
 */
export function EmailAction({
  loginHref,
  afterVerified,
}: {
  loginHref: string;
  afterVerified?: string;
}) {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  const isAppUser = params.get('isAppUser') === 'true';
  return (
    <Card padded className="auth-card">
      <h1>Email verification</h1>
      {code && isUndoMode(mode) ? (
        <UndoLink mode={mode} code={code} loginHref={loginHref} isAppUser={isAppUser} />
      ) : (
        <LinkOnLoad loginHref={loginHref} afterVerified={afterVerified} />
      )}
    </Card>
  );
}

/** The links that act as soon as the page opens: verify an email, or go on to the reset form. */
function LinkOnLoad({ loginHref, afterVerified }: { loginHref: string; afterVerified?: string }) {
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
        case 'verifyEmail': {
          const answer = await client.account.verifyEmail(
            code,
            afterVerified ? { signIn: true } : {},
          );
          // Signed in by the link: the page's session is read again.
          if (answer.signedIn) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          return 'verified';
        }
        case 'resetPassword':
          return 'reset';
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
      const lang = params.get('lang');
      void navigate(
        lang && LANG_TAG.test(lang)
          ? `${afterVerified}?${new URLSearchParams({ lang }).toString()}`
          : afterVerified,
        { replace: true },
      );
    }
  }, [outcome, afterVerified, code, params, navigate]);

  if (action.isPending || outcome === 'reset' || (outcome === 'verified' && afterVerified)) {
    return <Spinner label="Checking your link" showLabel />;
  }
  if (action.isError) {
    const raw = action.error instanceof ApiError ? action.error.message : String(action.error);
    if (raw === INVALID_ACTION_CODE && mode === 'verifyEmail') {
      return (
        <>
          <Alert tone="success">{EMAIL_ALREADY_VERIFIED}</Alert>
          <LoginButton href={loginHref} hidden={isAppUser} />
        </>
      );
    }
    return <Alert tone="danger">{raw}</Alert>;
  }
  if (outcome === 'verified') {
    return (
      <>
        <Alert tone="success">{EMAIL_VERIFIED}</Alert>
        {isAppUser ? <p>{YOU_CAN_NOW_SIGN_IN}</p> : <LoginButton href={loginHref} />}
      </>
    );
  }
  return <InvalidLink />;
}

/** An undo link: what it will do, and a button; only the click calls the API. */
function UndoLink({
  mode,
  code,
  loginHref,
  isAppUser,
}: {
  mode: keyof typeof undoLinks;
  code: string;
  loginHref: string;
  isAppUser: boolean;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const link = undoLinks[mode];
  const undo = useMutation({
    mutationFn: async () => {
      // The change ends every session; this browser's is signed out here too.
      await signOut(client, queryClient).catch(() => undefined);
      await link.call(client, code);
    },
  });

  if (undo.isSuccess) {
    return (
      <>
        <Alert tone="success">{link.done}</Alert>
        <p>{SIGNED_OUT_EVERYWHERE}</p>
        <LoginButton href={loginHref} hidden={isAppUser} />
      </>
    );
  }
  if (undo.isError) {
    const raw = undo.error instanceof ApiError ? undo.error.message : String(undo.error);
    return <Alert tone="danger">{raw}</Alert>;
  }
  return (
    <>
      <p>{link.explained}</p>
      <Button block disabled={undo.isPending} onClick={() => undo.mutate()}>
        {undo.isPending ? 'Please wait…' : link.button}
      </Button>
    </>
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

/**
 * Shown after the second verify page (an email change's link) succeeds (docs/product.md#email-links):
 * a Sign in button unless the link signed the person in.
 */
export function EmailVerifySuccess() {
  const { user } = useSession();
  return (
    <Card padded className="auth-card">
      <h1>Email verification</h1>
      <Alert tone="success">{EMAIL_VERIFIED}</Alert>
      {user === null ? (
        <Link className={buttonClassName({ block: true })} to="/login">
          Sign in
        </Link>
      ) : null}
    </Card>
  );
}
