import { formatDate } from '#shared/format.ts';
import { mailTexts } from '#shared/i18n/ui.ts';
import { interpolate } from '#shared/notification-values.ts';
import { mailLayout } from '../mail/mail-template.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { InviteMailer } from './ports.ts';

/**
 * The invitation's e-mail, in the portal's one mail layout and the invitee's language: who
 * invites to which team (as owner or member), the link that accepts it, and when it expires.
 */
export function inviteMailer(mailer: Mailer, origin: string): InviteMailer {
  return {
    async send({ invite, teamName, inviterName, locale, acceptUrl }) {
      const texts = mailTexts[locale].teamInvite;
      const values = { team: teamName, inviter: inviterName, url: acceptUrl, date: formatDate(invite.expiresAt) };
      const mail = mailLayout({
        locale,
        name: null,
        subject: interpolate(texts.subject, values),
        paragraphs: [interpolate(invite.isOwner ? texts.textOwner : texts.text, values), interpolate(texts.accept, values), interpolate(texts.expires, values)],
        origin,
      });
      await mailer.send({ to: invite.email, ...mail });
    },
  };
}
