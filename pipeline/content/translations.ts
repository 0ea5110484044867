import { spawnSync } from 'node:child_process';
import {
  fillPlaceholdersIn,
  registry,
  translationMetaSchema,
  type CollectionName,
  type Language,
  type TranslationMeta,
  type TranslationStatus,
} from '../../schemas';
import { entryKey } from '../../shared/content-keys';
import { TRANSLATIONS_DIR, translatableFiles, translatableFolders, wholeFile } from './files';
import { issuesToProblems } from './format-issues';
import { PARSE_OPTIONS } from './readers/validate';
import type { Problem } from './problem';
import type { EntryFile, TranslationFile } from './source-file';
import { wordingFingerprint, normalizedWording } from './versions';
import type { ParsedYaml } from './yaml/parsed';

// A translation's `translation:` key holds a fingerprint of each English section's wording, so the
// page can say when its English changed, and the record of its review, if any.
export const TRANSLATION_KEY = 'translation';

export const TRANSLATION_RECORD_COMMAND = 'npm run i18n:record';

// White space, line wrapping and the order of keys never change a fingerprint.
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

/** The part of a markdown body before its first heading. */
export const BODY_SECTION = 'body';

/** A markdown body cut at its headings, each section named by its words (`body: 2. Your account`). */
export function bodySections(body: string): [string, string][] {
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

/** Each section's fingerprint, its placeholders unfilled, so a new year never counts as new wording. */
export function sectionFingerprints(
  data: unknown,
  body?: string,
  /** For an entry of a translated folder collection, its words: its other fields are never translated. */
  words?: readonly string[],
): Map<string, string> {
  const sections = new Map<string, string>();
  const add = (name: string, value: unknown) =>
    sections.set(name, wordingFingerprint(JSON.stringify(canonical(value)) ?? ''));
  if (Array.isArray(data)) data.forEach((item, index) => add(`item ${index + 1}`, item));
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data))
      if (key !== TRANSLATION_KEY && (words?.includes(key) ?? true)) add(key, value);
  }
  if (body !== undefined) for (const [name, text] of bodySections(body)) add(name, text);
  return sections;
}

/** The fields a translated entry of a folder collection sets; undefined for a collection kept in one file. */
export function wordsOf(name: CollectionName): readonly string[] | undefined {
  const definition = registry[name];
  return definition.kind === 'folder' ? (definition.translate ?? []) : undefined;
}

/** The English with the translation laid over it; a list item added in English shows until it is translated. */
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

function listUnderItems(rest: Record<string, unknown>): boolean {
  return 'items' in rest && Object.keys(rest).length === 1;
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
  const words = listUnderItems(rest) ? rest.items : rest;
  if (rawMeta === undefined) return { words, problems: [missingMeta(file)] };
  const result = translationMetaSchema.safeParse(rawMeta, PARSE_OPTIONS);
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

/** The day of a file's last commit, or today when it has changes not committed or there is no git. */
export function lastChanged(root: string, file: string, today: string): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const status = git(['status', '--porcelain', '--', file]);
  if (status.status !== 0 || status.stdout.trim() !== '') return today;
  const log = git(['log', '-1', '--format=%cs', '--', file]);
  const day = log.stdout.trim();
  return log.status === 0 && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : today;
}

/** One fingerprint of all a file's sections, whatever their order: what a reviewer read of it. */
export function wholeFingerprint(sections: ReadonlyMap<string, string>): string {
  return wordingFingerprint(JSON.stringify([...sections].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** The fingerprint of a translation's own words, its `translation:` key left out. */
export function translationFingerprint(data: unknown, body?: string): string {
  return wholeFingerprint(sectionFingerprints(data, body));
}

/**
 * A translation's state against its English: outdated when any section of the English changed since
 * it was recorded; reviewed while its review record names the English and the translation as they
 * are now (`words` is the translation's own fingerprint), so an edit to either clears it.
 */
export function translationStatus(
  english: ReadonlyMap<string, string>,
  meta: TranslationMeta | undefined,
  changed: () => string,
  legal: boolean,
  words?: string,
): TranslationStatus {
  const recorded = meta?.source ?? {};
  const sections = [...english].filter(([name, print]) => recorded[name] !== print).map(([name]) => name);
  const review = meta?.review;
  const whole = wholeFingerprint(english);
  const reviewed = review !== undefined && review.english === whole && review.translation === words;
  const common = {
    reviewed,
    english: whole,
    ...(reviewed && { reviewedBy: review.by }),
    ...(legal && { legal }),
  };
  if (sections.length === 0) return { state: 'translated', ...common };
  return { state: 'outdated', ...common, sections, changed: changed() };
}

export function missingStatus(legal: boolean): TranslationStatus {
  return { state: 'missing', ...(legal && { legal }) };
}

function wordsUnder(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const { [TRANSLATION_KEY]: _meta, ...rest } = data as Record<string, unknown>;
  return listUnderItems(rest) ? ['items'] : [];
}

/** A translation laid over its English and checked; `fixed` holds what it never sets, such as the site's language. */
export function acceptTranslation(
  source: TranslationFile,
  english: EntryFile,
  values: Readonly<Record<string, string>> | undefined,
  fixed: Readonly<Record<string, unknown>> = {},
): TranslationFile {
  const done: TranslationFile = { ...source, problems: [...source.problems] };
  // An English file that fails its own check is reported once, as itself, not again in each language.
  if (!source.parsed || english.parsed?.data === undefined || english.data === undefined) return done;
  const withWords = overlay(english.parsed.data, source.words);
  // A list file, such as the plans, has no fixed values; laying an empty group over it would replace it.
  const merged = Object.keys(fixed).length > 0 ? overlay(withWords, fixed) : withWords;
  const { schema } = registry[source.collection];
  const result = schema.safeParse(merged, PARSE_OPTIONS);
  if (!result.success) {
    done.problems.push(
      ...issuesToProblems(result.error.issues, {
        file: source.file,
        parsed: source.parsed,
        data: merged,
        schema,
        under: wordsUnder(source.parsed.data),
      }),
    );
    return done;
  }
  done.data = values ? fillPlaceholdersIn(result.data, values) : result.data;
  return done;
}

export interface TranslatedSite {
  /** The site's languages, its own first. */
  languages: Language[];
  files: Map<string, Map<CollectionName, TranslationFile>>;
  /** Each other language's valid translated entries of folder collections, by entry key (`help/<id>`). */
  entries: Map<string, Map<string, TranslationFile>>;
  /** Worked out when asked, as only pages show it. */
  status(tag: string): Map<string, TranslationStatus>;
  problems: Problem[];
}

/** Sorts the translations by language, refusing those of a language the site does not have. */
export function translateSite(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  translations: Iterable<TranslationFile>,
  { root, today }: { root: string; today: string },
): TranslatedSite {
  const problems: Problem[] = [];
  const languages = (byCollection.get('languages')?.[0]?.data as Language[] | undefined) ?? [];
  const [source] = languages;
  const files = new Map(
    languages.slice(1).map((language) => [language.tag, new Map<CollectionName, TranslationFile>()]),
  );
  const entries = new Map(languages.slice(1).map(({ tag }) => [tag, new Map<string, TranslationFile>()]));
  for (const translation of translations) {
    const own = files.get(translation.language);
    if (!own) {
      if (languages.length === 0) continue;
      problems.push(
        wholeFile(
          translation.file,
          translation.language === source.tag
            ? `${source.tag} is the language the site is written in, so it has no translations; its words are in the files outside content/${TRANSLATIONS_DIR}/`
            : `${translation.language} is not one of the site's languages; add it to content/languages.yaml, or move this file to the folder of a language listed there (${languages
                .slice(1)
                .map((language) => `content/${TRANSLATIONS_DIR}/${language.tag}/`)
                .join(', ')})`,
        ),
      );
      continue;
    }
    // Each translation was laid over its English and checked when it was read (readers/translation.ts).
    if (translation.data !== undefined && translation.problems.length === 0) {
      if (translation.id === undefined) own.set(translation.collection, translation);
      else
        entries.get(translation.language)!.set(entryKey(translation.collection, translation.id), translation);
    }
  }
  const statuses = new Map<string, Map<string, TranslationStatus>>();
  // Each English file's sections are fingerprinted once, for all its languages.
  const englishSections = new Map<string, Map<string, string>>();
  const sectionsOf = (english: EntryFile) => {
    let sections = englishSections.get(english.file);
    if (!sections) {
      const body = english.kind === 'markdown' ? english.body?.text : undefined;
      sections = sectionFingerprints(english.parsed?.data, body, wordsOf(english.collection));
      englishSections.set(english.file, sections);
    }
    return sections;
  };
  // The day an English file last changed is asked of git once, whichever languages lag behind it.
  const changedDays = new Map<string, string>();
  const changedDay = (file: string) => {
    let day = changedDays.get(file);
    if (day === undefined) changedDays.set(file, (day = lastChanged(root, file, today)));
    return day;
  };
  const stateOf = (
    english: EntryFile | undefined,
    translation: TranslationFile | undefined,
    legal: boolean,
  ) =>
    english && translation
      ? translationStatus(
          sectionsOf(english),
          translation.translation,
          () => changedDay(english.file),
          legal,
          translationFingerprint(translation.parsed?.data, translation.body?.text),
        )
      : missingStatus(legal);
  const statusOf = (tag: string) => {
    const states = new Map<string, TranslationStatus>();
    const own = files.get(tag) ?? new Map<CollectionName, TranslationFile>();
    for (const name of translatableFiles.values()) {
      const legal = registry[name].kind === 'single' && registry[name].versions !== undefined;
      states.set(name, stateOf(byCollection.get(name)?.[0], own.get(name), legal));
    }
    for (const name of translatableFolders.values()) {
      for (const english of byCollection.get(name) ?? []) {
        const key = entryKey(name, english.id!);
        states.set(key, stateOf(english, entries.get(tag)?.get(key), false));
      }
    }
    return states;
  };
  const status = (tag: string) => {
    let states = statuses.get(tag);
    if (!states) {
      states = statusOf(tag);
      statuses.set(tag, states);
    }
    return states;
  };
  return { languages, files, entries, status, problems };
}
