import { LineCounter, parseDocument, type Document } from 'yaml';

/** A parsed YAML text with what is needed to find a value's line and column again. */
export interface ParsedYaml {
  /** The YAML document with every value's place in the text. */
  readonly doc: Document.Parsed;
  /** Turns an offset in the YAML text into a 1-based line and column in the file. */
  position(offset: number): { line: number; column: number };
  /** The plain data: objects, lists, text, numbers, true/false; `null` for an empty file. */
  readonly data: unknown;
  /** The YAML text, from which the document is made again when a problem needs a place. */
  readonly source: string;
  /** The line of the file before the text's first, for front matter below its opening ---. */
  readonly lineOffset: number;
}

/**
 * A valid text's data, with its document and positions made again only when a problem needs a
 * place: a check of thousands of files keeps the data of each, not thousands of documents, which
 * the garbage collector would then spend most of the check walking.
 */
export function lightParsed(text: string, lineOffset: number, data: unknown): ParsedYaml {
  return madeAgain(() => text, lineOffset, { data });
}

/**
 * A YAML text the content check's cache remembers without its data: the text is cut out of its file,
 * and parsed again, only when something asks for its data, its document or a place in it.
 */
export function parsedAgain(text: () => string, lineOffset: number): ParsedYaml {
  return madeAgain(text, lineOffset);
}

function madeAgain(text: () => string, lineOffset: number, known?: { data: unknown }): ParsedYaml {
  let source: string | undefined;
  const yaml = () => (source ??= text());
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
  // Made as the first parse made it (yaml/parse.ts): an empty text is null.
  let data = known;
  return {
    get doc() {
      return reparse().doc;
    },
    position(offset: number) {
      const pos = reparse().lineCounter.linePos(offset);
      return { line: pos.line + lineOffset, column: pos.col };
    },
    get data() {
      return (data ??= { data: reparse().doc.toJS() ?? null }).data;
    },
    get source() {
      return yaml();
    },
    lineOffset,
  };
}
