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
import { readSimpleYaml } from './quick-yaml';

/** A parsed YAML text with what is needed to find a value's line and column again. */
export interface ParsedYaml {
  /** The YAML document with every value's place in the text. */
  readonly doc: Document.Parsed;
  /** Turns an offset in the YAML text into a 1-based line and column in the file. */
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  data: unknown;
}

const QUOTE_EXAMPLE = 'for example title: "Note: read this"';

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
    words: /flow mapping/i,
    hint: 'a group written in { } is missing its closing }; if the text starts with {, put it in quotes, for example "{host}/file"',
  },
  {
    code: 'BAD_INDENT',
    hint: 'the indentation is off: start this line at the same column as the fields around it, using spaces',
  },
  { code: 'TAB_AS_INDENT', hint: 'indent with spaces, not tabs' },
  { code: 'MISSING_CHAR', words: /quote/i, hint: 'a text opened with a quote here is never closed' },
  {
    code: 'MISSING_CHAR',
    words: /flow sequence/i,
    hint: 'a list written in [ ] is missing its closing ]',
  },
  {
    code: 'MISSING_CHAR',
    hint: 'something is missing here: check that each field is written name: value and quotes and brackets are closed',
  },
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
    code: 'MULTIPLE_DOCS',
    hint: 'a line --- splits this file in two; remove it (only markdown files have --- lines, around the front matter)',
  },
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
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY') return undefined;
  const lineEnd = source.indexOf('\n', error.pos[0]);
  if (lineEnd < 0 || source.slice(error.pos[0], lineEnd).includes(': ')) return undefined;
  const next = /[^\s]/.exec(source.slice(lineEnd));
  return next ? lineEnd + next.index : undefined;
}

/** Where the mistake behind a parser error is, and what to do about it. */
function diagnose(error: YAMLError, source: string): { offset: number; hint: string } {
  const indented = overIndentedLine(error, source);
  if (indented !== undefined) {
    return {
      offset: indented,
      hint: 'this line is indented further than the field above it; start it at the same column',
    };
  }
  const found = /quote/i.test(error.message)
    ? unclosedQuote(source)
    : /flow sequence/i.test(error.message)
      ? unclosedBracket(source)
      : undefined;
  return { offset: found ?? error.pos[0], hint: hintFor(error) };
}

/** Visits every value of a document with its field path, for checks the parser leaves out. */
function walk(
  node: unknown,
  path: PropertyKey[],
  visitor: (node: Node, path: PropertyKey[]) => void,
): void {
  if (isAlias(node) || isScalar(node)) visitor(node, path);
  if (isMap(node)) {
    visitor(node, path);
    for (const pair of node.items) {
      if (isPair(pair)) walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?'], visitor);
    }
  }
  if (isSeq(node)) {
    visitor(node, path);
    node.items.forEach((item, index) => walk(item, [...path, index], visitor));
  }
}

/**
 * The YAML features that are valid but trip editors up, each turned into a problem: a `*` or `&`
 * at the start of a text, an explicit `!!tag`, and a ` #` inside a text that silently cuts it short.
 */
function yamlTraps(doc: Document.Parsed, source: string): { offset: number; path: PropertyKey[]; message: string }[] {
  const traps: { offset: number; path: PropertyKey[]; message: string }[] = [];
  walk(doc.contents, [], (node, path) => {
    const start = node.range?.[0] ?? 0;
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
    if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string' && node.comment) {
      const [, valueEnd, nodeEnd] = node.range ?? [0, 0, 0];
      const between = /^[ \t]+#/.exec(source.slice(valueEnd, nodeEnd));
      if (between) {
        traps.push({
          offset: valueEnd + between[0].length - 1,
          path,
          message: `YAML reads " #" as the start of a note and leaves the rest of the line out; if it belongs to the text, put the whole text in quotes, for example "${node.value} #${node.comment.trim()}"`,
        });
      }
    }
  });
  return traps;
}

/**
 * Parses YAML as YAML 1.2 (the core schema), so that a date stays the text the editor typed and
 * `NO` stays the letters N and O, rather than turning into a time stamp or `false`. Every syntax
 * error becomes a problem with a hint in plain words, at most one per line. Plain front matter
 * goes through the quick reader unless `quick` is false.
 */
export function parseYaml(
  source: string,
  file: string,
  lineOffset = 0,
  options: { quick?: boolean } = {},
): { parsed?: ParsedYaml; problems: Problem[] } {
  let full: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;
  const parseFully = () => {
    if (!full) {
      const lineCounter = new LineCounter();
      const doc = parseDocument(source, { schema: 'core', lineCounter, prettyErrors: false });
      full = { doc, lineCounter };
    }
    return full;
  };
  const position = (offset: number) => {
    const pos = parseFully().lineCounter.linePos(offset);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  // Plain front matter is read by the quick reader; its positions are found only if one is needed.
  const quick = options.quick !== false && readSimpleYaml(source);
  if (quick) {
    return { parsed: { get doc() { return parseFully().doc; }, position, data: quick.data }, problems: [] };
  }
  const { doc } = parseFully();
  if (doc.errors.length > 0) {
    const seenLines = new Set<number>();
    const problems: Problem[] = [];
    for (const error of doc.errors) {
      const { offset, hint } = diagnose(error, source);
      const at = position(offset);
      const raised = position(error.pos[0]).line;
      // One mistake often confuses the parser into several errors on the same line, so each line
      // the parser stumbled on, and each line reported, is reported once.
      if (seenLines.has(at.line) || seenLines.has(raised)) continue;
      seenLines.add(at.line).add(raised);
      problems.push({ file, ...at, path: '', message: hint });
    }
    return { problems };
  }
  const problems = yamlTraps(doc, source).map((trap) => ({
    file,
    ...position(trap.offset),
    path: formatPath(trap.path),
    message: trap.message,
  }));
  if (problems.length > 0) return { problems };
  return { parsed: { doc, position, data: doc.toJS() ?? null }, problems: [] };
}

/** A markdown file split into its front matter and body. */
export interface MarkdownParts {
  frontMatter: string;
  /** The line on which the front matter's first line sits. */
  frontMatterLine: number;
  body: string;
  /** The line on which the body starts. */
  bodyLine: number;
}

// The closing --- must sit on a line of its own, so a text such as a---b never ends the front matter.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Splits a markdown file at the `---` lines that fence its front matter. */
export function splitFrontMatter(source: string): MarkdownParts | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) return undefined;
  const linesBefore = (text: string) => text.split('\n').length - 1;
  return {
    frontMatter: match[1] ?? '',
    frontMatterLine: 2,
    body: source.slice(match[0].length),
    bodyLine: linesBefore(match[0]) + 1,
  };
}

/** Tells whether a markdown file opens a front matter with `---` but never closes it. */
export function hasUnclosedFrontMatter(source: string): boolean {
  return /^\uFEFF?---[ \t]*\r?\n/.test(source) && !FRONT_MATTER.test(source);
}
