import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { insideFolder } from '../inside-folder';
import { byCodeUnits, type ManifestFile } from '../publish/manifest';

/** Where a page is written as it is finished: the output folder, or a worker's hand-over to it. */
export interface PageOutput {
  /** Takes `file` (relative to the folder, with forward slashes), and gives its size and digest. */
  write(file: string, data: string | Uint8Array): Promise<ManifestFile>;
}

/** A file's size and SHA-256, as the manifest lists it. */
function digestOf(file: string, bytes: Uint8Array): ManifestFile {
  return { path: file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The build's output folder, as every file of the site is written into it: each write is recorded
 * with its size and SHA-256, taken from the bytes as they are written, so the manifest (and every
 * list of the site's files made from it) is made without opening a written file again.
 *
 * Only the build's own thread writes, synchronously, each folder made once. The build writes ten
 * thousand small files on two processors its render workers keep busy: threads creating files in
 * the same folders wait on each other in the file system (a page's write took ten times as long
 * with three threads writing as with one), and an asynchronous write costs three hand-offs to
 * libuv's thread pool, a file handle and its promises, for a write the disk finishes in a few
 * hundredths of a millisecond. Each file is created exclusively, so a file or link already at its
 * name stops the build rather than being followed.
 */
export class SiteOutput implements PageOutput {
  private readonly written = new Map<string, ManifestFile>();
  /**
   * The folders under `dir` known to be real folders, not links (../inside-folder.ts): found so, or
   * made here.
   */
  private readonly confirmed = new Set<string>();
  /** The folders this output has made, or found, so each is made once. */
  private readonly made = new Set<string>();

  /** The bytes of each file written, for a build that packs them too (the offline archive). */
  private readonly bytes = new Map<string, Uint8Array>();
  private readonly keep: boolean;

  constructor(
    readonly dir: string,
    { keep = false }: { keep?: boolean } = {},
  ) {
    this.keep = keep;
  }

  async write(file: string, data: string | Uint8Array): Promise<ManifestFile> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    return this.put(bytes, digestOf(file, bytes));
  }

  /**
   * Writes the bytes of a file whose digest was taken where it was made (a prerender worker's page),
   * and records it. A path is written once: a second write of it is a mistake of the build.
   */
  put(bytes: Uint8Array, digest: ManifestFile): ManifestFile {
    const file = digest.path;
    // A page's path comes from its content's id, so it is confirmed inside the folder before anything
    // is recorded or written, and one that is not stops the build (../inside-folder.ts).
    const target = insideFolder(
      this.dir,
      path.posix.dirname(file),
      path.posix.basename(file),
      this.confirmed,
      { exclusive: true },
    );
    if (this.written.has(file)) throw new Error(`The build wrote ${file} twice`);
    this.written.set(file, digest);
    if (this.keep) this.bytes.set(file, bytes);
    const folder = path.dirname(target);
    if (!this.made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      // Every part of the way is now a real folder: it was confirmed one, or made just now.
      for (let at = folder; at.length > this.dir.length; at = path.dirname(at)) {
        this.made.add(at);
        this.confirmed.add(at);
      }
    }
    try {
      writeFileSync(target, bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      throw new Error(`${file} was already in the build's output folder before the build wrote it`, {
        cause: error,
      });
    }
    return digest;
  }

  /** The bytes kept of every file written, by path. */
  kept(): ReadonlyMap<string, Uint8Array> {
    return this.bytes;
  }

  /** Every file written, in code-unit order, with its size and digest. */
  files(): ManifestFile[] {
    return [...this.written.values()].sort((a, b) => byCodeUnits(a.path, b.path));
  }
}

/** A file a worker made, with its digest, as it is handed to the build's thread. */
export interface HandedFile {
  bytes: Uint8Array<ArrayBuffer>;
  digest: ManifestFile;
}

/**
 * A prerender worker's output: it holds the bytes and digest of each file a page gave (the page and
 * its sections' files), for the build's thread to write (SiteOutput's `put`). Each file's bytes have
 * a buffer of their own, so they can be transferred to that thread rather than copied.
 */
export class HandedOver implements PageOutput {
  private held: HandedFile[] = [];
  private readonly encoder = new TextEncoder();

  async write(file: string, data: string | Uint8Array): Promise<ManifestFile> {
    const bytes = typeof data === 'string' ? this.encoder.encode(data) : data.slice();
    const digest = digestOf(file, bytes);
    this.held.push({ bytes, digest });
    return digest;
  }

  /** Every file written since the last take, handed over and no longer held here. */
  take(): HandedFile[] {
    const files = this.held;
    this.held = [];
    return files;
  }
}
