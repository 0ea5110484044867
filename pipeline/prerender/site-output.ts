import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { insideFolder } from '../inside-folder';
import { byCodeUnits, type ManifestFile } from '../publish/manifest';

/**
 * The build's output folder, as every file of the site is written into it: each write is recorded
 * with its size and SHA-256, taken from the bytes as they are written, so the manifest (and every
 * list of the site's files made from it) is made without opening a written file again. Up to
 * `limit` writes run at once while the next files are being made, and each folder is made once.
 */
export class SiteOutput {
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly running = new Set<Promise<void>>();
  private readonly written = new Map<string, ManifestFile>();
  /** The folders under `dir` already found to be real folders, not links (../inside-folder.ts). */
  private readonly confirmed = new Set<string>();

  /** The bytes of each file written, for a build that packs them too (the offline archive). */
  private readonly bytes = new Map<string, Uint8Array>();
  /** Up to this many writes run at once. */
  private readonly limit: number;
  private readonly keep: boolean;

  constructor(
    readonly dir: string,
    { limit = 32, keep = false }: { limit?: number; keep?: boolean } = {},
  ) {
    this.limit = limit;
    this.keep = keep;
  }

  /**
   * Starts writing `file` (relative to the folder, with forward slashes), and gives its size and
   * digest; waits only while `limit` writes are under way.
   */
  async write(file: string, data: string | Uint8Array): Promise<ManifestFile> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    // A page's path comes from its content's id, so it is confirmed inside the folder before anything
    // is recorded or written, and one that is not stops the build (../inside-folder.ts).
    const target = insideFolder(
      this.dir,
      path.posix.dirname(file),
      path.posix.basename(file),
      this.confirmed,
    );
    const digest = this.record(
      file,
      { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
      this.keep ? bytes : undefined,
    );
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) this.folders.set(folder, mkdir(folder, { recursive: true }));
    const task = this.folders
      .get(folder)!
      .then(() => writeFile(target, bytes))
      .finally(() => this.running.delete(task));
    this.running.add(task);
    return digest;
  }

  /**
   * Records a file written by another thread (a prerender worker), with the size and digest it took
   * of the bytes it wrote. A path is written once: a second write of it is a mistake of the build.
   */
  record(file: string, digest: Omit<ManifestFile, 'path'>, bytes?: Uint8Array): ManifestFile {
    if (this.written.has(file)) throw new Error(`The build wrote ${file} twice`);
    const recorded = { path: file, ...digest };
    this.written.set(file, recorded);
    if (bytes) this.bytes.set(file, bytes);
    return recorded;
  }

  /** The bytes kept of `file`, handed over and no longer kept here. */
  take(file: string): Uint8Array | undefined {
    const bytes = this.bytes.get(file);
    this.bytes.delete(file);
    return bytes;
  }

  /** The bytes kept of every file written (or recorded with its bytes), by path. */
  kept(): ReadonlyMap<string, Uint8Array> {
    return this.bytes;
  }

  /** Resolves once every file is written; the first failed write rejects it. */
  async done(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Every file written, in code-unit order, with its size and digest. */
  files(): ManifestFile[] {
    return [...this.written.values()].sort((a, b) => byCodeUnits(a.path, b.path));
  }
}
