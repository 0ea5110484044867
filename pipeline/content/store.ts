import { lstatSync } from 'node:fs';
import path from 'node:path';
import {
  collections,
  dataPlaceholderValues,
  fillPlaceholdersIn,
  globalPlaceholderValues,
  valuesWrittenIn,
  type Content,
  type DataValues,
  type Plan,
  type Platform,
  type Site,
} from '../../schemas';
import { todayIso } from '../../shared/dates';
import type { BodyMode } from '../../shared/markdown';
import { buildDay } from './build-day';
import { MediaFolder, PUBLIC_DIR, type MediaLibrary } from '../media/library';
import { loadResult } from './assemble';
import { decodeText } from './decode';
import { readContentFile, RefusedFile, refusedProblem, sizeLimitOf, type Refusal } from './file-limits';
import { roleOf, strayFileProblem, type FileRole } from './files';
import { CONTENT_DIR, listFiles } from './list-files';
import type { LoadResult } from './load-result';
import { ContentError, type Problem } from './problem';
import { readSourceFile, type FileInput } from './read';
import type { FileText, ReadContext } from './readers/reader';
import { checkSite, type SiteCheck } from './site-check';
import type { SourceFile } from './source-file';
import { readTrust, type Trust } from './trust';

export type { LanguageContent, LoadResult } from './load-result';

export interface LoadOptions {
  root: string;
  contentDir?: string;
  /** Today's date, YYYY-MM-DD: entries dated later stay out of the site, and `{year}` is its year. */
  today?: string;
  /** Keep drafts and entries dated later, as the dev server does so editors can preview them. */
  preview?: boolean;
  /**
   * How markdown bodies are read: `render` (the default) keeps each body's one parse for the pages
   * to be drawn from; `facts`, for the content check, which draws no page, parses only what it checks.
   */
  bodies?: BodyMode;
}

export { todayIso };

const SITE_FILE = collections.site.file;

/**
 * The files whose data the placeholders show: the site's settings, the plans and the platforms. They
 * are read before every other file, without values, and filled once the values are made from them.
 */
const VALUE_FILES: readonly string[] = [SITE_FILE, collections.plans.file, collections.platforms.file];

/**
 * All the files under `content/`, each read once and kept; the dev server and the local editor read
 * again only what an editor saved. Every read, check and turn of the editorial workflow runs in one
 * queue, in the order asked for, so none sees another half done.
 */
export class ContentStore {
  readonly root: string;
  readonly contentDir: string;
  readonly today: string;
  readonly preview: boolean;
  readonly bodies: BodyMode;
  private readonly sources = new Map<string, SourceFile>();
  /** Every file by the order its read began, which is the order its problems are listed in. */
  private readonly order = new Set<string>();
  private readonly strays = new Map<string, Problem>();
  /** What the last listing found under `content/` that is neither a folder nor an ordinary file. */
  private readonly irregular = new Set<string>();
  /** The reads of signed statements and keys, which openpgp.js makes asynchronous, not finished yet. */
  private readonly reading = new Map<string, Promise<void>>();
  /** The placeholders' values as the site's own language writes them. */
  private values: Record<string, string> | undefined;
  /** The values as made from the value files, numbers as numbers, and the data placeholders without one. */
  private made: { values: Record<string, string | number>; missing: DataValues['missing'] } | undefined;
  /** The values as each other language's locale writes them, made when a translation first asks. */
  private readonly written = new Map<string, Record<string, string>>();
  /** The value files as read, before their own placeholders are filled. */
  private readonly valueFiles = new Map<string, SourceFile>();
  /** While the value files are read one after another, the values are made once, after the last. */
  private holdValues = false;
  /** The trust file as the last full read found it; read again only with every content file. */
  private trusted: Trust | undefined;
  private checked: LoadResult | undefined;
  /** Unsaved texts that stand in for files while `problemsWith` checks them; null for a file deleted. */
  private readonly overlay = new Map<string, string | null>();
  /** The media folder, read with the content and again when a file of `public/` changes. */
  private readonly mediaFolder: MediaFolder;
  private media: MediaLibrary = { pictures: new Map(), problems: [], files: [] };
  private queue: Promise<unknown> = Promise.resolve();
  /** What the last task nobody awaited threw, until the next load: thrown again by each result. */
  private failure: { error: unknown } | undefined;

  constructor(options: LoadOptions) {
    this.root = options.root;
    this.contentDir = options.contentDir ?? CONTENT_DIR;
    this.today = options.today ?? buildDay();
    this.preview = options.preview ?? false;
    this.bodies = options.bodies ?? 'render';
    this.mediaFolder = new MediaFolder(this.root);
  }

  /** Runs `task` once every task asked for before it has finished, and before any asked for after it. */
  inOrder<T>(task: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs a task nobody awaits, such as a load or a file read again; a failure it throws (a bug, or a
   * disk that failed) is kept and thrown by the next result, which would otherwise be worked out on
   * whatever content was read before it.
   */
  private background(task: () => unknown): void {
    this.inOrder(task).catch((error: unknown) => {
      this.failure = { error };
    });
  }

  // The value files are read first, since their values fill the others' placeholders.
  load(): this {
    this.background(() => {
      this.failure = undefined;
      this.sources.clear();
      this.valueFiles.clear();
      this.order.clear();
      this.strays.clear();
      this.irregular.clear();
      this.trusted = undefined;
      const files = listFiles(path.join(this.root, this.contentDir), this.irregular);
      // Each is read as the files are, and refused by name (file-limits.ts).
      const present = [...files, ...this.irregular].sort();
      this.holdValues = true;
      try {
        for (const relative of VALUE_FILES) this.read(relative);
      } finally {
        this.holdValues = false;
      }
      this.makeValues();
      // A file another one was read against, such as a translation's English, may be read already.
      for (const relative of present) {
        if (!this.sources.has(relative) && !this.reading.has(relative)) this.read(relative, true);
      }
      return Promise.all([this.finishReads(), this.readMedia()]);
    });
    return this;
  }

  /** Reads the media folder again; `overlay` stands in for pictures not written yet, or about to go. */
  private async readMedia(overlay?: ReadonlyMap<string, Uint8Array | null>): Promise<void> {
    this.checked = undefined;
    this.media = await this.mediaFolder.read(overlay);
  }

  /**
   * Reads one file again after an editor saved, added or deleted it, with the files read against it;
   * a change of a value file (the site's settings, the plans, the platforms) reads every file again,
   * since their placeholders may change.
   */
  update(file: string): boolean {
    const fromRoot = path.relative(this.root, path.resolve(this.root, file)).split(path.sep).join('/');
    if (fromRoot.startsWith(`${PUBLIC_DIR}/`)) {
      this.background(() => this.readMedia());
      return true;
    }
    const relative = this.relative(file);
    if (relative.startsWith('..')) return false;
    if (VALUE_FILES.includes(relative)) this.load();
    else this.background(() => this.readAgain(relative));
    return true;
  }

  /**
   * Throws what a task nobody awaited threw, once, and reads everything again, so the next result
   * (a reload in the dev server, the editor's next request) is worked out on whole content.
   */
  private throwFailure(): void {
    const { failure } = this;
    if (!failure) return;
    this.failure = undefined;
    this.reading.clear();
    this.load();
    throw failure.error;
  }

  result(): Promise<LoadResult> {
    return this.inOrder(() => {
      this.throwFailure();
      return (this.checked ??= this.check());
    });
  }

  problems(): Promise<Pick<LoadResult, 'problems' | 'files'>> {
    return this.inOrder(() => {
      this.throwFailure();
      return this.checked ?? this.checkSite();
    });
  }

  /**
   * The problems the content would have if these files held these texts (null: deleted), and the
   * media folder these pictures (by their paths from the project's root), for the editor's check
   * before a save and the workflow's before it publishes; the store is left as it was.
   */
  problemsWith(
    files: ReadonlyMap<string, string | null>,
    pictures: ReadonlyMap<string, Uint8Array | null> = new Map(),
  ): Promise<Problem[]> {
    return this.inOrder(async () => {
      this.throwFailure();
      const changed = [...files].map(([file, text]) => [this.relative(file), text] as const);
      for (const [relative, text] of changed) this.overlay.set(relative, text);
      try {
        for (const [relative] of changed) await this.readAgain(relative);
        if (pictures.size > 0) await this.readMedia(pictures);
        return this.check().problems;
      } finally {
        this.overlay.clear();
        for (const [relative] of changed) await this.readAgain(relative);
        if (pictures.size > 0) await this.readMedia();
      }
    });
  }

  private relative(file: string): string {
    return path
      .relative(path.join(this.root, this.contentDir), path.resolve(this.root, file))
      .split(path.sep)
      .join('/');
  }

  private async readAgain(relative: string): Promise<void> {
    this.read(relative);
    for (const [other, source] of this.sources) {
      if (source.dependsOn?.includes(relative)) this.read(other);
    }
    await this.finishReads();
  }

  private async finishReads(): Promise<void> {
    while (this.reading.size > 0) await Promise.all(this.reading.values());
  }

  private read(relative: string, listed = false): void {
    this.checked = undefined;
    this.strays.delete(relative);
    const file = path.posix.join(this.contentDir, relative);
    const given = this.overlay.get(relative);
    // A file listed a moment ago exists and is an ordinary file; only a file an editor may have
    // deleted, or one listed as no ordinary file, is looked at.
    let absent = given === null;
    let refusal: Refusal | undefined;
    if (given === undefined && (!listed || this.irregular.has(relative))) {
      const found = lstatSync(path.join(this.root, file), { throwIfNoEntry: false });
      if (!found) absent = true;
      else if (found.isSymbolicLink()) refusal = { reason: 'link' };
      else if (!found.isFile() && !found.isDirectory()) refusal = { reason: 'not-a-file' };
    } else if (given != null) {
      // An editor's text, not saved yet, is held to the limit its file would be.
      const size = Buffer.byteLength(given);
      if (size > sizeLimitOf(relative).bytes) refusal = { reason: 'too-large', size };
    }
    const role = absent ? null : roleOf(relative);
    if (refusal) return this.setRefused(relative, role, refusal);
    if (!role) {
      this.removeSource(relative);
      if (role === undefined) this.strays.set(relative, strayFileProblem(file, relative));
      return;
    }
    let input: FileInput;
    try {
      input =
        given == null ? { file, bytes: readContentFile(path.join(this.root, file)) } : { file, text: given };
    } catch (error) {
      // A file too large to read, or one that became a link since it was listed, is not read.
      if (!(error instanceof RefusedFile)) throw error;
      return this.setRefused(relative, role, error.refusal);
    }
    // The value files are read without values: they are where the values come from.
    const values = VALUE_FILES.includes(relative) ? undefined : this.values;
    this.order.delete(relative);
    this.order.add(relative);
    const read = readSourceFile(role, input, this.context(values));
    if (!(read instanceof Promise)) return this.setSource(relative, read);
    const pending = read.then(
      (source) => {
        // A read started again since this one began has the newer text; this one is dropped.
        if (this.reading.get(relative) !== pending) return;
        this.reading.delete(relative);
        this.setSource(relative, source);
      },
      (error: unknown) => {
        // A read that failed is no longer under way, so the file is read again next time.
        if (this.reading.get(relative) === pending) this.reading.delete(relative);
        throw error;
      },
    );
    this.reading.set(relative, pending);
  }

  /** Keeps a file the check will not read with the problem that says why, so nothing says it is missing. */
  private setRefused(relative: string, role: FileRole | null | undefined, refusal: Refusal): void {
    const problem = refusedProblem(path.posix.join(this.contentDir, relative), refusal);
    if (!role) {
      this.removeSource(relative);
      this.strays.set(relative, problem);
      return;
    }
    this.order.delete(relative);
    this.order.add(relative);
    this.setSource(relative, { ...role, file: problem.file, problems: [problem] } as SourceFile);
  }

  private removeSource(relative: string): void {
    this.order.delete(relative);
    this.sources.delete(relative);
    this.reading.delete(relative);
    if (this.valueFiles.delete(relative) && !this.holdValues) this.makeValues();
  }

  /** Keeps a file as read; a value file also gives the placeholders their values. */
  private setSource(relative: string, source: SourceFile): void {
    this.checked = undefined;
    this.reading.delete(relative);
    if (VALUE_FILES.includes(relative)) {
      this.valueFiles.set(relative, source);
      if (!this.holdValues) this.makeValues();
      return;
    }
    this.sources.set(relative, source);
  }

  /**
   * Makes the placeholders' values from the value files as read, then fills those files with them:
   * they may use placeholders themselves (the copyright line names {product}, a plan's feature line
   * {devices}). Without valid site settings there are no values, and no file is filled.
   */
  private makeValues(): void {
    const dataOf = (relative: string) => {
      const source = this.valueFiles.get(relative);
      return source?.kind === 'yaml' ? source.data : undefined;
    };
    const site = dataOf(SITE_FILE) as Site | undefined;
    this.written.clear();
    if (site === undefined) {
      this.made = this.values = undefined;
    } else {
      const data = dataPlaceholderValues({
        plans: dataOf(collections.plans.file) as Plan[] | undefined,
        platforms: dataOf(collections.platforms.file) as Platform[] | undefined,
      });
      this.made = {
        values: { ...globalPlaceholderValues(site, this.today), ...data.values },
        missing: data.missing,
      };
      this.values = this.valuesIn(site.locale);
    }
    for (const [relative, source] of this.valueFiles) {
      const fill = this.values && source.kind === 'yaml' && source.data !== undefined;
      this.sources.set(
        relative,
        fill ? { ...source, data: fillPlaceholdersIn(source.data, this.values!) } : source,
      );
    }
  }

  /** The placeholders' values as `locale` writes them (۱۰ in fa-IR), made once for each locale. */
  private valuesIn(locale: string): Record<string, string> | undefined {
    if (!this.made) return undefined;
    let written = this.written.get(locale);
    if (!written) this.written.set(locale, (written = valuesWrittenIn(this.made.values, locale)));
    return written;
  }

  /** The keys the trust file lists, read the first time a key or a statement asks for them. */
  private trust(): Trust {
    return (this.trusted ??= readTrust(this.root));
  }

  private context(values: Readonly<Record<string, string>> | undefined): ReadContext {
    return {
      values,
      // A translation is read with its own locale's values; a value file's with none.
      valuesIn: values && ((locale: string) => this.valuesIn(locale)),
      bodies: this.bodies,
      trust: () => this.trust(),
      sourceOf: (relative: string): SourceFile | undefined => {
        if (!this.sources.has(relative) && !this.reading.has(relative)) this.read(relative);
        return this.sources.get(relative);
      },
      textOf: (relative: string): FileText | undefined => {
        const file = path.posix.join(this.contentDir, relative);
        const given = this.overlay.get(relative);
        if (given === null) return undefined;
        if (given !== undefined) return { file, text: given };
        try {
          const decoded = decodeText(readContentFile(path.join(this.root, file)));
          return 'text' in decoded ? { file, text: decoded.text } : undefined;
        } catch {
          return undefined;
        }
      },
    };
  }

  private check(): LoadResult {
    return loadResult(this.checkSite(), { today: this.today, preview: this.preview, values: this.values });
  }

  private checkSite(): SiteCheck {
    const sources = new Map<string, SourceFile>();
    for (const relative of this.order) {
      const source = this.sources.get(relative);
      if (source) sources.set(relative, source);
    }
    // The trust file is the project's, not an editor's, but a key read against it stands or falls
    // with it: its problems are reported whenever a key was read.
    const keyRead = [...sources.values()].some((source) => source.kind === 'key');
    return checkSite(sources, this.strays, {
      root: this.root,
      outside: keyRead ? this.trust().problems : [],
      trusted: keyRead ? this.trust().keys : undefined,
      contentDir: this.contentDir,
      today: this.today,
      preview: this.preview,
      values: this.values,
      unvalued: this.made?.missing,
      media: this.media,
    });
  }
}

export function loadContent(options: LoadOptions): Promise<LoadResult> {
  return new ContentStore(options).load().result();
}

/** The content a build publishes, for the benches and the tests that read the copy they expect. */
export async function publishedContent(root: string, today?: string): Promise<Content> {
  const { content, problems, files } = await loadContent({ root, today });
  if (!content) throw new ContentError(problems, files.length);
  return content;
}
