import { AuditEntryRecord } from '../audit-log/audit-entry.entity';
import { RefreshSession } from '../auth/refresh-session.entity';
import { BoardMember, BoardMemberPhoto, boardMemberSchemas } from '../board-members/board-member.entities';
import { CaptchaUse } from '../captcha/captcha-use.entity';
import { Consent } from '../consents/consent.entity';
import { Contact } from '../contacts/contact.entity';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Donation } from '../donations/donation.entity';
import { Event } from '../events/event.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { ListCount } from '../lists/list-count.entity';
import { SearchWord } from '../lists/search-word.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity';
import { EmailChange } from '../profile/email-change.entity';
import { User } from '../users/user.entity';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import { MatchWaveJob } from '../donor-asks/match-wave-job.entity';
import type { DatabaseSettings } from './database-settings';

/** Every table the application maps; migrations must cover exactly these. */
export const ENTITIES = [
  User, RefreshSession, BloodRequest, Event, Donation, CaptchaUse, Contact, Volunteer, OutboxEmail, NewsletterSubscriber,
  BoardMember, BoardMemberPhoto, ListCount, SearchWord, PasswordResetToken, EmailChange,
  DonorAsk, MatchWaveJob, AuditEntryRecord, Consent,
];

/** ENTITIES as a data source of `driver` maps them: the board member classes through their schemas for that driver. */
export function entitiesFor(driver: DatabaseSettings['driver']) {
  const schemas = boardMemberSchemas(driver);
  return [...ENTITIES.filter((entity) => entity !== BoardMember && entity !== BoardMemberPhoto), ...schemas];
}
