import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_LIMITS } from '../../shared/media';
import { ENCODING, type PictureCopy } from './copies';

/**
 * Encodes a picture's copies with sharp (libvips): the picture is decoded once, turned the way its
 * camera says it was held, and each copy scaled from it and encoded afresh, so a copy holds the picture's pixels and nothing
 * else. sharp writes no metadata unless asked, so a photograph's location, its camera and its
 * thumbnail never leave the build; it also converts the colours to sRGB, which every screen shows.
 * The same picture and settings give the same bytes on any machine, whatever its number of cores.
 */

// Each encoding on one thread, the copies side by side on libuv's pool: on a machine of a few cores
// that is quicker than every copy spreading itself over all of them, and no copy's bytes can then
// depend on how many cores the machine has.
sharp.concurrency(1);

/** A picture decoded once, turned the way it was held, at the width of its widest copy. */
export interface DecodedPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Decodes a picture for its copies, once: decoding is held to the site's pixel limit. */
export async function decodePicture(bytes: Uint8Array, width: number): Promise<DecodedPicture> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** A copy's bytes, made from the decoded picture. */
export async function encodeCopy(decoded: DecodedPicture, copy: PictureCopy): Promise<Buffer> {
  const image = sharp(decoded.data, { raw: decoded.info }).resize({
    width: copy.width,
    withoutEnlargement: true,
  });
  switch (copy.format) {
    case 'avif':
      return image.avif(ENCODING.avif).toBuffer();
    case 'webp':
      return image.webp(ENCODING.webp).toBuffer();
    case 'jpeg':
      return image.jpeg(ENCODING.jpeg).toBuffer();
    case 'png':
      return image.png(ENCODING.png).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/**
 * Where a machine keeps the copies it made, by the key of each (a digest of the picture's bytes and
 * of how it was encoded), so a build that meets the same picture again does not encode it again.
 * Only a build on this machine reads it: CI and publishing make every copy afresh, so no cache file
 * decides what is published.
 */
export class CopyCache {
  constructor(readonly folder: string) {}

  read(copy: PictureCopy): Buffer | undefined {
    try {
      return readFileSync(path.join(this.folder, copy.key));
    } catch {
      return undefined;
    }
  }

  write(copy: PictureCopy, bytes: Uint8Array): void {
    mkdirSync(this.folder, { recursive: true });
    // Written beside its place, then moved there, so a build that stops halfway leaves no half a copy.
    const temporary = path.join(this.folder, `.${copy.key}.${randomUUID()}`);
    writeFileSync(temporary, bytes);
    renameSync(temporary, path.join(this.folder, copy.key));
  }
}

/**
 * Every copy's bytes, in the order given: from the cache when one is given and holds it, else made
 * from the picture, decoded only when some copy is not cached (and each made copy then cached).
 */
export async function copiesBytes(
  bytes: Uint8Array,
  copies: readonly PictureCopy[],
  cache: CopyCache | undefined,
): Promise<Buffer[]> {
  const cached = copies.map((copy) => cache?.read(copy));
  if (cached.every((copy) => copy !== undefined)) return cached as Buffer[];
  const decoded = await decodePicture(bytes, Math.max(...copies.map((copy) => copy.width)));
  return Promise.all(
    copies.map(async (copy, index) => {
      const known = cached[index];
      if (known) return known;
      const made = await encodeCopy(decoded, copy);
      cache?.write(copy, made);
      return made;
    }),
  );
}
