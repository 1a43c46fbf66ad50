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

/** Each Faroese letter's ways of being written out, the usual first (`asciiSpelling`'s). */
const writtenOut: Record<string, readonly string[]> = { á: ['a', 'aa'], ø: ['o', 'oe'], æ: ['ae', 'a'], ð: ['d'], í: ['i'], ó: ['o'], ú: ['u'], ý: ['y'] };
/** Words put before or after a taken name: Faroese and English that read naturally on a `.fo` name. */
const alternativePrefixes = ['mitt', 'nytt'] as const;
const alternativeSuffixes = ['foroyar', 'online', 'handil', 'app'] as const;
/** Where a Faroese compound usually joins (a genitive `-ar`, `-s`, `-a`, `-ur` before the second word). */
const compoundJoints = ['ar', 'ur', 's', 'a'] as const;

/**
 * Other names to offer when `name` (normalized, with its suffix) is taken, or is spelt with
 * Faroese letters (issue 32): its letters written out the other usual way (`vágsbotnur` →
 * `vagsbotnur`, `vaagsbotnur`), hyphenated where a compound joins or joined where it was
 * hyphenated (`havnarbiti` → `havnar-biti`), with a word after it and before it
 * (`havnarbiti-foroyar`, `mitt-havnarbiti`). Only names the `.fo` rules allow, none twice, the
 * name itself left out; the most alike first. Whether they are free is the registry's to say.
 */
export function alternativeNames(name: string, topLevelDomain: string = defaultTopLevelDomain): string[] {
  const suffix = `.${topLevelDomain}`;
  if (!name.endsWith(suffix)) return [];
  const label = name.slice(0, -suffix.length);
  const ascii = asciiSpelling(label);
  const labels: string[] = [];
  if (ascii !== label) {
    labels.push(ascii);
    labels.push([...label.toLowerCase()].map((char) => writtenOut[char]?.at(-1) ?? asciiSpelling(char)).join(''));
  }
  if (ascii.includes('-')) labels.push(ascii.replaceAll('-', ''));
  else labels.push(...compoundSplits(ascii).map(([first, second]) => `${first}-${second}`));
  labels.push(...alternativeSuffixes.filter((word) => !ascii.endsWith(word)).map((word) => `${ascii}-${word}`));
  labels.push(...alternativePrefixes.filter((word) => !ascii.startsWith(word)).map((word) => `${word}-${ascii}`));
  const names = new Set<string>();
  for (const candidate of labels) if (candidate !== label && checkAsciiLabel(candidate) === null) names.add(`${candidate}${suffix}`);
  return [...names];
}

/**
 * The place where `label` most likely is two words joined (each part 3 letters or more): after
 * the likelier joint first (`-ar`/`-ur` before `-s` before `-a`), then the nearest the middle.
 */
function compoundSplits(label: string): [string, string][] {
  const splits: { parts: [string, string]; joint: number }[] = [];
  for (let at = 3; at <= label.length - 3; at += 1) {
    const [first, second] = [label.slice(0, at), label.slice(at)];
    const joint = compoundJoints.findIndex((ending) => first.endsWith(ending));
    // A word starts with one consonant here: not `havna|rbiti` (the joint is `havnar|biti`), `brukar|ahandil` or `keypma|nnahavn`.
    const startsAWord = /^[bcdfghjklmnpqrstvwxz]/.test(second) && second[0] !== second[1] && !(/[au]$/.test(first) && second.startsWith('r'));
    if (joint >= 0 && startsAWord) splits.push({ parts: [first, second], joint });
  }
  const middle = label.length / 2;
  const distance = (split: { parts: [string, string] }) => Math.abs(split.parts[0].length - middle);
  return splits
    .sort((a, b) => a.joint - b.joint || distance(a) - distance(b))
    .slice(0, 1)
    .map((split) => split.parts);
}
