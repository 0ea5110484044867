import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  collections,
  registry,
  fillPlaceholders,
  fillPlaceholdersIn,
  globalPlaceholderValues,
  type LegalChange,
  type CollectionName,
  type Content,
  type Site,
  type Language,
  type TranslationStatus,
} from '../../schemas';
import { todayIso } from '../../shared/dates';
import { crossCheck } from './checks';
import { CONTENT_DIR, listFiles, REQUIRED_FILES, roleOf, strayFileProblem, wholeFile } from './files';
import { unpublishedReason } from './links';
import { renderMarkdown } from '../../shared/markdown';
import { entryPath } from '../../shared/paths';
import { ContentError, type Problem } from './problem';
import {
  acceptTranslation,
  missingFileProblem,
  readSignedStatement,
  readSourceFile,
  type SourceFile,
} from './read';
import {
  lastChanged,
  missingStatus,
  sectionFingerprints,
  translatableFiles,
  translationStatus,
  TRANSLATIONS_DIR,
} from './translations';
import { readSigningKey, signatureProblem, type SigningKeyResult } from './signed';
import {
  textVersions,
  versionProblems,
  wordingFingerprint,
  type ArchivedVersion,
  type TextVersion,
} from './versions';

export interface LoadOptions {
  /** The project's root; content is read from `content/` inside it. */
  root: string;
  /** The folder to read, relative to the root. */
  contentDir?: string;
  /** Today's date, YYYY-MM-DD: entries dated later stay out of the site, and `{year}` is its year. */
  today?: string;
  /** Keep drafts and entries dated later, as the dev server does so editors can preview them. */
  preview?: boolean;
}

export interface LoadResult {
  /** The validated content, when there was no problem; markdown is rendered the first time it is read. */
  content?: Content;
  problems: Problem[];
  /** Every content file found or expected, for the dev server to watch and the check to count. */
  files: string[];
  /** Every recorded version of each guarded text, newest first, with its wording, placeholders filled. */
  versions?: ReadonlyMap<CollectionName, TextVersion[]>;
  /** The site's languages, its own first; and for each other, its content and how each file keeps up. */
  languages?: LanguageContent[];
}

/** The site in one language: its content, each translated file laid over its English, and each file's status. */
export interface LanguageContent {
  language: Language;
  /** The content in this language; a file without a translation, and every folder's entries, are the English. */
  readonly content: Content;
  /** How each translated file keeps up with its English, by collection; none for the site's own language. */
  status: ReadonlyMap<CollectionName, TranslationStatus>;
}

export { todayIso };

const SITE_FILE = collections.site.file;

/** Gives a valid file's entry its rendered body, made the first time a page or a feed reads it. */
function withBody(source: SourceFile, fields: Record<string, unknown>): Record<string, unknown> {
  const markdown = source.markdown;
  if (!markdown) return fields;
  let html: string | undefined;
  return Object.defineProperties(fields, {
    html: { enumerable: true, get: () => (html ??= renderMarkdown(markdown.text).html) },
    headings: { enumerable: true, value: markdown.headings },
  });
}

/**
 * All the files under `content/`, read once and kept: the build reads them once and hands the
 * result to the content plugin and the prerender; the dev server keeps the store and reads again
 * only the file an editor saved.
 */
export class ContentStore {
  readonly root: string;
  readonly contentDir: string;
  readonly today: string;
  readonly preview: boolean;
  /** Each content file, by its path relative to `content/`. */
  private readonly sources = new Map<string, SourceFile>();
  private readonly strays = new Map<string, Problem>();
  private values: Record<string, string> | undefined;
  private cached: LoadResult | undefined;
  /** Texts that stand in for files on the disk while `problemsWith` checks them, by path relative to `content/`. */
  private readonly overlay = new Map<string, string>();
  /** Each signing key read, by its file's text, so a key is read once however many statements it signed. */
  private readonly signingKeys = new Map<string, Promise<SigningKeyResult>>();

  constructor(options: LoadOptions) {
    this.root = options.root;
    this.contentDir = options.contentDir ?? CONTENT_DIR;
    this.today = options.today ?? todayIso();
    this.preview = options.preview ?? false;
  }

  /** Reads every file, the site's settings first, since their values fill the others' placeholders. */
  load(): this {
    this.sources.clear();
    this.strays.clear();
    const present = listFiles(path.join(this.root, this.contentDir));
    this.read(SITE_FILE);
    for (const relative of present) if (relative !== SITE_FILE) this.read(relative, true);
    return this;
  }

  /**
   * Reads one file again after an editor saved, added or deleted it, and tells whether it is content.
   * A change of the site's settings reads every file again, since their placeholders may change.
   */
  update(file: string): boolean {
    const relative = path
      .relative(path.join(this.root, this.contentDir), path.resolve(this.root, file))
      .split(path.sep)
      .join('/');
    if (relative.startsWith('..')) return false;
    // The site's settings fill every file's placeholders, and a key signs every statement of its
    // collection: a change to either reads everything again.
    if (relative === SITE_FILE || roleOf(relative)?.key) {
      this.load();
      return true;
    }
    this.read(relative);
    return true;
  }

  private read(relative: string, listed = false): void {
    this.cached = undefined;
    this.sources.delete(relative);
    this.strays.delete(relative);
    const file = path.posix.join(this.contentDir, relative);
    // A file listed a moment ago exists; only a file an editor may have deleted is looked for.
    const given = this.overlay.get(relative);
    if (!listed && given === undefined && !existsSync(path.join(this.root, file))) return;
    const role = roleOf(relative);
    if (role === null) return;
    if (role === undefined) {
      this.strays.set(relative, strayFileProblem(file, relative));
      return;
    }
    if (relative === SITE_FILE) {
      // The site's settings hold the placeholders' values, and may use placeholders themselves
      // (the copyright line names {product}): read once for the values, then filled with them.
      const raw = readSourceFile(this.root, file, role, undefined, given);
      this.values =
        raw.data === undefined ? undefined : globalPlaceholderValues(raw.data as Site, this.today);
      this.sources.set(
        relative,
        this.values ? { ...raw, data: fillPlaceholdersIn(raw.data, this.values) } : raw,
      );
      return;
    }
    this.sources.set(relative, readSourceFile(this.root, file, role, this.values, given));
  }

  /**
   * The problems the content would have if these files held these texts, by path from the
   * project's root: the browser editor's check before it saves. The store is left as it was. Calls
   * must not overlap, since the store stands in the given texts while it checks them.
   */
  async problemsWith(files: ReadonlyMap<string, string>): Promise<Problem[]> {
    const relative = (file: string) => path.posix.relative(this.contentDir, file.split(path.sep).join('/'));
    for (const [file, text] of files) {
      this.overlay.set(relative(file), text);
      this.update(file);
    }
    try {
      return (await this.ready()).problems;
    } finally {
      for (const file of files.keys()) {
        this.overlay.delete(relative(file));
        this.update(file);
      }
      await this.settle();
    }
  }

  /**
   * Reads what could not be read at once: each signed statement's text, and its signature, checked
   * against its collection's key. Call it after `load` and `update`, before `result`.
   */
  async settle(): Promise<this> {
    for (const [relative, source] of this.sources) {
      if (!source.pending) continue;
      const read = await readSignedStatement(source, this.values);
      const definition = registry[source.collection];
      const keyFile = definition.kind === 'folder' ? definition.signingKey?.file : undefined;
      const keySource = keyFile === undefined ? undefined : this.sources.get(keyFile);
      const key = keySource?.raw === undefined ? undefined : await this.signingKey(keySource.raw);
      if (key && 'key' in key) {
        const problem = await signatureProblem(
          source.raw ?? '',
          key.key,
          path.posix.join(this.contentDir, keyFile!),
        );
        if (problem) read.problems.push(wholeFile(source.file, problem));
      }
      this.sources.set(relative, read);
      this.cached = undefined;
    }
    for (const source of this.sources.values()) {
      if (!source.key || source.raw === undefined || source.problems.length > 0) continue;
      const key = await this.signingKey(source.raw);
      if ('problem' in key) {
        source.problems.push(wholeFile(source.file, key.problem));
        this.cached = undefined;
      } else source.fingerprint = key.fingerprint;
    }
    return this;
  }

  private signingKey(text: string): Promise<SigningKeyResult> {
    if (!this.signingKeys.has(text)) this.signingKeys.set(text, readSigningKey(text));
    return this.signingKeys.get(text)!;
  }

  /** Every entry file read, valid or not, grouped by collection in the registry's order. */
  byCollection(): Map<CollectionName, SourceFile[]> {
    const grouped = new Map<CollectionName, SourceFile[]>(
      (Object.keys(registry) as CollectionName[]).map((name) => [name, []]),
    );
    for (const source of this.sources.values()) {
      if (source.version === undefined && !source.key && source.language === undefined)
        grouped.get(source.collection)!.push(source);
    }
    return grouped;
  }

  /** The recorded versions of a guarded text, as its archive keeps them. */
  archivedVersions(collection: CollectionName): ArchivedVersion[] {
    return [...this.sources.values()]
      .filter((source) => source.collection === collection && source.version !== undefined)
      .map((source) => ({
        name: source.version!,
        file: source.file,
        text: source.raw ?? '',
        fingerprint: wordingFingerprint(source.raw ?? ''),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The public key that signs a collection's statements, once it has been read. */
  async keyOf(collection: CollectionName): Promise<{ text: string; fingerprint: string } | undefined> {
    const definition = registry[collection];
    const source =
      definition.kind === 'folder' && definition.signingKey
        ? this.sources.get(definition.signingKey.file)
        : undefined;
    if (source?.raw === undefined) return undefined;
    const key = await this.signingKey(source.raw);
    return 'key' in key ? { text: source.raw, fingerprint: key.fingerprint } : undefined;
  }

  /** The content and every problem found, worked out again only after a file changed. */
  result(): LoadResult {
    return (this.cached ??= this.check());
  }

  /** Reads what is left to read, then hands over the content and every problem found. */
  async ready(): Promise<LoadResult> {
    await this.settle();
    return this.result();
  }

  private check(): LoadResult {
    const problems: Problem[] = [...this.strays.values()];
    const files = [...this.sources.keys(), ...this.strays.keys()].map((relative) =>
      path.posix.join(this.contentDir, relative),
    );
    for (const relative of REQUIRED_FILES) {
      if (this.sources.has(relative)) continue;
      const file = path.posix.join(this.contentDir, relative);
      files.push(file);
      problems.push(missingFileProblem(file, roleOf(relative)!.collection));
    }
    for (const source of this.sources.values()) problems.push(...source.problems);
    const byCollection = this.byCollection();
    for (const [name, sources] of byCollection) {
      // Without its key, no statement's signature can be checked, so none may be published.
      const definition = registry[name];
      if (definition.kind !== 'folder' || !definition.signingKey || sources.length === 0) continue;
      if (this.sources.has(definition.signingKey.file)) continue;
      const file = path.posix.join(this.contentDir, definition.signingKey.file);
      files.push(file);
      problems.push(
        wholeFile(
          file,
          `this file is missing: it holds the public key that signs the statements in ${path.posix.join(this.contentDir, definition.folder)}/, and without it no signature can be checked; export the key with gpg --armor --export, as content/README.md explains`,
        ),
      );
    }
    const versions = new Map<CollectionName, ArchivedVersion[]>();
    for (const [name, [source]] of byCollection) {
      if (registry[name].kind !== 'single' || !registry[name].versions) continue;
      versions.set(name, this.archivedVersions(name));
      if (source) problems.push(...versionProblems(source, versions.get(name)!, this.today));
    }
    problems.push(
      ...crossCheck(byCollection, { today: this.today, preview: this.preview }, (name) =>
        (versions.get(name) ?? []).map((version) => version.name),
      ),
    );
    const translated = this.translations(byCollection, problems);
    if (problems.length > 0) return { problems, files };
    // Assembled when first read: the content check needs only the problems.
    let content: Content | undefined;
    const assemble = () => (content ??= this.assemble(byCollection));
    const filled = new Map(
      [...versions].map(([name, archived]) => {
        const changes = (byCollection.get(name)![0].data as { changes?: LegalChange[] }).changes ?? [];
        const values = this.values ?? {};
        return [
          name,
          textVersions(changes, archived).map((version) => ({
            ...version,
            text: fillPlaceholders(version.text, values),
          })),
        ];
      }),
    );
    const languages = translated.languages.map((language, index): LanguageContent => {
      if (index === 0)
        return {
          language,
          status: new Map(),
          get content() {
            return assemble();
          },
        };
      let localized: Content | undefined;
      const own = translated.sources.get(language.tag)!;
      return {
        language,
        status: translated.status.get(language.tag)!,
        get content() {
          const english = assemble();
          return (localized ??= {
            ...english,
            // The site settings name the language, whether or not they are translated yet.
            site: { ...english.site, language: language.tag, locale: language.locale },
            ...Object.fromEntries(
              [...own].map(([name, source]) => [
                name,
                Array.isArray(source.data) ? source.data : withBody(source, { ...(source.data as object) }),
              ]),
            ),
          } as Content);
        },
      };
    });
    return {
      get content() {
        return assemble();
      },
      problems,
      files,
      versions: filled,
      languages,
    };
  }

  /**
   * Checks every translation against its schema, once laid over its English, and works out how far
   * each keeps up: a problem goes to `problems`; the valid ones come back by language and collection.
   */
  private translations(
    byCollection: Map<CollectionName, SourceFile[]>,
    problems: Problem[],
  ): {
    languages: Language[];
    sources: Map<string, Map<CollectionName, SourceFile>>;
    status: Map<string, Map<CollectionName, TranslationStatus>>;
  } {
    const languages = (byCollection.get('languages')?.[0]?.data as Language[] | undefined) ?? [];
    const [source] = languages;
    const sources = new Map(
      languages.slice(1).map((language) => [language.tag, new Map<CollectionName, SourceFile>()]),
    );
    for (const translation of this.sources.values()) {
      if (translation.language === undefined) continue;
      const own = sources.get(translation.language);
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
      const english = byCollection.get(translation.collection)?.[0];
      if (!english) continue;
      const language = languages.find((candidate) => candidate.tag === translation.language)!;
      // The site settings of a language take its tag and its way of writing dates from languages.yaml.
      const fixed =
        translation.collection === 'site' ? { language: language.tag, locale: language.locale } : {};
      const done = acceptTranslation(translation, english, this.values, fixed);
      problems.push(...done.problems);
      if (done.data !== undefined && done.problems.length === 0) own.set(translation.collection, done);
    }
    const status = new Map<string, Map<CollectionName, TranslationStatus>>();
    for (const [tag, own] of sources) {
      const states = new Map<CollectionName, TranslationStatus>();
      for (const name of translatableFiles.values()) {
        const english = byCollection.get(name)?.[0];
        const legal = registry[name].kind === 'single' && registry[name].versions !== undefined;
        const translation = own.get(name);
        if (!english || !translation) {
          states.set(name, missingStatus(legal));
          continue;
        }
        const sections = sectionFingerprints(english.parsed?.data, english.body?.text);
        states.set(
          name,
          translationStatus(
            sections,
            translation.translation,
            () => lastChanged(this.root, english.file, this.today),
            legal,
          ),
        );
      }
      status.set(tag, states);
    }
    return { languages, sources, status };
  }

  /** The pages' view of valid content: single files as they are, folders as their published entries in order. */
  private assemble(byCollection: Map<CollectionName, SourceFile[]>): Content {
    const content: Record<string, unknown> = {};
    const context = { today: this.today, preview: this.preview };
    for (const [name, sources] of byCollection) {
      const definition = registry[name];
      if (definition.kind === 'single') {
        const { data } = sources[0];
        // A list kept in one file, such as the plans, has no body to add.
        content[name] = Array.isArray(data) ? data : withBody(sources[0], { ...(data as object) });
        continue;
      }
      const order = definition.order as (a: unknown, b: unknown) => number;
      // A signed statement says which key its signature was checked against, for its page to show.
      const key = definition.signingKey && this.sources.get(definition.signingKey.file)?.fingerprint;
      const signature =
        key === undefined ? undefined : { fingerprint: key, key: definition.signingKey!.path };
      content[name] = sources
        .filter((source) => unpublishedReason(name, source.data, context) === undefined)
        .map((source) =>
          withBody(source, {
            id: source.id,
            url: entryPath(definition, source.id!),
            ...(source.data as object),
            ...(signature && { signature }),
          }),
        )
        .sort(order);
    }
    return content as Content;
  }
}

/**
 * Reads every file under `content/`, validates each against its collection's schema, checks the
 * files against each other, and returns either the content or every problem found, each with its
 * file, line, column and field.
 */
export function loadContent(options: LoadOptions): Promise<LoadResult> {
  return new ContentStore(options).load().ready();
}

/**
 * The content a build of the project at `root` publishes, placeholders filled; a content problem is
 * thrown as the check reports it. For the tools that need valid content or nothing: the benches,
 * and tests that read the copy they expect.
 */
export async function publishedContent(root: string, today?: string): Promise<Content> {
  const { content, problems, files } = await loadContent({ root, today });
  if (!content) throw new ContentError(problems, files.length);
  return content;
}
