import { useParams } from 'react-router';
import { Loader } from '../components/layout/loader';
import { TeamPage } from '../features/teams';
import { useCurrentUser } from '../lib/api/get-current-user';

/** `/teams/{teamId}` (teams-single): the team page. */
export default function TeamRoute() {
  const { teamId = '' } = useParams();
  const { user } = useCurrentUser();
  if (!user) return <Loader />;
  return <TeamPage key={teamId} teamId={teamId} currentUserId={user.id} />;
}
