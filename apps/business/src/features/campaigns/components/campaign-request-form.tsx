import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@stepup/contracts';
import type { CampaignRequestBody } from '@stepup/contracts';
import {
  CAMPAIGN_REQUESTED,
  campaignRequestSchema,
  EXPIRY_YEARS_OPTIONS,
  FAILED_TO_REQUEST_CAMPAIGN,
  ukDateKey,
} from '@stepup/domain';
import { Alert, Button, TextField, useFocusFirstInvalid } from '@stepup/ui';
import { useCustomerUrl } from '../../../lib/customer-url';
import { useRequestCampaign } from '../api/request-campaign';
import { openSites, useSites } from '../../sites/api/sites';
import { CampaignSiteChoice } from '../../sites/components/site-choice';
import { CampaignPreview } from './campaign-preview';

export interface CampaignDraft {
  name: string;
  faceValues: [string, string, string];
  discounts: [string, string, string];
  totalValue: string;
  expiryYears: string;
  startDate: string;
  termsAccepted: boolean;
}

const emptyDraft: CampaignDraft = {
  name: '',
  faceValues: ['', '', ''],
  discounts: ['', '', ''],
  totalValue: '',
  expiryYears: '',
  startDate: '',
  termsAccepted: false,
};

/** Whole pounds (or pounds and pence) as typed → pence; NaN when it is not a number. */
const poundsToPence = (text: string) =>
  /^\s*\d+(\.\d{1,2})?\s*$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The draft as the API (and the domain rules) take it. */
export function requestBody(draft: CampaignDraft): CampaignRequestBody {
  return {
    name: draft.name,
    faceValuesPence: draft.faceValues.map(poundsToPence) as [number, number, number],
    discounts: draft.discounts.map(wholeNumber) as [number, number, number],
    totalValuePence: poundsToPence(draft.totalValue),
    expiryYears: draft.expiryYears ? Number(draft.expiryYears) : Number.NaN,
    startDate: draft.startDate,
    termsAccepted: draft.termsAccepted,
  };
}

type FieldKey =
  | 'name'
  | 'faceValues.0'
  | 'faceValues.1'
  | 'faceValues.2'
  | 'discounts.0'
  | 'discounts.1'
  | 'discounts.2'
  | 'totalValue'
  | 'expiryYears'
  | 'startDate'
  | 'termsAccepted';

const schemaToField: Record<string, string> = {
  faceValuesPence: 'faceValues',
  discounts: 'discounts',
  totalValuePence: 'totalValue',
  name: 'name',
  expiryYears: 'expiryYears',
  startDate: 'startDate',
  termsAccepted: 'termsAccepted',
};

/**
 * One message per input, from the same domain rules the server checks (docs/product.md#campaign-rules): the voucher and
 * step rules name the input they are about (a tuple element), the rest their field.
 */
export function draftErrors(
  draft: CampaignDraft,
  now = new Date(),
): Partial<Record<FieldKey, string>> {
  const result = campaignRequestSchema(now).safeParse(requestBody(draft));
  const errors: Partial<Record<FieldKey, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = schemaToField[String(issue.path[0])];
    if (!field) continue;
    const key = (
      typeof issue.path[1] === 'number' ? `${field}.${issue.path[1]}` : field
    ) as FieldKey;
    errors[key] ??= issue.message;
  }
  return errors;
}

const ukToday = () => ukDateKey(new Date());

/**
 * Create New Campaign (/new-voucher): every rule of docs/product.md#campaign-rules shown beside its input as the user types,
 * a live preview of the card and steps customers will see, and Request → pending.
 */
export function CampaignRequestForm({ companyName }: { companyName: string }) {
  const [draft, setDraft] = useState<CampaignDraft>(emptyDraft);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [requested, setRequested] = useState<string | null>(null);
  // Multi-site groups: where the campaign can be used (none: every site).
  const [siteIds, setSiteIds] = useState<string[]>([]);
  const sites = useSites();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const request = useRequestCampaign();
  const customerUrl = useCustomerUrl();
  const errors = useMemo(() => draftErrors(draft), [draft]);

  const shown = (key: FieldKey) =>
    touched.has(key) ? (errors[key] ?? serverFields[key.split('.')[0]!]) : undefined;

  function change(key: FieldKey, update: (d: CampaignDraft) => CampaignDraft) {
    setDraft(update);
    setTouched((t) => new Set(t).add(key));
    setServerFields({});
    setRequested(null);
    request.reset();
  }
  const setTriple = (field: 'faceValues' | 'discounts', index: number) => (value: string) =>
    change(`${field}.${index}` as FieldKey, (d) => {
      const next = [...d[field]] as [string, string, string];
      next[index] = value;
      return { ...d, [field]: next };
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const all = new Set<string>(Object.keys(errors).concat(Object.keys(schemaToField)));
    (['faceValues', 'discounts'] as const).forEach((f) =>
      [0, 1, 2].forEach((i) => all.add(`${f}.${i}`)),
    );
    all.add('totalValue');
    setTouched(all);
    if (Object.keys(errors).length > 0) {
      focusInvalid(formRef.current);
      return;
    }
    request.mutate(
      { ...requestBody(draft), ...(siteIds.length > 0 ? { siteIds } : {}) },
      {
        onSuccess: (campaign) => {
          setSiteIds([]);
          setRequested(campaign.name);
          setDraft(emptyDraft);
          setTouched(new Set());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            const fields: Record<string, string> = {};
            for (const [k, v] of Object.entries(error.fields)) fields[schemaToField[k] ?? k] = v;
            setServerFields(fields);
          }
        },
      },
    );
  }

  const failure =
    request.error instanceof ApiError &&
    request.error.status < 500 &&
    request.error.code !== 'internal'
      ? request.error.message
      : request.error
        ? FAILED_TO_REQUEST_CAMPAIGN
        : null;

  return (
    <div className="campaign-request">
      <form ref={formRef} className="campaign-request__form" noValidate onSubmit={submit}>
        <TextField
          label="Campaign name"
          name="name"
          autoComplete="off"
          value={draft.name}
          error={shown('name')}
          onChange={(e) => change('name', (d) => ({ ...d, name: e.target.value }))}
        />
        <fieldset className="campaign-request__group">
          <legend>Voucher values (£)</legend>
          <p className="campaign-request__hint">
            £10 to £1,000 in multiples of £5; each at least £5 more than the one before.
          </p>
          <div className="campaign-request__triple">
            {[0, 1, 2].map((i) => (
              <TextField
                key={i}
                label={`Voucher ${i + 1}`}
                inputMode="decimal"
                autoComplete="off"
                value={draft.faceValues[i]}
                error={shown(`faceValues.${i}` as FieldKey)}
                onChange={(e) => setTriple('faceValues', i)(e.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="campaign-request__group">
          <legend>Step discounts (%)</legend>
          <p className="campaign-request__hint">
            Multiples of 5, at most 90; each step at least 5 points above the one before.
          </p>
          <div className="campaign-request__triple">
            {[0, 1, 2].map((i) => (
              <TextField
                key={i}
                label={`Step ${i + 1}`}
                inputMode="numeric"
                autoComplete="off"
                value={draft.discounts[i]}
                error={shown(`discounts.${i}` as FieldKey)}
                onChange={(e) => setTriple('discounts', i)(e.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label="Total value (£)"
          hint="Each step's sales budget: £1,000 to £1,000,000."
          inputMode="decimal"
          autoComplete="off"
          value={draft.totalValue}
          error={shown('totalValue')}
          onChange={(e) => change('totalValue', (d) => ({ ...d, totalValue: e.target.value }))}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="campaign-expiry">
            Expiry timeframe
          </label>
          <div className="ui-field__control">
            <select
              id="campaign-expiry"
              className="ui-input"
              value={draft.expiryYears}
              aria-invalid={shown('expiryYears') ? true : undefined}
              aria-describedby={shown('expiryYears') ? 'campaign-expiry-error' : undefined}
              onChange={(e) =>
                change('expiryYears', (d) => ({ ...d, expiryYears: e.target.value }))
              }
            >
              <option value="">Choose…</option>
              {EXPIRY_YEARS_OPTIONS.map((years) => (
                <option key={years} value={years}>
                  {years === 1 ? '1 year' : `${years} years`} from purchase
                </option>
              ))}
            </select>
          </div>
          {shown('expiryYears') ? (
            <span className="ui-field__error" id="campaign-expiry-error">
              {shown('expiryYears')}
            </span>
          ) : null}
        </div>
        <TextField
          label="Start date"
          type="date"
          min={ukToday()}
          value={draft.startDate}
          error={shown('startDate')}
          onChange={(e) => change('startDate', (d) => ({ ...d, startDate: e.target.value }))}
        />
        <CampaignSiteChoice
          sites={openSites(sites.data)}
          value={siteIds}
          onChange={setSiteIds}
          error={serverFields.siteIds}
        />
        <div className="campaign-request__terms">
          <label>
            <input
              type="checkbox"
              checked={draft.termsAccepted}
              aria-invalid={shown('termsAccepted') ? true : undefined}
              aria-describedby={shown('termsAccepted') ? 'campaign-terms-error' : undefined}
              onChange={(e) =>
                change('termsAccepted', (d) => ({ ...d, termsAccepted: e.target.checked }))
              }
            />
            <span>
              I accept the{' '}
              <a
                href={customerUrl('/business-t-and-c') ?? '/business-t-and-c'}
                target="_blank"
                rel="noreferrer"
              >
                business terms and conditions
              </a>
            </span>
          </label>
          {shown('termsAccepted') ? (
            <span className="ui-field__error" id="campaign-terms-error">
              {shown('termsAccepted')}
            </span>
          ) : null}
        </div>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {requested ? (
          <Alert tone="success">
            {CAMPAIGN_REQUESTED} <Link to="/dashboard">See it on your dashboard</Link>
          </Alert>
        ) : null}
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Requesting…' : 'Request'}
        </Button>
      </form>
      <CampaignPreview companyName={companyName} draft={requestBody(draft)} />
    </div>
  );
}
