import type { BodyFacts } from '../../shared/markdown';
import type { Body, SourceFile } from './source-file';

/**
 * The checks across files read a markdown body's text for only a few files: a guarded legal text,
 * whose wording must match a recorded version; an English text with translations; a file of a
 * collection with rules of its own; a page another links to a section of. For every other file, a
 * change of its body's words alone cannot change what the check reports, which is what lets a check
 * after such a change read that file alone (cache.ts). So the site check is handed each body behind
 * getters that tell when it is read, and the cache keeps the names of the files whose body was.
 */

/** A file as read, its body's text, heading ids and headings telling `read` when something asks for them. */
export function withBodyReads<T extends SourceFile>(source: T, read: () => void): T {
  if (!('body' in source) || !source.body) return source;
  const markdown = 'markdown' in source ? source.markdown : undefined;
  return {
    ...source,
    body: new BodyRead(source.body, read),
    ...(markdown && { markdown: new FactsRead(markdown, read) }),
  };
}

// Classes rather than objects of getters, as the facts themselves are (shared/markdown.ts): the
// check wraps every body of thousands of files, and reads the words of a few.

/** A body whose text tells `read` when it is asked for. */
class BodyRead implements Body {
  readonly line: number;
  readonly #body: Body;
  readonly #read: () => void;

  constructor(body: Body, read: () => void) {
    this.line = body.line;
    this.#body = body;
    this.#read = read;
  }

  get text(): string {
    this.#read();
    return this.#body.text;
  }
}

/** A body's facts whose words, heading ids and headings tell `read` when they are asked for. */
class FactsRead implements BodyFacts {
  readonly links: BodyFacts['links'];
  readonly images: BodyFacts['images'];
  readonly #facts: BodyFacts;
  readonly #read: () => void;

  constructor(facts: BodyFacts, read: () => void) {
    this.links = facts.links;
    this.images = facts.images;
    this.#facts = facts;
    this.#read = read;
  }

  get ids(): BodyFacts['ids'] {
    this.#read();
    return this.#facts.ids;
  }

  get headings(): BodyFacts['headings'] {
    this.#read();
    return this.#facts.headings;
  }

  get text(): string {
    this.#read();
    return this.#facts.text;
  }
}
