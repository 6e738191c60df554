/** Longest word kept in the search index; longer words are cut (a search for their first 100 characters still finds them). */
export const SEARCH_WORD_MAX_LENGTH = 100;
/** Most words one search may hold; more are ignored. */
export const SEARCH_TERMS_MAX = 5;

/**
 * One character as the search index sees it: its compatibility decomposition (NFKD) without marks, in lower case
 * ('É' → 'e', 'ﬁ' → 'fi'); a character that is no letter or digit becomes a space, and a + or - is followed by one.
 * Character by character, so that the database folds texts exactly so from a table of these (search_characters).
 */
export function foldedCharacter(character: string): string {
  return character
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+-]/gu, ' ')
    .replace(/[+-]/g, '$& ');
}

/** The words of a folded text: what lies between spaces, unless it is a lone + or - (code points counted, not UTF-16 units). */
function wordsOfFolded(folded: string): string[] {
  return folded.split(' ').filter((word) => word !== '' && word !== '+' && word !== '-').map((word) => [...word].slice(0, SEARCH_WORD_MAX_LENGTH).join(''));
}

/**
 * The words of a text as the search index keeps them: letters and digits, and a + or - right after them ('AB+',
 * 'O-'), so that blood groups are words of their own; lower-case, accents removed ('José' → 'jose'), without repeats.
 * 'anna.k@example.com' → anna, k, example, com; '+91 98765 43210' → 91, 98765, 43210; 'AB+' → ab+; 'Rao-Smith' → rao-, smith.
 * The database's triggers make the same words (migration SearchWordsByTriggers, from searchCharacterRanges); here
 * they are the search box's terms.
 */
export function searchWordsOf(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (text) for (const word of wordsOfFolded([...text].map(foldedCharacter).join(''))) words.add(word);
  }
  return [...words];
}

/** The terms of a search box text: the same words, at most SEARCH_TERMS_MAX. A record matches when each term starts one of its words. */
export function searchTermsOf(text: string): string[] {
  return searchWordsOf(text).slice(0, SEARCH_TERMS_MAX);
}

/** Unassigned, private-use and surrogate code points: spaces (the quick test, for 950 000 of the 1 114 112). */
const UNASSIGNED = /^[\p{Cn}\p{Co}\p{Cs}]$/u;
/** A letter or digit: folds to itself when its decomposition and lower case are itself (the quick test). */
const PLAIN = /^[\p{L}\p{N}]$/u;

/** A run of code points lo..hi: each folds to itself (folded null), or the one code point lo folds to `folded`. */
export interface SearchCharacterRange {
  lo: number;
  hi: number;
  folded: string | null;
}

/**
 * The rows of search_characters: every code point that does not fold to a space, as runs of code points that fold
 * to themselves and single ones that fold to something else (about 1 000 runs and 20 000 singles). A code point in
 * no row folds to a space.
 */
export function searchCharacterRanges(): SearchCharacterRange[] {
  const ranges: SearchCharacterRange[] = [];
  let run: SearchCharacterRange | null = null;
  for (let code = 0; code <= 0x10ffff; code++) {
    const character = String.fromCodePoint(code);
    const folded = UNASSIGNED.test(character) ? ' ' : PLAIN.test(character) && character.normalize('NFKD') === character && character.toLowerCase() === character ? character : foldedCharacter(character);
    if (folded === character && run?.hi === code - 1) run.hi = code;
    else if (folded === character) ranges.push((run = { lo: code, hi: code, folded: null }));
    else if (folded !== ' ') ranges.push({ lo: code, hi: code, folded });
    if (folded !== character) run = null;
  }
  return ranges;
}
