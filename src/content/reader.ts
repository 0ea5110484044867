import type { HistoryLink, TextHistory, TextVersionPage } from '../../schemas/collection';
import type { FolderName, SingleName } from '../../schemas/collections';
import type { EntryPage, ListPage, Single } from '../../schemas/content';
import type { Language } from '../../schemas/languages';
import type { TranslationState, TranslationStatus } from '../../schemas/translation';
import {
  entryKey,
  everyPageKey,
  groupPageKey,
  historyKey,
  listPageKey,
  singleKey,
  translationKey,
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

/** A collection whose wording is guarded, such as the privacy policy: its versions are recorded. */
export type GuardedName = {
  [K in SingleName]: Single<K> extends { history: HistoryLink } ? K : never;
}[SingleName];

const SEVERITY: Record<TranslationState, number> = { translated: 0, outdated: 1, missing: 2 };

/**
 * What one page's loader read: the collections kept in one file and the translated entries, by
 * their keys in the language's status, and whether it read something never translated.
 */
interface Reads {
  keys: Set<string>;
  untranslated: boolean;
}

/**
 * The content one render reads, in the page's language, typed by the registry. The prerender makes
 * one for each page it draws (and the editor's preview one for each preview), and hands it to the
 * route loaders as the router's request context, so no page ever sees another page's language or
 * reads. Reads are synchronous: all the content is in memory before the render starts.
 */
export class ContentReader {
  private reads: Reads | undefined;

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
    this.reads?.keys.add(name);
    return this.read(singleKey(name, this.language));
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
    const own = this.language === undefined ? undefined : singleKey(key, this.language);
    return own !== undefined && this.lookup(own) !== undefined ? own : key;
  }

  /** One entry of a folder collection with its neighbours, translated when its collection is. */
  entry<K extends FolderName>(name: K, id: string): EntryPage<K> {
    const key = entryKey(name, id);
    const own = this.localized(key);
    if (own === key) this.untranslated();
    else this.reads?.keys.add(key);
    return this.read(own);
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
    this.untranslated();
    return this.read(historyKey(name));
  }

  /** One recorded version of a guarded text, whole. */
  version(name: GuardedName, version: string): TextVersionPage {
    // A version's name is its archive file's name; anything else, such as ../site, names no version.
    if (!/^[\w-]+$/.test(version)) throw new ContentNotFound(versionKey(name, version));
    this.untranslated();
    return this.read(versionKey(name, version));
  }

  private untranslated(): void {
    if (this.reads) this.reads.untranslated = true;
  }

  /**
   * Runs a page's loader and says how the page's translation keeps up: missing when any file or
   * entry it shows is not translated, or when it shows an entry never translated; outdated when the English
   * of any changed since its translation; translated otherwise. In the site's own language, nothing
   * is said. Loaders are synchronous, so what is read while `load` runs is exactly what it read.
   */
  translated<T>(load: () => T): TranslatedPage<T> {
    if (this.language === undefined) return { page: load() };
    const reads: Reads = { keys: new Set(), untranslated: false };
    this.reads = reads;
    let page: T;
    try {
      page = load();
    } finally {
      this.reads = undefined;
    }
    const status = this.read<Record<string, TranslationStatus | undefined>>(translationKey(this.language));
    const own = [...reads.keys].flatMap((name) => status[name] ?? []);
    const states = reads.untranslated ? [...own, { state: 'missing' as const }] : own;
    const state = states.reduce<TranslationState>(
      (worst, each) => (SEVERITY[each.state] > SEVERITY[worst] ? each.state : worst),
      'translated',
    );
    if (state === 'translated') return { page, translation: { state } };
    const lagging = states.filter((each) => each.state === state);
    const changed = lagging
      .flatMap((each) => each.changed ?? [])
      .sort()
      .at(-1);
    const legal = lagging.some((each) => each.legal);
    const entries = state === 'missing' && !own.some((each) => each.state === 'missing');
    return {
      page,
      translation: {
        state,
        ...(changed && { changed }),
        ...(legal && { legal }),
        ...(entries && { entries }),
      },
    };
  }
}
