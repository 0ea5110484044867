import path from 'node:path';
import type { z } from 'zod';
import { registry, type CollectionName, type Site } from '../../schemas';
import type { LanguageContent } from '../content/store';
import { BODY_FIELD, EDITOR_FORMATS, LIST_FIELD } from '../../shared/editor-files';
import { CONTENT_DIR, translationPath } from '../content/files';
import { fieldFor, objectFields, type CmsField } from './fields';

/**
 * The browser editor's configuration (Decap CMS), made from the registry: every collection an
 * editor may change, with its files, fields, labels, hints and required fields from the schemas.
 * It is generated for the local editor (`npm run cms`) and for hosted editing (`dist/admin/`),
 * never written by hand, so it cannot drift from the schemas.
 */

/** Where images added from the editor go, and the address the site serves them at. */
export const MEDIA = { folder: 'public/media', publicPath: '/media' } as const;

/** How files kept in one file are grouped in the editor's list of collections, by their folder under content/. */
const FILE_GROUPS: Record<string, { name: string; label: string; description: string }> = {
  pages: { name: 'pageCopy', label: 'Page copy', description: 'The words of each page of the site.' },
  legal: {
    name: 'legalTexts',
    label: 'Legal texts',
    description: 'The privacy policy and the terms of service.',
  },
  '.': {
    name: 'settings',
    label: 'Settings and lists',
    description: 'The site’s settings, plans, servers, downloads and other lists.',
  },
};

/** Where the editor works: on the files of this machine, or on a git host, through pull requests. */
export type CmsBackend = { mode: 'local'; proxyUrl: string } | ({ mode: 'hosted' } & Site['editing']);

/** The backend part of the configuration, in Decap's words. */
function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.mode === 'local') return { name: 'proxy', proxy_url: backend.proxyUrl, branch: 'main' };
  const common = { repo: backend.repo, branch: backend.branch, squash_merges: true };
  if (backend.backend === 'gitlab') {
    // GitLab signs editors in from the browser itself (PKCE), with no service of the site's own.
    return { name: 'gitlab', ...common, auth_type: 'pkce', app_id: backend.appId };
  }
  // GitHub needs a small sign-in service that holds the OAuth app's secret (README, "Hosted editing").
  return { name: 'github', ...common, base_url: backend.signInUrl, auth_endpoint: 'auth' };
}

/** A markdown file's body as the editor shows it. */
function bodyField(label: string, hint: string): CmsField {
  return { name: BODY_FIELD, label, widget: 'markdown', hint, modes: ['rich_text', 'raw'] };
}

const BODY_LABEL = 'Text';
const BODY_HINT =
  'The text, in markdown: ## starts a section heading, ** around words makes them bold, [words](/page) is a link.';

/** The fields of one file, its format, and whether it is a list at the top. */
function fileFields(
  name: string,
  schema: z.ZodType,
  markdown: boolean,
  bodyLabel: string,
): { fields: CmsField[]; format: string } {
  const def = (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
  if (def.type === 'array') {
    // The list is the file's whole data, so its own path is the collection's.
    const list = fieldFor(LIST_FIELD, schema, [name]);
    return { fields: [{ ...list, label: 'Items' }], format: EDITOR_FORMATS.yamlList };
  }
  const fields = objectFields(schema, [name]);
  if (!markdown) return { fields, format: EDITOR_FORMATS.yaml };
  return { fields: [...fields, bodyField(bodyLabel, BODY_HINT)], format: EDITOR_FORMATS.markdown };
}

/** The collections of the editor: each folder collection, and the single files grouped by folder. */
export function cmsCollections(): Record<string, unknown>[] {
  const groups = new Map<
    string,
    { label: string; name: string; description: string; files: Record<string, unknown>[] }
  >();
  const folders: Record<string, unknown>[] = [];
  for (const name of Object.keys(registry) as CollectionName[]) {
    const definition = registry[name];
    if (definition.kind === 'folder') {
      // A signed statement is signed with the company's key, outside the site; an edit in the
      // browser would break its signature, so the editor leaves it out.
      if (definition.format === 'signed-yaml') continue;
      folders.push({
        name,
        label: definition.label,
        description: definition.description,
        folder: path.posix.join(CONTENT_DIR, definition.folder),
        extension: 'md',
        format: EDITOR_FORMATS.markdown,
        create: true,
        slug: '{{slug}}',
        // A new post starts as a draft, which the built site leaves out until it is unticked.
        fields: [...objectFields(definition.schema, [name]), bodyField(BODY_LABEL, BODY_HINT)],
        ...('title' in ((definition.schema as unknown as { shape?: object }).shape ?? {}) && {
          identifier_field: 'title',
        }),
      });
      continue;
    }
    const folder = path.posix.dirname(definition.file);
    const group = FILE_GROUPS[folder] ?? FILE_GROUPS['.'];
    if (!groups.has(group.name)) groups.set(group.name, { ...group, files: [] });
    const { fields, format } = fileFields(name, definition.schema, definition.file.endsWith('.md'), 'Text');
    groups.get(group.name)!.files.push({
      name,
      label: definition.label,
      file: path.posix.join(CONTENT_DIR, definition.file),
      description: definition.description,
      format,
      fields,
    });
  }
  return [
    ...folders,
    ...[...groups.values()].map(({ files, ...group }) => ({ ...group, files, editor: { preview: true } })),
  ];
}

/** Fields whose values are addresses, names of things or codes, never words: a translation leaves them to the English. */
const NOT_WORDS = new Set([
  'to',
  'href',
  'anchor',
  'icon',
  'id',
  'code',
  'os',
  'downloadLink',
  'releaseNotes',
  'report',
  'website',
]);

/** How long an English text may be in a field's hint before it is cut short. */
const HINT_LENGTH = 240;

/**
 * The fields of a translated file: only those that hold words, none required (what a translation
 * leaves out comes from the English), each with its English words as its hint, so the translator
 * sees the English beside each field as they write.
 */
function translationFields(fields: readonly CmsField[], english: unknown): CmsField[] {
  const value = (name: string) =>
    english && typeof english === 'object' && !Array.isArray(english)
      ? (english as Record<string, unknown>)[name]
      : undefined;
  return fields.flatMap((field): CmsField[] => {
    if (NOT_WORDS.has(field.name)) return [];
    const own = value(field.name);
    const { required: _required, default: _default, ...rest } = field;
    if (field.widget === 'object' && field.fields) {
      const inner = translationFields(field.fields, own);
      return inner.length > 0 ? [{ ...rest, fields: inner, required: false }] : [];
    }
    if (field.widget === 'list' && field.fields) {
      // Each item of a list is written in its English order; the English of item 1 is the hint.
      const inner = translationFields(field.fields, Array.isArray(own) ? own[0] : undefined);
      return inner.length > 0 ? [{ ...rest, fields: inner, required: false }] : [];
    }
    if (!['string', 'text', 'markdown', 'list'].includes(field.widget)) return [];
    const words = typeof own === 'string' ? own : Array.isArray(own) ? own.join(' · ') : undefined;
    const hint =
      words === undefined
        ? field.hint
        : `English: ${words.length > HINT_LENGTH ? `${words.slice(0, HINT_LENGTH)}…` : words}`;
    return [{ ...rest, required: false, ...(hint && { hint }) }];
  });
}

/**
 * One collection per language but the site's own: each translatable file's translation, at the same
 * path under content/translations/<tag>/, with its English beside each field.
 */
function translationCollections(languages: readonly LanguageContent[]): Record<string, unknown>[] {
  const [source, ...others] = languages;
  return others.map(({ language }) => ({
    name: `translations-${language.tag}`,
    label: `${language.englishName} (${language.name})`,
    description: `The site in ${language.englishName}: each file’s words, with the English under each field. Set Reviewed once a native speaker has checked the file, and run npm run i18n:record once it says what the English says.`,
    files: (Object.keys(registry) as CollectionName[]).flatMap((name) => {
      const definition = registry[name];
      if (definition.kind !== 'single' || definition.translate === false) return [];
      const markdown = definition.file.endsWith('.md');
      const { fields } = fileFields(name, definition.schema, markdown, BODY_LABEL);
      const english = source.content[name];
      const words = translationFields(fields, Array.isArray(english) ? { [LIST_FIELD]: english } : english);
      return [
        {
          name,
          label: definition.label,
          file: path.posix.join(CONTENT_DIR, translationPath(language.tag, definition.file)),
          format: markdown ? EDITOR_FORMATS.markdown : EDITOR_FORMATS.yaml,
          fields: [
            {
              name: 'translation',
              label: 'Translation',
              widget: 'object',
              collapsed: true,
              fields: [
                {
                  name: 'reviewed',
                  label: 'Reviewed by a native speaker',
                  widget: 'boolean',
                  required: false,
                  default: false,
                },
              ],
            },
            ...words,
          ],
        },
      ];
    }),
  }));
}

/** The editor's whole configuration, for the local editor or a git host. */
export function cmsConfig(
  backend: CmsBackend,
  site: Pick<Site, 'siteUrl' | 'product'> | undefined,
  /** The site's languages, its own first: each other gets its translations, beside the English. */
  languages: readonly LanguageContent[] = [],
): Record<string, unknown> {
  return {
    load_config_file: false,
    backend: backendConfig(backend),
    // Hosted edits become pull requests, which CI checks before anything is published; the local
    // editor writes the working tree's files at once.
    ...(backend.mode === 'hosted' && { publish_mode: 'editorial_workflow' }),
    ...(site && {
      site_url: site.siteUrl,
      display_url: site.siteUrl,
      logo: { src: '/favicon.svg', show_in_header: true },
    }),
    media_folder: MEDIA.folder,
    public_folder: MEDIA.publicPath,
    collections: [...cmsCollections(), ...translationCollections(languages)],
  };
}
