import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freeze, thaw, type FrozenFile } from './cached-file';
import { checkVersion } from './check-version';
import type { FileRole } from './files';
import type { SourceFile } from './source-file';

/**
 * What the content check learned about each file, kept between runs so that the next one reads
 * again only the files that changed, the way `eslint --cache` and Astro's content store do. A file's
 * entry is keyed by its bytes, the placeholders' values it was read with, and the bytes of each file
 * it was read against (a statement's key); the whole cache by the check's version (check-version.ts)
 * and the content folder it was made for. The checks across files (links, unique items, histories,
 * translations) are not kept: they run on every check (site-check.ts).
 *
 * A cache that cannot be read, was made by another version of the check or for another folder, or
 * whose bytes do not match the digest written with them, is ignored, never trusted.
 */

/** The first bytes of a cache file, then the SHA-256 of the rest, then the rest, which is JSON. */
const MAGIC = Buffer.from('masky content cache\n');
const DIGEST_BYTES = 32;

/** A file's entry: what it was read from, and what was learned. */
interface Entry {
  /** The digest of the file's bytes. */
  bytes: string;
  /** The digest of the placeholders' values it was read with, or nothing without values. */
  values: string | null;
  /** The digest of each file it was read against, by path under `content/`; null for a file that did not exist. */
  dependsOn: Record<string, string | null>;
  file: FrozenFile;
}

/** What a cache file holds. */
interface Stored {
  version: string;
  /** The folder the content was read from, as an absolute path. */
  folder: string;
  entries: Record<string, Entry>;
}

// SHA-1 tells one version of a file from another as surely as a stronger digest here, where
// nobody gains by making two files collide, and in half the time over thousands of files.
const digest = (bytes: Uint8Array | string) => createHash('sha1').update(bytes).digest('base64');

const utf8 = new TextDecoder();

/** Reads a cache file, or nothing when it is missing, damaged, or not this check's for this folder. */
function readStored(file: string, version: string, folder: string): Map<string, Entry> | undefined {
  try {
    const bytes = readFileSync(file);
    const payload = bytes.subarray(MAGIC.length + DIGEST_BYTES);
    const written = bytes.subarray(MAGIC.length, MAGIC.length + DIGEST_BYTES);
    if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    if (!createHash('sha256').update(payload).digest().equals(written)) return undefined;
    // JSON rather than V8's own serialization: it reads back several times faster, into objects
    // that are quicker to work with.
    const stored = JSON.parse(payload.toString()) as Partial<Stored> | null;
    if (stored?.version !== version || stored.folder !== folder) return undefined;
    const { entries } = stored;
    return entries && typeof entries === 'object' ? new Map(Object.entries(entries)) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a project keeps the cache of the content folder at `folder`, under its node_modules/.cache. */
export function cacheFileFor(codeRoot: string, folder: string): string {
  const name = createHash('sha256').update(folder).digest('hex').slice(0, 12);
  return path.join(codeRoot, 'node_modules/.cache/content-check', `${name}.json`);
}

/** Reads another file's bytes by its path under `content/`, or nothing when it does not exist. */
export type ReadBytes = (relative: string) => Uint8Array | undefined;

/** The content check's memory of each file, for one content folder. */
export class ContentCache {
  private readonly entries: Map<string, Entry>;
  /** The entries recalled or remembered since the last full read; only these are saved. */
  private readonly used = new Set<string>();
  private changed = false;
  private lastValues: { values: Readonly<Record<string, string>>; digest: string } | undefined;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly folder: string,
    entries: Map<string, Entry> | undefined,
  ) {
    this.entries = entries ?? new Map();
    this.changed = entries === undefined;
  }

  /**
   * Opens the cache of the content folder `folder` (an absolute path), kept in `file`; `version`
   * names the check, and defaults to the digest of its code in the project at `codeRoot`.
   */
  static open({
    folder,
    codeRoot = path.resolve(import.meta.dirname, '../..'),
    file = cacheFileFor(codeRoot, folder),
    version = checkVersion(codeRoot),
  }: {
    folder: string;
    codeRoot?: string;
    file?: string;
    version?: string;
  }): ContentCache {
    return new ContentCache(file, version, folder, readStored(file, version, folder));
  }

  /** Starts a full read of the folder: an entry no file asks for from now on is dropped at the next save. */
  forget(): void {
    this.used.clear();
  }

  /**
   * What was learned about a file, if its bytes, the values it is read with, and each file it was read
   * against are all as they were; nothing otherwise.
   */
  recall(
    relative: string,
    { role, file, bytes }: { role: FileRole; file: string; bytes: Uint8Array },
    values: Readonly<Record<string, string>> | undefined,
    readBytes: ReadBytes,
  ): SourceFile | undefined {
    const entry = this.entries.get(relative);
    if (!entry || entry.values !== this.valuesDigest(values) || entry.bytes !== digest(bytes))
      return undefined;
    for (const [other, was] of Object.entries(entry.dependsOn)) {
      const now = readBytes(other);
      if ((now === undefined ? null : digest(now)) !== was) return undefined;
    }
    this.used.add(relative);
    let text: string | undefined;
    // Decoded as the reader decoded it, byte order mark dropped, which only a body's text needs.
    return thaw(entry.file, role, file, () => (text ??= utf8.decode(bytes)), values);
  }

  /** Keeps what was learned about a file, read from these bytes with these values. */
  remember(
    relative: string,
    bytes: Uint8Array,
    values: Readonly<Record<string, string>> | undefined,
    source: SourceFile,
    readBytes: ReadBytes,
  ): void {
    const frozen = freeze(source, utf8.decode(bytes));
    // A value JSON cannot write exactly, such as a number YAML reads as infinity, would come back as
    // another: such a file is read again every time.
    if (!isExactJson(frozen)) {
      this.entries.delete(relative);
      return;
    }
    const dependsOn = Object.fromEntries(
      (source.dependsOn ?? []).map((other) => {
        const now = readBytes(other);
        return [other, now === undefined ? null : digest(now)];
      }),
    );
    this.entries.set(relative, {
      bytes: digest(bytes),
      values: this.valuesDigest(values),
      dependsOn,
      file: frozen,
    });
    this.used.add(relative);
    this.changed = true;
  }

  /** The digest of the placeholders' values, worked out once for every file read with the same values. */
  private valuesDigest(values: Readonly<Record<string, string>> | undefined): string | null {
    if (values === undefined) return null;
    if (this.lastValues?.values !== values)
      this.lastValues = { values, digest: digest(JSON.stringify(values)) };
    return this.lastValues.digest;
  }

  /** Writes what was learned, when anything changed; the file is written beside and renamed, so no reader sees half of it. */
  save(): void {
    for (const relative of this.entries.keys()) {
      if (this.used.has(relative)) continue;
      this.entries.delete(relative);
      this.changed = true;
    }
    if (!this.changed) return;
    try {
      const stored: Stored = {
        version: this.version,
        folder: this.folder,
        entries: Object.fromEntries(this.entries),
      };
      const payload = Buffer.from(JSON.stringify(stored));
      const hash = createHash('sha256').update(payload).digest();
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}`;
      writeFileSync(temporary, Buffer.concat([MAGIC, hash, payload]));
      renameSync(temporary, this.file);
      this.changed = false;
    } catch {
      // A cache that cannot be written, in a read-only folder, only costs the next check its speed:
      // it reads every file again.
    }
  }
}

/** Whether JSON writes a value so that it reads back exactly the same. */
function isExactJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isExactJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((item) => item !== undefined && isExactJson(item));
}
