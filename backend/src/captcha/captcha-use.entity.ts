import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An ALTCHA challenge already solved once, kept until it expires so the same solution cannot be sent again. */
@Entity('captcha_uses')
export class CaptchaUse {
  /** The challenge's HMAC signature (hex). */
  @PrimaryColumn({ type: 'varchar', length: 128 })
  signature: string;

  @Index()
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
