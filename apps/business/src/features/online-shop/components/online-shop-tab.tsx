import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ShopConnectionView, ShopKindName } from '@stepup/contracts';
import { SHOPIFY_TEXT, shopText as T } from '@stepup/domain';
import { Alert, Button, Card, errorMessage, Modal, Preloader } from '@stepup/ui';
import { useChooseInStoreOnly, useDisconnectShop, useShopConnection } from '../api/shop-api';
import { ShopCodes } from './shop-codes';
import { ShopifyConnect } from './shopify-connect';
import { WooCommerceConnect } from './woocommerce-connect';
import './online-shop.css';

/**
 * THE shop platforms the tab offers, by kind: each its own connect form. The server answers which
 * kinds it can connect (`platforms`); a kind is offered when it is in both.
 */
const PLATFORM_FORMS: Partial<Record<ShopKindName, () => ReactNode>> = {
  woocommerce: () => <WooCommerceConnect />,
  shopify: () => <ShopifyConnect />,
};

type Choice = ShopKindName | 'in_store_only';

/** Choosing where vouchers are used: one of the shop platforms, or in store only. */
function ShopChoice({ view, onCancel }: { view: ShopConnectionView; onCancel?: () => void }) {
  const kinds = view.platforms.filter((kind) => PLATFORM_FORMS[kind]);
  const [choice, setChoice] = useState<Choice>(kinds[0] ?? 'in_store_only');
  const inStoreOnly = useChooseInStoreOnly();
  const groupId = useId();
  const options: { value: Choice; label: string; hint: string }[] = [
    ...kinds.map((kind) => ({
      value: kind as Choice,
      label: T.platformNames[kind] ?? kind,
      hint: T.platformHint(T.platformNames[kind] ?? kind),
    })),
    { value: 'in_store_only', label: T.inStoreOnly, hint: T.inStoreOnlyHint },
  ];
  const current = options.find((o) => o.value === choice)!;
  return (
    <Card padded className="company-section" aria-labelledby="shop-choice-title">
      <h2 id="shop-choice-title" className="company-section__title">
        {T.choiceTitle}
      </h2>
      <fieldset className="connection__platforms" aria-describedby={`${groupId}-hint`}>
        <legend className="ui-field__label">{T.chooseLegend}</legend>
        <div className="connection__choices">
          {options.map((o) => (
            <label key={o.value} className="connection__choice">
              <input
                type="radio"
                name="shop-platform"
                value={o.value}
                checked={choice === o.value}
                onChange={() => setChoice(o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
        <span className="ui-field__hint" id={`${groupId}-hint`}>
          {current.hint}
        </span>
      </fieldset>
      {choice === 'in_store_only' ? (
        <div className="company-actions">
          {inStoreOnly.isError ? (
            <Alert tone="danger">{errorMessage(inStoreOnly.error, T.loadFailed)}</Alert>
          ) : null}
          <Button disabled={inStoreOnly.isPending} onClick={() => inStoreOnly.mutate(undefined)}>
            {T.chooseInStoreOnly}
          </Button>
        </div>
      ) : (
        PLATFORM_FORMS[choice]?.()
      )}
      {onCancel ? (
        <div className="online-shop__cancel">
          <Button variant="ghost" onClick={onCancel}>
            {T.cancel}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** The connected (or waiting, or failed) shop, and disconnecting it. */
function ConnectedShop({
  view,
  onChange,
  onDisconnected,
}: {
  view: ShopConnectionView;
  onChange: () => void;
  onDisconnected: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectShop();
  const name = T.platformNames[view.kind ?? ''] ?? '';
  const statusText =
    view.status === 'connected'
      ? T.connectedTo(name, view.shopUrl ?? '')
      : view.status === 'error'
        ? T.connectionError(view.lastError ?? '')
        : T.waitingForShop(view.shopUrl ?? '');
  return (
    <Card padded className="company-section" aria-labelledby="online-shop-title">
      <div className="connection__header">
        <h2 id="online-shop-title" className="company-section__title">
          {name}
        </h2>
        <span className="connection__status" data-status={view.status ?? ''}>
          {view.status === 'connected'
            ? T.statusConnected
            : view.status === 'error'
              ? T.statusFailed
              : T.statusWaiting}
        </span>
      </div>
      <Alert
        tone={view.status === 'error' ? 'danger' : view.status === 'connected' ? 'success' : 'info'}
      >
        {statusText}
      </Alert>
      <div className="company-actions">
        {view.status !== 'connected' ? (
          <Button variant="secondary" onClick={onChange}>
            {T.change}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {T.disconnect}
        </Button>
      </div>
      {confirming ? (
        <Modal title={T.disconnectTitle} onClose={() => setConfirming(false)}>
          <p>{T.disconnectText}</p>
          <div className="online-shop__modal-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
            <Button
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: onDisconnected,
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {disconnect.isPending ? T.disconnecting : T.disconnect}
            </Button>
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}

/** The Online shop tab of /api (docs/product.md#website-connection). */
export function OnlineShopTab() {
  const connection = useShopConnection();
  const [choosing, setChoosing] = useState(false);
  const [disconnected, setDisconnected] = useState(false);
  // Shopify sends the owner back here with the outcome of its install (/api?shopify=…).
  const [params] = useSearchParams();
  const shopifyOutcome = SHOPIFY_TEXT.outcomes[params.get('shopify') ?? ''];
  if (connection.isPending) return <Preloader label={T.chooseLegend} />;
  if (connection.isError) return <Alert tone="danger">{T.loadFailed}</Alert>;
  const view = connection.data;
  return (
    <div className="online-shop">
      {shopifyOutcome ? (
        <Alert tone={params.get('shopify') === 'connected' ? 'success' : 'danger'}>
          {shopifyOutcome}
        </Alert>
      ) : null}
      {disconnected && view.mode === 'none' ? <Alert tone="info">{T.disconnected}</Alert> : null}
      {view.mode === 'none' || choosing ? (
        <ShopChoice view={view} onCancel={choosing ? () => setChoosing(false) : undefined} />
      ) : view.mode === 'in_store_only' ? (
        <Card padded className="company-section">
          <Alert tone="success">{T.inStoreOnlyChosen}</Alert>
          <div className="company-actions">
            <Button variant="secondary" onClick={() => setChoosing(true)}>
              {T.change}
            </Button>
          </div>
        </Card>
      ) : (
        <ConnectedShop
          view={view}
          onChange={() => {
            setDisconnected(false);
            setChoosing(true);
          }}
          onDisconnected={() => setDisconnected(true)}
        />
      )}
      {view.mode === 'shop' || view.mode === 'none' ? <ShopCodes /> : null}
    </div>
  );
}
