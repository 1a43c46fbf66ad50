import * as z from 'zod';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';

/**
 * Passkeys (issue 29): the WebAuthn ceremonies' answers as `@simplewebauthn/browser` sends them
 * (base64url strings, each with a maximum), the person's passkeys, and the names they give them.
 */
export const passkeyLimits = { nameMax: 60 } as const;

const base64url = (max: number) =>
  z
    .string({ error: 'validation.invalid_value' })
    .min(1, { error: 'validation.invalid_value' })
    .max(max, { error: 'validation.invalid_value' })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'validation.invalid_value' });
/** How the authenticator is reached (`internal`, `hybrid`, …): names browsers may add to, so any short word. */
const transports = z.array(z.string().max(32, { error: 'validation.invalid_value' })).max(10);
const attachment = z.enum(['platform', 'cross-platform']).optional();
const extensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** A credential id: at most 1023 bytes (WebAuthn), so at most 1364 base64url characters. */
const credentialId = base64url(1400);

/** `startRegistration()`'s answer. */
export const passkeyRegistrationAnswer = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    authenticatorData: base64url(20000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** `startAuthentication()`'s answer. */
export const passkeyAssertionAnswer = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
});

export const passkeyNameField = oneLine(
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(passkeyLimits.nameMax, { error: 'validation.invalid_value' }),
);

export const addPasskeyRequest = z.strictObject({ name: passkeyNameField, response: passkeyRegistrationAnswer });
export const renamePasskeyRequest = z.strictObject({ name: passkeyNameField });
export const passkeyAssertionRequest = z.strictObject({ response: passkeyAssertionAnswer });

const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: isoTimestamp,
  last_used_at: isoTimestamp.nullable(),
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyResponse = dataEnvelope(passkeySchema);
export const passkeysResponse = dataEnvelope(z.array(passkeySchema));

/** The options `navigator.credentials.create()` takes (JSON), for `startRegistration({ optionsJSON })`: as `@simplewebauthn/server` makes them. */
export const passkeyCreationOptionsResponse = dataEnvelope(z.looseObject({ challenge: z.string(), rp: z.unknown(), user: z.unknown(), pubKeyCredParams: z.array(z.unknown()) }));

/** The options `navigator.credentials.get()` takes (JSON), for `startAuthentication({ optionsJSON })`. */
export const passkeyRequestOptionsResponse = dataEnvelope(z.looseObject({ challenge: z.string(), rpId: z.string().optional(), allowCredentials: z.array(z.unknown()).optional() }));

export const passkeyStepUpResponse = dataEnvelope(z.object({ authenticated_at: isoTimestamp }));
