import type { MarkdownFile } from '../source-file';
import { readMarkdownParts } from './markdown-parts';
import type { FileText, ReadContext } from './reader';
import { validate } from './validate';

/** Reads a markdown file with front matter, such as a blog post: its front matter checked against its schema, its body parsed. */
export function readMarkdown(
  role: { collection: MarkdownFile['collection']; id?: string },
  input: FileText,
  context: ReadContext,
): MarkdownFile {
  const base = { kind: 'markdown' as const, file: input.file, ...role };
  const parts = readMarkdownParts(input, role.collection, context);
  if (!('yaml' in parts)) return { ...base, problems: parts.problems };
  const front = validate(input.file, role.collection, parts.yaml, context.values, {
    what: 'the front matter is empty',
    line: 2,
  });
  return {
    ...base,
    ...front,
    body: parts.body,
    markdown: parts.markdown,
    problems: [...parts.problems, ...front.problems],
  };
}
