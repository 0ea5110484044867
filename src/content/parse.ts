import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Problem } from './problem';

/** A parsed YAML text with what is needed to find a value's line and column again. */
export interface ParsedYaml {
  doc: Document.Parsed;
  /** Turns an offset in the YAML text into a 1-based line and column in the file. */
  position(offset: number): { line: number; column: number };
  data: unknown;
}

/** Hints for the YAML mistakes editors make most, keyed by the yaml package's error codes. */
const YAML_HINTS: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY:
    'a line here could not be read: if a text holds ": " or starts with a special character, put it in quotes',
  MULTILINE_IMPLICIT_KEY:
    'a line here could not be read: if a text holds ": ", put it in quotes, for example title: "Note: read this"',
  DUPLICATE_KEY: 'this field is written twice; keep one',
  BAD_INDENT: 'the indentation is off: line items up with the ones above, using spaces, not tabs',
  TAB_AS_INDENT: 'use spaces, not tabs, to indent',
  MISSING_CHAR: 'a closing quote or bracket is missing',
  UNEXPECTED_TOKEN: 'something here is out of place; check the quotes and the indentation',
};

/**
 * Parses YAML as YAML 1.2 (the core schema), so that a date stays the text the editor typed and
 * `NO` stays the letters N and O, rather than turning into a time stamp or `false`.
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
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((error) => {
      const at = position(error.pos[0]);
      const hint = YAML_HINTS[error.code] ?? 'this line is not valid YAML';
      return { file, ...at, path: '', message: `${hint} (${error.message.split('\n')[0]})` };
    });
    return { problems };
  }
  return { parsed: { doc, position, data: doc.toJS() }, problems: [] };
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

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** Splits a markdown file at the `---` lines that fence its front matter. */
export function splitFrontMatter(source: string): MarkdownParts | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) return undefined;
  const linesBefore = (text: string) => text.split('\n').length - 1;
  return {
    frontMatter: match[1],
    frontMatterLine: 2,
    body: source.slice(match[0].length),
    bodyLine: linesBefore(match[0]) + 1,
  };
}
