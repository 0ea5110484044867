import path from 'node:path';
import { registry, type CollectionName } from '../../schemas';
import { closest } from './format-issues';
import type { Problem } from './problem';
import { slugify } from './slug';

/** The file the check leaves alone: the editors' guide. */
const NOT_CONTENT = new Set(['README.md']);

/** A file name that can be an address: lower-case words joined by dashes. */
export const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What a file under `content/` is, by its path alone, and so which reader reads it. */
export type FileRole =
  | {
      kind: 'markdown';
      collection: CollectionName;
      id?: string;
    }
  | { kind: 'yaml'; collection: CollectionName }
  | { kind: 'signed'; collection: CollectionName; id: string }
  | { kind: 'key'; collection: CollectionName }
  | {
      kind: 'version';
      collection: CollectionName;
      version: string;
    }
  | {
      kind: 'translation';
      collection: CollectionName;
      language: string;
      id?: string;
    };

export const TRANSLATIONS_DIR = 'translations';

export function translationPath(tag: string, relative: string): string {
  return path.posix.join(TRANSLATIONS_DIR, tag, relative);
}

const TRANSLATED = new RegExp(`^${TRANSLATIONS_DIR}/([^/]+)/(.+)$`);

/** The language and English file of a path under `content/translations/`; the tag is checked later. */
export function translatedFile(relative: string): { tag: string; source: string } | undefined {
  const match = TRANSLATED.exec(relative);
  return match ? { tag: match[1], source: match[2] } : undefined;
}

type Definition = (typeof registry)[CollectionName];

/** The collections by the path under `content/` that `at` gives each, leaving out those it gives none. */
function collectionsAt(
  at: (definition: Definition) => string | false | undefined,
): Map<string, CollectionName> {
  return new Map(
    (Object.keys(registry) as CollectionName[]).flatMap((name) => {
      const place = at(registry[name]);
      return place ? [[place, name] as const] : [];
    }),
  );
}

/** The single collections that are translated, by their English file. */
export const translatableFiles: ReadonlyMap<string, CollectionName> = collectionsAt(
  (definition) => definition.kind === 'single' && definition.translate !== false && definition.file,
);

/** The folder collections whose entries are translated, by their folder. */
export const translatableFolders: ReadonlyMap<string, CollectionName> = collectionsAt(
  (definition) => definition.kind === 'folder' && definition.translate && definition.folder,
);

/** The collection and entry id a translated entry's English file is, such as help/refunds.md. */
export function translatableEntry(source: string): { collection: CollectionName; id: string } | undefined {
  const match = /^(.+)\/([^/]+)\.md$/.exec(source);
  const collection = match && translatableFolders.get(match[1]);
  return collection ? { collection, id: match[2] } : undefined;
}

const singleFiles = collectionsAt((definition) => definition.kind === 'single' && definition.file);
const folders = collectionsAt((definition) => definition.kind === 'folder' && definition.folder);
/** The archive folders of guarded texts. */
const archives = collectionsAt((definition) => definition.kind === 'single' && definition.versions?.archive);
/** The signing keys of collections of signed statements, and the keys pages publish. */
const keys = collectionsAt((definition) =>
  definition.kind === 'folder' ? definition.signingKey?.file : definition.publishedKey?.file,
);

export function entryExtension(format: 'markdown' | 'signed-yaml'): string {
  return format === 'markdown' ? '.md' : '.txt';
}

/** The files the site needs, relative to `content/`: one per single collection. */
export const REQUIRED_FILES = [...singleFiles.keys()];

/**
 * What a file is, by its path relative to `content/` with forward slashes; `undefined` for a file
 * the site does not read, `null` for the editors' guide.
 */
export function roleOf(relative: string): FileRole | undefined | null {
  if (NOT_CONTENT.has(relative)) return null;
  const single = singleFiles.get(relative);
  if (single) return { kind: relative.endsWith('.md') ? 'markdown' : 'yaml', collection: single };
  const key = keys.get(relative);
  if (key) return { kind: 'key', collection: key };
  const translated = translatedFile(relative);
  if (translated) {
    const collection = translatableFiles.get(translated.source);
    if (collection) return { kind: 'translation', collection, language: translated.tag };
    const entry = translatableEntry(translated.source);
    return entry && { kind: 'translation', ...entry, language: translated.tag };
  }
  const slash = relative.lastIndexOf('/');
  const folder = slash < 0 ? '.' : relative.slice(0, slash);
  const name = relative.slice(slash + 1);
  const archived = archives.get(folder);
  if (archived) {
    return name.endsWith('.md')
      ? { kind: 'version', collection: archived, version: name.slice(0, -'.md'.length) }
      : undefined;
  }
  const collection = folders.get(folder);
  if (!collection) return undefined;
  const definition = registry[collection];
  if (definition.kind !== 'folder') return undefined;
  const extension = entryExtension(definition.format);
  if (!name.endsWith(extension)) return undefined;
  const id = name.slice(0, -extension.length);
  return definition.format === 'signed-yaml'
    ? { kind: 'signed', collection, id }
    : { kind: 'markdown', collection, id };
}

/** A problem with a whole file, which points at its first line. */
export const wholeFile = (file: string, message: string): Problem => ({
  file,
  line: 1,
  column: 1,
  path: '',
  message,
});

export function strayFileProblem(file: string, relative: string): Problem {
  const folder = [...folders.keys()].find((name) => relative.startsWith(`${name}/`));
  if (folder) {
    const definition = registry[folders.get(folder)!];
    const extension = definition.kind === 'folder' ? entryExtension(definition.format) : '.md';
    const slug = slugify(path.posix.basename(relative).replace(/\.[^.]*$/, ''));
    return wholeFile(
      file,
      `the site reads only ${extension} files placed directly in content/${folder}/; move or rename it, for example content/${folder}/${slug || 'my-post'}${extension}`,
    );
  }
  const translated = translatedFile(relative);
  if (translated) {
    const suggestion = closest(translated.source, [...translatableFiles.keys()]);
    return wholeFile(
      file,
      `content/${TRANSLATIONS_DIR}/${translated.tag}/ holds translations of the site's files, each at the same path as its English file; ${
        suggestion
          ? `did you mean content/${TRANSLATIONS_DIR}/${translated.tag}/${suggestion}?`
          : `content/${translated.source} is not a file the site translates`
      }`,
    );
  }
  const archive = [...archives.keys()].find((name) => relative.startsWith(`${name}/`));
  if (archive) {
    return wholeFile(
      file,
      `this folder keeps the recorded versions of a legal text, each a .md file that npm run legal:record writes; remove this file`,
    );
  }
  const suggestion = closest(relative, REQUIRED_FILES);
  return wholeFile(
    file,
    suggestion
      ? `the site does not read this file; did you mean content/${suggestion}?`
      : `the site does not read this file; the content files are listed in content/README.md`,
  );
}

export function entryNameProblem(file: string, id: string): Problem | undefined {
  if (ENTRY_ID.test(id)) return undefined;
  return wholeFile(
    file,
    `the file name becomes the page's web address, so it should be lower-case words joined by dashes, for example ${slugify(id) || 'my-post'}.md`,
  );
}
