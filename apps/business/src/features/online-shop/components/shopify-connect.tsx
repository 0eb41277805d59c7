import { useState } from 'react';
import type { FormEvent } from 'react';
import { SHOPIFY_TEXT as T, UPDATE_FAILED } from '@stepup/domain';
import {
  Alert,
  Button,
  errorFields,
  errorMessage,
  TextField,
  useApiClient,
  useFocusFirstInvalid,
} from '@stepup/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * Connecting a Shopify shop: the owner names the shop, approves our app in Shopify (its OAuth
 * install, ADR 040) and is sent back to this tab with the outcome in the address.
 */
export function ShopifyConnect() {
  const client = useApiClient();
  const [shop, setShop] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const install = useMutation({ mutationFn: client.shops.installShopify });
  const focusInvalid = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const { redirectUrl } = await install.mutateAsync({ shop });
      window.location.assign(redirectUrl);
    } catch (err) {
      setErrors(errorFields(err));
      focusInvalid(form);
    }
  }

  return (
    <div className="online-shop__connect">
      <form onSubmit={onSubmit} noValidate aria-label={T.connect}>
        <div aria-live="polite">
          {install.isError && !errors.shop ? (
            <Alert tone="danger">{errorMessage(install.error, UPDATE_FAILED)}</Alert>
          ) : null}
        </div>
        <TextField
          label={T.shop}
          name="shop"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="yourshop.myshopify.com"
          hint={T.shopHint}
          value={shop}
          error={errors.shop}
          onChange={(e) => setShop(e.target.value)}
        />
        <Button type="submit" disabled={install.isPending}>
          {install.isPending ? T.connecting : T.connect}
        </Button>
      </form>
    </div>
  );
}
