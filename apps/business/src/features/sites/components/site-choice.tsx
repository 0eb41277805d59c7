import type { CompanySite } from '@stepup/contracts';
import { CAMPAIGN_SITES_HINT, CAMPAIGN_SITES_LEGEND } from '@stepup/domain';
import '../sites.css';

/**
 * Checkboxes of the company's open sites (none ticked = every site): where a campaign can be used
 * or where a member of staff works.
 */
export function SiteChoice({
  legend,
  hint,
  sites,
  value,
  onChange,
  idPrefix,
  error,
}: {
  legend: string;
  hint: string;
  sites: CompanySite[];
  value: string[];
  onChange: (siteIds: string[]) => void;
  idPrefix: string;
  error?: string;
}) {
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="sites-choice" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className="sites-choice__hint">
        {hint}
      </p>
      {sites.map((site) => (
        <label key={site.id} className="sites-choice__option" htmlFor={`${idPrefix}-${site.id}`}>
          <input
            id={`${idPrefix}-${site.id}`}
            type="checkbox"
            checked={value.includes(site.id)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...value, site.id] : value.filter((id) => id !== site.id),
              )
            }
          />
          {site.name}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The campaign request's "where can it be used?" (none ticked: every site); nothing without sites. */
export function CampaignSiteChoice({
  sites,
  value,
  onChange,
  error,
}: {
  sites: CompanySite[];
  value: string[];
  onChange: (siteIds: string[]) => void;
  error?: string;
}) {
  if (sites.length === 0) return null;
  return (
    <SiteChoice
      idPrefix="campaign-request-sites"
      legend={CAMPAIGN_SITES_LEGEND}
      hint={CAMPAIGN_SITES_HINT}
      sites={sites}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
