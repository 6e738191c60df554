import './zod-config';
import * as z from 'zod';
import { CONSENT_PURPOSES, CONSENT_STATEMENTS, PRIVACY_TEXT_VERSION } from '../privacy/privacy-version';

const when = z.iso.datetime();
const purposeSchema = z.enum(CONSENT_PURPOSES).meta({ example: 'matching' });
const versionSchema = z.string().meta({ example: PRIVACY_TEXT_VERSION, description: 'The version of the privacy text agreed to.' });

/** One consent as it was given: what, when, to which privacy text, and when it was withdrawn. */
export const consentRecordSchema = z
  .object({
    purpose: purposeSchema,
    statement: z.string().meta({ example: CONSENT_STATEMENTS.matching, description: 'What was agreed to, as shown then.' }),
    version: versionSchema,
    givenAt: when.meta({ example: '2026-11-26T07:00:00.000Z' }),
    withdrawnAt: when.nullable().meta({ description: 'null while the consent stands.' }),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/user/consents: where each purpose stands now, and every consent ever given, newest first. */
export const consentsSchema = z
  .object({
    currentVersion: versionSchema.meta({ description: 'The version of the privacy text new consents are given to.' }),
    purposes: z.array(
      z.object({
        purpose: purposeSchema,
        given: z.boolean().meta({ description: 'Whether it stands now: the account exists, the donor is available, the address is subscribed.' }),
        statement: z.string().meta({ description: 'What was agreed to (the current text when there is no record of it).' }),
        givenAt: when.nullable().meta({ description: 'When the standing consent was given; null when not given or given before consents were recorded.' }),
        version: versionSchema.nullable(),
        withdrawable: z.boolean().meta({ description: 'Given, and withdrawn with DELETE /api/user/consents/{purpose} (the account consent ends by deleting the account).' }),
      }),
    ),
    history: z.array(consentRecordSchema),
  })
  .meta({ id: 'Consents' });
export type Consents = z.infer<typeof consentsSchema>;
