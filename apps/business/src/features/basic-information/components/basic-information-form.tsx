import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CompanyBasicInformation, CompanyBasicInformationRequest } from '@stepup/contracts';
import {
  basicInformationSchema,
  fieldErrors,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import { Alert, Button, Card, errorFields, errorMessage, TextField } from '@stepup/ui';
import { useSaveBasicInformation } from '../api/save-basic-information';
import { SelectField, TextAreaField } from './form-fields';

type Values = Required<{ [K in keyof CompanyBasicInformationRequest]: string }>;

const fromSaved = (info: CompanyBasicInformation): Values => ({
  // Until one is saved, the name the company signed up with.
  tradingName: info.tradingName ?? info.name,
  website: info.website ?? '',
  description: info.description,
  categoryId: info.categoryId ?? '',
  registeredNumber: info.registeredNumber ?? '',
  addressLine1: info.addressLine1 ?? '',
  addressLine2: info.addressLine2 ?? '',
  city: info.city ?? '',
  postcode: info.postcode ?? '',
  contactEmail: info.contactEmail ?? '',
  contactPhone: info.contactPhone ?? '',
});

/** Focuses the first field the answer marked invalid, in the form's order. */
function focusFirst(form: HTMLFormElement | null, errors: Record<string, string>) {
  const first = form?.querySelector<HTMLElement>(
    Object.keys(errors)
      .map((name) => `[name="${name}"]`)
      .join(', ') || 'none',
  );
  first?.focus();
}

/**
 * The company's details and compliance data. Checked as the user types once they have tried to
 * save (the same rules as the server's, from the domain), and checked again by the server.
 */
export function BasicInformationForm({ info }: { info: CompanyBasicInformation }) {
  const [values, setValues] = useState<Values>(() => fromSaved(info));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const save = useSaveBasicInformation();

  const set = (name: keyof Values) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setResult(null);
    if (tried) setErrors(fieldErrors(basicInformationSchema, next));
  };
  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name)(e.target.value),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    setResult(null);
    const found = fieldErrors(basicInformationSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(form, found);
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      setValues(fromSaved(saved));
      setResult({ tone: 'success', text: UPDATE_SUCCESSFUL });
    } catch (err) {
      const fields = errorFields(err);
      setErrors(fields);
      setResult({ tone: 'danger', text: errorMessage(err, UPDATE_FAILED) });
      focusFirst(form, fields);
    }
  }

  return (
    <form className="basic-info-form" onSubmit={onSubmit} noValidate>
      <Card
        padded
        className="company-section"
        id="company-details"
        aria-labelledby="company-details-title"
      >
        <h2 id="company-details-title" className="company-section__title">
          Company details
        </h2>
        <p className="company-section__lead">How customers see your business: {info.name}.</p>
        <div className="company-grid">
          <TextField
            label="Trading name"
            autoComplete="organization"
            required
            {...bind('tradingName')}
          />
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.co.uk"
            hint="Starts with http:// or https://"
            required
            {...bind('website')}
          />
        </div>
        <TextAreaField
          label="Description"
          hint="What you offer, in a few sentences. Shown on your campaign page."
          rows={5}
          maxLength={2000}
          {...bind('description')}
        />
        <div className="company-grid">
          <SelectField label="Category" {...bind('categoryId')}>
            <option value="">Choose a category</option>
            {info.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Contact email"
            type="email"
            autoComplete="email"
            {...bind('contactEmail')}
          />
          <TextField
            label="Contact phone"
            type="tel"
            autoComplete="tel"
            {...bind('contactPhone')}
          />
        </div>
      </Card>

      <Card padded className="company-section" id="compliance" aria-labelledby="compliance-title">
        <h2 id="compliance-title" className="company-section__title">
          Compliance data
        </h2>
        <p className="company-section__lead">
          Your registration at Companies House. We check it before your first campaign goes live.
        </p>
        <TextField
          label="Company number"
          hint="8 characters, e.g. 01234567 or SC123456"
          autoComplete="off"
          {...bind('registeredNumber')}
        />
        <div className="company-grid">
          <TextField
            label="Registered address line 1"
            autoComplete="address-line1"
            {...bind('addressLine1')}
          />
          <TextField
            label="Registered address line 2 (optional)"
            autoComplete="address-line2"
            {...bind('addressLine2')}
          />
          <TextField label="Town or city" autoComplete="address-level2" {...bind('city')} />
          <TextField label="Postcode" autoComplete="postal-code" {...bind('postcode')} />
        </div>
      </Card>

      <div className="company-actions">
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
