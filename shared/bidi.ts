/**
 * Text direction in plain text, where there is no markup to say it: a right-to-left sentence that
 * holds a left-to-right name, number or address gets Unicode's invisible isolates around it, so the
 * bidirectional algorithm shows it in the order it is written, and an editor never types one.
 */

/** Left-to-right isolate: what follows, up to its PDI, is laid out left to right, apart from its surroundings. */
export const LRI = '\u2066';
/** First-strong isolate: what follows, up to its PDI, takes the direction of its first letter. */
export const FSI = '\u2068';
/** Pop directional isolate: ends the isolate that LRI or FSI opened. */
export const PDI = '\u2069';
/** Right-to-left mark: an invisible right-to-left letter. */
export const RLM = '\u200f';

// The letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms.
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
// A letter of a left-to-right script the site's texts mix into right-to-left ones.
const LTR_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/** Whether a text holds a letter of a right-to-left script. */
export function hasRightToLeft(text: string): boolean {
  return RTL_LETTER.test(text);
}

/** The direction of a text's first letter, as a reader that knows no isolates takes it; undefined without letters. */
function firstLetterDirection(text: string): 'ltr' | 'rtl' | undefined {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return 'rtl';
    if (LTR_LETTER.test(char)) return 'ltr';
  }
  return undefined;
}

/**
 * A text shown where no markup can say its direction (a page's title in a link preview, a search
 * result): a right-to-left text that starts with a left-to-right name gets a right-to-left mark
 * first, since whoever shows it takes the direction from the first letter.
 */
export function markRightToLeft(text: string): string {
  return hasRightToLeft(text) && firstLetterDirection(text) === 'ltr' ? `${RLM}${text}` : text;
}

/** Wraps a value placed in a right-to-left text in a first-strong isolate, so it keeps its own direction. */
export function isolate(value: string): string {
  return `${FSI}${value}${PDI}`;
}

// One word written left to right: Latin letters or the digits 0 to 9, with the signs that belong to
// it ($Masky, +1, .txt, #tag, @name, 50%) and the joiners inside it (AES-256, flagcdn.com, 22.04).
const WORD =
  /[$+#@.\\/\-\u2212]*(?:[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}0-9])[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}0-9]*(?:[.\-_/@:+'\u2019&]+[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}0-9][\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}0-9]*)*%?/gu;
const ISOLATES = /[\u2066-\u2068][^\u2066-\u2069]*\u2069/gu;

/**
 * In a right-to-left text, wraps each left-to-right run in a left-to-right isolate: a name or a list
 * of words ("Masky VPN", "$Masky"), a number with its sign ("+1 555 0100"), an address or a file name
 * (".txt"). Each name of a list joined by the Persian comma is its own run, so the list reads from
 * the right. A text with no right-to-left letter, and what is already isolated, are left as they are.
 */
export function isolateLeftToRight(text: string, rightToLeft = hasRightToLeft(text)): string {
  if (!rightToLeft) return text;
  // What is already isolated keeps its own direction; only the text between is looked at.
  let result = '';
  let last = 0;
  for (const match of text.matchAll(ISOLATES)) {
    result += isolateRuns(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + isolateRuns(text.slice(last));
}

function isolateRuns(text: string): string {
  const words = [...text.matchAll(WORD)];
  let result = '';
  let last = 0;
  for (let n = 0; n < words.length; n += 1) {
    const start = words[n].index;
    let end = start + words[n][0].length;
    // Words with only spaces between are one run ("Masky VPN", "Windows 11", "+1 555 0100"), but a
    // name after a number is its own ("© 2024 Masky VPN").
    while (n + 1 < words.length) {
      const next = words[n + 1];
      const between = text.slice(end, next.index);
      const numberThenName = !LTR_LETTER.test(words[n][0]) && LTR_LETTER.test(next[0]);
      if (!/^[ \u00a0]+$/.test(between) || numberThenName) break;
      n += 1;
      end = next.index + next[0].length;
    }
    result += `${text.slice(last, start)}${LRI}${text.slice(start, end)}${PDI}`;
    last = end;
  }
  return result + text.slice(last);
}
