import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  registry,
  translationMetaSchema,
  type CollectionName,
  type TranslationMeta,
  type TranslationStatus,
} from '../../schemas';
import { issuesToProblems } from './format-issues';
import type { ParsedYaml } from './yaml/parsed';
import type { Problem } from './problem';
import { wordingFingerprint, normalizedWording } from './versions';

/**
 * Translations. A translated file sits under `content/translations/<tag>/` at the same path as its
 * English file, with the same shape but only the words: anything it leaves out (addresses, ids,
 * numbers, dates) comes from the English. Its `translation:` key says whether a native speaker
 * reviewed it, and holds a fingerprint of each English section it translates, which
 * `npm run i18n:record` writes. When an English section's wording changes, its fingerprint no
 * longer matches, and the translated page says that its English changed. Only wording counts:
 * white space, line wrapping and the order of keys never change a fingerprint.
 */

/** The folder of translations under `content/`, one folder per language tag inside it. */
export const TRANSLATIONS_DIR = 'translations';

/** The key of a translated file that says what it translates. */
export const TRANSLATION_KEY = 'translation';

/** The command that records which English a translation translates, which every message names. */
export const TRANSLATION_RECORD_COMMAND = 'npm run i18n:record';

/** The path of a file's translation into a language, relative to `content/`. */
export function translationPath(tag: string, relative: string): string {
  return path.posix.join(TRANSLATIONS_DIR, tag, relative);
}

/**
 * The language and English file of a path under `content/translations/`, or undefined for any other
 * path. Whether the tag is a language of the site is checked against `languages.yaml` later.
 */
export function translatedFile(relative: string): { tag: string; source: string } | undefined {
  const match = new RegExp(`^${TRANSLATIONS_DIR}/([^/]+)/(.+)$`).exec(relative);
  return match ? { tag: match[1], source: match[2] } : undefined;
}

/** The single collections that are translated, by their English file under `content/`. */
export const translatableFiles: ReadonlyMap<string, CollectionName> = new Map(
  (Object.keys(registry) as CollectionName[]).flatMap((name) => {
    const definition = registry[name];
    return definition.kind === 'single' && definition.translate !== false
      ? [[definition.file, name] as const]
      : [];
  }),
);

/** A value with every text's wording normalised and every object's keys in order, for a fingerprint. */
function canonical(value: unknown): unknown {
  if (typeof value === 'string') return normalizedWording(value);
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The name of the part of a markdown body before its first heading. */
export const BODY_SECTION = 'body';

/**
 * A markdown body cut at its headings: the text before the first heading, then one section per
 * heading, named by its words (`body: 2. Your account`). Lines in code fences are never headings.
 */
function bodySections(body: string): [string, string][] {
  const sections: [string, string[]][] = [[BODY_SECTION, []]];
  let fence: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening && (fence === undefined || opening.startsWith(fence))) fence = fence ? undefined : opening;
    const heading = fence ? undefined : /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading) {
      let name = `${BODY_SECTION}: ${normalizedWording(heading)}`;
      // Two headings with the same words are told apart by their order.
      for (let count = 2; sections.some(([taken]) => taken === name); count += 1)
        name = `${BODY_SECTION}: ${normalizedWording(heading)} (${count})`;
      sections.push([name, [line]]);
    } else sections.at(-1)![1].push(line);
  }
  return sections
    .filter(([name, lines]) => name !== BODY_SECTION || lines.join('').trim() !== '')
    .map(([name, lines]) => [name, lines.join('\n')]);
}

/**
 * The sections of an English file and the fingerprint of each: each top-level key of its YAML (each
 * item, for a file that is a list), and each part of a markdown body between headings. The YAML is
 * read as written, placeholders unfilled, so that a new year or a new address never counts as new
 * wording.
 */
export function sectionFingerprints(data: unknown, body?: string): Map<string, string> {
  const sections = new Map<string, string>();
  const add = (name: string, value: unknown) =>
    sections.set(name, wordingFingerprint(JSON.stringify(canonical(value)) ?? ''));
  if (Array.isArray(data)) data.forEach((item, index) => add(`item ${index + 1}`, item));
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) if (key !== TRANSLATION_KEY) add(key, value);
  }
  if (body !== undefined) for (const [name, text] of bodySections(body)) add(name, text);
  return sections;
}

/**
 * The English with the translation laid over it: where the translation has a value it wins; where it
 * has none, the English value stays. Lists are matched item by item, and keep the English length,
 * so a list item added in English shows in English until it is translated.
 */
export function overlay(english: unknown, translated: unknown): unknown {
  if (translated === undefined || translated === null) return english;
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return translated;
    return english.map((item, index) => overlay(item, translated[index]));
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object' || Array.isArray(translated)) return translated;
    const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(translated)) merged[key] = overlay(merged[key], value);
    return merged;
  }
  return translated;
}

/** A translated file's data and its `translation:` key, apart, with the key's problems. */
export function splitTranslation(
  parsed: ParsedYaml,
  file: string,
): { words: unknown; meta?: TranslationMeta; problems: Problem[] } {
  const data = parsed.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    // A list kept in one file, such as the plans, is translated as a list under `items`.
    return { words: data, problems: [missingMeta(file)] };
  }
  const { [TRANSLATION_KEY]: rawMeta, ...rest } = data as Record<string, unknown>;
  const words = 'items' in rest && Object.keys(rest).length === 1 ? rest.items : rest;
  if (rawMeta === undefined) return { words, problems: [missingMeta(file)] };
  const result = translationMetaSchema.safeParse(rawMeta);
  if (result.success) return { words, meta: result.data, problems: [] };
  const issues = result.error.issues.map((issue) => ({ ...issue, path: [TRANSLATION_KEY, ...issue.path] }));
  return {
    words,
    problems: issuesToProblems(issues, {
      file,
      parsed,
      schema: translationMetaSchema,
    }),
  };
}

function missingMeta(file: string): Problem {
  return {
    file,
    line: 1,
    column: 1,
    path: TRANSLATION_KEY,
    message: `a translated file starts with a translation: key that says whether a native speaker has reviewed it, such as translation: { reviewed: false }; for a list, put the items under items:`,
  };
}

/**
 * The day a file last changed: the day of its last commit, or today when it has changes not yet
 * committed, or when the project is not a git repository.
 */
export function lastChanged(root: string, file: string, today: string): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const status = git(['status', '--porcelain', '--', file]);
  if (status.status !== 0 || status.stdout.trim() !== '') return today;
  const log = git(['log', '-1', '--format=%cs', '--', file]);
  const day = log.stdout.trim();
  return log.status === 0 && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : today;
}

/**
 * How a translation keeps up with its English: the sections whose English fingerprint differs from
 * the one it recorded are outdated, and so is a section it never recorded.
 */
export function translationStatus(
  english: ReadonlyMap<string, string>,
  meta: TranslationMeta | undefined,
  changed: () => string,
  legal: boolean,
): TranslationStatus {
  const recorded = meta?.source ?? {};
  const sections = [...english].filter(([name, print]) => recorded[name] !== print).map(([name]) => name);
  const common = { reviewed: meta?.reviewed ?? false, ...(legal && { legal }) };
  if (sections.length === 0) return { state: 'translated', ...common };
  return { state: 'outdated', ...common, sections, changed: changed() };
}

/** The status of a file with no translation into a language. */
export function missingStatus(legal: boolean): TranslationStatus {
  return { state: 'missing', ...(legal && { legal }) };
}
