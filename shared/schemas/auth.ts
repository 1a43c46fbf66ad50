import * as z from 'zod';
import { dataEnvelope, isoTimestamp, languageSchema, oneLine } from './common.ts';
import { countryCodeField, emailField, phoneCodeField, phoneField, phoneMin } from './contact-fields.ts';

export { countryCodeField, emailField, phoneCodeField, phoneField };

/**
 * The accounts contract (spec §5 and §7 "Authentication"): one schema per request, used by the
 * API (routes.ts) and by the forms, so both show the same messages (`validation.<key>`).
 */
export const limits = {
  passwordMin: 12,
  loginPasswordMin: 6,
  codeLength: 6,
  phoneMin,
  nameMin: 2,
  /** A sign-in or verification code lives this long and dies after this many wrong tries. */
  codeLifetimeSeconds: 10 * 60,
  codeMaxAttempts: 5,
} as const;

const required = (schema: z.ZodString) => schema.min(1, { error: 'validation.required' });
export const codeField = z.string({ error: 'validation.code_length' }).length(limits.codeLength, { error: 'validation.code_length' });
/** Empty says "required" before "at least two" (spec §5: required, then length). */
const atLeastTwo = oneLine(
  required(z.string({ error: 'validation.required' }).trim())
    .min(limits.nameMin, { error: 'validation.min_two' })
    .max(200, { error: 'validation.invalid_value' }),
);

/** A new password: ≥ 12 characters with a letter and a digit. */
export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(limits.passwordMin, { error: 'validation.password_min' })
  .max(200, { error: 'validation.invalid_value' })
  .regex(/\p{L}/u, { error: 'validation.password_letters_digits' })
  .regex(/\d/, { error: 'validation.password_letters_digits' });

/** Adds "the confirmation must equal the password" to a schema with both fields. */
const confirmed = <T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.password === value.password_confirmation, {
    error: 'validation.passwords_must_match',
    path: ['password_confirmation'],
  });

const mustAccept = z.literal(true, { error: 'validation.must_accept' });

// ── credentials ──────────────────────────────────────────────────────────────────────────────
/** Spec §5: the login request's password is at least 6 characters, and says so with the 6-character message (the code's). */
export const requestLoginRequest = z.strictObject({
  email: emailField,
  password: z.string({ error: 'validation.required' }).min(limits.loginPasswordMin, { error: 'validation.code_length' }).max(200),
});
/**
 * Ours beside the spec's `verification_id`: what the second step asks for, the e-mailed code
 * (`email-code`) or the code from the user's authenticator app (`authenticator`, nothing sent).
 */
export const requestLoginResponse = dataEnvelope(z.object({ verification_id: z.string(), second_factor: z.enum(['email-code', 'authenticator']) }));

export const loginRequest = z.strictObject({
  code: codeField,
  verification_id: required(z.string({ error: 'validation.required' })).max(200, { error: 'validation.invalid_value' }),
});

/** The step-up before a risky change (issue 29): the ways the caller's account can prove again who they are. */
export const stepUpMethods = ['passkey', 'password', 'eid'] as const;
export type StepUpMethod = (typeof stepUpMethods)[number];
export const stepUpMethodsResponse = dataEnvelope(z.object({ methods: z.array(z.enum(stepUpMethods)) }));
/** Step-up by password, step 1: the caller's own password (the code goes out as at sign-in). */
export const requestStepUpCodeRequest = z.strictObject({
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
/** Step-up by password, step 2: the code, as at sign-in. */
export const confirmStepUpRequest = loginRequest;
/** A recovery code: `xxxxx-xxxxx` as shown (spaces, dashes and case do not matter). */
export const recoveryCodeField = required(z.string({ error: 'validation.required' }))
  .max(40, { error: 'validation.recovery_code_format' })
  .refine((code) => /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, '')), { error: 'validation.recovery_code_format' });

/** Sign-in with a recovery code in place of the authenticator app's code (the app is on). */
export const loginWithRecoveryCodeRequest = z.strictObject({
  recovery_code: recoveryCodeField,
  verification_id: required(z.string({ error: 'validation.required' })).max(200, { error: 'validation.invalid_value' }),
});

/** A newly issued bearer token (the secret is shown once). */
export const issuedTokenResponse = dataEnvelope(z.object({ token: z.string(), token_id: z.string(), expires_at: isoTimestamp }));

export const forgotPasswordRequest = z.strictObject({ email: emailField });
export const resetPasswordRequest = confirmed(
  z.strictObject({
    token: required(z.string({ error: 'validation.required' })).max(500, { error: 'validation.invalid_value' }),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.required' }).max(200, { error: 'validation.invalid_value' }),
  }),
);
export const changePasswordRequest = confirmed(
  z.strictObject({
    current_password: required(z.string({ error: 'validation.required' })).max(200, { error: 'validation.invalid_value' }),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.required' }).max(200, { error: 'validation.invalid_value' }),
  }),
);

/** An answer that says only that the request was taken (no account enumeration). */
export const acceptedResponse = dataEnvelope(z.object({ accepted: z.literal(true) }));

// ── sign-up from abroad and verification ─────────────────────────────────────────────────────
export const registerAbroadUserRequest = confirmed(
  z.strictObject({
    name: atLeastTwo,
    street: atLeastTwo,
    zip: atLeastTwo,
    city: atLeastTwo,
    country_code: countryCodeField,
    phone: phoneField,
    phone_code: phoneCodeField,
    email: emailField,
    language: languageSchema,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.required' }).max(200, { error: 'validation.invalid_value' }),
    terms_accepted: mustAccept,
    privacy_policy_accepted: mustAccept,
  }),
);

export const verifyEmailRequest = z.strictObject({ email: emailField, code: codeField });
/** Verifying the address of a new account signs its owner in (`token`); changing it does not. */
export const verifyEmailResponse = dataEnvelope(
  z.object({ verified: z.literal(true), token: z.string().optional(), token_id: z.string().optional(), expires_at: isoTimestamp.optional() }),
);
/** The signed-in user's own address, with the code sent to it (the address is the user's: not sent). */
export const verifyCurrentEmailRequest = z.strictObject({ code: codeField });
export const resendEmailVerificationRequest = z.strictObject({ email: emailField });
export const updateEmailRequest = z.strictObject({ email: emailField });

export const updatePhoneRequest = z.strictObject({ phone: phoneField, phone_code: phoneCodeField });
export const verifyPhoneRequest = z.strictObject({ phone: phoneField, phone_code: phoneCodeField.optional(), code: codeField });
export const resendPhoneVerificationRequest = z.strictObject({ phone: phoneField, phone_code: phoneCodeField });

// ── tokens (sessions) ────────────────────────────────────────────────────────────────────────
/**
 * A session: the browser and system it was opened with are product names ("Safari", "iOS"), null
 * when not known; the web words them in the reader's language. `development`: a demo user's
 * development sign-in (local runtime only).
 */
export const accessTokenSchema = z.object({
  id: z.string(),
  kind: z.enum(['session', 'development']),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  created_at: isoTimestamp,
  last_used_at: isoTimestamp.nullable(),
  expires_at: isoTimestamp,
  current: z.boolean(),
});
export const accessTokensResponse = dataEnvelope(z.array(accessTokenSchema));

// ── authenticator app (TOTP) ─────────────────────────────────────────────────────────────────
export const authenticatorStatusResponse = dataEnvelope(z.object({ enabled: z.boolean(), enabled_at: isoTimestamp.nullable(), recovery_codes_left: z.number().int().min(0) }));
/** Step 2 of turning it on: the code e-mailed in step 1. */
export const startAuthenticatorSetupRequest = z.strictObject({ code: codeField });
/** The new secret (base32, to type) and its `otpauth://` address (for the QR code), shown once. */
export const authenticatorSetupResponse = dataEnvelope(z.object({ secret: z.string(), otpauth_uri: z.string() }));
/** Step 3: the app's first code. */
export const confirmAuthenticatorRequest = z.strictObject({ code: codeField });
/** Ten single-use recovery codes, shown once (only their hashes are kept). */
export const recoveryCodesResponse = dataEnvelope(z.object({ recovery_codes: z.array(z.string()) }));

// ── national e-ID (Samleikin) ────────────────────────────────────────────────────────────────
export const samleikinUserExistsResponse = dataEnvelope(z.object({ user_exists: z.boolean() }));
export const checkSamleikinUserEmailRequest = z.strictObject({ email: emailField });
export const verifySamleikinLinkingRequest = z.strictObject({ email: emailField, code: codeField });

/** Create user (spec §5 "User create"): as abroad registration, without phone or password. */
export const createUserRequest = z.strictObject({
  name: atLeastTwo,
  street: atLeastTwo,
  zip: atLeastTwo,
  city: atLeastTwo,
  country_code: countryCodeField,
  language: languageSchema,
  email: emailField,
  terms_accepted: mustAccept,
  privacy_policy_accepted: mustAccept,
});

// ── profile ──────────────────────────────────────────────────────────────────────────────────
/** Profile update. An e-ID user may change only street, zip, city and country_code. */
export const updateProfileRequest = z.strictObject({
  name: atLeastTwo.optional(),
  street: atLeastTwo,
  zip: atLeastTwo,
  city: atLeastTwo,
  country_code: countryCodeField,
});
