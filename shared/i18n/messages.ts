import type { ErrorCode } from '../errors.ts';
import type { Locale } from '../locales.ts';

/**
 * Texts the API and the web share: error codes and validation messages. Zod schemas in
 * `shared/schemas` carry the keys of `validation` as their messages, so the API and the forms
 * show the same words. Faroese strings not given by the spec are marked `review:` for a
 * native speaker (see FAROESE.md).
 */
export interface SharedMessages {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
}

export const validationKeys = [
  'required',
  'required_team',
  'must_be_number',
  'enter_number',
  'min_one',
  'max_one',
  'invalid_url',
  'invalid_email',
  'invalid_ipv4',
  'invalid_ipv6',
  'invalid_phone',
  'phone_code_required',
  'phone_min',
  'code_length',
  'password_min_login',
  'password_min',
  'password_letters_digits',
  'password_confirmation_letters_digits',
  'passwords_must_match',
  'min_two',
  'must_accept',
  'invalid_language',
  'invalid_value',
  'unknown_field',
  'invalid_type',
  'current_password_wrong',
  'not_allowed_for_eid_user',
  'domain_too_short',
  'domain_too_long',
  'domain_invalid_characters',
  'domain_hyphen_edge',
  'domain_not_fo',
  'domain_idn',
  'too_many_domains',
  'years_range',
  'select_one_or_more',
  'name_servers_count',
  'host_name_invalid',
  'invalid_ip',
  'glue_required',
  'glue_not_allowed',
  'name_server_duplicate',
  'name_server_not_answering',
  'key_tag_range',
  'dnssec_algorithm',
  'digest_type',
  'digest_length',
  'dnskey_flags',
  'dnskey_protocol',
  'public_key_invalid',
  'must_understand',
  'ds_records_max',
  'company_required',
  'v_number_required',
  'v_number_invalid',
  'vat_number_invalid',
  'transfer_code_format',
  'transfer_code_wrong',
  'transfer_domain_not_registered',
  'transfer_domain_already_yours',
  'transfer_domain_already_here',
  'transfer_already_pending',
  'transfer_domain_locked',
  'transfer_not_eligible',
  'profile_incomplete_transfer',
  'idempotency_key_invalid',
  'domain_unavailable',
  'profile_incomplete',
  'renewal_limit',
  'payment_card_required',
  'dns_type',
  'dns_name_invalid',
  'dns_label_too_long',
  'dns_name_too_long',
  'dns_name_outside_domain',
  'dns_hostname_invalid',
  'dns_ttl_range',
  'dns_priority_range',
  'dns_port_range',
  'dns_txt_too_long',
  'dns_txt_invalid',
  'dns_srv_service',
  'dns_srv_protocol',
  'dns_srv_name',
  'dns_caa_flags',
  'dns_caa_tag',
  'dns_caa_value',
  'dns_caa_iodef',
  'dns_cname_at_apex',
  'dns_cname_conflict',
  'dns_ns_at_apex',
  'dns_ns_conflict',
  'dns_ttl_mismatch',
  'dns_duplicate_record',
  'dns_forwarding_conflict',
  'zone_file_too_long',
  'zone_parentheses',
  'zone_unterminated_string',
  'zone_syntax',
  'zone_directive_unsupported',
  'zone_class_unsupported',
  'zone_type_unsupported',
  'zone_type_number_unsupported',
  'zone_generic_rdata',
  'zone_generic_hex',
  'zone_generic_length',
  'zone_generic_data_invalid',
  'forwarding_status',
  'forwarding_loop',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export const sharedMessages: Record<Locale, SharedMessages> = {
  fo: {
    errors: {
      malformed_request: 'Fyrispurningurin kundi ikki lesast.', // review:
      unauthenticated: 'Tú mást rita inn fyrst.', // review:
      forbidden: 'Tú hevur ikki atgongd til hetta.', // review:
      not_found: 'Vit funnu ikki tað, tú leitaði eftir.', // review:
      route_not_found: '404: Síðan finnist ikki',
      method_not_allowed: 'Hetta slag av fyrispurningi er ikki loyvt her.', // review:
      conflict: 'Onkur annar broytti hetta samstundis. Royn aftur.', // review:
      payload_too_large: 'Fyrispurningurin er ov stórur (í mesta lagi 10 MB).', // review:
      unsupported_media_type: 'Sendu JSON.', // review:
      validation_failed: 'Nakrir teigar eru ikki rætt útfyltir.', // review:
      invalid_code: 'Kotan er skeiv ella gingin út.', // review:
      code_attempts_exhausted: 'Ov nógvar skeivar royndir. Bið um eina nýggja kotu.', // review:
      invalid_reset_link: 'Hesin leinkjurin at seta nýtt loyniorð er ikki galdandi longur. Bið um ein nýggjan.', // review:
      email_taken: 'Ein brúkari við hesum teldubústaði finst longu.', // review:
      eid_already_linked: 'Hesin samleikin er longu knýttur at einum øðrum brúkara.', // review:
      user_owns_domains: 'Tú kanst ikki strika brúkaran, meðan tú eigur økisnøvn.', // review:
      user_in_team: 'Tú kanst ikki strika brúkaran, meðan tú ert limur í einum toymi.', // review:
      rate_limited: 'Ov nógvar umbønir. Bíða eitt bil og royn so aftur.', // review:
      registry_unavailable: 'Vit fingu ikki upplýsingar frá skrásetingini. Royn aftur seinni.', // review:
      domain_unavailable: 'Økisnavnið er ikki tøkt.', // review:
      payment_failed: 'Gjaldið miseydnaðist.', // review:
      renewal_limit_reached: 'Økisnavnið kann ikki endurnýggjast, tað er longu endurnýggjað í longsta loyvda tíðarskeið (10 ár frá í dag).', // review:
      auto_renewal_requirements: 'Sjálvvirkandi endurnýggjan krevur eitt goymt gjaldskort og at tú góðtekur treytirnar.', // review:
      payment_provider_unavailable: 'Vit náddu ikki gjaldstænastuni. Royn aftur seinni.', // review:
      idempotency_key_reused: 'Hesin Idempotency-Key varð longu brúktur til eina aðra umbøn.', // review:
      webhook_signature_invalid: 'Undirskriftin á boðunum er ikki galdandi.', // review:
      invalid_logout_token: 'Útritingarboðini frá samleikanum eru ikki galdandi.', // review:
      transfer_not_pending: 'Flytingin bíðar ikki longur, so hon kann ikki steðgast. Hygg eftir støðuni á henni.', // review:
      dns_custom_name_servers: 'Vit kunnu ikki vísa tínar DNS-postar, tí tú brúkar ikki okkara navnaambætarar.', // review:
      forwarding_custom_name_servers: 'Vit kunnu ikki vísa tína víðarisending, tí tú brúkar ikki okkara navnaambætarar.', // review:
      dns_record_limit: 'Eitt økisnavn kann í mesta lagi hava 100 DNS-postar.', // review:
      zone_file_invalid: 'Sónufílan hevur villur. Rætta linjurnar, sum eru nevndar, og royn aftur.', // review:
      zone_import_too_large: 'Innlesingin broytir ov nógvar postar í senn (í mesta lagi 98). Les sónufíluna inn í pørtum.', // review:
      forwarding_conflicts_with_records: 'Økisnavnið ella www hevur A-, AAAA- ella CNAME-postar. Strika teir fyrst, so kann økisnavnið víðarisendast.', // review:
      domain_locked: 'Økisnavnið er læst við skrásetingarlásinum. Lat lásin upp fyrst.', // review:
      domain_status_prohibits: 'Skrásetingin loyvir ikki hesa broyting í løtuni (økisnavnið er læst ella verður flutt).', // review:
      domain_change_in_progress: 'Ein onnur broyting av økisnavninum verður gjørd júst nú. Royn aftur um eina løtu.', // review:
      only_owners: 'Bert eigarar kunnu nýta hesa funktión.', // review:
      name_servers_not_answering: 'Nakrir navnaambætarar svaraðu ikki fyri økisnavnið. Vilt tú goyma teir kortini?', // review:
      dnssec_requires_product_name_servers: 'DNSSEC kann bert tendrast her, tá ið økisnavnið brúkar okkara navnaambætarar. Við egnum navnaambætarum leggur tú DS-postar afturat.', // review:
      ds_records_require_custom_name_servers: 'DS-postar verða bert lagdir afturat við egnum navnaambætarum. Við okkara navnaambætarum tendrar tú DNSSEC.', // review:
      internal: 'Okkurt gekk galið. Vinaliga royn aftur.', // review:
      service_unavailable: 'Tænastan er ikki tøk í løtuni. Royn aftur seinni.', // review:
    },
    validation: {
      required: 'Hetta er ein kravdur teigur.',
      required_team: 'Hetta er ein kravdur teigur.',
      must_be_number: 'Hetta má vera eitt tal.', // review:
      enter_number: 'Vinaliga skriva eitt tal.', // review:
      min_one: 'Virðið má vera í minsta lagi 1.', // review:
      max_one: 'Virðið má vera í mesta lagi 1.', // review:
      invalid_url: 'Vinaliga skriva eina rætta URL.', // review:
      invalid_email: 'Vinaliga skriva ein rættan teldubústað.',
      invalid_ipv4: 'Vinaliga skriva eina rætta IPv4-adressu.', // review:
      invalid_ipv6: 'Vinaliga skriva eina rætta IPv6-adressu.', // review:
      invalid_phone: 'Vinaliga skriva eitt rætt telefonnummar.', // review:
      phone_code_required: 'Vinaliga vel eina landakotu.', // review:
      phone_min: 'Telefonnummarið má vera í minsta lagi 2 tekn.', // review:
      code_length: 'Kotan má vera 6 tekn.', // review:
      password_min_login: 'Loyniorðið má vera í minsta lagi 6 tekn.', // review:
      password_min: 'Loyniorðið má vera í minsta lagi 12 tekn.', // review:
      password_letters_digits: 'Loyniorðið má innihalda bókstavir og í minsta lagi eitt tal.', // review:
      password_confirmation_letters_digits: 'Váttanin má innihalda bókstavir og í minsta lagi eitt tal.', // review:
      passwords_must_match: 'Loyniorðini mugu vera eins.', // review:
      min_two: 'Í minsta lagi 2 tekn.', // review:
      must_accept: 'Tú mást góðtaka fyri at halda fram.', // review:
      invalid_language: 'Málið má vera føroyskt (fo) ella enskt (en).', // review:
      invalid_value: 'Virðið er ikki loyvt.', // review:
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
      payment_card_required: 'Sjálvvirkandi endurnýggjan krevur eitt goymt gjaldskort knýtt at økisnavninum.', // review:
      profile_incomplete: 'Fyll út bústaðin á tínum brúkara (gøta, postnummar, býur og land), áðrenn tú keypir eitt økisnavn.', // review:
      dns_type: 'Vel eitt slag av DNS-posti: A, AAAA, CNAME, MX, TXT, SRV, CAA ella NS.', // review:
      dns_name_invalid: 'Navnið kann bert innihalda bókstavirnar a–z, tøl 0–9, bindistrik og undirstrik, og * bert fremst.', // review:
      dns_label_too_long: 'Hvør partur av navninum (millum punktum) kann í mesta lagi vera 63 tekn.', // review:
      dns_name_too_long: 'Alt navnið kann í mesta lagi vera 255 tekn.', // review:
      dns_name_outside_domain: 'Navnið má liggja undir økisnavninum.', // review:
      dns_hostname_invalid: 'Skriva eitt fullt vertsnavn, t.d. post.dømi.fo, ella @ fyri sjálvt økisnavnið.', // review:
      dns_ttl_range: 'Livitíðin má vera millum 60 og 604800 sekund.', // review:
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
      dns_cname_at_apex: 'Ein CNAME kann ikki standa á sjálvum økisnavninum (@).', // review:
      dns_cname_conflict: 'Ein CNAME má standa einsamallur: hetta navnið hevur longu aðrar postar.', // review:
      dns_ns_at_apex: 'Navnaambætararnir hjá sjálvum økisnavninum eru okkara. NS-postar eru bert fyri undirnøvn.', // review:
      dns_ns_conflict: 'Eitt navn við NS-postum (eitt útlutað undirnavn) kann ikki hava aðrar postar.', // review:
      dns_ttl_mismatch: 'Postar við sama navni og slag mugu hava somu livitíð.', // review:
      dns_duplicate_record: 'Hesin posturin finst longu.', // review:
      dns_forwarding_conflict: 'Økisnavnið og www verða víðarisend. Tak víðarisendingina av fyrst, um tú vilt hava A-, AAAA- ella CNAME-postar her.', // review:
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
    },
  },
  en: {
    errors: {
      malformed_request: 'The request could not be read.',
      unauthenticated: 'Please sign in first.',
      forbidden: 'You do not have access to this.',
      not_found: 'We could not find what you were looking for.',
      route_not_found: '404: Page not found',
      method_not_allowed: 'This kind of request is not allowed here.',
      conflict: 'Someone else changed this at the same time. Please try again.',
      payload_too_large: 'The request is too large (at most 10 MB).',
      unsupported_media_type: 'Please send JSON.',
      validation_failed: 'Some fields are not filled in correctly.',
      invalid_code: 'The code is wrong or has expired.',
      code_attempts_exhausted: 'Too many wrong tries. Please ask for a new code.',
      invalid_reset_link: 'This password reset link is no longer valid. Please ask for a new one.',
      email_taken: 'A user with this email address already exists.',
      eid_already_linked: 'This e-ID is already linked to another user.',
      user_owns_domains: 'You cannot delete your user while you own domains.',
      user_in_team: 'You cannot delete your user while you are a member of a team.',
      rate_limited: 'Too many requests. Please wait a moment and try again.',
      registry_unavailable: 'Failed to retrieve information from the registry. No connection to the registry; please try later.',
      domain_unavailable: 'The domain is not available.',
      payment_failed: 'Payment failed.',
      renewal_limit_reached: "The domain can't be renewed, it has been renewed for the maximum allowed period (10 years from today).",
      auto_renewal_requirements: 'Automatic renewal needs a saved payment card and the terms accepted.',
      payment_provider_unavailable: 'We could not reach the payment service. Please try again later.',
      idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
      webhook_signature_invalid: 'The webhook signature is not valid.',
      invalid_logout_token: 'The e-ID provider’s logout token is not valid.',
      transfer_not_pending: 'The transfer is no longer waiting, so it cannot be cancelled. See its status.',
      dns_custom_name_servers: "We cannot show your DNS records because you are not using the product's name servers",
      forwarding_custom_name_servers: "We cannot show your forwarding because you are not using the product's name servers",
      dns_record_limit: 'A domain can have at most 100 DNS records.',
      zone_file_invalid: 'The zone file has errors. Correct the lines named and try again.',
      zone_import_too_large: 'The import changes too many records at once (at most 98). Import the zone file in parts.',
      forwarding_conflicts_with_records: 'The domain or www has A, AAAA or CNAME records. Delete them first, then the domain can be forwarded.',
      domain_locked: 'The domain is locked with the registration lock. Unlock it first.',
      domain_status_prohibits: 'The registry does not allow this change right now (the domain is locked or being transferred).',
      domain_change_in_progress: 'Another change to this domain is being made right now. Try again in a moment.',
      only_owners: 'Only owners can use this function',
      name_servers_not_answering: 'Some name servers did not answer for the domain. Do you want to save them anyway?',
      dnssec_requires_product_name_servers: 'DNSSEC can only be switched on here when the domain uses our name servers. With your own name servers, add DS records instead.',
      ds_records_require_custom_name_servers: 'DS records are only added by hand with your own name servers. With our name servers, switch DNSSEC on instead.',
      internal: 'Something went wrong. Please try again.',
      service_unavailable: 'The service is not available right now. Please try again later.',
    },
    validation: {
      required: 'This is a required field.',
      required_team: 'This is a required field.',
      must_be_number: 'This must be a number.',
      enter_number: 'Please enter a number.',
      min_one: 'The value must be at least 1.',
      max_one: 'The value must be at most 1.',
      invalid_url: 'Please enter a valid URL.',
      invalid_email: 'Please enter a valid email address',
      invalid_ipv4: 'Please enter a valid IPv4 address.',
      invalid_ipv6: 'Please enter a valid IPv6 address.',
      invalid_phone: 'Please enter a valid phone number',
      phone_code_required: 'Please choose a phone code',
      phone_min: 'The phone number must be at least 2 characters.',
      code_length: 'The code must be 6 characters',
      password_min_login: 'The password must be at least 6 characters long',
      password_min: 'The password must be at least 12 characters long',
      password_letters_digits: 'The password must contain both letters and at least one number',
      password_confirmation_letters_digits: 'The confirmation must contain both letters and at least one number',
      passwords_must_match: 'The passwords must be the same',
      min_two: 'At least 2 characters.',
      must_accept: 'You must accept to continue.',
      invalid_language: 'The language must be Faroese (fo) or English (en).',
      invalid_value: 'This value is not allowed.',
      unknown_field: 'This field is not known.',
      invalid_type: 'This value has the wrong type.',
      current_password_wrong: 'The current password is wrong.',
      not_allowed_for_eid_user: 'This comes from your national e-ID and cannot be changed here.',
      domain_too_short: 'The name must be at least 2 characters.',
      domain_too_long: 'The name can be at most 63 characters.',
      domain_invalid_characters: 'The name can only contain the letters a–z, digits 0–9 and hyphens.',
      domain_hyphen_edge: 'The name cannot start or end with a hyphen.',
      domain_not_fo: 'We only register .fo names.',
      domain_idn: '.fo names cannot contain Faroese letters (á, í, ó, ú, ý, æ, ð, ø). Write, for example, ø as o or oe, æ as ae and ð as d.',
      too_many_domains: 'Up to 20 names at a time.',
      years_range: 'Choose a period from 1 to 10 years.',
      select_one_or_more: 'Select one or more domains.',
      name_servers_count: 'Enter between 2 and 13 name servers.',
      host_name_invalid: 'Please enter a valid host name, e.g. ns1.example.net.',
      invalid_ip: 'Please enter a valid IPv4 or IPv6 address.',
      glue_required: 'A name server inside the domain itself needs its IP addresses.',
      glue_not_allowed: 'IP addresses are only given for name servers inside the domain itself.',
      name_server_duplicate: 'This name server is already in the list.',
      name_server_not_answering: 'This name server does not answer for the domain.',
      key_tag_range: 'The key tag must be a whole number from 0 to 65535.',
      dnssec_algorithm: 'Choose a DNSSEC algorithm.',
      digest_type: 'Choose a digest type: 1 (SHA-1), 2 (SHA-256) or 4 (SHA-384).',
      digest_length: 'The digest must be hexadecimal: 40 characters for SHA-1, 64 for SHA-256, 96 for SHA-384.',
      dnskey_flags: 'Flags must be 256 or 257.',
      dnskey_protocol: 'Protocol must be 3.',
      public_key_invalid: 'The public key must be base64 of the right length for the algorithm.',
      must_understand: 'Confirm that you understand what a DNSSEC change does.',
      ds_records_max: 'At most 8 DS records.',
      company_required: 'Enter the company name.',
      v_number_required: 'A Faroese company needs its V-number.',
      v_number_invalid: 'The V-number is 4 to 8 digits.',
      vat_number_invalid: 'Please enter a valid VAT number.',
      transfer_code_format: 'The transfer code can be at most 64 characters on one line.',
      transfer_code_wrong: 'The transfer code is wrong. Ask the current holder for the right code.',
      transfer_domain_not_registered: 'This domain is not registered, so it cannot be transferred. You can register it instead.',
      transfer_domain_already_yours: 'This domain is already yours.',
      transfer_domain_already_here: 'This domain is already registered with us and cannot be transferred this way.',
      transfer_already_pending: 'A transfer of this domain is already under way.',
      transfer_domain_locked: 'The domain is locked against transfers. Ask the current holder to lift the transfer lock.',
      transfer_not_eligible: 'The registry does not allow this domain to be transferred right now.',
      profile_incomplete_transfer: 'Please fill in your address (street, postal code, city and country) on your user before transferring a domain to us.',
      idempotency_key_invalid: 'The request needs a valid Idempotency-Key header.',
      domain_unavailable: 'The domain is not available.',
      renewal_limit: "The domain can't be renewed, it has been renewed for the maximum allowed period (10 years from today).",
      payment_card_required: 'Automatic renewal needs a saved payment card attached to the domain.',
      profile_incomplete: 'Please fill in your address (street, postal code, city and country) on your user before buying a domain.',
      dns_type: 'Choose a record type: A, AAAA, CNAME, MX, TXT, SRV, CAA or NS.',
      dns_name_invalid: 'The name may contain only the letters a–z, digits 0–9, hyphens and underscores, and * only first.',
      dns_label_too_long: 'Each part of the name (between dots) can be at most 63 characters.',
      dns_name_too_long: 'The full name can be at most 255 characters.',
      dns_name_outside_domain: 'The name must be inside the domain.',
      dns_hostname_invalid: 'Enter a full host name, e.g. mail.example.fo, or @ for the domain itself.',
      dns_ttl_range: 'The lifetime must be between 60 and 604800 seconds.',
      dns_priority_range: 'The priority must be a number between 0 and 65535.',
      dns_port_range: 'The number must be between 0 and 65535.',
      dns_txt_too_long: 'The text can be at most 4000 characters.',
      dns_txt_invalid: 'The text cannot contain line breaks or control characters.',
      dns_srv_service: 'Enter the name of the service, e.g. sip or _sip.',
      dns_srv_protocol: 'Choose a protocol: tcp, udp or tls.',
      dns_srv_name: 'An SRV name must start with _service._protocol, e.g. _sip._tcp.',
      dns_caa_flags: 'The flags must be a number between 0 and 255 (usually 0).',
      dns_caa_tag: 'Choose issue, issuewild or iodef.',
      dns_caa_value: "Enter the certificate authority's domain, e.g. letsencrypt.org, or ; for none.",
      dns_caa_iodef: 'Enter a mailto: or https:// address.',
      dns_cname_at_apex: 'A CNAME cannot be on the domain itself (@).',
      dns_cname_conflict: 'A CNAME must stand alone: this name already has other records.',
      dns_ns_at_apex: "The domain's own name servers are ours. NS records are only for names below the domain.",
      dns_ns_conflict: 'A name with NS records (a delegated subdomain) cannot have other records.',
      dns_ttl_mismatch: 'Records with the same name and type must have the same lifetime.',
      dns_duplicate_record: 'This record already exists.',
      dns_forwarding_conflict: 'The domain and www are forwarded. Turn forwarding off first to have A, AAAA or CNAME records here.',
      zone_file_too_long: 'The zone file is too large (at most 200,000 characters).',
      zone_parentheses: 'The parentheses do not match.',
      zone_unterminated_string: 'A quotation mark is missing at the end of the text.',
      zone_syntax: 'This line cannot be read.',
      zone_directive_unsupported: '$INCLUDE and $GENERATE are not supported.',
      zone_class_unsupported: 'Only the class IN is supported.',
      zone_type_unsupported: 'This record type is not supported. We support A, AAAA, CNAME, MX, TXT, SRV, CAA and NS.',
      zone_type_number_unsupported:
        'This record type number is not supported. We support TYPE1 (A), TYPE2 (NS), TYPE5 (CNAME), TYPE15 (MX), TYPE16 (TXT), TYPE28 (AAAA), TYPE33 (SRV) and TYPE257 (CAA).',
      zone_generic_rdata: 'After \\# come the length of the data in octets and then the data in hexadecimal.',
      zone_generic_hex: 'The data after \\# must be hexadecimal, two digits for each octet.',
      zone_generic_length: 'The length after \\# does not match the data (two hexadecimal digits are one octet).',
      zone_generic_data_invalid: 'The data after \\# is not a valid record of this type.',
      forwarding_status: 'Choose 301 (permanent) or 302 (temporary).',
      forwarding_loop: 'The domain cannot forward to itself.',
    },
  },
};

/** Validation messages in schemas are written as `validation.<key>`. */
export function validationMessage(locale: Locale, key: string): string {
  const bare = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  const table = sharedMessages[locale].validation as Record<string, string>;
  return table[bare] ?? sharedMessages[locale].validation.invalid_value;
}
