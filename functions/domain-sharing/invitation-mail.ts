import { formatDate } from '#shared/format.ts';
import { mailTexts } from '#shared/i18n/ui.ts';
import type { Locale } from '#shared/locales.ts';
import { interpolate } from '#shared/notification-values.ts';
import { mailLayout, type WrittenMail } from '../mail/mail-template.ts';

/**
 * The invitation to manage a domain, in the invitee's language and the portal's one mail layout
 * (functions/mail/mail-template.ts), as a team's invitation: who shares which domain, what a
 * technical manager manages, the link that accepts it (the portal's own accept page) and until
 * when. The texts are the catalogue's (`notifications.mail.sharingInvite` in shared/i18n/ui.*.ts).
 */
export interface InvitationMailInput {
  locale: Locale;
  /** The invitee's name when the address has a user, else null. */
  name: string | null;
  inviterName: string;
  domainName: string;
  link: string;
  validUntil: string;
  origin: string;
}

/** The invitation e-mail, plain text and HTML (every value escaped; links only to the portal). */
export function invitationMail(input: InvitationMailInput): WrittenMail {
  const texts = mailTexts[input.locale].sharingInvite;
  const values = { inviter: input.inviterName, domain: input.domainName, url: input.link, date: formatDate(input.validUntil) };
  return mailLayout({
    locale: input.locale,
    name: input.name,
    subject: interpolate(texts.subject, values),
    paragraphs: [interpolate(texts.text, values), interpolate(texts.accept, values), interpolate(texts.expires, values)],
    origin: input.origin,
  });
}
