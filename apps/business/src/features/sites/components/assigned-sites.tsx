import { useState } from 'react';
import {
  ALL_SITES,
  CAMPAIGN_SITES_HINT,
  CAMPAIGN_SITES_LEGEND,
  CAMPAIGN_SITES_TITLE,
  MEMBER_SITES_HINT,
  MEMBER_SITES_LEGEND,
  SITES_SAVED,
  SITES_TEXT as T,
} from '@stepup/domain';
import { Alert, Button, errorMessage } from '@stepup/ui';
import { openSites, useSetCampaignSites, useSetMemberSites, useSites } from '../api/sites';
import { SiteChoice } from './site-choice';
import '../sites.css';

/**
 * The sites a campaign or a member is given (none = every site): shown as a line, and, for whoever
 * may change them, as checkboxes with Save. Nothing at a company without sites.
 */
function AssignedSites({
  kind,
  id,
  name,
  manage,
}: {
  kind: 'campaign' | 'member';
  id: string;
  /** The campaign's or the member's name, for the Edit button's accessible name. */
  name: string;
  manage: boolean;
}) {
  const sites = useSites();
  const setCampaign = useSetCampaignSites();
  const setMember = useSetMemberSites();
  const save = kind === 'campaign' ? setCampaign : setMember;
  const [editing, setEditing] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const open = openSites(sites.data);
  if (open.length === 0) return null;
  const rows = kind === 'campaign' ? sites.data!.campaigns : sites.data!.members;
  const current =
    rows.find((r) => ('campaignId' in r ? r.campaignId : r.userId) === id)?.siteIds ?? [];
  const names = open.filter((s) => current.includes(s.id)).map((s) => s.name);
  const label = kind === 'campaign' ? CAMPAIGN_SITES_TITLE : MEMBER_SITES_LEGEND;

  if (!manage || editing === null) {
    return (
      <p className="sites-assigned">
        {label}: {names.length > 0 ? names.join(', ') : ALL_SITES}{' '}
        {manage ? (
          <Button
            variant="link"
            aria-label={`${T.edit}: ${label} (${name})`}
            onClick={() => {
              setSaved(false);
              setEditing(current);
            }}
          >
            {T.edit}
          </Button>
        ) : null}
        {saved ? <span role="status"> {SITES_SAVED}</span> : null}
      </p>
    );
  }
  return (
    <div className="sites-assigned">
      <SiteChoice
        idPrefix={`${kind}-sites-${id}`}
        legend={kind === 'campaign' ? CAMPAIGN_SITES_LEGEND : MEMBER_SITES_LEGEND}
        hint={kind === 'campaign' ? CAMPAIGN_SITES_HINT : MEMBER_SITES_HINT}
        sites={open}
        value={editing}
        onChange={setEditing}
      />
      {save.error ? <Alert tone="danger">{errorMessage(save.error, T.saveFailed)}</Alert> : null}
      <span className="sites-form__actions">
        <Button
          size="small"
          disabled={save.isPending}
          onClick={() => {
            const done = { onSuccess: () => (setEditing(null), setSaved(true)) };
            if (kind === 'campaign') setCampaign.mutate({ campaignId: id, siteIds: editing }, done);
            else setMember.mutate({ userId: id, siteIds: editing }, done);
          }}
        >
          {T.save}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setEditing(null)}>
          {T.cancel}
        </Button>
      </span>
    </div>
  );
}

/** Where a campaign can be used (the dashboard's campaign card); owners change it. */
export function CampaignSites({
  campaignId,
  name,
  manage,
}: {
  campaignId: string;
  name: string;
  manage: boolean;
}) {
  return <AssignedSites kind="campaign" id={campaignId} name={name} manage={manage} />;
}

/** Where a member of staff works (/team); owners change it. */
export function MemberSites({
  userId,
  name,
  manage,
}: {
  userId: string;
  name: string;
  manage: boolean;
}) {
  return <AssignedSites kind="member" id={userId} name={name} manage={manage} />;
}
