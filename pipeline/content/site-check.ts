import path from 'node:path';
import { registry, type CollectionName } from '../../schemas';
import { checkEachLanguage, crossCheck } from './checks';
import { REQUIRED_FILES, roleOf, wholeFile } from './files';
import { MEDIA } from '../../shared/media';
import type { MediaLibrary } from '../media/library';
import type { Problem } from './problem';
import { missingFileProblem } from './readers/expected';
import type { KeyFacts, TrustedKey } from '../../schemas';
import type { EntryFile, KeyFile, SourceFile, TranslationFile, VersionFile } from './source-file';
import { translateSite, type TranslatedSite } from './translations';
import { unvaluedPlaceholders } from './unvalued';
import { guardedVersions, type ArchivedVersion } from './versions';

export interface SiteCheck {
  problems: Problem[];
  /** Every content file found or expected, by its path from the project's root. */
  files: string[];
  byCollection: Map<CollectionName, EntryFile[]>;
  /** What was read from each key a page publishes, by its collection, for the page to show. */
  keys: Map<CollectionName, KeyFacts>;
  archived: Map<CollectionName, ArchivedVersion[]>;
  translated: TranslatedSite;
  media: MediaLibrary;
}

export interface SiteContext {
  root: string;
  contentDir: string;
  today: string;
  preview: boolean;
  values?: Readonly<Record<string, string>>;
  /** Why each placeholder of the data that the data gives no value has none (`dataPlaceholderValues`). */
  unvalued?: Readonly<Record<string, string>>;
  /** Problems of files outside `content/` that the content was read against, such as the trust file. */
  outside?: readonly Problem[];
  /** The keys the trust file lists, once a key was read against it. */
  trusted?: readonly TrustedKey[];
  /** The media folder as read: its pictures, which texts may show, and its files' problems. */
  media: MediaLibrary;
}

function groupEntries(sources: Iterable<SourceFile>): Map<CollectionName, EntryFile[]> {
  const grouped = new Map<CollectionName, EntryFile[]>(
    (Object.keys(registry) as CollectionName[]).map((name) => [name, []]),
  );
  for (const source of sources) {
    if (source.kind === 'markdown' || source.kind === 'yaml' || source.kind === 'signed')
      grouped.get(source.collection)!.push(source);
  }
  return grouped;
}

/**
 * Without its key, no statement's signature can be checked, so none may be published; and a page
 * that publishes a key cannot give readers one it does not have.
 */
function missingKeys(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  present: (relative: string) => boolean,
  contentDir: string,
): { file: string; problem: Problem }[] {
  return [...byCollection].flatMap(([name, sources]) => {
    const definition = registry[name];
    if (definition.kind === 'single') {
      const published = definition.publishedKey;
      if (!published || present(published.file)) return [];
      const file = path.posix.join(contentDir, published.file);
      return [
        {
          file,
          problem: wholeFile(
            file,
            `this file is missing: it holds the public key that ${definition.page?.path ?? 'its page'} gives readers, and the page shows its fingerprint; export the key with gpg --armor --export, as content/README.md explains`,
          ),
        },
      ];
    }
    if (!definition.signingKey || sources.length === 0) return [];
    if (present(definition.signingKey.file)) return [];
    const file = path.posix.join(contentDir, definition.signingKey.file);
    const folder = path.posix.join(contentDir, definition.folder);
    return [
      {
        file,
        problem: wholeFile(
          file,
          `this file is missing: it holds the public key that signs the statements in ${folder}/, and without it no signature can be checked; export the key with gpg --armor --export, as content/README.md explains`,
        ),
      },
    ];
  });
}

/** What was read from each key a page publishes, by the collection that publishes it. */
function publishedKeys(
  sources: ReadonlyMap<string, SourceFile>,
  trusted: readonly TrustedKey[] = [],
): Map<CollectionName, KeyFacts> {
  const keys = new Map<CollectionName, KeyFacts>();
  // Newest first: the key in use leads, then the keys it replaced. The note is the maintainers'.
  const listed = [...trusted]
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0))
    .map(({ purpose, fingerprint, validFrom, validUntil }) => ({
      purpose,
      fingerprint,
      validFrom,
      ...(validUntil && { validUntil }),
    }));
  for (const source of sources.values()) {
    const definition = registry[source.collection];
    if (source.kind !== 'key' || definition.kind !== 'single' || !definition.publishedKey) continue;
    const { fingerprint, name } = source as KeyFile;
    if (fingerprint)
      keys.set(source.collection, {
        fingerprint,
        name: name ?? '',
        url: definition.publishedKey.path,
        ...(listed.length > 0 && { trusted: listed }),
      });
  }
  return keys;
}

/** The address of every file of the media folder, as a text names it: `/media/map.png`. */
const mediaAddresses = (media: MediaLibrary) =>
  new Set(media.files.map((file) => `${MEDIA.publicPath}/${path.posix.relative(MEDIA.folder, file)}`));

/** Checks every file read (by its path under `content/`) against the others and what the site needs. */
export function checkSite(
  sources: ReadonlyMap<string, SourceFile>,
  strays: ReadonlyMap<string, Problem>,
  context: SiteContext,
): SiteCheck {
  const { contentDir, today, media } = context;
  const problems: Problem[] = [...strays.values(), ...media.problems, ...(context.outside ?? [])];
  const files = [
    ...[...sources.keys(), ...strays.keys()].map((relative) => path.posix.join(contentDir, relative)),
    ...media.files,
  ];
  for (const relative of REQUIRED_FILES) {
    if (sources.has(relative)) continue;
    const file = path.posix.join(contentDir, relative);
    files.push(file);
    problems.push(missingFileProblem(file, roleOf(relative)!.collection));
  }
  for (const source of sources.values())
    problems.push(...source.problems, ...unvaluedPlaceholders(source, context.unvalued));
  const byCollection = groupEntries(sources.values());
  for (const { file, problem } of missingKeys(
    byCollection,
    (relative) => sources.has(relative),
    contentDir,
  )) {
    files.push(file);
    problems.push(problem);
  }
  const all = [...sources.values()];
  const versions = all.filter((source): source is VersionFile => source.kind === 'version');
  const { archived, problems: historyProblems } = guardedVersions(byCollection, versions, today);
  problems.push(...historyProblems);
  problems.push(
    ...crossCheck(byCollection, { ...context, pictures: mediaAddresses(media) }, (name) =>
      (archived.get(name) ?? []).map((version) => version.name),
    ),
  );
  const translations = all.filter((source): source is TranslationFile => source.kind === 'translation');
  const translated = translateSite(byCollection, translations, context);
  problems.push(...translated.problems, ...checkEachLanguage(byCollection, translated.files, today));
  return {
    problems,
    files,
    byCollection,
    keys: publishedKeys(sources, context.trusted),
    archived,
    translated,
    media,
  };
}
