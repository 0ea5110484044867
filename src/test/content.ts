import path from 'node:path';
import { ContentModules } from '../../build/content/modules';
import { publishedContent } from '../../build/test/site-copy';
import { setContentSource } from '../content/runtime';

/**
 * The project's real content, served to the app's loaders from memory as the prerender serves it,
 * for tests that render whole pages. Returns the content, so a test can read the copy it expects.
 */
export function serveProjectContent() {
  const content = publishedContent(path.resolve(import.meta.dirname, '../..'));
  const modules = new ContentModules(content);
  setContentSource(async (url) => modules.get(url));
  return content;
}
