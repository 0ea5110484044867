import type { Document, LineCounter } from 'yaml';

export interface ParsedYaml {
  readonly doc: Document.Parsed;
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  readonly data: unknown;
  readonly source: string;
  /** The line of the file before the text's first, for front matter below its opening ---. */
  readonly lineOffset: number;
}

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
  return { doc, position, data: doc.toJS() ?? null, source, lineOffset };
}
