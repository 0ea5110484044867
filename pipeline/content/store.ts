import { lstatSync } from 'node:fs';
import path from 'node:path';
import {
  collections,
  fillPlaceholdersIn,
  globalPlaceholderValues,
  type Content,
  type Site,
} from '../../schemas';
import { todayIso } from '../../shared/dates';
import { loadResult } from './assemble';
import { withBodyReads } from './body-reads';
import type { ContentCache } from './cache';
import { decodeText } from './decode';
import { RefusedFile, refusedProblem, sizeLimitOf, type Refusal } from './file-limits';
import { readFileWithTimes } from './file-states';
import { CONTENT_DIR, roleOf, strayFileProblem, type FileRole } from './files';
import { listFiles } from './list-files';
import type { LoadResult } from './load-result';
import { ContentError, type Problem } from './problem';
import { readSourceFile, type FileInput } from './read';
import type { FileText, ReadContext } from './readers/reader';
import { checkSite } from './site-check';
import type { SourceFile } from './source-file';

// The content and its problems, as every user of the store names them.
export type { LanguageContent, LoadResult } from './load-result';

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

export { todayIso };

const SITE_FILE = collections.site.file;

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
  /**
   * Every file by the order its read began, which is the order its problems are listed in, however
   * long an asynchronous read takes.
   */
  private readonly order = new Set<string>();
  /** The reads still under way, which `settle` waits for: a file read stays as it was until its new read is done. */
  private readonly reading = new Map<string, Promise<SourceFile>>();
  private readonly strays = new Map<string, Problem>();
  /** What the last listing found under `content/` that is neither a folder nor an ordinary file. */
  private readonly irregular = new Set<string>();
  private values: Record<string, string> | undefined;
  private cached: LoadResult | undefined;
  /**
   * Texts that stand in for files on the disk while `problemsWith` checks them, by path relative to
   * `content/`; null stands in for a file deleted.
   */
  private readonly overlay = new Map<string, string | null>();
  /** The files an editor changed while the store was held, read when it is released. */
  private held: Set<string> | undefined;

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
    this.order.clear();
    this.strays.clear();
    this.reading.clear();
    this.irregular.clear();
    const files = listFiles(path.join(this.root, this.contentDir), this.irregular);
    this.cache?.begin(files);
    // Each is read as the files are, and refused by name (file-limits.ts).
    const present = [...files, ...this.irregular].sort();
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
    if (this.held) {
      this.held.add(path.resolve(this.root, file));
      return true;
    }
    // What the cache saw of the file before it was saved again no longer holds.
    this.cache?.invalidate(relative);
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

  /**
   * Reads no file until `release`, however many an editor changes meanwhile: the editorial workflow
   * checks a change's branch out in the working tree for as long as a request takes, and those files
   * are not the site's. A change the file watcher tells of late, after the request has begun, would
   * otherwise be read from that branch and stay in the site's content.
   */
  hold(): void {
    this.held ??= new Set();
  }

  /**
   * Reads every file changed while the store was held, as the working tree holds it now, and the
   * `changed` ones, paths as `update` takes them.
   */
  release(changed: readonly string[] = []): void {
    const files = [...(this.held ?? []), ...changed.map((file) => path.resolve(this.root, file))];
    this.held = undefined;
    for (const file of new Set(files)) this.update(file);
  }

  private read(relative: string, listed = false): void {
    this.cached = undefined;
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
    // While an editor's unsaved text stands in for a file, nothing is recalled or remembered.
    const cache = this.overlay.size === 0 ? this.cache : undefined;
    if (refusal) {
      this.refuse(relative, role, refusal, cache);
      return;
    }
    if (!role) {
      this.forget(relative);
      if (absent) cache?.gone(relative);
      else cache?.present(relative);
      if (role === undefined) this.strays.set(relative, strayFileProblem(file, relative));
      return;
    }
    this.order.delete(relative);
    this.order.add(relative);
    // The bytes are read once, and only when needed: a file the cache remembers as it is needs none.
    let bytes: Uint8Array | undefined;
    const load = () => (bytes ??= readFileWithTimes(path.join(this.root, file)));
    // The site's settings are read without values: they are where the values come from.
    const values = relative === SITE_FILE ? undefined : this.values;
    let decoded: ReturnType<typeof decodeText>;
    try {
      const known = cache?.recall(relative, { role, file }, load, values);
      if (known) {
        this.reading.delete(relative);
        this.keep(relative, known);
        return;
      }
      // The bytes are decoded here rather than by the reader, so that the cache keeps what was
      // learned of the same text without decoding the file a second time. Bytes that are not UTF-8
      // go to the reader as they are, which says why.
      decoded = given == null ? decodeText(load()) : { text: given };
    } catch (error) {
      // A file too large to read, or one that became a link since it was listed, is not read.
      if (!(error instanceof RefusedFile)) throw error;
      this.refuse(relative, role, error.refusal, cache);
      return;
    }
    const input: FileInput = 'text' in decoded ? { file, text: decoded.text } : { file, bytes: load() };
    const read = readSourceFile(role, input, this.context(values));
    const done = (source: SourceFile) => {
      cache?.remember(relative, load, values, source, 'text' in decoded ? decoded.text : undefined);
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

  /**
   * Keeps a file the check will not read, with the problem that says why: as the file of its
   * collection, so that nothing says it is missing, or as a stray. The cache keeps nothing of it,
   * so the next check looks at it again.
   */
  private refuse(
    relative: string,
    role: FileRole | null | undefined,
    refusal: Refusal,
    cache: ContentCache | undefined,
  ): void {
    const problem = refusedProblem(path.posix.join(this.contentDir, relative), refusal);
    cache?.gone(relative);
    this.reading.delete(relative);
    if (!role) {
      this.forget(relative);
      this.strays.set(relative, problem);
      return;
    }
    this.order.delete(relative);
    this.order.add(relative);
    this.keep(relative, { ...role, file: problem.file, problems: [problem] } as SourceFile);
  }

  private forget(relative: string): void {
    this.order.delete(relative);
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
        if (given === null) return undefined;
        if (given !== undefined) return { file, text: given };
        try {
          const decoded = decodeText(readFileWithTimes(path.join(this.root, file)));
          return 'text' in decoded ? { file, text: decoded.text } : undefined;
        } catch {
          return undefined;
        }
      },
    };
  }

  /**
   * The problems the content would have if these files held these texts, or were deleted where the
   * text is null, by path from the project's root: the browser editor's check before it saves, and
   * the editorial workflow's before it publishes. The store is left as it was. Calls must not
   * overlap, since the store stands in the given texts while it checks them.
   */
  async problemsWith(files: ReadonlyMap<string, string | null>): Promise<Problem[]> {
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
   * Reads only `changed`, files whose bytes changed since the check the cache remembers, and tells
   * whether what the checks across files read of each is as it was (cache.ts, `readAlone`), so that
   * the report of that check still holds: an editor's change to a post's words, say. When it is not,
   * `load` reads the other files and checks them all, recalling the ones read here.
   */
  async changedAlone(changed: readonly string[]): Promise<boolean> {
    const cache = this.cache;
    if (!cache || changed.includes(SITE_FILE)) return false;
    this.read(SITE_FILE);
    for (const relative of changed) {
      const before = cache.readAlone(relative);
      if (before === undefined) return false;
      this.read(relative, true);
      await this.settle();
      if (cache.outwardOf(relative) !== before) return false;
    }
    return true;
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
    const sources = new Map<string, SourceFile>();
    // What the checks read of a file beyond the digest the cache keeps of it, for the cache: the
    // files others were read against, and the bodies the checks across files read. A change to
    // any other file's words alone leaves the report as it is.
    const readByOthers = new Set<string>();
    for (const relative of this.order) {
      const source = this.sources.get(relative);
      if (!source) continue;
      for (const other of source.dependsOn ?? []) readByOthers.add(other);
      sources.set(relative, this.cache ? withBodyReads(source, () => readByOthers.add(relative)) : source);
    }
    const site = checkSite(sources, this.strays, {
      root: this.root,
      contentDir: this.contentDir,
      today: this.today,
      preview: this.preview,
      values: this.values,
    });
    this.cache?.readBeyondDigest(readByOthers);
    return loadResult(site, { today: this.today, preview: this.preview, values: this.values });
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
