import { useSearchParams } from 'react-router';
import { TeamInvite } from '../features/team/components/team-invite';
import '../features/team/components/team.css';

/** /team-invite?token=…: the page an emailed team invitation opens. */
export function TeamInviteRoute() {
  const [params] = useSearchParams();
  return <TeamInvite token={params.get('token') ?? ''} />;
}
