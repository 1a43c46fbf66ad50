/**
 * The SPA's texts by area (docs/decisions/texts-by-page.md): the build cuts each language's
 * catalogue into one chunk per area (web/texts-by-area.ts), and a page or a lazily loaded panel
 * loads the areas it shows (`withTexts`, `useTexts` in lib/i18n.ts) beside its code.
 *
 * An area lists top-level sections of the catalogue (`'domains'`) or single keys of a section
 * (`'dns.tabRecords'`: a key given to an area leaves the rest of its section to the area that
 * names the section). What no area names is the `guest` area: the guests' pages, the shared
 * components, the general errors, loaded at start, so a new section never shows as its key.
 * `tests` (web/src/app/texts-by-page.test.ts) check that every page and panel names the areas
 * of the texts its code uses.
 */
export const textAreas = {
  /** The signed-in layout (scope, bell, sessions) and the domain list, on every signed-in page; with the signed-in pages' messages. */
  'signed-in': ['scope', 'notifications', 'sessions', 'domains', 'domainSharing', 'passkeys.promptTitle', 'passkeys.promptText', 'passkeys.promptAdd', 'passkeys.promptDismiss'],
  /** The notifications' sentences: with the bell's panel, when it first opens. */
  notifications: ['notifications.messages'],
  /** The e-mails' texts: the functions send them, no page shows them, so no page loads them. */
  mail: ['notifications.mail'],
  /** A domain's view: its details and the tabs' names (each tab's own texts come with its panel). */
  domain: [
    'domain',
    'domainTabs',
    'dns.tabRecords',
    'dns.tabZoneFile',
    'dns.tabForwarding',
    'dns.tabVersions',
    'domainSettings.tabNameServers',
    'domainSettings.tabDnssec',
    'domainSettings.tabContacts',
    'domainSettings.tabLocks',
  ],
  dns: ['dns'],
  'domain-settings': ['domainSettings'],
  activity: ['activity'],
  renewal: ['renewal'],
  payments: ['orders', 'receipts', 'paymentCards', 'purchase'],
  search: ['domainSearch'],
  account: ['myUser', 'deleteAccount', 'claims', 'passkeys'],
  teams: ['teams'],
  'api-tokens': ['apiTokens'],
  webhooks: ['webhooks'],
  transfers: ['transfers'],
  admin: ['admin'],
  /** The step-up modal before a risky change: with its code, when the API first asks for a fresh sign-in. */
  'step-up': ['stepUp'],
  /** "This was not me" (`/not-me/{token}`): the page a change's mail links to. */
  'not-me': ['notMe'],
  /** The strength meter under a new password's field: with its code, when the field is first focused. */
  'password-strength': ['passwordStrength'],
} as const satisfies Record<string, readonly string[]>;

export type TextArea = 'guest' | keyof typeof textAreas;
export const textAreaNames = ['guest', ...Object.keys(textAreas)] as TextArea[];

/** The `errors` and `validation` keys only the signed-in pages' forms and API calls give: they come with the `signed-in` area. */
export const signedInMessages =
  /^(?:step_up_|domain_|too_many_domains$|years_range$|select_one_or_more$|name_servers?_|host_name_|invalid_ip$|glue_|key_tag_|dnssec_|digest_|dnskey_|public_key_|must_understand$|ds_records_|transfer_|profile_incomplete|idempotency_key_|renewal_limit|payment_|auto_renewal_|card_name_max$|dns_|zone_|forwarding_|user_owns_domains$|user_in_team$|webhook_|only_owners$|passkey_|team_|already_shared$|invitation_expired$|sharing_|select_users$|settings_|seller_|claim_|order_not_|admin_|api_token|token_)/;
const messageTables: ReadonlySet<string> = new Set(['errors', 'validation']);

/** The area a key (`section` and its top-level `key`) belongs to. */
export function areaOf(section: string, key: string): TextArea {
  if (messageTables.has(section)) return signedInMessages.test(key) ? 'signed-in' : 'guest';
  let bySection: TextArea = 'guest';
  for (const [area, selectors] of Object.entries(textAreas) as [TextArea, readonly string[]][]) {
    if (selectors.includes(`${section}.${key}`)) return area;
    if (selectors.includes(section)) bySection = area;
  }
  return bySection;
}

/** The part of a catalogue in an area, by sections and their top-level keys. */
export function textsOfArea(catalogue: Record<string, unknown>, area: TextArea): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const [section, texts] of Object.entries(catalogue)) {
    const kept = Object.entries(texts as Record<string, unknown>).filter(([key]) => areaOf(section, key) === area);
    if (kept.length > 0) part[section] = Object.fromEntries(kept);
  }
  return part;
}

export function isTextArea(name: string | undefined): name is TextArea {
  return name !== undefined && (textAreaNames as string[]).includes(name);
}
