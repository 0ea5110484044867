import type { SourceFile } from './source-file';

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
  const { body } = source;
  const markdown = 'markdown' in source ? source.markdown : undefined;
  return {
    ...source,
    body: {
      line: body.line,
      get text() {
        read();
        return body.text;
      },
    },
    ...(markdown && {
      markdown: {
        links: markdown.links,
        images: markdown.images,
        get ids() {
          read();
          return markdown.ids;
        },
        get headings() {
          read();
          return markdown.headings;
        },
        get text() {
          read();
          return markdown.text;
        },
      },
    }),
  };
}
