import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the API tests: a real P-256 key pair and the bytes a platform
 * authenticator would send (WebAuthn §6.1 authenticator data, `none` attestation, ES256
 * signatures over authenticatorData ‖ SHA-256(clientDataJSON)). Node cannot drive a browser's
 * authenticator, and these tests need answers a browser would never make (another origin, a
 * counter gone back, a replay), so they are built here; the browser journey uses Chromium's
 * virtual authenticator (tests/e2e/passkeys.spec.ts).
 */

const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attestedData: 0x40 } as const;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

export interface AnswerOverrides {
  /** The page's origin the browser would write into clientDataJSON (default: the portal's). */
  origin?: string;
  /** The sign counter to report (default: one more than the last). */
  counter?: number;
  /** Whether the person was verified (default: yes). */
  userVerified?: boolean;
  /** Whether the credential is backed up now (default: as registered). */
  backedUp?: boolean;
  /** The user handle to send (default: the one registered). */
  userHandle?: string;
  /** The challenge to answer (default: the options'). */
  challenge?: string;
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly coseKey: Uint8Array;
  private userHandle: string | undefined;
  counter = 0;
  private backedUp: boolean;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
    private readonly options: { backupEligible?: boolean; backedUp?: boolean } = {},
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    this.backedUp = options.backedUp ?? false;
  }

  private flagsOf(extra: number, overrides: AnswerOverrides): number {
    let value = flags.userPresent | extra;
    if (overrides.userVerified ?? true) value |= flags.userVerified;
    if (this.options.backupEligible) value |= flags.backupEligible;
    if (overrides.backedUp ?? this.backedUp) value |= flags.backedUp;
    return value;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', options: Options, overrides: AnswerOverrides): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: overrides.challenge ?? options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()`'s answer to registration options, as `startRegistration()` sends it. */
  register(options: Options, overrides: AnswerOverrides = {}) {
    this.userHandle = options.user?.id;
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authenticatorData = Buffer.concat([
      sha256(options.rp?.id ?? this.rpId),
      Buffer.from([this.flagsOf(flags.attestedData, overrides)]),
      counterBytes(this.counter),
      Buffer.alloc(16), // aaguid: none
      length,
      credentialId,
      Buffer.from(this.coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authenticatorData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options, overrides)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** `navigator.credentials.get()`'s answer (an assertion), as `startAuthentication()` sends it; counts up unless told the counter. */
  assert(options: Options, overrides: AnswerOverrides = {}) {
    const counter = overrides.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const authenticatorData = Buffer.concat([sha256(options.rpId ?? this.rpId), Buffer.from([this.flagsOf(0, overrides)]), counterBytes(counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options, overrides);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    const userHandle = overrides.userHandle ?? this.userHandle;
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }
}
