import { DAY_MS, END_SESSIONS_LINK_DAYS } from '@blood-donation/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an account notice's link: `<account id>.<expiry, epoch seconds>.<signature>`, signed with a key of its
 * own drawn from JWT_SECRET. Nothing is stored: it ends the account's sessions, which anyone holding the email may
 * ask for, and it works until it expires (using it twice ends the sessions started since, which is harmless).
 */
export class EndSessionsLinks {
  private readonly key: Buffer;

  constructor(secret: string, private readonly publicUrl: string) {
    this.key = createHmac('sha256', secret).update('end-sessions').digest();
  }

  /** The link of a notice sent now to account `userId`. */
  linkFor(userId: number, now: Date): string {
    const expires = Math.floor((now.getTime() + END_SESSIONS_LINK_DAYS * DAY_MS) / 1000);
    const token = `${userId}.${expires}.${this.sign(`${userId}.${expires}`)}`;
    return `${this.publicUrl}/end-sessions?token=${encodeURIComponent(token)}`;
  }

  /** The account whose sessions the token ends, or null when it is not one of ours or has expired. */
  accountOf(token: string, now: Date): number | null {
    const [id, expires, signature, ...rest] = token.split('.');
    if (!id || !expires || !signature || rest.length || !/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(expires)) return null;
    const expected = Buffer.from(this.sign(`${id}.${expires}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(expires) * 1000 > now.getTime() ? Number(id) : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
