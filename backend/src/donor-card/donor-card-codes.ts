import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@blood-donation/domain';

/**
 * A donor card's codes, worked out from its random nonce with a key derived (HKDF) from the server's secret:
 * - the token (what the QR code holds): 32 bytes of HMAC-SHA-256, base64url; opaque, since it names no one, and
 *   signed, since only the server can make one that matches a card;
 * - the short code: 8 symbols of SHORT_CODE_ALPHABET (32 symbols, so each of 8 HMAC bytes' low 5 bits picks one
 *   without bias).
 * The database keeps only their keyed hashes (`lookupHash`), so a copy of it cannot make or read a card.
 */
export class DonorCardCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'blood-donation', 'donor-card v1', 32));
  }

  static newNonce(): string {
    return randomBytes(18).toString('base64url');
  }

  token(nonce: string): string {
    return this.mac(`token:${nonce}`).toString('base64url');
  }

  shortCode(nonce: string): string {
    return [...this.mac(`short-code:${nonce}`).subarray(0, SHORT_CODE_LENGTH)].map((byte) => SHORT_CODE_ALPHABET[byte & 31]).join('');
  }

  /** What the table keeps of a token or short code, to find its card by. */
  lookupHash(code: string): string {
    return this.mac(`lookup:${code}`).toString('hex');
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }
}
