import { useState } from 'react';
import type { FormEvent } from 'react';
import { fieldErrors, shopText as T, UPDATE_FAILED, wooKeysSchema } from '@stepup/domain';
import {
  Alert,
  Button,
  errorFields,
  errorMessage,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from '@stepup/ui';
import { useAuthoriseWoo, useConnectWooKeys } from '../api/shop-api';

/**
 * Connecting a WooCommerce shop: its app authorisation (the owner approves StepUp in the shop and
 * comes back), or a REST API key pasted from the shop's admin.
 */
export function WooCommerceConnect() {
  const [shopUrl, setShopUrl] = useState('');
  const [consumerKey, setConsumerKey] = useState('');
  const [consumerSecret, setConsumerSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const authorise = useAuthoriseWoo();
  const connect = useConnectWooKeys();

  const focusInvalid = useFocusFirstInvalid();

  async function onAuthorise(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    try {
      const { authoriseUrl } = await authorise.mutateAsync({ shopUrl });
      window.location.assign(authoriseUrl);
    } catch (err) {
      const fields = errorFields(err);
      setErrors(fields);
      setProblem(errorMessage(err, UPDATE_FAILED));
      focusInvalid(form);
    }
  }

  async function onKeys(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const found = fieldErrors(wooKeysSchema, { consumerKey, consumerSecret });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusInvalid(form);
    try {
      await connect.mutateAsync({ shopUrl, consumerKey, consumerSecret });
    } catch (err) {
      const fields = errorFields(err);
      setErrors(fields);
      setProblem(errorMessage(err, UPDATE_FAILED));
      focusInvalid(form);
    }
  }

  const busy = authorise.isPending || connect.isPending;
  return (
    <div className="online-shop__connect">
      <form onSubmit={onAuthorise} noValidate aria-label={T.authorise}>
        <TextField
          label={T.shopAddress}
          name="shopUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://shop.example.co.uk"
          hint={T.shopAddressHint}
          value={shopUrl}
          error={errors.shopUrl}
          onChange={(e) => setShopUrl(e.target.value)}
        />
        <p className="online-shop__hint">{T.authoriseHint}</p>
        <Button type="submit" disabled={busy}>
          {authorise.isPending ? T.connecting : T.authorise}
        </Button>
      </form>
      <form
        onSubmit={onKeys}
        noValidate
        className="online-shop__keys"
        aria-labelledby="woo-keys-title"
      >
        <h3 id="woo-keys-title" className="online-shop__subtitle">
          {T.orPasteKeys}
        </h3>
        <p className="online-shop__hint">{T.pasteKeysHint}</p>
        <TextField
          label={T.consumerKey}
          name="consumerKey"
          autoComplete="off"
          spellCheck={false}
          value={consumerKey}
          error={errors.consumerKey}
          onChange={(e) => setConsumerKey(e.target.value)}
        />
        <PasswordField
          label={T.consumerSecret}
          name="consumerSecret"
          autoComplete="off"
          value={consumerSecret}
          error={errors.consumerSecret}
          onChange={(e) => setConsumerSecret(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {connect.isPending ? T.connecting : T.connectWithKeys}
        </Button>
      </form>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
    </div>
  );
}
