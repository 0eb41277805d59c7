import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Session } from '@stepup/contracts';
import { sessionQueryKey, whenSignedIn } from './session';

const customer = { id: 'u1', email: 'c@example.test', name: 'C' } as unknown as NonNullable<
  Session['user']
>;

describe('whenSignedIn', () => {
  it('waits through a signed-out session and runs once when someone signs in', () => {
    const queryClient = new QueryClient();
    let runs = 0;
    whenSignedIn(queryClient, () => runs++);
    queryClient.setQueryData<Session>(sessionQueryKey, { user: null });
    expect(runs).toBe(0);
    queryClient.setQueryData<Session>(sessionQueryKey, { user: customer });
    expect(runs).toBe(1);
    queryClient.setQueryData<Session>(sessionQueryKey, { user: null });
    queryClient.setQueryData<Session>(sessionQueryKey, { user: customer });
    expect(runs).toBe(1);
  });

  it('runs at once when the session already has someone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Session>(sessionQueryKey, { user: customer });
    let runs = 0;
    whenSignedIn(queryClient, () => runs++);
    expect(runs).toBe(1);
  });
});
