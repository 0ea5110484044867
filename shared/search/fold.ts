/**
 * How the search folds text before it compares words: the same function at build time and in the
 * browser, so a word written one way in a page and another way in the box still meet.
 *
 * NFKC first, which turns compatibility forms (full-width Latin, Arabic presentation forms,
 * ligatures) into the letters they stand for, then lower case. Persian is typed two ways: with the
 * Arabic letters ي ى and ك that many keyboards give, or with Persian ی and ک; with Arabic-Indic or
 * Persian digits; with or without the tatweel that stretches a word and the short vowels (harakat)
 * that are seldom written; and with or without the zero-width non-joiner inside «می‌خواهم». Each
 * is folded to one spelling, and the non-joiner (like the joiner and the soft hyphen) is dropped,
 * so «می‌خواهم» and «میخواهم» are the same word.
 */

/** Arabic letters Persian writes with its own shapes. */
const LETTERS: Record<string, string> = {
  '\u064a': '\u06cc', // ي Arabic yeh → ی Farsi yeh
  '\u0649': '\u06cc', // ى alef maksura → ی
  '\u0643': '\u06a9', // ك Arabic kaf → ک keheh
};

/** Tatweel, harakat (fathatan to sukun and the rarer marks after them), superscript alef. */
// Each is matched alone, never as part of a letter it sits on, which is what the lint rule guards against.
// eslint-disable-next-line no-misleading-character-class
const DROPPED = /[\u0640\u064b-\u065f\u0670]/g;

/** Characters that change how letters join or break, never which word they spell. */
// The joiners are wanted alone here, to be dropped.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u200c\u200d\u00ad\u2060\ufeff]/g;

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function fold(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(INVISIBLE, '')
      // Russian writes ё as е more often than not.
      .replace(/ё/g, 'е')
      .replace(DROPPED, '')
      .replace(/[\u064a\u0649\u0643]/g, (letter) => LETTERS[letter])
      .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
        const code = digit.charCodeAt(0);
        return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
      })
  );
}
