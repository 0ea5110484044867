import type { CollectionName, Content, Language, TranslationStatus } from '../../schemas';
import type { MediaPicture } from '../media/inspect';
import type { Problem } from './problem';
import type { PublishedVersion } from './versions';

export interface LoadResult {
  content?: Content;
  problems: Problem[];
  /** Every content file found or expected, for the dev server to watch and the check to count. */
  files: string[];
  /** Every recorded version of each guarded text, newest first, with its wording, placeholders filled. */
  versions?: ReadonlyMap<CollectionName, PublishedVersion[]>;
  /** The site's languages, its own first; and for each other, its content and how each file keeps up. */
  languages?: LanguageContent[];
  /** The pictures of the media folder, by the address texts name them by, each checked by its bytes. */
  pictures?: ReadonlyMap<string, MediaPicture>;
}

export interface LanguageContent {
  language: Language;
  /** The content in this language; a file or entry without a translation, and untranslated folders' entries, are the English. */
  readonly content: Content;
  /** How each translated file (by collection) and entry (by key, `help/<id>`) keeps up with its English. */
  readonly status: ReadonlyMap<string, TranslationStatus>;
}
