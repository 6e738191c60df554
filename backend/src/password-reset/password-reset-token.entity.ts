import { Entity } from 'typeorm';
import { AccountLink } from '../users/account-link.entity-base';

/** One password reset link, valid for a short time. */
@Entity('password_reset_tokens')
export class PasswordResetToken extends AccountLink {}
