import type { MarkdownBody } from '../../schemas/collection';
import { parseMarkdown, shownBody } from '../../shared/markdown';

/** A body as the build gives it to a page, made from markdown the way the build makes it. */
export function markdownBody(markdown: string): MarkdownBody {
  return shownBody(parseMarkdown(markdown));
}
