import { LineCounter, parseDocument, type Document } from 'yaml';

/** The options every content YAML is parsed with: YAML 1.2's core schema, its errors left plain. */
export const YAML_OPTIONS = { schema: 'core', prettyErrors: false } as const;

export interface ParsedYaml {
  /** The document with every value's place, parsed again from `source` the first time a problem asks. */
  readonly doc: Document.Parsed;
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  readonly data: unknown;
  readonly source: string;
  /** The line of the file before the text's first, for front matter below its opening ---. */
  readonly lineOffset: number;
}

/**
 * A file's YAML as its data. The parsed document is not kept: thousands of them held to the end of
 * the check cost more in garbage collection than parsing again the few a problem is placed in.
 */
export function parsedYaml(source: string, lineOffset: number, data: unknown): ParsedYaml {
  let kept: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;
  const parsed = () => {
    if (kept) return kept;
    const lineCounter = new LineCounter();
    return (kept = { doc: parseDocument(source, { ...YAML_OPTIONS, lineCounter }), lineCounter });
  };
  return {
    get doc() {
      return parsed().doc;
    },
    position(offset: number) {
      const { line, col } = parsed().lineCounter.linePos(offset);
      return { line: line + lineOffset, column: col };
    },
    data,
    source,
    lineOffset,
  };
}
