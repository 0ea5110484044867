import { LineCounter, parseDocument, type Document } from 'yaml';

/** A parsed YAML text with what is needed to find a value's line and column again. */
export interface ParsedYaml {
  /** The YAML document with every value's place in the text. */
  readonly doc: Document.Parsed;
  /** Turns an offset in the YAML text into a 1-based line and column in the file. */
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  data: unknown;
  /** The YAML text, from which the document is made again when a problem needs a place. */
  readonly source: string;
  /** The line of the file before the text's first, for front matter below its opening ---. */
  readonly lineOffset: number;
}

/**
 * A valid text's data, with its document and positions made again only when a problem needs a
 * place: a check of thousands of files keeps the data of each, not thousands of documents, which
 * the garbage collector would then spend most of the check walking. The text itself may be given
 * as a function, for a file the check's cache remembers, whose text is cut out only when needed.
 */
export function lightParsed(text: string | (() => string), lineOffset: number, data: unknown): ParsedYaml {
  let source = typeof text === 'string' ? text : undefined;
  const yaml = () => (source ??= (text as () => string)());
  let full: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;
  const reparse = () => {
    if (!full) {
      const lineCounter = new LineCounter();
      full = {
        doc: parseDocument(yaml(), { schema: 'core', lineCounter, prettyErrors: false }),
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
    get source() {
      return yaml();
    },
    lineOffset,
  };
}
