import path from 'node:path';
import { ContentModules } from '../../pipeline/content/modules';
import { loadContent } from '../../pipeline/content/store';
import type { Content } from '../../schemas';
import { setContentSource } from '../content/runtime';

/**
 * The project's real content, served to the app's loaders from memory as the prerender serves it,
 * for tests that render whole pages. Returns the content, so a test can read the copy it expects.
 */
export async function serveProjectContent(): Promise<Content> {
  const { content, versions, problems } = await withNodeTypedArrays(() =>
    loadContent({ root: path.resolve(import.meta.dirname, '../..') }),
  );
  if (!content) throw new Error(`The content has problems: ${problems.length}`);
  const modules = new ContentModules(content, versions);
  setContentSource(async (url) => modules.get(url));
  return content;
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
