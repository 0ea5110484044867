import type { HistoryLink, TextHistory, TextVersionPage } from '../../schemas/collection';
import type { EntryPage, FolderName, ListPage, Single, SingleName } from '../../schemas/collections';
import {
  CONTENT_UPDATE_EVENT,
  entryUrl,
  groupPageUrl,
  historyUrl,
  listPageUrl,
  singleUrl,
  versionUrl,
} from '../../shared/content-urls';
import type { ContentSource } from '../../shared/server-entry';

/**
 * How pages read content: each page's loader asks for the content modules it shows, by name, and
 * gets them typed by the registry. In the browser a module is imported from `/_content/`; in the
 * prerender the build hands the same modules over from memory (`setContentSource`).
 */

/** Thrown when a page asks for content the site does not have, such as a post that does not exist. */
export class ContentNotFound extends Error {
  constructor(readonly url: string) {
    super(`There is no content at ${url}`);
    this.name = 'ContentNotFound';
  }
}

const importModule: ContentSource = (url) =>
  import(/* @vite-ignore */ url).then((module: { default: unknown }) => module.default);

let source: ContentSource = importModule;

// Modules already read, by address, so that moving between pages reads each module once.
const cache = new Map<string, unknown>();

// The addresses read since `recordReads` was last called, for the prerender's preload links.
let reads: Set<string> | undefined;

/** Makes the app read its content modules from `next`, as the prerender does from memory. */
export function setContentSource(next: ContentSource): void {
  source = next;
  cache.clear();
}

/** Starts a new record of the content modules read, and returns it as reads happen. */
export function recordReads(): Set<string> {
  reads = new Set();
  return reads;
}

async function read<T>(url: string): Promise<T> {
  reads?.add(url);
  if (cache.has(url)) return cache.get(url) as T;
  let data: unknown;
  try {
    data = await source(url);
  } catch {
    throw new ContentNotFound(url);
  }
  if (data === undefined) throw new ContentNotFound(url);
  cache.set(url, data);
  return data as T;
}

/** A collection kept in one file, such as a page's copy or the site's settings. */
export function single<K extends SingleName>(name: K): Promise<Single<K>> {
  return read(singleUrl(name));
}

/** One entry of a folder collection with its neighbours, or `ContentNotFound`. */
export function entry<K extends FolderName>(name: K, id: string): Promise<EntryPage<K>> {
  return read(entryUrl(name, id));
}

/** One page of a collection's list, from 1. */
export function listPage<K extends FolderName>(name: K, page: number): Promise<ListPage<K>> {
  return read(listPageUrl(name, page));
}

/** One page of the list of a collection's entries that share a value, such as a tag. */
export function groupPage<K extends FolderName>(
  name: K,
  group: string,
  value: string,
  page: number,
): Promise<ListPage<K>> {
  return read(groupPageUrl(name, group, value, page));
}

/** A collection whose wording is guarded, such as the privacy policy: its versions are recorded. */
export type GuardedName = {
  [K in SingleName]: Single<K> extends { history: HistoryLink } ? K : never;
}[SingleName];

/** A guarded text's history: every recorded version, newest first, with what changed in each. */
export function history(name: GuardedName): Promise<TextHistory> {
  return read(historyUrl(name));
}

/** One recorded version of a guarded text, whole, or `ContentNotFound`. */
export function version(name: GuardedName, version: string): Promise<TextVersionPage> {
  // A version's name is its archive file's name; anything else, such as ../site, names no version,
  // and must not reach another module through the address.
  if (!/^[\w-]+$/.test(version)) return Promise.reject(new ContentNotFound(versionUrl(name, version)));
  return read(versionUrl(name, version));
}

/**
 * Calls `onUpdate` each time the dev server sends new data for a module on screen, after an
 * editor saved a content file. The built site never sends one.
 */
export function onContentUpdate(onUpdate: () => void): () => void {
  const listener = (event: Event) => {
    const { url, data } = (event as CustomEvent<{ url: string; data: unknown }>).detail;
    cache.set(url, data);
    onUpdate();
  };
  window.addEventListener(CONTENT_UPDATE_EVENT, listener);
  return () => window.removeEventListener(CONTENT_UPDATE_EVENT, listener);
}
