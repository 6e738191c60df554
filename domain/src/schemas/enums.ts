import './zod-config';
import * as z from 'zod';
import { BLOOD_GROUPS, CAPTCHA_PROVIDERS, FORM_GENDERS, REGISTRATION_GENDERS } from '../options';
import { BLOOD_REQUEST_STATUSES } from '../records';
import { ROLES } from '../roles';

/**
 * The enumerations of response records, each one named schema of the OpenAPI document. Request bodies use their own
 * copies (requiredChoice) because each form gives its own messages.
 */
export const bloodGroupSchema = z.enum(BLOOD_GROUPS).meta({ id: 'BloodGroup' });
export const registrationGenderSchema = z.enum(REGISTRATION_GENDERS).meta({ id: 'RegistrationGender' });
export const formGenderSchema = z.enum(FORM_GENDERS).meta({ id: 'FormGender' });
export const roleSchema = z.enum(ROLES).meta({ id: 'Role' });
export const captchaProviderSchema = z.enum(CAPTCHA_PROVIDERS).meta({ id: 'CaptchaProvider' });

/** Where the email of an admin's reply to a contact message is: queued, sent or failed. */
export const REPLY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];
export const replyStatusSchema = z.enum(REPLY_STATUSES).meta({ id: 'ReplyStatus' });

export const bloodRequestStatusSchema = z.enum(BLOOD_REQUEST_STATUSES).meta({ id: 'BloodRequestStatus' });
