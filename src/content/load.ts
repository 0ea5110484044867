import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  collections,
  GLOBAL_PLACEHOLDERS,
  type CollectionName,
  type Content,
  type Site,
} from '../../schemas';
import { crossCheck } from './checks';
import { issuesToProblems } from './format-issues';
import { renderMarkdown } from './markdown';
import { parseYaml, splitFrontMatter, type ParsedYaml } from './parse';
import type { Problem } from './problem';

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
  /** The validated content, when there was no problem. */
  content?: Content;
  problems: Problem[];
  /** Every file read, for the dev server to watch. */
  files: string[];
}

/** Today in the build machine's calendar, written YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const wholeFile = (file: string, message: string): Problem => ({ file, line: 1, column: 1, path: '', message });

async function readText(absolute: string): Promise<string | undefined> {
  try {
    return await readFile(absolute, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function validate(
  schema: z.ZodType,
  source: Omit<SourceFile, 'data'>,
  problems: Problem[],
): SourceFile | undefined {
  const result = schema.safeParse(source.parsed.data);
  if (!result.success) {
    problems.push(...issuesToProblems(result.error.issues, { file: source.file, parsed: source.parsed, schema }));
    return undefined;
  }
  return { ...source, data: result.data };
}

function unknownBodyPlaceholders(body: { text: string; line: number }, file: string): Problem[] {
  const problems: Problem[] = [];
  body.text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/\{([A-Za-z][\w-]*)\}/g)) {
      if (!(GLOBAL_PLACEHOLDERS as readonly string[]).includes(match[1])) {
        problems.push({
          file,
          line: body.line + index,
          column: (match.index ?? 0) + 1,
          path: 'body',
          message: `{${match[1]}} is not a placeholder this site knows; use one of ${GLOBAL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        });
      }
    }
  });
  return problems;
}

async function readSource(
  root: string,
  file: string,
  format: 'yaml' | 'markdown',
  problems: Problem[],
): Promise<Omit<SourceFile, 'data'> | undefined> {
  const text = await readText(path.join(root, file));
  if (text === undefined) {
    problems.push(wholeFile(file, 'this file is missing; the site needs it'));
    return undefined;
  }
  if (format === 'yaml') {
    const { parsed, problems: yamlProblems } = parseYaml(text, file);
    problems.push(...yamlProblems);
    return parsed && { file, parsed };
  }
  const parts = splitFrontMatter(text);
  if (!parts) {
    problems.push(
      wholeFile(file, 'should start with front matter: a line ---, the fields, and another line ---'),
    );
    return undefined;
  }
  const { parsed, problems: yamlProblems } = parseYaml(parts.frontMatter, file, parts.frontMatterLine - 1);
  const body = { text: parts.body, line: parts.bodyLine };
  problems.push(...yamlProblems, ...unknownBodyPlaceholders(body, file));
  return parsed && { file, parsed, body };
}

/** Replaces the `{name}` placeholders in every text of a value with the site's settings. */
function interpolate<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{([A-Za-z][\w-]*)\}/g, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolate(item, values)]),
    ) as T;
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
 * Reads every file under `content/`, validates each against its collection's schema, checks the
 * files against each other, and returns either the content or every problem found, each with its
 * file, line, column and field.
 */
export async function loadContent(options: LoadOptions): Promise<LoadResult> {
  const contentDir = options.contentDir ?? 'content';
  const today = options.today ?? todayIso();
  const problems: Problem[] = [];
  const sources = {} as Record<CollectionName, SourceFile | SourceFile[] | undefined>;
  const files: string[] = [];

  for (const name of Object.keys(collections) as CollectionName[]) {
    const { source, schema } = collections[name];
    if (source.format === 'markdown-folder') {
      const folder = path.posix.join(contentDir, source.folder);
      const names = await readdir(path.join(options.root, folder)).catch(() => [] as string[]);
      const entries: SourceFile[] = [];
      for (const fileName of names.filter((n) => n.endsWith('.md')).sort()) {
        const file = path.posix.join(folder, fileName);
        files.push(file);
        const id = fileName.slice(0, -3);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
          problems.push(
            wholeFile(file, `the file name should be lower-case words joined by dashes, for example ${id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.md`),
          );
        }
        const read = await readSource(options.root, file, 'markdown', problems);
        const valid = read && validate(schema, { ...read, id }, problems);
        if (valid) entries.push(valid);
      }
      sources[name] = entries;
    } else {
      const file = path.posix.join(contentDir, source.file);
      files.push(file);
      const read = await readSource(options.root, file, source.format, problems);
      sources[name] = read && validate(schema, read, problems);
    }
  }

  if (problems.length > 0) return { problems, files };

  const site = (sources.site as SourceFile).data as Site;
  const values = placeholderValues(site, today);
  const toEntry = (source: SourceFile) => {
    const data = interpolate(source.data, values) as Record<string, unknown>;
    if (!source.body) return data;
    const markdown = renderMarkdown(interpolate(source.body.text, values));
    return source.id === undefined ? { ...data, ...markdown } : { id: source.id, ...data, ...markdown };
  };
  const content = Object.fromEntries(
    Object.entries(sources).map(([name, source]) => [
      name,
      Array.isArray(source) ? source.map(toEntry) : toEntry(source as SourceFile),
    ]),
  ) as unknown as Content;

  problems.push(...crossCheck(content, sources as Record<CollectionName, SourceFile | SourceFile[]>, today));
  if (problems.length > 0) return { problems, files };

  const published = content.posts.filter(
    (post) => options.preview || (!post.draft && post.date <= today),
  );
  content.posts = published.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { content, problems, files };
}
