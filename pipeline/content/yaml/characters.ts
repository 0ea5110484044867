import type { Fault } from './faults';
import { shorten } from './lines';

// The characters an editor can save that YAML does not read the way the editor sees them.
const SUSPICIOUS =
  /(?![\t\n\r])\p{Cc}|[\u00A0\u1680\u180E\u2000-\u200D\u2018\u2019\u201C-\u201E\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF\uFFFD]/u;

// Spaces that look like a space but that YAML reads as a letter.
const ODD_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const spaceName = (char: string) =>
  char === '\u00A0'
    ? 'a non-breaking space'
    : char === '\u202F'
      ? 'a narrow non-breaking space'
      : 'a special space';

const INVISIBLE = /(?![\t\n\r])\p{Cc}|[\u180E\u200B-\u200D\u2028\u2029\u2060\uFEFF]/gu;
const INVISIBLE_NAMES: Record<string, string> = {
  '\u200B': 'a zero-width space',
  '\u200C': 'a zero-width non-joiner',
  '\u200D': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\uFEFF': 'a zero-width no-break space',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
};

/**
 * The first character of a line that YAML would misread. An odd space counts only where YAML needs a real one,
 * as inside a text it is fine; a joiner only next to plain letters, as emoji and some scripts need it.
 */
function characterMistake(text: string): { index: number; message: string } | undefined {
  const found: { index: number; message: string }[] = [];
  for (const space of text.matchAll(ODD_SPACE)) {
    const before = text.slice(0, space.index);
    const after = text.slice(space.index).replace(/^[\s\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/, '');
    const layout =
      /^[\s-]*$/.test(before) ||
      /^\s*(?:- +)?[^\s:#][^:#]*:$/.test(before) ||
      (/^\s*(?:- +)?[\w-]+$/.test(before) && after.startsWith(':'));
    if (layout) {
      found.push({
        index: space.index,
        message: `there is ${spaceName(space[0])} here (often pasted from a web page or a word processor), which YAML does not read as a space: delete it and type an ordinary space`,
      });
      break;
    }
  }
  for (const char of text.matchAll(INVISIBLE)) {
    if (/[\u200C\u200D]/.test(char[0])) {
      const [before, after] = [text[char.index - 1] ?? ' ', text[char.index + 1] ?? ' '];
      if (/\P{ASCII}/u.test(before) && /\P{ASCII}/u.test(after)) continue;
    }
    const name = INVISIBLE_NAMES[char[0]] ?? 'a control character';
    found.push({
      index: char.index,
      message: `there is an invisible character here, ${name}, often pasted from a web page or another program: click on this place and press Delete once to remove it`,
    });
    break;
  }
  const lost = text.indexOf('\uFFFD');
  if (lost >= 0) {
    found.push({
      index: lost,
      message:
        'the character � here stands for a letter lost when this text was converted or copied: type the right letter in its place',
    });
  }
  // A value wrapped in curly quotes, or starting with one and holding ": " or " #", meant them as quotes.
  const curly = /^(\s*(?:- +)?(?:([^\s:#“”„‘’][^:#“”„‘’]*):\s+)?)([“”„‘])(.*?)([”“’]?)\s*$/.exec(text);
  if (curly) {
    const [, before, key, open, inner, close] = curly;
    const wrapped = close !== '' && !/[“”„‘’]/.test(inner) && (open === '‘') === (close === '’');
    if (wrapped || /: | #/.test(inner)) {
      const example = `${key ? `${key}: ` : '- '}"${shorten(inner.replace(/"/g, "'"))}"`;
      found.push({
        index: before.length,
        message: `${open === '‘' ? '‘ ’' : '“ ”'} are curly quotes, which YAML does not read as quotes: type straight quotes instead, for example ${example} (to keep the curly quotes in the text, put straight quotes around them)`,
      });
    }
  }
  return found.sort((a, b) => a.index - b.index)[0];
}

/** The character mistakes of a text, at most one a line. */
export function characterFaults(source: string): Fault[] {
  if (!SUSPICIOUS.test(source)) return [];
  const faults: Fault[] = [];
  for (let start = 0; start <= source.length;) {
    const end = source.indexOf('\n', start);
    const text = source.slice(start, end < 0 ? source.length : end);
    const mistake = SUSPICIOUS.test(text) ? characterMistake(text) : undefined;
    if (mistake) {
      const offset = start + mistake.index;
      faults.push({ offset, raised: offset, message: mistake.message, layout: true, from: 'character' });
    }
    if (end < 0) break;
    start = end + 1;
  }
  return faults;
}
