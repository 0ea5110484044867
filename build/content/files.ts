import { readdirSync } from 'node:fs';
import path from 'node:path';
import { collections, type CollectionName } from '../../schemas';
import { closest } from './format-issues';
import type { Problem } from './problem';
import { slugify } from './slug';

/** The folder editors work in, relative to the project's root. */
export const CONTENT_DIR = 'content';

/** The files that are not content and that the check leaves alone: the editors' guide. */
const NOT_CONTENT = new Set(['README.md']);

/** A file name that can be an address: lower-case words joined by dashes. */
export const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What a file under `content/` is: which collection it belongs to and, in a folder, which entry. */
export interface FileRole {
  collection: CollectionName;
  /** For a file of a folder collection, the entry's id: its name without `.md`. */
  id?: string;
}

const names = Object.keys(collections) as CollectionName[];

const singleFiles = new Map<string, CollectionName>(
  names.flatMap((name) => {
    const collection = collections[name];
    return collection.kind === 'single' ? [[collection.file, name] as const] : [];
  }),
);

const folders = new Map<string, CollectionName>(
  names.flatMap((name) => {
    const collection = collections[name];
    return collection.kind === 'folder' ? [[collection.folder, name] as const] : [];
  }),
);

/** The files the site needs, relative to `content/`: one per single collection. */
export const REQUIRED_FILES = [...singleFiles.keys()];

/**
 * Which collection a file belongs to, by its path relative to `content/`, written with forward
 * slashes; `undefined` for a file the site does not read, `null` for the editors' guide.
 */
export function roleOf(relative: string): FileRole | undefined | null {
  if (NOT_CONTENT.has(relative)) return null;
  const single = singleFiles.get(relative);
  if (single) return { collection: single };
  const slash = relative.indexOf('/');
  const collection = slash > 0 ? folders.get(relative.slice(0, slash)) : undefined;
  const name = relative.slice(slash + 1);
  if (!collection || name.includes('/') || !name.endsWith('.md')) return undefined;
  return { collection, id: name.slice(0, -'.md'.length) };
}

/** Every file under a folder, as paths relative to it written with forward slashes, in order. */
export function listFiles(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) =>
        entry.parentPath === folder
          ? entry.name
          : `${path.relative(folder, entry.parentPath).split(path.sep).join('/')}/${entry.name}`,
      )
      .sort();
  } catch {
    return [];
  }
}

export const wholeFile = (file: string, message: string): Problem => ({
  file,
  line: 1,
  column: 1,
  path: '',
  message,
});

/** The problem with a file under `content/` that belongs to no collection. */
export function strayFileProblem(file: string, relative: string): Problem {
  const folder = [...folders.keys()].find((name) => relative.startsWith(`${name}/`));
  if (folder) {
    const slug = slugify(path.posix.basename(relative).replace(/\.[^.]*$/, ''));
    return wholeFile(
      file,
      `the site reads only .md files placed directly in content/${folder}/; move or rename it, for example content/${folder}/${slug || 'my-post'}.md`,
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

/** The problem with an entry's file name that cannot be an address. */
export function entryNameProblem(file: string, id: string): Problem | undefined {
  if (ENTRY_ID.test(id)) return undefined;
  return wholeFile(
    file,
    `the file name becomes the page's web address, so it should be lower-case words joined by dashes, for example ${slugify(id) || 'my-post'}.md`,
  );
}
