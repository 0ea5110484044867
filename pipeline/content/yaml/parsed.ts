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
  return new MadeAgain(text, lineOffset, { data });
}

/**
 * A YAML text the content check's cache remembers without its data: the text is cut out of its file,
 * and parsed again, only when something asks for its data, its document or a place in it.
 */
export function parsedAgain(text: () => string, lineOffset: number): ParsedYaml {
  return new MadeAgain(text, lineOffset);
}

/**
 * A parsed YAML text that makes its document again from its text only when asked for. A class
 * rather than an object of getters: the check makes one for each of thousands of files, and V8
 * keeps an object written with getters of its own as a slower dictionary, with closures beside it.
 */
class MadeAgain implements ParsedYaml {
  readonly lineOffset: number;
  #text: string | (() => string);
  /** The data, once known: given by the first parse, or made from the document. */
  #known: { data: unknown } | undefined;
  #full: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;

  constructor(text: string | (() => string), lineOffset: number, known?: { data: unknown }) {
    this.#text = text;
    this.lineOffset = lineOffset;
    this.#known = known;
  }

  get source(): string {
    if (typeof this.#text !== 'string') this.#text = this.#text();
    return this.#text;
  }

  get doc(): Document.Parsed {
    return this.#reparse().doc;
  }

  position(offset: number): { line: number; column: number } {
    const pos = this.#reparse().lineCounter.linePos(offset);
    return { line: pos.line + this.lineOffset, column: pos.col };
  }

  get data(): unknown {
    // Made as the first parse made it (yaml/parse.ts): an empty text is null.
    return (this.#known ??= { data: this.doc.toJS() ?? null }).data;
  }

  #reparse(): { doc: Document.Parsed; lineCounter: LineCounter } {
    if (!this.#full) {
      const lineCounter = new LineCounter();
      const doc = parseDocument(this.source, { schema: 'core', lineCounter, prettyErrors: false });
      this.#full = { doc, lineCounter };
    }
    return this.#full;
  }
}
