import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { insideFolder } from '../inside-folder';

/**
 * Writes the files of a build while the next ones are being made. Thousands of pages written one
 * after another, each awaited before the next is drawn, left the processor idle for most of a large
 * build; here up to `limit` writes run at once, and the folders are made once each.
 */
export class FileWriter {
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly outDir: string,
    private readonly limit = 32,
  ) {}

  /**
   * Starts writing `file` (relative to the output folder, with forward slashes); waits only while
   * `limit` writes are under way. A page's path comes from its content's id, so it is confirmed
   * inside the output folder first (`insideFolder`), and one that is not stops the build.
   */
  async write(file: string, text: string): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const target = insideFolder(this.outDir, path.posix.dirname(file), path.posix.basename(file));
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) this.folders.set(folder, mkdir(folder, { recursive: true }));
    const task = this.folders
      .get(folder)!
      .then(() => writeFile(target, text))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every file is written; the first failed write rejects it. */
  async done(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
