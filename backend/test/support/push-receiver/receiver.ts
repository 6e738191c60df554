import { createECDH, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
// The library web-push encrypts with (RFC 8188 / RFC 8291), used here the other way round.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer };

/** The test-only CA that signed the receiver's certificate: what NODE_EXTRA_CA_CERTS must name. */
export const RECEIVER_CA_FILE = join(__dirname, 'ca.pem');

/** A device as a browser would hold it: its ECDH key pair and auth secret, and what it gives the server. */
export interface TestDevice {
  /** The body of POST /api/user/push-subscriptions. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The notifications it received (those the receiver accepted), decrypted, in order. */
  received: unknown[];
  /** The status the receiver answers for it (201 unless a test says otherwise). */
  answer: number;
}

/** One push the receiver checked, and what it found wrong (empty when it was a well-signed, well-encrypted push). */
export interface ReceivedPush {
  device: string;
  problems: string[];
  status: number;
}

/**
 * An HTTPS server on 127.0.0.1 standing in for a push service: for each POST to a device's endpoint it checks the
 * VAPID header for real (`Authorization: vapid t=<JWT>, k=<key>`: the key is the server's published public key, the
 * JWT's ES256 signature verifies against it, its aud is this receiver's origin, its exp is in the future and at most
 * 24 h away, its sub a mailto: or https: URL), the TTL and Content-Encoding: aes128gcm headers, and decrypts the body
 * with the device's private key and auth secret (RFC 8291). Then it answers the device's status (201, or 410 when
 * told). Each push is recorded, with what was wrong with it.
 */
export class PushReceiver {
  readonly pushes: ReceivedPush[] = [];
  private readonly devices = new Map<string, TestDevice & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer }>();
  private counter = 0;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    private readonly expectedKey: () => string,
  ) {}

  /** `serverPublicKey`: answers the VAPID public key the server publishes (GET /api/push/public-key). */
  static async start(serverPublicKey: () => string): Promise<PushReceiver> {
    // The handler needs the receiver, made once the server listens (its origin holds the port).
    const made: { receiver?: PushReceiver } = {};
    const server = createServer({ cert: readFileSync(join(__dirname, 'receiver.pem')), key: readFileSync(join(__dirname, 'receiver-key.pem')) }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = made.receiver!.receive(request.method ?? '', request.url ?? '', request.headers, Buffer.concat(chunks));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    made.receiver = new PushReceiver(server, `https://127.0.0.1:${port}`, serverPublicKey);
    return made.receiver;
  }

  /** A new device: a P-256 key pair and 16-byte auth secret made here, as a browser makes them. */
  device(): TestDevice {
    this.counter += 1;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = Buffer.from(Array.from({ length: 16 }, (_, index) => (index * 37 + this.counter) % 256));
    const id = `device-${this.counter}-${Date.now()}`;
    const device = {
      subscription: { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
      received: [],
      answer: 201,
      ecdh,
      authSecret,
    };
    this.devices.set(`/push/${id}`, device);
    return device;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(method: string, path: string, headers: Record<string, string | string[] | undefined>, body: Buffer): number {
    const device = this.devices.get(path);
    if (method !== 'POST' || !device) {
      this.pushes.push({ device: path, problems: ['unknown endpoint'], status: 404 });
      return 404;
    }
    const problems = [...this.checkVapid(String(headers.authorization ?? ''))];
    if (headers['content-encoding'] !== 'aes128gcm') problems.push(`Content-Encoding ${String(headers['content-encoding'])}`);
    if (!/^\d+$/.test(String(headers.ttl ?? ''))) problems.push('no TTL');
    let notification: unknown;
    try {
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret.toString('base64url') });
      notification = JSON.parse(plain.toString('utf8'));
    } catch (error) {
      problems.push(`not decrypted: ${(error as Error).message}`);
    }
    const status = problems.length > 0 ? 400 : device.answer;
    // Only what it accepts reaches the device.
    if (status < 300) device.received.push(notification);
    this.pushes.push({ device: path, problems, status });
    return status;
  }

  /** What is wrong with a VAPID Authorization header (RFC 8292 section 3); nothing when it is right. */
  private checkVapid(header: string): string[] {
    const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header);
    if (!match) return [`Authorization not vapid t=…, k=…: ${header.slice(0, 20)}`];
    const [, jwt, key] = match;
    const problems: string[] = [];
    if (key !== this.expectedKey()) problems.push("k is not the server's public key");
    const [headerPart, claimsPart, signature] = jwt.split('.');
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
    const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!signed) problems.push('the ES256 signature does not verify');
    const jose = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string; typ?: string };
    if (jose.alg !== 'ES256') problems.push(`alg ${jose.alg}`);
    const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
    if (claims.aud !== this.origin) problems.push(`aud ${claims.aud}`);
    const now = Date.now() / 1000;
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) problems.push(`exp ${claims.exp}`);
    if (!/^(mailto:|https:)/.test(claims.sub ?? '')) problems.push(`sub ${claims.sub}`);
    return problems;
  }
}
