import type { HistoryLink, TextHistory, TextVersionPage } from '../../schemas/collection';
import type { FolderName, SingleName } from '../../schemas/collections';
import type { EntryPage, ListPage, Single } from '../../schemas/content';
import type { Language } from '../../schemas/languages';
import type { PageTranslation } from '../../schemas/translation';
import {
  BUILD_DAY_KEY,
  entryKey,
  everyPageKey,
  groupPageKey,
  historyKey,
  inLanguage,
  listPageKey,
  OFFLINE_COPY_KEY,
  pageTranslationKey,
  singleKey,
  versionKey,
  type ContentLookup,
} from '../../shared/content-keys';

/** Thrown when a page asks for content the site does not have, such as a post that does not exist. */
export class ContentNotFound extends Error {
  constructor(readonly key: string) {
    super(`There is no content at ${key}`);
    this.name = 'ContentNotFound';
  }
}

/** A collection whose wording is guarded, such as the privacy policy: its versions are recorded. */
export type GuardedName = {
  [K in SingleName]: Single<K> extends { history: HistoryLink } ? K : never;
}[SingleName];

/**
 * The content one render reads, in the page's language, typed by the registry. The prerender makes
 * one for each page it draws (and the editor's preview one for each preview), and hands it to the
 * route loaders as the router's request context, so no page ever sees another page's language.
 * Reads are synchronous: all the content is in memory before the render starts.
 */
export class ContentReader {
  constructor(
    private readonly lookup: ContentLookup,
    /** The page's language: undefined for the site's own, or another language's tag. */
    readonly language?: string,
  ) {}

  private read<T>(key: string): T {
    const data = this.lookup(key);
    if (data === undefined) throw new ContentNotFound(key);
    return data as T;
  }

  /** A collection kept in one file, such as a page's copy or the site's settings, in the page's language. */
  single<K extends SingleName>(name: K): Single<K> {
    return this.read(singleKey(name, this.language));
  }

  /** The day the page's offline copy was made, when the page is in one (the offline archive). */
  offlineCopy(): { made: string } | undefined {
    return this.lookup(OFFLINE_COPY_KEY) as { made: string } | undefined;
  }

  /**
   * The moment a page says whether something is late by, in milliseconds as `Date.now()` counts
   * them: the start, in UTC, of the day the build is made for, so that a build of one commit says
   * the same on any day (SOURCE_DATE_EPOCH's day in a reproducible build); where no build draws the
   * page, as in the dev server and the editor's preview, the moment it is drawn.
   */
  now(): number {
    const day = this.lookup(BUILD_DAY_KEY) as string | undefined;
    return day === undefined ? Date.now() : Date.parse(`${day}T00:00:00Z`);
  }

  /** The site's languages, its own first, whatever the language of the page. */
  languages(): Language[] {
    return this.read(singleKey('languages'));
  }

  /**
   * The key of a folder's content in the page's language when its entries are translated (the
   * language has its own keys then), or in the site's own.
   */
  private localized(key: string): string {
    const own = this.language === undefined ? undefined : inLanguage(key, this.language);
    return own !== undefined && this.lookup(own) !== undefined ? own : key;
  }

  /** One entry of a folder collection with its neighbours, translated when its collection is. */
  entry<K extends FolderName>(name: K, id: string): EntryPage<K> {
    return this.read(this.localized(entryKey(name, id)));
  }

  /** One page of a collection's list, from 1. */
  listPage<K extends FolderName>(name: K, page: number): ListPage<K> {
    return this.read(this.localized(listPageKey(name, page)));
  }

  /** One page of the list of a collection's entries that share a value, such as a tag. */
  groupPage<K extends FolderName>(name: K, group: string, value: string, page: number): ListPage<K> {
    return this.read(this.localized(groupPageKey(name, group, value, page)));
  }

  /**
   * Every page of the page's language that search indexes, by title, address and kind, for the page
   * that lists them; the build hands it over once those pages are drawn.
   */
  everyPage(): { title: string; url: string; kind: string }[] {
    return this.read(everyPageKey(this.language));
  }

  /** A guarded text's history: every recorded version, newest first, with what changed in each. */
  history(name: GuardedName): TextHistory {
    return this.read(historyKey(name));
  }

  /** One recorded version of a guarded text, whole. */
  version(name: GuardedName, version: string): TextVersionPage {
    // A version's name is its archive file's name; anything else, such as ../site, names no version.
    if (!/^[\w-]+$/.test(version)) throw new ContentNotFound(versionKey(name, version));
    return this.read(versionKey(name, version));
  }

  /**
   * How the page at `path` keeps up with its English, as the keyed content decided when it listed the
   * site's pages: nothing in the site's own language, nor at an address the site does not list,
   * such as the not-found page's.
   */
  translation(path: string): PageTranslation | undefined {
    // The router takes /fa/about/ for /fa/about, and so does the page's translation.
    return this.lookup(pageTranslationKey(path.replace(/(.)\/+$/, '$1'))) as PageTranslation | undefined;
  }
}
