import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a change-or-cancel link names: the appointment and the link version it was made for. */
export interface AppointmentLink {
  id: number;
  version: number;
}

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The tokens of the change-or-cancel links in appointment emails: `<id>.<version>.<HMAC-SHA256>` signed with a key
 * derived from JWT_SECRET, so nothing is stored but the appointment's linkVersion. A token the server did not sign
 * (malformed, altered, or naming another appointment) reads as null.
 */
export class AppointmentLinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('appointment-links').digest();
  }

  token({ id, version }: AppointmentLink): string {
    return `${id}.${version}.${this.signature(id, version)}`;
  }

  read(token: string): AppointmentLink | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [id, version] = [Number(match[1]), Number(match[2])];
    const expected = Buffer.from(this.signature(id, version));
    const given = Buffer.from(match[3]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { id, version } : null;
  }

  private signature(id: number, version: number): string {
    return createHmac('sha256', this.key).update(`${id}.${version}`).digest('base64url');
  }
}
