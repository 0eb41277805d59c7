import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CLOSE_ACCOUNT_FAILED, DELETE_ACCOUNT_CONFIRM } from '@stepup/domain';
import { Alert } from './alert';
import { useApiClient } from './api-client';
import { errorMessage } from './api-error';
import { Button } from './button';
import { sessionQueryKey } from './session';

/**
 * Close Account: 'Are you sure…' with Delete Account and Cancel. A refusal (an admin, the only
 * owner of a trading company) shows the server's words; a closed account is signed out and sent
 * to `afterClose`.
 */
export function CloseAccount({
  note,
  afterClose,
  onCancel,
}: {
  /** What closing means on this site. */
  note: ReactNode;
  afterClose: string;
  onCancel?: () => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useMutation({
    mutationFn: () => client.account.close(),
    onSuccess: async () => {
      await navigate(afterClose, { replace: true });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'site' && q.queryKey[0] !== sessionQueryKey[0],
      });
    },
  });
  return (
    <div className="ui-close-account">
      {close.isError ? (
        <Alert tone="danger">{errorMessage(close.error, CLOSE_ACCOUNT_FAILED)}</Alert>
      ) : null}
      <p className="ui-close-account__question">{DELETE_ACCOUNT_CONFIRM}</p>
      <p className="ui-close-account__note">{note}</p>
      <div className="ui-close-account__actions">
        <Button
          className="ui-close-account__delete"
          disabled={close.isPending}
          onClick={() => close.mutate()}
        >
          {close.isPending ? 'Deleting…' : 'Delete Account'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" disabled={close.isPending} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </div>
  );
}
