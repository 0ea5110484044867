import path from 'node:path';
import { ContentModules } from '../../build/content/modules';
import { loadContent } from '../../build/content/store';
import type { Content } from '../../schemas';
import { setContentSource } from '../content/runtime';

/**
 * The project's real content, served to the app's loaders from memory as the prerender serves it,
 * for tests that render whole pages. Returns the content, so a test can read the copy it expects.
 */
export async function serveProjectContent(): Promise<Content> {
  const { content, versions, problems } = await loadContent({
    root: path.resolve(import.meta.dirname, '../..'),
  });
  if (!content) throw new Error(`The content has problems: ${problems.length}`);
  const modules = new ContentModules(content, versions);
  setContentSource(async (url) => modules.get(url));
  return content;
}
