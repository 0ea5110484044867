/**
 * The bidirectional check of a page: it runs the Unicode bidirectional algorithm over each paragraph
 * of the page as a browser lays it out, and reports each left-to-right fragment (a number with its
 * sign, an address, a file name, a `$` name, an English sentence with its punctuation, a list of
 * Latin names) that would be displayed out of the order it is written in.
 */
import { bidi, FSI, LRI, paragraphsOf, PDI, RLI, type Direction, type Paragraph } from './layout';

/** What is wrong with a fragment of text. */
export type BidiFaultKind =
  /** A left-to-right fragment whose characters are shown out of their written order. */
  | 'order'
  /** Two left-to-right names of a right-to-left list shown in reverse order. */
  | 'list'
  /**
   * A text of a right-to-left page laid out left to right: a head text that starts with a
   * left-to-right name (link previews take the direction from the first letter), or a block of the
   * page's own language marked as left to right.
   */
  | 'direction';

/** One fragment of a page that would not read in the order it is written. */
export interface BidiFault {
  kind: BidiFaultKind;
  /** The fragment as it is written. */
  text: string;
  /** How it is shown: its characters from left to right, as the screen has them. */
  shown: string;
  /** The whole text of its paragraph, as written, without the invisible direction marks. */
  paragraph: string;
  /** Where the paragraph is on the page. */
  where: string;
}

// The characters that only steer direction (marks, embeddings, overrides, isolates); invisible.
const CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
const visible = (text: string) => text.replace(new RegExp(CONTROL, 'g'), '');

// Signs that belong to the start of a left-to-right fragment: +1, $Masky, .txt, #tag, @name, /path, -5.
const LEADING = new Set([...'$+-\u2212\u00b1#@./\\~\u20ac\u00a3\u00a5']);
// Signs that belong to its end: 50%, a path's last slash.
const TRAILING = new Set([...'%/\u00b0+#']);

type CharKind = 'space' | 'rtl' | 'break' | 'control' | 'other';

function kindOf(char: string): CharKind {
  if (char === FSI || char === LRI || char === RLI || char === PDI) return 'break';
  if (CONTROL.test(char)) return 'control';
  if (/\s/u.test(char)) return 'space';
  const type = bidi.getBidiCharTypeName(char);
  // Arabic-script punctuation (the Persian comma ، and semicolon ؛, ؟) belongs to the right-to-left text.
  if (type === 'R' || type === 'AL') return 'rtl';
  if (/[\u0600-\u06ff]/u.test(char) && type !== 'EN' && type !== 'AN') return 'rtl';
  return 'other';
}

const isLatin = (char: string) => bidi.getBidiCharTypeName(char) === 'L';
const isDigit = (char: string) => ['EN', 'AN'].includes(bidi.getBidiCharTypeName(char));
const isCore = (char: string) => isLatin(char) || isDigit(char);

/** One scope of a paragraph: its own text or an isolate in it, laid out in one direction. */
interface Scope {
  direction: Direction;
  /** The paragraph's indices of the scope's own characters; -1 marks where a nested isolate sits. */
  indices: number[];
}

/** Splits a paragraph into its scopes: the paragraph itself, and each isolate, with their directions. */
function scopesOf(text: string, base: Direction): Scope[] {
  const root: Scope = { direction: base, indices: [] };
  const scopes = [root];
  const stack = [root];
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === LRI || char === RLI || char === FSI) {
      stack.at(-1)!.indices.push(-1);
      const direction: Direction =
        char === RLI ? 'rtl' : char === LRI ? 'ltr' : (firstStrongUntilPdi(text.slice(at + 1)) ?? 'ltr');
      const scope: Scope = { direction, indices: [] };
      scopes.push(scope);
      stack.push(scope);
    } else if (char === PDI) {
      if (stack.length > 1) stack.pop();
    } else {
      stack.at(-1)!.indices.push(at);
    }
  }
  return scopes;
}

function firstStrongUntilPdi(text: string): Direction | undefined {
  let depth = 0;
  for (const char of text) {
    if (char === LRI || char === RLI || char === FSI) depth += 1;
    else if (char === PDI) {
      if (depth === 0) return undefined;
      depth -= 1;
    } else if (depth === 0) {
      const type = bidi.getBidiCharTypeName(char);
      if (type === 'L') return 'ltr';
      if (type === 'R' || type === 'AL') return 'rtl';
    }
  }
  return undefined;
}

/** A left-to-right fragment: the paragraph's indices of its characters, in written order. */
interface Fragment {
  indices: number[];
  /** Whether it is written in a Latin (or other left-to-right) script, or holds the digits 0 to 9. */
  foreign: boolean;
}

/** Trims a token to its fragment: its letters and digits, and the signs that belong to them. */
function trimToken(token: number[], text: string): number[] {
  let start = token.findIndex((at) => isCore(text[at]));
  let end = token.findLastIndex((at) => isCore(text[at]));
  if (start < 0) return [];
  while (start > 0 && LEADING.has(text[token[start - 1]])) start -= 1;
  while (end < token.length - 1 && TRAILING.has(text[token[end + 1]])) end += 1;
  return token.slice(start, end + 1);
}

/**
 * The left-to-right fragments of a scope. A scope with no right-to-left letter is one fragment, an
 * English sentence with its punctuation. Otherwise each run of words written in a left-to-right
 * script (or with the digits 0 to 9) is one, with the signs that belong to it, and each number
 * written in the page's own digits is one.
 */
function fragmentsOf(scope: Scope, text: string): Fragment[] {
  const own = scope.indices.filter((at) => at >= 0 && kindOf(text[at]) !== 'control');
  const foreignIn = (indices: number[]) => indices.some((at) => isLatin(text[at]) || /[0-9]/.test(text[at]));
  if (!own.some((at) => kindOf(text[at]) === 'rtl')) {
    const trimmed = own.slice(
      own.findIndex((at) => kindOf(text[at]) !== 'space'),
      own.findLastIndex((at) => kindOf(text[at]) !== 'space') + 1,
    );
    return foreignIn(trimmed) ? [{ indices: trimmed, foreign: true }] : [];
  }
  // Tokens: runs of characters between spaces, right-to-left letters and isolates.
  const items: ({ token: number[] } | { gap: CharKind })[] = [];
  let token: number[] = [];
  for (const at of scope.indices) {
    const kind = at < 0 ? 'break' : kindOf(text[at]);
    if (kind === 'control') continue;
    if (kind === 'other') {
      token.push(at);
      continue;
    }
    if (token.length > 0) items.push({ token });
    token = [];
    items.push({ gap: kind });
  }
  if (token.length > 0) items.push({ token });
  const fragments: Fragment[] = [];
  // The fragment that the next word may still join: one in a left-to-right script, not yet ended.
  let open: Fragment | undefined;
  let openWorded = false;
  for (const item of items) {
    if ('gap' in item) {
      if (item.gap !== 'space') open = undefined;
      continue;
    }
    const trimmed = trimToken(item.token, text);
    if (trimmed.length === 0) {
      open = undefined;
      continue;
    }
    const foreign = foreignIn(trimmed);
    if (!foreign) {
      // A number in the page's own digits is in order however it is laid out, but for a range or a
      // list (۱–۳), which the algorithm rightly lays out from the right: each number is its own fragment.
      open = undefined;
      const pieces: number[][] = [[]];
      for (const at of trimmed) {
        if (bidi.getBidiCharTypeName(text[at]) === 'ON') pieces.push([]);
        else pieces.at(-1)!.push(at);
      }
      for (const piece of pieces) {
        const number = trimToken(piece, text);
        if (number.length > 0) fragments.push({ indices: number, foreign: false });
      }
      continue;
    }
    const worded = trimmed.some((at) => isLatin(text[at]));
    // Words in a left-to-right script with only spaces between are one fragment ("Masky VPN",
    // "Windows 11", "+1 555 0100"), but a name after a number starts its own: "© 2024 Masky VPN".
    if (open && foreign && item.token[0] === trimmed[0] && (openWorded || !worded)) {
      const last = open.indices.at(-1)!;
      open.indices.push(...scope.indices.filter((at) => at > last && at < trimmed[0]), ...trimmed);
    } else {
      open = { indices: trimmed, foreign };
      fragments.push(open);
    }
    openWorded = worded;
    // A sign trimmed off its end (a full stop, a bracket) ends it.
    if (item.token.at(-1) !== trimmed.at(-1)) open = undefined;
  }
  return fragments;
}

/** The resolved levels and the screen position of each character of a paragraph. */
function layOut(paragraph: Paragraph) {
  const base = paragraph.base === 'auto' ? undefined : paragraph.base;
  const embedding = bidi.getEmbeddingLevels(paragraph.text, base);
  const order = bidi.getReorderedIndices(paragraph.text, embedding);
  const position = new Array<number>(paragraph.text.length);
  order.forEach((logical, screen) => (position[logical] = screen));
  return { embedding, position };
}

/** Every fault of one paragraph. */
function checkParagraph(paragraph: Paragraph, page: { rtl: boolean }): BidiFault[] {
  const { text } = paragraph;
  const { embedding, position } = layOut(paragraph);
  const level = embedding.paragraphs[0]?.level ?? 0;
  const base: Direction = level % 2 === 1 ? 'rtl' : 'ltr';
  const faults: BidiFault[] = [];
  const fault = (kind: BidiFaultKind, written: number[], shown: number[]) =>
    faults.push({
      kind,
      text: visible(written.map((at) => text[at]).join('')),
      shown: visible(
        shown
          .map((at) =>
            embedding.levels[at] % 2 === 1 ? (bidi.getMirroredCharacter(text[at]) ?? text[at]) : text[at],
          )
          .join(''),
      ),
      paragraph: visible(text),
      where: paragraph.where,
    });
  const all = [...text].map((_, at) => at);
  const onScreen = () => [...all].sort((a, b) => position[a] - position[b]);
  // A head text is laid out by whoever shows it, in the direction of its first letter.
  if (paragraph.base === 'auto' && page.rtl && base === 'ltr' && [...text].some((c) => kindOf(c) === 'rtl'))
    fault('direction', all, onScreen());
  // A block of the page's own right-to-left language marked as left to right (lang="en" dir="ltr").
  if (paragraph.base === 'ltr' && page.rtl && firstStrongUntilPdi(text) === 'rtl')
    fault('direction', all, onScreen());
  for (const scope of scopesOf(text, base)) {
    const fragments = fragmentsOf(scope, text);
    for (const fragment of fragments) {
      const onScreen = [...fragment.indices].sort((a, b) => position[a] - position[b]);
      const shown = onScreen.map((at) =>
        embedding.levels[at] % 2 === 1 ? (bidi.getMirroredCharacter(text[at]) ?? text[at]) : text[at],
      );
      const written = fragment.indices.map((at) => text[at]);
      if (visible(shown.join('')) !== visible(written.join(''))) fault('order', fragment.indices, onScreen);
    }
    if (scope.direction !== 'rtl') continue;
    // Names separated by right-to-left text, such as a Persian comma, read from right to left.
    fragments.forEach((fragment, n) => {
      const next = fragments[n + 1];
      if (!next || !fragment.foreign || !next.foreign) return;
      const between = scope.indices.filter((at) => at > fragment.indices.at(-1)! && at < next.indices[0]);
      if (!between.some((at) => at >= 0 && kindOf(text[at]) === 'rtl')) return;
      const rightmostOfNext = Math.max(...next.indices.map((at) => position[at]));
      const leftmostOfThis = Math.min(...fragment.indices.map((at) => position[at]));
      if (rightmostOfNext < leftmostOfThis) return;
      const written = [...fragment.indices, ...between.filter((at) => at >= 0), ...next.indices];
      fault(
        'list',
        written,
        [...written].sort((a, b) => position[a] - position[b]),
      );
    });
  }
  return faults;
}

/** Every fault of a built page, in the order of its paragraphs. */
export function checkPage(html: string): BidiFault[] {
  const paragraphs = paragraphsOf(html);
  const rtl = /<html[^>]*\sdir="rtl"/i.test(html);
  return paragraphs.flatMap((paragraph) => checkParagraph(paragraph, { rtl }));
}

/** One line for a fault, such as `/fa/contact-us: "+1 555 0100" reads "0100 555 1+" (dd > a)`. */
export function describeFault(fault: BidiFault): string {
  switch (fault.kind) {
    case 'order':
      return `"${fault.text}" is shown as "${fault.shown}" (left to right on the screen), out of its written order`;
    case 'list':
      return `the names in "${fault.text}" are shown as "${fault.shown}" (left to right on the screen), so a right-to-left reader meets them in reverse order`;
    case 'direction':
      return fault.where.startsWith('<')
        ? `"${fault.text}" starts with a left-to-right name, so a link preview or search result, which takes the direction from the first letter, lays it out left to right`
        : `"${fault.text}" is right-to-left text in a block marked left to right (dir="ltr"), so it is laid out from the left`;
  }
}
