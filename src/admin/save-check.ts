import { parse } from 'yaml';
import { registry } from '../../schemas/collections';
import { splitFrontMatter } from '../../shared/front-matter';
import { entryProblems, isMarkdown, problemLine } from './checks';
import { markdownFormat, yamlFormat, yamlListFormat } from './formats';

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
}

/** One problem the content check found, as `/_cms/check` answers. */
interface CheckedProblem {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
}

/** The error that stops a save; Decap shows its message to the editor. */
export class SaveRefused extends Error {
  constructor(readonly lines: string[]) {
    super(['Not saved: fix these first.', ...lines].join('\n'));
    this.name = 'SaveRefused';
  }
}

/** The registry's name for an entry: its folder collection's, or, for a file, the file's own. */
export function entryCollection(entry: SavedEntry): string | undefined {
  const collection = entry.get('collection') ?? '';
  if (Object.hasOwn(registry, collection)) return collection;
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
): { raw: string; data: unknown } {
  const name = collection as keyof typeof registry;
  if ((registry[name].schema as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'array') {
    const raw = yamlListFormat.toFile(data);
    return { raw, data: parse(raw) };
  }
  if (isMarkdown(name)) {
    const raw = markdownFormat.toFile(data);
    return { raw, data: parse(splitFrontMatter(raw)?.frontMatter ?? '') ?? {} };
  }
  const raw = yamlFormat.toFile(data);
  return { raw, data: parse(raw) ?? {} };
}

/** Asks the dev server's content check about a file the save would write. */
async function serverProblems(checkUrl: string, path: string, raw: string): Promise<string[]> {
  const response = await fetch(checkUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ files: [{ path, raw }] }),
  });
  if (!response.ok)
    throw new SaveRefused([`The content check did not answer (${response.status}); try again.`]);
  const { problems } = (await response.json()) as { problems: CheckedProblem[] };
  return problems.map((problem) =>
    [`${problem.file}:${problem.line}:${problem.column}`, problem.path, problem.message]
      .filter(Boolean)
      .join('  '),
  );
}

/**
 * The preSave listener: stops the save with the problems found, or lets it go on. `checkUrl` is the
 * dev server's check, in the local editor; a git host has none, and its pull request's CI runs it.
 */
export function checkBeforeSave(checkUrl: string | null) {
  return async ({ entry }: { entry: SavedEntry }): Promise<undefined> => {
    const collection = entryCollection(entry);
    const data = entry.get('data')?.toJS();
    if (!collection || !data) return undefined;
    const file = fileToSave(collection, data);
    const local = entryProblems(collection, file.data).map(problemLine);
    if (local.length > 0) throw new SaveRefused(local);
    if (checkUrl) {
      const lines = await serverProblems(checkUrl, filePath(collection, entry, data), file.raw);
      if (lines.length > 0) throw new SaveRefused(lines);
    }
    return undefined;
  };
}
