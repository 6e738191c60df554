import type { ListDefinition } from './list-definition';
import { searchTermsOf } from './search-words';

/**
 * The search_words rows matching every term of `text`: `from` (FROM … WHERE …, w0 the first term's, for an IN or a
 * count) and `probes` (one check per term of the row `id`), with their parameters; null when `text` has no word.
 */
export function wordMatches(sqlite: boolean, list: ListDefinition, text: string) {
  const terms = searchTermsOf(text);
  if (terms.length === 0) return null;
  const parameters: Record<string, string> = { table: list.table };
  // SQLite compares text byte by byte: a range; MySQL's collation ignores case and accents: a LIKE prefix, also a range scan.
  const startsWith = (index: number) => {
    Object.assign(parameters, sqlite ? { [`lo${index}`]: terms[index], [`hi${index}`]: `${terms[index]}\u{10FFFF}` } : { [`like${index}`]: `${terms[index]}%` });
    return sqlite ? `w${index}.word >= :lo${index} AND w${index}.word < :hi${index}` : `w${index}.word LIKE :like${index}`;
  };
  const conditions = terms.map((_, index) => startsWith(index));
  const joins = conditions.slice(1).map((condition, k) => `JOIN search_words w${k + 1} ON w${k + 1}.tableName = w0.tableName AND w${k + 1}.rowId = w0.rowId AND ${condition}`);
  return {
    parameters,
    from: `FROM search_words w0 ${joins.join(' ')} WHERE w0.tableName = :table AND ${conditions[0]}`,
    probes: (id: string) =>
      conditions.map((condition, index) => `(SELECT 1 FROM search_words w${index} WHERE w${index}.tableName = :table AND w${index}.rowId = ${id} AND ${condition} LIMIT 1) IS NOT NULL`).join(' AND '),
  };
}
