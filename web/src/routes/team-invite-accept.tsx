import { useParams } from 'react-router';
import { AcceptInvite } from '../features/teams';

/** `/teams/{teamId}/invites/{inviteId}/accept` (team-invite-accept): outside the main layout (spec §2 Layout). */
export default function TeamInviteAcceptRoute() {
  const { teamId = '', inviteId = '' } = useParams();
  return <AcceptInvite key={`${teamId}/${inviteId}`} teamId={teamId} inviteId={inviteId} />;
}
