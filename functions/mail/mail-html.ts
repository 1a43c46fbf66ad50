/**
 * The HTML part of every e-mail the portal sends (the account's codes and links, and the
 * layout of mail-template.ts): paragraphs of plain text, escaped, with the portal's own
 * addresses as the only links. Kept apart from the texts, so a function that mails no
 * notification does not bundle the catalogues.
 */
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
export function htmlParagraph(paragraph: string, origin: string): string {
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

/** A whole HTML mail of paragraphs, its subject as the title. */
export function htmlMail(input: { locale: string; subject: string; paragraphs: readonly string[]; origin: string }): string {
  const body = input.paragraphs.map((paragraph) => htmlParagraph(paragraph, input.origin)).join('\n');
  return `<!doctype html><html lang="${escapeHtml(input.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>${body}</body></html>`;
}
