import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { registry, type CollectionName, type Site } from '../../schemas';
import type { LanguageContent } from '../content/store';
import { splitFrontMatter } from '../../shared/front-matter';
import type { TranslationStatus } from '../../schemas/translation';
import { BODY_SECTION, bodySections } from '../content/translations';
import {
  BODY_FIELD,
  BODY_LABEL,
  EDITOR_FORMATS,
  LIST_FIELD,
  LOCAL_BACKEND,
  PUBLICATION_FIELD,
  publishedMarkdownFormat,
  VERSION_NOTE_FIELD,
  VERSION_NOTE_LABEL,
} from '../../shared/editor-files';
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

/**
 * Where the editor works: on the files of this machine, saved at once or, with `workflow`, kept on
 * a branch each until published into `branch`; or on a git host, through pull requests.
 */
export type CmsBackend =
  | { mode: 'local'; proxyUrl: string; branch?: string; workflow?: boolean }
  | ({ mode: 'hosted' } & Site['editing']);

/** The backend part of the configuration, in Decap's words. */
function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.mode === 'local')
    return { name: LOCAL_BACKEND, proxy_url: backend.proxyUrl, branch: backend.branch ?? 'main' };
  const common = { repo: backend.repo, branch: backend.branch, squash_merges: true };
  if (backend.backend === 'gitlab') {
    // GitLab signs editors in from the browser itself (PKCE), with no service of the site's own.
    return { name: 'gitlab', ...common, auth_type: 'pkce', app_id: backend.appId };
  }
  // GitHub needs a small sign-in service that holds the OAuth app's secret (README, "Hosted editing").
  return { name: 'github', ...common, base_url: backend.signInUrl, auth_endpoint: 'auth' };
}

/**
 * A markdown file's body as the editor shows it, in Decap's maintained rich-text widget (`richtext`;
 * its `markdown` widget is deprecated). The formats hand it each paragraph on one line and write
 * back only the blocks, or the list items, it changed (src/admin/formats.ts).
 */
function bodyField(label: string, hint: string): CmsField {
  return { name: BODY_FIELD, label, widget: 'richtext', hint, modes: ['rich_text', 'raw'] };
}

// Decap shows a hint as markdown, so the markdown it teaches is written as code to be seen as typed.
const BODY_HINT =
  'The text. The toolbar makes headings, bold words, lists and links; in Markdown, `## ` starts a section heading, `**words**` are bold and `[words](/page)` is a link. Each paragraph is one paragraph here, however the file wraps its lines.';

/** The fields of a guarded text's history, which the editor keeps for the editor rather than showing them. */
const HISTORY_FIELDS = new Set(['changes', 'lastUpdated']);

/** The field in which the editor of a guarded text says what changed. */
export const VERSION_NOTE_HINT =
  'Once you change the wording of the text below, say here in a sentence or two what changed, such as: Listed which device details we collect. The history page shows it above the marked changes. The new version is dated today, and so is Last updated, when you save.';

/**
 * The fields of a guarded text, such as the privacy policy: its history (`changes`, `lastUpdated`)
 * is kept as it is and never shown, since the editor writes it for the editor: a change of wording
 * adds the change entry, dated today, with the sentence of "What changed", which the form asks for
 * just above the text.
 */
function guardedFields(fields: CmsField[]): CmsField[] {
  return [
    ...fields.map((field) =>
      HISTORY_FIELDS.has(field.name)
        ? {
            name: field.name,
            label: field.label,
            widget: 'hidden',
            ...(field.required === false && { required: false }),
          }
        : field,
    ),
    {
      name: VERSION_NOTE_FIELD,
      label: VERSION_NOTE_LABEL,
      widget: 'text',
      required: false,
      hint: VERSION_NOTE_HINT,
    },
  ];
}

/** The fields of one file, its format, and whether it is a list at the top. */
function fileFields(
  name: CollectionName,
  schema: z.ZodType,
  markdown: boolean,
  bodyLabel: string,
  /** Whether a guarded text is edited as one, with its history kept for the editor; its translations are not. */
  versioned = true,
): { fields: CmsField[]; format: string } {
  const def = (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
  if (def.type === 'array') {
    // The list is the file's whole data, so its own path is the collection's.
    const list = fieldFor(LIST_FIELD, schema, [name]);
    return { fields: [{ ...list, label: 'Items' }], format: EDITOR_FORMATS.yamlList };
  }
  const fields = objectFields(schema, [name]);
  if (!markdown) return { fields, format: EDITOR_FORMATS.yaml };
  const definition = registry[name];
  if (versioned && definition.kind === 'single' && definition.versions) {
    return {
      fields: [...guardedFields(fields), bodyField(bodyLabel, BODY_HINT)],
      format: EDITOR_FORMATS.versionedMarkdown,
    };
  }
  return { fields: [...fields, bodyField(bodyLabel, BODY_HINT)], format: EDITOR_FORMATS.markdown };
}

/**
 * A collection of single files, with the format its files are read and written with. Decap reads a
 * format from the collection only, never from one of its files: a group whose files share one gets
 * it, and a group of YAML and markdown files gets the format that tells them apart by their text.
 */
function filesFormat(files: Record<string, unknown>[]): { format: string; files: Record<string, unknown>[] } {
  const formats = new Set(files.map((file) => file.format));
  const [only] = formats;
  return {
    format: formats.size === 1 ? String(only) : EDITOR_FORMATS.anyFile,
    files: files.map(({ format: _format, ...file }) => file),
  };
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
        // Entries published by a rule say in the list of entries when they are not on the site yet.
        format: definition.publish ? publishedMarkdownFormat(name) : EDITOR_FORMATS.markdown,
        create: true,
        slug: '{{slug}}',
        // A new post starts as a draft, which the built site leaves out until it is unticked.
        fields: [...objectFields(definition.schema, [name]), bodyField(BODY_LABEL, BODY_HINT)],
        ...('title' in ((definition.schema as unknown as { shape?: object }).shape ?? {}) && {
          identifier_field: 'title',
          ...(definition.publish && { summary: `{{title}}{{${PUBLICATION_FIELD}}}` }),
        }),
      });
      continue;
    }
    const folder = path.posix.dirname(definition.file);
    const group = FILE_GROUPS[folder] ?? FILE_GROUPS['.'];
    if (!groups.has(group.name)) groups.set(group.name, { ...group, files: [] });
    const { fields, format } = fileFields(
      name,
      definition.schema,
      definition.file.endsWith('.md'),
      BODY_LABEL,
    );
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
    ...[...groups.values()].map(({ files, ...group }) => ({
      ...group,
      ...filesFormat(files),
      editor: { preview: true },
    })),
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

/** A value's words as a hint shows them: a text as it is, a list's items joined. */
const wordsOf = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.join(' · ') : undefined;

/**
 * The fields of a translated file: only those that hold words, none required (what a translation
 * leaves out comes from the English), each with its English words as its hint, so the translator
 * sees the English beside each field as they write. With `changed`, the English of these fields
 * changed since they were translated, and each hint gives their English in full, as it is now.
 */
function translationFields(fields: readonly CmsField[], english: unknown, changed?: string): CmsField[] {
  const value = (name: string) =>
    english && typeof english === 'object' && !Array.isArray(english)
      ? (english as Record<string, unknown>)[name]
      : undefined;
  return fields.flatMap((field): CmsField[] => {
    if (NOT_WORDS.has(field.name)) return [];
    const own = value(field.name);
    const { required: _required, default: _default, ...rest } = field;
    if (field.widget === 'object' && field.fields) {
      const inner = translationFields(field.fields, own, changed);
      return inner.length > 0 ? [{ ...rest, fields: inner, required: false }] : [];
    }
    if (field.widget === 'list' && field.fields) {
      // Each item of a list is written in its English order; the English of item 1 is the hint.
      const inner = translationFields(field.fields, Array.isArray(own) ? own[0] : undefined, changed);
      return inner.length > 0 ? [{ ...rest, fields: inner, required: false }] : [];
    }
    if (!['string', 'text', 'markdown', 'richtext', 'list'].includes(field.widget)) return [];
    const words = wordsOf(own);
    const hint =
      words === undefined
        ? field.hint
        : changed
          ? `The English changed on ${changed}, after this was translated. It now reads: ${words}`
          : `English: ${words.length > HINT_LENGTH ? `${words.slice(0, HINT_LENGTH)}…` : words}`;
    return [{ ...rest, required: false, ...(hint && { hint }) }];
  });
}

/** The mark beside the name of a field or a file whose English changed since it was translated. */
export const ENGLISH_CHANGED = 'English changed';

/** A label with the mark of a change in English, and when. */
const changedLabel = (label: unknown, day: string) => `${String(label)} · ${ENGLISH_CHANGED} ${day}`;

/** The names of the sections of an English markdown body that changed, and their English now. */
function changedBody(sections: readonly string[], englishBody: string | undefined, day: string) {
  const names = sections.filter(
    (section) => section === BODY_SECTION || section.startsWith(`${BODY_SECTION}: `),
  );
  if (names.length === 0 || englishBody === undefined) return undefined;
  const now = new Map(bodySections(englishBody));
  const parts = names.map((name) => (now.get(name) ?? '').trim()).filter(Boolean);
  return `The English of ${names.length === 1 ? 'this part' : 'these parts'} changed on ${day}, after it was translated. It now reads:\n\n${parts.join('\n\n')}`;
}

/**
 * The translated file's fields with its outdated sections marked: each top-level field whose English
 * changed since it was translated, a list whose English items changed, and the text, whose hint is
 * then the English of the parts that changed, as it is now.
 */
function markOutdated(
  fields: CmsField[],
  status: TranslationStatus | undefined,
  english: unknown,
  englishBody: string | undefined,
): CmsField[] {
  if (status?.state !== 'outdated' || !status.sections || !status.changed) return fields;
  const sections = new Set(status.sections);
  const day = status.changed;
  const items = [...sections].filter((section) => /^item \d+$/.test(section));
  return fields.map((field) => {
    if (field.name === BODY_FIELD) {
      const hint = changedBody(status.sections!, englishBody, day);
      return hint ? { ...field, label: changedLabel(field.label, day), hint } : field;
    }
    if (field.name === LIST_FIELD && items.length > 0) {
      const which = items.map((item) => item.replace('item ', '')).join(', ');
      return {
        ...field,
        label: changedLabel(field.label, day),
        hint: `The English of item ${which} changed on ${day}, after it was translated.`,
      };
    }
    if (!sections.has(field.name)) return field;
    const own = (english as Record<string, unknown> | undefined)?.[field.name];
    const [marked] = translationFields([field], { [field.name]: own }, day);
    return { ...field, ...(marked ?? {}), label: changedLabel(field.label, day) };
  });
}

/**
 * One collection per language but the site's own: each translatable file's translation, at the same
 * path under content/translations/<tag>/, with its English beside each field, and the sections whose
 * English changed since they were translated marked, with their English as it is now.
 */
function translationCollections(
  languages: readonly LanguageContent[],
  englishBody: (file: string) => string | undefined,
): Record<string, unknown>[] {
  const [source, ...others] = languages;
  return others.map((language) => ({
    name: `translations-${language.language.tag}`,
    label: `${language.language.englishName} (${language.language.name})`,
    description: `The site in ${language.language.englishName}: each file’s words, with the English under each field. A part whose English changed since it was translated is marked “${ENGLISH_CHANGED}”, with the English as it is now. Set Reviewed once a native speaker has checked the file.`,
    ...filesFormat(translatedFiles(source, language, englishBody)),
  }));
}

/** The translatable files of the site in one language, each with its English beside its fields. */
function translatedFiles(
  source: LanguageContent,
  language: LanguageContent,
  englishBody: (file: string) => string | undefined,
): Record<string, unknown>[] {
  const tag = language.language.tag;
  return (Object.keys(registry) as CollectionName[]).flatMap((name) => {
    const definition = registry[name];
    if (definition.kind !== 'single' || definition.translate === false) return [];
    const markdown = definition.file.endsWith('.md');
    const { fields } = fileFields(name, definition.schema, markdown, BODY_LABEL, false);
    const english = source.content[name];
    const data = Array.isArray(english) ? { [LIST_FIELD]: english } : english;
    const status = language.status.get(name);
    const words = markOutdated(
      translationFields(fields, data),
      status,
      data,
      markdown ? englishBody(definition.file) : undefined,
    );
    return [
      {
        name,
        label:
          status?.state === 'outdated' && status.changed
            ? changedLabel(definition.label, status.changed)
            : definition.label,
        file: path.posix.join(CONTENT_DIR, translationPath(tag, definition.file)),
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
  });
}

/** The body of an English markdown file under `root`'s content/, or undefined when it cannot be read. */
function bodyReader(root: string | undefined): (file: string) => string | undefined {
  return (file) => {
    if (root === undefined) return undefined;
    const full = path.join(root, CONTENT_DIR, file);
    if (!existsSync(full)) return undefined;
    const text = readFileSync(full, 'utf8');
    return splitFrontMatter(text)?.body ?? text;
  };
}

/** The editor's whole configuration, for the local editor or a git host. */
export function cmsConfig(
  backend: CmsBackend,
  site: Pick<Site, 'siteUrl' | 'product'> | undefined,
  /** The site's languages, its own first: each other gets its translations, beside the English. */
  languages: readonly LanguageContent[] = [],
  /** The site's folder, whose English texts a translation's changed parts are shown from. */
  root?: string,
): Record<string, unknown> {
  return {
    load_config_file: false,
    backend: backendConfig(backend),
    // Hosted edits become pull requests, which CI checks before anything is published; the local
    // editor writes the working tree's files at once, unless it runs the workflow on git branches.
    ...((backend.mode === 'hosted' || backend.workflow) && { publish_mode: 'editorial_workflow' }),
    ...(site && {
      site_url: site.siteUrl,
      display_url: site.siteUrl,
      logo: { src: '/favicon.svg', show_in_header: true },
    }),
    media_folder: MEDIA.folder,
    public_folder: MEDIA.publicPath,
    collections: [...cmsCollections(), ...translationCollections(languages, bodyReader(root))],
  };
}
