import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Plus, Send, X } from 'lucide-react';
import type { CompanyNotificationAudience } from '@stepup/domain';
import {
  COMPANY_NOTIFICATION_AUDIENCE_LABELS as AUDIENCES,
  COMPANY_NOTIFICATION_AUDIENCES,
  COMPANY_NOTIFICATIONS_TEXT as T,
  companyNotificationFormSchema,
  fieldErrors,
} from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  errorFields,
  errorMessage,
  useFocusFirstInvalid,
  TextField,
} from '@stepup/ui';
import { SelectField, TextAreaField } from '../../basic-information/components/form-fields';
import { useNotificationAudience, useSendNotification } from '../api/admin-notifications';

interface Chosen {
  id: string;
  name: string;
}

const EMPTY = {
  title: '',
  link: '',
  audience: 'chosen' as CompanyNotificationAudience,
  categoryId: '',
  email: false,
};

/** The search text, settled: asked of the server once typing pauses. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The spec's admin form "Company notification": the notification (required, at most 500
 * characters), its data (an optional https link) and the companies — all approved ones, chosen
 * ones found by name, or a category's — and whether to email them. Checked here as on the server.
 */
export function NotificationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<number | null>(null);
  const send = useSendNotification();
  const q = useSettled(search);
  const options = useNotificationAudience(q, { enabled: values.audience !== 'all' });
  const chosenIds = new Set(chosen.map((c) => c.id));
  const matches = (options.data?.companies ?? []).filter((c) => !chosenIds.has(c.id));

  const set = (field: 'title' | 'link' | 'categoryId') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    const body = { ...values, companyIds: chosen.map((c) => c.id) };
    const found = fieldErrors(companyNotificationFormSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    send.mutate(body, {
      onSuccess: (sent) => {
        setSentTo(sent.recipients);
        setValues(EMPTY);
        setChosen([]);
        setSearch('');
      },
      onError: (error) => {
        const fields = errorFields(error);
        setErrors(fields);
        if (Object.keys(fields).length > 0) focusInvalid(formRef.current);
      },
    });
  }

  const refusal =
    send.isError && Object.keys(errorFields(send.error)).length === 0
      ? errorMessage(send.error, T.sendFailed)
      : null;

  return (
    <Card padded className="notification-form-card">
      <h2 id={headingId} className="notification-section__title">
        {T.formTitle}
      </h2>
      <p className="notification-form__note">{T.formNote}</p>
      <form
        ref={formRef}
        className="notification-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
      >
        <div aria-live="polite">
          {sentTo !== null ? <Alert tone="success">{T.sent(sentTo)}</Alert> : null}
          {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
        </div>
        <TextAreaField
          label={T.title}
          hint={T.titleHint}
          rows={3}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          required
        />
        <TextField
          label={T.link}
          hint={T.linkHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={values.link}
          onChange={set('link')}
          error={errors.link}
        />
        <fieldset className="notification-form__audience">
          <legend>{T.audience}</legend>
          {COMPANY_NOTIFICATION_AUDIENCES.map((audience) => (
            <label key={audience}>
              <input
                type="radio"
                name="audience"
                value={audience}
                checked={values.audience === audience}
                onChange={() => setValues((v) => ({ ...v, audience }))}
              />
              {AUDIENCES[audience]}
            </label>
          ))}
        </fieldset>
        {values.audience === 'chosen' ? (
          <div className="notification-form__companies">
            <TextField
              label={T.search}
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              error={errors.companyIds}
            />
            {options.isPending ? (
              <p className="notification-form__muted">{T.searching}</p>
            ) : (options.data?.companies.length ?? 0) === 0 ? (
              <p className="notification-form__muted">{T.noMatch}</p>
            ) : matches.length === 0 ? null : (
              <ul className="notification-chips" aria-label={T.results}>
                {matches.map((company) => (
                  <li key={company.id}>
                    <Button
                      type="button"
                      variant="secondary"
                      size="small"
                      aria-label={T.add(company.name)}
                      onClick={() => setChosen((list) => [...list, company])}
                    >
                      <Plus size={16} aria-hidden="true" /> {company.name}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="notification-form__subtitle">{T.chosen}</h3>
            {chosen.length === 0 ? (
              <p className="notification-form__muted">{T.noneChosen}</p>
            ) : (
              <ul className="notification-chips notification-chips--chosen" aria-label={T.chosen}>
                {chosen.map((company) => (
                  <li key={company.id} className="notification-chip">
                    <span>{company.name}</span>
                    <button
                      type="button"
                      className="notification-chip__remove"
                      aria-label={T.remove(company.name)}
                      onClick={() => setChosen((list) => list.filter((c) => c.id !== company.id))}
                    >
                      <X size={16} aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {values.audience === 'category' ? (
          <SelectField
            label={T.category}
            value={values.categoryId}
            onChange={set('categoryId')}
            error={errors.categoryId}
            required
          >
            <option value="">{T.chooseCategory}</option>
            {(options.data?.categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {T.categoryOption(category.name, category.companies)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="notification-form__check">
          <input
            id={`${headingId}-email`}
            type="checkbox"
            checked={values.email}
            aria-describedby={`${headingId}-email-hint`}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.checked }))}
          />
          <label htmlFor={`${headingId}-email`}>{T.email}</label>
          <span id={`${headingId}-email-hint`} className="notification-form__muted">
            {T.emailHint}
          </span>
        </div>
        <div className="notification-form__actions">
          <Button type="submit" disabled={send.isPending}>
            <Send size={18} aria-hidden="true" /> {send.isPending ? T.sending : T.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
