import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { AcceptInvite } from '../features/teams';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';

/**
 * `/teams/{teamId}/invites/{inviteId}/accept` (team-invite-accept): outside the main layout (spec
 * §2 Layout), in the guest pages' frame — the product's name and the language choice in its header.
 */
export default function TeamInviteAcceptRoute() {
  const { t } = useTranslation();
  const { teamId = '', inviteId = '' } = useParams();
  return (
    <AuthFrame title={t('teams.acceptHeading')} localeSwitcher={<LocaleSwitcher />}>
      <AcceptInvite key={`${teamId}/${inviteId}`} teamId={teamId} inviteId={inviteId} />
    </AuthFrame>
  );
}
