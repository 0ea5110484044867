import type { HistoryLink, TextHistory, TextVersionPage } from '../../schemas/collection';
import type { EntryPage, FolderName, ListPage, Single, SingleName } from '../../schemas/collections';
import {
  CONTENT_UPDATE_EVENT,
  entryUrl,
  groupPageUrl,
  historyUrl,
  listPageUrl,
  singleUrl,
  translationUrl,
  versionUrl,
} from '../../shared/content-urls';
import type { Language } from '../../schemas/languages';
import type { TranslationState, TranslationStatus } from '../../schemas/translation';
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

// The language pages are read in: undefined for the site's own, or another language's tag. A page
// of the built site is in one language, so the browser sets it once; the prerender, before each page.
let language: string | undefined;

/** Makes every page read its content in a language: a tag, or undefined for the site's own. */
export function setLanguage(tag: string | undefined): void {
  language = tag;
}

/**
 * What a page read, for its translation notice: each collection kept in one file it read, and
 * whether it read any entry, which is never translated. Loaders ask for every module they show as
 * they start, before they wait on anything, so this record, kept while a loader starts, is whole.
 */
let pageReads: { singles: Set<string>; untranslated: boolean } | undefined;

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
  pageReads?.singles.add(name);
  return read(singleUrl(name, language));
}

/** The site's languages, its own first, whatever the language of the page. */
export function languages(): Promise<Language[]> {
  return read(singleUrl('languages'));
}

/** Records that the page shows content that is never translated, such as a blog post. */
function untranslated(): void {
  if (pageReads) pageReads.untranslated = true;
}

/** How a page in a language other than the site's own keeps up with its English. */
export interface PageTranslation {
  state: TranslationState;
  /** The latest day the English of an outdated part changed. */
  changed?: string;
  /** Whether the page shows a legal text, whose English version applies while its translation lags. */
  legal?: boolean;
  /**
   * Whether what is missing is only entries that are never translated (a post, an audit): the page's
   * own words are translated, and the entries mark their language themselves.
   */
  entries?: boolean;
}

/** What a page's route loads: the page's own data, and, in another language, how its translation keeps up. */
export interface TranslatedPage<T> {
  page: T;
  translation?: PageTranslation;
}

/** What an entry, never translated, makes of a page's translation. */
const ENTRY: TranslationStatus = { state: 'missing' };

const SEVERITY: Record<TranslationState, number> = { translated: 0, outdated: 1, missing: 2 };

/**
 * Runs a page's loader and says how the page's translation keeps up: missing when any file it shows
 * is not translated, or when it shows an entry (never translated); outdated when the English of any
 * changed since its translation; translated otherwise. In the site's own language, nothing is said.
 */
export async function withTranslation<T>(load: () => Promise<T>, tell = true): Promise<TranslatedPage<T>> {
  if (language === undefined || !tell) return { page: await load() };
  const record = { singles: new Set<string>(), untranslated: false };
  pageReads = record;
  let loading: Promise<T>;
  try {
    loading = load();
  } finally {
    pageReads = undefined;
  }
  const [page, status] = await Promise.all([
    loading,
    read<Record<string, TranslationStatus | undefined>>(translationUrl(language)),
  ]);
  const states = [...record.singles].flatMap((name) => status[name] ?? []);
  if (record.untranslated) states.push(ENTRY);
  let translation: PageTranslation = { state: 'translated' };
  for (const status of states) {
    if (SEVERITY[status.state] > SEVERITY[translation.state]) translation = { state: status.state };
  }
  if (translation.state === 'translated') return { page, translation };
  const lagging = states.filter((status) => status.state === translation.state);
  const changed = lagging
    .flatMap((status) => status.changed ?? [])
    .sort()
    .at(-1);
  const legal = lagging.some((status) => status.legal);
  const entries =
    translation.state === 'missing' &&
    !states.some((status) => status.state === 'missing' && status !== ENTRY);
  return {
    page,
    translation: {
      ...translation,
      ...(changed && { changed }),
      ...(legal && { legal }),
      ...(entries && { entries }),
    },
  };
}

/** One entry of a folder collection with its neighbours, or `ContentNotFound`. */
export function entry<K extends FolderName>(name: K, id: string): Promise<EntryPage<K>> {
  untranslated();
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
  untranslated();
  return read(historyUrl(name));
}

/** One recorded version of a guarded text, whole, or `ContentNotFound`. */
export function version(name: GuardedName, version: string): Promise<TextVersionPage> {
  // A version's name is its archive file's name; anything else, such as ../site, names no version,
  // and must not reach another module through the address.
  if (!/^[\w-]+$/.test(version)) return Promise.reject(new ContentNotFound(versionUrl(name, version)));
  untranslated();
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
