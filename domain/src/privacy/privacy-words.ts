import { type Audience, AUDIENCE_WORDS, AUDIENCES } from './audiences';
import type { Kept, PersonalField, PersonalRecord } from './personal-fields';
import type { RetentionDays } from './retention';

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** How long a record is kept, in words, with the figures in force. */
export function keptWords(kept: Kept, days: RetentionDays): string {
  return 'days' in kept ? `${days[kept.days]} days ${kept.from}.` : kept.words;
}

/** Who sees a field, in words ('no one' when nobody does); super administrators are administrators too. */
export function audienceWords(audience: readonly Audience[]): string {
  const ordered = AUDIENCES.filter((name) => audience.includes(name) && !(name === 'superAdmin' && audience.includes('admin')));
  return ordered.length === 0 ? 'no one' : listWords(ordered.map((name) => AUDIENCE_WORDS[name].who));
}

/** A record's fields grouped by who sees them, in the record's order: [labels, audience] pairs. */
export function fieldsBySameAudience(record: PersonalRecord): { fields: PersonalField[]; audience: readonly Audience[] }[] {
  const groups = new Map<string, { fields: PersonalField[]; audience: readonly Audience[] }>();
  for (const field of record.fields) {
    const key = AUDIENCES.filter((name) => field.audience.includes(name)).join(' ');
    const group = groups.get(key) ?? { fields: [], audience: field.audience };
    group.fields.push(field);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** 'username and mobile number': the labels of fields, in a sentence. */
export function fieldListWords(fields: readonly PersonalField[]): string {
  return listWords(fields.map((field) => field.label));
}

/** 'Seen by you and administrators': who sees a group of fields, as a sentence's start. */
export function seenByWords(audience: readonly Audience[]): string {
  return `Seen by ${audienceWords(audience)}`;
}
