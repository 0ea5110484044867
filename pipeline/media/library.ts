import { lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { MEDIA, MEDIA_LIMITS } from '../../shared/media';
import { readContentFile, RefusedFile, refusedProblem } from '../content/file-limits';
import { listFiles } from '../content/list-files';
import type { Problem } from '../content/problem';
import { inspectPicture, type MediaPicture } from './inspect';

/**
 * The media folder as the check, the build and the dev server see it: every picture in it, checked
 * by its bytes, and a problem for every file under `public/` that may not be published. `public/`
 * holds the site's own files beside the pictures (its icon, its headers), which only a reviewed
 * change of the code touches; a link or anything but an ordinary file is refused there as under
 * `content/`, since the build would copy whatever a link leads to, from anywhere on the machine.
 */

/** The public folder, whose files the build publishes at the site's root. */
export const PUBLIC_DIR = 'public';

/** The pictures of the media folder by their address, and what stands in the way of publishing. */
export interface MediaLibrary {
  pictures: ReadonlyMap<string, MediaPicture>;
  problems: Problem[];
  /** Every file of the media folder, by its path from the project's root, for the check's count. */
  files: string[];
}

/** A file's state on disk, so a picture read before and unchanged since is not read again. */
interface Seen {
  size: number;
  modified: number;
  found: { picture: MediaPicture } | { problem: string };
}

const wholeFileProblem = (file: string, message: string): Problem => ({
  file,
  line: 1,
  column: 1,
  path: '',
  message,
});

/** A size in bytes, as an editor reads it. */
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The media folder of one project, read once and then again only where a file changed: the dev
 * server and the local editor keep one, in memory; the check and the build read it once.
 */
export class MediaFolder {
  private readonly seen = new Map<string, Seen>();

  constructor(readonly root: string) {}

  /**
   * Every file under `public/` listed, links and other irregular files refused by name, and every
   * picture of the media folder checked. `overlay` stands in for files not written yet (an upload the
   * editor checks before it saves) or about to go (null: a picture the editor would delete).
   */
  async read(overlay: ReadonlyMap<string, Uint8Array | null> = new Map()): Promise<MediaLibrary> {
    const irregular = new Set<string>();
    const listed = listFiles(path.join(this.root, PUBLIC_DIR), irregular, { hidden: true }).map(
      (relative) => `${PUBLIC_DIR}/${relative}`,
    );
    const problems: Problem[] = [...irregular].sort().map((relative) => {
      const file = `${PUBLIC_DIR}/${relative}`;
      const link = lstatSync(path.join(this.root, file), { throwIfNoEntry: false })?.isSymbolicLink();
      return refusedProblem(file, { reason: link === false ? 'not-a-file' : 'link' }, `${PUBLIC_DIR}/`);
    });
    const inMedia = (file: string) => file.startsWith(`${MEDIA.folder}/`);
    const files = [...new Set([...listed.filter(inMedia), ...[...overlay.keys()].filter(inMedia)])]
      .filter((file) => overlay.get(file) !== null)
      .sort();
    const pictures = new Map<string, MediaPicture>();
    const found = await Promise.all(files.map((file) => this.inspect(file, overlay.get(file) ?? undefined)));
    files.forEach((file, index) => {
      const result = found[index];
      if ('problem' in result) problems.push(wholeFileProblem(file, result.problem));
      else pictures.set(result.picture.address, result.picture);
    });
    const present = new Set(files);
    for (const file of this.seen.keys()) if (!present.has(file)) this.seen.delete(file);
    return { pictures, problems, files };
  }

  private async inspect(
    file: string,
    given: Uint8Array | undefined,
  ): Promise<{ picture: MediaPicture } | { problem: string }> {
    if (path.posix.dirname(file) !== MEDIA.folder)
      return {
        problem: `pictures go straight into ${MEDIA.folder}/, not into a folder inside it, so that the editor's media library shows them; move it up`,
      };
    if (given) return inspectPicture(file, given);
    const full = path.join(this.root, file);
    const stats = statSync(full, { throwIfNoEntry: false });
    const known = this.seen.get(file);
    if (stats && known && known.size === stats.size && known.modified === stats.mtimeMs) return known.found;
    let bytes: Uint8Array;
    try {
      bytes = readContentFile(full, MEDIA_LIMITS.bytes);
    } catch (error) {
      if (!(error instanceof RefusedFile)) throw error;
      const { refusal } = error;
      return {
        problem:
          refusal.reason === 'too-large'
            ? `this picture is ${megabytes(refusal.size)}, and a picture may be at most ${megabytes(MEDIA_LIMITS.bytes)}; save it smaller (the site makes every size a page needs from it)`
            : refusedProblem(file, refusal, `${PUBLIC_DIR}/`).message,
      };
    }
    const result = await inspectPicture(file, bytes);
    if (stats) this.seen.set(file, { size: stats.size, modified: stats.mtimeMs, found: result });
    return result;
  }
}
