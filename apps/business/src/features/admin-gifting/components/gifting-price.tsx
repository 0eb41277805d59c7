import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Gift, Users } from 'lucide-react';
import type { AdminGifting } from '@stepup/contracts';
import {
  ADMIN_GIFTING_TEXT as T,
  adminGiftingOverrides,
  formatPounds,
  parsePoundsToPence,
  SITE_GIFTING_FEE_RANGE,
  siteGiftingFeeRefusal,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import { Alert, Button, Card, Preloader, TextField } from '@stepup/ui';
import { ReadOnlyNotice, useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { useAdminGifting, useSetGiftingPrice } from '../api/admin-gifting';
import './admin-gifting.css';

function PriceForm({ gifting }: { gifting: AdminGifting }) {
  const id = useId();
  const [text, setText] = useState((gifting.giftingFeePence / 100).toFixed(2));
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useSetGiftingPrice();
  // A level that only reads gifting sees the price, not a form to change it.
  const mayWrite = useAdminMayWrite('gifting');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const pence = parsePoundsToPence(text);
    const refusal = pence === null ? SITE_GIFTING_FEE_RANGE : siteGiftingFeeRefusal(pence);
    setError(refusal ?? undefined);
    if (refusal || pence === null) {
      document.getElementById(`${id}-fee`)?.focus();
      return;
    }
    save.mutate(pence, {
      onSuccess: (answer) => {
        setText((answer.giftingFeePence / 100).toFixed(2));
        setResult({ ok: true, message: UPDATE_SUCCESSFUL });
      },
      onError: (failure) =>
        setResult({
          ok: false,
          message:
            failure.message && failure.message !== UPDATE_FAILED
              ? `${UPDATE_FAILED}: ${failure.message}`
              : UPDATE_FAILED,
        }),
    });
  }

  return (
    <form className="gifting-form" noValidate onSubmit={onSubmit}>
      <TextField
        id={`${id}-fee`}
        label={T.label}
        hint={T.hint}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={!mayWrite}
        onChange={(event) => setText(event.target.value)}
      />
      {mayWrite ? (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      ) : null}
      <div aria-live="polite" className="gifting-form__result">
        {result ? <Alert tone={result.ok ? 'success' : 'danger'}>{result.message}</Alert> : null}
      </div>
    </form>
  );
}

/**
 * /admin/gifting: the default gifting price (edited in pounds, stored in pence) and how many
 * customers have a fee of their own; with gifting:write, change the price.
 */
export function GiftingPrice() {
  const gifting = useAdminGifting();
  if (gifting.isPending) return <Preloader label={T.loading} />;
  if (gifting.isError) return <Alert tone="danger">{gifting.error.message}</Alert>;
  const { giftingFeePence, overrideCount } = gifting.data;
  return (
    <>
      <ReadOnlyNotice area="gifting" />
      <div className="gifting-grid">
        <Card padded className="gifting-card">
          <h2 className="gifting-card__title">
            <Gift aria-hidden="true" size={20} /> {T.current}
          </h2>
          <p className="gifting-card__figure tabular">{formatPounds(giftingFeePence)}</p>
          <PriceForm gifting={gifting.data} />
        </Card>
        <Card padded className="gifting-card">
          <h2 className="gifting-card__title">
            <Users aria-hidden="true" size={20} /> {T.overridesTitle}
          </h2>
          <p className="gifting-card__figure gifting-card__figure--count">
            {adminGiftingOverrides(overrideCount)}
          </p>
          <p className="gifting-card__note">{T.overridesNote}</p>
        </Card>
      </div>
    </>
  );
}
