import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import type { AdminPerk, AdminPerkRequest, PerkCompany } from '@stepup/contracts';
import {
  ADMIN_PERKS_TEXT as T,
  fieldErrors,
  PERK_CODE_MAX_LENGTH,
  PERK_PARTNER_MAX_LENGTH,
  PERK_TITLE_MAX_LENGTH,
  perkFormSchema,
  UPDATE_FAILED,
} from '@stepup/domain';
import { Alert, Button, errorFields, useFocusFirstInvalid, TextField } from '@stepup/ui';
import { refusalText } from '../../admins/api/refusal';
import { AdminImageField } from '../../admin-images/components/admin-image-field';
import { usePerkCompanySearch, useSavePerk } from '../api/admin-perks';

/** Searching companies by name, and the ones chosen (each removable). */
function CompanyChooser({
  chosen,
  onChange,
  error,
}: {
  chosen: PerkCompany[];
  onChange: (companies: PerkCompany[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const found = usePerkCompanySearch(q);
  const offered = (found.data?.companies ?? []).filter(
    (company) => !chosen.some((c) => c.id === company.id),
  );
  return (
    <div className="perk-companies">
      <TextField
        id={`${id}-search`}
        type="search"
        label={T.searchCompanies}
        autoComplete="off"
        value={q}
        error={error}
        onChange={(event) => setQ(event.target.value)}
      />
      {q.trim().length >= 2 ? (
        <ul className="perk-companies__found" aria-label={T.searchCompanies}>
          {found.data?.companies.length === 0 && !found.isFetching ? (
            <li className="perk-companies__none">{T.noCompanyFound}</li>
          ) : null}
          {offered.map((company) => (
            <li key={company.id}>
              <Button
                type="button"
                variant="ghost"
                size="small"
                onClick={() => onChange([...chosen, company])}
              >
                <Plus aria-hidden="true" size={16} />
                <span className="ui-visually-hidden">{T.choose(company.name)}</span>
                <span aria-hidden="true">{company.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="perk-companies__heading" id={`${id}-chosen`}>
        {T.chosen}
      </h3>
      {chosen.length === 0 ? (
        <p className="perk-companies__none">{T.noneChosen}</p>
      ) : (
        <ul className="perk-companies__chosen" aria-labelledby={`${id}-chosen`}>
          {chosen.map((company) => (
            <li key={company.id} className="perk-chip">
              {company.name}
              <button
                type="button"
                className="perk-chip__remove"
                aria-label={T.remove(company.name)}
                onClick={() => onChange(chosen.filter((c) => c.id !== company.id))}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface Values {
  title: string;
  partner: string;
  description: string;
  imageUrl: string | null;
  url: string;
  code: string;
  startsOn: string;
  endsOn: string;
  enabled: boolean;
  audience: 'all' | 'chosen';
  companies: PerkCompany[];
}

const valuesOf = (perk: AdminPerk | null): Values => ({
  title: perk?.title ?? '',
  partner: perk?.partner ?? '',
  description: perk?.description ?? '',
  imageUrl: perk?.imageUrl ?? null,
  url: perk?.url ?? '',
  code: perk?.code ?? '',
  startsOn: perk?.startsOn ?? '',
  endsOn: perk?.endsOn ?? '',
  enabled: perk?.enabled ?? true,
  audience: perk?.audience ?? 'all',
  companies: perk?.companies ?? [],
});

const bodyOf = (values: Values): AdminPerkRequest => ({
  title: values.title,
  partner: values.partner,
  description: values.description,
  imageUrl: values.imageUrl,
  url: values.url.trim() || null,
  code: values.code.trim() || null,
  startsOn: values.startsOn || null,
  endsOn: values.endsOn || null,
  enabled: values.enabled,
  audience: values.audience,
  companyIds: values.audience === 'chosen' ? values.companies.map((c) => c.id) : [],
});

/** A new perk or a change to one: the form's fields, checked by the domain's rules first. */
export function PerkForm({
  perk,
  onSaved,
  onCancel,
}: {
  perk: AdminPerk | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [values, setValues] = useState<Values>(() => valuesOf(perk));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePerk(perk?.id ?? null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(values);
    const found = fieldErrors(perkFormSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        setErrors(errorFields(error));
        focusInvalid(formRef.current);
      },
    });
  }

  return (
    <form ref={formRef} className="admins-form perk-form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : null}
      </div>
      <div className="admins-form__pair">
        <TextField
          label={T.fields.title}
          value={values.title}
          maxLength={PERK_TITLE_MAX_LENGTH}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          autoComplete="off"
          required
        />
        <TextField
          label={T.fields.partner}
          value={values.partner}
          maxLength={PERK_PARTNER_MAX_LENGTH}
          onChange={(event) => set('partner', event.target.value)}
          error={errors.partner}
          autoComplete="organization"
          required
        />
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-description`}>
          {T.fields.description}
        </label>
        <textarea
          id={`${id}-description`}
          className="ui-input perk-form__description"
          rows={4}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          onChange={(event) => set('description', event.target.value)}
        />
        {errors.description ? (
          <span className="ui-field__error" id={`${id}-description-error`}>
            {errors.description}
          </span>
        ) : null}
      </div>
      <AdminImageField
        label={T.fields.imageUrl}
        kind="perk"
        value={values.imageUrl}
        onChange={(url) => set('imageUrl', url)}
      />
      {errors.imageUrl ? (
        <p className="ui-field__error" role="alert">
          {errors.imageUrl}
        </p>
      ) : null}
      <div className="admins-form__pair">
        <TextField
          label={T.fields.url}
          hint={T.hints.url}
          type="url"
          inputMode="url"
          value={values.url}
          onChange={(event) => set('url', event.target.value)}
          error={errors.url}
          autoComplete="off"
        />
        <TextField
          label={T.fields.code}
          hint={T.hints.code}
          value={values.code}
          maxLength={PERK_CODE_MAX_LENGTH}
          onChange={(event) => set('code', event.target.value)}
          error={errors.code}
          autoComplete="off"
        />
      </div>
      <fieldset className="perk-form__group">
        <legend>{T.hints.dates}</legend>
        <div className="admins-form__pair">
          <TextField
            label={T.fields.startsOn}
            type="date"
            value={values.startsOn}
            onChange={(event) => set('startsOn', event.target.value)}
            error={errors.startsOn}
          />
          <TextField
            label={T.fields.endsOn}
            type="date"
            value={values.endsOn}
            min={values.startsOn || undefined}
            onChange={(event) => set('endsOn', event.target.value)}
            error={errors.endsOn}
          />
        </div>
      </fieldset>
      <label className="perk-form__check">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        {T.fields.enabled}
      </label>
      <fieldset className="perk-form__group">
        <legend>{T.fields.audience}</legend>
        <div className="perk-form__choices">
          {(['all', 'chosen'] as const).map((audience) => (
            <label key={audience}>
              <input
                type="radio"
                name={`${id}-audience`}
                value={audience}
                checked={values.audience === audience}
                onChange={() => set('audience', audience)}
              />
              {audience === 'all' ? T.audienceAll : T.audienceChosen}
            </label>
          ))}
        </div>
        {values.audience === 'chosen' ? (
          <CompanyChooser
            chosen={values.companies}
            onChange={(companies) => set('companies', companies)}
            error={errors.companyIds}
          />
        ) : null}
      </fieldset>
      <div className="review-dialog__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
