import path from 'node:path';
import type { Connect } from 'vite';
import { MEDIA, MEDIA_LIMITS, PICTURE_TYPES } from '../../shared/media';
import { readContentFile } from '../content/file-limits';
import { MEDIA_HEADERS } from '../security/headers';
import { pictureCopies, type PictureCopy } from './copies';
import { copiesBytes } from './encode';
import type { MediaPicture } from './inspect';

/**
 * The media folder in the dev server and the local editor, served as the build publishes it: only
 * the copies of pictures the check passed, made on request, each with the media folder's own policy,
 * under which nothing runs. Vite would serve the folder's files as they came, a page or a drawing
 * with a script among them, on the origin whose pages hold the local editor's secret; every address
 * under the folder is answered here instead, and what is not a copy of a checked picture is not found.
 */
export function mediaMiddleware(
  root: string,
  pictures: () => Promise<ReadonlyMap<string, MediaPicture> | undefined>,
): Connect.NextHandleFunction {
  // The copies made so far, by their cache key; the dev server keeps them in memory only.
  const made = new Map<string, Buffer>();
  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith(`${MEDIA.publicPath}/`)) return next();
    void (async () => {
      const found = findCopy(pathname, (await pictures()) ?? new Map());
      if (!found) {
        response.statusCode = 404;
        for (const header of MEDIA_HEADERS) response.setHeader(header.name, header.value);
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end('Not found\n');
        return;
      }
      const { picture, copy } = found;
      let bytes = made.get(copy.key);
      if (!bytes) {
        const source = readContentFile(path.join(root, picture.file), MEDIA_LIMITS.bytes);
        [bytes] = await copiesBytes(source, [copy], undefined);
        made.set(copy.key, bytes);
      }
      for (const header of MEDIA_HEADERS) response.setHeader(header.name, header.value);
      response.setHeader('Content-Type', PICTURE_TYPES[copy.format]);
      response.setHeader('Cache-Control', 'no-cache');
      response.end(request.method === 'HEAD' ? undefined : bytes);
    })().catch(next);
  };
}

/** The picture and copy an address names, among the copies the build would write. */
function findCopy(
  address: string,
  pictures: ReadonlyMap<string, MediaPicture>,
): { picture: MediaPicture; copy: PictureCopy } | undefined {
  for (const picture of pictures.values()) {
    const copy = pictureCopies(picture).find((each) => each.address === address);
    if (copy) return { picture, copy };
  }
  return undefined;
}
