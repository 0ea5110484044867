import type { z } from 'zod';
import type { HistoryLink, KeyFacts, MarkdownBody, PageLink, SignatureCheck } from './collection';
import type { CollectionName, FolderName, Registry, SingleName } from './collections';

/**
 * The content as the registry's collections give it to the code that reads it: a single
 * collection's data, a folder's entries, a list's items and pages, all typed from each entry of the
 * registry (`collections.ts`), so adding a collection there adds its types here.
 */

type DataOf<K extends CollectionName> = z.output<Registry[K]['schema']>;

type BodyOf<K extends CollectionName> = Registry[K] extends { file: `${string}.md` }
  ? MarkdownBody
  : Registry[K] extends { format: 'markdown' }
    ? MarkdownBody
    : unknown;

type HistoryOf<K extends CollectionName> = Registry[K] extends { versions: object }
  ? { history: HistoryLink }
  : unknown;

/** For a collection that publishes a key: what the build read from the key. */
type KeyOf<K extends CollectionName> = Registry[K] extends { publishedKey: object }
  ? { publishedKey: KeyFacts }
  : unknown;

/** A collection kept in one file, as its page receives it. */
export type Single<K extends SingleName> = DataOf<K> & BodyOf<K> & HistoryOf<K> & KeyOf<K>;

/** What every entry of a folder collection has besides its fields: its id and its address. */
export interface EntryAddress {
  /** The file's name without its extension. */
  id: string;
  /** The address of the entry's own page. */
  url: string;
  /** In another language, an entry of a translated collection shown in the site's own, not translated yet. */
  untranslated?: true;
}

/** For a collection of signed statements: the key each entry's signature was checked against. */
type SignatureOf<K extends CollectionName> = Registry[K] extends { signingKey: object }
  ? { signature: SignatureCheck }
  : unknown;

/** One entry of a folder collection, as its own page receives it. */
export type Entry<K extends FolderName> = DataOf<K> & BodyOf<K> & EntryAddress & SignatureOf<K>;

type GroupsOf<K extends FolderName> = Registry[K] extends { groups: infer G } ? keyof G & string : never;

/** The pages an entry belongs to, one list per group: for a post, its tags, each with its address. */
export type EntryGroups<K extends FolderName> = Record<GroupsOf<K>, PageLink[]>;

type ListFields<K extends FolderName> = Registry[K] extends { list: { fields: readonly (infer F)[] } }
  ? F & keyof DataOf<K>
  : never;

/** An entry as a list shows it: the list's fields, its address, and its groups. */
export type ListItem<K extends FolderName> = Pick<DataOf<K>, ListFields<K>> &
  EntryAddress & { groups: EntryGroups<K> } & SignatureOf<K>;

/** One entry's page: the entry, its groups, and the entries just before and after it in the list. */
export interface EntryPage<K extends FolderName> {
  entry: Entry<K>;
  groups: EntryGroups<K>;
  /** The entry after this one in the list's order (for posts: the older one). */
  following?: PageLink;
  /** The entry before this one in the list's order (for posts: the newer one). */
  preceding?: PageLink;
}

/** One page of a list: its entries and the links to the pages around it. */
export interface ListPage<K extends FolderName> {
  items: ListItem<K>[];
  /** This page's number, from 1. */
  page: number;
  /** How many pages the list has. */
  pages: number;
  /** How many entries the whole list holds. */
  total: number;
  /** The page before (newer entries), when this is not the first. */
  previous?: string;
  /** The page after (older entries), when this is not the last. */
  next?: string;
  /** The address of the list's first page. */
  first: string;
  /** For a group's list, such as a tag: the value it lists. */
  value?: string;
}

/**
 * All content once loaded and valid: each single collection's data, each folder's entries in order.
 * A guarded text's history is not part of it: the content modules add it (`Single<K>`).
 */
export type Content = { [K in SingleName]: DataOf<K> & BodyOf<K> & KeyOf<K> } & {
  [K in FolderName]: Entry<K>[];
};
