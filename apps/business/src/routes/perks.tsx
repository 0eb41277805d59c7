import { PageTitle } from '@stepup/ui';
import { PerksList } from '../features/perks/components/perks-list';
import '../features/perks/components/perks.css';

/** /perks: extra benefits for businesses on the platform (admins manage them). */
export function PerksRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Perks']}
        lead="Extra benefits for businesses on the platform."
      >
        Perks
      </PageTitle>
      <PerksList />
    </div>
  );
}
