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
} as const;

/** The field that holds a list kept at the top of a YAML file, such as the plans. */
export const LIST_FIELD = 'items';

/** The field that holds a markdown file's body. */
export const BODY_FIELD = 'body';

/**
 * Where the editor's preview reads what the site publishes: every page's copy and the first page
 * of every list, by content key. The build writes it beside the editor; the dev server serves it
 * from the content as it is now.
 */
export const PREVIEW_CONTENT_PATH = '/admin/preview-content.json';
