import type { YAMLError } from 'yaml';
import type { Fault } from './faults';
import { hintFor } from './hints';
import { fieldColumn, indentOf, lineAbove, lineAt, missingSpaceAfter, shorten, type Line } from './lines';

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

function unclosedBracket(source: string): number | undefined {
  let offset = 0;
  for (const line of source.split('\n')) {
    const open = line.lastIndexOf('[');
    if (open >= 0 && !line.includes(']', open)) return offset + open;
    offset += line.length + 1;
  }
  return undefined;
}

/** A line indented too far, which YAML reads as one text holding ": " with the line above. */
function overIndentedLine(error: YAMLError, source: string): number | undefined {
  // A list item out of line raises the same code, for its "-"; that is read by lineMistake.
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' || /block sequence/i.test(error.message)) return undefined;
  const lineEnd = source.indexOf('\n', error.pos[0]);
  if (lineEnd < 0 || source.slice(error.pos[0], lineEnd).includes(': ')) return undefined;
  const next = /[^\s]/.exec(source.slice(lineEnd));
  return next ? lineEnd + next.index : undefined;
}

// The parser's errors that mean a line does not line up with the lines around it.
const isAlignmentError = (error: YAMLError) =>
  error.code === 'BAD_INDENT'
    ? !/flow/i.test(error.message)
    : error.code === 'MULTILINE_IMPLICIT_KEY' ||
      (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /block sequence/i.test(error.message)) ||
      (error.code === 'MISSING_CHAR' && /sequence item|followed by map values/i.test(error.message));

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

// When the field above is the first of its group, either line may be the one out of place, so both are named.
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

/** Where the mistake behind a parser error is, and what to do about it. */
export function diagnose(error: YAMLError, source: string): Omit<Fault, 'from' | 'raised'> {
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
