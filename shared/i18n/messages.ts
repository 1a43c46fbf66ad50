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
  'idempotency_key_invalid',
  'domain_unavailable',
  'profile_incomplete',
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
      payment_provider_unavailable: 'Vit náddu ikki gjaldstænastuni. Royn aftur seinni.', // review:
      idempotency_key_reused: 'Hesin Idempotency-Key varð longu brúktur til eina aðra umbøn.', // review:
      webhook_signature_invalid: 'Undirskriftin á boðunum er ikki galdandi.', // review:
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
      idempotency_key_invalid: 'Umbønin manglar ein gyldugan Idempotency-Key.', // review:
      domain_unavailable: 'Økisnavnið er ikki tøkt.', // review:
      profile_incomplete: 'Fyll út bústaðin á tínum brúkara (gøta, postnummar, býur og land), áðrenn tú keypir eitt økisnavn.', // review:
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
      payment_provider_unavailable: 'We could not reach the payment service. Please try again later.',
      idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
      webhook_signature_invalid: 'The webhook signature is not valid.',
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
      idempotency_key_invalid: 'The request needs a valid Idempotency-Key header.',
      domain_unavailable: 'The domain is not available.',
      profile_incomplete: 'Please fill in your address (street, postal code, city and country) on your user before buying a domain.',
    },
  },
};

/** Validation messages in schemas are written as `validation.<key>`. */
export function validationMessage(locale: Locale, key: string): string {
  const bare = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  const table = sharedMessages[locale].validation as Record<string, string>;
  return table[bare] ?? sharedMessages[locale].validation.invalid_value;
}
