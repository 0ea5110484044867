/**
 * The names the editor's generated configuration (pipeline/cms/config.ts) and its formats in the
 * browser (src/admin/formats.ts) must agree on.
 */

/** The formats the editor reads and writes files with, by kind of file. */
export const EDITOR_FORMATS = {
  /** A YAML file whose top is a group of fields. */
  yaml: 'masky-yaml',
  /** A YAML file whose top is a list, such as the plans: the editor shows it as one list field. */
  yamlList: 'masky-yaml-list',
  /** A markdown file: front matter, and the body as the `body` field. */
  markdown: 'masky-markdown',
  /**
   * A guarded text (a legal text), whose wording is published in versions: as `markdown`, and a
   * change of wording gets a new change entry, dated today, with the editor's sentence.
   */
  versionedMarkdown: 'masky-versioned-markdown',
  /**
   * A collection of single files of more than one kind: each file is read as markdown, a YAML list or
   * YAML fields, by its own text, and written back the same way.
   */
  anyFile: 'masky-file',
} as const;

/**
 * The format of a folder's markdown files whose entries are published by a rule (a draft, a date to
 * come), such as the posts: as `markdown`, and each entry read says whether it is published yet.
 */
export const publishedMarkdownFormat = (collection: string) => `${EDITOR_FORMATS.markdown}:${collection}`;

/**
 * The field under which such an entry says, for the editor's list of entries, when it is not yet on
 * the site: " · Draft" or " · Scheduled for 2026-12-01". It is worked out as the file is read, never written.
 */
export const PUBLICATION_FIELD = '__publication';

/** The field that holds a list kept at the top of a YAML file, such as the plans. */
export const LIST_FIELD = 'items';

/** The field that holds a markdown file's body. */
export const BODY_FIELD = 'body';

/** The field of a guarded text in which the editor says what changed; it is never written as it stands. */
export const VERSION_NOTE_FIELD = 'versionNote';

/** The label of a markdown file's body in the editor. */
export const BODY_LABEL = 'Text';

/** The label of the field in which the editor says what changed in a guarded text. */
export const VERSION_NOTE_LABEL = 'What changed';

/** The label of a translation's review mark in the browser editor. */
export const REVIEW_LABEL = 'Review';

/** The editor's widget of a translation's review mark (src/admin/review-widget.tsx). */
export const REVIEW_WIDGET = 'translation-review';

/** The key under a translation's `translation:` the review mark writes to ask for a review. */
export const REVIEW_REQUEST_KEY = 'reviewRequest';

/** A field's name as an editor reads it: `lastUpdated` is "Last updated". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The name of the local editor's backend: Decap's proxy backend, which talks to the dev server,
 * registered again by the editor (src/admin/local-backend.ts) so that its failures speak the editor's words.
 */
export const LOCAL_BACKEND = 'masky-local';

/** The status with which the local editor's server refuses what the content check refuses. */
export const REFUSED_STATUS = 409;

/**
 * Where the editor's preview reads what the site publishes: every page's copy and the first page
 * of every list, by content key. The build writes it beside the editor; the dev server serves it
 * from the content as it is now.
 */
export const PREVIEW_CONTENT_PATH = '/admin/preview-content.json';

/**
 * The header in which the local editor's page sends the secret its server made for the run
 * (pipeline/cms/access.ts): the server answers no request without it, so a page of another origin,
 * which cannot read the editor's page or modules, cannot ask it anything.
 */
export const EDITOR_TOKEN_HEADER = 'X-Editor-Token';

/**
 * The statuses with which the local editor's server answers in the editor's words, which the editor
 * shows as they stand: a refusal of the content check, a request from a page the server does not
 * know (such as one opened before the server started again), and a request too large to take.
 */
export const WORDED_STATUSES: readonly number[] = [REFUSED_STATUS, 403, 413];

/** The editor's collection of a language's translations, such as translations-fa. */
export const translationCollectionName = (tag: string) => `translations-${tag}`;

/** Whether an editor's collection is a language's translations. */
export const isTranslationCollection = (name: string) => name.startsWith(translationCollectionName(''));
