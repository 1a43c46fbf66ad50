import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The SPA's texts by area, so a guest's page loads only the texts guests' pages show. The
 * catalogues stay one per language (shared/i18n/ui.fo.ts, ui.en.ts, messages.fo.ts,
 * messages.en.ts, put together by web/src/lib/i18n-catalogue.<locale>.ts); the build cuts each
 * language's catalogue into two chunks by its top-level sections:
 * - `virtual:okisnavn-texts/<locale>/signed-in`: the sections below, shown only to a signed-in
 *   user (the signed-in layout and its pages); loaded with the first page that needs them.
 *   Of the `errors` and `validation` tables, the messages of the signed-in pages' forms and
 *   calls (`signedInMessages`: domains, DNS, DNSSEC, transfers, payments) go with them.
 * - `virtual:okisnavn-texts/<locale>/guest`: every other section and message (the guests' pages,
 *   the shared components, the general errors), loaded at start. A new section or message lands
 *   here until it is named below, so it never shows as its key.
 * In development (`vite serve`) the guest module is the whole catalogue and the signed-in one is
 * empty, so edits to the texts reload as any module does.
 */
export const signedInSections: ReadonlySet<string> = new Set([
  'scope',
  'notifications',
  'sessions',
  'deleteAccount',
  'myUser',
  'domainSearch',
  'domains',
  'domainSettings',
  'domainTabs',
  'activity',
  'renewal',
  'domain',
  'orders',
  'purchase',
  'receipts',
  'paymentCards',
  'transfers',
  'admin',
  'dns',
  'teams',
  'domainSharing',
  'claims',
]);

/** The `errors` and `validation` keys only the signed-in pages' forms and API calls give. */
export const signedInMessages =
  /^(?:domain_|too_many_domains$|years_range$|select_one_or_more$|name_servers?_|host_name_|invalid_ip$|glue_|key_tag_|dnssec_|digest_|dnskey_|public_key_|must_understand$|ds_records_|transfer_|profile_incomplete|idempotency_key_|renewal_limit|payment_|auto_renewal_|card_name_max$|dns_|zone_|forwarding_|user_owns_domains$|user_in_team$|webhook_|only_owners$|team_|already_shared$|invitation_expired$|sharing_|select_users$|settings_|seller_|claim_|order_not_|admin_)/;
const messageTables: ReadonlySet<string> = new Set(['errors', 'validation']);

/** The part of a catalogue in an area: its sections, and of the message tables their messages. */
export function textsOfArea(catalogue: Record<string, unknown>, area: 'guest' | 'signed-in'): Record<string, unknown> {
  const signedIn = area === 'signed-in';
  const part: Record<string, unknown> = {};
  for (const [section, texts] of Object.entries(catalogue)) {
    if (messageTables.has(section)) {
      part[section] = Object.fromEntries(Object.entries(texts as Record<string, string>).filter(([key]) => signedInMessages.test(key) === signedIn));
    } else if (signedInSections.has(section) === signedIn) {
      part[section] = texts;
    }
  }
  return part;
}

const prefix = 'virtual:okisnavn-texts/';
const catalogueModule = (locale: string) => new URL(`./src/lib/i18n-catalogue.${locale}.ts`, import.meta.url);

export function textsByAreaPlugin(): Plugin {
  let serving = false;
  return {
    name: 'okisnavn-texts-by-area',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // `virtual:okisnavn-texts/fo/guest` is the module `texts-fo-guest`: its chunk's name says what it holds.
    resolveId(id) {
      if (!id.startsWith(prefix)) return undefined;
      const [locale, area, rest] = id.slice(prefix.length).split('/');
      if (!locale || !/^[a-z]{2}$/.test(locale) || (area !== 'guest' && area !== 'signed-in') || rest !== undefined) throw new Error(`Unknown texts module ${id}`);
      return `\0${prefix}texts-${locale}-${area}`;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}texts-`)) return undefined;
      const name = id.slice(`\0${prefix}texts-`.length);
      const [locale, area] = [name.slice(0, 2), name.slice(3) === 'signed-in' ? 'signed-in' : 'guest'] as const;
      const file = catalogueModule(locale);
      if (serving) return area === 'guest' ? `export { catalogue as default } from ${JSON.stringify(file.pathname)};` : 'export default {};';
      // The build reads the catalogue itself (Node strips the types) and writes the area's part.
      const { catalogue } = (await import(pathToFileURL(file.pathname).href)) as { catalogue: Record<string, unknown> };
      return `export default ${JSON.stringify(textsOfArea(catalogue, area))};`;
    },
  };
}
