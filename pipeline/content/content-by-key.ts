import {
  pageTranslation,
  registry,
  type CollectionName,
  type Content,
  type Collection,
  type PageLink,
  type PageRoute,
} from '../../schemas';
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
} from '../../shared/content-keys';
import type { ContentLookup } from '../../shared/content-keys';
import { localizedPath } from '../../shared/languages';
import type { LanguageContent } from './store';
import { renderTokens } from '../../shared/markdown';
import { bodyFor } from './assemble';
import { sentenceDiff, type PublishedVersion } from './versions';
import {
  groupLink,
  groupLinks,
  pageCount,
  pagedPath,
  fileAddress,
  relativeAddress,
} from '../../shared/paths';

type AnyEntry = Record<string, unknown> & { id: string; url: string; title?: string };

/** One page's worth of content, made when first asked for. */
type Maker = () => unknown;

/**
 * What a page shows that its translation can lag behind, as the registry says: the keys, in a
 * language's status, of the files and translated entries it shows, and whether it also shows content
 * that is never translated (an entry of a folder that is not translated, a legal text's history or
 * one of its recorded versions). A list counts only the copy around it: each of its items says
 * itself when it is untranslated.
 */
export interface PageShows {
  keys: readonly string[];
  untranslated: boolean;
}

/** How a page writes each address in the site a body names; none when no page is known. */
type Addressing = ((href: string) => string) | undefined;

/**
 * The content of a page that shows a body (a post, a help article, a legal text, one of its
 * versions), made for the page that shows it, whose address and language `address` knows.
 */
type BodyMaker = (address: Addressing) => unknown;

/**
 * An entry, or a page's copy, with its body written as `address` writes the page's addresses, from
 * the body's kept tokens (assemble.ts); as it is when no page is known.
 */
function shownAt<T extends object>(data: T, address: Addressing): T {
  const html = address && bodyFor(data, address);
  return html === undefined ? data : { ...data, html };
}

const hasBody = (data: unknown) => typeof (data as { html?: unknown } | undefined)?.html === 'string';

/** A page's own address, as the pages list it, from the address a render was asked for. */
function pageAddress(url: string): string {
  const pathname = url.split(/[?#]/)[0].replace(/\/index\.html$/, '');
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname || '/';
}

/**
 * A page of the site that content makes: its address, its collection, whether the sitemap lists it,
 * and what it shows, from which its pages in other languages have their translation state.
 */
export interface SiteAddress {
  url: string;
  collection: CollectionName;
  sitemap: boolean;
  shows: PageShows;
  /** For a page in a language other than the site's own: the language's tag, and the page's own address. */
  language?: string;
  source?: string;
}

/**
 * What the pages of a site read, by content key (shared/content-keys.ts), and every address. Each
 * list page and each entry is kept on its own, so a page reads the same few kilobytes however large
 * the blog; the data is made when first asked for, so the dev server makes only what is shown.
 */
export class ContentByKey {
  private readonly makers = new Map<string, Maker>();
  private readonly made = new Map<string, unknown>();
  /** Every page of the site, in the registry's order; the not-found page is not one. */
  readonly addresses: SiteAddress[] = [];

  /**
   * The content that shows a body, by key, made for the page asking; with the language its links
   * lead to when no page is known (the key's own, for another language's copy).
   */
  private readonly bodies = new Map<string, { make: BodyMaker; language?: string }>();
  /** The key of the body each page shows, by the page's address. */
  private readonly shows = new Map<string, string>();
  /** Every page, by its address, once all are listed. */
  private readonly pages = new Map<string, SiteAddress>();
  /** The site's own pages' addresses, which a link in a text leads to in the page's language. */
  private ownPages = new Set<string>();
  private readonly languages = new Map<string, LanguageContent>();
  private source: LanguageContent | undefined;

  /** What a guarded text's data adds: where its history is, and which version it shows. */
  private readonly histories = new Map<CollectionName, unknown>();
  /** Whether pages are read from a folder (the offline archive). */
  private readonly namesFiles: boolean;

  /**
   * `versions` holds every recorded version of each guarded text, newest first, with its wording
   * (placeholders filled): each has a page of its own, and the text's history shows what changed.
   */
  constructor(
    content: Content,
    versions: ReadonlyMap<CollectionName, PublishedVersion[]> = new Map(),
    /** The site's languages, its own first, as the store gives them: each other gets its own copy and pages. */
    languages: readonly LanguageContent[] = [],
    {
      day,
      offline,
    }: {
      /**
       * The day the build is made for (buildDay), by which the pages say whether something is late;
       * without it, as in the dev server, they say it by the clock as they are drawn.
       */
      day?: string;
      /**
       * For the offline archive, the day its copy is made: its pages are read from a folder, so their
       * links name files (relativeAddress), and each shows the day.
       */
      offline?: { made: string };
    } = {},
  ) {
    this.namesFiles = offline !== undefined;
    if (offline) this.makers.set(OFFLINE_COPY_KEY, () => offline);
    if (day !== undefined) this.makers.set(BUILD_DAY_KEY, () => day);
    for (const name of Object.keys(registry) as CollectionName[]) {
      const definition = registry[name];
      const data = content[name];
      if (definition.kind === 'folder') {
        this.addFolder(name, definition, data as unknown as AnyEntry[], content);
        continue;
      }
      const page = definition.page;
      if (page && page.path !== '*') {
        this.addresses.push({
          url: page.path,
          collection: name,
          sitemap: definition.sitemap !== false,
          shows: { keys: [name, ...(page.shows ?? [])], untranslated: false },
        });
      }
      if (definition.versions && page) {
        this.addVersions(
          name,
          definition.versions.history,
          page.path,
          data as unknown as { title: string },
          versions.get(name) ?? [],
        );
      } else if (hasBody(data) && !Array.isArray(data))
        this.addBody(singleKey(name), (address) => shownAt(data, address), page?.path);
      else this.makers.set(singleKey(name), () => data);
    }
    const [source, ...others] = languages;
    const own = [...this.addresses];
    this.source = source;
    this.ownPages = new Set(own.map((address) => address.url));
    for (const language of others) this.languages.set(language.language.tag, language);
    for (const language of others) this.addLanguage(language, source, own);
    for (const address of this.addresses) this.pages.set(address.url, address);
    // Empty until the build hands the pages over (setEveryPage); the dev server lists none.
    for (const language of languages) {
      const tag = language === source ? undefined : language.language.tag;
      this.makers.set(everyPageKey(tag), () => this.everyPage.get(everyPageKey(tag)) ?? []);
    }
  }

  private readonly everyPage = new Map<string, unknown[]>();

  /**
   * Hands the page that lists every page its list, in one language (its tag, or none for the site's
   * own), once those pages are drawn.
   */
  setEveryPage(tag: string | undefined, pages: readonly unknown[]): void {
    const key = everyPageKey(tag);
    this.everyPage.set(key, [...pages]);
    this.made.delete(key);
  }

  /**
   * A language other than the site's own: each collection kept in one file, in that language, or in
   * English when it has no translation; and every page of the site again, under the language's tag,
   * each with how its translation keeps up, from the status of what it shows. Entries of a translated
   * folder collection have their own keys under the tag; every other folder's entries are the same in
   * every language.
   */
  private addLanguage(language: LanguageContent, source: LanguageContent, own: readonly SiteAddress[]): void {
    const { tag } = language.language;
    for (const name of Object.keys(registry) as CollectionName[]) {
      const definition = registry[name];
      if (definition.kind === 'folder') {
        if (definition.translate) {
          const entries = language.content[name] as unknown as AnyEntry[];
          this.addFolder(name, definition, entries, language.content, tag);
        }
        continue;
      }
      const history = this.histories.get(name);
      const data = language.content[name] as unknown;
      const withHistory = (shown: unknown) => ({
        ...(shown as object),
        ...(history !== undefined && { history }),
      });
      if (Array.isArray(data)) this.makers.set(singleKey(name, tag), () => data);
      else if (hasBody(data))
        this.addBody(
          singleKey(name, tag),
          (address) => withHistory(shownAt(data as object, address)),
          undefined,
          tag,
        );
      else this.makers.set(singleKey(name, tag), () => withHistory(data));
    }
    for (const address of own) {
      const url = localizedPath(address.url, language.language, source.language);
      this.addresses.push({ ...address, url, language: tag, source: address.url });
      const { keys, untranslated } = address.shows;
      this.makers.set(pageTranslationKey(url), () =>
        pageTranslation(
          keys.flatMap((key) => language.status.get(key) ?? []),
          untranslated,
        ),
      );
      // The page shows the body in its language where it has one (a translated help article, the
      // privacy policy's copy), and the site's own otherwise (a post, a recorded version).
      const shown = this.shows.get(address.url);
      const translated = shown && inLanguage(shown, tag);
      if (shown) this.shows.set(url, this.bodies.has(translated!) ? translated! : shown);
    }
  }

  /** Content that shows a body, made for each page that asks; `page` is the address of its own page. */
  private addBody(key: string, make: BodyMaker, page: string | undefined, language?: string): void {
    this.bodies.set(key, { make, language });
    if (page !== undefined && page !== '*') this.shows.set(page, key);
  }

  /**
   * A link in a text to one of the site's pages leads to that page in the language `tag`; a link to
   * a file, such as a download, or a section of the same page stays as it is.
   */
  private localizer(tag: string | undefined): (href: string) => string {
    const language = tag === undefined ? undefined : this.languages.get(tag);
    const source = this.source;
    if (!language || !source) return (href) => href;
    return (href) => {
      const cut = href.search(/[#?]/);
      const path = cut < 0 ? href : href.slice(0, cut);
      return this.ownPages.has(path)
        ? `${localizedPath(path, language.language, source.language)}${href.slice(path.length)}`
        : href;
    };
  }

  /**
   * How the page `at` writes a body's addresses in the site: in its language, and relative to the
   * page (relativeAddress), as every other link of the page is.
   */
  private addressing(at: SiteAddress): (href: string) => string {
    const localized = this.localizer(at.language);
    const from = this.namesFiles ? fileAddress(at.url) : at.url;
    return (href) => relativeAddress(localized(href), from);
  }

  /**
   * What the page at `page` reads at `key`, for a body made for that page. A page the site does not
   * list, such as the not-found page, which hosts serve at any depth, keeps addresses from the root.
   */
  private makeBody(key: string, page: string | undefined): unknown {
    const { make, language } = this.bodies.get(key)!;
    const at = page === undefined ? undefined : this.pages.get(pageAddress(page));
    return make(at ? this.addressing(at) : language === undefined ? undefined : this.localizer(language));
  }

  /**
   * A guarded text: its own data says which version it shows and where its history is; the history
   * lists every version with what changed since the one before; each version has a page of its own.
   */
  private addVersions(
    name: CollectionName,
    historyPage: PageRoute,
    pageUrl: string,
    data: { title: string },
    versions: PublishedVersion[],
  ): void {
    const historyPath = historyPage.path;
    // A history and its versions are never translated; the copy around them may be.
    const shows: PageShows = { keys: historyPage.shows ?? [], untranslated: true };
    const versionPath = (version: PublishedVersion) => `${historyPath}/${version.name}`;
    const [newest] = versions;
    const history = {
      url: historyPath,
      current: newest && { name: newest.name, date: newest.date, url: versionPath(newest) },
    };
    this.histories.set(name, history);
    this.addBody(singleKey(name), (address) => ({ ...shownAt(data, address), history }), pageUrl);
    this.addresses.push({ url: historyPath, collection: name, sitemap: true, shows });
    this.makers.set(historyKey(name), () => ({
      title: data.title,
      url: pageUrl,
      versions: versions.map((version, index) => ({
        name: version.name,
        date: version.date,
        note: version.note,
        url: versionPath(version),
        ...(versions[index + 1] && { changes: sentenceDiff(versions[index + 1].words, version.words) }),
      })),
    }));
    versions.forEach((version, index) => {
      // An earlier version is kept for the record; search engines should show the one in force.
      this.addresses.push({ url: versionPath(version), collection: name, sitemap: false, shows });
      const make: BodyMaker = (address) => ({
        title: data.title,
        name: version.name,
        date: version.date,
        note: version.note,
        html: renderTokens(version.body.tokens, { address }),
        current: index === 0,
        inForce: { name: newest.name, date: newest.date, url: versionPath(newest) },
        url: pageUrl,
        historyUrl: historyPath,
      });
      this.addBody(versionKey(name, version.name), make, versionPath(version));
    });
  }

  /**
   * The content at `key`, as the page at `page` reads it: a body is written for that page, its
   * addresses relative to it and its links in its language. Without a page (the editor's preview),
   * a body's addresses stay written from the site's root.
   */
  get(key: string, page?: string): unknown {
    const made = this.bodies.has(key) ? `${page === undefined ? '' : pageAddress(page)}\u0000${key}` : key;
    if (this.made.has(made)) return this.made.get(made);
    const make = this.bodies.has(key) ? () => this.makeBody(key, page) : this.makers.get(key);
    if (!make) return undefined;
    const value = make();
    this.made.set(made, value);
    return value;
  }

  /** What the page at `page` reads, by key, as its render's content lookup. */
  lookup(page: string): ContentLookup {
    return (key) => this.get(key, page);
  }

  keys(): IterableIterator<string> {
    return [...this.makers.keys(), ...this.bodies.keys()].values();
  }

  /**
   * The keys whose content is the same on every page that reads it: all but the bodies that their
   * pages are handed on their own (pageBody).
   */
  sharedKeys(): string[] {
    const shown = new Set(this.shows.values());
    return [...this.keys()].filter((key) => !shown.has(key));
  }

  /**
   * The body the page at `page` shows, by its key, made for that page and kept nowhere: what a
   * prerender worker that draws the page is handed beside the shared content.
   */
  pageBody(page: string): [key: string, data: unknown] | undefined {
    const key = this.shows.get(pageAddress(page));
    return key === undefined ? undefined : [key, this.makeBody(key, page)];
  }

  /**
   * What the editor's preview reads beside the entry being edited: every single collection and the
   * first page of every list, the same size whatever the number of entries.
   */
  previewContent(): Record<string, unknown> {
    const keys = [
      singleKey('languages'),
      ...Object.entries(registry).map(([name, definition]) =>
        definition.kind === 'single' ? singleKey(name) : listPageKey(name, 1),
      ),
    ];
    return Object.fromEntries(
      keys.flatMap((key) => (this.makers.has(key) || this.bodies.has(key) ? [[key, this.get(key)]] : [])),
    );
  }

  private addFolder(
    name: CollectionName,
    definition: Extract<Collection, { kind: 'folder' }>,
    entries: AnyEntry[],
    content: Content,
    /** For another language's entries: its tag, which prefixes their keys. */
    language?: string,
  ): void {
    // Another language's pages are listed once, by addLanguage, from the site's own.
    const address = (url: string, shows: PageShows) =>
      language ||
      this.addresses.push({ url, collection: name, sitemap: definition.sitemap !== false, shows });
    const keyed = (key: string) => inLanguage(key, language);
    const groupEntries = Object.entries(definition.groups ?? {}).map(([group, { path, shows, values }]) => {
      const members = new Map<string, AnyEntry[]>();
      for (const entry of entries) {
        for (const value of values(entry)) {
          if (!members.has(value)) members.set(value, []);
          members.get(value)!.push(entry);
        }
      }
      return { group, shows, members, link: (value: string) => groupLink(path, group, value) };
    });
    const groupsOf = (entry: AnyEntry) => groupLinks(definition.groups, entry);
    const neighbour = (entry: AnyEntry | undefined): PageLink | undefined =>
      entry && { label: String(entry.title ?? entry.id), url: entry.url };

    entries.forEach((entry, index) => {
      // Entries without a page of their own, such as signed statements, are shown by their list.
      const page = definition.entry;
      if (!page) return;
      const shows = page.shows ?? [];
      // An entry of a folder that is not translated is the English in every language.
      address(
        entry.url,
        definition.translate
          ? { keys: [entryKey(name, entry.id), ...shows], untranslated: false }
          : { keys: shows, untranslated: true },
      );
      const key = keyed(entryKey(name, entry.id));
      const make = (address: Addressing) => ({
        entry: shownAt(entry, address),
        groups: groupsOf(entry),
        preceding: neighbour(entries[index - 1]),
        following: neighbour(entries[index + 1]),
      });
      if (!hasBody(entry)) this.makers.set(key, () => make(undefined));
      // Another language's pages are shown their bodies by addLanguage, from the site's own.
      else this.addBody(key, make, language ? undefined : entry.url, language);
    });

    const list = definition.list;
    if (!list) return;
    const { pageSize } = list;
    const settings =
      pageSize && (content[pageSize.collection as CollectionName] as unknown as Record<string, unknown>);
    // Without a page size, one page lists every entry.
    const size = (settings && pageSize && Number(settings[pageSize.field])) || Math.max(entries.length, 1);
    const item = (entry: AnyEntry) => ({
      ...Object.fromEntries(list.fields.map((field) => [field, entry[field]])),
      id: entry.id,
      url: entry.url,
      groups: groupsOf(entry),
      ...(entry.untranslated === true && { untranslated: true }),
      // A signed statement's list says which key each signature was checked against.
      ...(entry.signature !== undefined && { signature: entry.signature }),
    });
    const addPages = (
      members: AnyEntry[],
      first: string,
      shows: readonly string[] | undefined,
      url: (page: number) => string,
      value?: string,
    ) => {
      const pages = pageCount(members.length, size);
      for (let page = 1; page <= pages; page += 1) {
        address(pagedPath(first, page), { keys: shows ?? [], untranslated: false });
        this.makers.set(url(page), () => ({
          items: members.slice((page - 1) * size, page * size).map(item),
          page,
          pages,
          total: members.length,
          previous: page > 1 ? pagedPath(first, page - 1) : undefined,
          next: page < pages ? pagedPath(first, page + 1) : undefined,
          first,
          value,
        }));
      }
    };
    addPages(entries, list.path, list.shows, (page) => keyed(listPageKey(name, page)));
    for (const { group, shows, members, link } of groupEntries) {
      for (const [value, tagged] of members) {
        addPages(
          tagged,
          link(value).url,
          shows,
          (page) => keyed(groupPageKey(name, group, value, page)),
          value,
        );
      }
    }
  }
}
