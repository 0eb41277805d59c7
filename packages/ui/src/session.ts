import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser, CustomerApiClient, Session, SignInRequest } from '@stepup/contracts';
import { useApiClient } from './api-client';

/**
 * The signed-in user of this site (each site has its own session cookie): GET /api/account/session.
 * Sign-in and sign-out write the answer straight into the ['session'] query, so the header, the
 * account pages and guards all change at once.
 */
export const sessionQueryKey = ['session'] as const;

export function getSession(client: CustomerApiClient): Promise<Session> {
  return client.account.session();
}

export function sessionQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => getSession(client),
    staleTime: 60_000,
  });
}

/**
 * Calls `then` once, as soon as the session says someone is signed in (at once if it already
 * does): for work only a signed-in person needs, started outside React (the customer site's
 * offline wallet).
 */
export function whenSignedIn(queryClient: QueryClient, then: () => void): void {
  const signedIn = () => queryClient.getQueryData<Session>(sessionQueryKey)?.user != null;
  if (signedIn()) return then();
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    if (!signedIn()) return;
    stop();
    then();
  });
}

/** `user` is undefined while loading, null when signed out (or the session cannot be read). */
export function useSession(): { user: AccountUser | null | undefined; isPending: boolean } {
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(sessionQueryOptions(client));
  if (isError) return { user: null, isPending: false };
  return { user: isPending ? undefined : (data?.user ?? null), isPending };
}

/**
 * Makes `user` the session. Other data may differ per user (tester-only campaigns, completed
 * ladders), so it is refetched in the background; the site settings and queries marked
 * `meta: { keepOnSignOut: true }` (an email action, which signs out before it runs) stay.
 */
function setSession(queryClient: QueryClient, user: AccountUser | null) {
  queryClient.setQueryData<Session>(sessionQueryKey, { user });
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] !== 'site' &&
      query.queryKey[0] !== sessionQueryKey[0] &&
      query.meta?.keepOnSignOut !== true,
  });
}

/** POST /api/account/sign-in; the user it answers with becomes the session. */
export function useSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInRequest) => client.account.signIn(input),
    // With a second factor the user comes only after the code (twoFactorRequired).
    onSuccess: ({ user }) => {
      if (user) setSession(queryClient, user);
    },
  });
}

/** POST /api/account/sign-out, then no one is signed in. */
export async function signOut(client: CustomerApiClient, queryClient: QueryClient): Promise<void> {
  await client.account.signOut();
  setSession(queryClient, null);
}

/** POST /api/account/sign-out. */
export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(client, queryClient) });
}

/** Makes `user` the session after a call that answers with the user (second factor on or off). */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: AccountUser | null) => setSession(queryClient, user);
}

/**
 * Sign-in step 2: POST /api/account/two-factor/verify with the authenticator app's code or a
 * backup code; the user it answers with becomes the session.
 */
export function useVerifyTwoFactor() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string } | { backupCode: string }) =>
      client.account.twoFactor.verify(input),
    onSuccess: ({ user }) => {
      if (user) setSession(queryClient, user);
    },
  });
}

/** The signed-in user's own details: GET /api/account/profile. */
export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  const client = useApiClient();
  return useQuery({ queryKey: profileQueryKey, queryFn: () => client.account.profile() });
}
