import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { CompanyCampaign } from '@stepup/contracts';
import type { OfferSettingsForm } from '@stepup/domain';
import {
  checkOfferSettings,
  CUSTOM_DISCOUNT_MAX,
  CUSTOM_DISCOUNT_MIN,
  CUSTOM_FACE_VALUE_MAX_POUNDS,
  formatPounds,
  OFFER_SETTINGS_FAILED,
  OFFER_SETTINGS_SAVED,
  offerSettingsForm,
  offerSettingsSummary,
  offersWaitingText,
} from '@stepup/domain';
import { Alert, Button, Card, errorMessage, Modal, TextField } from '@stepup/ui';
import { useWaitingOffersCount } from '../api/get-company-offers';
import { useSaveOfferSettings } from '../api/save-offer-settings';
import { useCompanyPermissions } from '../../team/api/use-company-permissions';

/**
 * A campaign's offer settings (owners): allow customer offers, the highest face value considered
 * (≤ £500) and the discount at or below which an offer is accepted at once (empty: never). Each
 * rule's message shows beside its input once it has been typed in, or on Save.
 */
function OfferSettingsDialog({
  campaign,
  onClose,
  onSaved,
}: {
  campaign: CompanyCampaign;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<OfferSettingsForm>(() =>
    offerSettingsForm(campaign.customOfferSettings),
  );
  const [touched, setTouched] = useState<{ maxFaceValue?: boolean; autoAcceptDiscount?: boolean }>(
    {},
  );
  const save = useSaveOfferSettings();
  const { errors, settings } = checkOfferSettings(form);
  const id = `offer-settings-${campaign.id}`;

  function change(patch: Partial<OfferSettingsForm>) {
    setForm((f) => ({ ...f, ...patch }));
    save.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ maxFaceValue: true, autoAcceptDiscount: true });
    if (!settings) {
      const first = errors.maxFaceValue ? `${id}-max` : `${id}-auto`;
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate({ campaignId: campaign.id, settings }, { onSuccess: onSaved });
  }

  return (
    <Modal title={`Custom offers: ${campaign.name}`} onClose={onClose}>
      <form className="offer-dialog" noValidate onSubmit={submit}>
        <label className="offer-dialog__check">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          Allow customer offers
        </label>
        <TextField
          id={`${id}-max`}
          label="Highest face value considered (£)"
          hint={`Up to £${CUSTOM_FACE_VALUE_MAX_POUNDS}. Customers cannot offer more than this.`}
          inputMode="decimal"
          autoComplete="off"
          value={form.maxFaceValue}
          error={touched.maxFaceValue ? errors.maxFaceValue : undefined}
          onChange={(event) => {
            change({ maxFaceValue: event.target.value });
            setTouched((t) => ({ ...t, maxFaceValue: true }));
          }}
        />
        <TextField
          id={`${id}-auto`}
          label="Auto-accept offers at or below (%)"
          hint={`${CUSTOM_DISCOUNT_MIN}–${CUSTOM_DISCOUNT_MAX}. Leave empty to answer every offer yourself; an offer accepted at once is paid like any purchase.`}
          inputMode="numeric"
          autoComplete="off"
          value={form.autoAcceptDiscount}
          error={touched.autoAcceptDiscount ? errors.autoAcceptDiscount : undefined}
          onChange={(event) => {
            change({ autoAcceptDiscount: event.target.value });
            setTouched((t) => ({ ...t, autoAcceptDiscount: true }));
          }}
        />
        {save.error ? (
          <Alert tone="danger">{errorMessage(save.error, OFFER_SETTINGS_FAILED)}</Alert>
        ) : null}
        <div className="offer-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A campaign card's custom offers: their sales beside the ladder's (charged offers, vouchers not
 * cancelled), the settings in a sentence and, for owners of a live or pending campaign, the
 * settings dialog.
 */
export function CampaignOffers({
  campaign,
  campaignTitleId,
}: {
  campaign: CompanyCampaign;
  /** The campaign's own heading: every campaign on the dashboard has this section, its name tells them apart. */
  campaignTitleId: string;
}) {
  // Offer settings set prices, like answers do: owners only (the server agrees).
  const manage = useCompanyPermissions().allows('answerCustomOffers');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const { customOfferSales: sales, customOfferSettings: settings } = campaign;
  const titleId = `campaign-offers-${campaign.id}`;
  const editable = manage && (campaign.status === 'live' || campaign.status === 'pending');
  return (
    <section className="campaign-offers" aria-labelledby={`${titleId} ${campaignTitleId}`}>
      <h4 id={titleId} className="campaign-offers__title">
        Custom offers
      </h4>
      <dl className="campaign-offers__sales">
        <div>
          <dt>Sold</dt>
          <dd className="tabular">{sales.count}</dd>
        </div>
        <div>
          <dt>Face value</dt>
          <dd className="tabular">{formatPounds(sales.faceValuePence)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd className="tabular">{formatPounds(sales.paidPence)}</dd>
        </div>
      </dl>
      <div className="campaign-offers__settings">
        <p>
          {offerSettingsSummary(
            settings.enabled,
            formatPounds(settings.maxFaceValuePence),
            settings.autoAcceptDiscount,
          )}
        </p>
        {editable ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setSaved(false);
              setOpen(true);
            }}
          >
            Offer settings <span className="ui-visually-hidden">for {campaign.name}</span>
          </Button>
        ) : null}
      </div>
      {saved ? <Alert tone="success">{OFFER_SETTINGS_SAVED}</Alert> : null}
      {open ? (
        <OfferSettingsDialog
          campaign={campaign}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            setSaved(true);
          }}
        />
      ) : null}
    </section>
  );
}

/** The dashboard's count of offers waiting for an answer, linking to the inbox. */
export function OffersWaiting() {
  const count = useWaitingOffersCount({ enabled: useCompanyPermissions().isCompanyUser });
  if (count === null) return null;
  return (
    <Card padded className="offers-waiting">
      <p>
        <Link to="/offers">{offersWaitingText(count)}</Link>
      </p>
    </Card>
  );
}
