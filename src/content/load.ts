import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  collections,
  GLOBAL_PLACEHOLDERS,
  type CollectionName,
  type CollectionSource,
  type Content,
  type MarkdownBody,
  type Site,
} from '../../schemas';
import { crossCheck } from './checks';
import { closest, issuesToProblems, requiredKeysAt } from './format-issues';
import { renderMarkdown } from './markdown';
import { hasUnclosedFrontMatter, parseYaml, splitFrontMatter, type ParsedYaml } from './parse';
import type { Problem } from './problem';
import { slugify } from './slug';

/** One content file after parsing: where it is, and its YAML for finding positions again. */
export interface SourceFile {
  /** The path from the project's root, such as content/plans.yaml. */
  file: string;
  parsed: ParsedYaml;
  /** The front matter's data once valid, or the whole YAML file's. */
  data: unknown;
  body?: { text: string; line: number };
  /** For a file of a folder collection, the entry's id. */
  id?: string;
}

export interface LoadOptions {
  /** The project's root; content is read from `content/` inside it. */
  root: string;
  /** The folder to read, relative to the root. */
  contentDir?: string;
  /** Today's date, YYYY-MM-DD: posts dated later stay out of the site, and `{year}` is its year. */
  today?: string;
  /** Keep drafts and future posts, as the dev server does so editors can preview them. */
  preview?: boolean;
}

export interface LoadResult {
  /**
   * The validated content, when there was no problem. Markdown bodies are rendered the first time
   * their `html` or `headings` is read, so a check that never reads them stays fast.
   */
  content?: Content;
  problems: Problem[];
  /** Every content file found or expected, for the dev server to watch and the check to count. */
  files: string[];
}

/**
 * A file as far as it could be read, kept even when it has a problem, so that the links in it are
 * checked in the same run: its YAML once it parses, and a markdown file's body.
 */
export interface ReadFile {
  file: string;
  parsed?: ParsedYaml;
  body?: { text: string; line: number };
  id?: string;
}

/** Today in the build machine's calendar, written YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The files that are not content and that the check leaves alone: the editors' guide. */
const NOT_CONTENT = new Set(['README.md']);

const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const wholeFile = (file: string, message: string): Problem => ({ file, line: 1, column: 1, path: '', message });

/** Every file under a folder, as paths relative to it written with forward slashes. */
function listFiles(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) =>
        entry.parentPath === folder
          ? entry.name
          : `${entry.parentPath.slice(folder.length + 1).split(path.sep).join('/')}/${entry.name}`,
      )
      .sort();
  } catch {
    return [];
  }
}

/** How a file should start, named by the fields its schema needs, for an empty or headless file. */
function whatBelongs(schema: z.ZodType, format: CollectionSource['format']): string {
  const required = requiredKeysAt(schema, []);
  const fields = required.length > 0 ? `the fields ${required.join(', ')}` : 'a list of items, each starting with "- "';
  return format === 'yaml'
    ? `it should hold ${fields}; see content/README.md`
    : `it should start with front matter: a line ---, then ${fields}, each on its own line, then another line ---`;
}

function unknownBodyPlaceholders(body: { text: string; line: number }, file: string): Problem[] {
  const problems: Problem[] = [];
  for (const match of body.text.matchAll(/\{([A-Za-z][\w-]*)\}/g)) {
    if ((GLOBAL_PLACEHOLDERS as readonly string[]).includes(match[1])) continue;
    // Lines are counted only for a placeholder at fault, which keeps a clean body quick to check.
    const before = body.text.slice(0, match.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    problems.push({
      file,
      line: body.line + before.split('\n').length - 1,
      column: match.index - lineStart + 1,
      path: 'body',
      message: `{${match[1]}} is not a placeholder this site knows; use one of ${GLOBAL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    });
  }
  return problems;
}

/** Reads, parses and validates one file; every problem found goes into `problems`. */
function loadFile(
  root: string,
  file: string,
  format: CollectionSource['format'],
  schema: z.ZodType,
  problems: Problem[],
  readFiles: ReadFile[],
  id?: string,
): SourceFile | undefined {
  const text = readFileSync(path.join(root, file), 'utf8');
  let parsed: ParsedYaml | undefined;
  let body: SourceFile['body'];
  if (format === 'yaml') {
    const result = parseYaml(text, file);
    problems.push(...result.problems);
    parsed = result.parsed;
  } else {
    const parts = splitFrontMatter(text);
    if (!parts) {
      const message =
        text.trim() === ''
          ? `this file is empty; ${whatBelongs(schema, format)}`
          : hasUnclosedFrontMatter(text)
            ? 'the front matter that starts here is never closed: add a line --- after its last field'
            : whatBelongs(schema, format).replace(/^it /, 'this file ');
      problems.push(wholeFile(file, message));
      return undefined;
    }
    const result = parseYaml(parts.frontMatter, file, parts.frontMatterLine - 1);
    body = { text: parts.body, line: parts.bodyLine };
    problems.push(...result.problems, ...unknownBodyPlaceholders(body, file));
    parsed = result.parsed;
  }
  readFiles.push({ file, parsed, body, id });
  if (!parsed) return undefined;
  if (parsed.data === null) {
    const where = format === 'yaml' ? 'this file is empty' : 'the front matter is empty';
    const line = format === 'yaml' ? 1 : 2;
    problems.push({ file, line, column: 1, path: '', message: `${where}; ${whatBelongs(schema, 'yaml')}` });
    return undefined;
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    problems.push(...issuesToProblems(result.error.issues, { file, parsed, schema }));
    return undefined;
  }
  return { file, parsed, data: result.data, body, id };
}

/** Replaces the `{name}` placeholders in every text of a value with the site's settings. */
function interpolate<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{([A-Za-z][\w-]*)\}/g, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, values)])) as T;
  }
  return value;
}

function placeholderValues(site: Site, today: string): Record<string, string> {
  return {
    product: site.product,
    email: site.email,
    phone: site.phone,
    host: site.downloadHost,
    year: today.slice(0, 4),
    copyrightYear: String(site.copyrightYear),
    chat: site.communityChat,
  };
}

/**
 * Turns a valid file into the entry the pages receive. A markdown body becomes `html` and
 * `headings`, rendered on first read and then kept.
 */
function toEntry(source: SourceFile, values: Record<string, string> | undefined): Record<string, unknown> {
  const fill = <T>(value: T): T => (values ? interpolate(value, values) : value);
  const data = fill(source.data) as Record<string, unknown>;
  const body = source.body;
  if (!body) return data;
  const entry: Record<string, unknown> = source.id === undefined ? { ...data } : { id: source.id, ...data };
  let rendered: MarkdownBody | undefined;
  const render = () => (rendered ??= renderMarkdown(fill(body.text)));
  return Object.defineProperties(entry, {
    html: { enumerable: true, get: () => render().html },
    headings: { enumerable: true, get: () => render().headings },
  });
}

/** The problem with a file under `content/` that belongs to no collection. */
function strayFile(file: string, expected: string[], folders: string[]): Problem {
  const relative = file.split('/').slice(1).join('/');
  const folder = folders.find((name) => relative.startsWith(`${name}/`));
  if (folder) {
    const slug = slugify(path.posix.basename(relative).replace(/\.[^.]*$/, ''));
    return wholeFile(
      file,
      `the site reads only .md files placed directly in content/${folder}/; move or rename it, for example content/${folder}/${slug || 'my-post'}.md`,
    );
  }
  const suggestion = closest(relative, expected);
  return wholeFile(
    file,
    suggestion
      ? `the site does not read this file; did you mean content/${suggestion}?`
      : `the site does not read this file; the content files are listed in content/README.md`,
  );
}

/**
 * Reads every file under `content/`, validates each against its collection's schema, checks the
 * files against each other, and returns either the content or every problem found, each with its
 * file, line, column and field.
 */
export async function loadContent(options: LoadOptions): Promise<LoadResult> {
  const contentDir = options.contentDir ?? 'content';
  const today = options.today ?? todayIso();
  const preview = options.preview ?? false;
  const problems: Problem[] = [];
  const sources: Partial<Record<CollectionName, SourceFile | SourceFile[]>> = {};
  const present = new Set(listFiles(path.join(options.root, contentDir)));
  const claimed = new Set<string>(NOT_CONTENT);
  const files: string[] = [];
  const postIds: string[] = [];
  const readFiles = Object.fromEntries(
    Object.keys(collections).map((name) => [name, [] as ReadFile[]]),
  ) as Record<CollectionName, ReadFile[]>;

  for (const name of Object.keys(collections) as CollectionName[]) {
    const { source, schema } = collections[name];
    if (source.format === 'markdown-folder') {
      const entries: SourceFile[] = [];
      for (const relative of present) {
        if (!relative.startsWith(`${source.folder}/`)) continue;
        const fileName = relative.slice(source.folder.length + 1);
        if (fileName.includes('/') || !fileName.endsWith('.md')) continue;
        claimed.add(relative);
        const file = path.posix.join(contentDir, relative);
        files.push(file);
        const id = fileName.slice(0, -3);
        postIds.push(id);
        if (!FILE_NAME.test(id)) {
          const slug = slugify(id);
          problems.push(
            wholeFile(
              file,
              `the file name becomes the post's web address, so it should be lower-case words joined by dashes, for example ${slug || 'my-post'}.md`,
            ),
          );
        }
        const valid = loadFile(options.root, file, 'markdown', schema, problems, readFiles[name], id);
        if (valid) entries.push(valid);
      }
      sources[name] = entries;
    } else {
      const file = path.posix.join(contentDir, source.file);
      files.push(file);
      claimed.add(source.file);
      if (!present.has(source.file)) {
        problems.push(wholeFile(file, `this file is missing; the site needs it: ${whatBelongs(schema, source.format)}`));
        continue;
      }
      sources[name] = loadFile(options.root, file, source.format, schema, problems, readFiles[name]);
    }
  }

  const expected = Object.values(collections).flatMap((c) => ('file' in c.source ? [c.source.file] : []));
  const folders = Object.values(collections).flatMap((c) => ('folder' in c.source ? [c.source.folder] : []));
  for (const relative of present) {
    if (claimed.has(relative)) continue;
    const file = path.posix.join(contentDir, relative);
    files.push(file);
    problems.push(strayFile(file, expected, folders));
  }

  const site = sources.site as SourceFile | undefined;
  const values = site && placeholderValues(site.data as Site, today);
  const content = Object.fromEntries(
    Object.entries(sources)
      .filter(([, source]) => source !== undefined)
      .map(([name, source]) => [
        name,
        Array.isArray(source) ? source.map((entry) => toEntry(entry, values)) : toEntry(source!, values),
      ]),
  ) as Partial<Content>;

  problems.push(...crossCheck(content, sources, readFiles, { today, preview, postIds }));
  if (problems.length > 0) return { problems, files };

  const complete = content as Content;
  const published = complete.posts.filter((post) => preview || (!post.draft && post.date <= today));
  complete.posts = published.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { content: complete, problems, files };
}
