import path from 'node:path';
import { cacheFileFor, verified, writeSections } from './cache-file';
import { cacheKey } from './cache-key';
import { freeze, thaw, type FrozenFile } from './cached-file';
import { openCache, type CheckIndex, type OpenedCache, type RememberedReport } from './check-index';
import { checkVersion } from './check-version';
import { digestOf, FileStates } from './file-states';
import type { FileRole } from './files';
import type { SourceFile } from './source-file';

/**
 * What the content check learned about each file, kept between runs so that the next one reads
 * again only the files that changed, the way `eslint --cache` and Astro's content store do. A file's
 * entry is keyed by its bytes, the placeholders' values it was read with, and the bytes of each file
 * it was read against (a statement's key, a translation's English); the whole cache by the check's
 * version (check-version.ts) and the content folder it was made for. The checks across files (links,
 * unique items, histories, translations) are not kept: they run on every check that reads a file
 * (site-check.ts), unless what they read of each file read is as it was (`readAlone`, body-reads.ts).
 * A check that reads none prints the report it remembers (check-index.ts).
 *
 * A cache whose MAC is not right with this machine's key (cache-key.ts) was not written by this
 * check on this machine, and is ignored, never trusted; so is one that cannot be read, was made by
 * another version of the check or for another folder, or whose bytes do not match the digests
 * written with them.
 */

/** A file's entry: what it was read from, and what was learned. */
interface Entry {
  /** The digest of the file's bytes. */
  bytes: string;
  /** The digest of the placeholders' values it was read with, or nothing without values. */
  values: string | null;
  /** The digest of each file it was read against, by path under `content/`; null for a file that did not exist. */
  dependsOn?: Record<string, string | null>;
  /** The digest of its text before the body, which outwardDigest takes in. */
  head: string;
  file: FrozenFile;
}

/**
 * The digest of what the checks across files may read of a file as read, its body's words aside:
 * all that was learned of it (its data, its problems, its links and pictures with their places),
 * and its text before the body, from which a problem's place in its YAML is worked out. It is worked
 * out when it is asked for, for the file or two a check compares, not for every file remembered:
 * over thousands of files, writing each one's data out once more cost a tenth of a check with no cache.
 */
function outwardDigest(entry: Entry): string {
  const { body, ...learned } = entry.file;
  return digestOf(JSON.stringify([learned, body?.line ?? null, entry.head]));
}

// Each entry is a line of its own, its path and its entry as JSON, a tab between them: a check parses
// only the entries of the files it is asked about, and writes again, byte for byte, the lines of the
// files it did not read. JSON writes a tab or a line break inside a text as an escape, so neither
// can occur in a path or an entry.
const TAB = 0x09;
const NEWLINE = 0x0a;
const key = (relative: string) => JSON.stringify(relative);

/** The lines of the section of entries, each still to be parsed, by path under `content/` as JSON. */
function entryLines(section: Buffer | undefined): Map<string, Buffer> {
  const lines = new Map<string, Buffer>();
  if (!section) return lines;
  for (let start = 0; start < section.length;) {
    const found = section.indexOf(NEWLINE, start);
    const end = found < 0 ? section.length : found;
    const tab = section.indexOf(TAB, start);
    if (tab > start && tab < end)
      lines.set(section.toString('utf8', start, tab), section.subarray(start, end));
    start = end + 1;
  }
  return lines;
}

/** An entry's line, parsed, if it is an entry. */
function parseEntry(line: Buffer): Entry | undefined {
  try {
    const entry = JSON.parse(line.toString('utf8', line.indexOf(TAB) + 1)) as Partial<Entry> | null;
    if (!entry || typeof entry.bytes !== 'string' || !entry.file || typeof entry.file !== 'object')
      return undefined;
    return entry as Entry;
  } catch {
    return undefined;
  }
}

const utf8 = new TextDecoder();

/** The content check's memory of each file, for one content folder. */
export class ContentCache {
  /** Each entry's line as it was written, by the file's path under `content/` as JSON; parsed when first asked for. */
  private readonly lines: Map<string, Buffer>;
  /** The entries remembered in this check, not yet written. */
  private readonly fresh = new Map<string, Entry>();
  /** The entries recalled or remembered since the last full read; only these are saved. */
  private readonly used = new Set<string>();
  /** The files of the folder, by path under `content/`, as the last full read found them and later reads changed them. */
  private readonly listed = new Set<string>();
  private readonly file: string;
  private readonly key: Buffer;
  /** Whether a cache file was there that this check could not vouch for, and was ignored. */
  readonly foreign: boolean;
  private readonly version: string;
  private readonly folder: string;
  private readonly index: CheckIndex | undefined;
  private states: FileStates;
  /** Whether a full read has begun, after which another starts from what the disk says again. */
  private begun = false;
  private lastValues: { values: Readonly<Record<string, string>>; digest: string } | undefined;
  /** What the last site check said others read of more than their digest, for the next check (`readAlone`). */
  private readByOthers: ReadonlySet<string> = new Set();

  /**
   * The cache as a check opened it (check-index.ts), keeping the state of each file that check has
   * seen already, so that a check whose remembered report did not hold does not look at them again.
   */
  constructor({ file, key, foreign, version, folder, sections, index, states }: OpenedCache) {
    this.file = file;
    this.key = key;
    this.foreign = foreign;
    this.version = version;
    this.folder = folder;
    this.index = index;
    this.states = states;
    this.lines = entryLines(index ? verified(sections?.[1]) : undefined);
  }

  /**
   * Opens the cache of the content folder `folder` (an absolute path), kept in `file`; `version`
   * names the check, and defaults to the digest of its code in the project at `codeRoot`; `key` is
   * this machine's key (cache-key.ts). Nothing when there is no key to vouch for a cache with.
   */
  static open({
    folder,
    codeRoot = path.resolve(import.meta.dirname, '../..'),
    file = cacheFileFor(codeRoot, folder),
    version = checkVersion(codeRoot),
    key = cacheKey(),
  }: {
    folder: string;
    codeRoot?: string;
    file?: string;
    version?: string;
    key?: Buffer;
  }): ContentCache | undefined {
    return key && new ContentCache(openCache({ folder, file, version, key }));
  }

  /**
   * Starts a full read of the folder, which holds `files` (paths under `content/`): an entry no file
   * asks for from now on is dropped at the next save.
   */
  begin(files: readonly string[]): void {
    this.used.clear();
    this.listed.clear();
    for (const file of files) this.listed.add(file);
    if (this.begun) this.states = new FileStates(this.folder, this.index);
    this.begun = true;
  }

  /** Forgets what this check saw of a file, which an editor has since saved, added or deleted. */
  invalidate(relative: string): void {
    this.states.invalidate(relative);
  }

  /** Notes a file that exists but is no content (the editors' guide, a stray file): only its presence counts. */
  present(relative: string): void {
    this.listed.add(relative);
    this.states.present(relative);
  }

  /** Notes a file that no longer exists. */
  gone(relative: string): void {
    this.listed.delete(relative);
    this.states.invalidate(relative);
  }

  /**
   * What was learned about a file, if its bytes, the values it is read with, and each file it was
   * read against are all as they were; nothing otherwise. `load` reads the file's bytes, which only
   * a file whose size or times changed needs, and a body or YAML text asked for later.
   */
  recall(
    relative: string,
    { role, file }: { role: FileRole; file: string },
    load: () => Uint8Array,
    values: Readonly<Record<string, string>> | undefined,
  ): SourceFile | undefined {
    this.listed.add(relative);
    const bytes = this.states.digest(relative, load);
    const entry = this.entry(relative);
    if (!entry || entry.values !== this.valuesDigest(values) || entry.bytes !== bytes) return undefined;
    for (const [other, was] of Object.entries(entry.dependsOn ?? {})) {
      if ((this.states.digest(other) ?? null) !== was) return undefined;
    }
    this.used.add(relative);
    let text: string | undefined;
    // Decoded as the reader decoded it, byte order mark dropped, which only a body's text needs.
    return thaw(entry.file, role, file, () => (text ??= utf8.decode(load())), values);
  }

  /**
   * Keeps what was learned about a file, read from the bytes `load` gives with these values; `text`
   * is those bytes as the reader decoded them, when it could.
   */
  remember(
    relative: string,
    load: () => Uint8Array,
    values: Readonly<Record<string, string>> | undefined,
    source: SourceFile,
    text = utf8.decode(load()),
  ): void {
    const frozen = freeze(source, text);
    // A value JSON cannot write exactly, such as a number YAML reads as infinity, would come back as
    // another: such a file is read again every time.
    if (!isExactJson(frozen)) {
      this.lines.delete(key(relative));
      this.fresh.delete(relative);
      return;
    }
    const entry: Entry = {
      bytes: this.states.digest(relative, load) ?? digestOf(load()),
      values: this.valuesDigest(values),
      head: digestOf(frozen.body ? text.slice(0, text.length - frozen.body.length) : text),
      file: frozen,
    };
    if (source.dependsOn) {
      entry.dependsOn = {};
      for (const other of source.dependsOn) entry.dependsOn[other] = this.states.digest(other) ?? null;
    }
    this.fresh.set(relative, entry);
    this.used.add(relative);
  }

  /**
   * Notes the files the site check read more of than their digest holds: those another file was
   * read against, and those whose body's words it read (body-reads.ts).
   */
  readBeyondDigest(files: ReadonlySet<string>): void {
    this.readByOthers = new Set(files);
  }

  /**
   * What the checks across files read of a file the last check recorded, its body's words aside, if
   * they read nothing more of it: no other file was read against it, the site check did not read its
   * body's words, and it was read against no other. Nothing otherwise, and then a change of the
   * file may change what the check reports about the others.
   */
  readAlone(relative: string): string | undefined {
    const readByOthers = this.index?.readByOthers;
    if (!Array.isArray(readByOthers) || readByOthers.includes(relative)) return undefined;
    const line = this.lines.get(key(relative));
    const entry = line && parseEntry(line);
    return entry && !entry.dependsOn ? outwardDigest(entry) : undefined;
  }

  /** What the checks across files may read of a file remembered in this check, its body's words aside. */
  outwardOf(relative: string): string | undefined {
    const entry = this.fresh.get(relative);
    return entry && !entry.dependsOn ? outwardDigest(entry) : undefined;
  }

  /** A file's entry, remembered in this check or parsed from its line. */
  private entry(relative: string): Entry | undefined {
    const fresh = this.fresh.get(relative);
    if (fresh) return fresh;
    // A check with no cache has no line to look a file up in.
    const line = this.lines.size > 0 ? this.lines.get(key(relative)) : undefined;
    return line === undefined ? undefined : parseEntry(line);
  }

  /** The digest of the placeholders' values, worked out once for every file read with the same values. */
  private valuesDigest(values: Readonly<Record<string, string>> | undefined): string | null {
    if (values === undefined) return null;
    if (this.lastValues?.values !== values)
      this.lastValues = { values, digest: digestOf(JSON.stringify(values)) };
    return this.lastValues.digest;
  }

  /**
   * Writes what was learned, with the state of every file of the folder and, when given, the
   * report of this check, which the next check prints if nothing has changed by then. A check that
   * read only the files that changed since the last one (`files`, every file of the folder) keeps
   * the entries of all the others as they were, and what the last site check read.
   */
  save(report?: RememberedReport, files?: readonly string[]): void {
    for (const [relative, entry] of this.fresh) {
      const name = key(relative);
      this.lines.set(name, Buffer.from(`${name}\t${JSON.stringify(entry)}`));
    }
    this.fresh.clear();
    const entries: Buffer[] = [];
    const newline = Buffer.from('\n');
    const kept = files ? this.lines.keys() : [...this.used].map(key);
    for (const name of kept) {
      const line = this.lines.get(name);
      if (line === undefined) continue;
      if (entries.length > 0) entries.push(newline);
      entries.push(line);
    }
    const index: CheckIndex = {
      version: this.version,
      folder: this.folder,
      ...this.states.record(files ?? this.listed),
      ...(report && { report }),
      readByOthers: files ? (this.index?.readByOthers ?? []) : [...this.readByOthers],
    };
    writeSections(this.file, [JSON.stringify(index), Buffer.concat(entries)], this.key);
  }
}

/**
 * Whether JSON writes a value so that it reads back exactly the same. It is asked of every file a
 * check reads, so it walks the value with plain loops, which make no arrays on the way.
 */
function isExactJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (Array.isArray(value)) {
    // An empty place in an array, which JSON writes as null, is read as undefined here.
    for (const item of value as unknown[]) if (!isExactJson(item)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const name in value) {
    const item = (value as Record<string, unknown>)[name];
    if (item === undefined || !isExactJson(item)) return false;
  }
  return true;
}
