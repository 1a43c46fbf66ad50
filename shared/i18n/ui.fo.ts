/**
 * The web interface's texts in Faroese, the source of truth: texts the spec gives are used exactly
 * (see FAROESE.md); texts we wrote ourselves carry a `// review:` comment for a native speaker.
 * Error and validation texts live in `./messages.fo.ts` and are not repeated here. Interpolation
 * uses i18next's `{{name}}` syntax. English is `./ui.en.ts`, typed by this file: a key missing
 * there (or one that is only there) fails type-checking. A module per language, so the web loads
 * only the reader's (web/src/lib/i18n.ts); `./ui.ts` has both for the functions and the build.
 */

// The sections the functions send texts from (the notifications, the portal's e-mails, a session's
// device) are consts of their own, which the catalogue below takes by name: a Lambda imports only
// these (`mailTexts`, `notificationTexts`, `sessionTexts` of `./ui.ts`) and its bundle leaves the
// rest of the catalogue (84 KB of both languages) out, as esbuild drops what is not used.

/** The portal's e-mails (`notifications.mail`): the layout's lines (functions/mail/mail-template.ts), a subject per notification message key, the invitations' and the orders' mails. */
export const mailTextsFo = {
  greeting: 'Hey {{name}}', // review:
  greetingNoName: 'Hey', // review:
  signIn: 'Rita inn á Økisnavn at síggja meira: {{origin}}', // review:
  phishing: 'Vit biðja teg ongantíð um kortupplýsingar við telduposti. Fært tú eitt teldubræv um gjald, so trýst ikki á leinkjur í tí, men rita inn á Økisnavn sjálv/ur.', // review:
  signature: 'Vinarliga\nØkisnavn', // review:
  subject: 'Fráboðan frá Økisnavn', // review:
  changedAt: 'Broytingin varð gjørd {{at}}. Var tað ikki tú ella onkur, tú kennir, so rita inn og broyt tað aftur, og set teg í samband við okkum.', // review:
  changedAtFrom: 'Broytingin varð gjørd {{at}} úr {{device}}. Var tað ikki tú ella onkur, tú kennir, so rita inn og broyt tað aftur, og set teg í samband við okkum.', // review:
  // A change to a domain with its "This was not me" link (docs/decisions/this-was-not-me.md): when, then what the link does.
  madeAt: 'Broytingin varð gjørd {{at}}.', // review:
  madeAtFrom: 'Broytingin varð gjørd {{at}} úr {{device}}.', // review:
  notMe:
    'Hetta var ikki eg: var tað ikki tú ella onkur, tú kennir, so lat henda leinkjuna upp. Tá verða allar innritanir hjá {{actor}} endaðar, og {{name}} verður læst við portallásinum beinanvegin. Leinkjurin virkar eina ferð, í 14 dagar: {{url}}', // review:
  subjects: {
    domain_registered: 'Økisnavnið {{name}} er skrásett', // review:
    registration_refunded: 'Skrásetingin gekk ikki – peningurin verður goldin aftur', // review:
    domain_renewed: 'Økisnavnið {{name}} er endurnýggjað', // review:
    domain_expiring: 'Økisnavnið {{name}} gongur skjótt út', // review:
    transfer_in_finished: 'Økisnavnið {{name}} er flutt til tín', // review:
    transfer_in_cancelled: 'Flytingin av {{name}} er steðgað', // review:
    password_changed: 'Loyniorðið hjá tær er broytt', // review:
    email_changed: 'Teldubústaðurin hjá tær er broyttur', // review:
    payment_failed: 'Gjaldið gekk ikki ígjøgnum', // review:
    auto_renewal_failed: 'Gjaldið fyri endurnýggjan av {{name}} gekk ikki ígjøgnum', // review:
    auto_renewal_card_expiring: 'Kortið til endurnýggjan av {{name}} gongur út áðrenn endurnýggjanina', // review:
    payment_refunded: 'Gjaldið verður goldið aftur', // review:
    order_refunded: 'Keypið av {{names}} er endurgoldið', // review:
    domain_suspended: 'Økisnavninum {{name}} er steðgað', // review:
    domain_unsuspended: 'Økisnavnið {{name}} virkar aftur', // review:
    domain_expired_at_registry: 'Økisnavnið {{name}} er gingið út', // review:
    domain_deleted_at_registry: 'Økisnavnið {{name}} er strikað', // review:
    transfer_away_requested: 'Umbøn um at flyta {{name}} burtur', // review:
    transfer_away_stopped: 'Flytingin av {{name}} burtur er steðgað', // review:
    domain_transferred_away: 'Økisnavnið {{name}} er flutt burtur', // review:
    new_device_sign_in: 'Nýggj innritan á brúkaran hjá tær', // review:
    team_invite_accepted: '{{member}} er limur í {{team}}', // review:
    domain_claimed: 'Økisnavnið {{name}} er kravt', // review:
    domain_name_servers_changed: 'Navnaambætararnir hjá {{name}} eru broyttir', // review:
    domain_dnssec_changed: 'DNSSEC hjá {{name}} er broytt', // review:
    domain_dnssec_off: 'DNSSEC hjá {{name}} er sløkt', // review:
    domain_dnssec_cds_updated: 'DNSSEC hjá {{name}} fylgir einum nýggjum lykli', // review:
    domain_dnssec_cds_bootstrapped: 'DNSSEC hjá {{name}} er tendrað', // review:
    domain_dnssec_cds_deleted: 'DNSSEC hjá {{name}} er sløkt', // review:
    domain_dnssec_bootstrap_seen: 'DNSSEC hjá {{name}} verður tendrað', // review:
    domain_dnssec_bootstrap_refused: 'DNSSEC hjá {{name}} verður ikki tendrað', // review:
    domain_health_failing: '{{name}} virkar ikki, sum tað skal', // review:
    domain_health_recovered: '{{name}} virkar aftur', // review:
    domain_contacts_changed: 'Sambandsfólkini hjá {{name}} eru broytt', // review:
    domain_transfer_locked: 'Flytilásurin á {{name}} er á', // review:
    domain_transfer_unlocked: 'Flytilásurin á {{name}} er latin upp', // review:
    domain_registration_locked: 'Skrásetingarlásurin á {{name}} er á', // review:
    domain_registration_unlock_requested: 'Umbøn um at lata skrásetingarlásin á {{name}} upp', // review:
    domain_registration_unlocked: 'Skrásetingarlásurin á {{name}} er latin upp', // review:
    domain_transfer_code_renewed: 'Nýggj flytikota til {{name}}', // review:
    domain_moved: '{{name}} er flutt til {{to}}', // review:
    team_member_removed: '{{member}} er ikki longur limur í {{team}}', // review:
    team_member_left: '{{member}} er farin úr {{team}}', // review:
    portal_lock_lift_requested: 'Portallásurin á {{name}} verður tikin av', // review:
    portal_lock_lift_approval: 'At taka portallásin av {{name}} krevur tína góðkenning', // review:
    portal_lock_on: 'Portallásurin á {{name}} er á', // review:
    portal_lock_lift_approved: 'Portallásurin á {{name}} er tikin av', // review:
    portal_lock_lift_cancelled: 'Umbønin um at taka portallásin av {{name}} er steðgað', // review:
    portal_lock_lifted: 'Portallásurin á {{name}} er tikin av', // review:
    not_me_reported: '„Hetta var ikki eg“: {{name}} er læst', // review:
    authenticator_turned_on: 'Eitt váttanarforrit er knýtt at brúkaranum hjá tær', // review:
    authenticator_turned_off: 'Váttanarforritið er tikið av brúkaranum hjá tær', // review:
    recovery_codes_renewed: 'Nýggjar trygdarkotur til brúkaran hjá tær', // review:
    passkey_added: 'Ein passkey er lagdur afturat brúkaranum hjá tær', // review:
    passkey_removed: 'Ein passkey er strikaður av brúkaranum hjá tær', // review:
    api_token_created: 'Ein API-lykil er gjørdur', // review:
    api_token_revoked: 'Ein API-lykil er afturkallaður', // review:
    webhook_disabled: 'Webhook-endapunktið „{{webhook}}“ er slökt', // review:
  },
  // The invitations' mails, in the same layout: to a team (functions/teams), to manage a domain (functions/domain-sharing).
  teamInvite: {
    subject: 'Innbjóðing í toymið {{team}} á Økisnavn', // review:
    text: '{{inviter}} bjóðar tær at verða við í toyminum {{team}} á Økisnavn, har limirnir umsita .fo-økisnøvn toymisins saman.', // review:
    textOwner: '{{inviter}} bjóðar tær at verða við í toyminum {{team}} á Økisnavn sum eigari, at umsita .fo-økisnøvn, limir og gjaldshættir toymisins.', // review:
    accept: 'Góðtak innbjóðingina her (rita inn, ella stovna ein brúkara við hesum teldubústaðnum, fyrst): {{url}}', // review:
    expires: 'Innbjóðingin gongur út {{date}}.', // review:
  },
  sharingInvite: {
    subject: '{{inviter}} deilir {{domain}} við teg', // review:
    text: '{{inviter}} bjóðar tær at umsita økisnavnið {{domain}} á Økisnavn sum tøkniligur umsitari: DNS-postar, víðarisending, navnaambætarar og DNSSEC.', // review:
    accept: 'Góðtak innbjóðingina her (rita inn, ella stovna ein brúkara, við hesum teldupostbústaðinum): {{url}}', // review:
    expires: 'Innbjóðingin kann góðtakast til {{date}}. Væntar tú ikki hesa innbjóðing, kanst tú síggja burtur frá henni.', // review:
  },
  // The buyer's mail when an order ends (the order-mail consumer), in the same layout.
  orders: {
    registeredSubject: 'Økisnøvnini eru skrásett', // review:
    renewedSubject: 'Økisnavnið er endurnýggjað', // review:
    refundedSubject: 'Keypið varð ikki gjørt – peningurin verður goldin aftur', // review:
    registered: 'Hesi økisnøvn eru nú skrásett til tín:', // review:
    renewed: 'Hesi økisnøvn eru endurnýggjaði:', // review:
    refunded: 'Hesi kundu ikki skrásetast, og peningurin fyri tey verður goldin aftur:', // review:
    refundedAmount: 'Goldið aftur: {{amount}}', // review:
    receipts: 'Tú sært keypið undir Kvittanir: {{origin}}/receipts', // review:
    paymentRefundedSubject: 'Gjaldið verður goldið aftur', // review:
    paymentAfterExpiry: 'Vit fingu eitt gjald fyri {{domains}} eftir at bíleggingin var gingin út, so einki varð skrásett.', // review:
    extraPayment: 'Vit fingu eitt gjald afturat fyri keypið av {{domains}}, sum longu var goldið.', // review:
    paymentMismatch: 'Gjaldið fyri {{domains}} samsvaraði ikki við upphæddina á keypinum, so einki varð skrásett.', // review:
    refundToCard: 'Vit gjalda tær {{amount}} aftur á sama kort.', // review:
    questions: 'Spurningar? Sí keypið undir Kvittanir: {{origin}}/receipts', // review:
  },
};

/** The notifications (`notifications`): the bell and its panel, each message, their e-mails. */
export const notificationTextsFo = {
  bell: 'Fráboðanir', // review:
  unread: '{{count}} ólisnar', // review:
  panelTitle: 'Fráboðanir', // review:
  close: 'Lat fráboðanirnar aftur', // review:
  markAllRead: 'Merk allar sum lisnar', // review:
  empty: 'Tú hevur ongar fráboðanir í løtuni',
  markRead: 'Merk sum lisna', // review:
  unreadItem: 'Ólisin', // review:
  loading: 'Heintar fleiri fráboðanir…', // review:
  messages: {
    domain_registered: 'Økisnavnið {{name}} er skrásett og títt.', // review:
    registration_refunded: 'Vit fingu ikki skrásett {{names}}. {{amount}} er goldið aftur.', // review:
    domain_renewed: 'Økisnavnið {{name}} er endurnýggjað og gongur út {{expires}}.', // review:
    domain_expiring: 'Økisnavnið {{name}} gongur út {{expires}}. Endurnýggja tað, um tú vilt varðveita tað.', // review:
    transfer_in_finished: 'Økisnavnið {{name}} er flutt til tín.', // review:
    transfer_in_cancelled: 'Flytingin av {{name}} er steðgað.', // review:
    password_changed: 'Loyniorðið hjá tær er broytt. Var tað ikki tú, skalt tú broyta tað beinanvegin.', // review:
    email_changed: 'Teldubústaðurin hjá tær er broyttur til {{email}}.', // review:
    payment_failed: 'Gjaldið gekk ikki ígjøgnum, og einki er tikið av kortinum. Tú kanst royna aftur við øðrum korti.', // review:
    auto_renewal_failed:
      'Gjaldið fyri endurnýggjan gekk ikki ígjøgnum: vit fingu ikki endurnýggjað {{name}} sjálvvirkandi, og einki er tikið av kortinum. Vit royna aftur hvønn dag, til tað gongur út {{expires}}. Tú kanst knýta eitt annað kort at ella endurnýggja tað sjálv/ur.', // review:
    auto_renewal_card_expiring:
      'Kortið {{card}}, sum er knýtt at {{name}}, gongur út áðrenn sjálvvirkandi endurnýggjanina {{action}}. Legg eitt annað kort afturat, ella knýt eitt annað goymt kort at {{name}}, so tað kann verða endurnýggjað.', // review:
    payment_refunded: 'Eitt gjald uppá {{amount}} kundi ikki nýtast til keypið og verður goldið aftur á kortið.', // review:
    order_refunded: 'Keypið av {{names}} er endurgoldið: {{amount}} verður goldið aftur. Kreditnotan er undir Kvittanir.', // review:
    domain_suspended: 'Skrásetingin hevur steðgað økisnavninum {{name}}. Tað virkar ikki á netinum, fyrr enn steðgurin verður tikin av.', // review:
    domain_unsuspended: 'Skrásetingin hevur tikið steðgin av {{name}}. Tað virkar aftur.', // review:
    domain_expired_at_registry: 'Økisnavnið {{name}} er gingið út hjá skrásetingini og virkar ikki longur. Endurnýggja tað, áðrenn skrásetingin strikar tað.', // review:
    domain_deleted_at_registry: 'Skrásetingin hevur strikað økisnavnið {{name}}.', // review:
    transfer_away_requested: 'Ein annar skrásetari hevur biðið um at flyta {{name}} burtur frá Økisnavn. Verður flytingin ikki steðgað, fer hon fram {{action}}.', // review:
    transfer_away_stopped: 'Flytingin av {{name}} til ein annan skrásetara er steðgað. Økisnavnið verður verandi her.', // review:
    domain_transferred_away: 'Økisnavnið {{name}} er flutt til ein annan skrásetara.', // review:
    new_device_sign_in: 'Onkur ritaði inn á brúkaran hjá tær úr einum nýggjum tóli ({{device}}). Var tað ikki tú, skalt tú broyta loyniorðið beinanvegin.', // review:
    team_invite_accepted: '{{member}} hevur góðtikið innbjóðingina og er nú limur í {{team}}.', // review:
    domain_claimed:
      'Økisnavnið {{name}} er kravt av einum, sum vátta teldubústaðin hjá skrásetaranum, {{email}}. Tað er ikki longur millum tíni økisnøvn. Er hetta skeivt, so set teg í samband við okkum.', // review:
    domain_name_servers_changed: '{{actor}} broytti navnaambætararnar hjá {{name}}.', // review:
    domain_dnssec_changed: '{{actor}} broytti DNSSEC hjá {{name}}.', // review:
    domain_dnssec_off: '{{actor}} sløkti DNSSEC hjá {{name}}. DNS-svarini hjá økisnavninum eru ikki longur undirskrivað.', // review:
    domain_dnssec_cds_updated:
      'Navnaambætararnir hjá {{name}} bóðu um ein nýggjan DS-post í CDS-postinum, undirskrivaðan við núverandi lyklinum. Vit sendu hann til skrásetingina: DS {{key_tags}}.', // review:
    domain_dnssec_cds_bootstrapped: 'Navnaambætararnir hjá {{name}} hava útgivið sama CDS-post í 3 dagar. Vit tendraðu DNSSEC hjá skrásetingini: DS {{key_tags}}.', // review:
    domain_dnssec_cds_deleted:
      'Navnaambætararnir hjá {{name}} bóðu um at sløkkja DNSSEC (CDS-posturin 0 0 0 00). Vit strikaðu DS-postarnar hjá skrásetingini; DNS-svarini hjá økisnavninum verða ikki longur kannað.', // review:
    domain_dnssec_bootstrap_seen:
      'Navnaambætararnir hjá {{name}} útgeva ein CDS-post, sum biður um DNSSEC (DS {{key_tags}}). Um tú ikki noktar undir DNSSEC á síðuni hjá økisnavninum, tendra vit DNSSEC hjá skrásetingini tann {{action}}.', // review:
    domain_dnssec_bootstrap_refused: '{{actor}} noktaði at tendra DNSSEC hjá {{name}} eftir CDS-postinum hjá navnaambætarunum (DS {{key_tags}}).', // review:
    domain_health_failing:
      'Kanningin hjá okkum fann ein feil við {{name}}: {{answering}} av {{total}} navnaambætarum svara, sum teir skulu. Lat økisnavnið upp fyri at síggja, hvat er galið, og hvat tú kanst gera.', // review:
    domain_health_recovered: '{{name}} virkar aftur: svarað av {{answering}} av {{total}} navnaambætarum.', // review:
    domain_contacts_changed: '{{actor}} broytti sambandsfólkini hjá {{name}}.', // review:
    domain_transfer_locked: '{{actor}} setti flytilásin á {{name}}.', // review:
    domain_transfer_unlocked: '{{actor}} lat flytilásin á {{name}} upp. Nú kann økisnavnið flytast til ein annan skrásetara við flytikotuni.', // review:
    domain_registration_locked: '{{actor}} setti skrásetingarlásin á {{name}}.', // review:
    domain_registration_unlock_requested: '{{actor}} bað skrásetingina um at lata skrásetingarlásin á {{name}} upp.', // review:
    domain_registration_unlocked: 'Skrásetingin hevur latið skrásetingarlásin á {{name}} upp. Nú kann økisnavnið broytast aftur.', // review:
    domain_transfer_code_renewed: '{{actor}} gjørdi eina nýggja flytikotu til {{name}}. Tann gamla virkar ikki longur.', // review:
    domain_moved: '{{actor}} flutti {{name}} frá {{from}} til {{to}}.', // review:
    team_member_removed: '{{actor}} tók {{member}} úr toyminum {{team}}.', // review:
    team_member_left: '{{member}} fór úr toyminum {{team}}.', // review:
    portal_lock_lift_requested:
      'Onkur, sum er ritaður inn á brúkaran hjá tær, bað um at taka portallásin av {{name}}. Hann verður tikin av {{action}}, um tú ikki angrar umbønina undir „Lásir og flytikota“ á økisnavninum. Var tað ikki tú, so angra hana beinanvegin og broyt loyniorðið.', // review:
    portal_lock_lift_approval:
      'Ein eigari í toyminum bað um at taka portallásin av {{name}}. Ein annar eigari má góðkenna tað undir „Lásir og flytikota“ á økisnavninum, ella kann hvør eigari sum helst angra tað.', // review:
    portal_lock_on: '{{actor}} setti portallásin á {{name}}. Meðan hann er á, kunnu navnaambætarar, DNSSEC, sambandsfólk, eigari og flytikota ikki broytast.', // review:
    portal_lock_lift_approved: '{{actor}} góðkendi at taka portallásin av {{name}}. Nú kann økisnavnið broytast aftur.', // review:
    portal_lock_lift_cancelled: '{{actor}} steðgaði umbønini um at taka portallásin av {{name}}. Lásurin er framvegis á.', // review:
    portal_lock_lifted: 'Portallásurin á {{name}} er tikin av. Nú kann økisnavnið broytast aftur.', // review:
    not_me_reported:
      '{{actor}} boðaði frá, at ein broyting hjá {{suspect}} á {{name}} var ókend („Hetta var ikki eg“). Allar innritanir hjá {{suspect}} eru endaðar, og {{name}} er læst við portallásinum. Ein eigari kann biðja um at taka lásin av undir „Lásir og flytikota“.', // review:
    authenticator_turned_on:
      'Eitt váttanarforrit er knýtt at brúkaranum hjá tær. Tú ritar nú inn við kotuni úr tí. Var tað ikki tú, skalt tú broyta loyniorðið beinanvegin og seta teg í samband við okkum.', // review:
    authenticator_turned_off: 'Váttanarforritið er tikið av brúkaranum hjá tær. Tú fært nú kotuna við telduposti aftur. Var tað ikki tú, skalt tú broyta loyniorðið beinanvegin.', // review:
    recovery_codes_renewed:
      'Tíggju nýggjar trygdarkotur eru gjørdar til brúkaran hjá tær, og tær gomlu virka ikki longur. Var tað ikki tú, skalt tú broyta loyniorðið beinanvegin.', // review:
    passkey_added: 'Passkeyin „{{passkey}}“ er lagdur afturat brúkaranum hjá tær. Var tað ikki tú, skalt tú strika hann undir Mín brúkari og broyta loyniorðið beinanvegin.', // review:
    passkey_removed: 'Passkeyin „{{passkey}}“ er strikaður av brúkaranum hjá tær.', // review:
    api_token_created:
      'API-lykilin „{{token}}“ er gjørdur. Hann kann broyta tað, sum hansara heimildir loyva, til hann verður afturkallaður. Var tað ikki tú, skalt tú afturkalla hann á API-síðuni og broyta loyniorðið beinanvegin.', // review:
    api_token_revoked: 'API-lykilin „{{token}}“ er afturkallaður: hann virkar ikki longur.', // review:
    webhook_disabled:
      'Allar sendingar til webhook-endapunktið „{{webhook}}“ ({{url}}) miseydnaðust í 3 dagar, so tað varð slökt, og einki verður sent til tess longur. Rætta endapunktið, og tendra tað so aftur á Webhooks-síðuni.', // review:
  },
  sms: {
    portalLockLiftRequested:
      'Økisnavn: onkur bað um at taka portallásin av {{name}}. Hann verður tikin av {{date}}, um tú ikki angrar umbønina í portalinum. Ikki tú? Angra hana beinanvegin.', // review:
  },
  mail: mailTextsFo,
};

/** The user's sessions (`sessions`); the notifications name a device in its words. */
export const sessionTextsFo = {
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
  // A session's device: browser and system are product names from the API ("Safari", "iOS").
  device: '{{browser}} á {{system}}', // review:
  unknownDevice: 'Ókend eind', // review:
  developmentDevice: 'Menningarinnritan (npm start)', // review:
};

export const uiTextsFo = {
  app: {
    name: 'Økisnavn',
    loading: 'Heintar…', // review:
    skipToContent: 'Leyp til innihaldið', // review:
    failedGoBack: 'Okkurt gekk galið. Vinaliga far aftur og royn einaferð enn.', // review:
  },
  titles: {
    authLogin: 'Rita inn', // review:
    authResetPassword: 'Nýtt loyniorð', // review:
    authForgotPassword: 'Gloymt loyniorð', // review:
    notMe: 'Hetta var ikki eg', // review:
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
    apiTokens: 'API-lyklar', // review:
    webhooks: 'Webhooks', // review:
    apiDocs: 'API-skjøl', // review:
    receipts: 'Kvittanir', // review:
    teamsSingle: 'Toymi', // review:
    teamInviteAccept: 'Innbjóðing í toymi', // review:
    domainInviteAccept: 'Innbjóðing til økisnavn', // review:
    admin: 'Umsiting', // review:
    adminUsers: 'Brúkarar', // review:
    adminUsersSingle: 'Brúkari', // review:
    adminDomains: 'Økisnøvn',
    adminDomainsSingle: 'Økisnavn', // review:
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
    apiTokens: 'API', // review:
    webhooks: 'Webhooks', // review:
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
  notifications: notificationTextsFo,
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
    /** The spec's text at 60 seconds, then counting down. */
    title_one: 'Tú verður rita/ur út um {{count}} sekund.',
    title_other: 'Tú verður rita/ur út um {{count}} sekund.',
    renew: 'Endurnýggja innritan',
    logout: 'Rita út',
  },
  locale: {
    label: 'Mál', // review:
    fo: 'Føroyskt',
    en: 'English',
    saved: 'Málið er goymt.', // review:
    /** Under the language switch: spec §4, the user's saved language wins at sign-in. */
    noteGuest: 'Tá ið tú ritar inn, verður málið, sum er goymt á brúkaranum, nýtt.', // review:
    noteSignedIn: 'Goymt á brúkaranum og nýtt, tá ið tú ritar inn.', // review:
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
  passwordStrength: {
    label: 'Styrki', // review:
    level0: 'Sera veikt', // review:
    level1: 'Veikt', // review:
    level2: 'Hampiligt', // review:
    level3: 'Sterkt', // review:
    level4: 'Sera sterkt', // review:
  },
  login: {
    intro: 'Her ritar tú inn til at skráseta og umsita føroysk økisnøvn.', // review:
    sessionExpired: 'Innritanin við talgilda samleikanum gekk út, so tú varðst ritað/ur út. Rita inn aftur.', // review:
    eidSignIn: 'Rita inn við talgildum samleika',
    eidFailed: 'Innritanin við talgilda samleikanum miseydnaðist. Royn aftur.', // review:
    passkeySignIn: 'Rita inn við passkey',
    or: 'ella', // review:
    passwordHeading: 'Rita inn við teldubústaði og loyniorði', // review:
    credentialsForm: 'Innritan við teldubústaði og loyniorði', // review:
    codeForm: 'Innritanarkota', // review:
    forgotPassword: 'Gloymt loyniorðið?', // review:
    continue: 'Halt fram', // review:
    codeSent: 'Vit hava sent eina 6-sifraða kotu til {{email}}.', // review:
    codeHint: 'Kotan er galdandi í 10 minuttir.', // review:
    signIn: 'Rita inn', // review:
    otherAccount: 'Brúka ein annan teldubústað', // review:
    resendCode: 'Send nýggja kotu', // review:
    codeResent: 'Ein nýggj kota er send.', // review:
    appCodeIntro: 'Skriva 6-sifraðu kotuna úr váttanarforritinum hjá tær.', // review:
    appCodeForm: 'Kota úr váttanarforritinum', // review:
    appCodeLabel: 'Kota úr váttanarforritinum', // review:
    useRecoveryCode: 'Brúka eina trygdarkotu', // review:
    recoveryCodeForm: 'Innritan við trygdarkotu', // review:
    recoveryCodeIntro: 'Skriva eina av trygdarkotunum, sum tú goymdi, tá ið tú setti váttanarforritið í gildi.', // review:
    recoveryCodeLabel: 'Trygdarkota', // review:
    recoveryCodeHint: 'Hvør trygdarkota kann brúkast eina ferð.', // review:
    useAppCode: 'Brúka kotuna úr forritinum', // review:
    noEid: 'Hevur tú ikki talgildan samleika?', // review:
    createAbroadUser: 'Stovna brúkara',
    developmentHeading: 'Menningarinnritan', // review:
    developmentNote: 'Bert í lokala umhvørvinum: rita inn sum ein royndarbrúkari.', // review:
    signInAs: 'Rita inn sum {{name}}', // review:
    administrator: 'Umsitari', // review:
    demoUsersFailed: 'Kundi ikki heinta royndarbrúkararnar.', // review:
    noDemoUsers: 'Ongir royndarbrúkarar eru.', // review:
  },
  /** The step-up before a risky change (issue 29): the modal that asks for a fresh sign-in. */
  stepUp: {
    title: 'Rita inn aftur', // review:
    intro: 'Fyri at verja økisnøvnini hjá tær skalt tú rita inn aftur, áðrenn tú broytir hetta. Síðani verður broytingin goymd.', // review:
    passwordForm: 'Vátta við loyniorði', // review:
    continue: 'Halt fram', // review:
    codeSent: 'Vit hava sent eina 6-sifraða kotu til tín teldubústað.', // review:
    confirm: 'Vátta', // review:
    eid: 'Rita inn aftur við talgildum samleika', // review:
    eidNote: 'Tú verður send/ur til talgilda samleikan. Tá ið tú ert aftur, trýst so aftur á knøttin fyri broytingina.', // review:
    loadFailed: 'Vit kundu ikki heinta, hvussu tú kanst rita inn aftur. Royn aftur.', // review:
    noMethod: 'Rita út og inn aftur fyri at gera hesa broyting.', // review:
    passkey: 'Staðfest við passkey', // review:
    passkeyFailed: 'Passkey-váttanin riggaði ikki. Royn aftur, ella staðfest á ein annan hátt.', // review:
  },
  forgotPassword: {
    intro: 'Skriva teldubústaðin hjá tínum brúkara, so senda vit tær eitt leinki at seta nýtt loyniorð.', // review:
    submit: 'Send leinki', // review:
    sent: 'Um ein brúkari við teldubústaðinum {{email}} finst, hava vit sent eitt leinki at seta nýtt loyniorð. Hygg í innbakkanum.', // review:
  },
  resetPassword: {
    intro: 'Skriva teldubústaðin og tað nýggja loyniorðið.', // review:
    introFor: 'Vel eitt nýtt loyniorð til {{email}}.', // review:
    submit: 'Set nýtt loyniorð', // review:
    done: 'Loyniorðið er broytt. Tú kanst nú rita inn.', // review:
  },
  // "This was not me" (`/not-me/{token}`, the link in a change's mail; docs/decisions/this-was-not-me.md).
  notMe: {
    intro: 'Fekst tú eitt teldubræv um eina broyting á økisnavni, sum hvørki tú ella onkur, tú kennir, gjørdi? Vátta her, so gera vit hetta beinanvegin:', // review:
    sessions: 'Allar innritanir hjá brúkaranum, sum gjørdi broytingina, verða endaðar. Hvør sum helst, ið er innritaður sum hann, verður ritaður út.', // review:
    lock: 'Økisnavnið verður læst við portallásinum: navnaambætarar, DNSSEC, sambandsfólk, eigari og flytikota kunnu ikki broytast, fyrr enn ein eigari tekur lásin av.', // review:
    told: 'Eigararnir og teir tøkniligu umsitararnir verða kunnaðir.', // review:
    once: 'Leinkjurin virkar bert eina ferð.', // review:
    confirm: 'Enda innritanirnar og læs økisnavnið', // review:
    doneTitle: 'Innritanirnar eru endaðar', // review:
    doneNow: 'Allar innritanir hjá brúkaranum, sum gjørdi broytingina, eru endaðar, og {{name}} er nú læst við portallásinum.', // review:
    doneAlready:
      'Allar innritanir hjá brúkaranum, sum gjørdi broytingina, eru endaðar. {{name}} var longu læst við portallásinum og verður verandi læst; ein umbøn um at taka lásin av er steðgað.', // review:
    doneNoDomain: 'Allar innritanir hjá brúkaranum, sum gjørdi broytingina, eru endaðar. Økisnavnið er ikki longur í portalinum.', // review:
    next: 'Broyt loyniorðið hjá brúkaranum, ið varð misbrúktur, og set teg í samband við okkum. Ein eigari kann seinni biðja um at taka lásin av undir „Lásir og flytikota“ á økisnavninum.', // review:
    toLogin: 'Til innritanina', // review:
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
    // The banner on / of a signed-in user whose address is not verified yet (spec §4 rule 1 holds them there).
    bannerTitle: 'Vátta teldubústaðin', // review:
    bannerSent: 'Vit hava sent eina 6-sifraða kotu til <email>{{email}}</email>. Skriva hana her, so kanst tú brúka alt í Økisnavn.', // review:
    bannerChange: 'Broyt teldubústað', // review:
    bannerNewEmail: 'Nýggjur teldubústaður', // review:
    bannerSendCode: 'Send kotu', // review:
    bannerChanged: 'Teldubústaðurin er broyttur. Vit hava sent eina kotu til {{email}}.', // review:
    bannerVerified: 'Teldubústaðurin er váttaður.', // review:
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
  sessions: sessionTextsFo,
  /** Passkeys (issue 29): the word is "passkey" in both languages (docs/decisions/passkeys.md). */
  passkeys: {
    heading: 'Passkeys',
    intro: 'Við einum passkey ritar tú inn uttan loyniorð og kotu: telefonin ella teldan váttar, at tað ert tú (fingramerki, andlit ella PIN).', // review:
    listLabel: 'Tínir passkeys', // review:
    name: 'Navn', // review:
    added: 'Lagdur afturat', // review:
    lastUsed: 'Seinast brúktur', // review:
    neverUsed: 'Ikki brúktur enn', // review:
    actions: 'Atgerðir', // review:
    none: 'Tú hevur ongan passkey enn.', // review:
    loadFailed: 'Kundi ikki heinta tínar passkeys.', // review:
    add: 'Legg passkey afturat', // review:
    addForm: 'Nýggjur passkey', // review:
    nameLabel: 'Navn á passkey', // review:
    nameHint: 'Til dømis „Telefonin“ ella „Arbeiðsteldan“.', // review:
    create: 'Stovna passkey', // review:
    created: 'Passkey er lagdur afturat.', // review:
    createFailed: 'Passkey varð ikki stovnaður. Royn aftur.', // review:
    unsupported: 'Hesin kagin kann ikki brúka passkeys.', // review:
    remove: 'Strika', // review:
    removeLabel: 'Strika passkey {{name}}', // review:
    removeTitle: 'Strika passkey?', // review:
    removeMessage: 'Tú kanst ikki longur rita inn við „{{name}}“. Hann verður verandi á tínum tóli, men virkar ikki her longur.', // review:
    removed: 'Passkey er strikaður.', // review:
    promptTitle: 'Rita inn skjótari við einum passkey', // review:
    promptText: 'Legg ein passkey afturat, so ritar tú inn við fingramerki, andliti ella PIN í staðin fyri loyniorð og kotu.', // review:
    promptAdd: 'Legg passkey afturat', // review:
    promptDismiss: 'Ikki nú', // review:
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
    passwordHint: 'Tá ið tú broytir loyniorðið, verða tínar aðrar innritanir við loyniorði endaðar. Innritanin við talgildum samleika heldur fram.', // review:
    activityHeading: 'Títt virksemi', // review:
    activityIntro: 'Tínar innritanir og broytingar, nýggjast fyrst.', // review:
  },
  authenticator: {
    heading: 'Váttanarforrit', // review:
    intro:
      'Rita inn við eini kotu úr einum váttanarforriti á telefonini (t.d. Google Authenticator, Microsoft Authenticator ella 1Password) í staðin fyri eini kotu við telduposti.', // review:
    statusOn: 'Í gildi síðan {{date}}. Trygdarkotur eftir: {{count}}.', // review:
    statusOff: 'Ikki í gildi: innritan biður um eina kotu við telduposti.', // review:
    turnOn: 'Set í gildi', // review:
    emailStepIntro: 'Fyrst senda vit tær eina kotu við telduposti, so vit vita, at tað ert tú.', // review:
    emailCodeSent: 'Vit hava sent eina 6-sifraða kotu til {{email}}.', // review:
    emailCodeForm: 'Kota úr teldubrævinum', // review:
    continue: 'Halt fram', // review:
    scanIntro: 'Skanna QR-kotuna við váttanarforritinum, ella skriva lykilin inn í tað. Skriva so kotuna, sum forritið vísir.', // review:
    qrAlt: 'QR-kota til váttanarforritið', // review:
    qrLoading: 'QR-kotan verður gjørd …', // review:
    secretLabel: 'Lykil', // review:
    confirmForm: 'Fyrsta kotan úr forritinum', // review:
    appCode: 'Kota úr forritinum', // review:
    confirm: 'Set í gildi', // review:
    turnedOn: 'Váttanarforritið er í gildi.', // review:
    recoveryHeading: 'Trygdarkoturnar hjá tær', // review:
    recoveryIntro: 'Goym hesar tíggju koturnar á tryggum staði. Missir tú telefonina, kanst tú rita inn við einari av teimum, hvørja eina ferð. Tær verða bert vístar nú.', // review:
    copy: 'Avrita', // review:
    copied: 'Koturnar eru avritaðar.', // review:
    download: 'Tak niður', // review:
    fileName: 'okisnavn-trygdarkotur.txt', // review:
    done: 'Eg havi goymt tær', // review:
    renew: 'Nýggjar trygdarkotur', // review:
    renewTitle: 'Gera nýggjar trygdarkotur?', // review:
    renewMessage: 'Tær gomlu koturnar kunnu ikki brúkast longur.', // review:
    turnOff: 'Tak úr gildi', // review:
    turnOffTitle: 'Taka váttanarforritið úr gildi?', // review:
    turnOffMessage: 'Innritan biður aftur um eina kotu við telduposti.', // review:
    turnedOff: 'Váttanarforritið er tikið úr gildi.', // review:
  },
  guestSearch: {
    heading: 'Er navnið tøkt?', // review:
    intro: 'Kanna nøvn og prís, áðrenn tú ritar inn.', // review:
    label: 'Økisnøvn', // review:
    placeholder: 't.d. mitt-navn, mitt-felag.fo', // review:
    hint: 'Eitt ella fleiri nøvn, skild við komma. .fo verður lagt afturat.', // review:
    check: 'Kanna', // review:
    checking: 'Kannar…', // review:
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
    yours: 'Títt', // review:
    openYours: 'Vís {{domain}}', // review:
    notAllowed: 'Ikki loyvt', // review:
    takenReasons: {
      inUse: 'Navnið er longu skrásett.', // review:
      reserved: 'Skrásetingin hevur tikið navnið frá.', // review:
      other: 'Skrásetingin letur ikki navnið til.', // review:
    },
    trySuggestion: 'Royn {{suggestion}}', // review:
    alternatives: 'Hesi líknandi nøvn eru tøk:', // review:
    addAlternative: 'Legg {{domain}} afturat og vel tað', // review:
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
    // The guest pages' availability box (issue 26): its answer loads these texts with it.
    guestBuy_one: 'Keyp tað tøka navnið', // review:
    guestBuy_other: 'Keyp tey {{count}} tøku nøvnini', // review:
    guestSignInToBuy: 'Rita inn omanfyri, so kemur tú beinleiðis til keypið við nøvnunum.', // review:
    guestSignUpToBuy: 'Stovna brúkaran omanfyri, so kemur tú beinleiðis til keypið við nøvnunum. Hevur tú longu ein brúkara?', // review:
    guestSignIn: 'Rita inn', // review:
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
    statusTransferredAway: 'Flutt til annan skrásetara', // review:
    empty: 'Tú hevur ongi økisnøvn enn.', // review:
    teamListLabel: 'Økisnøvnini hjá {{team}}', // review:
    teamEmpty: '{{team}} hevur ongi økisnøvn enn.', // review:
    emptyHint: 'Leita eftir einum navni og skráset tað her.', // review:
    searchCta: 'Skráset økisnavn',
    loadFailed: 'Kundi ikki heinta økisnøvnini.', // review:
    // Issue 32 "Many domains": the lists' search, filter, sort, pages and downloads.
    list: {
      controls: 'Finn økisnøvn', // review:
      search: 'Leita', // review:
      searchHint: 'Ein partur av navninum.', // review:
      state: 'Vís', // review:
      sort: 'Raða eftir', // review:
      states: {
        all: 'Øll', // review:
        active: 'Virkin', // review:
        expiring: 'Ganga út innan 30 dagar', // review:
        expired: 'Útgingin', // review:
        locked: 'Flytilás á', // review:
        not_working: 'Virka ikki', // review:
        auto_renewal_on: 'Sjálvvirkandi endurnýggjan tendrað', // review:
        auto_renewal_off: 'Sjálvvirkandi endurnýggjan sløkt', // review:
      },
      sorts: { name: 'Navn', expiry: 'Útgongudag' }, // review:
      noMatch: 'Eingi økisnøvn svara til.', // review:
      noMatchHint: 'Royn ein annan part av navninum ella eina aðra síu.', // review:
      clear: 'Vís øll økisnøvnini', // review:
      pages: 'Síður í listanum', // review:
      firstPage: 'Fyrsta síða', // review:
      nextPage: 'Næsta síða', // review:
      download: 'Tak niður CSV', // review:
      downloadFailed: 'Listin kundi ikki takast niður. Royn aftur.', // review:
      filename: 'okisnovn-{{date}}.csv', // review:
      transferLock: 'Flytilás', // review:
    },
    // Issue 32 bulk actions on a selection of the list.
    bulk: {
      select: 'Vel', // review:
      selectDomain: 'Vel {{domain}}', // review:
      selectAll: 'Vel øll á hesi síðuni', // review:
      selected_one: '{{count}} økisnavn valt', // review:
      selected_other: '{{count}} økisnøvn vald', // review:
      heading: 'Broyt valdu økisnøvnini', // review:
      action: 'Hvat skal gerast', // review:
      actions: {
        renew: 'Endurnýggja 1 ár', // review:
        auto_renewal_on: 'Tendra sjálvvirkandi endurnýggjan', // review:
        auto_renewal_off: 'Sløkk sjálvvirkandi endurnýggjan', // review:
        lock_on: 'Set flytilásin á', // review:
        lock_off: 'Tak flytilásin av', // review:
        name_servers: 'Set navnaambætararnar', // review:
      },
      preview: 'Hvat verður broytt', // review:
      unchanged: 'Longu soleiðis: óbroytt', // review:
      notAllowed: 'Ikki loyvt við tínum leikluti: loypt um', // review:
      teamCard: 'Verður endurnýggjað við korti toymisins: tendra tað úr lista toymisins; loypt um', // review:
      renewLine: 'Gongur út {{from}} → {{to}} · {{price}}', // review:
      total: 'Tilsamans við MVG: {{total}}, goldið eina ferð á gjaldssíðuni', // review:
      onOff: '{{from}} → {{to}}',
      productServers: 'Okkara navnaambætarar', // review:
      customServers: 'Aðrir navnaambætarar, ein á hvørji linju', // review:
      card: 'Gjaldskort', // review:
      noCard: 'Legg fyrst eitt gjaldskort afturat undir Gjaldshættir.', // review:
      terms: 'Eg góðtaki treytirnar fyri sjálvvirkandi endurnýggjan av valdu økisnøvnunum', // review:
      pay: 'Gjalda {{total}}', // review:
      apply_one: 'Broyt {{count}} økisnavn', // review:
      apply_other: 'Broyt {{count}} økisnøvn', // review:
      cancel: 'Angra',
      progress: '{{done}} av {{count}} liðug', // review:
      results: 'Úrslit', // review:
      resultDone: 'Gjørt', // review:
      resultFailed: 'Ikki broytt: {{reason}}', // review:
      summaryDone_one: 'Økisnavnið varð broytt.', // review:
      summaryDone_other: 'Øll {{count}} økisnøvnini vórðu broytt.', // review:
      summaryFailed_one: '{{count}} økisnavn varð ikki broytt; orsøkin stendur við tað.', // review:
      summaryFailed_other: '{{count}} økisnøvn vórðu ikki broytt; orsøkin stendur við hvørt.', // review:
      summarySkipped_one: '{{count}} økisnavn varð loypt um: tín leiklutur loyvir tað ikki.', // review:
      summarySkipped_other: '{{count}} økisnøvn vórðu loypt um: tín leiklutur loyvir tað ikki.', // review:
      summarySkippedWhy_one: '{{count}} økisnavn varð loypt um; orsøkin stendur við tað.', // review:
      summarySkippedWhy_other: '{{count}} økisnøvn vórðu loypt um; orsøkin stendur við hvørt.', // review:
      close: 'Lat aftur', // review:
    },
  },
  domainSettings: {
    tabNameServers: 'Navnaambætarar', // review:
    tabDnssec: 'DNSSEC',
    tabContacts: 'Sambandsfólk', // review:
    tabLocks: 'Lásir og flytikota', // review:
    lockedNote: 'Økisnavnið er læst við skrásetingarlásinum, so einki kann broytast. Lat lásin upp undir „Lásir og flytikota“ fyrst.', // review:
    portalLockedNote: 'Økisnavnið er læst við portallásinum, so hetta kann ikki broytast. Ein eigari kann biðja um at taka lásin av undir „Lásir og flytikota“.', // review:
    portalLockedRolloverNote:
      'Økisnavnið er læst við portallásinum. Bert ein DNSSEC-lyklaskifting er loyvd: legg ein nýggjan DS-post afturat, meðan ein verður verandi, ella strika ein, meðan ein annar verður verandi.', // review:
    loadFailed: 'Kundi ikki heinta upplýsingarnar frá skrásetingini.', // review:
    saved: 'Goymt.', // review:
    nameServers: {
      heading: 'Navnaambætarar', // review:
      intro: 'Navnaambætararnir svara fyri økisnavnið á netinum. Við okkara navnaambætarum umsitur tú DNS-postarnar her.', // review:
      mode: 'Hvørjir navnaambætarar?', // review:
      modeProduct: 'Okkara navnaambætarar', // review:
      modeCustom: 'Egnir navnaambætarar', // review:
      current: 'Hjá skrásetingini nú', // review:
      host: 'Navnaambætari {{number}}', // review:
      addresses: 'IP-adressur til navnaambætara {{number}}', // review:
      addressesHint: 'Bert fyri ambætarar inni í {{domain}}. Skil fleiri adressur at við komma.', // review:
      add: 'Legg ein navnaambætara afturat', // review:
      remove: 'Tak navnaambætara {{number}} burtur', // review:
      save: 'Goym navnaambætarar', // review:
      dsWarningTitle: 'DS-postarnir verða strikaðir', // review:
      dsWarning:
        'Økisnavnið hevur DS-postar hjá skrásetingini ({{count}}). Tá ið tú skiftir navnaambætarar, verða teir strikaðir, annars fer økisnavnið av netinum. Tú kanst leggja nýggjar DS-postar afturat aftaná.', // review:
      dsWarningConfirm: 'Skift og strika DS-postarnar', // review:
      notAnsweringTitle: 'Navnaambætarar svara ikki', // review:
      notAnswering: 'Hesir navnaambætarar svaraðu ikki fyri {{domain}}: {{hosts}}. Goymir tú teir kortini, kann økisnavnið vera ónýtiligt, til teir svara.', // review:
      notAnsweringConfirm: 'Goym kortini', // review:
      moveToProduct: 'Flyt til okkara navnaambætarar', // review:
      moveTitle: 'Flyta til okkara navnaambætarar?', // review:
      moveText: 'Okkara navnaambætarar svara tá fyri {{domain}} við teimum DNS-postunum, tú goymir her. Postarnir hjá núverandi navnaambætarunum verða ikki fluttir við.', // review:
      moveConfirm: 'Flyt', // review:
      moved: 'Økisnavnið brúkar nú okkara navnaambætarar.', // review:
    },
    dnssec: {
      heading: 'DNSSEC',
      intro: 'DNSSEC undirskrivar DNS-svarini hjá økisnavninum, so onnur ikki kunnu falsa tey.', // review:
      note: 'DNSSEC-broytingar kunnu taka upp til tveir dagar.', // review:
      understood: 'Eg skili, at ein skeiv DNSSEC-broyting kann gera økisnavnið ónýtiligt, til hon er rættað.', // review:
      signing: 'DNSSEC við okkara navnaambætarum', // review:
      on: 'Tendrað', // review:
      off: 'Sløkt', // review:
      turnOn: 'Tendra DNSSEC', // review:
      turnOff: 'Sløkk DNSSEC', // review:
      turnOffTitle: 'Sløkkja DNSSEC?', // review:
      turnOffText:
        'DS-posturin verður strikaður hjá skrásetingini, og DNS-svarini verða ikki longur undirskrivað. Tað kann taka upp til tveir dagar, áðrenn broytingin røkkur allar.', // review:
      turnOffConfirm: 'Sløkk DNSSEC', // review:
      withCustom: 'Tú brúkar egnar navnaambætarar. Legg DS-postarnar afturat, sum tín DNS-veitari gevur tær, ella ein DNSKEY, so rokna vit DS-postin.', // review:
      dsHeading: 'DS-postar hjá skrásetingini', // review:
      noDs: 'Ongir DS-postar.', // review:
      keyTag: 'Lyklaauðkenni', // review:
      algorithm: 'Algoritma', // review:
      digestType: 'Slag av kontrolsummi', // review:
      digest: 'Kontrolsummur', // review:
      dsActions: 'Atgerðir', // review:
      addHeading: 'Legg ein DS-post afturat', // review:
      source: 'Hvat hevur tú?', // review:
      sourceDs: 'Ein DS-post', // review:
      sourceDnskey: 'Ein DNSKEY (vit rokna DS-postin)', // review:
      flags: 'Flags',
      protocol: 'Protocol',
      publicKey: 'Almennur lykil (base64)', // review:
      add: 'Legg afturat', // review:
      remove: 'Strika DS-post {{keyTag}}', // review:
      removeTitle: 'Strika DS-postin?', // review:
      removeText: 'DS-posturin {{keyTag}} verður strikaður hjá skrásetingini.', // review:
      removeConfirm: 'Strika', // review:
      cds: {
        heading: 'DNSSEC frá tínum navnaambætarum', // review:
        status: {
          none: 'Navnaambætararnir hjá tær útgeva ongan CDS-post. Tá ið teir gera tað, halda vit DS-postarnar hjá skrásetingini í samsvari við hann.', // review:
          following: 'DNSSEC verður hildið í samsvari við CDS-postin hjá tínum navnaambætarum: DS-postarnir hjá skrásetingini eru teir, sum navnaambætararnir biðja um.', // review:
          pending: 'Navnaambætararnir hjá tær biðja um DNSSEC við CDS-postinum (DS {{keyTags}}).', // review:
          refused: 'Tú noktaði DNSSEC eftir CDS-postinum hjá tínum navnaambætarum. Útgeva teir ein annan, siga vit tær frá aftur.', // review:
          deleted: 'Navnaambætararnir hjá tær biðja um at sløkkja DNSSEC (CDS-posturin 0 0 0 00): ongir DS-postar eru hjá skrásetingini.', // review:
          disagree: 'Navnaambætararnir hjá tær útgeva ikki sama CDS-post ({{detail}}). Vit broyta einki, fyrr enn teir allir eru samdir.', // review:
          invalid:
            'CDS-posturin hjá tínum navnaambætarum er ikki undirskrivaður við einum lykli, sum DS-postarnir hjá skrásetingini nevna, ella biður hann um ein lykil, sum teir ikki útgeva. Vit broyta einki.', // review:
          unanswered: 'Ikki allir navnaambætararnir hjá tær svaraðu spurninginum um CDS-postin yvir TCP. Vit broyta einki, fyrr enn teir gera tað.', // review:
        },
        pendingNote: 'Vit tendra DNSSEC av okkum sjálvum tann {{date}}, um tú ikki noktar.', // review:
        refuse: 'Nokta', // review:
        refuseTitle: 'Nokta DNSSEC eftir CDS-postinum?', // review:
        refuseText:
          'DNSSEC verður ikki tendrað eftir hesum CDS-postinum, og økisnavnið verður verandi uttan DNSSEC. Útgeva navnaambætararnir ein annan CDS-post, siga vit tær frá aftur.', // review:
        refusedToast: 'Noktað: DNSSEC verður ikki tendrað eftir hesum CDS-postinum.', // review:
        refuseFailed: 'Tað eydnaðist ikki at nokta. Royn aftur.', // review:
        lastChange: {
          updated: 'Seinasta broyting eftir CDS-postinum, {{at}}: DS-postarnir hjá skrásetingini skiftir út (DS {{before}} → DS {{after}}).', // review:
          bootstrapped: 'Seinasta broyting eftir CDS-postinum, {{at}}: DNSSEC tendrað (DS {{after}}).', // review:
          deleted: 'Seinasta broyting eftir CDS-postinum, {{at}}: DS-postarnir hjá skrásetingini strikaðir (DS {{before}}).', // review:
        },
        checkedAt: 'Kannað {{at}}', // review:
      },
    },
    contacts: {
      heading: 'Sambandsfólk', // review:
      fromProfile: 'Hesar upplýsingar koma frá tínum brúkara, sum tær vóru, tá ið økisnavnið varð keypt. Tú kanst broyta tær her fyri hetta økisnavnið.', // review:
      sameForAll: 'Brúka somu upplýsingar til øll', // review:
      registrant: 'Eigari', // review:
      admin: 'Umsitingarligt sambandsfólk', // review:
      tech: 'Tøkniligt sambandsfólk', // review:
      billing: 'Sambandsfólk fyri rokningar', // review:
      registrantOwnerOnly: 'Bert eigarar kunnu nýta hesa funktión.', // review:
      ownerType: 'Slag', // review:
      person: 'Persónur', // review:
      company: 'Fyritøka', // review:
      firstName: 'Fornavn', // review:
      lastName: 'Eftirnavn', // review:
      companyName: 'Navn á fyritøku', // review:
      state: 'Landspartur (valfrítt)', // review:
      vatNumber: 'MVG-nummar (valfrítt)', // review:
      vNumber: 'V-tal', // review:
      resident: 'Býr ella hevur heimstað í Føroyum', // review:
      save: 'Goym sambandsfólk', // review:
    },
    locks: {
      transferHeading: 'Flytilás', // review:
      transferIntro: 'Meðan flytilásurin er á, kann økisnavnið ikki flytast til ein annan skrásetara.', // review:
      registrationHeading: 'Skrásetingarlás', // review:
      registrationIntro: 'Skrásetingarlásurin steðgar øllum broytingum og striking hjá skrásetingini. At læsa virkar beinanvegin; at lata upp er ein umbøn til skrásetingina.', // review:
      locked: 'Læst', // review:
      unlocked: 'Ólæst', // review:
      requested: 'Umbiðið at lata upp', // review:
      requestedAt: 'Umbøn send {{date}}. Lásurin heldur, til skrásetingin váttar.', // review:
      checkAgain: 'Kanna aftur', // review:
      lock: 'Lás', // review:
      unlock: 'Lat upp', // review:
      unlockTitle: 'Lata skrásetingarlásin upp?', // review:
      unlockText: 'Vit biðja skrásetingina um at lata lásin upp. Økisnavnið verður verandi læst, til skrásetingin váttar.', // review:
      unlockConfirm: 'Bið um at lata upp', // review:
      transferUnlockTitle: 'Lata flytilásin upp?', // review:
      transferUnlockText: 'Uttan flytilás kann hvør tann, sum hevur flytikotuna, flyta økisnavnið til ein annan skrásetara. Lat bert lásin upp, tá ið tú ætlar at flyta tað.', // review:
      transferUnlockConfirm: 'Lat flytilásin upp', // review:
      codeHeading: 'Flytikota', // review:
      codeIntro: 'Við flytikotuni kann økisnavnið flytast til ein annan skrásetara. Tú sært hana, eisini meðan flytilásurin er á.', // review:
      showCode: 'Vís flytikotuna', // review:
      hideCode: 'Fjal flytikotuna', // review:
      newCode: 'Ger nýggja flytikotu', // review:
      newCodeTitle: 'Gera nýggja flytikotu?', // review:
      newCodeText: 'Gamla kotan virkar ikki longur, tá ið tann nýggja er gjørd.', // review:
      newCodeDone: 'Nýggj flytikota er gjørd.', // review:
    },
    portalLock: {
      heading: 'Portallás', // review:
      intro:
        'Portallásurin varðveitir navnaambætarar, DNSSEC, sambandsfólk, eigara, flytilás og flytikotu, sum tey eru, hvør ið so er innritaður. Hann kemur á beinanvegin; at taka hann av krevur góðkenning frá einum øðrum eigara (økisnavn hjá toymi) ella 24 tímar at bíða, sum tú kanst angra (títt egna økisnavn).', // review:
      locked: 'Læst', // review:
      unlocked: 'Ikki læst', // review:
      liftRequested: 'Læst – biðið um at taka av', // review:
      since: 'síðan {{date}}', // review:
      requestedAt: 'Biðið varð um at taka lásin av {{date}}.', // review:
      liftsAt: 'Lásurin verður tikin av {{date}} (um {{hours}} t. {{minutes}} min.), um umbønin ikki verður angrað.', // review:
      toldBySms: 'Vit hava sagt eigaranum frá við telduposti og SMS.', // review:
      toldByEmail: 'Vit hava sagt eigaranum frá við telduposti (einki váttað telefonnummar, so einki SMS).', // review:
      waitsForOtherOwner: 'Ein annar eigari í toyminum má góðkenna tað við síni egnu innritan.', // review:
      waitsForApproval: 'Ein annar eigari hevur biðið um at taka lásin av. Tú kanst góðkenna tað ella angra umbønina.', // review:
      ownersOnly: 'Bert eigarar kunnu seta portallásin á ella taka hann av.', // review:
      lock: 'Lás í portalinum', // review:
      lockTitle: 'Læsa økisnavnið í portalinum?', // review:
      lockText: 'Lásurin kemur á beinanvegin. At taka hann av aftur krevur góðkenning frá einum øðrum eigara, ella 24 tímar at bíða fyri títt egna økisnavn.', // review:
      lockDone: 'Økisnavnið er læst í portalinum.', // review:
      ask: 'Bið um at taka lásin av', // review:
      askTitle: 'Biðja um at taka portallásin av?', // review:
      askText: 'Lásurin verður tikin av um 24 tímar. Vit siga tær frá beinanvegin við telduposti, og við SMS, um telefonnummarið hjá tær er váttað. Tú kanst angra til tá.', // review:
      askTextTeam: 'Ein annar eigari í toyminum má góðkenna tað við síni egnu innritan. Til tá verður lásurin verandi á.', // review:
      askDone: 'Umbønin um at taka lásin av er send.', // review:
      approve: 'Góðkenn at taka av', // review:
      approveTitle: 'Taka portallásin av?', // review:
      approveText: 'Lásurin verður tikin av beinanvegin. Góðkenn bert, um tú veitst um umbønina.', // review:
      approveDone: 'Portallásurin er tikin av.', // review:
      cancel: 'Angra umbønina', // review:
      cancelDone: 'Umbønin er angrað. Lásurin verður verandi á.', // review:
    },
  },
  domainTabs: {
    label: 'Umsiting av økisnavninum', // review:
    overview: 'Yvirlit', // review:
    renewal: 'Endurnýggjan', // review:
    history: 'Søga', // review:
  },
  activity: {
    caption: 'Søgan hjá økisnavninum', // review:
    myCaption: 'Títt virksemi', // review:
    when: 'Nær', // review:
    domain: 'Økisnavn',
    what: 'Hvat hendi', // review:
    empty: 'Einki er skrásett enn.', // review:
    loadMore: 'Vís fleiri', // review:
    loading: 'Heintar…', // review:
    loadFailed: 'Kundi ikki heinta søguna.', // review:
    emptyValue: '(tómt)', // review:
    yes: 'ja', // review:
    no: 'nei', // review:
    productNameServers: 'okkara navnaambætarar', // review:
    actors: {
      someone: 'Ein brúkari', // review:
      registry: 'Skrásetingin', // review:
      job: 'Ein sjálvvirkandi uppgáva', // review:
      system: 'Økisnavn',
    },
    records: {
      added: '{{actor}} legði {{type}}-post afturat: {{after}}', // review:
      addedNamed: '{{actor}} legði {{type}}-post fyri {{name}} afturat: {{after}}', // review:
      changed: '{{actor}} broytti {{type}}-postin {{before}} → {{after}}', // review:
      changedNamed: '{{actor}} broytti {{type}}-postin fyri {{name}} {{before}} → {{after}}', // review:
      removed: '{{actor}} strikaði {{type}}-postin {{before}}', // review:
      removedNamed: '{{actor}} strikaði {{type}}-postin fyri {{name}} {{before}}', // review:
      withTtl: '{{value}} (TTL {{ttl}})',
      imported: '{{actor}} las eina sónufílu inn', // review:
      counted: '{{actor}} broytti DNS-postarnar: {{added}} nýggir, {{changed}} broyttir, {{removed}} strikaðir', // review:
    },
    forwarding: {
      on: '{{actor}} sendi økisnavnið víðari til {{after}}', // review:
      changed: '{{actor}} broytti víðarisendingina {{before}} → {{after}}', // review:
      off: '{{actor}} steðgaði víðarisendingini til {{before}}', // review:
      rule: '{{url}} ({{statusCode}})',
      ruleKeepPath: '{{url}} ({{statusCode}}, slóðin fylgir við)', // review:
    },
    nameServers: {
      changed: '{{actor}} broytti navnaambætararnar {{before}} → {{after}}', // review:
    },
    dnssec: {
      signingOn: '{{actor}} setti DNSSEC-undirskriving til', // review:
      signingOff: '{{actor}} slóg DNSSEC-undirskriving frá', // review:
      dsAdded: '{{actor}} legði DS-post {{keyTag}} afturat', // review:
      dsRemoved: '{{actor}} strikaði DS-post {{keyTag}}', // review:
    },
    contacts: {
      changed: '{{actor}} broytti {{field}} hjá {{role}} {{before}} → {{after}}', // review:
      changedRoles: '{{actor}} broytti sambandsfólkini', // review:
      roles: {
        registrant: 'eigaranum', // review:
        admin: 'umsitingarliga sambandsfólkinum', // review:
        tech: 'tøkniliga sambandsfólkinum', // review:
        billing: 'sambandsfólkinum fyri rokningar', // review:
      },
      fields: {
        owner_type: 'slagið', // review:
        first_name: 'fornavnið', // review:
        last_name: 'eftirnavnið', // review:
        company: 'navnið á fyritøkuni', // review:
        street: 'gøtuna', // review:
        postal_code: 'postnummarið', // review:
        town: 'býin', // review:
        state: 'landspartin', // review:
        country_code: 'landið', // review:
        phone_code: 'landskotuna', // review:
        phone_number: 'telefonnummarið', // review:
        email: 'teldubústaðin', // review:
        vat_number: 'MVG-nummarið', // review:
        v_number: 'V-talið', // review:
        resident: 'heimstaðin í Føroyum', // review:
      },
    },
    locks: {
      transferOn: '{{actor}} setti flytilásin á', // review:
      transferOff: '{{actor}} tók flytilásin av', // review:
      registrationLocked: '{{actor}} setti skrásetingarlásin á', // review:
      registrationUnlockRequested: '{{actor}} bað um at lata skrásetingarlásin upp', // review:
      registrationUnlocked: '{{actor}} lat skrásetingarlásin upp', // review:
      portalLocked: '{{actor}} setti portallásin á', // review:
      portalLiftRequestedWait: '{{actor}} bað um at taka portallásin av; hann verður tikin av {{date}}, um umbønin ikki verður angrað', // review:
      portalLiftRequestedApproval: '{{actor}} bað um at taka portallásin av; ein annar eigari í toyminum má góðkenna', // review:
      portalLiftApproved: '{{actor}} góðkendi at taka portallásin av', // review:
      portalLiftCancelled: '{{actor}} angraði umbønina um at taka portallásin av', // review:
      portalLifted: 'Portallásurin er tikin av ({{actor}})', // review:
      portalLiftedAfterWait: 'Portallásurin er tikin av eftir 24 tímar at bíða', // review:
      portalLockedNotMe: 'Portallásurin varð settur á við „Hetta var ikki eg“ ({{actor}})', // review:
      notMeReported: '{{actor}} boðaði frá, at ein broyting hjá {{suspect}} var ókend („Hetta var ikki eg“): allar innritanir hjá {{suspect}} eru endaðar', // review:
    },
    autoRenewal: {
      on: '{{actor}} setti sjálvvirkandi endurnýggjan til', // review:
      off: '{{actor}} slóg sjálvvirkandi endurnýggjan frá', // review:
    },
    owner: {
      toTeam: '{{actor}} flutti økisnavnið til toymið {{team}}', // review:
      toUser: '{{actor}} flutti økisnavnið úr toyminum {{team}} til økisnøvnini hjá {{user}}', // review:
    },
    events: {
      signedInPassword: '{{actor}} ritaði inn við loyniorði og kotu', // review:
      signedInEmail: '{{actor}} ritaði inn við at vátta teldubústaðin', // review:
      signedInEid: '{{actor}} ritaði inn við talgildum samleika', // review:
      signedInAuthenticator: '{{actor}} ritaði inn við loyniorði og kotu úr váttanarforritinum', // review:
      signedInRecoveryCode: '{{actor}} ritaði inn við loyniorði og trygdarkotu', // review:
      signedInPasskey: '{{actor}} ritaði inn við passkey', // review:
      passkeyAdded: '{{actor}} legði passkeyin „{{name}}“ afturat', // review:
      passkeyRemoved: '{{actor}} strikaði passkeyin „{{name}}“', // review:
      apiTokenCreated: '{{actor}} gjørdi API-lykilin „{{name}}“', // review:
      apiTokenRevoked: '{{actor}} afturkallaði API-lykilin „{{name}}“', // review:
      webhookDisabled: 'Webhook-endapunktið „{{name}}“ varð slökt: allar sendingar til tess miseydnaðust í 3 dagar', // review:
      registered: '{{actor}} stovnaði brúkaran', // review:
      emailVerified: '{{actor}} váttaði teldubústaðin {{email}}', // review:
      phoneVerified: '{{actor}} váttaði telefonnummarið {{phone}}', // review:
      profileUpdated: '{{actor}} broytti persónsupplýsingarnar', // review:
      passwordChanged: '{{actor}} broytti loyniorðið', // review:
      authenticatorOn: '{{actor}} setti eitt váttanarforrit í gildi', // review:
      authenticatorOff: '{{actor}} tók váttanarforritið úr gildi', // review:
      recoveryCodesRenewed: '{{actor}} gjørdi nýggjar trygdarkotur', // review:
      languageChanged: '{{actor}} broytti málið', // review:
      eidLinked: '{{actor}} knýtti talgilda samleikan at brúkaranum', // review:
      orderPlaced: '{{actor}} bíleggjaði {{domains}}', // review:
      transferRequested: '{{actor}} bað um at flyta {{name}} hiðar', // review:
      transferCancelled: '{{actor}} steðgaði flytingini av {{name}}', // review:
      transferCodeRenewed: '{{actor}} gjørdi nýggja flytikotu', // review:
      expirySyncForced: '{{actor}} spurdi skrásetingina um útgangsdagin av nýggjum', // review:
      userDeactivated: '{{actor}} gjørdi brúkaran óvirknan', // review:
      userDeactivatedReason: '{{actor}} gjørdi brúkaran óvirknan: {{reason}}', // review:
      userActivated: '{{actor}} gjørdi brúkaran virknan', // review:
      userActivatedReason: '{{actor}} gjørdi brúkaran virknan: {{reason}}', // review:
      userSessionRevoked: '{{actor}} endaði eina innritan hjá brúkaranum', // review:
      domainRegistered: 'Økisnavnið {{name}} varð skrásett', // review:
      domainRenewed: 'Økisnavnið varð endurnýggjað til {{date}}', // review:
      transferredIn: 'Økisnavnið {{name}} varð flutt hiðar', // review:
      expiredAtRegistry: 'Økisnavnið gekk út hjá skrásetingini', // review:
      renewedAtRegistry: 'Skrásetingin endurnýggjaði økisnavnið til {{date}}', // review:
      deletedAtRegistry: 'Skrásetingin strikaði økisnavnið', // review:
      statusChanged: 'Skrásetingin broytti støðuna {{before}} → {{after}}', // review:
      transferAwayRequested: 'Ein annar skrásetari bað um at flyta økisnavnið', // review:
      transferredAway: 'Økisnavnið varð flutt til ein annan skrásetara', // review:
      transferAwayStopped: 'Flytingin til ein annan skrásetara varð steðgað', // review:
      registrantChanged: 'Skrásetingin broytti eigaran av økisnavninum', // review:
      claimed: '{{actor}} kravdi økisnavnið við at vátta teldubústaðin hjá skrásetaranum, {{email}}', // review:
      userDeleted: '{{actor}} strikaði brúkaran', // review:
      orderPaid: 'Bílegingin varð goldin', // review:
      orderPaymentFailed: 'Gjaldið fyri bílegingina miseydnaðist', // review:
      orderPaymentMismatched: 'Eitt gjald svaraði ikki til upphæddina á bílegingini', // review:
      orderExtraPaymentReceived: 'Eitt gjald afturat fyri bílegingina kom inn', // review:
      orderPaymentRefunded: 'Gjaldið fyri bílegingina varð endurgoldið', // review:
      orderSettled: 'Bílegingin varð gjørd upp', // review:
      orderMarkedPaid: '{{actor}} merkti bílegingina goldna', // review:
      orderMarkedPaidReason: '{{actor}} merkti bílegingina goldna: {{reason}}', // review:
      orderRefundedByAdmin: '{{actor}} endurgeldaði bílegingina', // review:
      orderRefundedByAdminReason: '{{actor}} endurgeldaði bílegingina: {{reason}}', // review:
      transferApproved: 'Flytingin av {{name}} varð góðkend', // review:
      nameServersChanged: '{{actor}} broytti navnaambætararnar', // review:
      dnssecChanged: '{{actor}} broytti DNSSEC', // review:
      dnssecBootstrapSeen: 'Navnaambætararnir útgeva ein CDS-post (DS {{keyTags}}): DNSSEC verður tendrað av sær sjálvum tann {{at}}, um tað ikki verður noktað', // review:
      dnssecBootstrapRefused: '{{actor}} noktaði DNSSEC eftir CDS-postinum hjá navnaambætarunum (DS {{keyTags}})', // review:
      forwardingChanged: '{{actor}} broytti víðarisendingina', // review:
      domainMoved: '{{actor}} flutti økisnavnið til ein annan eigara', // review:
      autoRenewalCardChanged: '{{actor}} broytti kortið til sjálvvirkandi endurnýggjan', // review:
      autoRenewalFailed: 'Sjálvvirkandi endurnýggjanin fekk ikki goldið við kortinum', // review:
      autoRenewalCardExpiring: 'Kortið til sjálvvirkandi endurnýggjan gongur út áðrenn endurnýggjanina', // review:
      paymentCardAdded: '{{actor}} goymdi eitt gjaldskort, sum endar við {{last4}}', // review:
      paymentCardRenamed: '{{actor}} gav einum gjaldskorti nýtt navn {{before}} → {{after}}', // review:
      paymentCardDeleted: '{{actor}} strikaði gjaldskortið, sum endar við {{last4}}', // review:
      teamInviteAccepted: '{{actor}} góðtók innbjóðingina og er nú limur í toyminum {{team}}', // review:
      teamMemberRemoved: '{{actor}} tók {{member}} úr toyminum {{team}}', // review:
      teamMemberLeft: '{{actor}} fór úr toyminum {{team}}', // review:
      registryNotice: 'Skrásetingin sendi boð um økisnavnið', // review:
      expiryNotice: 'Eigarin fekk boð um, at økisnavnið gongur út {{date}}', // review:
      healthFailing: 'Heilsukanningin fann, at økisnavnið ikki virkar, sum tað skal: {{answering}} av {{total}} navnaambætarum svaraðu', // review:
      healthRecovered: 'Heilsukanningin fann, at økisnavnið virkar aftur: {{answering}} av {{total}} navnaambætarum svaraðu', // review:
      settingsChanged: '{{actor}} broytti stillingarnar', // review:
      other: '{{actor}}: {{activity}}',
    },
  },
  renewal: {
    heading: 'Endurnýgg økisnavnið', // review:
    expires: 'Gongur út', // review:
    years: 'Tíðarskeið', // review:
    yearsOption_one: '{{count}} ár', // review:
    yearsOption_other: '{{count}} ár', // review:
    newExpiry: 'Nýggjur útgangsdagur', // review:
    price: 'Prísur við MVG', // review:
    renew: 'Endurnýgg og gjald', // review:
    atLimit: 'Økisnavnið kann ikki endurnýggjast, tað er longu endurnýggjað í longsta loyvda tíðarskeið (10 ár frá í dag).', // review:
    failed: 'Tað miseydnaðist at endurnýggja økisnavnið.', // review:
    autoHeading: 'Sjálvvirkandi endurnýggjan', // review:
    autoOn: 'Sjálvvirkandi endurnýggjan er sett til.', // review:
    autoOff: 'Sjálvvirkandi endurnýggjan er ikki sett til.', // review:
    autoTurnOff: 'Slá sjálvvirkandi endurnýggjan frá', // review:
    autoNeeds: 'Sjálvvirkandi endurnýggjan krevur eitt goymt gjaldskort knýtt at økisnavninum og at treytirnar fyri sjálvvirkandi endurnýggjan eru góðtiknar.', // review:
    autoCard: 'Gjaldskort', // review:
    autoChooseCard: 'Vel eitt kort', // review:
    autoNoCards: 'Tú hevur einki goymt gjaldskort, sum kann nýtast.', // review:
    autoAddCard: 'Legg eitt kort afturat undir Gjaldshættir', // review:
    autoCardExpired: 'Kortið er útgingið: vel eitt annað kort, annars kann sjálvvirkandi endurnýggjan ikki gjalda.', // review:
    autoCardExpiringSoon: 'Kortið gongur skjótt út.', // review:
    autoCharged: 'Kortið verður belastað {{price}} um árið {{days}} dagar áðrenn økisnavnið gongur út, og økisnavnið verður endurnýggjað í eitt ár.', // review:
    autoTerms: 'Eg góðtaki treytirnar fyri sjálvvirkandi endurnýggjan', // review:
    autoTurnOn: 'Set sjálvvirkandi endurnýggjan til', // review:
    autoTurnedOn: 'Sjálvvirkandi endurnýggjan er sett til.', // review:
    autoTurnedOff: 'Sjálvvirkandi endurnýggjan er sett frá.', // review:
    autoUsesCard: 'Endurnýggjar við {{card}}', // review:
    failedChargeHeading: 'Sjálvvirkandi endurnýggjanin fekk ikki goldið við kortinum', // review:
    failedChargeText: 'Seinasta roynd, {{date}}, miseydnaðist: {{reason}}', // review:
    failedChargeDeclined: 'kortið varð avvíst.', // review:
    failedChargeExpiredCard: 'kortið er gingið út.', // review:
    failedChargeNoCard: 'einki nýtiligt kort er knýtt at økisnavninum.', // review:
    failedChargeAuthentication: 'bankin biður um eina váttan, sum eitt sjálvvirkandi gjald ikki kann geva.', // review:
    failedChargeUnavailable: 'gjaldsveitarin svaraði ikki.', // review:
    failedChargeWhatToDo:
      'Knýt eitt annað kort at undir Sjálvvirkandi endurnýggjan, ella endurnýggja við hond. Inntil tá verður kortið roynt aftur hvønn dag, til økisnavnið gongur út {{date}}.', // review:
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
    // RFC 5731 §2.3's statuses in our words (shared/registry-words.ts).
    registryStatus: {
      ok: 'Í lagi, eingin avmarking', // review:
      inactive: 'Ikki á netinum (ongir navnaambætarar)', // review:
      transferLocked: 'Flytilás', // review:
      transferLockedByRegistry: 'Flytilás frá skrásetingini', // review:
      updateLocked: 'Broytingarlás', // review:
      updateLockedByRegistry: 'Broytingarlás frá skrásetingini', // review:
      deleteLocked: 'Strikilás', // review:
      deleteLockedByRegistry: 'Strikilás frá skrásetingini', // review:
      renewLocked: 'Endurnýggjanarlás', // review:
      renewLockedByRegistry: 'Endurnýggjanarlás frá skrásetingini', // review:
      onHold: 'Steðgað, ikki á netinum', // review:
      onHoldByRegistry: 'Steðgað av skrásetingini, ikki á netinum', // review:
      pendingCreate: 'Verður stovnað', // review:
      pendingDelete: 'Verður strikað', // review:
      pendingRenew: 'Verður endurnýggjað', // review:
      pendingTransfer: 'Verður flutt', // review:
      pendingUpdate: 'Verður broytt', // review:
      other: 'Onnur støða hjá skrásetingini', // review:
    },
    registryExpires: 'Gongur út', // review:
    registryUpdated: 'Seinast broytt', // review:
    registryNameServers: 'Navnaambætarar', // review:
    trademarkNote: 'Eitt .fo-navn, sum ikki samsvarar við eitt vørumerki, kann ein vørumerkjaeigari mótmæla innan 20 dagar eftir skrásetingina, her til og við {{date}}.', // review:
  },
  domainHealth: {
    heading: 'Virkar økisnavnið?', // review:
    loadFailed: 'Kundi ikki heinta kanningina.', // review:
    unchecked: 'Ikki kannað enn: fyrsta kanningin verður innan ein tíma.', // review:
    works: 'Virkar: svarað av {{answering}} av {{total}} navnaambætarum', // review:
    failing: 'Virkar ikki, sum tað skal: svarað av {{answering}} av {{total}} navnaambætarum', // review:
    dnssec: {
      valid: 'DNSSEC í lagi', // review:
      off: 'DNSSEC er ikki tendrað', // review:
      broken: 'DNSSEC er brotið', // review:
    },
    checkedAt: 'Kannað {{at}}', // review:
    since: 'Soleiðis síðan {{at}}', // review:
    noOthers: 'ongin annar', // review:
    why: 'Hví tað hevur týdning', // review:
    todo: 'Hvat tú kanst gera', // review:
    problems: {
      no_name_servers: {
        what: 'Skrásetingin hevur ongar navnaambætarar fyri økisnavnið.', // review:
        why: 'Uttan navnaambætarar finnur eingin økisnavnið: hvørki heimasíða ella teldupostur virkar.', // review:
        todo: 'Vel navnaambætarar undir Navnaambætarar.', // review:
      },
      server_unresolvable: {
        what: '{{server}} hevur ongan bústað.', // review:
        why: 'Eingin kann spyrja hann: økisnavnið virkar bert, meðan {{others}} svara.', // review:
        todo: 'Kanna, at navnið á ambætaranum er rætt skrivað, ella set glue-bústaðir á hann.', // review:
      },
      server_not_answering: {
        what: '{{server}} svarar ikki.', // review:
        why: 'Økisnavnið virkar bert, meðan {{others}} svara.', // review:
        todo: 'Bið tann, ið rekur {{server}}, kanna hann, ella tak hann burtur undir Navnaambætarar.', // review:
      },
      server_no_tcp: {
        what: '{{server}} svarar ikki um TCP.', // review:
        why: 'Stór svar (DNSSEC) koma um TCP: teir, ið spyrja, fáa tey ikki.', // review:
        todo: 'Bið tann, ið rekur {{server}}, lata upp fyri DNS um TCP (portur 53).', // review:
      },
      server_no_udp: {
        what: '{{server}} svarar ikki um UDP.', // review:
        why: 'Flestir spyrja fyrst um UDP: teir bíða og royna ein annan.', // review:
        todo: 'Bið tann, ið rekur {{server}}, lata upp fyri DNS um UDP (portur 53).', // review:
      },
      server_not_authoritative: {
        what: '{{server}} svarar, men ikki sum ambætari fyri økisnavnið.', // review:
        why: 'Hann veit ikki um økisnavnið: teir, ið spyrja hann, fáa einki svar, og økisnavnið virkar bert, meðan hinir svara.', // review:
        todo: 'Legg økisnavnið afturat á {{server}}, ella tak hann burtur undir Navnaambætarar.', // review:
      },
      name_servers_differ: {
        what: '{{server}} nevnir aðrar navnaambætarar ({{detail}}) enn skrásetingin.', // review:
        why: 'Tá ið listarnir ikki samsvara, kunnu onkrir spyrja ambætarar, ið ikki vita um økisnavnið.', // review:
        todo: 'Ger NS-postarnar í sonuni eins og navnaambætararnar hjá skrásetingini.', // review:
      },
      serials_differ: {
        what: '{{server}} hevur eina aðra útgávu av sonuni ({{detail}}) enn hinir.', // review:
        why: 'Tá ið ambætararnir svara ymiskt, sær onkur tað gamla og onkur tað nýggja.', // review:
        todo: 'Kanna, at sonan verður flutt til allar ambætararnar.', // review:
      },
      ds_without_dnskey: {
        what: 'Skrásetingin hevur ein DS-post, men {{server}} hevur ongan DNSKEY, ið hóskar til hann.', // review:
        why: 'Økisnavnið fer í myrkur fyri øllum, ið kanna DNSSEC.', // review:
        todo: 'Tak DS-postin burtur undir DNSSEC, ella legg lykilin afturat á {{server}}.', // review:
      },
      signature_missing: {
        what: '{{server}} undirskrivar ikki {{detail}}-svarini.', // review:
        why: 'Við einum DS-posti hjá skrásetingini verða ikki-undirskrivað svar vrakað.', // review:
        todo: 'Tendra undirskriving á {{server}}, ella tak DS-postin burtur undir DNSSEC.', // review:
      },
      signature_invalid: {
        what: 'Undirskriftin hjá {{server}} á {{detail}} er ógildug.', // review:
        why: 'Teir, ið kanna DNSSEC, vraka svarini: økisnavnið virkar ikki fyri teimum.', // review:
        todo: 'Bið tann, ið rekur {{server}}, undirskriva sonuna av nýggjum.', // review:
      },
      signature_expired: {
        what: 'Undirskriftin hjá {{server}} á {{detail}} er gingin út.', // review:
        why: 'Teir, ið kanna DNSSEC, vraka svarini: økisnavnið virkar ikki fyri teimum.', // review:
        todo: 'Bið tann, ið rekur {{server}}, undirskriva sonuna av nýggjum.', // review:
      },
      below_apex_not_answering: {
        what: '{{server}} svarar ikki fyri {{detail}}.', // review:
        why: 'Tey, ið spyrja {{server}} um {{detail}}, fáa einki svar: heimasíðan letur kanska ikki upp fyri teimum.', // review:
        todo: 'Bið tann, ið rekur {{server}}, hyggja at tí. Við okkara navnaambætarum, kanna postin undir DNS.', // review:
      },
    },
  },
  domainSharing: {
    tab: 'Fólk', // review:
    intro: 'Ein tøkniligur umsitari umsitur DNS-postar, víðarisending, navnaambætarar og DNSSEC hjá økisnavninum og einki annað.', // review:
    listLabel: 'Fólk hjá økisnavninum', // review:
    name: 'Navn', // review:
    email: 'Teldupostur', // review:
    role: 'Leiklutur', // review:
    since: 'Síðan', // review:
    actions: 'Atgerðir', // review:
    yourRole: 'Tín leiklutur', // review:
    roles: {
      owner: 'Eigari', // review:
      technical_manager: 'Tøkniligur umsitari', // review:
      invited: 'Innboðin', // review:
    },
    validUntil: 'Kann góðtakast til {{date}}', // review:
    expired: 'Gingin út', // review:
    inviteHeading: 'Deil økisnavnið við ein tøkniligan umsitara', // review:
    inviteEmail: 'Teldupostbústaður', // review:
    inviteSubmit: 'Send innbjóðing', // review:
    invitedToast: 'Innbjóðingin er send til {{email}}.', // review:
    withdraw: 'Tak aftur', // review:
    withdrawConfirm: 'Tak innbjóðingina til {{email}} aftur?', // review:
    withdrawnToast: 'Innbjóðingin er tikin aftur.', // review:
    remove: 'Tak burtur', // review:
    removeConfirm: 'Tak {{name}} burtur sum tøkniligan umsitara av {{domain}}?', // review:
    removedToast: '{{name}} umsitur ikki longur økisnavnið.', // review:
    leave: 'Far frá', // review:
    leaveConfirm: 'Halda uppat at umsita {{domain}}? Tú sært tað ikki longur; eigarin kann bjóða tær aftur.', // review:
    leftToast: 'Tú umsitur ikki longur {{domain}}.', // review:
    lockedNote: 'Brúkarar kunnu ikki takast burtur, meðan økisnavnið er læst við skrásetingarlásinum. Innbjóðingar kunnu framvegis sendast.', // review:
    loadFailed: 'Tað miseydnaðist at heinta fólkini hjá økisnavninum.', // review:
    sharedWithYou: '{{owner}} deilir hetta økisnavnið við teg: tú umsitur DNS, víðarisending, navnaambætarar og DNSSEC.', // review:
    sharedListLabel: 'Økisnøvn deild við teg', // review:
    sharedEmpty: 'Eingi økisnøvn eru deild við teg.', // review:
    sharedEmptyHint: 'Eitt økisnavn sæst her, tá ið tú góðtekur eina innbjóðing at umsita tað.', // review:
    acceptHeading: 'Innbjóðing at umsita {{domain}}', // review:
    acceptText: '{{inviter}} bjóðar tær at vera tøkniligur umsitari av {{domain}}.', // review:
    acceptValidUntil: 'Innbjóðingin kann góðtakast til {{date}}.', // review:
    accept: 'Góðtak innbjóðingina', // review:
    acceptedToast: 'Tú ert nú tøkniligur umsitari av {{domain}}.', // review:
    acceptNotFound: 'Henda innbjóðingin er ikki til tín, ella ikki galdandi longur. Rita inn við bústaðinum, hon varð send til.', // review:
    acceptLoadFailed: 'Tað miseydnaðist at heinta innbjóðingina.', // review:
    toDomains: 'Far til økisnøvnini', // review:
  },
  orders: {
    statusPending: 'Bíðar eftir gjaldi', // review:
    statusPaid: 'Goldið, verður skrásett', // review:
    statusRegistered: 'Skrásett', // review:
    statusFailed: 'Miseydnaðist', // review:
    statusExpired: 'Gingin út', // review:
    statusCancelled: 'Avlýst', // review:
    statusReplaced: 'Avloyst av endurnýggjan við hond', // review:
    statusRefunded: 'Goldið aftur', // review:
    statusPaymentMismatch: 'Gjaldið samsvaraði ikki', // review:
    reasonPaymentExpired: 'Gjaldið gekk út, áðrenn tað varð gjørt.', // review:
    reasonCardDeclined: 'Kortið varð avvíst.', // review:
    reasonRegistryRejected: 'Skrásetingin tók ikki ímóti økisnavninum.', // review:
    reasonPaymentMismatch: 'Gjaldið samsvaraði ikki við upphæddina á keypinum. Einki er skrásett, og gjaldið verður goldið aftur.', // review:
    reasonRegistryUnavailable: 'Skrásetingin var ikki tøk í ein samdøgur. Peningurin verður goldin aftur.', // review:
  },
  purchase: {
    statusRegion: 'Støðan á keypinum', // review:
    waitingPayment: 'Vit bíða eftir váttan av gjaldinum…', // review:
    registering: 'Gjaldið er móttikið. Vit skráseta økisnøvnini…', // review:
    thanks: 'Takk fyri keypið!', // review:
    registeredIntro: 'Hesi økisnøvn eru nú skrásett til tín:', // review:
    renewedIntro: 'Økisnavnið er endurnýggjað:', // review:
    notRegisteredHeading: 'Økisnøvnini kundu ikki skrásetast', // review:
    notRegisteredIntro: 'Hesi økisnøvn kundu ikki skrásetast:', // review:
    refunded: '{{amount}} er goldið aftur til tín.', // review:
    refundedByAdminHeading: 'Keypið er endurgoldið', // review:
    refundedByAdminText: '{{amount}} er goldið aftur fyri hesi økisnøvn. Kreditnotan er undir Kvittanir.', // review:
    failedHeading: 'Keypið varð ikki gjørt', // review:
    cancelledHeading: 'Gjaldið varð avlýst', // review:
    cancelledText: 'Tú avlýsti gjaldið. Einki er tikið av kortinum.', // review:
    declinedHeading: 'Kortið varð avvíst', // review:
    declinedText: 'Einki er tikið av kortinum. Tú kanst royna aftur við øðrum korti.', // review:
    expiredHeading: 'Gjaldið gekk út', // review:
    expiredText: 'Gjaldið varð ikki gjørt í tíð, so bíleggingin er gingin út. Einki er tikið av kortinum.', // review:
    orderedNames: 'Økisnøvn í bíleggingini', // review:
    missingOrder: 'Vit funnu ikki bíleggingina.', // review:
    backToSearch: 'Aftur til leitingina', // review:
    tryAgain: 'Royn aftur', // review:
    paidAfterAll: 'Gjaldið gekk kortini ígjøgnum.', // review:
    seeResult: 'Vís úrslitið av keypinum', // review:
    toDomains: 'Far til økisnøvnini', // review:
    toReceipts: 'Vís kvittanir', // review:
  },
  paymentCards: {
    listLabel: 'Tíni gjaldskort', // review:
    intro: 'Kort verða goymd hjá gjaldsveitara okkara: vit goyma bara slagið, seinastu 4 tølini og útgangsdagin. Einki verður belastað, tá ið tú goymir eitt kort.', // review:
    add: 'Legg kort afturat', // review:
    returned: 'Aftur frá gjaldsveitaranum: nýggja kortið verður víst her, so skjótt sum veitarin váttar tað.', // review:
    card: 'Kort', // review:
    cardText: '{{brand}} •••• {{last4}}',
    expiry: 'Gongur út', // review:
    name: 'Kallingarnavn', // review:
    domains: 'Brúkt av', // review:
    noDomains: 'Eingi økisnøvn', // review:
    none: '–',
    actions: 'Gerðir', // review:
    rename: 'Nýtt navn', // review:
    renameLabel: 'Gev {{card}} nýtt navn', // review:
    renameTitle: 'Gev kortinum nýtt navn', // review:
    renamed: 'Kortið hevur fingið nýtt navn.', // review:
    delete: 'Strika', // review:
    deleteLabel: 'Strika {{card}}', // review:
    deleteTitle: 'Strika kortið?', // review:
    deleteMessage: '{{card}} verður strikað her og hjá gjaldsveitaranum.', // review:
    deleted: 'Kortið er strikað.', // review:
    expired: 'Útgingið', // review:
    expiringSoon: 'Gongur skjótt út', // review:
    empty: 'Tú hevur eingi goymd gjaldskort enn.', // review:
    teamListLabel: 'Gjaldskortini hjá {{team}}', // review:
    teamEmpty: '{{team}} hevur eingi goymd gjaldskort enn.', // review:
    ownersOnlyHeading: 'Bert eigarar toymisins kunnu umsita gjaldskort tess', // review:
    ownersOnlyText: 'Bið ein eigara av {{team}} leggja eitt kort afturat ella broyta tað. Sum limur umsitur tú økisnøvn toymisins.', // review:
    loadFailed: 'Kundi ikki heinta gjaldskortini.', // review:
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', other: 'Kort' }, // review: other
  },
  apiTokens: {
    intro:
      'Ein API-lykil letur tínar egnu skipanir (eitt skript, CI, ein váttanarklientur) broyta DNS og lesa tíni økisnøvn uttan títt loyniorð. Gev hvørjum ikki meira enn tað, sum hann hevur brúk fyri.', // review:
    teamIntro: 'API-lyklar toymisins røkka økisnøvnum toymisins. Teir hoyra toyminum til og virka framhaldandi, tá ið eigarin, sum gjørdi teir, fer úr toyminum.', // review:
    create: 'Ger ein lykil', // review:
    createHeading: 'Nýggjur API-lykil', // review:
    name: 'Navn', // review:
    nameHint: 'Hvat hann er til, t.d. „CI“ ella „váttanir“.', // review:
    scopesLegend: 'Hvat hann kann gera', // review:
    scopesHint: 'At broyta fevnir eisini um at lesa.', // review:
    areas: { domains: 'Økisnøvn', dns: 'DNS-postar', name_servers: 'Navnaambætarar', dnssec: 'DNSSEC', renewals: 'Endurnýggjanir' }, // review:
    access: { none: 'Einki', read: 'Lesa', write: 'Lesa og broyta' }, // review:
    domainsLegend: 'Økisnøvn', // review:
    allDomains: 'Øll økisnøvn, eisini tey, sum koma afturat seinni', // review:
    chosenDomains: 'Bert tey økisnøvn, sum eg vel', // review:
    noDomains: 'Enn eru eingi økisnøvn at velja.', // review:
    recordName: 'Bert DNS-postar við navninum (valfrítt)', // review:
    recordNameHint: '„*“ merkir hvat sum helst: _acme-challenge.* · „@“ er sjálvt økisnavnið.', // review:
    recordType: 'Av slagnum', // review:
    anyType: 'Hvørt slag sum helst', // review:
    addresses: 'Bert frá hesum adressum (valfrítt)', // review:
    addressesHint: 'IPv4- og IPv6-øki (CIDR), skild við millumrúmi: 192.0.2.0/24 2001:db8::/32', // review:
    validDays: 'Gongur út eftir', // review:
    maxUnusedDays: 'Hættir at virka, tá ið hann ikki er brúktur í', // review:
    days: '{{count}} dagar', // review:
    noLimit: 'Einki slíkt mark', // review:
    secretHeading: 'Avrita lykilin nú', // review:
    secretText: 'Hetta er einasta ferð, hann verður vístur. Vit goyma bert eitt fingramerki av honum og kunnu ikki vísa hann aftur.', // review:
    secretLabel: 'Lykilin', // review:
    copy: 'Avrita', // review:
    copied: 'Lykilin er avritaður.', // review:
    secretDone: 'Eg havi avritað hann', // review:
    listLabel: 'API-lyklar', // review:
    teamListLabel: 'API-lyklar hjá {{team}}', // review:
    empty: 'Tú hevur ongar API-lyklar.', // review:
    teamEmpty: '{{team}} hevur ongar API-lyklar.', // review:
    loadFailed: 'API-lyklarnir kundu ikki heintast.', // review:
    ownersOnlyHeading: 'Bert eigarar toymisins', // review:
    ownersOnlyText: 'Bert eigararnir av {{team}} kunnu síggja og gera API-lyklar toymisins.', // review:
    columns: { name: 'Navn', scopes: 'Kann', domains: 'Økisnøvn', lastUse: 'Seinast brúktur', expires: 'Gongur út', actions: 'Atgerðir' }, // review:
    all: 'Øll', // review:
    neverUsed: 'Ongantíð brúktur', // review:
    lastUse: '{{time}} frá {{address}}', // review:
    status: { active: 'Virkin', expired: 'Útgingin', unused_too_long: 'Ikki brúktur ov leingi', revoked: 'Afturkallaður' }, // review:
    revoke: 'Kalla aftur', // review:
    revokeLabel: 'Kalla {{name}} aftur', // review:
    revokeTitle: 'Kalla lykilin aftur?', // review:
    revokeMessage: '„{{name}}“ hættir at virka beinanvegin. Alt, sum brúkar hann, verður avvíst.', // review:
    revoked: 'Lykilin er kallaður aftur.', // review:
    created: 'Lykilin er gjørdur.', // review:
    /** ACME-loyvið til eitt økisnavn (issue 30, docs/decisions/acme-dns-01-through-acme-dns-and-httpreq.md). */
    acme: {
      create: 'ACME-loyvi', // review:
      heading: 'ACME-loyvi til eitt økisnavn', // review:
      intro:
        'Til ein váttanarklient (lego, acme.sh, certbot, cert-manager): ein lykil, sum bert kann skriva _acme-challenge TXT-postarnar hjá økisnavninum, í eitt ár. Hann virkar við acme-dns og við httpreq hjá lego.', // review:
      domain: 'Økisnavn', // review:
      make: 'Ger loyvið', // review:
      name: 'ACME {{domain}}', // review:
      secretHeading: 'Avrita ACME-loyvið til {{domain}} nú', // review:
      secretText: 'Hetta er einasta ferð, loyniorðið verður víst. Eingin CNAME-postur er neyðugur: portalurin skrivar sjálvur _acme-challenge.{{domain}}.', // review:
      acmeDnsHeading: 'acme-dns', // review:
      acmeDnsText: 'API-grundleiðin og kontufílan til ACME_DNS_STORAGE_PATH (lego, cert-manager) ella tey fýra virðini í henni (acme.sh, krókurin hjá certbot).', // review:
      apiBase: 'API-grundleið (ACME_DNS_API_BASE)', // review:
      storage: 'Kontufíla (ACME_DNS_STORAGE_PATH)', // review:
      username: 'Brúkaranavn', // review:
      password: 'Loyniorð', // review:
      subdomain: 'Undirnavn (subdomain)', // review:
      fulldomain: 'Fult navn (fulldomain)', // review:
      httpreqHeading: 'httpreq hjá lego', // review:
      httpreqText: 'HTTP basic-samgildi: brúkaranavnið og loyniorðið niðanfyri.', // review:
      endpoint: 'Endapunkt (HTTPREQ_ENDPOINT)', // review:
      httpreqUsername: 'Brúkaranavn (HTTPREQ_USERNAME)', // review:
      httpreqPassword: 'Loyniorð (HTTPREQ_PASSWORD)', // review:
      copyLabel: 'Avrita: {{what}}', // review:
      copied: 'Avritað.', // review:
      copyFailed: 'Tað kundi ikki avritast. Vel tað og avrita tað sjálv/ur.', // review:
      done: 'Eg havi avritað tað', // review:
      made: 'ACME-loyvið er gjørt.', // review:
    },
    // API-skjølini (`api-docs`): fyrsta umbønin við curl, og allar almennu leiðirnar.
    docs: {
      link: 'API-skjøl', // review:
      linkText: 'Tín fyrsta umbøn við curl, og allar leiðir, ein lykil røkkur, við loyvinum, sum tær krevja.', // review:
      guideHeading: 'Tín fyrsta umbøn', // review:
      guideIntro: 'API’ið svarar JSON yvir HTTPS. Hvør umbøn hevur ein API-lykil í Authorization-høvdinum.', // review:
      step1Heading: '1. Ger ein lykil', // review:
      step1Text: 'Ger ein lykil á API-síðuni, sum kann lesa økisnøvn og lesa og broyta DNS-postar. Avrita loyniorðið: tað byrjar við okn_ og verður bert víst eina ferð.', // review:
      step2Heading: '2. Spyr eftir tínum økisnøvnum', // review:
      step2Text: 'Set tín lykil í staðin fyri okn_… og koyr:', // review:
      step3Heading: '3. Les svarið', // review:
      step3Text:
        'Svarið er JSON: data er listin við tínum økisnøvnum, hvørt við id, navni og útgangsdegi; links.next er næsta síða (null á tí seinastu). Id hjá einum økisnavni fer inn í adressurnar á leiðum tess.', // review:
      step4Heading: '4. Broyt ein DNS-post', // review:
      step4Text:
        'Legg ein A-post við navninum www afturat einum økisnavni (id tess í staðin fyri DOMAIN_ID). Svarið, 201, er posturin, sum hann er goymdur, við id’inum, sum tú seinni broytir ella strikar hann við.', // review:
      errorsHeading: '5. Feilir og markir', // review:
      errorsText: 'Ein feilur svarar {"error": {"code", "message"}}, boðini á málinum í Accept-Language-høvdinum (fo ella en).', // review:
      errors: {
        token_invalid: '401 token_invalid: lykilin er afturkallaður ella útgingin, hevur ikki verið brúktur ov leingi, ella verður brúktur uttan fyri sínar adressur.', // review:
        token_scope: '403 token_scope: lykilin hevur ikki loyvið, sum boðini nevna, ella økisnavnið er ikki eitt, sum hann røkkur.', // review:
        validation_failed: '422 validation_failed: ein teigur er skeivur; fields nevnir hvønn við sínum boðum.', // review:
        rate_limited: '429 rate_limited: yvir 120 umbønir um minuttin fyri ein lykil ella 600 fyri eina adressu. Bíð tey sekundini, sum Retry-After-høvdið sigur.', // review:
      },
      idempotency: 'Ein broyting kann hava eitt Idempotency-Key-høvd (8 til 128 av A–Z, a–z, 0–9 og _ . : -): verður sama umbøn send aftur, svarar hon tað sama sum fyrru ferð.', // review:
      referenceHeading: 'Allar leiðir', // review:
      referenceIntro: 'Allar leiðir, ein API-lykil røkkur, eftir øki, við loyvinum, sum tær krevja. At broyta fevnir eisini um at lesa.', // review:
      documentLink: 'Alt skjalið: openapi.json (OpenAPI 3.1)', // review:
      scope: 'Loyvi', // review:
      parameters: 'Parametrar', // review:
      required: 'kravt', // review:
      requestExample: 'Dømi um umbøn', // review:
      responseExample: 'Dømi um svar ({{status}})', // review:
      errorsLabel: 'Feilir', // review:
      loadFailed: 'API-skjølini kundu ikki heintast. Royn aftur seinni.', // review:
    },
  },
  webhooks: {
    intro:
      'Ein webhook sigur tínum egnu skipanum (eitt kjatt, ein uppgávuskipan, tín eftirlitsskipan) beinanvegin frá, tá ið nakað hendir við tínum økisnøvnum: vit senda eina undirskrivaða POST til tína https://-adressu fyri hvørja hending, tú velur.', // review:
    teamIntro: 'Webhooks toymisins frætta um økisnøvn og limir toymisins. Tey hoyra toyminum til.', // review:
    create: 'Legg endapunkt afturat', // review:
    createHeading: 'Nýtt webhook-endapunkt', // review:
    name: 'Navn', // review:
    nameHint: 'Hvat tað er til, t.d. „Kjattboð“.', // review:
    url: 'Adressa (URL)', // review:
    urlHint: 'Ein https://-adressa, sum tekur ímóti POST, t.d. https://example.com/hooks/okisnavn.', // review:
    eventsLegend: 'Hendingar at senda', // review:
    eventNames: {
      domain_expiring: 'Økisnavn gongur út', // review:
      domain_renewed: 'Økisnavn endurnýggjað', // review:
      domain_renewal_failed: 'Sjálvvirkin endurnýggjan miseydnaðist', // review:
      domain_registered: 'Økisnavn skrásett', // review:
      domain_transferred_in: 'Flutt higar', // review:
      domain_transferred_away: 'Flutt burtur', // review:
      domain_name_servers_changed: 'Navnaambætarar broyttir', // review:
      domain_dnssec_changed: 'DNSSEC broytt', // review:
      domain_dns_records_changed: 'DNS-skrásetingar broyttar', // review:
      domain_lock_changed: 'Lás broytt', // review:
      team_member_joined: 'Limur komin í toymið', // review:
      team_member_left: 'Limur farin úr toyminum', // review:
      webhook_test: 'Royndarhending', // review:
    },
    secretHeading: 'Avrita undirskriftarloyndina nú', // review:
    secretText: 'Hetta er einasta ferð, hon verður víst. Tín skipan kannar Okisnavn-Signature-hovdið á hvørjari sending við henni.', // review:
    secretLabel: 'Undirskriftarloynd', // review:
    copy: 'Avrita', // review:
    copied: 'Loyndin er avritað.', // review:
    secretDone: 'Eg havi avritað hana', // review:
    created: 'Endapunktið er lagt afturat.', // review:
    listLabel: 'Tíni webhook-endapunkt', // review:
    teamListLabel: 'Webhook-endapunkt hjá {{team}}', // review:
    empty: 'Tú hevur eingi webhook-endapunkt enn.', // review:
    teamEmpty: '{{team}} hevur eingi webhook-endapunkt enn.', // review:
    loadFailed: 'Webhook-endapunktini kundu ikki lesast inn.', // review:
    ownersOnlyHeading: 'Bert eigarar toymisins', // review:
    ownersOnlyText: 'Bert eigararnir av {{team}} leggja afturat og umsita webhooks toymisins.', // review:
    columns: { endpoint: 'Endapunkt', events: 'Hendingar', state: 'Støða', lastDelivery: 'Seinasta sending', actions: 'Atgerðir' }, // review:
    state: { enabled: 'Tendrað', disabled: 'Slökt', disabled_by_failures: 'Slökt: miseydnaðist í 3 dagar' }, // review:
    nothingSent: 'Einki sent enn', // review:
    result: {
      ok: 'HTTP {{status}}',
      http_status: 'HTTP {{status}}',
      redirect: 'HTTP {{status}}, ein víðaribeining (ikki fylgd)', // review:
      address_refused: 'Noktað: adressan er í einum privatum neti', // review:
      timeout: 'Einki svar innan 5 sekund', // review:
      connection_failed: 'Kundi ikki fáa samband', // review:
      endpoint_disabled: 'Endapunktið er slökt', // review:
    },
    previousSecret: 'Fyrra loyndin undirskrivar eisini til {{time}}.', // review:
    deliveries: 'Sendingar', // review:
    deliveriesLabel: 'Sendingar til {{name}}', // review:
    deliveriesHeading: 'Sendingar til {{name}}', // review:
    deliveriesEmpty: 'Einki er sent til tess enn.', // review:
    deliveriesLoadFailed: 'Sendingarnar kundu ikki lesast inn.', // review:
    deliveryColumns: { time: 'Tíð', event: 'Hending', attempt: 'Roynd', answer: 'Svar', actions: 'Atgerðir' }, // review:
    attemptOf: 'Roynd {{attempt}} · {{ms}} ms', // review:
    nextAttempt: 'Roynir aftur {{time}}', // review:
    close: 'Lat aftur', // review:
    redeliver: 'Send aftur', // review:
    redeliverLabel: 'Send {{id}} aftur', // review:
    sent: 'Sent: {{result}}', // review:
    notSent: 'Ikki komið fram: {{result}}', // review:
    sendTest: 'Send royndarhending', // review:
    rotate: 'Skift loynd', // review:
    rotateTitle: 'Skifta undirskriftarloyndina?', // review:
    rotateMessage:
      'Ein nýggj loynd verður gjørd til „{{name}}“. Í 24 tímar verður hvør sending eisini undirskrivað við tí gomlu, so tú kanst broyta hana í tíni skipan uttan at missa nakað.', // review:
    switchOn: 'Tendra', // review:
    switchOff: 'Sløkk', // review:
    switchedOn: 'Endapunktið er tendrað.', // review:
    switchedOff: 'Endapunktið er slökt: einki verður sent til tess.', // review:
    delete: 'Strika', // review:
    deleteTitle: 'Strika endapunktið?', // review:
    deleteMessage: 'Einki meira verður sent til „{{name}}“, og sendingar tess verða strikaðar.', // review:
    deleted: 'Endapunktið er strikað.', // review:
    actionsLabel: 'Atgerðir fyri {{name}}', // review:
  },
  teams: {
    heading: 'Toymi', // review:
    intro: 'Eitt toymi eigur økisnøvn saman: allir limir umsita økisnøvn toymisins, eigararnir eisini upplýsingar, limir og gjaldshættir.', // review:
    none: 'Tú ert ikki í einum toymi enn.', // review:
    loadFailed: 'Tað miseydnaðist at heinta toymini.', // review:
    listLabel: 'Tíni toymi', // review:
    role: 'Tín leiklutur', // review:
    owner: 'Eigari', // review:
    member: 'Limur', // review:
    open: 'Lat {{team}} upp', // review:
    create: 'Stovna toymi', // review:
    createHeading: 'Stovna toymi', // review:
    created: 'Toymið er stovnað.', // review:
    name: 'Navn á toyminum', // review:
    vatNumber: 'MVG-nummar', // review:
    attention: 'Att.', // review:
    detailsHeading: 'Upplýsingar', // review:
    saved: 'Toymið er goymt.', // review:
    membersHeading: 'Limir', // review:
    membersLabel: 'Limir í toyminum', // review:
    memberName: 'Navn', // review:
    memberEmail: 'Teldubústaður',
    isOwner: 'Eigari', // review:
    ownerSwitchLabel: '{{name}} er eigari', // review:
    ownerChanged: 'Goymt.', // review:
    actions: 'Gerðir', // review:
    remove: 'Tak burtur', // review:
    removeLabel: 'Tak {{name}} burtur', // review:
    removeTitle: 'Taka limin burtur?', // review:
    removeMessage: '{{name}} verður tikin burtur úr toyminum og sær ikki longur økisnøvn tess.', // review:
    removed: 'Limurin er tikin burtur.', // review:
    invitationsHeading: 'Innbjóðingar', // review:
    invitationsLabel: 'Opnar innbjóðingar', // review:
    invitationsNone: 'Ongar opnar innbjóðingar.', // review:
    inviteEmail: 'Teldubústaður',
    inviteAsOwner: 'Bjóða sum eigara', // review:
    invite: 'Send innbjóðingina', // review:
    invited: 'Innbjóðingin er send til {{email}}.', // review:
    inviteExpires: 'Gongur út', // review:
    inviteRole: 'Sum', // review:
    withdraw: 'Tak aftur', // review:
    withdrawLabel: 'Tak innbjóðingina til {{email}} aftur', // review:
    withdrawn: 'Innbjóðingin er tikin aftur.', // review:
    acceptHeading: 'Innbjóðing í toymi', // review:
    acceptIntro: 'Tær er boðið at vera við í einum toymi á Økisnavn. Tá ið tú góðtekur, umsitur tú økisnøvn toymisins saman við hinum limunum.', // review:
    acceptText: '{{inviter}} bjóðar tær at vera við í toyminum {{team}}.', // review:
    acceptTextOwner: '{{inviter}} bjóðar tær at vera við í toyminum {{team}} sum eigari.', // review:
    acceptTextNoInviter: 'Tær er boðið at vera við í toyminum {{team}}.', // review:
    acceptValidUntil: 'Innbjóðingin er galdandi til {{date}}.', // review:
    acceptLoadFailed: 'Kundi ikki heinta innbjóðingina.', // review:
    accept: 'Góðtak innbjóðingina', // review:
    accepted: 'Vælkomin í {{team}}.', // review:
    toDomains: 'Far til míni økisnøvn', // review:
    deleteHeading: 'Strika toymið', // review:
    deleteIntro: 'Eitt toymi kann bert strikast, tá ið tað ongi økisnøvn hevur.', // review:
    delete: 'Strika toymið', // review:
    deleteTitle: 'Strika toymið?', // review:
    deleteMessage: '{{team}} verður strikað saman við limunum. Hetta kann ikki angrast.', // review:
    deleted: 'Toymið er strikað.', // review:
    onlyOwners: 'Bert eigarar kunnu nýta hesa funktión.', // review:
    move: {
      heading: 'Flyt økisnavnið', // review:
      intro: 'Flyt økisnavnið millum tíni egnu økisnøvn og eitt toymi, sum tú eigur. Tann, ið hevur tað, umsitur og rindar fyri tað síðani.', // review:
      target: 'Flyt til', // review:
      choose: 'Vel hvar', // review:
      personal: 'Míni egnu økisnøvn', // review:
      team: 'Toymið {{team}}', // review:
      submit: 'Flyt', // review:
      confirmTitle: 'Flyt {{domain}}?', // review:
      confirmMessage: '{{domain}} verður flutt til {{target}}. DNS, stillingar og tøkniligir umsitarar fylgja við; kvittanirnar verða verandi hjá tí, ið rindaði.', // review:
      confirmAutoRenewal:
        'Sjálvvirkandi endurnýggjan verður sligin frá og kortið tikið av, tí tað hoyrir gamla eigaranum til: set hana til aftur við einum korti hjá nýggja eigaranum á Endurnýggjan-teiginum.', // review:
      moved: '{{domain}} er flutt til {{target}}.', // review:
      portalLocked: 'Økisnavnið er læst við portallásinum, so tað kann ikki flytast. Ein eigari kann biðja um at taka lásin av undir „Lásir og flytikota“.', // review:
    },
  },
  claims: {
    heading: 'Krev økisnøvn, sum eru skrásett undir øðrum teldubústaði', // review:
    intro:
      'Hevur tú skrásett .fo-økisnøvn undir øðrum teldubústaði, til dømis einum gomlum arbeiðsteldubústaði? Vátta, at teldubústaðurin er tín, við eini kotu, sum vit senda til hansara, og krev økisnøvnini, sum eru skrásett undir honum, til Míni økisnøvn ella eitt toymi, sum tú eigur.', // review:
    start: 'Krev økisnøvn', // review:
    email: 'Hin teldubústaðurin', // review:
    sendCode: 'Send kotu', // review:
    codeSent: 'Vit hava sent eina 6-sifraða kotu til {{email}}. Hon er galdandi í 10 minuttir.', // review:
    confirmCode: 'Vátta', // review:
    otherAddress: 'Annar teldubústaður', // review:
    proven: '{{email}} er váttaður sum tín til {{time}}.', // review:
    listCaption: 'Økisnøvn skrásett undir {{email}}', // review:
    domain: 'Økisnavn', // review:
    expires: 'Gongur út', // review:
    actions: 'Virksemi', // review:
    target: 'Krev til', // review:
    targetMine: 'Míni økisnøvn', // review:
    targetTeam: 'Toymið {{name}}', // review:
    claim: 'Krev', // review:
    claimLabel: 'Krev {{name}}', // review:
    claimAll: 'Krev øll', // review:
    empty: 'Eingi økisnøvn, sum tú kanst krevja, eru skrásett undir {{email}}.', // review:
    loadFailed: 'Tað miseydnaðist at heinta økisnøvnini.', // review:
    confirmTitle: 'Krev {{names}}?', // review:
    confirmMessage:
      'Økisnøvnini verða flutt til {{target}}. Núverandi eigarin fær boð og missir atgongdina, sjálvvirkin endurnýggjan við hansara korti steðgar, og tey, sum tey eru deild við, missa tey.', // review:
    claimed: 'Kravt: {{names}}.', // review:
    done: 'Liðugt', // review:
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
    // An administrator's refund: its credit note, a row of its own after the receipt it credits.
    creditNote: 'Kreditnota', // review:
    creditsReceipt: 'Fyri kvittan nr. {{number}}', // review:
    creditsReceiptAbove: 'Fyri kvittanina omanfyri', // review:
    downloadCreditNote: 'Tak niður kreditnotu', // review:
    downloadCreditNoteLabel: 'Tak niður kreditnotu: {{domains}}, {{date}}', // review:
    creditNoteFilename: 'kreditnota-{{id}}.pdf', // review:
    empty: 'Tú hevur ongar kvittanir enn.', // review:
    teamListLabel: 'Kvittanirnar hjá {{team}}', // review:
    teamEmpty: '{{team}} hevur ongar kvittanir enn.', // review:
    loadFailed: 'Kundi ikki heinta kvittanirnar.', // review:
    none: '–',
    // Issue 30 "Exports": the receipts as CSV.
    csv: { download: 'Tak niður CSV', failed: 'Kvittanirnar kundu ikki takast niður. Royn aftur.', filename: 'kvittanir-{{date}}.csv', order: 'Bílegging', net: 'Uttan MVG' }, // review:
  },
  transfers: {
    intro: 'Flyt eitt .fo-økisnavn frá øðrum skrásetara til okkara. Núverandi eigarin fær flytikotuna hjá sínum skrásetara.', // review:
    teamIntro:
      'Flyt eitt .fo-økisnavn frá øðrum skrásetara til toymið {{team}}: toymið eigur tað, tá ið flytingin er liðug. Núverandi eigarin fær flytikotuna hjá sínum skrásetara.', // review:
    formHeading: 'Bið um flyting', // review:
    formLabel: 'Flyt eitt økisnavn', // review:
    domain: 'Økisnavn',
    domainHint: 't.d. mitt-navn.fo – .fo verður lagt afturat', // review:
    authCode: 'Flytikota', // review:
    authCodeHint: 'Kotan frá núverandi skrásetaranum (eisini kallað EPP- ella AuthInfo-kota).', // review:
    price: 'Prísur', // review:
    priceFree: 'Ókeypis ({{price}})', // review:
    period: 'Tíðarskeið', // review:
    periodYears_one: 'Útgangsdagurin verður longdur við {{count}} ári', // review:
    periodYears_other: 'Útgangsdagurin verður longdur við {{count}} árum', // review:
    renewalAfter: 'Endurnýggjan síðan', // review:
    renewalPrice: '{{price}} um árið við MVG', // review:
    submit: 'Bið um flyting', // review:
    requested: 'Flytingin av {{domain}} er biðin um. Núverandi eigarin kann góðkenna hana beinanvegin.', // review:
    toProfile: 'Fyll út bústaðin undir Mín brúkari', // review:
    listHeading: 'Tínar flytingar', // review:
    empty: 'Tú hevur ongar flytingar enn.', // review:
    teamListHeading: 'Flytingarnar hjá {{team}}', // review:
    teamEmpty: '{{team}} hevur ongar flytingar enn.', // review:
    loadFailed: 'Kundi ikki heinta flytingarnar.', // review:
    columnDomain: 'Økisnavn',
    columnStatus: 'Støða', // review:
    columnRequested: 'Biðið um', // review:
    columnAutoApproval: 'Sjálvvirkandi góðkenning', // review:
    columnActions: 'Atgerðir', // review:
    statusRequested: 'Biðið um', // review:
    statusApproved: 'Góðkent', // review:
    statusAutoApproved: 'Góðkent sjálvvirkandi', // review:
    statusCancelled: 'Avlýst', // review:
    reasonCancelledByUser: 'Tú avlýsti flytingina.', // review:
    reasonRejectedByHolder: 'Núverandi eigarin vísti flytingini aftur.', // review:
    reasonCancelledByRegistry: 'Skrásetingin avlýsti flytingina.', // review:
    expectedApproval: 'Í seinasta lagi {{date}}, um núverandi eigarin ikki svarar fyrr', // review:
    approvedOn: 'Góðkent {{date}}', // review:
    cancelledOn: 'Avlýst {{date}}', // review:
    openDomain: 'Vís {{domain}}', // review:
    cancel: 'Avlýs', // review:
    // The accessible name starts with the visible text (WCAG 2.5.3, "label in name").
    cancelLabel: 'Avlýs flytingina av {{domain}}', // review:
    cancelTitle: 'Avlýs flytingina?', // review:
    cancelMessage: 'Flytingin av {{domain}} verður steðgað hjá skrásetingini. Tú kanst biðja um hana aftur seinni.', // review:
    cancelConfirm: 'Avlýs flytingina', // review:
    cancelled: 'Flytingin av {{domain}} er avlýst.', // review:
    none: '–',
  },
  dns: {
    tabRecords: 'DNS',
    tabZoneFile: 'Sónufíla', // review:
    tabForwarding: 'Víðarisending', // review:
    tabVersions: 'Útgávur', // review:
    notOnProductServers: 'Vit kunnu ikki vísa tínar DNS-postar, tí tú brúkar ikki okkara navnaambætarar.', // review:
    noNameServers: 'Økisnavnið hevur ongar navnaambætarar, so tað er ikki á netinum. Flyt tað til okkara navnaambætarar, so kanst tú umsita DNS-postarnar her.', // review:
    forwardingNotOnProductServers: 'Vit kunnu ikki vísa tína víðarisending, tí tú brúkar ikki okkara navnaambætarar.', // review:
    recordsHeading: 'DNS-postar', // review:
    recordsEmpty: 'Økisnavnið hevur ongar DNS-postar enn.', // review:
    loadFailed: 'Kundi ikki heinta DNS-postarnar.', // review:
    count: '{{count}} av í mesta lagi {{limit}} postum', // review:
    forwardingActive: 'Økisnavnið og www verða víðarisend, so A-, AAAA- og CNAME-postar fyri tey kunnu ikki leggjast afturat.', // review:
    type: 'Slag', // review:
    name: 'Navn', // review:
    value: 'Virði', // review:
    ttl: 'Livitíð (sekund)', // review:
    priority: 'Forgongd', // review:
    weight: 'Vekt', // review:
    port: 'Portur', // review:
    service: 'Tænasta', // review:
    protocol: 'Protokoll', // review:
    flags: 'Flagg', // review:
    tag: 'Merki', // review:
    actions: 'Gerðir', // review:
    nameHint: 'Skriva @ fyri {{domain}} sjálvt, ella t.d. www fyri www.{{domain}}.', // review:
    valueHintA: 'Ein IPv4-adressa, t.d. 192.0.2.1.', // review:
    valueHintAAAA: 'Ein IPv6-adressa, t.d. 2001:db8::1.', // review:
    valueHintHost: 'Eitt fullt vertsnavn, t.d. post.{{domain}}, ella @ fyri {{domain}}.', // review:
    valueHintTXT: 'Teksturin. Longri enn 255 tekn verður hann býttur sundur í fleiri strongir.', // review:
    valueHintCAA: 'Útgevarin av váttanum, t.d. letsencrypt.org (fyri iodef: mailto:- ella https://-bústaður).', // review:
    ttlHint: 'Frá {{min}} (einum minutti) til {{max}} (eina viku); {{default}} (ein tími), um teigurin er tómur.', // review:
    addHeading: 'Nýggjur DNS-postur', // review:
    editHeading: 'Broyt DNS-post', // review:
    add: 'Legg post afturat', // review:
    save: 'Goym broytingar', // review:
    cancelEdit: 'Angra',
    edit: 'Broyt', // review:
    editLabel: 'Broyt {{type}}-postin {{name}}', // review:
    delete: 'Strika', // review:
    deleteLabel: 'Strika {{type}}-postin {{name}}', // review:
    deleteTitle: 'Strika DNS-postin?', // review:
    saved: 'DNS-posturin er goymdur.', // review:
    deleted: 'DNS-posturin er strikaður.', // review:
    zoneHeading: 'Sónufíla', // review:
    zoneIntro: 'Sónan hjá økisnavninum í BIND-sniði, sum okkara navnaambætarar svara henni.', // review:
    zoneDownload: 'Tak sónufíluna niður', // review:
    zoneLoadFailed: 'Kundi ikki heinta sónufíluna.', // review:
    importHeading: 'Les inn eina sónufílu', // review:
    importIntro: 'Postarnir í fíluni koma í staðin fyri allar postarnar hjá økisnavninum. Tú sært broytingarnar, áðrenn tær verða gjørdar.', // review:
    importText: 'Sónufíla (BIND-snið)', // review:
    importChooseFile: 'Vel eina fílu', // review:
    importPreview: 'Vís broytingar', // review:
    importApply: 'Les inn', // review:
    importAdded: 'Verða løgd afturat ({{count}})', // review:
    importChanged: 'Verða broytt ({{count}})', // review:
    importRemoved: 'Verða strikað ({{count}})', // review:
    importUnchanged: '{{count}} postar verða óbroyttir.', // review:
    importIgnored: 'Hesar linjur verða ikki lisnar inn (tær eru navnaambætaranna): {{lines}}', // review:
    importNothing: 'Fílan broytir einki.', // review:
    importDone: 'Sónufílan er innlisin.', // review:
    importErrors: 'Sónufílan hevur villur:', // review:
    importLine: 'Linja {{line}}: {{message}}', // review:
    forwardingHeading: 'Víðarisending', // review:
    forwardingIntro: 'Send vitjandi á {{domain}} og www.{{domain}} víðari til eina aðra heimasíðu.', // review:
    forwardingNone: 'Økisnavnið verður ikki víðarisent.', // review:
    forwardingCurrent: '{{hosts}} verða víðarisend til {{url}} ({{code}}).', // review:
    forwardingUrl: 'Víðarisend til (URL)', // review:
    forwardingStatus: 'Slag av víðarisending', // review:
    forwardingPermanent: '301 – varandi', // review:
    forwardingTemporary: '302 – fyribils', // review:
    forwardingKeepPath: 'Halt fast við slóðina (t.d. {{domain}}/um-okkum → URL/um-okkum)', // review:
    forwardingSave: 'Goym víðarisending', // review:
    forwardingRemove: 'Tak víðarisendingina av', // review:
    forwardingSaved: 'Víðarisendingin er goymd.', // review:
    forwardingRemoved: 'Víðarisendingin er tikin av.', // review:
    forwardingLoadFailed: 'Kundi ikki heinta víðarisendingina.', // review:
    versionsHeading: 'Útgávur av DNS-postunum', // review:
    versionsIntro:
      'Hvør broyting av postunum er ein útgáva: hvør gjørdi hana, nær og úr hvørji eind. Samanber tvær, ella far aftur til eina. Útgávur verða goymdar í 2 ár, og tær seinastu 100 altíð.', // review:
    versionsEmpty: 'Ongar útgávur enn: tann fyrsta kemur við fyrstu broytingini av postunum.', // review:
    versionsLoadFailed: 'Kundi ikki heinta útgávurnar.', // review:
    versionColumn: 'Útgáva', // review:
    whenColumn: 'Nær', // review:
    whoColumn: 'Hvør', // review:
    fromColumn: 'Hvaðani', // review:
    whatColumn: 'Hvat', // review:
    versionNumber: 'Nr. {{version}}', // review:
    versionCurrent: 'nú', // review:
    sourceEditor: 'Postar broyttir', // review:
    sourceZoneImport: 'Sónufíla innlisin', // review:
    sourceRestore: 'Aftur til nr. {{version}}', // review:
    sourceTemplate: '{{name}} sett upp', // review:
    sourceTemplateRemoved: '{{name}} tikið av', // review:
    sourceEmailAuthentication: 'Váttan av telduposti', // review:
    versionCounts: '{{added}} afturat, {{changed}} broytt, {{removed}} strikað', // review:
    restore: 'Far aftur', // review:
    restoreLabel: 'Far aftur til útgávu nr. {{version}}', // review:
    restoreHeading: 'Far aftur til útgávu nr. {{version}}', // review:
    restoreIntro: 'Hetta broytir afturferðin. Afturferðin er ein nýggj útgáva, so tú kanst angra hana.', // review:
    restoreNothing: 'Postarnir eru longu sum í hesi útgávuni.', // review:
    restoreApply: 'Far aftur til hesa útgávuna', // review:
    restoreCancel: 'Angra', // review:
    restored: 'Postarnir eru aftur sum í útgávu nr. {{version}}.', // review:
    compareHeading: 'Samanber tvær útgávur', // review:
    compareFrom: 'Frá útgávu', // review:
    compareTo: 'Til útgávu', // review:
    compareShow: 'Vís munin', // review:
    compareSame: 'Báðar útgávurnar hava somu postar.', // review:
    compareAdded: 'Lagt afturat ({{count}})', // review:
    compareRemoved: 'Strikað ({{count}})', // review:
    templates: {
      heading: 'Set eina tænastu upp', // review:
      intro: 'Vel eina tænastu, fyll út tað, tú fekst frá henni, og sí hvørja broyting, áðrenn hon verður goymd. Hvør uppseting er ein útgáva, tú kanst fara aftur frá.', // review:
      formHeading: 'Set {{name}} upp', // review:
      source: 'Hvaðani postarnir koma ({{provider}})', // review:
      preview: 'Vís broytingarnar', // review:
      cancel: 'Angra', // review:
      previewHeading: 'Broytingar fyri at seta {{name}} upp', // review:
      removeHeading: 'Broytingar fyri at taka {{name}} av', // review:
      nothing: 'Alt er longu á sínum stað: einki at broyta.', // review:
      apply: 'Goym hesar broytingar', // review:
      removeApply: 'Tak tað av', // review:
      applied: '{{name}} er sett upp.', // review:
      removed: '{{name}} er tikið av.', // review:
      appliedHeading: 'Tænastur settar upp her', // review:
      remove: 'Tak av', // review:
      removeLabel: 'Tak {{name}} av', // review:
      warnings: {
        mail: 'Hetta broytir, hvar teldupostur til økisnavnið fer, ella hvør kann senda hann. Postur kann fara skeivur, til broytingin er komin til øll (upp til lívstíðina hjá gomlu postunum).', // review:
        name_servers: 'Hetta broytir navnaambætararnar hjá einum navni undir økisnavninum: hvør svarar fyri tað.', // review:
        certificates: 'Hetta broytir, hvørji váttanarstovnar kunnu skriva út skjalprógv fyri økisnavnið. Allir aðrir verða noktaðir.', // review:
      },
      notes: {
        mx_replaced: 'Eitt økisnavn hevur eitt sett av postambætarum, so teir hjá {{name}} verða skiftir út: {{values}}.', // review:
        cname_replaces: 'Ein CNAME má standa einsamallur á sínum navni, so postarnir á {{name}} verða strikaðir: {{values}}.', // review:
        replaced_by_cname: 'Eitt navn við CNAME kann einki annað hava, so CNAME-posturin á {{name}} verður strikaður: {{values}}.', // review:
        address_replaced: 'Adressurnar hjá {{name}} verða skiftar út: {{values}}.', // review:
        txt_replaced: 'Eitt eldri virði á {{name}} verður skift út: {{values}}.', // review:
        spf_created: 'Ein SPF-postur verður gjørdur á {{name}}: {{values}}.', // review:
        spf_merged: 'Bert ein SPF-postur kann vera, so tænastan verður løgd afturat tí á {{name}}: {{values}}.', // review:
        spf_several: '{{name}} hevði fleiri enn ein SPF-post. Teir verða lagdir saman í ein, og hesir verða strikaðir: {{values}}.', // review:
        spf_rule_removed: 'Tænastan verður tikin úr SPF-postinum á {{name}}: {{values}}.', // review:
        restored: 'Tað, sum tænastan skifti út, verður sett aftur á {{name}}: {{values}}.', // review:
      },
    },
    emailAuth: {
      heading: 'Váttan av telduposti', // review:
      intro: 'SPF, DKIM og DMARC siga øðrum postambætarum, hvør postur veruliga kemur frá tínum økisnavni. Vit lesa postarnar fyrst og siga, hvat manglar ella er skeivt.', // review:
      allGood: 'Einki manglar ella er skeivt í teimum postum, vit kunnu lesa.', // review:
      findingsHeading: 'Hvat vit funnu', // review:
      findings: {
        spf_missing: 'Økisnavnið tekur ímóti telduposti, men hevur ongan SPF-post: hvør sum helst kann senda post í tess navni.', // review:
        spf_several: 'Økisnavnið hevur {{count}} SPF-postar. Bert ein kann vera, annars síggja postambætarar burtur frá øllum. Ger ein niðanfyri: teir verða lagdir saman.', // review:
        spf_plus_all: 'SPF-posturin endar við +all, sum loyvir hvørjum sum helst at senda post í navni økisnavnsins. Gert niðanfyri verður tað ~all.', // review:
        spf_too_many_lookups: 'SPF-posturin ger {{count}} DNS-uppsláttir. Við fleiri enn 10 noktar postambætarin honum.', // review:
        dmarc_missing: 'Økisnavnið hevur ongan DMARC-post: ongin fær at vita, hvat skal gerast við post, sum fellur í SPF og DKIM, og tú fært ongar frágreiðingar.', // review:
        dmarc_several: 'Økisnavnið hevur {{count}} DMARC-postar. Bert ein kann vera.', // review:
        dmarc_without_rua: 'DMARC-posturin hevur ongan frágreiðingarbústað (rua): tú fært ongar frágreiðingar um, hvør sendir post í navni økisnavnsins.', // review:
        dkim_missing: 'Ongin DKIM-lykil fyri {{service}}: posturin haðani er ikki undirskrivaður fyri økisnavnið. Set lykilin, tú fært, inn niðanfyri.', // review:
        dkim_missing_template:
          'Ongir DKIM-postar fyri {{service}}: posturin haðani er ikki undirskrivaður fyri økisnavnið. Set teir upp við skapinum undir „Set eina tænastu upp“.', // review:
      },
      spfHeading: 'SPF: hvør kann senda post', // review:
      spfIntro: 'Vel tænasturnar, sum senda post fyri økisnavnið. Tær koma í ein SPF-post saman við tí, sum longu er.', // review:
      otherInclude: 'Onnur include', // review:
      otherIncludeHint: 'Eitt vertsnavn, sum ein annar sendari gevur tær, t.d. spf.sendari.dømi. Fleiri við millumrúmi ímillum.', // review:
      lookups: 'DNS-uppsláttir: {{count}} av í mesta lagi 10.', // review:
      lookupsOver: 'DNS-uppsláttir: {{count}}, fleiri enn 10: postambætarar fara at nokta postinum. Vel færri tænastur.', // review:
      lookupsUnknown: 'Hvør include kann gera egnar uppsláttir, sum ikki eru taldir her: {{includes}}.', // review:
      spfPreview: 'Vís SPF-broytingarnar', // review:
      dkimHeading: 'DKIM: posturin undirskrivaður', // review:
      dkimIntro: 'Set lykilin inn, sum teldupósttænastan vísir: selektor og virði. Hann verður goymdur sum TXT-postur á <selektor>._domainkey.', // review:
      dkimTemplate:
        'Microsoft 365 og Proton Mail geva DKIM sum CNAME-postar, sum verða settir upp í einum við skapunum undir „Set eina tænastu upp“ (Microsoft sínir við navni felagsskaparins hjá Microsoft). Google Workspace gevur ein lykil at seta inn her: selektorin google og TXT-virðið úr Google Admin console.', // review:
      dkimSelector: 'Selektor', // review:
      dkimSelectorHint: 'T.d. google ella s1.', // review:
      dkimValue: 'Lykil (TXT-virðið)', // review:
      dkimValueHint: 'Hann byrjar við v=DKIM1 og hevur p=….', // review:
      dkimPreview: 'Vís DKIM-broytingarnar', // review:
      dmarcHeading: 'DMARC: hvat við posti, sum fellur', // review:
      dmarcNow: 'Politikkur nú: {{policy}}.', // review:
      dmarcNone: 'Byrja við p=none: einki verður hildið aftur, og tú fært frágreiðingar um, hvør sendir post í navni økisnavnsins. Les tær í nakrar vikur.', // review:
      dmarcQuarantine: 'Síðan quarantine: postur, sum fellur í SPF og DKIM, fer í ruskpostmappuna. Tak hetta stigið, tá ið frágreiðingarnar bert vísa tínar egnu tænastur.', // review:
      dmarcReject: 'Seinast reject: postur, sum fellur, verður noktaður. Tak hetta stigið, tá ið quarantine einki av tínum hevur hildið aftur.', // review:
      dmarcDone: 'Politikkurin er reject: postur, sum fellur, verður noktaður. Hetta er seinasta stigið.', // review:
      reportAddress: 'Frágreiðingarbústaður', // review:
      reportAddressHint: 'DMARC-frágreiðingar verða sendar hagar (rua=mailto:…).', // review:
      dmarcStart: 'Byrja DMARC við p=none', // review:
      dmarcStep: 'Flyt til p={{policy}}', // review:
      previewHeading: 'Broytingar í postunum', // review:
      nothing: 'Alt er longu á sínum stað: einki at broyta.', // review:
      apply: 'Goym hesar broytingar', // review:
      cancel: 'Angra', // review:
      saved: 'Postarnir fyri teldupost eru goymdir.', // review:
    },
  },
};

export type UiTexts = typeof uiTextsFo;
