import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIENCES } from './audiences';
import { PERSONAL_RECORDS } from './personal-fields';
import { privacyDocument } from './privacy-document';

describe('docs/privacy.md', () => {
  it('is what domain/src/privacy/ makes (run `npm run privacy:doc -w domain`, and commit it)', () => {
    expect(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'privacy.md'), 'utf8')).toBe(privacyDocument());
  });
});

describe('the personal fields', () => {
  const fields = Object.entries(PERSONAL_RECORDS).flatMap(([record, { fields }]) => fields.map((field) => ({ record, ...field })));

  it('name each field once in its record', () => {
    for (const { fields: recordFields } of Object.values(PERSONAL_RECORDS)) {
      const names = recordFields.flatMap((field) => field.names);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('give each field only known audiences, each once', () => {
    for (const { audience } of fields) {
      expect(audience.every((name) => (AUDIENCES as readonly string[]).includes(name))).toBe(true);
      expect(new Set(audience).size).toBe(audience.length);
    }
  });

  it('show the password, reset links, pending email changes, outbox emails and push addresses, keys and texts, the credential ids and public keys of passkeys, and the authenticator app’s secret and recovery codes to no one', () => {
    const noOne = fields.filter(({ audience }) => audience.length === 0).map(({ record, names }) => `${record}.${names[0]}`);
    expect(noOne).toEqual(['account.password',
      'pushSubscription.endpoint',
      'pushSubscription.p256dh',
      'pushSubscription.auth',
      'pushSubscription.title',
      'passkey.credentialId',
      'passkey.publicKey',
      'twoFactor.sealedSecret',
      'twoFactor.codeHash',
      'passwordReset.token',
      'emailChange.newEmail',
      'emailChange.token',
      'outboxEmail.to', 'outboxEmail.subject', 'outboxEmail.text']);
  });
});
