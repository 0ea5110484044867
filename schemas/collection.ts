import type { z } from 'zod';
import type { Heading, ShownBody } from '../shared/markdown';
import type { KeyPurpose } from './trust';

/**
 * The shape of an entry in the registry (`collections.ts`): everything the loader, the content
 * check, the content modules, the prerender, the sitemap, the feeds and the editors' tools need to
 * know about one kind of content. Nothing outside the registry names a collection except its own
 * schema, renderer and page.
 */

/** A page that shows a collection: its address and the module under `src/pages/` that draws it. */
export interface PageRoute {
  /** The address, such as `/blog/:id`; `:name` marks a part that comes from the content. */
  path: string;
  /** The page module, `src/pages/<page>.tsx`. */
  page: string;
  /**
   * Set on the page that lists every page of its language for search: it is not indexed itself, and
   * it is drawn once every other page is, from what they gave.
   */
  listsEveryPage?: true;
  /**
   * The collections kept in one file that the page shows besides its own, such as the blog's copy on
   * a post's page. A page in another language is as translated as the least translated of them and
   * its own content, so the keyed content decides each page's translation state from this list.
   */
  shows?: readonly string[];
}

/** A value of another collection's file, such as the page size in the blog page's copy. */
export interface FieldOf {
  collection: string;
  field: string;
}

/** One problem a collection's own check finds: the field at fault and what to write instead. */
export interface CheckIssue {
  /** The field's path in the file's data; `['body']` for the markdown body. */
  path: PropertyKey[];
  /** For a problem in the body: its line, counted from the body's first line (1). */
  bodyLine?: number;
  /** For a problem in the body: its column on that line (1 when not given). */
  bodyColumn?: number;
  message: string;
  /**
   * The other place the problem is about, in a file this check `needs`, such as the report's figure a
   * canary's declaration denies: the problem names its file and line as well, so an editor sees both.
   */
  also?: { collection: string; path: PropertyKey[] };
}

/** What a collection's check may read besides the entry itself. */
export interface CheckContext {
  /** Today, YYYY-MM-DD, in the build machine's calendar. */
  today: string;
  /** The valid data of the collections this check `needs`, by name. */
  content: Readonly<Record<string, unknown>>;
  /** For an entry of a folder collection, its id: its file's name without the extension. */
  id?: string;
}

/**
 * A rule about one file that a schema alone cannot state: it needs today's date, another file, or
 * the markdown body. It runs once the file and every collection in `needs` are valid.
 */
export interface EntryCheck<T> {
  needs?: readonly string[];
  /**
   * Set on a rule that holds in every language: it runs again on each language's translation of the
   * file, laid over the English, with the files in `needs` as that language has them, where it
   * translates them all (pipeline/content/checks.ts, `checkEachLanguage`).
   */
  inEachLanguage?: true;
  run(entry: T & { body?: string }, context: CheckContext): CheckIssue[];
}

/** A field whose value must differ between the items of a list kept in one file. */
export interface UniqueField {
  field: string;
  /** How the message names the value, such as "the country code". */
  what: string;
}

interface Common<S extends z.ZodType> {
  /** The name editors see, in the editor's list of collections and in the guide. */
  label: string;
  /** One sentence for editors: what this collection holds. */
  description: string;
  /** For YAML, the whole file's schema; for markdown, the front matter's. */
  schema: S;
  /** Rules the schema cannot state alone. */
  checks?: readonly EntryCheck<z.output<S>>[];
  /**
   * How much its pages count in search against others that match the same words (1 unless this
   * says otherwise): a help answer or a legal text before a blog post that mentions the words.
   */
  searchWeight?: number;
}

/**
 * A text whose wording is guarded: every change of its wording is a recorded version, with a
 * fingerprint of the wording in its change entry and the wording itself kept in an archive, so that
 * no sentence changes under an old date and every version stays readable.
 */
export interface VersionRules {
  /** The folder under `content/` that keeps each recorded version's wording, one `.md` file a version. */
  archive: string;
  /** The page that lists every version; each version is readable at this address followed by its name. */
  history: PageRoute;
  /** The Atom feed that announces each new version, shared by every guarded text that names it. */
  feed: { path: string; settings: FieldOf };
}

/** A file made from a collection's data and published beside the pages, such as a table as CSV. */
export interface DataFile<T> {
  /** Its address, such as `/transparency.csv`. */
  path: string;
  /** What the file holds, as its media type says it, such as text/csv. */
  type: string;
  make: (data: T) => string;
}

/** Content kept in one file: a page's copy, the site's settings, or a list such as the plans. */
export interface SingleCollection<
  S extends z.ZodType = z.ZodType,
  F extends string = string,
> extends Common<S> {
  kind: 'single';
  /** The file under `content/`: `.yaml`, or `.md` with front matter and a markdown body. */
  file: F;
  /** The page this copy belongs to, when it has one of its own. */
  page?: PageRoute;
  /**
   * For content without a page of its own, such as the plans: the address of the page that shows
   * it, where the browser editor's preview draws it.
   */
  shownOn?: string;
  /** The `#sections` of that page that links may name, besides the headings of a markdown body. */
  anchors?: (data: z.output<S>) => string[];
  /** For a list kept in one file: the fields whose values must all differ. */
  unique?: readonly UniqueField[];
  /** For a text whose wording is guarded: where its versions are kept and shown. */
  versions?: VersionRules;
  /** Files made from the data and published beside the page, such as CSV and JSON downloads. */
  files?: readonly DataFile<z.output<S>>[];
  /** A public key the page shows and publishes; what the build read of it reaches the data as `publishedKey`. */
  publishedKey?: PublishedKey;
  /** Whether the page is listed in the sitemap (it is, unless this says false). */
  sitemap?: boolean;
  /**
   * Whether the file is translated into the site's other languages, each translation under
   * `content/translations/<tag>/` at the same path (it is, unless this says false).
   */
  translate?: boolean;
}

/** Rules that keep an entry out of the built site: a draft, or a date still to come. */
export interface PublishRules<T> {
  draft?: (entry: T) => boolean;
  /** The day the entry is published, YYYY-MM-DD; later than the day of the build keeps it out. */
  date?: (entry: T) => string;
}

/** The list of a collection's entries, paged when a page size is given. */
export interface ListPages<T> extends PageRoute {
  /** The number of entries on one page of the list, read from a page's copy; without it, one page lists all. */
  pageSize?: FieldOf;
  /** The fields a list shows of each entry; only these reach the list's pages. */
  fields: readonly (keyof T & string)[];
}

/** Pages that list the entries sharing a value, such as a tag: one list per value. */
export interface GroupPages<T> extends PageRoute {
  /** The values an entry belongs to, such as its tags. */
  values: (entry: T) => readonly string[];
}

/** What a feed says of one entry. */
export interface FeedItem {
  title: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
  summary: string;
  categories: readonly string[];
}

/** The RSS and Atom feeds of a collection, carrying each published entry in full. */
export interface Feeds<T> {
  rss: string;
  atom: string;
  /** The feed's title and description, read from a page's copy. */
  settings: FieldOf;
  /** What the feed says of each entry. */
  item: (entry: T) => FeedItem;
}

/**
 * The key that must have signed each file of a collection of signed statements: an OpenPGP public
 * key kept under `content/`, and published for visitors to check the signatures themselves. The
 * build trusts it only once `trust/keys.yaml`, which editors cannot change, lists its fingerprint
 * for `purpose`.
 */
export interface SigningKey {
  /** The key's file under `content/`, ASCII-armoured. */
  file: string;
  /** Its address on the site. */
  path: string;
  /** What `trust/keys.yaml` must list the key for, so that its signatures count. */
  purpose: KeyPurpose;
}

/**
 * What the build checked a signed statement's signature against: the key's fingerprint, and the
 * address the key is published at. Each entry of a collection of signed statements carries it.
 */
export interface SignatureCheck {
  /** The key's fingerprint, in capitals, as `gpg --fingerprint` shows it but without spaces. */
  fingerprint: string;
  /** The key's address on the site, such as `/canary/signing-key.asc`. */
  key: string;
}

/**
 * A public key a page gives visitors, kept under `content/` and published as a file, such as the
 * key that signs each build's checksum list. The build reads the key, so the page shows the
 * fingerprint the key has, never one typed beside it.
 */
export interface PublishedKey {
  /** The key's file under `content/`, ASCII-armoured. */
  file: string;
  /** Its address on the site, such as `/site-key.asc`. */
  path: string;
  /**
   * What `trust/keys.yaml` must list the key for: the file is under `content/`, where an editor's
   * change could put another key (and its fingerprint) on the page that tells readers what to trust.
   */
  purpose: KeyPurpose;
}

/** What the build read from a published key, which its collection's data carries as `publishedKey`. */
export interface KeyFacts {
  /** The key's fingerprint, in capitals, as `gpg --fingerprint` shows it but without spaces. */
  fingerprint: string;
  /** The key's first user ID, as GnuPG names the key in "Good signature from". */
  name: string;
  /** The key's address on the site. */
  url: string;
  /**
   * Every key the trust file lists, for any purpose, newest first: what the page lists with each
   * key's fingerprint and period, so a reader sees a rotation, not a key that changed overnight.
   */
  trusted?: { purpose: KeyPurpose; fingerprint: string; validFrom: string; validUntil?: string }[];
}

/** Content kept one file an entry, in a folder, such as blog posts. The file's name is the entry's id. */
export interface FolderCollection<S extends z.ZodType = z.ZodType> extends Common<S> {
  kind: 'folder';
  /** The folder under `content/`. */
  folder: string;
  /**
   * `markdown`: front matter and a body, `.md` files. `signed-yaml`: OpenPGP clear-signed messages,
   * `.txt` files, whose signed text is YAML; each must be signed by `signingKey`.
   */
  format: 'markdown' | 'signed-yaml';
  /** For signed files: the key that must have signed each one. */
  signingKey?: SigningKey;
  /** Each entry's file as written, published at this address, such as `/canary/:id.txt`. */
  rawFiles?: string;
  /** Each entry's own page, when entries have one. */
  entry?: PageRoute;
  list?: ListPages<z.output<S>>;
  groups?: Record<string, GroupPages<z.output<S>>>;
  /** The order of the list, first to last. */
  order: (a: z.output<S> & { id: string }, b: z.output<S> & { id: string }) => number;
  publish?: PublishRules<z.output<S>>;
  feeds?: Feeds<z.output<S>>;
  /** Whether the entries' pages and the list's pages are in the sitemap (they are, unless false). */
  sitemap?: boolean;
  /**
   * The front matter fields that are words, for collections whose entries are translated: each
   * translation under `content/translations/<tag>/<folder>/` sets only these and its body, and takes
   * every other field from its English entry. Without it, entries are shown in English in every language.
   */
  translate?: readonly (keyof z.output<S> & string)[];
}

/**
 * The one page a collection's words name: a page of its own, or the page it is shown on, or the list
 * of a folder whose entries have no pages of their own, such as the warrant canary's; none for a
 * folder of pages, such as the blog, whose words name a kind of page rather than one.
 */
export function onePageOf(definition: Collection): string | undefined {
  if (definition.kind === 'single') return definition.page?.path ?? definition.shownOn;
  return definition.entry || definition.groups ? undefined : definition.list?.path;
}

/**
 * Any collection of the registry. Each entry keeps its own schema's types; this only says the shape
 * every entry shares, so its schema is left open here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Collection = SingleCollection<any> | FolderCollection<any>;

/**
 * Declares a collection kept in one file. Its versions, when it has them, stay in its type, so the
 * types of its pages say that it has a history (`Single<'privacyPolicy'>['history']`).
 */
export function single<
  S extends z.ZodType,
  const F extends string,
  V extends VersionRules | undefined = undefined,
  P extends PublishedKey | undefined = undefined,
>(
  definition: Omit<SingleCollection<S, F>, 'kind' | 'versions' | 'publishedKey'> & {
    versions?: V;
    publishedKey?: P;
  },
): SingleCollection<S, F> &
  (V extends VersionRules ? { versions: V } : unknown) &
  (P extends PublishedKey ? { publishedKey: P } : unknown) {
  return { kind: 'single', ...definition } as SingleCollection<S, F> &
    (V extends VersionRules ? { versions: V } : unknown) &
    (P extends PublishedKey ? { publishedKey: P } : unknown);
}

/**
 * Declares a collection kept one file an entry, in a folder. The declaration keeps its exact
 * shape (the list's fields, the groups' names), so the types of its pages follow from it.
 */
export function folder<S extends z.ZodType, const D extends Omit<FolderCollection<S>, 'kind' | 'schema'>>(
  definition: { schema: S } & D,
): { kind: 'folder'; schema: S } & D {
  return { kind: 'folder', ...definition };
}

export type { Heading };

/** What a markdown file adds to its front matter: the body as a page shows it, made at build time. */
export type MarkdownBody = ShownBody;

/** A link to another page, as the content modules carry it: the words and the address. */
export interface PageLink {
  label: string;
  url: string;
}

/** Where a guarded text's history is, and which of its versions a page shows. */
export interface HistoryLink {
  /** The address of the page that lists every version. */
  url: string;
  /** The version shown: its name, the day it was recorded, and the address of its own page. */
  current: { name: string; date: string; url: string };
}

/** A part of the difference between two versions of a text: a sentence kept, added or removed. */
export interface DiffPart {
  /** One sentence, followed by a space, or by a line break when it ends a heading, paragraph or list item. */
  text: string;
  added?: true;
  removed?: true;
}

/** One version of a guarded text as its history lists it, newest first. */
export interface VersionSummary {
  name: string;
  /** The day it was recorded, YYYY-MM-DD. */
  date: string;
  /** What changed, as its change entry says. */
  note: string;
  /** The address of the version's own page. */
  url: string;
  /** What changed from the version before, sentence by sentence; absent for the first version. */
  changes?: DiffPart[];
}

/** A guarded text's history: its title, its page, and every recorded version, newest first. */
export interface TextHistory {
  title: string;
  /** The address of the text's own page, which shows the newest version. */
  url: string;
  versions: VersionSummary[];
}

/** One recorded version of a guarded text, whole. */
export interface TextVersionPage {
  title: string;
  name: string;
  date: string;
  note: string;
  /** The version's wording, rendered to HTML. */
  html: string;
  /** Whether it is the version the text's own page shows now. */
  current: boolean;
  /** The version in force, which the text's own page shows: its name, day and page. */
  inForce: HistoryLink['current'];
  /** The addresses of the text's own page and of its history. */
  url: string;
  historyUrl: string;
}
