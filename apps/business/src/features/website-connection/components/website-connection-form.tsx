import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CompanyWebsiteConnection, WebsitePlatform } from '@stepup/contracts';
import {
  fieldErrors,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  websiteConnectionSchema,
} from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  errorFields,
  errorMessage,
  PasswordField,
  TextField,
} from '@stepup/ui';
import { useSaveWebsiteConnection } from '../api/save-website-connection';

const PLATFORMS: { value: WebsitePlatform; label: string; hint: string }[] = [
  {
    value: 'shopify',
    label: 'Shopify',
    hint: 'An Admin API access token of a custom app (shpat_…).',
  },
  { value: 'woocommerce', label: 'WooCommerce', hint: 'A REST API key of your store (ck_…).' },
  { value: 'custom_api', label: 'Other website', hint: 'A token your developer gives you.' },
];

const STATUS_TEXT: Record<CompanyWebsiteConnection['status'], string> = {
  not_connected: 'Not connected',
  pending: 'Saved — waiting for the connector',
  connected: 'Connected',
  error: 'Connection failed',
  disconnected: 'Disconnected',
};

/** The website connection's settings: platform, web address and access token (docs/product.md#website-connection). */
export function WebsiteConnectionForm({ saved }: { saved: CompanyWebsiteConnection }) {
  const [platform, setPlatform] = useState<WebsitePlatform>(saved.platform ?? 'shopify');
  const [webAddress, setWebAddress] = useState(saved.webAddress ?? '');
  const [accessToken, setAccessToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const save = useSaveWebsiteConnection();
  const groupId = useId();

  const check = (next: { webAddress: string; accessToken: string }) =>
    tried ? setErrors(fieldErrors(websiteConnectionSchema, next)) : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    setResult(null);
    const found = fieldErrors(websiteConnectionSchema, { webAddress, accessToken });
    setErrors(found);
    const focus = (names: string[]) =>
      form
        .querySelector<HTMLElement>(names.map((n) => `[name="${n}"]`).join(', ') || 'none')
        ?.focus();
    if (Object.keys(found).length > 0) return focus(Object.keys(found));
    try {
      await save.mutateAsync({ platform, webAddress, accessToken });
      setAccessToken('');
      setTried(false);
      setResult({ tone: 'success', text: UPDATE_SUCCESSFUL });
    } catch (err) {
      const fields = errorFields(err);
      setErrors(fields);
      setResult({ tone: 'danger', text: errorMessage(err, UPDATE_FAILED) });
      focus(Object.keys(fields));
    }
  }

  const current = PLATFORMS.find((p) => p.value === platform)!;
  return (
    <Card padded className="company-section" aria-labelledby="connection-title">
      <div className="connection__header">
        <h2 id="connection-title" className="company-section__title">
          Your shop
        </h2>
        <span className="connection__status" data-status={saved.status}>
          {STATUS_TEXT[saved.status]}
          {saved.accessTokenEnding ? ` · token ending ${saved.accessTokenEnding}` : ''}
        </span>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="connection__platforms" aria-describedby={`${groupId}-hint`}>
          <legend className="ui-field__label">Platform</legend>
          <div className="connection__choices">
            {PLATFORMS.map((p) => (
              <label key={p.value} className="connection__choice">
                <input
                  type="radio"
                  name="platform"
                  value={p.value}
                  checked={platform === p.value}
                  onChange={() => setPlatform(p.value)}
                />
                {p.label}
              </label>
            ))}
          </div>
          <span className="ui-field__hint" id={`${groupId}-hint`}>
            {current.hint}
          </span>
        </fieldset>
        <TextField
          label="Web address"
          name="webAddress"
          type="url"
          inputMode="url"
          placeholder="https://www.example.co.uk"
          hint="Your shop’s address, starting with http:// or https://"
          value={webAddress}
          error={errors.webAddress}
          onChange={(e) => {
            setWebAddress(e.target.value);
            setResult(null);
            check({ webAddress: e.target.value, accessToken });
          }}
        />
        <PasswordField
          label="Access token"
          name="accessToken"
          autoComplete="off"
          hint={
            saved.accessTokenEnding
              ? 'Enter the token again to save changes; it is stored encrypted and never shown.'
              : 'Stored encrypted and never shown again.'
          }
          value={accessToken}
          error={errors.accessToken}
          onChange={(e) => {
            setAccessToken(e.target.value);
            setResult(null);
            check({ webAddress, accessToken: e.target.value });
          }}
        />
        <div className="company-actions">
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save connection'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
