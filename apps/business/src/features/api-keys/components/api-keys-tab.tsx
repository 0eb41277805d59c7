import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Copy, KeyRound, Plus } from 'lucide-react';
import type { ApiKey } from '@stepup/contracts';
import {
  API_KEYS_TEXT as T,
  apiKeyRequestSchema,
  apiKeyScopes,
  fieldErrors,
  ukShortDate,
} from '@stepup/domain';
import type { ApiKeyScope } from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  errorFields,
  errorMessage,
  Modal,
  Preloader,
  TextField,
  useFocusFirstInvalid,
} from '@stepup/ui';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import './api-keys.css';

const SCOPE_HINTS: Record<ApiKeyScope, string> = { read: T.scopeRead, redeem: T.scopeRedeem };

/** The new key, shown once: only this component's state holds it (a reload forgets it). */
function Reveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      inputRef.current?.select();
      setCopied('failed');
    }
  }
  return (
    <Card padded className="api-keys__reveal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="api-keys__title">
        {T.revealTitle}
      </h2>
      <Alert tone="info">{T.revealWarning}</Alert>
      <label className="ui-field__label" htmlFor={`${id}-key`}>
        {T.revealLabel}
      </label>
      <div className="api-keys__secret">
        <input
          ref={inputRef}
          id={`${id}-key`}
          className="api-keys__secret-input"
          readOnly
          value={secret}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} className="inline-icon" />
          {T.copy}
        </Button>
      </div>
      <div aria-live="polite">
        {copied === 'yes' ? <p className="api-keys__copied">{T.copied}</p> : null}
        {copied === 'failed' ? <p className="api-keys__copied">{T.copyFailed}</p> : null}
      </div>
      <Button onClick={onDone}>{T.done}</Button>
    </Card>
  );
}

function CreateForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateApiKey();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(apiKeyRequestSchema, { name, scopes });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusInvalid(formRef.current);
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (created) => {
          setName('');
          setScopes(['read']);
          onCreated(created.secret);
        },
        onError: (error) => setErrors(errorFields(error)),
      },
    );
  }

  return (
    <Card padded aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="api-keys__title">
        {T.createTitle}
      </h2>
      {create.isError && Object.keys(errorFields(create.error)).length === 0 ? (
        <Alert tone="danger">{errorMessage(create.error, T.loadFailed)}</Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="api-keys__form">
        <TextField
          label={T.name}
          name="name"
          hint={T.nameHint}
          autoComplete="off"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <fieldset
          className="api-keys__scopes"
          aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
        >
          <legend className="ui-field__label">{T.scopes}</legend>
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="api-keys__scope">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                aria-invalid={errors.scopes ? true : undefined}
                onChange={(e) =>
                  setScopes((now) =>
                    e.target.checked ? [...now, scope] : now.filter((s) => s !== scope),
                  )
                }
              />
              <span>
                <strong>{T.scopeNames[scope]}</strong>
                <span className="api-keys__hint">{SCOPE_HINTS[scope]}</span>
              </span>
            </label>
          ))}
          {errors.scopes ? (
            <p className="ui-field__error" id={`${id}-scopes-error`} role="alert">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" size={18} className="inline-icon" />
          {create.isPending ? T.creating : T.create}
        </Button>
      </form>
    </Card>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="api-keys__item" data-revoked={revoked || undefined}>
      <KeyRound aria-hidden="true" size={22} className="api-keys__icon" />
      <div className="api-keys__who">
        <span className="api-keys__name">{apiKey.name}</span>
        <code className="api-keys__prefix" aria-label={`${T.columnKey}: ${apiKey.prefix}…`}>
          {apiKey.prefix}…
        </code>
      </div>
      <dl className="api-keys__facts">
        <div>
          <dt>{T.columnScopes}</dt>
          <dd className="api-keys__badges">
            {apiKey.scopes.map((s) => (
              <span key={s} className="api-keys__badge">
                {T.scopeNames[s]}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{T.columnCreated}</dt>
          <dd>{ukShortDate(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>{T.columnLastUsed}</dt>
          <dd>{apiKey.lastUsedAt ? ukShortDate(apiKey.lastUsedAt) : T.never}</dd>
        </div>
        <div>
          <dt>{T.columnStatus}</dt>
          <dd>{revoked ? T.revokedOn(ukShortDate(apiKey.revokedAt!)) : T.active}</dd>
        </div>
      </dl>
      {revoked ? null : (
        <Button
          variant="ghost"
          size="small"
          className="api-keys__revoke"
          aria-label={T.revokeLabel(apiKey.name)}
          onClick={() => onRevoke(apiKey)}
        >
          {T.revoke}
        </Button>
      )}
    </li>
  );
}

function RevokeDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const revoke = useRevokeApiKey();
  return (
    <Modal title={T.revokeTitle} onClose={onClose}>
      <p>{T.revokeText(apiKey.name)}</p>
      <div aria-live="polite">
        {revoke.isError ? (
          <Alert tone="danger">{errorMessage(revoke.error, T.loadFailed)}</Alert>
        ) : null}
      </div>
      <div className="api-keys__actions">
        <Button variant="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(apiKey.id, { onSuccess: onRevoked })}
        >
          {revoke.isPending ? T.revoking : T.confirmRevoke}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The "API keys" tab of /api (owners; docs/product.md#public-api): create a key (shown once),
 * the list with its prefix, scopes and last use, and revoking with a confirmation.
 */
export function ApiKeysTab() {
  const keys = useApiKeys();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokedName, setRevokedName] = useState<string | null>(null);
  const listId = useId();
  return (
    <div className="api-keys">
      <p className="api-keys__lead">
        {T.lead}{' '}
        <a href="/api/v1/docs/" className="api-keys__docs">
          {T.docsLink}
        </a>
      </p>
      {secret ? (
        <Reveal secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <CreateForm
          onCreated={(created) => {
            setRevokedName(null);
            setSecret(created);
          }}
        />
      )}
      <Card padded aria-labelledby={`${listId}-title`}>
        <h2 id={`${listId}-title`} className="api-keys__title">
          {T.listTitle}
        </h2>
        <div aria-live="polite">
          {revokedName ? <Alert tone="success">{T.revoked(revokedName)}</Alert> : null}
        </div>
        {keys.isPending ? (
          <Preloader label={T.listTitle} />
        ) : keys.isError ? (
          <Alert tone="danger">{T.loadFailed}</Alert>
        ) : keys.data.keys.length === 0 ? (
          <p className="api-keys__empty">{T.empty}</p>
        ) : (
          <ul className="api-keys__list">
            {keys.data.keys.map((k) => (
              <KeyRow key={k.id} apiKey={k} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </Card>
      {revoking ? (
        <RevokeDialog
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevokedName(revoking.name);
            setRevoking(null);
          }}
        />
      ) : null}
    </div>
  );
}
