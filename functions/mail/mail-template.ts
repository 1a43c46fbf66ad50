import { formatNotificationDate } from '#shared/format.ts';
import { mailTexts, notificationTexts, sessionTexts } from '#shared/i18n/ui.ts';
import type { Locale } from '#shared/locales.ts';
import { deviceDescriber, interpolate, notificationValues } from '#shared/notification-values.ts';
import type { NotificationMessageKey } from '#shared/schemas/notifications.ts';
import { htmlMail } from './mail-html.ts';

/**
 * The portal's one e-mail template for what it tells users (docs/decisions/notifications-by-e-mail-the-missing-kinds-and-known-devices.md "Notifications by
 * e-mail"): a layout — greeting, the message, "sign in to Økisnavn" with the portal's origin,
 * the phishing-safe line (we never ask for card details by e-mail; sign in rather than follow
 * links about payments), the signature — around content from the catalogues
 * (`notifications.messages.<key>` and `notifications.mail.subjects.<key>` in shared/i18n/ui.*.ts),
 * as plain text and HTML (mail-html.ts: every value escaped, the only links the portal's own).
 */
export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailLayoutInput {
  locale: Locale;
  /** The reader's name for the greeting, or null for a greeting without one. */
  name: string | null;
  subject: string;
  /** The content: each a paragraph of plain text (a line break stays one). */
  paragraphs: readonly string[];
  /** The portal's origin (PUBLIC_URL), the only address the mail names. */
  origin: string;
}

/** The layout around any content: plain text and HTML, in the reader's language. */
export function mailLayout(input: MailLayoutInput): WrittenMail {
  const mail = mailTexts[input.locale];
  const name = input.name?.trim();
  const greeting = `${name ? interpolate(mail.greeting, { name }) : mail.greetingNoName},`;
  const paragraphs = [greeting, ...input.paragraphs, interpolate(mail.signIn, { origin: input.origin }), mail.phishing, mail.signature];
  return {
    subject: input.subject,
    text: paragraphs.join('\n\n'),
    html: htmlMail({ locale: input.locale, subject: input.subject, paragraphs, origin: input.origin }),
  };
}

export interface NotificationMailInput {
  locale: Locale;
  name: string | null;
  messageKey: NotificationMessageKey;
  params: Record<string, string | number>;
  origin: string;
  /** A change someone made: when it was made, and from which device when known, told under the message (the reader may not have been the one). */
  changedAt?: string;
  changedFrom?: { browser: string | null; system: string | null };
  /**
   * A change to a domain by a person: its "This was not me" link (docs/decisions/this-was-not-me.md),
   * told under when it was made in place of "sign in and change it back".
   */
  notMeUrl?: string;
}

/**
 * The e-mail of a notification: its subject and message from the catalogue by its key, the
 * parameters formatted as the panel formats them. Any message key gets its mail; one without a
 * subject of its own gets the general one.
 */
export function notificationMail(input: NotificationMailInput): WrittenMail {
  const texts = notificationTexts[input.locale];
  const values = notificationValues(input.params, input.locale, deviceDescriber(sessionTexts[input.locale]));
  const subjects: Partial<Record<NotificationMessageKey, string>> = texts.mail.subjects;
  const messages: Record<NotificationMessageKey, string> = texts.messages;
  const subject = interpolate(subjects[input.messageKey] ?? texts.mail.subject, values);
  const at = input.changedAt ? formatNotificationDate(input.changedAt, input.locale) : null;
  const device = input.changedFrom ? deviceDescriber(sessionTexts[input.locale])(input.changedFrom.browser, input.changedFrom.system) : null;
  const [madeAt, madeAtFrom] = input.notMeUrl ? [texts.mail.madeAt, texts.mail.madeAtFrom] : [texts.mail.changedAt, texts.mail.changedAtFrom];
  const when = at === null ? [] : [device === null ? interpolate(madeAt, { at }) : interpolate(madeAtFrom, { at, device })];
  const notMe = input.notMeUrl ? [interpolate(texts.mail.notMe, { ...values, url: input.notMeUrl })] : [];
  return mailLayout({ locale: input.locale, name: input.name, subject, paragraphs: [interpolate(messages[input.messageKey], values), ...when, ...notMe], origin: input.origin });
}
