import { uiTexts } from '#shared/i18n/ui.ts';
import type { Locale } from '#shared/locales.ts';
import { deviceDescriber, interpolate, notificationValues } from '#shared/notification-values.ts';
import type { NotificationMessageKey } from '#shared/schemas/notifications.ts';

/**
 * The portal's one e-mail template for what it tells users (docs/decisions.md "Notifications by
 * e-mail"): a layout — greeting, the message, "sign in to Økisnavn" with the portal's origin,
 * the phishing-safe line (we never ask for card details by e-mail; sign in rather than follow
 * links about payments), the signature — around content from the catalogues
 * (`notifications.messages.<key>` and `notifications.mail.subjects.<key>` in shared/i18n/ui.*.ts),
 * as plain text and HTML. Every value is escaped in the HTML part; the only link is the origin.
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

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

const regexpEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A paragraph as HTML: escaped, line breaks as `<br>`, and the portal's own addresses (the
 * origin, alone or with a path, escaped alike) as links. Nothing else becomes a link: an origin
 * followed by more of a host name (`https://okisnavn.fo.evil.example`) stays text.
 */
function htmlParagraph(paragraph: string, origin: string): string {
  const escaped = escapeHtml(paragraph).replaceAll('\n', '<br>');
  if (origin === '') return `<p>${escaped}</p>`;
  const address = new RegExp(`${regexpEscaped(escapeHtml(origin))}(?![\\w.-])(?:/[^\\s<]*)?`, 'g');
  const linked = escaped.replace(address, (found) => {
    // A sentence's full stop or comma after the address is not part of it.
    const url = found.replace(/[.,;:!?)]+$/, '');
    return `<a href="${url}">${url}</a>${found.slice(url.length)}`;
  });
  return `<p>${linked}</p>`;
}

/** The layout around any content: plain text and HTML, in the reader's language. */
export function mailLayout(input: MailLayoutInput): WrittenMail {
  const mail = uiTexts[input.locale].notifications.mail;
  const name = input.name?.trim();
  const greeting = `${name ? interpolate(mail.greeting, { name }) : mail.greetingNoName},`;
  const paragraphs = [greeting, ...input.paragraphs, interpolate(mail.signIn, { origin: input.origin }), mail.phishing, mail.signature];
  const html = paragraphs.map((paragraph) => htmlParagraph(paragraph, input.origin)).join('\n');
  return {
    subject: input.subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>${html}</body></html>`,
  };
}

export interface NotificationMailInput {
  locale: Locale;
  name: string | null;
  messageKey: NotificationMessageKey;
  params: Record<string, string | number>;
  origin: string;
}

/**
 * The e-mail of a notification: its subject and message from the catalogue by its key, the
 * parameters formatted as the panel formats them. Any message key gets its mail; one without a
 * subject of its own gets the general one.
 */
export function notificationMail(input: NotificationMailInput): WrittenMail {
  const texts = uiTexts[input.locale];
  const values = notificationValues(input.params, input.locale, deviceDescriber(texts.sessions));
  const subjects: Partial<Record<NotificationMessageKey, string>> = texts.notifications.mail.subjects;
  const messages: Record<NotificationMessageKey, string> = texts.notifications.messages;
  const subject = interpolate(subjects[input.messageKey] ?? texts.notifications.mail.subject, values);
  return mailLayout({ locale: input.locale, name: input.name, subject, paragraphs: [interpolate(messages[input.messageKey], values)], origin: input.origin });
}
