import { useState } from 'react';
import { Copy, ExternalLink, Gift, PauseCircle } from 'lucide-react';
import type { Perk } from '@stepup/contracts';
import {
  COMPANY_PERKS_TEXT as T,
  PERKS_UNAVAILABLE,
  PERKS_UNAVAILABLE_TEXT,
  ukDate,
  ukDayStart,
} from '@stepup/domain';
import { Alert, Button, Card, EmptyState, errorMessage, Preloader } from '@stepup/ui';
import { usePerks } from '../api/get-perks';

/** A perk's code with a button that copies it (and says so, or asks to copy it by hand). */
function PerkCode({ perk }: { perk: Perk & { code: string } }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(perk.code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="perk-card__code">
      <span className="perk-card__code-label">{T.code}</span>
      <code className="perk-card__code-value">{perk.code}</code>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        <Copy aria-hidden="true" size={16} />
        {T.copy}
        <span className="ui-visually-hidden">: {perk.title}</span>
      </Button>
      <span className="perk-card__copied" role="status">
        {copied === 'yes' ? T.copied : copied === 'failed' ? T.copyFailed : ''}
      </span>
    </div>
  );
}

function PerkCard({ perk }: { perk: Perk }) {
  const endsAt = perk.endsOn ? ukDayStart(perk.endsOn) : null;
  return (
    <Card className="perk-card">
      <div className="perk-card__picture">
        {perk.imageUrl ? (
          <img src={perk.imageUrl} alt="" loading="lazy" width={540} height={270} />
        ) : (
          <Gift aria-hidden="true" size={40} />
        )}
      </div>
      <div className="perk-card__body">
        <h2 className="perk-card__title">{perk.title}</h2>
        {perk.partner ? <p className="perk-card__partner">{T.from(perk.partner)}</p> : null}
        {perk.description ? <p className="perk-card__text">{perk.description}</p> : null}
        {endsAt ? <p className="perk-card__until">{T.until(ukDate(endsAt))}</p> : null}
        {perk.code ? <PerkCode perk={{ ...perk, code: perk.code }} /> : null}
        {perk.url ? (
          <a className="perk-card__link" href={perk.url} target="_blank" rel="noreferrer">
            {T.getPerk}
            <span className="ui-visually-hidden">: {perk.title} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" size={16} className="inline-icon" />
          </a>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * /perks: the perks live today for this company, as cards (partner, picture, description, link
 * and code); a clear page while an admin has turned perks off.
 */
export function PerksList() {
  const perks = usePerks();
  if (perks.isPending) return <Preloader label="Loading your perks" />;
  if (perks.isError) {
    return (
      <Alert tone="danger">
        {errorMessage(perks.error, 'Your perks could not be loaded. Please reload the page.')}
      </Alert>
    );
  }
  if (!perks.data.available) {
    return (
      <Card padded>
        <EmptyState icon={<PauseCircle size={28} />} title={PERKS_UNAVAILABLE} headingLevel={2}>
          {PERKS_UNAVAILABLE_TEXT}
        </EmptyState>
      </Card>
    );
  }
  if (perks.data.perks.length === 0) {
    return (
      <Card padded>
        <EmptyState icon={<Gift size={28} />} title="No perks just yet" headingLevel={2}>
          New benefits for businesses on the platform appear here as we add them. Meanwhile, finish
          your setup so your campaigns can go live.
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul className="perks" aria-label="Perks">
      {perks.data.perks.map((perk) => (
        <li key={perk.id}>
          <PerkCard perk={perk} />
        </li>
      ))}
    </ul>
  );
}
