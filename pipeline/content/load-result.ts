import type { CollectionName, Content, Language, TranslationStatus } from '../../schemas';
import type { Problem } from './problem';
import type { TextVersion } from './versions';

/** What reading the content gives: the content when it has no problem, else every problem found. */
export interface LoadResult {
  /** The validated content, when there was no problem. */
  content?: Content;
  problems: Problem[];
  /** Every content file found or expected, for the dev server to watch and the check to count. */
  files: string[];
  /** Every recorded version of each guarded text, newest first, with its wording, placeholders filled. */
  versions?: ReadonlyMap<CollectionName, TextVersion[]>;
  /** The site's languages, its own first; and for each other, its content and how each file keeps up. */
  languages?: LanguageContent[];
}

/** The site in one language: its content, each translated file laid over its English, and each file's status. */
export interface LanguageContent {
  language: Language;
  /** The content in this language; a file or entry without a translation, and untranslated folders' entries, are the English. */
  readonly content: Content;
  /**
   * How each translated file keeps up with its English, by collection, and each translatable entry,
   * by entry key (`help/<id>`); none for the site's own language.
   */
  readonly status: ReadonlyMap<string, TranslationStatus>;
}
