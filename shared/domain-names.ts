/**
 * `.fo` name rules (DESIGN.md §11), shared by the API and the web — no zod here, so the web's
 * initial bundle can use it: second level only; a–z, 0–9 and hyphen; 2–63 characters; no hyphen
 * first or last; no IDN (users type á í ó ú ý æ ð ø: we say so and suggest the ASCII spelling).
 */

export const defaultTopLevelDomain = 'fo';
export const minLabelLength = 2;
export const maxLabelLength = 63;
/** Names per search (one registry check); the same as `maxSearchNames` of shared/schemas/domains.ts, here without zod for the web. */
export const maxNamesPerSearch = 20;

export type DomainNameReason =
  | 'validation.domain_too_short'
  | 'validation.domain_too_long'
  | 'validation.domain_invalid_characters'
  | 'validation.domain_hyphen_edge'
  | 'validation.domain_not_fo'
  | 'validation.domain_idn';

export type DomainNameCheck = { ok: true } | { ok: false; reason: DomainNameReason; suggestion: string | null };

/** `  Mitt-Navn ` → `mitt-navn.fo`; `Foo.COM` → `foo.com` (an entry with a suffix keeps it). */
export function normalizeDomainEntry(raw: string, topLevelDomain: string = defaultTopLevelDomain): string {
  const entry = raw.trim().toLowerCase();
  if (entry.length === 0) return entry;
  return entry.includes('.') ? entry : `${entry}.${topLevelDomain}`;
}

/**
 * `Example, FOO.fo ,bar.COM,,foo` → `example.fo, foo.fo, bar.com`: split on commas (and
 * whitespace, which no name contains), normalized, empties and repeats dropped, order kept.
 */
export function splitDomainList(raw: string, topLevelDomain: string = defaultTopLevelDomain): string[] {
  const seen = new Set<string>();
  for (const part of raw.split(/[,\s]+/)) {
    const name = normalizeDomainEntry(part, topLevelDomain);
    if (name.length > 0) seen.add(name);
  }
  return [...seen];
}

/** Letters whose ASCII spelling is not just the letter without its accent. */
const faroeseSpellings: Record<string, string> = { ø: 'o', æ: 'ae', ð: 'd', å: 'a', ß: 'ss', þ: 'th', œ: 'oe', ł: 'l', đ: 'd' };

/**
 * `føroyar` → `foroyar`, `ærgi` → `aergi`, `við` → `vid`, `á/í/ó/ú/ý` → `a/i/o/u/y`; other
 * diacritics are stripped via NFD. What remains non-ASCII is dropped.
 */
export function asciiSpelling(label: string): string {
  let out = '';
  for (const char of label.toLowerCase()) {
    const mapped = faroeseSpellings[char];
    out += mapped ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return out.replace(/[^\p{ASCII}]/gu, '');
}

/** The rules for a label without its suffix, ignoring IDN (checked first by the caller). */
function checkAsciiLabel(label: string): DomainNameReason | null {
  if (!/^[a-z0-9-]*$/.test(label)) return 'validation.domain_invalid_characters';
  if (label.length < minLabelLength) return 'validation.domain_too_short';
  if (label.length > maxLabelLength) return 'validation.domain_too_long';
  if (label.startsWith('-') || label.endsWith('-')) return 'validation.domain_hyphen_edge';
  return null;
}

/** A normalized name (lower-case, with its suffix) → ok, or the reason key and a suggestion. */
export function checkFoName(name: string, topLevelDomain: string = defaultTopLevelDomain): DomainNameCheck {
  const suffix = `.${topLevelDomain}`;
  if (!name.endsWith(suffix)) return { ok: false, reason: 'validation.domain_not_fo', suggestion: null };
  const label = name.slice(0, -suffix.length);
  // Non-ASCII letters: .fo has no IDN. Say so, and offer the ASCII spelling when that is valid.
  if (/[^\p{ASCII}]/u.test(label)) {
    const ascii = asciiSpelling(label);
    return { ok: false, reason: 'validation.domain_idn', suggestion: checkAsciiLabel(ascii) === null ? `${ascii}${suffix}` : null };
  }
  const reason = checkAsciiLabel(label);
  return reason === null ? { ok: true } : { ok: false, reason, suggestion: null };
}
