import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals authenticator apps' secrets at rest: AES-256-GCM under a key made from TOTP_ENCRYPTION_KEY, a fresh IV each
 * time; the account id is bound in as associated data, so a sealed secret copied to another account's row opens not.
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(encryptionKey: string) {
    this.key = createHash('sha256').update(encryptionKey).digest();
  }

  seal(secret: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(`totp:${userId}`));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  open(sealedSecret: string, userId: number): string {
    const [iv, tag, sealed] = sealedSecret.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(`totp:${userId}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }
}
