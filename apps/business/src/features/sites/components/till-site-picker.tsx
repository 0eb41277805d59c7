import { useEffect, useId, useState } from 'react';
import {
  SITES_TEXT as T,
  TILL_SITE_CHOOSE,
  TILL_SITE_LABEL,
  TILL_SITE_REQUIRED,
} from '@stepup/domain';
import { Alert } from '@stepup/ui';
import { openSites, useSites } from '../api/sites';
import { readTillSite, writeTillSite } from '../till-site';
import '../sites.css';

/**
 * /redeem at a company with sites (docs/product.md#multi-site-groups): which site this till is at,
 * remembered on this device; staff choose among their own sites. The redeem request reads the
 * choice (readTillSite). A company without sites sees nothing.
 */
export function TillSitePicker() {
  const sites = useSites();
  const id = useId();
  const [chosen, setChosen] = useState(readTillSite);
  const open = openSites(sites.data);
  const yours = sites.data?.yourSiteIds ?? [];
  const allowed = yours.length === 0 ? open : open.filter((s) => yours.includes(s.id));
  const only = allowed.length === 1 ? allowed[0]!.id : undefined;
  // A remembered site that closed or is no longer yours is forgotten; one possible site is chosen.
  const current = allowed.some((s) => s.id === chosen) ? chosen : only;
  const valid = current !== undefined;

  // Keep this device's memory in step with what the till shows (the redeem request reads it).
  useEffect(() => {
    if (sites.data && readTillSite() !== current) writeTillSite(current ?? null);
  }, [sites.data, current]);

  if (!sites.data || open.length === 0) return null;
  if (allowed.length === 0) return <Alert tone="danger">{T.tillNoSites}</Alert>;
  return (
    <div className="till-site">
      <label htmlFor={id}>{TILL_SITE_LABEL}</label>
      <select
        id={id}
        value={current ?? ''}
        aria-describedby={valid ? undefined : `${id}-hint`}
        onChange={(e) => {
          writeTillSite(e.target.value || null);
          setChosen(e.target.value || undefined);
        }}
      >
        <option value="">{TILL_SITE_CHOOSE}</option>
        {allowed.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
      {valid ? null : (
        <p id={`${id}-hint`} className="sites-choice__hint">
          {TILL_SITE_REQUIRED}
        </p>
      )}
    </div>
  );
}
