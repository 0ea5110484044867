import type { Document, LineCounter } from 'yaml';

/** A parsed YAML text with what is needed to find a value's line and column again. */
export interface ParsedYaml {
  /** The YAML document with every value's place in the text. */
  readonly doc: Document.Parsed;
  /** Turns an offset in the YAML text into a 1-based line and column in the file. */
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  readonly data: unknown;
  /** The YAML text. */
  readonly source: string;
  /** The line of the file before the text's first, for front matter below its opening ---. */
  readonly lineOffset: number;
}

/** A valid text's one parse, as the readers keep it. */
export function parsedYaml(
  source: string,
  lineOffset: number,
  doc: Document.Parsed,
  lineCounter: LineCounter,
): ParsedYaml {
  const position = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  // Made as YAML 1.2 reads it: an empty text is null.
  return { doc, position, data: doc.toJS() ?? null, source, lineOffset };
}
