import { parse } from 'yaml';
import { registry } from '../../schemas/collections';
import { problemForEditor, refusalMessage, SERVER_TROUBLE } from '../../schemas/editor-messages';
import { isTranslationCollection, WORDED_STATUSES } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { entryProblems, isMarkdown } from './checks';
import { postToEditor } from './editor-api';
import { markdownFormat, versionedMarkdownFormat, yamlFormat, yamlListFormat } from './formats';
import { isListSchema } from '../../schemas/zod-def';

/**
 * The last check before the editor saves: the file the save would write, checked against its
 * schema in the browser and, in the local editor, by the content check itself on the dev server,
 * which also sees the other files (links, unique ids, the legal texts' recorded versions). A save
 * with a problem is stopped, and the editor shows the problems in the check's words.
 */

/** What Decap hands the preSave listener: the entry, as Immutable data. */
interface SavedEntry {
  get(key: 'collection' | 'slug' | 'path'): string | undefined;
  get(key: 'data'): { toJS(): Record<string, unknown> } | undefined;
  get(key: 'newRecord'): boolean | undefined;
  /** The pictures added to the entry and not saved yet, which the save writes beside it. */
  get(key: 'mediaFiles'): { toJS(): { path?: string; file?: Blob; draft?: boolean }[] } | undefined;
}

/** A picture the save will add, as the editor's server reads it: its path and its bytes in base64. */
interface PendingPicture {
  path: string;
  content: string;
}

/** Bytes as base64, a slice at a time, since a picture's bytes are too many to spread into one call. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** The pictures added to an entry that its save will write, so the check sees them with the text. */
async function pendingPictures(entry: SavedEntry): Promise<PendingPicture[]> {
  const files = entry.get('mediaFiles')?.toJS() ?? [];
  const pending = files.filter(
    (file): file is { path: string; file: Blob } =>
      typeof file.path === 'string' && file.file instanceof Blob,
  );
  return Promise.all(
    pending.map(async (file) => ({
      path: file.path,
      content: base64(new Uint8Array(await file.file.arrayBuffer())),
    })),
  );
}

/**
 * What the editor says when it will not do what was asked. Decap shows an error in its notice as
 * the error's name, a colon and its message; an error with no name is shown as its message alone,
 * in the editor's words, with nothing of the program around it.
 */
export class EditorRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = '';
  }
}

/** The refusal of a save, with each thing to fix. */
export const notSaved = (lines: readonly string[]) => new EditorRefusal(refusalMessage('saved', lines));

/** The registry's name for an entry: its folder collection's, or, for a file, the file's own. */
export function entryCollection(entry: SavedEntry): string | undefined {
  const collection = entry.get('collection') ?? '';
  if (Object.hasOwn(registry, collection)) return collection;
  // A language's collection names its files as the English ones are named, but holds only words.
  if (isTranslationCollection(collection)) return undefined;
  const file = entry.get('slug') ?? '';
  return Object.hasOwn(registry, file) ? file : undefined;
}

/** A file name for a new entry, made from its title as the editor makes it. */
const slugOf = (title: unknown) =>
  String(title ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'new-entry';

/** The path of the file an entry is saved to, from the project's root. */
function filePath(collection: string, entry: SavedEntry, data: Record<string, unknown>): string {
  const existing = entry.get('path');
  if (existing) return existing;
  const definition = registry[collection as keyof typeof registry];
  if (definition.kind === 'single') return `content/${definition.file}`;
  return `content/${definition.folder}/${slugOf(data.title)}.md`;
}

/** The file's text as the save would write it, and the data it holds, as the check reads them. */
export function fileToSave(
  collection: string,
  data: Record<string, unknown>,
  today: () => string,
): { raw: string; data: unknown } {
  const name = collection as keyof typeof registry;
  if (isListSchema(registry[name].schema)) {
    const raw = yamlListFormat.toFile(data);
    return { raw, data: parse(raw) };
  }
  if (isMarkdown(name)) {
    const definition = registry[name];
    const format =
      definition.kind === 'single' && 'versions' in definition && definition.versions
        ? versionedMarkdownFormat(today)
        : markdownFormat;
    const raw = format.toFile(data);
    return { raw, data: parse(splitFrontMatter(raw)?.frontMatter ?? '') ?? {} };
  }
  const raw = yamlFormat.toFile(data);
  return { raw, data: parse(raw) ?? {} };
}

/**
 * Asks the dev server's content check about a file the save would write, with the pictures the save
 * adds beside it; it answers with each thing to fix, in the editor's words.
 */
async function serverProblems(
  check: LocalCheck,
  path: string,
  raw: string,
  pictures: readonly PendingPicture[],
): Promise<string[]> {
  const response = await postToEditor(check.url, check.token, { files: [{ path, raw }], pictures }).catch(
    () => undefined,
  );
  if (!response?.ok) {
    // The server words what it refuses for the editor, such as a page opened before it started again.
    const answer = (await response?.json().catch(() => undefined)) as { error?: unknown } | undefined;
    const worded = response && WORDED_STATUSES.includes(response.status) && typeof answer?.error === 'string';
    throw new EditorRefusal(worded ? (answer.error as string) : SERVER_TROUBLE);
  }
  return ((await response.json()) as { lines: string[] }).lines;
}

/** The local editor's content check: where it answers, and the run's secret it asks for. */
export interface LocalCheck {
  url: string;
  token: string;
}

/**
 * The preSave listener: stops the save with the problems found, or lets it go on. `check` is the
 * dev server's check, in the local editor; a git host has none, and its pull request's CI runs it.
 * `today` is the day a guarded text's new version is dated.
 */
export function checkBeforeSave(check: LocalCheck | null, today: () => string) {
  return async ({ entry }: { entry: SavedEntry }): Promise<undefined> => {
    const collection = entryCollection(entry);
    const data = entry.get('data')?.toJS();
    if (!data) return undefined;
    if (!collection) {
      // A translation is checked laid over its English, which only the content check does: the
      // local editor's server checks it, and records a review it asks for; a git host's CI does.
      const path = entry.get('path');
      if (!check || !path || !isTranslationCollection(entry.get('collection') ?? '')) return undefined;
      const raw = path.endsWith('.md') ? markdownFormat.toFile(data) : yamlFormat.toFile(data);
      const lines = await serverProblems(check, path, raw, []);
      if (lines.length > 0) throw notSaved(lines);
      return undefined;
    }
    const path = filePath(collection, entry, data);
    const file = fileToSave(collection, data, today);
    const local = entryProblems(collection, file.data).map((problem) =>
      problemForEditor({ file: path, line: 1, column: 1, ...problem }, path),
    );
    if (local.length > 0) throw notSaved(local);
    if (check) {
      const lines = await serverProblems(check, path, file.raw, await pendingPictures(entry));
      if (lines.length > 0) throw notSaved(lines);
    }
    return undefined;
  };
}
