import { PageTitle } from '@stepup/ui';
import { TeamPage } from '../features/team/components/team-page';
import '../features/team/components/team.css';

/** /team: the company's members and their roles; owners invite colleagues by email. */
export function TeamRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Team']}
        lead="Invite colleagues by email and choose what each of them may do."
      >
        Team
      </PageTitle>
      <TeamPage />
    </div>
  );
}
