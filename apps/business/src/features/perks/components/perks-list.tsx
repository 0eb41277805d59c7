import { ExternalLink, Gift } from 'lucide-react';
import { Alert, Card, EmptyState, errorMessage, Preloader } from '@stepup/ui';
import { usePerks } from '../api/get-perks';

/** /perks: the enabled perks for every company and this company's own, as cards (read-only). */
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
  if (perks.data.length === 0) {
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
      {perks.data.map((perk) => (
        <li key={perk.id}>
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
              {perk.description ? <p className="perk-card__text">{perk.description}</p> : null}
              {perk.url ? (
                <a className="perk-card__link" href={perk.url} target="_blank" rel="noreferrer">
                  Get this perk<span className="ui-visually-hidden">: {perk.title}</span>
                  <ExternalLink aria-hidden="true" size={16} className="inline-icon" />
                </a>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
