import type { Locale } from '../locales.ts';

/**
 * The web interface's texts. Faroese is the source of truth: texts the spec gives are used
 * exactly (see FAROESE.md); texts we wrote ourselves carry a `// review:` comment for a native
 * speaker. Error and validation texts live in `./messages.ts` and are not repeated here.
 * Interpolation uses i18next's `{{name}}` syntax.
 */
const fo = {
  app: {
    name: 'Økisnavn',
    loading: 'Heintar…', // review:
    skipToContent: 'Leyp til innihaldið', // review:
  },
  titles: {
    authLogin: 'Rita inn', // review:
    authResetPassword: 'Nýtt loyniorð', // review:
    authCreateUser: 'Stovna brúkara',
    emailVerification: 'Vátta teldubústað',
    domains: 'Økisnøvn',
    domainsShared: 'Deild økisnøvn', // review:
    domainsSingle: 'Økisnavn', // review:
    searchDomain: 'Skráset økisnavn',
    purchaseDomain: 'Keyp økisnavn',
    paymentMethods: 'Gjaldshættir',
    transferDomain: 'Flyt økisnavn',
    myUser: 'Mín brúkari',
    teamsSingle: 'Toymi', // review:
    teamInviteAccept: 'Innbjóðing í toymi', // review:
    domainInviteAccept: 'Innbjóðing til økisnavn', // review:
    admin: 'Umsiting', // review:
    adminUsers: 'Brúkarar', // review:
    adminDomains: 'Økisnøvn',
    adminOrders: 'Bíleggingar', // review:
    adminInvoices: 'Rokningar', // review:
    adminStatistics: 'Hagtøl', // review:
    adminSettings: 'Stillingar', // review:
    adminActivityLog: 'Virksemisloggur', // review:
    notFound: '404: Síðan finnist ikki',
  },
  menu: {
    domains: 'Økisnøvn',
    paymentMethods: 'Gjaldshættir',
    manageTeam: 'Umsit toymið', // review:
    moveDomain: 'Flyt økisnavn',
    guides: 'Vegleiðingar', // review:
    myUser: 'Mín brúkari',
    administration: 'Umsiting', // review:
    logout: 'Rita út',
    privacyPolicy: 'Privatlívspolitikkur', // review:
    opensInNewWindow: '(letst upp í nýggjum glugga)', // review:
  },
  layout: {
    home: 'Økisnavn, forsíða', // review:
    mainNavigation: 'Høvuðsvalmynd', // review:
    openMenu: 'Lat valmyndina upp', // review:
    closeMenu: 'Lat valmyndina aftur', // review:
    back: 'Aftur', // review:
  },
  scope: {
    label: 'Vís økisnøvn hjá', // review:
    personal: 'Míni økisnøvn', // review:
    shared: 'Deild økisnøvn', // review:
    teams: 'Toymi', // review:
  },
  notifications: {
    bell: 'Fráboðanir', // review:
    unread: '{{count}} ólisnar', // review:
    panelTitle: 'Fráboðanir', // review:
    close: 'Lat fráboðanirnar aftur', // review:
    markAllRead: 'Merk allar sum lisnar', // review:
    empty: 'Tú hevur ongar fráboðanir í løtuni',
    listLater: 'Tú hevur ólisnar fráboðanir. Listin við fráboðanum kemur í eini seinni útgávu.', // review:
  },
  toasts: {
    region: 'Boð', // review:
    error: 'Feilur', // review:
    info: 'Kunning', // review:
    close: 'Lat boðini aftur', // review:
  },
  modals: {
    ok: 'Í lagi',
    cancel: 'Angra',
    confirm: 'Staðfest', // review:
    close: 'Lat aftur', // review:
  },
  tokenExpiry: {
    title: 'Tú verður rita/ur út um 60 sekund.',
    renew: 'Endurnýggja innritan',
    logout: 'Rita út',
  },
  locale: {
    label: 'Mál', // review:
    fo: 'Føroyskt',
    en: 'English',
    saved: 'Málið er goymt.', // review:
  },
  notAvailable: {
    heading: 'Kemur skjótt', // review:
    body: 'Henda síðan er ikki tøk enn. Hon kemur í eini seinni útgávu.', // review:
  },
  notFound: {
    body: 'Vit funnu ikki síðuna, tú leitaði eftir.', // review:
    home: 'Far til forsíðuna', // review:
  },
  login: {
    intro: 'Her ritar tú inn til at skráseta og umsita føroysk økisnøvn.', // review:
    accountsLater: 'Innritan við Samleikanum og við teldubústaði og loyniorði kemur saman við brúkarakontunum.', // review:
    developmentHeading: 'Menningarinnritan', // review:
    developmentNote: 'Bert í lokala umhvørvinum: rita inn sum ein royndarbrúkari.', // review:
    signInAs: 'Rita inn sum {{name}}', // review:
    administrator: 'Umsitari', // review:
    demoUsersFailed: 'Kundi ikki heinta royndarbrúkararnar.', // review:
    noDemoUsers: 'Ongir royndarbrúkarar eru.', // review:
  },
  myUser: {
    profileHeading: 'Persónsupplýsingar', // review:
    name: 'Navn', // review:
    email: 'Teldubústaður',
    phone: 'Telefon', // review:
    address: 'Bústaður', // review:
    country: 'Land', // review:
    notGiven: 'Ikki upplýst', // review:
    emailVerified: 'Teldubústaður váttaður', // review:
    emailNotVerified: 'Teldubústaður ikki váttaður', // review:
    phoneVerified: 'Telefon váttað', // review:
    phoneNotVerified: 'Telefon ikki váttað', // review:
    role: 'Leiklutur', // review:
    roleAdmin: 'Umsitari', // review:
    roleUser: 'Brúkari', // review:
    signInMethod: 'Innritan', // review:
    signInSamleikin: 'Samleikin', // review:
    signInPassword: 'Teldubústaður og loyniorð', // review:
    languageHeading: 'Mál', // review:
    languageHint: 'Málið verður nýtt her á síðuni og í teldubrøvum til tín.', // review:
    loadFailed: 'Kundi ikki heinta brúkaran.', // review:
  },
  admin: {
    navigation: 'Umsitingarvalmynd', // review:
    backToPortal: 'Aftur til økisnøvnini', // review:
  },
};

export type UiTexts = typeof fo;

const en: UiTexts = {
  app: {
    name: 'Økisnavn',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  titles: {
    authLogin: 'Sign in',
    authResetPassword: 'Set a new password',
    authCreateUser: 'Create user',
    emailVerification: 'Verify e-mail',
    domains: 'Domains',
    domainsShared: 'Shared domains',
    domainsSingle: 'Domain',
    searchDomain: 'Register a domain',
    purchaseDomain: 'Buy a domain',
    paymentMethods: 'Payment methods',
    transferDomain: 'Transfer a domain',
    myUser: 'My user',
    teamsSingle: 'Team',
    teamInviteAccept: 'Team invitation',
    domainInviteAccept: 'Domain invitation',
    admin: 'Administration',
    adminUsers: 'Users',
    adminDomains: 'Domains',
    adminOrders: 'Orders',
    adminInvoices: 'Invoices',
    adminStatistics: 'Statistics',
    adminSettings: 'Settings',
    adminActivityLog: 'Activity log',
    notFound: '404: Page not found',
  },
  menu: {
    domains: 'Domains',
    paymentMethods: 'Payment methods',
    manageTeam: 'Manage the team',
    moveDomain: 'Transfer a domain',
    guides: 'Guides',
    myUser: 'My user',
    administration: 'Administration',
    logout: 'Log out',
    privacyPolicy: 'Privacy policy',
    opensInNewWindow: '(opens in a new window)',
  },
  layout: {
    home: 'Økisnavn, home',
    mainNavigation: 'Main navigation',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    back: 'Back',
  },
  scope: {
    label: 'Show domains for',
    personal: 'My domains',
    shared: 'Shared domains',
    teams: 'Teams',
  },
  notifications: {
    bell: 'Notifications',
    unread: '{{count}} unread',
    panelTitle: 'Notifications',
    close: 'Close notifications',
    markAllRead: 'Mark all as read',
    empty: 'You have no notifications right now',
    listLater: 'You have unread notifications. The list of notifications arrives in a later release.',
  },
  toasts: {
    region: 'Messages',
    error: 'Error',
    info: 'Information',
    close: 'Close message',
  },
  modals: {
    ok: 'OK',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
  },
  tokenExpiry: {
    title: 'You will be signed out in 60 seconds.',
    renew: 'Stay signed in',
    logout: 'Log out',
  },
  locale: {
    label: 'Language',
    fo: 'Føroyskt',
    en: 'English',
    saved: 'Language saved.',
  },
  notAvailable: {
    heading: 'Coming soon',
    body: 'This page is not available yet. It arrives in a later release.',
  },
  notFound: {
    body: 'We could not find the page you were looking for.',
    home: 'Go to the front page',
  },
  login: {
    intro: 'Sign in here to register and manage Faroese domain names.',
    accountsLater: 'Sign-in with Samleikin (e-ID) and with e-mail and password arrives with the accounts feature.',
    developmentHeading: 'Development sign-in',
    developmentNote: 'Local runtime only: sign in as a demo user.',
    signInAs: 'Sign in as {{name}}',
    administrator: 'Administrator',
    demoUsersFailed: 'Could not load the demo users.',
    noDemoUsers: 'There are no demo users.',
  },
  myUser: {
    profileHeading: 'Profile',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    country: 'Country',
    notGiven: 'Not given',
    emailVerified: 'E-mail verified',
    emailNotVerified: 'E-mail not verified',
    phoneVerified: 'Phone verified',
    phoneNotVerified: 'Phone not verified',
    role: 'Role',
    roleAdmin: 'Administrator',
    roleUser: 'User',
    signInMethod: 'Sign-in',
    signInSamleikin: 'Samleikin (e-ID)',
    signInPassword: 'E-mail and password',
    languageHeading: 'Language',
    languageHint: 'Used here in the portal and in e-mails to you.',
    loadFailed: 'Could not load your user.',
  },
  admin: {
    navigation: 'Administration menu',
    backToPortal: 'Back to the domains',
  },
};

export const uiTexts: Record<Locale, UiTexts> = { fo, en };
