import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  collections,
  registry,
  fillPlaceholdersIn,
  globalPlaceholderValues,
  type CollectionName,
  type Content,
  type Site,
  type Language,
  type TranslationStatus,
} from '../../schemas';
import { todayIso } from '../../shared/dates';
import { renderMarkdown, type BodyFacts } from '../../shared/markdown';
import { entryPath } from '../../shared/paths';
import type { ContentCache } from './cache';
import { decodeText } from './decode';
import { CONTENT_DIR, listFiles, roleOf, strayFileProblem } from './files';
import { unpublishedReason } from './links';
import { ContentError, type Problem } from './problem';
import { readSourceFile, type FileInput } from './read';
import type { FileText, ReadContext } from './readers/reader';
import { checkSite } from './site-check';
import type { EntryFile, SourceFile, TranslationFile } from './source-file';
import { publishedVersions, type TextVersion } from './versions';

export interface LoadOptions {
  /** The project's root; content is read from `content/` inside it. */
  root: string;
  /** The folder to read, relative to the root. */
  contentDir?: string;
  /** Today's date, YYYY-MM-DD: entries dated later stay out of the site, and `{year}` is its year. */
  today?: string;
  /** Keep drafts and entries dated later, as the dev server does so editors can preview them. */
  preview?: boolean;
  /**
   * What earlier checks learned about each file, to read again only the files that changed; what
   * this store reads is added to it. The checks across files run every time.
   */
  cache?: ContentCache;
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
function withBody(markdown: BodyFacts | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  if (!markdown) return fields;
  let html: string | undefined;
  return Object.defineProperties(fields, {
    html: { enumerable: true, get: () => (html ??= renderMarkdown(markdown.text).html) },
    headings: { enumerable: true, value: markdown.headings },
  });
}

const bodyOf = (source: EntryFile) => (source.kind === 'markdown' ? source.markdown : undefined);

/** A translation's body; a translated markdown file without a body of its own shows the English one. */
function translatedBody(source: TranslationFile, english: EntryFile): BodyFacts | undefined {
  return source.markdown && source.markdown.text.trim() !== '' ? source.markdown : bodyOf(english);
}

/**
 * All the files under `content/`, each read once by the reader of its kind and kept: the build
 * reads them once and hands the result to the content plugin and the prerender; the dev server
 * keeps the store and reads again only the file an editor saved, and the files read against it.
 */
export class ContentStore {
  readonly root: string;
  readonly contentDir: string;
  readonly today: string;
  readonly preview: boolean;
  private readonly cache: ContentCache | undefined;
  /** Each content file as read, by its path relative to `content/`. */
  private readonly sources = new Map<string, SourceFile>();
  /** The reads still under way, which `settle` waits for: a file read stays as it was until its new read is done. */
  private readonly reading = new Map<string, Promise<SourceFile>>();
  private readonly strays = new Map<string, Problem>();
  private values: Record<string, string> | undefined;
  private cached: LoadResult | undefined;
  /** Texts that stand in for files on the disk while `problemsWith` checks them, by path relative to `content/`. */
  private readonly overlay = new Map<string, string>();

  constructor(options: LoadOptions) {
    this.root = options.root;
    this.contentDir = options.contentDir ?? CONTENT_DIR;
    this.today = options.today ?? todayIso();
    this.preview = options.preview ?? false;
    this.cache = options.cache;
  }

  /** Reads every file, the site's settings first, since their values fill the others' placeholders. */
  load(): this {
    this.sources.clear();
    this.strays.clear();
    this.reading.clear();
    this.cache?.forget();
    const present = listFiles(path.join(this.root, this.contentDir));
    this.read(SITE_FILE);
    // A file another one was read against, such as a translation's English, may be read already.
    for (const relative of present) {
      if (!this.sources.has(relative) && !this.reading.has(relative)) this.read(relative, true);
    }
    return this;
  }

  /**
   * Reads one file again after an editor saved, added or deleted it, with the files read against
   * it, and tells whether it is content. A change of the site's settings reads every file again,
   * since their placeholders may change.
   */
  update(file: string): boolean {
    const relative = path
      .relative(path.join(this.root, this.contentDir), path.resolve(this.root, file))
      .split(path.sep)
      .join('/');
    if (relative.startsWith('..')) return false;
    if (relative === SITE_FILE) {
      this.load();
      return true;
    }
    this.read(relative);
    for (const [other, source] of this.sources) {
      if (source.dependsOn?.includes(relative)) this.read(other);
    }
    // What a read still under way depends on is not known yet, so it is started again.
    for (const other of [...this.reading.keys()]) if (other !== relative) this.read(other);
    return true;
  }

  private read(relative: string, listed = false): void {
    this.cached = undefined;
    this.strays.delete(relative);
    const file = path.posix.join(this.contentDir, relative);
    const given = this.overlay.get(relative);
    // A file listed a moment ago exists; only a file an editor may have deleted is looked for.
    const absent = !listed && given === undefined && !existsSync(path.join(this.root, file));
    const role = absent ? null : roleOf(relative);
    if (!role) {
      this.forget(relative);
      if (role === undefined) this.strays.set(relative, strayFileProblem(file, relative));
      return;
    }
    const input: FileInput =
      given === undefined ? { file, bytes: readFileSync(path.join(this.root, file)) } : { file, text: given };
    // The site's settings are read without values: they are where the values come from.
    const values = relative === SITE_FILE ? undefined : this.values;
    // While an editor's unsaved text stands in for a file, nothing is recalled or remembered.
    const cache = this.overlay.size === 0 && 'bytes' in input ? this.cache : undefined;
    const known = cache?.recall(
      relative,
      { role, file, bytes: (input as { bytes: Uint8Array }).bytes },
      values,
      this.readBytes,
    );
    if (known) {
      this.reading.delete(relative);
      this.keep(relative, known);
      return;
    }
    const read = readSourceFile(role, input, this.context(values));
    const done = (source: SourceFile) => {
      cache?.remember(relative, (input as { bytes: Uint8Array }).bytes, values, source, this.readBytes);
      this.keep(relative, source);
      return source;
    };
    if (!(read instanceof Promise)) {
      this.reading.delete(relative);
      done(read);
      return;
    }
    const pending: Promise<SourceFile> = read.then((source) => {
      // A read started again since this one began has the newer text; this one is dropped.
      if (this.reading.get(relative) !== pending) return source;
      this.reading.delete(relative);
      return done(source);
    });
    this.reading.set(relative, pending);
  }

  /** A file's bytes as saved, by its path under `content/`; nothing when it does not exist. */
  private readonly readBytes = (relative: string): Uint8Array | undefined => {
    try {
      return readFileSync(path.join(this.root, this.contentDir, relative));
    } catch {
      return undefined;
    }
  };

  private forget(relative: string): void {
    this.sources.delete(relative);
    this.reading.delete(relative);
  }

  /** Keeps a file as read; the site's settings also give the placeholders their values. */
  private keep(relative: string, source: SourceFile): void {
    this.cached = undefined;
    if (relative === SITE_FILE && source.kind === 'yaml') {
      // The site's settings may use placeholders themselves (the copyright line names {product}):
      // they are read once for the values, then filled with them.
      this.values =
        source.data === undefined ? undefined : globalPlaceholderValues(source.data as Site, this.today);
      if (this.values) source = { ...source, data: fillPlaceholdersIn(source.data, this.values) };
    }
    this.sources.set(relative, source);
  }

  /** What a reader may use: the placeholders' values, and another file's text, an unsaved one first. */
  private context(values: Readonly<Record<string, string>> | undefined): ReadContext {
    return {
      values,
      readOther: (relative: string): SourceFile | undefined => {
        if (!this.sources.has(relative) && !this.reading.has(relative)) this.read(relative);
        return this.sources.get(relative);
      },
      otherFile: (relative: string): FileText | undefined => {
        const file = path.posix.join(this.contentDir, relative);
        const given = this.overlay.get(relative);
        if (given !== undefined) return { file, text: given };
        try {
          const decoded = decodeText(readFileSync(path.join(this.root, file)));
          return 'text' in decoded ? { file, text: decoded.text } : undefined;
        } catch {
          return undefined;
        }
      },
    };
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
   * Waits for the reads still under way: a signed statement and its signature, and a key, which
   * openpgp.js reads asynchronously. Call it after `load` and `update`, before `result`.
   */
  async settle(): Promise<this> {
    while (this.reading.size > 0) await Promise.all(this.reading.values());
    return this;
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
    const site = checkSite(this.sources, this.strays, {
      root: this.root,
      contentDir: this.contentDir,
      today: this.today,
      preview: this.preview,
      values: this.values,
    });
    const { problems, files, byCollection, translated } = site;
    if (problems.length > 0) return { problems, files };
    // Assembled when first read: the content check needs only the problems.
    let content: Content | undefined;
    const assemble = () => (content ??= this.assemble(byCollection));
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
      const own = translated.files.get(language.tag)!;
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
                Array.isArray(source.data)
                  ? source.data
                  : withBody(translatedBody(source, byCollection.get(name)![0]), {
                      ...(source.data as object),
                    }),
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
      versions: publishedVersions(byCollection, site.archived, this.values ?? {}),
      languages,
    };
  }

  /** The pages' view of valid content: single files as they are, folders as their published entries in order. */
  private assemble(byCollection: Map<CollectionName, EntryFile[]>): Content {
    const content: Record<string, unknown> = {};
    const context = { today: this.today, preview: this.preview };
    for (const [name, sources] of byCollection) {
      const definition = registry[name];
      if (definition.kind === 'single') {
        const { data } = sources[0];
        // A list kept in one file, such as the plans, has no body to add.
        content[name] = Array.isArray(data) ? data : withBody(bodyOf(sources[0]), { ...(data as object) });
        continue;
      }
      const order = definition.order as (a: unknown, b: unknown) => number;
      content[name] = sources
        .filter((source) => unpublishedReason(name, source.data, context) === undefined)
        .map((source) =>
          withBody(bodyOf(source), {
            id: source.id,
            url: entryPath(definition, source.id!),
            ...(source.data as object),
            // A signed statement says which key its signature was checked against, for its page to show.
            ...(source.kind === 'signed' && source.signature && { signature: source.signature }),
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
