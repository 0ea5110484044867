import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import { fold } from './fold';

/**
 * Cuts text into the terms the search index keys on, with where each came from in the text, so the
 * browser can mark them in a passage. The same code runs at build time and in the browser: nothing
 * here depends on the engine's ICU data, as `Intl.Segmenter` would.
 *
 * - Words of alphabets with spaces are folded (./fold.ts) and stemmed by their script, whatever the
 *   page's language: Latin words with the English Snowball stemmer, Cyrillic ones with the Russian,
 *   so an English blog post shown on a Russian page is found by English words too. Persian is not
 *   stemmed: folding is what its readers need most, and a light stemmer would join words apart.
 * - Han text has no spaces and its words are one to four characters long: it is cut into overlapping
 *   pairs of characters (bigrams), as Lucene's CJK analyzer does, so «服务器» gives «服务» and «务器»
 *   and matches wherever those pairs stand together. The index also keeps each single character,
 *   for a one-character query.
 */

/** One term and the span of the original text it came from. */
export interface Token {
  term: string;
  start: number;
  end: number;
}

/** Runs of letters, digits and marks, with the characters that join letters inside a word. */
// The joiners stand alone in the class on purpose: they join the letters of one word.
// eslint-disable-next-line no-misleading-character-class
const WORD = /[\p{L}\p{N}\p{M}\u200c\u200d\u00ad]+/gu;
const HAN_OR_NOT = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** What folding may leave that is not part of a word, such as the fraction slash NFKC makes of ½. */
const NOT_WORD = /[^\p{L}\p{N}\p{M}]/gu;

/**
 * The terms of the words met so far, as written: a site's pages use a few thousand words many
 * thousand times, and folding and stemming each again was most of the index's work. Kept to a
 * bound, past which it starts afresh, so a page of a million different words costs no more memory.
 */
const WORD_TERMS = new Map<string, string>();
const MAX_WORD_TERMS = 100_000;

/** The term of one word of an alphabet with spaces, as written, or '' when folding leaves nothing. */
function termOfWord(word: string): string {
  let term = WORD_TERMS.get(word);
  if (term !== undefined) return term;
  const folded = fold(word).replace(NOT_WORD, '');
  term = folded === '' ? '' : wordTerm(folded);
  if (WORD_TERMS.size >= MAX_WORD_TERMS) WORD_TERMS.clear();
  WORD_TERMS.set(word, term);
  return term;
}

/** A folded word's term: stemmed by its script. */
export function wordTerm(folded: string): string {
  if (LATIN.test(folded)) return englishStem(folded);
  if (CYRILLIC.test(folded)) return russianStem(folded);
  return folded;
}

/** Whether a term is Han, which is matched only as written: no typos, no prefixes. */
export const isHan = (term: string) => HAN.test(term);

/**
 * The terms of `text`. `index` mode (the build, and marking a passage) gives every Han character and
 * every pair; `query` mode gives a query's pairs, or its one character when it has only one.
 */
export function tokenize(text: string, mode: 'index' | 'query' = 'index'): Token[] {
  const tokens: Token[] = [];
  for (const word of text.matchAll(WORD)) {
    for (const part of word[0].matchAll(HAN_OR_NOT)) {
      const start = word.index + part.index;
      if (HAN.test(part[0])) {
        const characters = [...part[0]];
        const folded = characters.map((character) => fold(character));
        let offset = start;
        const offsets = characters.map((character) => {
          const at = offset;
          offset += character.length;
          return at;
        });
        const pairs = characters.length > 1;
        for (let i = 0; i < characters.length; i++) {
          const end = offsets[i] + characters[i].length;
          if (mode === 'index' || !pairs) tokens.push({ term: folded[i], start: offsets[i], end });
          if (i + 1 < characters.length) {
            const pairEnd = offsets[i + 1] + characters[i + 1].length;
            tokens.push({ term: folded[i] + folded[i + 1], start: offsets[i], end: pairEnd });
          }
        }
        continue;
      }
      const term = termOfWord(part[0]);
      if (term === '') continue;
      tokens.push({ term, start, end: start + part[0].length });
    }
  }
  return tokens;
}

/** The distinct terms of a query, in the order typed. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query, 'query').map((token) => token.term))];
}
