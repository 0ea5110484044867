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
  entryKey,
  everyPageKey,
  groupPageKey,
  historyKey,
  listPageKey,
  pageTranslationKey,
  singleKey,
  versionKey,
} from '../../shared/content-keys';
import { localizedPath } from '../../shared/languages';
import type { LanguageContent } from './store';
import { renderTokens } from '../../shared/markdown';
import { sentenceDiff, type PublishedVersion } from './versions';
import { groupLink, groupLinks, pageCount, pagedPath } from '../../shared/paths';

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
export class PageData {
  private readonly makers = new Map<string, Maker>();
  private readonly made = new Map<string, unknown>();
  /** Every page of the site, in the registry's order; the not-found page is not one. */
  readonly addresses: SiteAddress[] = [];

  /** What a guarded text's data adds: where its history is, and which version it shows. */
  private readonly histories = new Map<CollectionName, unknown>();

  /**
   * `versions` holds every recorded version of each guarded text, newest first, with its wording
   * (placeholders filled): each has a page of its own, and the text's history shows what changed.
   */
  constructor(
    content: Content,
    versions: ReadonlyMap<CollectionName, PublishedVersion[]> = new Map(),
    /** The site's languages, its own first, as the store gives them: each other gets its own copy and pages. */
    languages: readonly LanguageContent[] = [],
  ) {
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
      } else this.makers.set(singleKey(name), () => data);
    }
    const [source, ...others] = languages;
    const own = [...this.addresses];
    for (const language of others) this.addLanguage(language, source, own);
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
    const pages = new Set(own.map((address) => address.url));
    // A link in a text to one of the site's pages leads to that page in the same language; a link
    // to a file, such as a download, stays as it is.
    const localized = (html: string) =>
      // eslint-disable-next-line no-restricted-syntax -- Still to move into markdown-it's link rule (issue 41).
      html.replace(/href="(\/[^"#?]*)([#?][^"]*)?"/g, (whole, url: string, rest = '') =>
        pages.has(url) ? `href="${localizedPath(url, language.language, source.language)}${rest}"` : whole,
      );
    for (const name of Object.keys(registry) as CollectionName[]) {
      const definition = registry[name];
      if (definition.kind === 'folder') {
        if (definition.translate) {
          const entries = language.content[name] as unknown as AnyEntry[];
          this.addFolder(name, definition, entries, language.content, { tag, localized });
        }
        continue;
      }
      const history = this.histories.get(name);
      this.makers.set(singleKey(name, tag), () => {
        const data = language.content[name] as unknown;
        if (Array.isArray(data)) return data;
        const body = data as { html?: unknown };
        return {
          ...(data as object),
          ...(typeof body.html === 'string' && { html: localized(body.html) }),
          ...(history !== undefined && { history }),
        };
      });
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
    }
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
    this.makers.set(singleKey(name), () => ({ ...data, history }));
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
      this.makers.set(versionKey(name, version.name), () => ({
        title: data.title,
        name: version.name,
        date: version.date,
        note: version.note,
        html: renderTokens(version.body.tokens),
        current: index === 0,
        inForce: { name: newest.name, date: newest.date, url: versionPath(newest) },
        url: pageUrl,
        historyUrl: historyPath,
      }));
    });
  }

  get(key: string): unknown {
    if (this.made.has(key)) return this.made.get(key);
    const make = this.makers.get(key);
    if (!make) return undefined;
    const value = make();
    this.made.set(key, value);
    return value;
  }

  keys(): IterableIterator<string> {
    return this.makers.keys();
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
    return Object.fromEntries(keys.flatMap((key) => (this.makers.has(key) ? [[key, this.get(key)]] : [])));
  }

  private addFolder(
    name: CollectionName,
    definition: Extract<Collection, { kind: 'folder' }>,
    entries: AnyEntry[],
    content: Content,
    /** For another language's entries: its tag, which prefixes their keys, and how its links are made. */
    language?: { tag: string; localized: (html: string) => string },
  ): void {
    // Another language's pages are listed once, by addLanguage, from the site's own.
    const address = (url: string, shows: PageShows) =>
      language ||
      this.addresses.push({ url, collection: name, sitemap: definition.sitemap !== false, shows });
    const keyed = (key: string) => (language ? singleKey(key, language.tag) : key);
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
      this.makers.set(keyed(entryKey(name, entry.id)), () => ({
        entry:
          language && typeof entry.html === 'string'
            ? { ...entry, html: language.localized(entry.html) }
            : entry,
        groups: groupsOf(entry),
        preceding: neighbour(entries[index - 1]),
        following: neighbour(entries[index + 1]),
      }));
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
