import { formatPounds, shopText as T } from '@stepup/domain';
import { Alert, Button, errorMessage, Preloader } from '@stepup/ui';
import { useRetryShopCode, useShopCodes } from '../api/shop-api';

/** The company's voucher codes at its shop: value, status, the last problem, and Try again. */
export function ShopCodes() {
  const codes = useShopCodes(true);
  const retry = useRetryShopCode();
  return (
    <section className="online-shop__codes" aria-labelledby="shop-codes-title">
      <h2 id="shop-codes-title" className="company-section__title">
        {T.codesTitle}
      </h2>
      <p className="online-shop__hint">{T.codesLead}</p>
      {retry.isSuccess ? <Alert tone="success">{T.queued}</Alert> : null}
      {retry.isError ? (
        <Alert tone="danger">{errorMessage(retry.error, T.loadFailed)}</Alert>
      ) : null}
      {codes.isPending ? (
        <Preloader label={T.codesTitle} />
      ) : codes.isError ? (
        <Alert tone="danger">{T.loadFailed}</Alert>
      ) : codes.data.codes.length === 0 ? (
        <p className="online-shop__empty">{T.noCodes}</p>
      ) : (
        <table className="online-shop__table">
          <thead>
            <tr>
              <th scope="col">{T.codeColumn}</th>
              <th scope="col">{T.valueColumn}</th>
              <th scope="col">{T.statusColumn}</th>
              <th scope="col">{T.problemColumn}</th>
            </tr>
          </thead>
          <tbody>
            {codes.data.codes.map((code) => (
              <tr key={code.voucherId}>
                <th scope="row" className="online-shop__code">
                  {code.code}
                </th>
                <td data-label={T.valueColumn}>{formatPounds(code.faceValuePence)}</td>
                <td data-label={T.statusColumn}>
                  <span className="online-shop__status" data-status={code.status}>
                    {T.codeStatus[code.status]}
                  </span>
                  {code.status === 'used' && code.orderRef ? (
                    <span className="online-shop__sub">{T.usedOnline(code.orderRef)}</span>
                  ) : null}
                </td>
                <td data-label={T.problemColumn}>
                  {code.lastError ? (
                    <span className="online-shop__problem">{code.lastError}</span>
                  ) : (
                    '—'
                  )}
                  {code.status === 'failed' ? (
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={T.tryAgainLabel(code.code)}
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(code.voucherId)}
                    >
                      {T.tryAgain}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
