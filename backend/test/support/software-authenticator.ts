import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/** The authenticator data's flags (WebAuthn §6.1). */
const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64 = (data: Buffer | Uint8Array): string => Buffer.from(data).toString('base64url');
const uint32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

/** What a test may change in one answer, to make it wrong in one way. */
export interface Tampering {
  origin?: string;
  rpId?: string;
  /** Replaces the challenge the options gave. */
  challenge?: string;
  /** The counter to report (else the authenticator's own, one more each time). */
  counter?: number;
  type?: string;
  /** Signs with another key than the passkey's. */
  otherKey?: boolean;
  /** Flags to clear (e.g. BE). */
  clearFlags?: number;
}

export interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** The user handle the registration options gave (base64url). */
  userHandle: string;
  counter: number;
}

/**
 * A passkey authenticator in software, for the backend's tests: an ES256 key pair per credential (node:crypto), a
 * 'none' attestation (CBOR through @simplewebauthn/server's own encoder) and assertions signed over
 * authenticatorData || SHA-256(clientDataJSON), DER-encoded, as browsers send them through @simplewebauthn/browser.
 */
export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
    /** Backup eligible and backed up (a synced passkey), or neither (one bound to its device). */
    private readonly synced = true,
  ) {}

  private flags(base: number, tampering: Tampering): number {
    const flags = base | FLAGS.UP | FLAGS.UV | (this.synced ? FLAGS.BE | FLAGS.BS : 0);
    return flags & ~(tampering.clearFlags ?? 0);
  }

  private clientData(type: string, challenge: string, tampering: Tampering): Buffer {
    return Buffer.from(JSON.stringify({ type: tampering.type ?? type, challenge: tampering.challenge ?? challenge, origin: tampering.origin ?? this.origin, crossOrigin: false }));
  }

  /** The registration answer to POST /api/user/passkeys/options's options (startRegistration's shape). */
  register(options: { challenge: string; user: { id: string } }, tampering: Tampering = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const credential: StoredCredential = { id, privateKey, userHandle: options.user.id, counter: 0 };
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, id.length]), id, Buffer.from(isoCBOR.encode(coseKey))]);
    const authData = Buffer.concat([sha256(tampering.rpId ?? this.rpId), Buffer.from([this.flags(FLAGS.AT, tampering)]), uint32(0), attested]);
    const attestation = new Map<string, string | Map<string, string> | Uint8Array>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    this.credentials.push(credential);
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, tampering)),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** The assertion answer to POST /api/auth/passkey/options's options, by `credential` (the last made by default). */
  assert(options: { challenge: string }, tampering: Tampering = {}, credential = this.credentials.at(-1)!) {
    const counter = tampering.counter ?? (credential.counter += 1);
    const authData = Buffer.concat([sha256(tampering.rpId ?? this.rpId), Buffer.from([this.flags(0, tampering)]), uint32(counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const key = tampering.otherKey ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : credential.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: credential.userHandle },
    };
  }
}
