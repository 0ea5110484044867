import { registry } from '../../../schemas';
import type { MarkdownFile } from '../source-file';
import { wordingFingerprint } from '../versions';
import { readMarkdownParts } from './markdown-parts';
import type { FileText, ReadContext } from './reader';
import { validate } from './validate';

/** Reads a markdown file with front matter, such as a blog post: its front matter checked against its schema, its body parsed. */
export function readMarkdown(
  role: { collection: MarkdownFile['collection']; id?: string },
  input: FileText,
  context: ReadContext,
): MarkdownFile {
  const read: MarkdownFile = {
    kind: 'markdown',
    file: input.file,
    collection: role.collection,
    problems: [],
  };
  if (role.id !== undefined) read.id = role.id;
  const parts = readMarkdownParts(input, role.collection, context);
  if (!('yaml' in parts)) {
    read.problems = parts.problems;
    return read;
  }
  const front = validate(input.file, role.collection, parts.yaml, context.values, {
    what: 'the front matter is empty',
    line: 2,
  });
  if (front.parsed) read.parsed = front.parsed;
  if (front.dataLinks) read.dataLinks = front.dataLinks;
  if ('data' in front) read.data = front.data;
  read.body = parts.body;
  read.markdown = parts.markdown;
  if ((registry[role.collection] as { versions?: unknown }).versions)
    read.fingerprint = wordingFingerprint(parts.body.text);
  read.problems = [...parts.problems, ...front.problems];
  return read;
}
