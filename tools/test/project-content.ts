import path from 'node:path';
import { ContentByKey } from '../../pipeline/content/content-by-key';
import { loadContent } from '../../pipeline/content/store';
import type { Content } from '../../schemas';
import type { ContentLookup } from '../../shared/content-keys';

/** The project's real content, and what its pages read, by key, as the prerender hands it to them. */
export interface ProjectContent {
  content: Content;
  lookup: ContentLookup;
}

/**
 * The project's real content, for tests that render whole pages: the content itself, so a test can
 * read the copy it expects, and the lookup the pages read it through.
 */
export async function projectContent(): Promise<ProjectContent> {
  const { content, versions, problems, languages } = await withNodeTypedArrays(() =>
    loadContent({ root: path.resolve(import.meta.dirname, '../..') }),
  );
  if (!content) throw new Error(`The content has problems: ${problems.length}`);
  const pages = new ContentByKey(content, versions, languages);
  return { content, lookup: (key) => pages.get(key) };
}

/**
 * Runs `load` with Node's own Uint8Array as the global one. In jsdom tests the global Uint8Array is
 * jsdom's, while Node's buffers and text encoders make Node's, so openpgp.js, which checks its data
 * with `instanceof Uint8Array`, refuses every signed statement and key the content check reads.
 */
async function withNodeTypedArrays<T>(load: () => Promise<T>): Promise<T> {
  const global = globalThis.Uint8Array;
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  try {
    return await load();
  } finally {
    globalThis.Uint8Array = global;
  }
}
