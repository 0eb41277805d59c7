import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DELETE_ACCOUNT_CONFIRM } from '@stepup/domain';
import { Alert, Button, errorMessage, sessionQueryKey, useApiClient } from '@stepup/ui';

/** Not in the spec (its delete errors are only logged): a failed close. */
export const CLOSE_ACCOUNT_FAILED = 'Your account could not be closed. Please try again.';

/** Close Account (tab 4): 'Are you sure…' with Delete Account (then home) and Cancel. */
export function CloseAccount({ onCancel }: { onCancel: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useMutation({
    mutationFn: () => client.account.close(),
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'site' && q.queryKey[0] !== sessionQueryKey[0],
      });
    },
  });
  return (
    <div className="account__close-tab">
      {close.isError ? (
        <Alert tone="danger">{errorMessage(close.error, CLOSE_ACCOUNT_FAILED)}</Alert>
      ) : null}
      <p className="account__close-question">{DELETE_ACCOUNT_CONFIRM}</p>
      <p className="account__close-note">
        Your sign-in and details are removed. Vouchers you have bought stay with the businesses that
        sold them.
      </p>
      <div className="account__close-actions">
        <Button
          className="account__delete"
          disabled={close.isPending}
          onClick={() => close.mutate()}
        >
          {close.isPending ? 'Deleting…' : 'Delete Account'}
        </Button>
        <Button variant="secondary" disabled={close.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
