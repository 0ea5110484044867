import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import { formatPath, type Problem } from './problem';

/** A parsed YAML text with what is needed to find a value's line and column again. */
export interface ParsedYaml {
  /** The YAML document with every value's place in the text. */
  readonly doc: Document.Parsed;
  /** Turns an offset in the YAML text into a 1-based line and column in the file. */
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  data: unknown;
}

/** A problem with the whole file's text, before any YAML is read: its line, column and message. */
export type TextProblem = Omit<Problem, 'file' | 'path'>;

const IN_NOTEPAD = 'in Notepad, use File > Save As with Encoding UTF-8';

// One decoder for every file: it refuses bytes that are not UTF-8 instead of turning them into �,
// and drops a UTF-8 byte order mark, which some Windows editors write at the start of a file.
const utf8 = new TextDecoder('utf-8', { fatal: true });

// The letters of Windows-1252 for the bytes 0x80 to 0x9F (the bytes above are those of Latin-1),
// written out since Node decodes the encoding as Latin-1, where these bytes are control characters.
const WINDOWS_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

/** Where an offset in a text is, as a 1-based line and column. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The first byte of a file that is not UTF-8, with where it is and the letter it likely stands for. */
function notUtf8(bytes: Uint8Array): TextProblem {
  // The text up to the first byte that is not UTF-8 reads the same either way, so the first �
  // of a forgiving decoding marks that byte. The byte order mark is kept to count bytes right.
  const forgiving = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const offset = Math.max(forgiving.indexOf('\uFFFD'), 0);
  const byte = bytes[Buffer.byteLength(forgiving.slice(0, offset))];
  // A file that is not UTF-8 is most often Windows-1252 (Latin-1), where each byte is one letter.
  const letter = byte < 0x80 ? '' : byte < 0xa0 ? WINDOWS_1252[byte - 0x80] : String.fromCharCode(byte);
  const guess = /^[\p{L}\p{P}\p{S}]$/u.test(letter) ? ` (it may be ${letter})` : '';
  const bom = forgiving.startsWith('\uFEFF') ? 1 : 0;
  return {
    ...lineAndColumn(forgiving.slice(bom), offset - bom),
    message: `this file is not saved as UTF-8, so the character here cannot be read${guess}; save the file as UTF-8: ${IN_NOTEPAD}; in VS Code, click "UTF-8" at the bottom right, choose "Reopen with Encoding" and Western (Windows 1252), then click it again and choose "Save with Encoding" and UTF-8`,
  };
}

/**
 * Turns a file's bytes into its text, or says why it cannot be read: it must be UTF-8 (a byte
 * order mark at its start is fine) with lines ending in LF or CR LF. Every test on a good file is a
 * single pass over its bytes or text, so checking costs nothing measurable.
 */
export function decodeText(bytes: Uint8Array): { text: string } | TextProblem {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'UTF-16 LE'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'UTF-16 BE'
        : undefined;
  // A text file never holds a zero byte, while every other byte of English saved as UTF-16 is one.
  if (utf16 || bytes.indexOf(0) >= 0) {
    const [what, label] = utf16
      ? [`saved as ${utf16} (Notepad calls it "Unicode")`, `"${utf16}"`]
      : [
          'not plain text saved as UTF-8 (it may be saved as UTF-16, which Notepad calls "Unicode")',
          'the encoding',
        ];
    return {
      line: 1,
      column: 1,
      message: `this file is ${what}; save it as UTF-8: ${IN_NOTEPAD}; in VS Code, click ${label} at the bottom right, then choose "Save with Encoding" and UTF-8`,
    };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return notUtf8(bytes);
  }
  // A CR on its own ended lines on old Macs; YAML and the line numbers here count LF only.
  const loneCr = text.indexOf('\r') < 0 ? null : /\r(?!\n)/.exec(text);
  if (loneCr) {
    return {
      ...lineAndColumn(text, loneCr.index),
      message:
        'this line ends with a lone CR, the line ending of old Macs, which the site does not read as the end of a line; save the file with LF or CRLF line endings (most editors let you choose them)',
    };
  }
  return { text };
}

const QUOTE_EXAMPLE = 'for example title: "Note: read this"';

const TAB_HINT =
  'tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)';

const BACKSLASH_HINT =
  "a \\ inside double quotes starts a special character; write \\\\ for one \\, or put the text in single quotes instead, for example 'C:\\files'";

const STARTS_WITH_MARKER =
  'a text cannot start with !, & or * unless it is in quotes; put the whole text in quotes, for example "* note"';

/**
 * Hints for the YAML mistakes editors make most, in the order they are tried: the first whose
 * code matches, and whose words match the parser's message when it names some, wins.
 */
const YAML_HINTS: { code: string; words?: RegExp; hint: string }[] = [
  {
    code: 'BLOCK_AS_IMPLICIT_KEY',
    hint: `this text holds ": ", which YAML reads as a new field; put the whole text in quotes, ${QUOTE_EXAMPLE}`,
  },
  {
    code: 'MULTILINE_IMPLICIT_KEY',
    hint: 'this line could not be read: a field is written name: value, and a list item starts with "- " under its field',
  },
  { code: 'DUPLICATE_KEY', hint: 'this field is written twice in the same place; keep one' },
  {
    code: 'BAD_INDENT',
    words: /flow sequence/i,
    hint: 'a list written in [ ] is missing its closing ]',
  },
  {
    code: 'BAD_INDENT',
    words: /flow map/i,
    hint: 'a group written in { } is missing its closing }; if the text starts with {, put it in quotes, for example "{host}/file"',
  },
  {
    code: 'BAD_INDENT',
    hint: 'the indentation is off: start this line at the same column as the fields around it, using spaces',
  },
  { code: 'TAB_AS_INDENT', hint: TAB_HINT },
  { code: 'MISSING_CHAR', words: /quote/i, hint: 'a text opened with a quote here is never closed' },
  {
    code: 'MISSING_CHAR',
    words: /flow sequence/i,
    hint: 'a list written in [ ] is missing its closing ]',
  },
  {
    code: 'MISSING_CHAR',
    words: /between flow/i,
    hint: 'separate the items of a list written in [ ] with a comma and a space, for example [privacy, zero-log]',
  },
  {
    code: 'MISSING_CHAR',
    words: /comments must be separated/i,
    hint: 'a # right after a closing quote is not allowed; put a space before the #, or move the # inside the quotes',
  },
  {
    code: 'MISSING_CHAR',
    words: /directives-end/i,
    hint: 'a line cannot start with %; put the whole text in quotes, for example "%50 off"',
  },
  {
    code: 'MISSING_CHAR',
    words: /tags and anchors/i,
    hint: STARTS_WITH_MARKER,
  },
  {
    code: 'MISSING_CHAR',
    hint: 'something is missing here: check that each field is written name: value and quotes and brackets are closed',
  },
  { code: 'BAD_DQ_ESCAPE', hint: BACKSLASH_HINT },
  {
    code: 'BAD_ALIAS',
    words: /anchor/i,
    hint: 'a text cannot start with & unless it is in quotes, for example "& more"',
  },
  { code: 'BAD_ALIAS', hint: 'a text cannot start with * unless it is in quotes, for example "* note"' },
  {
    code: 'BAD_SCALAR_START',
    hint: 'a text cannot start with this character unless it is in quotes, for example title: "@masky"',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /scalar at node end/i,
    hint: 'there is more text after a closing quote; put the whole text in quotes, and write a quote inside it as \\" (or use single quotes outside)',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /unexpected , in flow/i,
    hint: 'there is a comma too many in this list written in [ ]; remove it',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /flow-seq-end/i,
    hint: 'there is a ] here that closes no [; remove it, or put the whole text in quotes',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /flow-map-end/i,
    hint: 'there is a } here that closes no {; remove it, or put the whole text in quotes',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /block scalar header/i,
    hint: 'nothing but - or + may follow a | or > on its line; start the text on the next line, indented',
  },
  {
    code: 'BLOCK_IN_FLOW',
    hint: 'a list written in [ ] cannot hold lines starting with "- "; use either [a, b] or one "- " line per item',
  },
  {
    code: 'KEY_OVER_1024_CHARS',
    hint: `this line is too long to be a field; if the text holds ": ", put the whole text in quotes, ${QUOTE_EXAMPLE}`,
  },
  {
    code: 'MULTIPLE_DOCS',
    hint: 'a line --- splits this file in two; remove it (only markdown files have --- lines, around the front matter)',
  },
  ...[
    'ALIAS_PROPS',
    'BAD_PROP_ORDER',
    'MULTIPLE_ANCHORS',
    'MULTIPLE_TAGS',
    'TAG_RESOLVE_FAILED',
    'BAD_COLLECTION_TYPE',
  ].map((code) => ({ code, hint: STARTS_WITH_MARKER })),
  {
    code: 'UNEXPECTED_TOKEN',
    hint: 'something here is out of place; check the quotes and the indentation',
  },
];

function hintFor(error: YAMLError): string {
  const match = YAML_HINTS.find(
    (entry) => entry.code === error.code && (!entry.words || entry.words.test(error.message)),
  );
  return match?.hint ?? 'this line is not valid YAML; check the quotes and the indentation';
}

/** Finds where a quoted text opens and never closes, which is where the editor has to look. */
function unclosedQuote(source: string): number | undefined {
  let offset = 0;
  for (const line of source.split('\n')) {
    if (/^\s*(?:- +)?(?:[\w-]+: +)?(?:"(?:[^"\\]|\\.)*|'(?:[^']|'')*)$/.test(line.trimEnd())) {
      return offset + line.search(/["']/);
    }
    offset += line.length + 1;
  }
  return undefined;
}

/** Finds where a list written in [ ] opens and never closes on its line. */
function unclosedBracket(source: string): number | undefined {
  let offset = 0;
  for (const line of source.split('\n')) {
    const open = line.lastIndexOf('[');
    if (open >= 0 && !line.includes(']', open)) return offset + open;
    offset += line.length + 1;
  }
  return undefined;
}

/**
 * A text that runs on to a line indented too far: YAML reads the two lines as one text holding
 * ": ". Returns where the over-indented line starts, or nothing when the ": " is on the first line.
 */
function overIndentedLine(error: YAMLError, source: string): number | undefined {
  // A list item out of line raises the same code, for its "-"; that is read by lineMistake.
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' || /block sequence/i.test(error.message)) return undefined;
  const lineEnd = source.indexOf('\n', error.pos[0]);
  if (lineEnd < 0 || source.slice(error.pos[0], lineEnd).includes(': ')) return undefined;
  const next = /[^\s]/.exec(source.slice(lineEnd));
  return next ? lineEnd + next.index : undefined;
}

/** One line of a text: where it starts, and its characters without the line break. */
interface Line {
  start: number;
  text: string;
}

function lineAt(source: string, offset: number): Line {
  const start = offset <= 0 ? 0 : source.lastIndexOf('\n', Math.min(offset, source.length) - 1) + 1;
  const end = source.indexOf('\n', start);
  return { start, text: source.slice(start, end < 0 ? source.length : end).replace(/\r$/, '') };
}

/** The nearest line above that holds a field or a list item, skipping empty lines and notes. */
function lineAbove(source: string, line: Line): Line | undefined {
  let start = line.start;
  while (start > 0) {
    const above = lineAt(source, start - 1);
    if (/^\s*[^\s#]/.test(above.text)) return above;
    start = above.start;
  }
  return undefined;
}

/** Where the tab is in the indentation of the line holding `offset`, if there is one. */
function indentationTab(source: string, offset: number): number | undefined {
  const line = lineAt(source, offset);
  const indentation = /^[ \t]*(?:-[ \t]+)*/.exec(line.text)![0];
  const tab = indentation.indexOf('\t');
  return tab < 0 ? undefined : line.start + tab;
}

/** A text cut short for an example, so that a message stays on one readable line. */
const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 37).trimEnd()}...` : text);

const indentOf = (text: string) => /^ */.exec(text)![0].length;

/** The column a line's field starts at: after its indentation, and after its "- " for a list item. */
const fieldColumn = (text: string) => /^ *(?:- +)?/.exec(text)![0].length;

// The parser's errors that mean a line does not line up with the lines around it.
const isAlignmentError = (error: YAMLError) =>
  error.code === 'BAD_INDENT'
    ? !/flow/i.test(error.message)
    : error.code === 'MULTILINE_IMPLICIT_KEY' ||
      (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /block sequence/i.test(error.message)) ||
      (error.code === 'MISSING_CHAR' && /sequence item|followed by map values/i.test(error.message));

/**
 * A field's ":" or a list item's "-" with no space after it, which YAML reads as part of a text,
 * and where to type the space.
 */
function missingSpaceAfter(line: Line): { offset: number; message: string } | undefined {
  const colon = /^( *(?:- +)?)([A-Za-z_][\w-]*):(?=\S)(?!\/\/)/.exec(line.text);
  if (colon) {
    const fixed = `${colon[2]}: ${line.text.slice(colon[0].length).trim()}`;
    return {
      offset: line.start + colon[0].length,
      message: `put a space after the ":" here, so that it reads ${shorten(fixed)}`,
    };
  }
  const dash = /^ *-(?=[^\s-])/.exec(line.text);
  if (dash) {
    const fixed = `- ${line.text.slice(dash[0].length).trim()}`;
    return {
      offset: line.start + dash[0].length,
      message: `put a space after the "-" here, so that it reads ${shorten(fixed)}`,
    };
  }
  return undefined;
}

/** Reads the line the parser stumbled on for the mistakes that show in its letters alone. */
function lineMistake(error: YAMLError, source: string): Omit<Fault, 'from' | 'raised'> | undefined {
  const line = lineAt(source, error.pos[0]);
  if (error.code === 'BAD_SCALAR_START') {
    const value = /^ *(?:- +)?(?:[\w-]+: +)?(.*)$/.exec(line.text)![1].trim();
    const example = value.includes('"') ? `'${shorten(value)}'` : `"${shorten(value)}"`;
    return {
      offset: error.pos[0],
      message: `a text cannot start with ${error.message.slice(-1)} unless it is in quotes; put the whole text in quotes: ${example}`,
      layout: false,
    };
  }
  if (!isAlignmentError(error)) return undefined;
  const above = lineAbove(source, line);
  if (!above) return undefined;
  const indent = indentOf(line.text);
  if (/^ *- /.test(line.text)) {
    // An item is compared with the nearest item above it: a different column means it is out of line.
    let item: Line | undefined = above;
    while (item && !/^ *- /.test(item.text)) item = lineAbove(source, item);
    if (item && indentOf(item.text) !== indent) {
      return {
        offset: line.start + indent,
        message:
          'this list item is not lined up with the items above it: start its "-" at the same column as theirs',
        layout: true,
      };
    }
    return undefined;
  }
  if (/^ *- /.test(above.text) && indentOf(above.text) === indent && !/:( |$)/.test(line.text)) {
    return {
      offset: line.start + indent,
      message: 'this line is in a list: start it with "- ", like the items above it',
      layout: true,
    };
  }
  // A line above that ends with ":" opens a group, so the line below it is meant to be indented further.
  if (/:\s*$/.test(above.text) || indent === fieldColumn(above.text)) return undefined;
  return { offset: line.start + indent, message: misalignedField(source, line, above), layout: true };
}

/**
 * What to say about a field that does not start at the column of the field above it. When that
 * field is the first of its group, either line may be the one out of place, so both are named.
 */
function misalignedField(source: string, line: Line, above: Line): string {
  const opener = lineAbove(source, above);
  const first =
    /^ *- /.test(above.text) ||
    (!!opener && /:\s*$/.test(opener.text) && indentOf(opener.text) < indentOf(above.text));
  if (first) {
    return 'this line and the one above it are fields of the same group, so they must start at the same column: line them up, using spaces';
  }
  return indentOf(line.text) > fieldColumn(above.text)
    ? 'this line is indented further than the field above it; start it at the same column'
    : 'the indentation is off: start this line at the same column as the fields around it, using spaces';
}

/**
 * Where the mistake behind a parser error is, and what to do about it. `layout` marks a mistake
 * that changes how YAML reads the lines after it, so that the parser's further errors are echoes.
 */
function diagnose(error: YAMLError, source: string): Omit<Fault, 'from' | 'raised'> {
  const missingSpace = missingSpaceAfter(lineAt(source, error.pos[0]));
  if (missingSpace) return { ...missingSpace, layout: true };
  const indented = overIndentedLine(error, source);
  if (indented !== undefined) {
    const line = lineAt(source, indented);
    return {
      offset: indented,
      message: misalignedField(source, line, lineAt(source, error.pos[0])),
      layout: true,
    };
  }
  if (error.code === 'MULTIPLE_DOCS') {
    // The parser points past a line ..., which ends the YAML, but at a line --- itself.
    const marker = lineAbove(source, lineAt(source, error.pos[0]));
    if (marker && /^\.\.\.\s*$/.test(marker.text)) {
      return {
        offset: marker.start,
        message:
          'a line ... ends the YAML here, so the site would leave out everything below it; remove the line',
        layout: false,
      };
    }
  }
  const found = /quote/i.test(error.message)
    ? unclosedQuote(source)
    : /flow sequence/i.test(error.message)
      ? unclosedBracket(source)
      : undefined;
  if (found !== undefined) return { offset: found, message: hintFor(error), layout: false };
  return (
    lineMistake(error, source) ?? {
      offset: error.pos[0],
      message: hintFor(error),
      layout: error.code === 'BAD_INDENT' || error.code === 'TAB_AS_INDENT',
    }
  );
}

/** One mistake found in a YAML text, before it becomes a problem with a line and column. */
interface Fault {
  offset: number;
  /** Where the parser stumbled, which can be a line below the mistake. */
  raised: number;
  message: string;
  /** A line out of line with its neighbours, after which the parser's further errors are echoes. */
  layout: boolean;
  /** Found by reading the characters (a tab, an odd space, an invisible character) or by the parser. */
  from: 'character' | 'parser';
  /** An error the parser raises only once an earlier mistake has ended the YAML before its end. */
  echo?: boolean;
}

/**
 * The characters an ordinary editor can save that YAML does not read the way the editor sees them:
 * control characters, spaces that are not spaces, invisible characters, the � left by a bad
 * conversion, and curly quotes. A clean file is tested once against this pattern and nothing more.
 */
const SUSPICIOUS =
  /(?![\t\n\r])\p{Cc}|[\u00A0\u1680\u180E\u2000-\u200D\u2018\u2019\u201C-\u201E\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF\uFFFD]/u;

/** Spaces that look like a space but that YAML reads as a letter, by the name an editor may know. */
const ODD_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const spaceName = (char: string) =>
  char === '\u00A0'
    ? 'a non-breaking space'
    : char === '\u202F'
      ? 'a narrow non-breaking space'
      : 'a special space';

// Control characters are matched by their Unicode category, all but the tab and the line breaks.
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
 * The first character of a line that YAML would misread, as an offset in the line and a message.
 * An odd space counts only where YAML needs a real one (in the indentation, after a "-" or around
 * a field's ":"), since inside a text it is a fine character; a joiner counts only next to plain
 * letters, since emoji and some scripts need it between their own characters.
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

/** The character mistakes of a text, at most one a line, found only when a cheap test flags one. */
function characterFaults(source: string): Fault[] {
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

/**
 * Picks the faults to report, at most one a line. One mistake can confuse the parser into errors
 * elsewhere, which would send the editor to lines that are fine: a tab can make the field above it
 * look written twice, and a line out of line upsets the reading of every line after it. So while a
 * character is at fault only such characters are reported, and after a line out of line, or once
 * the parser has found the YAML ended early, no further parser error is.
 */
function keepFaults(faults: Fault[], source: string): Fault[] {
  const characters = faults.filter((fault) => fault.from === 'character');
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const seenLines = new Set<number>();
  const kept: Fault[] = [];
  // The sort keeps the parser's order for errors raised at the same place, as it is stable.
  for (const fault of [...(characters.length > 0 ? characters : faults)].sort(
    (a, b) => a.raised - b.raised,
  )) {
    if (fault.echo && kept.length > 0) continue;
    const [line, raised] = [lineOf(fault.offset), lineOf(fault.raised)];
    if (seenLines.has(line) || seenLines.has(raised)) continue;
    seenLines.add(line).add(raised);
    kept.push(fault);
    if (fault.layout && fault.from === 'parser') break;
  }
  return kept;
}

/** Visits every value of a document with its field path, for checks the parser leaves out. */
function walk(node: unknown, path: PropertyKey[], visitor: (node: Node, path: PropertyKey[]) => void): void {
  if (isAlias(node) || isScalar(node)) visitor(node, path);
  if (isMap(node)) {
    visitor(node, path);
    for (const pair of node.items) {
      if (isPair(pair))
        walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?'], visitor);
    }
  }
  if (isSeq(node)) {
    visitor(node, path);
    node.items.forEach((item, index) => walk(item, [...path, index], visitor));
  }
}

/**
 * The YAML features that are valid but trip editors up, each turned into a problem: a `*` or `&`
 * at the start of a text, an explicit `!!tag`, a ` #` inside a text that silently cuts it short,
 * and a list item indented too far, which YAML joins to the item above as one text.
 */
function yamlTraps(
  doc: Document.Parsed,
  source: string,
): { offset: number; path: PropertyKey[]; message: string }[] {
  const traps: { offset: number; path: PropertyKey[]; message: string }[] = [];
  walk(doc.contents, [], (node, path) => {
    const start = node.range?.[0] ?? 0;
    if (isMap(node)) {
      // A field written name:"text" has no space after its ":", so YAML reads a longer name.
      for (const { key } of node.items) {
        if (!isScalar(key) || typeof key.value !== 'string' || !key.value.includes(':')) continue;
        const missing = missingSpaceAfter(lineAt(source, key.range?.[0] ?? 0));
        if (missing) traps.push({ ...missing, path });
      }
    }
    if (isAlias(node)) {
      traps.push({
        offset: start,
        path,
        message: `a text cannot start with * unless it is in quotes, for example "*${node.source}"`,
      });
      return;
    }
    if (node.anchor) {
      const at = source.lastIndexOf(`&${node.anchor}`, start);
      traps.push({
        offset: at < 0 ? start : at,
        path,
        message: `a text cannot start with & unless it is in quotes, for example "&${node.anchor} ..."`,
      });
    }
    if (node.tag) {
      const at = source.lastIndexOf('!', start);
      traps.push({
        offset: at < 0 ? start : source.lastIndexOf(' ', at) + 1,
        path,
        message: 'remove the tag that starts with !; write the value on its own, for example 2025-07-24',
      });
    }
    if (isScalar(node) && node.type === 'QUOTE_DOUBLE' && typeof node.value === 'string') {
      // Inside double quotes, \f or \b (as in "C:\files") is a control character, not a backslash.
      const backslash = source.indexOf('\\', start);
      const special = /(?![\t\n])\p{Cc}|[\u2028\u2029]/u;
      if (backslash >= 0 && backslash < (node.range?.[1] ?? 0) && special.test(node.value)) {
        traps.push({ offset: backslash, path, message: BACKSLASH_HINT });
      }
    }
    if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string') {
      const [, valueEnd, nodeEnd] = node.range ?? [0, 0, 0];
      if (node.comment) {
        const between = /^[ \t]+#/.exec(source.slice(valueEnd, nodeEnd));
        if (between) {
          traps.push({
            offset: valueEnd + between[0].length - 1,
            path,
            message: `YAML reads " #" as the start of a note and leaves the rest of the line out; if it belongs to the text, put the whole text in quotes, for example "${node.value} #${node.comment.trim()}"`,
          });
        }
      }
      // Only a text holding " - " can be two items joined, so the others cost one search of their value.
      const joined = node.value.includes(' - ') ? /\n[ \t]*- /.exec(source.slice(start, valueEnd)) : null;
      if (joined && /^-[^\s-]/.test(node.value)) {
        // The first item lacks the space after its "-", so YAML reads it, and those below it, as a text.
        traps.push({
          offset: start + 1,
          path,
          message: `put a space after the "-" here, so that it reads - ${shorten(node.value.slice(1).split(' - ')[0])}`,
        });
      } else if (joined) {
        traps.push({
          offset: start + joined.index + joined[0].length - 2,
          path,
          message:
            'this list item is indented further than the item above it, so YAML joins the two into one text: start its "-" at the same column as the "-" above',
        });
      }
    }
  });
  return traps;
}

/**
 * Parses YAML as YAML 1.2 (the core schema), so that a date stays the text the editor typed and
 * `NO` stays the letters N and O, rather than turning into a time stamp or `false`. Every syntax
 * error, and every character that YAML would misread, becomes a problem with a hint in plain
 * words, at most one per line. `lineOffset` is the line the text starts on in its file, for front
 * matter.
 */
export function parseYaml(
  source: string,
  file: string,
  lineOffset = 0,
): { parsed?: ParsedYaml; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { schema: 'core', lineCounter, prettyErrors: false });
  const position = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  const characters = characterFaults(source);
  if (doc.errors.length > 0 || characters.length > 0) {
    const faults = [...characters];
    for (const error of doc.errors) {
      const raised = error.pos[0];
      // A tab in the indentation confuses the parser into all sorts of errors, so it is looked for first.
      const tab = indentationTab(source, raised);
      faults.push(
        tab === undefined
          ? {
              ...diagnose(error, source),
              raised,
              from: 'parser',
              echo: /in YAML stream/i.test(error.message),
            }
          : { offset: tab, raised: tab, message: TAB_HINT, layout: true, from: 'character' },
      );
    }
    // The lines are counted in the text itself, since the parser stops counting them where a
    // mistake ends the YAML early.
    const problems = keepFaults(faults, source).map((fault) => {
      const { line, column } = lineAndColumn(source, fault.offset);
      return { file, line: line + lineOffset, column, path: '', message: fault.message };
    });
    return { problems };
  }
  const problems = yamlTraps(doc, source).map((trap) => ({
    file,
    ...position(trap.offset),
    path: formatPath(trap.path),
    message: trap.message,
  }));
  if (problems.length > 0) return { problems };
  return { parsed: lightParsed(source, lineOffset, doc.toJS() ?? null), problems: [] };
}

/**
 * A valid text's data, with its document and positions made again only when a problem needs a
 * place: a check of thousands of files keeps the data of each, not thousands of documents, which
 * the garbage collector would then spend most of the check walking.
 */
function lightParsed(source: string, lineOffset: number, data: unknown): ParsedYaml {
  let full: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;
  const reparse = () => {
    if (!full) {
      const lineCounter = new LineCounter();
      full = {
        doc: parseDocument(source, { schema: 'core', lineCounter, prettyErrors: false }),
        lineCounter,
      };
    }
    return full;
  };
  return {
    get doc() {
      return reparse().doc;
    },
    position(offset: number) {
      const pos = reparse().lineCounter.linePos(offset);
      return { line: pos.line + lineOffset, column: pos.col };
    },
    data,
  };
}

export { splitFrontMatter, type MarkdownParts } from '../../shared/front-matter';
import { ALMOST_A_FENCE, FRONT_MATTER } from '../../shared/front-matter';

/** Tells whether a markdown file opens a front matter with `---` but never closes it. */
export function hasUnclosedFrontMatter(source: string): boolean {
  return /^\uFEFF?---[ \t]*\r?\n/.test(source) && !FRONT_MATTER.test(source);
}

const LONG_DASH = 'your editor may have turned the dashes into a long dash';

/**
 * What is wrong with the `---` lines of a markdown file whose front matter cannot be found: one
 * that is never closed, closed or opened with something that only looks like ---, or that starts
 * below an empty line. Nothing when the file simply has no front matter.
 */
export function frontMatterFenceProblem(source: string): TextProblem | undefined {
  const lines = source
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return undefined;
  const opening = lines[first];
  if (/^---[ \t]*$/.test(opening) && first > 0) {
    return {
      line: 1,
      column: 1,
      message: 'the front matter must start on the first line: remove the empty lines above the ---',
    };
  }
  if (!/^---[ \t]*$/.test(opening)) {
    if (!ALMOST_A_FENCE.test(opening)) return undefined;
    const dash = /[—–]/.test(opening) ? `; ${LONG_DASH}` : '';
    return {
      line: first + 1,
      column: 1,
      message: `start the front matter with a line of exactly three dashes ---, at the start of the line${dash}`,
    };
  }
  const closing = lines.findIndex((line, index) => index > first && ALMOST_A_FENCE.test(line));
  if (closing > 0) {
    const text = lines[closing];
    const why = /^\.\.\./.test(text)
      ? ', not ...'
      : /[—–]/.test(text)
        ? `; ${LONG_DASH}`
        : ', at the start of the line';
    return {
      line: closing + 1,
      column: 1,
      message: `end the front matter with a line of exactly three dashes ---${why}`,
    };
  }
  if (hasUnclosedFrontMatter(source)) {
    return {
      line: 1,
      column: 1,
      message: 'the front matter that starts here is never closed: add a line --- after its last field',
    };
  }
  return undefined;
}
