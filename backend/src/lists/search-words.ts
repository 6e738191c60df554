/** Longest word kept in the search index; longer words are cut (a search for their first 100 characters still finds them). */
export const SEARCH_WORD_MAX_LENGTH = 100;
/** Most words one search may hold; more are ignored. */
export const SEARCH_TERMS_MAX = 5;

/** A word: letters and digits, and a + or - right after them ('AB+', 'O-'), so that blood groups are words of their own. */
const WORD = /[\p{L}\p{N}]+[+-]?/gu;

/**
 * The words of a text as the search index keeps them: lower-case, accents removed ('José' → 'jose'), without repeats.
 * 'anna.k@example.com' → anna, k, example, com; '+91 98765 43210' → 91, 98765, 43210; 'AB+' → ab+; 'Rao-Smith' → rao-, smith.
 */
export function searchWordsOf(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    for (const [word] of plain.matchAll(WORD)) words.add(word.slice(0, SEARCH_WORD_MAX_LENGTH));
  }
  return [...words];
}

/** The terms of a search box text: the same words, at most SEARCH_TERMS_MAX. A record matches when each term starts one of its words. */
export function searchTermsOf(text: string): string[] {
  return searchWordsOf(text).slice(0, SEARCH_TERMS_MAX);
}
