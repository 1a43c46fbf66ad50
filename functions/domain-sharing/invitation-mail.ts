import { formatDate } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import { htmlMail } from '../mail/mail-html.ts';

/**
 * The invitation to manage a domain, in Faroese and English. Written here, as the accounts'
 * codes and links are (functions/auth/messages.ts), not through the notification template: that
 * one reads the whole UI catalogue (77 KB of both languages), which would take this Lambda far
 * over its 300 KB bundle budget for four sentences (docs/decisions.md, "Shared domains"). The only
 * link is the portal's own accept page; new Faroese texts are marked `// review:`.
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

type Texts = (input: InvitationMailInput, date: string) => { subject: string; paragraphs: string[] };

const invitationTexts: Record<Locale, Texts> = {
  fo: ({ name, inviterName, domainName, link }, date) => ({
    subject: `${inviterName} deilir ${domainName} við teg`, // review:
    paragraphs: [
      name ? `Hey ${name},` : 'Hey,', // review:
      `${inviterName} bjóðar tær at umsita økisnavnið ${domainName} á Økisnavn sum tøkniligur umsitari: DNS-postar, víðarisending, navnaambætarar og DNSSEC.`, // review:
      `Góðtak innbjóðingina her (rita inn, ella stovna ein brúkara, við hesum teldupostbústaðinum): ${link}`, // review:
      `Innbjóðingin kann góðtakast til ${date}. Væntar tú ikki hesa innbjóðing, kanst tú síggja burtur frá henni.`, // review:
      'Vinarliga\nØkisnavn', // review:
    ],
  }),
  en: ({ name, inviterName, domainName, link }, date) => ({
    subject: `${inviterName} shares ${domainName} with you`,
    paragraphs: [
      name ? `Hello ${name},` : 'Hello,',
      `${inviterName} invites you to manage the domain ${domainName} at Økisnavn as its technical manager: its DNS records, forwarding, name servers and DNSSEC.`,
      `Accept the invitation here (sign in, or create a user, with this e-mail address): ${link}`,
      `The invitation can be accepted until ${date}. If you did not expect it, you can ignore it.`,
      'Kind regards\nØkisnavn',
    ],
  }),
};

/** The invitation e-mail, plain text and HTML (every value escaped; the accept link the only link). */
export function invitationMail(input: InvitationMailInput): { subject: string; text: string; html: string } {
  const { subject, paragraphs } = invitationTexts[input.locale](input, formatDate(input.validUntil));
  return { subject, text: paragraphs.join('\n\n'), html: htmlMail({ locale: input.locale, subject, paragraphs, origin: input.origin }) };
}
