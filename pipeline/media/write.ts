import { createHash } from 'node:crypto';
import path from 'node:path';
import { MEDIA_LIMITS } from '../../shared/media';
import { readContentFile } from '../content/file-limits';
import { ContentError, type Problem } from '../content/problem';
import type { SiteOutput } from '../prerender/site-output';
import { pictureCopies } from './copies';
import { copiesBytes, type CopyCache } from './encode';
import type { MediaPicture } from './inspect';

/**
 * The build's step for the media folder: every copy of every picture written into the site's
 * output, at the address the pages name it by. The pictures are read from the project once more,
 * and each must still be the file the check read, or the build stops: what is published is what was
 * checked. A picture whose data breaks while it is decoded stops the build with a problem naming it.
 */
export async function writePictures(
  root: string,
  output: SiteOutput,
  pictures: Iterable<MediaPicture>,
  cache?: CopyCache,
): Promise<number> {
  const problems: Problem[] = [];
  let written = 0;
  // One picture at a time: sharp already spreads each encoding over the machine's cores, and a
  // photograph decoded at full size for each of its copies at once is memory enough.
  for (const picture of pictures) {
    const bytes = readContentFile(path.join(root, picture.file), MEDIA_LIMITS.bytes);
    const problem = (message: string) =>
      problems.push({ file: picture.file, line: 1, column: 1, path: '', message });
    if (createHash('sha256').update(bytes).digest('hex') !== picture.digest) {
      problem('this picture changed while the site was being built; build again');
      continue;
    }
    try {
      const copies = pictureCopies(picture);
      const made = await copiesBytes(bytes, copies, cache);
      for (const [index, copy] of copies.entries()) await output.write(copy.address.slice(1), made[index]);
      written += copies.length;
    } catch {
      problem(
        'this picture is broken partway through and cannot be shown; save it again from the program that made it',
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems, problems.length);
  return written;
}
