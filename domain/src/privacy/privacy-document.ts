import { AUDIENCE_WORDS, AUDIENCES } from './audiences';
import { PERSONAL_RECORD_NAMES, PERSONAL_RECORDS, type PersonalRecord } from './personal-fields';
import { keptWords } from './privacy-words';
import { DEFAULT_RETENTION_DAYS, type RetentionDays } from './retention';

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const code = (name: string) => `\`${name}\``;

function recordSection(name: string, record: PersonalRecord, days: RetentionDays): string[] {
  const kept = 'days' in record.kept ? `${keptWords(record.kept, days)} (RETENTION_DAYS \`${record.kept.days}\`)` : keptWords(record.kept, days);
  return [
    `## ${record.title} (\`${name}\`)`,
    '',
    `${record.what} Why: ${record.why.charAt(0).toLowerCase()}${record.why.slice(1)} Kept: ${kept.charAt(0).toLowerCase()}${kept.slice(1)}`,
    '',
    row(['Field', 'Names in the API', ...AUDIENCES, 'Note']),
    row(['---', '---', ...AUDIENCES.map(() => ':-:'), '---']),
    ...record.fields.map((field) =>
      row([field.label, field.names.map(code).join(', '), ...AUDIENCES.map((audience) => (field.audience.includes(audience) ? '✓' : '')), field.note ?? '']),
    ),
    '',
  ];
}

/** docs/privacy.md: every personal field of every record and its audience, the audiences, and the retention figures. */
export function privacyDocument(days: RetentionDays = DEFAULT_RETENTION_DAYS): string {
  return [
    '# Personal data: what is kept, who sees it, for how long',
    '',
    '<!-- Generated from domain/src/privacy/ by `npm run privacy:doc -w domain`: edit the source, not this file. -->',
    '',
    'Every personal field the product keeps, record by record, and the only audiences the server sends it to. The',
    'privacy page (/privacy-policy) says the same in plain words from the same source, and',
    '`backend/test/field-audiences.e2e-spec.ts` calls every GET endpoint as every kind of caller to check that no answer',
    'holds a field, or a value, outside its audience. Fields not listed (ids, statuses, the record’s own dates) say',
    'nothing about a person.',
    '',
    '## Audiences',
    '',
    row(['Audience', 'Who']),
    row(['---', '---']),
    ...AUDIENCES.map((audience) => row([code(audience), AUDIENCE_WORDS[audience].about])),
    '',
    'A field with no audience is shown to no one, not even its owner.',
    '',
    ...PERSONAL_RECORD_NAMES.flatMap((name) => recordSection(name, PERSONAL_RECORDS[name], days)),
    '## Retention',
    '',
    'A scheduled job (`backend/src/retention/`, every `RETENTION_SWEEP_MINUTES`) erases these records once they are older than',
    '`RETENTION_DAYS` allows; the figures below are the defaults, and the privacy page states those the site was built with.',
    '',
    row(['Record', '`RETENTION_DAYS` kind', 'Default', 'Counted']),
    row(['---', '---', '--:', '---']),
    ...PERSONAL_RECORD_NAMES.flatMap((name) => {
      const { title, kept } = PERSONAL_RECORDS[name];
      return 'days' in kept ? [row([title, code(kept.days), `${days[kept.days]} days`, kept.from])] : [];
    }),
    '',
  ].join('\n');
}
