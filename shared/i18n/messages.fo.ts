import { allErrors, type AreaErrors, type SharedMessages, type ValidationKey } from './message-keys.ts';

/**
 * The errors and validation messages in Faroese (see `./message-keys.ts`). Faroese strings not given
 * by the spec are marked `review:` for a native speaker (see FAROESE.md). English, with exactly
 * these keys, is `./messages.en.ts`.
 */
/** What any route can answer: the pipeline's own refusals and the generic ones. */
export const commonErrorsFo = {
  malformed_request: 'Fyrispurningurin kundi ikki lesast.', // review:
  unauthenticated: 'Tú mást rita inn fyrst.', // review:
  step_up_required: 'Rita inn aftur fyri at vátta, at tað ert tú, áðrenn tú broytir hetta.', // review:
  forbidden: 'Tú hevur ikki atgongd til hetta.', // review:
  not_found: 'Vit funnu ikki tað, tú leitaði eftir.', // review:
  route_not_found: '404: Síðan finnist ikki',
  method_not_allowed: 'Hetta slag av fyrispurningi er ikki loyvt her.', // review:
  conflict: 'Onkur annar broytti hetta samstundis. Royn aftur.', // review:
  payload_too_large: 'Fyrispurningurin er ov stórur (í mesta lagi 10 MB).', // review:
  unsupported_media_type: 'Sendu JSON.', // review:
  validation_failed: 'Nakrir teigar eru ikki rætt útfyltir.', // review:
  rate_limited: 'Ov nógvar umbønir. Bíða eitt bil og royn so aftur.', // review:
  account_deactivated: 'Brúkarin er gjørdur óvirkin. Set teg í samband við okkum, um tú heldur, at hetta er ein feilur.', // review:
  token_invalid: 'Hesin API-lykilin er ikki galdandi: hann er afturkallaður ella útgingin, hevur ikki verið brúktur ov leingi, ella er ikki loyvdur frá hesi adressuni.', // review:
  token_not_allowed: 'API-lyklar kunnu ikki brúkast til hetta. Rita inn á portalin fyri at gera tað.', // review:
  token_scope: 'Hesin API-lykilin hevur ikki heimildina {scope} til hesa umbønina.', // review:
  idempotency_key_reused: 'Hesin Idempotency-Key varð longu brúktur til eina aðra umbøn.', // review:
  only_owners: 'Bert eigarar kunnu nýta hesa funktión.', // review:
  internal: 'Okkurt gekk galið. Vinaliga royn aftur.', // review:
  service_unavailable: 'Tænastan er ikki tøk í løtuni. Royn aftur seinni.', // review:
} satisfies AreaErrors<'common'>;

/** Accounts: codes, reset links, e-mail addresses, the e-ID link, deleting a user. */
export const accountErrorsFo = {
  invalid_credentials: 'Teldubústaðurin ella loyniorðið er skeivt.', // review:
  invalid_code: 'Kotan er skeiv ella gingin út.', // review:
  code_attempts_exhausted: 'Ov nógvar skeivar royndir. Bið um eina nýggja kotu.', // review:
  invalid_reset_link: 'Hesin leinkjurin at seta nýtt loyniorð er ikki galdandi longur. Bið um ein nýggjan.', // review:
  authenticator_already_on: 'Váttanarforritið er longu í gildi.', // review:
  authenticator_off: 'Váttanarforritið er ikki í gildi.', // review:
  authenticator_needs_password: 'Bert brúkarar, sum rita inn við loyniorði, kunnu brúka eitt váttanarforrit.', // review:
  email_taken: 'Ein brúkari við hesum teldubústaði finst longu.', // review:
  eid_already_linked: 'Hesin samleikin er longu knýttur at einum øðrum brúkara.', // review:
  user_owns_domains: 'Tú kanst ikki strika brúkaran, meðan tú eigur økisnøvn.', // review:
  user_in_team: 'Tú kanst ikki strika brúkaran, meðan tú ert limur í einum toymi.', // review:
  invalid_logout_token: 'Útritingarboðini frá samleikanum eru ikki galdandi.', // review:
  passkey_challenge_used: 'Hendan passkey-umbønin er longu brúkt. Royn aftur.', // review:
  passkey_challenge_expired: 'Hendan passkey-umbønin er gingin út (eftir 5 minuttir). Royn aftur.', // review:
  passkey_not_verified: 'Vit fingu ikki váttað hendan passkey. Royn aftur.', // review:
  passkey_unknown: 'Hesin passkey er ikki skrásettur til hendan brúkaran.', // review:
} satisfies AreaErrors<'account'>;

/** The registry's answers about a domain. */
export const registryErrorsFo = {
  registry_unavailable: 'Vit fingu ikki upplýsingar frá skrásetingini. Royn aftur seinni.', // review:
  domain_unavailable: 'Økisnavnið er ikki tøkt.', // review:
  domain_status_prohibits: 'Skrásetingin loyvir ikki hesa broyting í løtuni (økisnavnið er læst ella verður flutt).', // review:
  domain_not_at_registry: 'Skrásetingin kennir ikki hetta økisnavnið longur. Set teg í samband við okkum.', // review:
} satisfies AreaErrors<'registry'>;

/** Payments, orders, renewals and saved cards. */
export const paymentErrorsFo = {
  payment_failed: 'Gjaldið miseydnaðist.', // review:
  payment_provider_unavailable: 'Vit náddu ikki gjaldstænastuni. Royn aftur seinni.', // review:
  renewal_limit_reached: 'Økisnavnið kann ikki endurnýggjast, tað er longu endurnýggjað í longsta loyvda tíðarskeið (10 ár frá í dag).', // review:
  renewal_transfer_away: 'Økisnavnið kann ikki endurnýggjast her: tað verður flutt til ein annan skrásetara.', // review:
  renewal_suspended: 'Økisnavnið kann ikki endurnýggjast, meðan skrásetingin hevur steðgað tí.', // review:
  renewal_past_redemption: 'Økisnavnið kann ikki endurnýggjast: tað gekk út fyri meira enn 30 døgum síðan.', // review:
  auto_renewal_requirements: 'Sjálvvirkandi endurnýggjan krevur eitt goymt gjaldskort og at tú góðtekur treytirnar.', // review:
  payment_card_in_use: 'Ein gjaldsháttur kann ikki strikast, meðan onnur økisnøvn brúka hann.', // review:
  order_not_payable: 'Bert ein bílegging, ið bíðar eftir gjaldi (bíðar ella avvíst), kann merkjast goldin.', // review:
  order_not_refundable: 'Bert ein goldin bílegging, har økisnøvnini eru skrásett ella endurnýggjað og ikki longu endurgoldin, kann endurgjaldast.', // review:
} satisfies AreaErrors<'payment'>;

/** Signed webhooks (the payment provider's and the registry's). */
export const webhookErrorsFo = {
  webhook_signature_invalid: 'Undirskriftin á boðunum er ikki galdandi.', // review:
} satisfies AreaErrors<'webhook'>;

/** Transfers in. */
export const transferErrorsFo = {
  transfer_not_pending: 'Flytingin bíðar ikki longur, so hon kann ikki steðgast. Hygg eftir støðuni á henni.', // review:
} satisfies AreaErrors<'transfer'>;

/** A domain's DNS records, zone file and forwarding. */
export const dnsErrorsFo = {
  dns_custom_name_servers: 'Vit kunnu ikki vísa tínar DNS-postar, tí tú brúkar ikki okkara navnaambætarar.', // review:
  forwarding_custom_name_servers: 'Vit kunnu ikki vísa tína víðarisending, tí tú brúkar ikki okkara navnaambætarar.', // review:
  dns_record_limit: 'Eitt økisnavn kann í mesta lagi hava 100 DNS-postar.', // review:
  zone_file_invalid: 'Sónufílan hevur villur. Rætta linjurnar, sum eru nevndar, og royn aftur.', // review:
  zone_import_too_large: 'Innlesingin broytir ov nógvar postar í senn (í mesta lagi 97). Les sónufíluna inn í pørtum.', // review:
  dns_version_too_large: 'Postarnir eru tilsamans ov stórir at goyma sum eina útgávu. Stytt langar TXT-postar og royn aftur.', // review:
  forwarding_conflicts_with_records: 'Økisnavnið ella www hevur A-, AAAA- ella CNAME-postar. Strika teir fyrst, so kann økisnavnið víðarisendast.', // review:
  acme_txt_invalid: 'Avbjóðingarvirðið skal vera 43 tekn í base64url (ein ACME DNS-01-avbjóðing).', // review:
  acme_subdomain_invalid: 'Subdomain skal vera tað, sum ACME-loyvið hjá tær gevur (samleikin hjá økisnavninum).', // review:
  acme_name_invalid: 'Navnið skal vera eitt fult DNS-navn undir einum .fo-økisnavni, til dømis _acme-challenge.example.fo.', // review:
} satisfies AreaErrors<'dns'>;

/** Domain settings: name servers, DNSSEC, contacts, locks, transfer code. */
export const domainSettingsErrorsFo = {
  domain_locked: 'Økisnavnið er læst við skrásetingarlásinum. Lat lásin upp fyrst.', // review:
  domain_change_in_progress: 'Ein onnur broyting av økisnavninum verður gjørd júst nú. Royn aftur um eina løtu.', // review:
  portal_locked: 'Økisnavnið er læst við portallásinum. Navnaambætarar, DNSSEC, sambandsfólk, eigari, flytilásur og flytikota kunnu ikki broytast, fyrr enn lásurin er tikin av.', // review:
  portal_lock_own_request: 'Tú bað sjálv/ur um at taka lásin av. Ein annar eigari í toyminum má góðkenna tað við síni egnu innritan.', // review:
  portal_lock_nothing_to_approve: 'Eingin umbøn um at taka lásin av er at góðkenna.', // review:
  not_me_link_invalid:
    'Hesin „Hetta var ikki eg“-leinkjurin er ikki galdandi, ella eru hansara 14 dagar farnir. Var ein broyting á økisnavni tínum ikki tín, so rita inn og lat portallásin á økisnavnið, og set teg í samband við okkum.', // review:
  not_me_link_used: 'Hesin „Hetta var ikki eg“-leinkjurin er longu brúktur. Innritanirnar vórðu endaðar og økisnavnið læst tá; einki meira varð gjørt nú.', // review:
  name_servers_not_answering: 'Nakrir navnaambætarar svaraðu ikki fyri økisnavnið. Vilt tú goyma teir kortini?', // review:
  dnssec_requires_product_name_servers: 'DNSSEC kann bert tendrast her, tá ið økisnavnið brúkar okkara navnaambætarar. Við egnum navnaambætarum leggur tú DS-postar afturat.', // review:
  ds_records_require_custom_name_servers: 'DS-postar verða bert lagdir afturat við egnum navnaambætarum. Við okkara navnaambætarum tendrar tú DNSSEC.', // review:
  no_dnssec_bootstrap: 'Einki DNSSEC eftir CDS-postinum hjá navnaambætarunum bíðar eftir hesum økisnavninum, so tað er einki at nokta.', // review:
} satisfies AreaErrors<'domainSettings'>;

/** Shared domains (technical managers). */
export const sharingErrorsFo = {
  already_shared: 'Økisnavnið er longu deilt við hendan teldupostbústaðin, ella ein innbjóðing til hann bíðar.', // review:
  domain_locked_users: 'Brúkarar kunnu ikki takast burtur, meðan økisnavnið er læst við skrásetingarlásinum. Innbjóðingar kunnu framvegis sendast.', // review:
  invitation_expired: 'Henda innbjóðingin er gingin út. Bið eigaran av økisnavninum um eina nýggja.', // review:
} satisfies AreaErrors<'sharing'>;

/** Teams. */
export const teamErrorsFo = {
  team_has_domains: 'Eitt toymi kann bert strikast, tá ið tað ongi økisnøvn hevur.', // review:
  team_only_owner: 'Einasti eigarin av toyminum kann ikki takast burtur ella missa at vera eigari. Ger ein annan limin til eigara fyrst.', // review:
  team_last_user: 'Eitt toymi má hava í minsta lagi ein brúkara.', // review:
  team_invite_invalid: 'Tað miseydnaðist at góðtaka innbjóðingina. Hon kann vera útgingin ella tikin aftur, ella er hon send til ein annan teldubústað enn tín.', // review:
  team_already_member: 'Hesin persónurin er longu limur í toyminum.', // review:
} satisfies AreaErrors<'team'>;

/** Claiming domains registered under another e-mail. */
export const claimErrorsFo = {
  claim_email_not_proven: 'Vátta fyrst, at teldubústaðurin er tín: bið um eina kotu og skriva hana. Ein vátting er galdandi í ein tíma.', // review:
  domain_not_claimable: 'Økisnavnið kann ikki longur krevjast: tað er ikki longur skrásett undir hesum teldubústaði, tað er strikað, ella tað er longu títt.', // review:
} satisfies AreaErrors<'claim'>;

/** Validation messages (`validation.<key>` in the schemas). */
export const validationFo = {
  required: 'Hetta er ein kravdur teigur.',
  required_team: 'Hetta er ein kravdur teigur.',
  must_be_number: 'Hetta má vera eitt tal.', // review:
  enter_number: 'Vinaliga skriva eitt tal.', // review:
  min_one: 'Virðið má vera í minsta lagi 1.', // review:
  max_one: 'Virðið má vera í mesta lagi 1.', // review:
  invalid_url: 'Vinaliga skriva eina rætta URL.', // review:
  invalid_email: 'Vinaliga skriva ein rættan teldubústað.',
  sharing_own_email: 'Hetta er tín egni teldubústaður. Deil økisnavnið við ein annan.', // review:
  claim_own_email: 'Hetta er tín egni teldubústaður. Skriva hin teldubústaðin, sum økisnøvnini eru skrásett undir.', // review:
  invalid_ipv4: 'Vinaliga skriva eina rætta IPv4-adressu.', // review:
  invalid_ipv6: 'Vinaliga skriva eina rætta IPv6-adressu.', // review:
  invalid_phone: 'Vinaliga skriva eitt rætt telefonnummar.', // review:
  phone_code_required: 'Vinaliga vel eina landakotu.', // review:
  phone_min: 'Telefonnummarið má vera í minsta lagi 2 tekn.', // review:
  code_length: 'Kotan má vera 6 tekn.', // review:
  recovery_code_format: 'Ein trygdarkota hevur 10 bókstavir og tøl, sum abcde-23456.', // review:
  password_min: 'Loyniorðið má vera í minsta lagi 12 tekn.', // review:
  password_letters_digits: 'Loyniorðið má innihalda bókstavir og í minsta lagi eitt tal.', // review:
  password_common: 'Hetta loyniorðið er millum tey mest brúktu og er lætt at gita. Vel eitt annað.', // review:
  password_confirmation_letters_digits: 'Váttanin má innihalda bókstavir og í minsta lagi eitt tal.', // review:
  passwords_must_match: 'Loyniorðini mugu vera eins.', // review:
  min_two: 'Í minsta lagi 2 tekn.', // review:
  must_accept: 'Tú mást góðtaka fyri at halda fram.', // review:
  invalid_language: 'Málið má vera føroyskt (fo) ella enskt (en).', // review:
  invalid_value: 'Virðið er ikki loyvt.', // review:
  too_long: 'Hetta er ov langt.', // review:
  api_tokens_max: 'Tú kanst í mesta lagi hava 50 API-lyklar. Kalla ein aftur, sum tú ikki brúkar longur, fyrst.', // review:
  api_token_scope_required: 'Vel í minsta lagi eitt, sum lykilin kann gera.', // review:
  webhook_https_required: 'Skriva eina https://-adressu, t.d. https://example.com/hooks/okisnavn.', // review:
  webhook_events_required: 'Vel í minsta lagi eina hending at senda.', // review:
  webhooks_max: 'Tú kanst í mesta lagi hava 20 webhook-endapunkt. Strika eitt, sum tú ikki brúkar longur, fyrst.', // review:
  control_characters: 'Hetta inniheldur tekn, sum ikki eru loyvd (stýritekn).', // review:
  unknown_field: 'Hesin teigurin er ikki kendur.', // review:
  invalid_type: 'Virðið hevur skeivt slag.', // review:
  current_password_wrong: 'Núverandi loyniorðið er skeivt.', // review:
  not_allowed_for_eid_user: 'Hetta kemur frá tínum talgilda samleika og kann ikki broytast her.', // review:
  domain_too_short: 'Navnið má vera í minsta lagi 2 tekn.', // review:
  domain_too_long: 'Navnið kann í mesta lagi vera 63 tekn.', // review:
  domain_invalid_characters: 'Navnið kann bert innihalda bókstavirnar a–z, tøl 0–9 og bindistrik.', // review:
  domain_hyphen_edge: 'Navnið kann ikki byrja ella enda við bindistriki.', // review:
  domain_not_fo: 'Vit skráseta bert .fo-nøvn.', // review:
  domain_idn: '.fo-nøvn kunnu ikki hava føroyskar bókstavir (á, í, ó, ú, ý, æ, ð, ø). Skriva t.d. ø sum o ella oe, æ sum ae og ð sum d.', // review:
  too_many_domains: 'Í mesta lagi 20 nøvn í senn.', // review:
  years_range: 'Vel eitt tíðarskeið frá 1 til 10 ár.', // review:
  select_one_or_more: 'Vel eitt ella fleiri økisnøvn.', // review:
  select_users: 'Vel ein ella fleiri brúkarar.', // review:
  team_field_max: 'Í mesta lagi 100 tekn.', // review:
  name_servers_count: 'Skriva millum 2 og 13 navnaambætarar.', // review:
  host_name_invalid: 'Vinaliga skriva eitt rætt navn á einum ambætara, t.d. ns1.example.net.', // review:
  invalid_ip: 'Vinaliga skriva eina rætta IPv4- ella IPv6-adressu.', // review:
  glue_required: 'Ein navnaambætari inni í økisnavninum sjálvum hevur brúk fyri IP-adressum sínum.', // review:
  glue_not_allowed: 'IP-adressur verða bert givnar fyri navnaambætarar inni í økisnavninum sjálvum.', // review:
  name_server_duplicate: 'Hesin navnaambætarin er longu á listanum.', // review:
  name_server_not_answering: 'Hesin navnaambætarin svarar ikki fyri økisnavnið.', // review:
  key_tag_range: 'Key tag má vera eitt heilt tal frá 0 til 65535.', // review:
  dnssec_algorithm: 'Vel ein DNSSEC-algoritmu.', // review:
  digest_type: 'Vel slag av digest: 1 (SHA-1), 2 (SHA-256) ella 4 (SHA-384).', // review:
  digest_length: 'Digest má vera sekstandatal (hex): 40 tekn fyri SHA-1, 64 fyri SHA-256 og 96 fyri SHA-384.', // review:
  dnskey_flags: 'Flags má vera 256 ella 257.', // review:
  dnskey_protocol: 'Protocol má vera 3.', // review:
  public_key_invalid: 'Almenni lykilin má vera base64 og hava røttu longdina fyri algoritmuna.', // review:
  must_understand: 'Vátta, at tú skilur, hvat ein DNSSEC-broyting hevur við sær.', // review:
  ds_records_max: 'Í mesta lagi 8 DS-postar.', // review:
  company_required: 'Skriva navnið á fyritøkuni.', // review:
  v_number_required: 'Ein føroysk fyritøka má hava V-tal.', // review:
  v_number_invalid: 'V-talið er 4 til 8 tøl.', // review:
  vat_number_invalid: 'Vinaliga skriva eitt rætt MVG-nummar.', // review:
  settings_days_invalid: 'Skriva eitt heilt tal av døgnum frá 0 til 365.', // review:
  settings_transfer_days_invalid: 'Skriva eitt heilt tal av døgnum frá 1 til 60.', // review:
  settings_ttl_invalid: 'Skriva eitt heilt tal av sekundum frá 60 til 604800.', // review:
  settings_price_invalid: 'Skriva prísin í oyrum sum eitt heilt tal, 0 ella meira.', // review:
  settings_vat_invalid: 'Skriva eitt MVG-prosent frá 0 til 100.', // review:
  seller_v_tal_invalid: 'V-talið er 6 tøl.', // review:
  seller_address_invalid: 'Skriva 1 til 4 adressulinjur.', // review:
  admin_reason_required: 'Skriva orsøkina (3 til 500 tekn).', // review:
  admin_period_invalid: 'Skriva tíðarskeiðið sum tveir dagar (ÁÁÁÁ-MM-DD), har fyrri dagurin ikki er seinni enn hin, í mesta lagi eitt ár ímillum.', // review:
  country_code_invalid: 'Vel eitt land.', // review:
  transfer_code_format: 'Flytikotan kann í mesta lagi vera 64 tekn á einari linju.', // review:
  transfer_code_wrong: 'Flytikotan er skeiv. Bið núverandi eigaran um rættu kotuna.', // review:
  transfer_domain_not_registered: 'Hetta økisnavnið er ikki skrásett, so tað kann ikki flytast. Tú kanst skráseta tað í staðin.', // review:
  transfer_domain_already_yours: 'Hetta økisnavnið er longu títt.', // review:
  transfer_domain_already_here: 'Hetta økisnavnið er longu skrásett hjá okkum og kann ikki flytast hendan vegin.', // review:
  transfer_already_pending: 'Ein flyting av hesum økisnavninum er longu í gongd.', // review:
  transfer_domain_locked: 'Økisnavnið er læst fyri flyting. Bið núverandi eigaran um at taka flytilásin av.', // review:
  transfer_not_eligible: 'Skrásetingin loyvir ikki at flyta hetta økisnavnið í løtuni.', // review:
  profile_incomplete_transfer: 'Fyll út bústaðin á tínum brúkara (gøta, postnummar, býur og land), áðrenn tú flytur eitt økisnavn til okkum.', // review:
  idempotency_key_invalid: 'Umbønin manglar ein gyldugan Idempotency-Key.', // review:
  domain_unavailable: 'Økisnavnið er ikki tøkt.', // review:
  renewal_limit: 'Økisnavnið kann ikki endurnýggjast, tað er longu endurnýggjað í longsta loyvda tíðarskeið (10 ár frá í dag).', // review:
  // A bulk renewal names each domain it cannot renew now (issue 32).
  renewal_transfer_away: 'Kann ikki endurnýggjast her: tað verður flutt til ein annan skrásetara.', // review:
  renewal_suspended: 'Kann ikki endurnýggjast, meðan skrásetingin hevur steðgað tí.', // review:
  renewal_past_redemption: 'Kann ikki endurnýggjast: tað gekk út fyri meira enn 30 døgum síðan.', // review:
  bulk_renewal_one_owner: 'Endurnýggja økisnøvnini hjá einum eigara í senn.', // review:
  payment_card_required: 'Sjálvvirkandi endurnýggjan krevur eitt goymt gjaldskort knýtt at økisnavninum.', // review:
  payment_card_expired: 'Kortið er útgingið.', // review:
  card_name_max: 'Í mesta lagi 50 tekn.', // review:
  profile_incomplete: 'Fyll út bústaðin á tínum brúkara (gøta, postnummar, býur og land), áðrenn tú keypir eitt økisnavn.', // review:
  dns_type: 'Vel eitt slag av DNS-posti: A, AAAA, CNAME, MX, TXT, SRV, CAA ella NS.', // review:
  dns_name_invalid: 'Navnið kann bert innihalda bókstavirnar a–z, tøl 0–9, bindistrik og undirstrik, og * bert fremst. Skriva @ einsamalt fyri sjálvt økisnavnið.', // review:
  dns_label_too_long: 'Hvør partur av navninum (millum punktum) kann í mesta lagi vera 63 tekn.', // review:
  dns_name_too_long: 'Alt navnið kann í mesta lagi vera 255 tekn.', // review:
  dns_name_outside_domain: 'Navnið má liggja undir økisnavninum.', // review:
  dns_name_dots: 'Eitt navn kann ikki byrja við punktum ella hava tvey punktum á rað. Skriva tað sum partar við einum punktum ímillum, t.d. post.handil.', // review:
  dns_name_trailing_dot: 'Tak punktumið aftast burtur (skriva www), ella skriva fulla navnið við økisnavninum og punktum aftast (www.dømi.fo.).', // review:
  dns_name_repeats_domain: 'Økisnavnið verður lagt afturat av sær sjálvum: skriva bert partin framman fyri (www fyri www.dømi.fo), ella @ fyri sjálvt økisnavnið.', // review:
  dns_hostname_invalid: 'Skriva eitt fullt vertsnavn, t.d. post.dømi.fo, ella @ fyri sjálvt økisnavnið.', // review:
  dns_host_is_address: 'Skriva eitt vertsnavn, ikki eina IP-adressu. Set adressuna í ein A- ella AAAA-post (t.d. fyri post.dømi.fo) og skriva tað navnið her.', // review:
  dns_ttl_range: 'Livitíðin má vera millum 60 sekund og 604800 (eina viku). Lat teigin vera tóman fyri 3600 (ein tíma).', // review:
  dns_priority_range: 'Forgongdin má vera eitt tal millum 0 og 65535.', // review:
  dns_port_range: 'Talið má vera millum 0 og 65535.', // review:
  dns_txt_too_long: 'Teksturin kann í mesta lagi vera 4000 tekn.', // review:
  dns_txt_invalid: 'Teksturin kann ikki innihalda linjuskift ella stýritekn.', // review:
  dns_srv_service: 'Skriva navnið á tænastuni, t.d. sip ella _sip.', // review:
  dns_srv_protocol: 'Vel protokoll: tcp, udp ella tls.', // review:
  dns_srv_name: 'Eitt SRV-navn má byrja við _tænasta._protokoll, t.d. _sip._tcp.', // review:
  dns_caa_flags: 'Fløggini mugu vera eitt tal millum 0 og 255 (vanliga 0).', // review:
  dns_caa_tag: 'Vel issue, issuewild ella iodef.', // review:
  dns_caa_value: 'Skriva navnið á útgevaranum av váttanini, t.d. letsencrypt.org, ella ; fyri ongan.', // review:
  dns_caa_iodef: 'Skriva ein mailto:- ella https://-bústað.', // review:
  dns_cname_at_apex: 'Ein CNAME kann ikki standa á sjálvum økisnavninum (@). Brúka ein A- ella AAAA-post har, ella set CNAME-postin á eitt navn undir tí, t.d. www.', // review:
  dns_cname_conflict: 'Ein CNAME má standa einsamallur: hetta navnið hevur longu aðrar postar. Strika teir fyrst, ella brúka eitt annað navn.', // review:
  dns_cname_loop: 'Ein CNAME kann ikki vísa á sítt egna navn. Skriva navnið, hann skal vísa til.', // review:
  dns_target_is_cname:
    'Hetta navnið er ein CNAME í tíni sónu, og MX- og SRV-postar kunnu ikki vísa á ein CNAME. Skriva navnið, sum CNAME-posturin vísir á, ella gev navninum ein A- ella AAAA-post í staðin.', // review:
  dns_cname_is_target:
    'Ein MX- ella SRV-postur vísir á hetta navnið, og teir kunnu ikki vísa á ein CNAME. Gev navninum ein A- ella AAAA-post í staðin, ella broyt MX- ella SRV-postin fyrst.', // review:
  dns_ns_at_apex: 'Navnaambætararnir hjá sjálvum økisnavninum eru okkara. NS-postar eru bert fyri undirnøvn.', // review:
  dns_ns_conflict: 'Eitt navn við NS-postum (eitt útlutað undirnavn) kann ikki hava aðrar postar.', // review:
  dns_ttl_mismatch: 'Postar við sama navni og slag mugu hava somu livitíð.', // review:
  dns_duplicate_record: 'Hesin posturin finst longu.', // review:
  dns_forwarding_conflict: 'Økisnavnið og www verða víðarisend. Tak víðarisendingina av fyrst, um tú vilt hava A-, AAAA- ella CNAME-postar her.', // review:
  dns_record_unknown: 'Hesin posturin finst ikki longur. Les postarnar inn aftur og royn aftur.', // review:
  dns_record_twice: 'Hesin posturin verður broyttur tvær ferðir í somu broyting. Broyt hvønn post bert eina ferð.', // review:
  dns_change_action: 'Vel add (legg afturat), change (broyt) ella remove (strika).', // review:
  dns_change_set_too_large: 'Ein broyting kann í mesta lagi nerta við 97 postar. Goym hana í pørtum.', // review:
  dns_template_unknown: 'Eingin slík tænasta er at seta upp. Vel eina úr listanum.', // review:
  dns_template_format: 'Hetta er ikki í tí formi, sum tænastan gevur. Avrita tað júst, sum tænastan vísir tað (sí dømið).', // review:
  dns_template_with_changes: 'Set eina tænastu upp einsamalla: goym tínar aðrar broytingar fyri seg.', // review:
  zone_file_too_long: 'Sónufílan er ov stór (í mesta lagi 200.000 tekn).', // review:
  zone_parentheses: 'Klombrarnir standa ikki rætt.', // review:
  zone_unterminated_string: 'Eitt gásareyga manglar at enda tekstin.', // review:
  zone_syntax: 'Hendan linjan kann ikki lesast.', // review:
  zone_directive_unsupported: '$INCLUDE og $GENERATE verða ikki stuðlað.', // review:
  zone_class_unsupported: 'Bert flokkurin IN verður stuðlaður.', // review:
  zone_type_unsupported: 'Hetta slagið av posti verður ikki stuðlað. Vit stuðla A, AAAA, CNAME, MX, TXT, SRV, CAA og NS.', // review:
  zone_type_number_unsupported:
    'Hetta postslagsnummarið verður ikki stuðlað. Vit stuðla TYPE1 (A), TYPE2 (NS), TYPE5 (CNAME), TYPE15 (MX), TYPE16 (TXT), TYPE28 (AAAA), TYPE33 (SRV) og TYPE257 (CAA).', // review:
  zone_generic_rdata: 'Aftan á \\# koma longdin á dátunum í oktettum og síðan dátur sum sekstandatal (hex).', // review:
  zone_generic_hex: 'Dáturnar aftan á \\# mugu vera sekstandatal (hex), tvey tekn fyri hvønn oktett.', // review:
  zone_generic_length: 'Longdin aftan á \\# samsvarar ikki við dáturnar (tvey hex-tekn eru ein oktettur).', // review:
  zone_generic_data_invalid: 'Dáturnar aftan á \\# eru ikki ein gildugur postur av hesum slagi.', // review:
  forwarding_status: 'Vel 301 (varandi) ella 302 (fyribils).', // review:
  forwarding_loop: 'Økisnavnið kann ikki víðarisendast til seg sjálvt.', // review:
} satisfies Record<ValidationKey, string>;

/** The whole catalogue, both sections: the web's. */
export const messagesFo: SharedMessages = {
  // Pure: a Lambda bundle that takes only some areas (shared/i18n/messages.ts) leaves the whole catalogue out.
  errors: /* @__PURE__ */ allErrors({
    common: commonErrorsFo,
    account: accountErrorsFo,
    registry: registryErrorsFo,
    payment: paymentErrorsFo,
    webhook: webhookErrorsFo,
    transfer: transferErrorsFo,
    dns: dnsErrorsFo,
    domainSettings: domainSettingsErrorsFo,
    sharing: sharingErrorsFo,
    team: teamErrorsFo,
    claim: claimErrorsFo,
  }),
  validation: validationFo,
};
