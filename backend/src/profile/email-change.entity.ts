import { EMAIL_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity } from 'typeorm';
import { AccountLink } from '../users/account-link.entity-base';

/**
 * A change of an account's email address waiting for its confirmation: the link went to the new address. Valid for
 * EMAIL_CHANGE_TTL_HOURS.
 */
@Entity('email_changes')
export class EmailChange extends AccountLink {
  /** The address the account will have once the link is opened (lower case). */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  newEmail: string;
}
