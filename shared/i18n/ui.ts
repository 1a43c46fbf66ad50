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
    authForgotPassword: 'Gloymt loyniorð', // review:
    authCreateUser: 'Stovna brúkara',
    emailVerification: 'Vátta teldubústað',
    phoneVerification: 'Vátta telefonnummar', // review:
    domains: 'Økisnøvn',
    domainsShared: 'Deild økisnøvn', // review:
    domainsSingle: 'Økisnavn', // review:
    searchDomain: 'Skráset økisnavn',
    purchaseDomain: 'Keyp økisnavn',
    paymentMethods: 'Gjaldshættir',
    transferDomain: 'Flyt økisnavn',
    myUser: 'Mín brúkari',
    receipts: 'Kvittanir', // review:
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
    receipts: 'Kvittanir', // review:
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
  auth: {
    backToLogin: 'Aftur til innritan', // review:
  },
  form: {
    email: 'Teldubústaður',
    password: 'Loyniorð', // review:
    newPassword: 'Nýtt loyniorð', // review:
    currentPassword: 'Núverandi loyniorð', // review:
    passwordConfirmation: 'Endurtak loyniorðið', // review:
    passwordRules: 'Í minsta lagi 12 tekn, bæði bókstavir og í minsta lagi eitt tal.', // review:
    showPassword: 'Vís loyniorð', // review:
    code: 'Kota', // review:
    name: 'Navn', // review:
    street: 'Gøtunavn og nummar', // review:
    zip: 'Postnummar', // review:
    city: 'Býur ella bygd', // review:
    country: 'Land', // review:
    chooseCountry: 'Vel land', // review:
    phone: 'Telefonnummar', // review:
    phoneCode: 'Landakota', // review:
    choosePhoneCode: 'Vel landakotu', // review:
    phoneNumber: 'Nummar', // review:
    language: 'Mál', // review:
    save: 'Goym', // review:
  },
  login: {
    intro: 'Her ritar tú inn til at skráseta og umsita føroysk økisnøvn.', // review:
    eidSignIn: 'Rita inn við talgildum samleika',
    eidFailed: 'Innritanin við talgilda samleikanum miseydnaðist. Royn aftur.', // review:
    or: 'ella', // review:
    passwordHeading: 'Rita inn við teldubústaði og loyniorði', // review:
    credentialsForm: 'Innritan við teldubústaði og loyniorði', // review:
    codeForm: 'Innritanarkota', // review:
    forgotPassword: 'Gloymt loyniorðið?', // review:
    continue: 'Halt fram', // review:
    codeSent: 'Um teldubústaðurin og loyniorðið passa, hava vit sent eina 6-sifraða kotu til {{email}}.', // review:
    codeHint: 'Kotan er galdandi í 10 minuttir.', // review:
    signIn: 'Rita inn', // review:
    otherAccount: 'Brúka ein annan teldubústað', // review:
    resendCode: 'Send nýggja kotu', // review:
    codeResent: 'Ein nýggj kota er send.', // review:
    noEid: 'Hevur tú ikki talgildan samleika?', // review:
    createAbroadUser: 'Stovna brúkara',
    developmentHeading: 'Menningarinnritan', // review:
    developmentNote: 'Bert í lokala umhvørvinum: rita inn sum ein royndarbrúkari.', // review:
    signInAs: 'Rita inn sum {{name}}', // review:
    administrator: 'Umsitari', // review:
    demoUsersFailed: 'Kundi ikki heinta royndarbrúkararnar.', // review:
    noDemoUsers: 'Ongir royndarbrúkarar eru.', // review:
  },
  forgotPassword: {
    intro: 'Skriva teldubústaðin hjá tínum brúkara, so senda vit tær eitt leinki at seta nýtt loyniorð.', // review:
    submit: 'Send leinki', // review:
    sent: 'Um ein brúkari við teldubústaðinum {{email}} finst, hava vit sent eitt leinki at seta nýtt loyniorð. Hygg í innbakkanum.', // review:
  },
  resetPassword: {
    intro: 'Skriva teldubústaðin og tað nýggja loyniorðið.', // review:
    submit: 'Set nýtt loyniorð', // review:
    done: 'Loyniorðið er broytt. Tú kanst nú rita inn.', // review:
  },
  signUp: {
    intro: 'Fyri fólk, sum ikki hava talgildan samleika, til dømis tey, sum búgva uttanlands.', // review:
    submit: 'Stovna brúkara',
    acceptTerms: 'Eg havi lisið og góðtaki <terms>treytirnar</terms>.', // review:
    acceptPrivacy: 'Eg havi lisið og góðtaki <privacy>privatlívspolitikkin</privacy>.', // review:
  },
  emailVerification: {
    intro: 'Vit hava sent eina 6-sifraða kotu til tín teldubústað. Skriva hana her.', // review:
    codeHint: 'Kotan er galdandi í 10 minuttir.', // review:
    submit: 'Vátta', // review:
    noCode: 'Fekst tú onga kotu?', // review:
    resend: 'Send aftur', // review:
    resent: 'Ein nýggj kota er send til {{email}}.', // review:
    verified: 'Teldubústaðurin er váttaður. Tú kanst nú rita inn.', // review:
  },
  phoneVerification: {
    heading: 'Telefonnummar', // review:
    intro: 'Vátta títt telefonnummar, so vit kunnu senda tær innritanarkotur og boð við SMS.', // review:
    numberForm: 'Telefonnummar', // review:
    codeForm: 'SMS-kota', // review:
    sendCode: 'Send kotu', // review:
    sent: 'Ein SMS við kotu er send.', // review:
    codeSentTo: 'Skriva kotuna, sum vit sendu til {{phone}}.', // review:
    smsTime: 'Ein SMS kemur vanliga innan 15 sekund.', // review:
    verify: 'Vátta', // review:
    changeNumber: 'Broyt nummar', // review:
    resend: 'Send aftur', // review:
    verified: 'Telefonnummarið er váttað.', // review:
    later: 'Ikki nú, far til økisnøvnini', // review:
  },
  createUser: {
    intro: 'Tú hevur ritað inn við talgildum samleika sum {{name}}, men hevur ikki ein brúkara hjá okkum enn.', // review:
    noPending: 'Innritanin við talgildum samleika er farin úr gildi ella manglar. Rita inn aftur.', // review:
    choice: 'Hvussu vilt tú halda fram?', // review:
    createHeading: 'Stovna nýggjan brúkara', // review:
    linkHeading: 'Eg havi longu ein brúkara', // review:
    linkIntro: 'Skriva teldubústaðin hjá tínum brúkara. Vit senda eina kotu hagar, og tá tú hevur váttað hana, verður talgildi samleikin knýttur at brúkaranum.', // review:
    existingEmail: 'Teldubústaður hjá brúkaranum', // review:
    sendLinkCode: 'Send kotu', // review:
    linkCodeSent: 'Um ein brúkari við {{email}} finst, hava vit sent eina kotu hagar.', // review:
    link: 'Knýt at brúkaranum', // review:
    otherEmail: 'Annar teldubústaður', // review:
    nameFromEid: 'Navnið kemur frá tínum talgilda samleika.', // review:
    create: 'Stovna brúkara',
  },
  sessions: {
    heading: 'Innritanir', // review:
    current: 'Henda eindin', // review:
    created: 'Byrjað {{date}}', // review:
    lastUsed: 'seinast nýtt {{date}}', // review:
    neverUsed: 'ikki nýtt enn', // review:
    expires: 'gongur út {{date}}', // review:
    revoke: 'Enda', // review:
    revokeCurrent: 'Rita út her', // review:
    revokeLabel: 'Enda: {{label}}', // review:
    // The accessible name starts with the visible text (WCAG 2.5.3, "label in name").
    revokeCurrentLabel: 'Rita út her: enda hesa innritanina', // review:
    revokeTitle: 'Enda innritanina?', // review:
    revokeMessage: 'Innritanin „{{label}}“ verður endað beinanvegin.', // review:
    revokeCurrentTitle: 'Rita út?', // review:
    revokeCurrentMessage: 'Hetta er innritanin, sum tú brúkar nú. Tú verður ritað/ur út.', // review:
    revoked: 'Innritanin er endað.', // review:
    loadFailed: 'Kundi ikki heinta innritanirnar.', // review:
    none: 'Ongar innritanir at vísa.', // review:
    eidNote: 'Tú ert innritað/ur við talgildum samleika. Ta innritanina stýrir samleikin, og hon er ikki á listanum her.', // review:
  },
  deleteAccount: {
    heading: 'Strika brúkara', // review:
    intro: 'Tín brúkari og tínar upplýsingar verða strikaðar. Hetta kann ikki angrast.', // review:
    button: 'Strika brúkaran', // review:
    confirmTitle: 'Strika brúkaran?', // review:
    confirmMessage: 'Ert tú vís/ur í, at tú vilt strika brúkaran? Hetta kann ikki angrast.', // review:
    confirm: 'Strika', // review:
    refusedTitle: 'Brúkarin kann ikki strikast', // review:
    deleted: 'Brúkarin er strikaður.', // review:
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
    editProfile: 'Broyt upplýsingar', // review:
    profileSaved: 'Upplýsingarnar eru goymdar.', // review:
    nameFromEid: 'Navnið kemur frá tínum talgilda samleika og kann ikki broytast her.', // review:
    emailHeading: 'Teldubústaður',
    changeEmail: 'Broyt teldubústað', // review:
    emailHint: 'Hetta er teldubústaðurin, sum tú ritar inn við, og sum vit senda kotur og boð til.', // review:
    newEmail: 'Nýggjur teldubústaður', // review:
    sendEmailCode: 'Send kotu', // review:
    emailCodeSent: 'Vit hava sent eina 6-sifraða kotu til {{email}}.', // review:
    verifyEmail: 'Vátta', // review:
    otherEmail: 'Annar teldubústaður', // review:
    emailChanged: 'Teldubústaðurin er nú {{email}}.', // review:
    phoneHeading: 'Telefon', // review:
    changePhone: 'Broyt telefonnummar', // review:
    verifyPhone: 'Vátta telefonnummar', // review:
    passwordHeading: 'Loyniorð', // review:
    changePassword: 'Broyt loyniorð', // review:
    passwordChanged: 'Loyniorðið er broytt. Aðrar innritanir eru endaðar.', // review:
  },
  domainSearch: {
    label: 'Økisnøvn', // review:
    hint: 'Skriva eitt ella fleiri nøvn, skild við komma ella støði. .fo verður lagt afturat.', // review:
    placeholder: 't.d. mitt-navn, mitt-felag.fo', // review:
    searching: 'Leitar…', // review:
    empty: 'Skriva eitt navn fyri at síggja, um tað er tøkt.', // review:
    resultsHeading: 'Úrslit', // review:
    available: 'Tøkt', // review:
    taken: 'Upptikið', // review:
    notAllowed: 'Ikki loyvt', // review:
    takenReason: 'Orsøk frá skrásetingini: {{reason}}', // review:
    trySuggestion: 'Royn {{suggestion}}', // review:
    perYear: '{{price}} um árið við MVG', // review:
    select: 'Vel {{domain}}', // review:
    orderHeading: 'Títt val', // review:
    nothingSelected: 'Vel eitt ella fleiri tøk nøvn.', // review:
    years: 'Tíðarskeið', // review:
    yearsOption_one: '{{count}} ár', // review:
    yearsOption_other: '{{count}} ár', // review:
    net: 'Uttan MVG', // review:
    vat: 'MVG', // review:
    total: 'Tilsamans við MVG', // review:
    continueToPayment: 'Halt fram til gjalding', // review:
    acceptTerms: 'Eg havi lisið og góðtaki <terms>treytirnar</terms>.', // review:
    needsSelection: 'Vel eitt ella fleiri tøk nøvn fyri at halda fram.', // review:
    needsTerms: 'Góðtak treytirnar fyri at halda fram.', // review:
    redirecting: 'Vit senda teg til gjaldssíðuna…', // review:
    unavailableIntro: 'Tak hesi nøvn úr valinum og royn aftur.', // review:
    toProfile: 'Dagfør tínar upplýsingar undir Mín brúkari', // review:
  },
  domains: {
    listLabel: 'Tíni økisnøvn', // review:
    name: 'Økisnavn',
    status: 'Støða', // review:
    expires: 'Gongur út', // review:
    renewalDate: 'Endurnýggjast', // review:
    autoRenewal: 'Sjálvvirkandi endurnýggjan', // review:
    on: 'Tendrað', // review:
    off: 'Sløkt', // review:
    statusActive: 'Virkið', // review:
    statusExpiringSoon: 'Gongur skjótt út', // review:
    statusExpired: 'Útgingið', // review:
    statusDeleted: 'Strikað', // review:
    empty: 'Tú hevur ongi økisnøvn enn.', // review:
    emptyHint: 'Leita eftir einum navni og skráset tað her.', // review:
    searchCta: 'Skráset økisnavn',
    loadFailed: 'Kundi ikki heinta økisnøvnini.', // review:
  },
  domainTabs: {
    label: 'Umsiting av økisnavninum', // review:
    overview: 'Yvirlit', // review:
  },
  domain: {
    loadFailed: 'Kundi ikki heinta økisnavnið.', // review:
    notFound: 'Vit funnu ikki hetta økisnavnið millum tíni økisnøvn.', // review:
    backToDomains: 'Aftur til økisnøvnini', // review:
    detailsHeading: 'Upplýsingar', // review:
    registered: 'Skrásett', // review:
    expires: 'Gongur út', // review:
    renewalDate: 'Endurnýggingardagur', // review:
    owner: 'Eigari', // review:
    nameServerMode: 'Navnaambætarar', // review:
    modeProduct: 'Okkara navnaambætarar', // review:
    modeCustom: 'Egnir navnaambætarar', // review:
    nameServers: 'Navnaambætarar', // review:
    noNameServers: 'Ongir', // review:
    transferLock: 'Flytilás', // review:
    registrationLock: 'Skrásetingarlás', // review:
    locked: 'Læst', // review:
    unlocked: 'Ólæst', // review:
    autoRenewal: 'Sjálvvirkandi endurnýggjan', // review:
    registryHeading: 'Frá skrásetingini', // review:
    registryStatuses: 'Støður', // review:
    registryExpires: 'Gongur út', // review:
    registryUpdated: 'Seinast broytt', // review:
    registryNameServers: 'Navnaambætarar', // review:
    trademarkNote:
      'Eitt .fo-navn, sum ikki samsvarar við eitt vørumerki, kann ein vørumerkjaeigari mótmæla innan 20 dagar eftir skrásetingina, her til og við {{date}}.', // review:
  },
  orders: {
    statusPending: 'Bíðar eftir gjaldi', // review:
    statusPaid: 'Goldið, verður skrásett', // review:
    statusRegistered: 'Skrásett', // review:
    statusFailed: 'Miseydnaðist', // review:
    statusRefunded: 'Goldið aftur', // review:
    reasonPaymentExpired: 'Gjaldið gekk út, áðrenn tað varð gjørt.', // review:
    reasonRegistryRejected: 'Skrásetingin tók ikki ímóti økisnavninum.', // review:
  },
  purchase: {
    statusRegion: 'Støðan á keypinum', // review:
    waitingPayment: 'Vit bíða eftir váttan av gjaldinum…', // review:
    registering: 'Gjaldið er móttikið. Vit skráseta økisnøvnini…', // review:
    thanks: 'Takk fyri keypið!', // review:
    registeredIntro: 'Hesi økisnøvn eru nú skrásett til tín:', // review:
    notRegisteredHeading: 'Økisnøvnini kundu ikki skrásetast', // review:
    notRegisteredIntro: 'Hesi økisnøvn kundu ikki skrásetast:', // review:
    refunded: '{{amount}} er goldið aftur til tín.', // review:
    failedHeading: 'Keypið varð ikki gjørt', // review:
    orderedNames: 'Økisnøvn í bíleggingini', // review:
    missingOrder: 'Vit funnu ikki bíleggingina.', // review:
    backToSearch: 'Aftur til leitingina', // review:
    tryAgain: 'Royn aftur', // review:
    paidAfterAll: 'Gjaldið gekk kortini ígjøgnum.', // review:
    seeResult: 'Vís úrslitið av keypinum', // review:
    toDomains: 'Far til økisnøvnini', // review:
    toReceipts: 'Vís kvittanir', // review:
  },
  receipts: {
    listLabel: 'Tínar kvittanir', // review:
    date: 'Dagfesting', // review:
    domains: 'Økisnøvn',
    total: 'Tilsamans við MVG', // review:
    vat: 'MVG', // review:
    status: 'Støða', // review:
    reason: 'Orsøk', // review:
    refunded: 'Goldið aftur', // review:
    receipt: 'Kvittan', // review:
    download: 'Tak niður kvittan', // review:
    // The accessible name starts with the visible text (WCAG 2.5.3, "label in name").
    downloadLabel: 'Tak niður kvittan: {{domains}}, {{date}}', // review:
    downloadFailed: 'Kundi ikki taka kvittanina niður.', // review:
    filename: 'kvittan-{{id}}.pdf', // review:
    empty: 'Tú hevur ongar kvittanir enn.', // review:
    loadFailed: 'Kundi ikki heinta kvittanirnar.', // review:
    none: '–',
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
    authForgotPassword: 'Forgot password',
    authCreateUser: 'Create user',
    emailVerification: 'Verify e-mail',
    phoneVerification: 'Verify phone number',
    domains: 'Domains',
    domainsShared: 'Shared domains',
    domainsSingle: 'Domain',
    searchDomain: 'Register a domain',
    purchaseDomain: 'Buy a domain',
    paymentMethods: 'Payment methods',
    transferDomain: 'Transfer a domain',
    myUser: 'My user',
    receipts: 'Receipts',
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
    receipts: 'Receipts',
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
  auth: {
    backToLogin: 'Back to sign-in',
  },
  form: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    passwordConfirmation: 'Repeat the password',
    passwordRules: 'At least 12 characters, with letters and at least one number.',
    showPassword: 'Show password',
    code: 'Code',
    name: 'Name',
    street: 'Street and number',
    zip: 'Postal code',
    city: 'Town or city',
    country: 'Country',
    chooseCountry: 'Choose a country',
    phone: 'Phone number',
    phoneCode: 'Country code',
    choosePhoneCode: 'Choose a country code',
    phoneNumber: 'Number',
    language: 'Language',
    save: 'Save',
  },
  login: {
    intro: 'Sign in here to register and manage Faroese domain names.',
    eidSignIn: 'Sign in with national e-ID',
    eidFailed: 'Signing in with the national e-ID did not work. Please try again.',
    or: 'or',
    passwordHeading: 'Sign in with e-mail and password',
    credentialsForm: 'Sign in with e-mail and password',
    codeForm: 'Sign-in code',
    forgotPassword: 'Forgot your password?',
    continue: 'Continue',
    codeSent: 'If the e-mail and password match, we have sent a 6-digit code to {{email}}.',
    codeHint: 'The code is valid for 10 minutes.',
    signIn: 'Sign in',
    otherAccount: 'Use another e-mail',
    resendCode: 'Send a new code',
    codeResent: 'A new code has been sent.',
    noEid: 'No national e-ID?',
    createAbroadUser: 'Create a user',
    developmentHeading: 'Development sign-in',
    developmentNote: 'Local runtime only: sign in as a demo user.',
    signInAs: 'Sign in as {{name}}',
    administrator: 'Administrator',
    demoUsersFailed: 'Could not load the demo users.',
    noDemoUsers: 'There are no demo users.',
  },
  forgotPassword: {
    intro: "Enter your user's e-mail address and we will send you a link to set a new password.",
    submit: 'Send link',
    sent: 'If a user with the e-mail address {{email}} exists, we have sent a link to set a new password. Please check your inbox.',
  },
  resetPassword: {
    intro: 'Enter your e-mail address and the new password.',
    submit: 'Set new password',
    done: 'Your password has been changed. You can sign in now.',
  },
  signUp: {
    intro: 'For people without a national e-ID, for example those living abroad.',
    submit: 'Create user',
    acceptTerms: 'I have read and accept the <terms>terms</terms>.',
    acceptPrivacy: 'I have read and accept the <privacy>privacy policy</privacy>.',
  },
  emailVerification: {
    intro: 'We have sent a 6-digit code to your e-mail address. Enter it here.',
    codeHint: 'The code is valid for 10 minutes.',
    submit: 'Verify',
    noCode: 'No code?',
    resend: 'Send it again',
    resent: 'A new code has been sent to {{email}}.',
    verified: 'Your e-mail address is verified. You can sign in now.',
  },
  phoneVerification: {
    heading: 'Phone number',
    intro: 'Verify your phone number so we can send you sign-in codes and messages by SMS.',
    numberForm: 'Phone number',
    codeForm: 'SMS code',
    sendCode: 'Send code',
    sent: 'An SMS with a code has been sent.',
    codeSentTo: 'Enter the code we sent to {{phone}}.',
    smsTime: 'An SMS usually arrives within 15 seconds.',
    verify: 'Verify',
    changeNumber: 'Change number',
    resend: 'Send it again',
    verified: 'Your phone number is verified.',
    later: 'Not now, go to the domains',
  },
  createUser: {
    intro: 'You have signed in with your national e-ID as {{name}}, but you do not have a user with us yet.',
    noPending: 'Your national e-ID sign-in has expired or is missing. Please sign in again.',
    choice: 'How do you want to continue?',
    createHeading: 'Create a new user',
    linkHeading: 'I already have a user',
    linkIntro: "Enter your user's e-mail address. We send a code there, and once you have confirmed it, your national e-ID is linked to that user.",
    existingEmail: "Your user's e-mail address",
    sendLinkCode: 'Send code',
    linkCodeSent: 'If a user with {{email}} exists, we have sent a code there.',
    link: 'Link to the user',
    otherEmail: 'Another e-mail address',
    nameFromEid: 'The name comes from your national e-ID.',
    create: 'Create user',
  },
  sessions: {
    heading: 'Sessions',
    current: 'This device',
    created: 'Started {{date}}',
    lastUsed: 'last used {{date}}',
    neverUsed: 'not used yet',
    expires: 'expires {{date}}',
    revoke: 'End',
    revokeCurrent: 'Log out here',
    revokeLabel: 'End: {{label}}',
    revokeCurrentLabel: 'Log out here: end this session',
    revokeTitle: 'End the session?',
    revokeMessage: 'The session “{{label}}” ends at once.',
    revokeCurrentTitle: 'Log out?',
    revokeCurrentMessage: 'This is the session you are using now. You will be logged out.',
    revoked: 'The session has ended.',
    loadFailed: 'Could not load your sessions.',
    none: 'No sessions to show.',
    eidNote: 'You are signed in with your national e-ID. That session is managed by the e-ID and is not listed here.',
  },
  deleteAccount: {
    heading: 'Delete user',
    intro: 'Your user and your details are deleted. This cannot be undone.',
    button: 'Delete the user',
    confirmTitle: 'Delete the user?',
    confirmMessage: 'Are you sure you want to delete your user? This cannot be undone.',
    confirm: 'Delete',
    refusedTitle: 'The user cannot be deleted',
    deleted: 'Your user has been deleted.',
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
    editProfile: 'Edit details',
    profileSaved: 'Your details have been saved.',
    nameFromEid: 'The name comes from your national e-ID and cannot be changed here.',
    emailHeading: 'E-mail',
    changeEmail: 'Change e-mail',
    emailHint: 'The address you sign in with and where we send codes and messages.',
    newEmail: 'New e-mail address',
    sendEmailCode: 'Send code',
    emailCodeSent: 'We have sent a 6-digit code to {{email}}.',
    verifyEmail: 'Verify',
    otherEmail: 'Another e-mail address',
    emailChanged: 'Your e-mail address is now {{email}}.',
    phoneHeading: 'Phone',
    changePhone: 'Change phone number',
    verifyPhone: 'Verify phone number',
    passwordHeading: 'Password',
    changePassword: 'Change password',
    passwordChanged: 'Your password has been changed. Other sessions have ended.',
  },
  domainSearch: {
    label: 'Domain names',
    hint: 'Type one or more names, separated by commas or spaces. .fo is added for you.',
    placeholder: 'e.g. my-name, my-company.fo',
    searching: 'Searching…',
    empty: 'Type a name to see whether it is available.',
    resultsHeading: 'Results',
    available: 'Available',
    taken: 'Taken',
    notAllowed: 'Not allowed',
    takenReason: 'Reason from the registry: {{reason}}',
    trySuggestion: 'Try {{suggestion}}',
    perYear: '{{price}} per year incl. VAT',
    select: 'Select {{domain}}',
    orderHeading: 'Your selection',
    nothingSelected: 'Select one or more available names.',
    years: 'Period',
    yearsOption_one: '{{count}} year',
    yearsOption_other: '{{count}} years',
    net: 'Excl. VAT',
    vat: 'VAT',
    total: 'Total incl. VAT',
    continueToPayment: 'Continue to payment',
    acceptTerms: 'I have read and accept the <terms>terms</terms>.',
    needsSelection: 'Select one or more available names to continue.',
    needsTerms: 'Accept the terms to continue.',
    redirecting: 'Taking you to the payment page…',
    unavailableIntro: 'Remove these names from your selection and try again.',
    toProfile: 'Update your details under My user',
  },
  domains: {
    listLabel: 'Your domains',
    name: 'Domain',
    status: 'Status',
    expires: 'Expires',
    renewalDate: 'Renewal date',
    autoRenewal: 'Auto-renewal',
    on: 'On',
    off: 'Off',
    statusActive: 'Active',
    statusExpiringSoon: 'Expiring soon',
    statusExpired: 'Expired',
    statusDeleted: 'Deleted',
    empty: 'You have no domains yet.',
    emptyHint: 'Search for a name and register it here.',
    searchCta: 'Register a domain',
    loadFailed: 'Failed to retrieve domains.',
  },
  domainTabs: {
    label: 'Managing the domain',
    overview: 'Overview',
  },
  domain: {
    loadFailed: 'Failed to retrieve the domain.',
    notFound: 'We could not find this domain among your domains.',
    backToDomains: 'Back to the domains',
    detailsHeading: 'Details',
    registered: 'Registered',
    expires: 'Expires',
    renewalDate: 'Renewal date',
    owner: 'Owner',
    nameServerMode: 'Name servers',
    modeProduct: 'Our name servers',
    modeCustom: 'Custom name servers',
    nameServers: 'Name servers',
    noNameServers: 'None',
    transferLock: 'Transfer lock',
    registrationLock: 'Registration lock',
    locked: 'Locked',
    unlocked: 'Unlocked',
    autoRenewal: 'Auto-renewal',
    registryHeading: 'From the registry',
    registryStatuses: 'Statuses',
    registryExpires: 'Expires',
    registryUpdated: 'Last changed',
    registryNameServers: 'Name servers',
    trademarkNote:
      'A .fo registration without a matching trademark can be opposed by a trademark holder within 20 days after registration, here until {{date}}.',
  },
  orders: {
    statusPending: 'Waiting for payment',
    statusPaid: 'Paid, registering',
    statusRegistered: 'Registered',
    statusFailed: 'Failed',
    statusRefunded: 'Refunded',
    reasonPaymentExpired: 'The payment expired before it was completed.',
    reasonRegistryRejected: 'The registry refused the domain.',
  },
  purchase: {
    statusRegion: 'Purchase status',
    waitingPayment: 'Waiting for the payment confirmation…',
    registering: 'Payment received. Registering your domains…',
    thanks: 'Thank you for your purchase!',
    registeredIntro: 'These domains are now registered to you:',
    notRegisteredHeading: 'The domains could not be registered',
    notRegisteredIntro: 'These domains could not be registered:',
    refunded: '{{amount}} has been refunded to you.',
    failedHeading: 'The purchase was not completed',
    orderedNames: 'Domains in the order',
    missingOrder: 'We could not find the order.',
    backToSearch: 'Back to the search',
    tryAgain: 'Try again',
    paidAfterAll: 'The payment went through after all.',
    seeResult: 'See the result of the purchase',
    toDomains: 'Go to your domains',
    toReceipts: 'See receipts',
  },
  receipts: {
    listLabel: 'Your receipts',
    date: 'Date',
    domains: 'Domains',
    total: 'Total incl. VAT',
    vat: 'VAT',
    status: 'Status',
    reason: 'Reason',
    refunded: 'Refunded',
    receipt: 'Receipt',
    download: 'Download receipt',
    downloadLabel: 'Download receipt: {{domains}}, {{date}}',
    downloadFailed: 'Could not download the receipt.',
    filename: 'receipt-{{id}}.pdf',
    empty: 'You have no receipts yet.',
    loadFailed: 'Failed to retrieve receipts.',
    none: '–',
  },
  admin: {
    navigation: 'Administration menu',
    backToPortal: 'Back to the domains',
  },
};

export const uiTexts: Record<Locale, UiTexts> = { fo, en };
