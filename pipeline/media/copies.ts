import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_EXTENSIONS, PICTURE_TYPES, type PictureFormat, type PictureSet } from '../../shared/media';
import type { MediaPicture } from './inspect';

/**
 * The copies the build makes of each picture, as Astro's `<Picture>` and Eleventy Image make theirs:
 * each width a screen may need, up to the picture's own, in AVIF and WebP and in a format every
 * browser shows, and one copy at the picture's own address for a link to it. Every copy is decoded
 * and encoded again, so nothing of the file as it came (a camera's location, a page hidden in it)
 * is ever served. The copies' names carry a digest of the picture and of how it is encoded, so a
 * copy never changes under its name and hosts may keep it for a year.
 */

/** The widths made, in pixels: a phone's column at one to three pixels a point, up to a wide screen's. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The widest copy at a picture's own address, which a link to the picture opens. */
const ORIGINAL_WIDTH = 2560;

/**
 * How each format is encoded: the qualities Eleventy Image and Squoosh settle on for photographs,
 * AVIF and WebP at an effort that keeps a build quick. Changing one renames every copy.
 */
export const ENCODING = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  gif: {},
} as const satisfies Record<PictureFormat, object>;

/** What names a copy's encoding: the settings, and the version of the library that encodes. */
const ENCODING_KEY = JSON.stringify({ ENCODING, vips: sharp.versions.vips, orient: true });

/** One copy of a picture that the build writes. */
export interface PictureCopy {
  format: PictureFormat;
  width: number;
  height: number;
  /** Its address on the site, from the root: `/media/map.1a2b3c4d5e-640.avif`. */
  address: string;
  /** The name it is cached under, unique to the picture's bytes and this encoding. */
  key: string;
}

/** The format every browser shows that a picture's copies fall back to: JPEG for a photograph, PNG for the rest. */
function fallbackFormat(picture: MediaPicture): PictureFormat {
  if (picture.format === 'jpeg') return 'jpeg';
  if (picture.format === 'png' || picture.format === 'gif' || picture.hasAlpha) return 'png';
  return 'jpeg';
}

/** The widths of a picture's copies: each of PICTURE_WIDTHS narrower than it, and its own up to the widest. */
export function copyWidths(width: number): number[] {
  const widest = PICTURE_WIDTHS.at(-1)!;
  return [...PICTURE_WIDTHS.filter((each) => each < Math.min(width, widest)), Math.min(width, widest)];
}

function copyOf(picture: MediaPicture, format: PictureFormat, width: number, address?: string): PictureCopy {
  const height = Math.max(1, Math.round((picture.height * width) / picture.width));
  const key = createHash('sha256')
    .update(`${picture.digest}\n${ENCODING_KEY}\n${format}\n${width}`)
    .digest('hex')
    .slice(0, 20);
  const folder = path.posix.dirname(picture.address);
  const stem = path.posix.basename(picture.address, path.posix.extname(picture.address));
  return {
    format,
    width,
    height,
    key,
    address: address ?? `${folder}/${stem}.${key.slice(0, 10)}-${width}${PICTURE_EXTENSIONS[format][0]}`,
  };
}

/** The copies the pages choose from, by format: AVIF, WebP, then the fallback. */
function formatCopies(picture: MediaPicture): Map<PictureFormat, PictureCopy[]> {
  const widths = copyWidths(picture.width);
  const formats: PictureFormat[] = ['avif', 'webp', fallbackFormat(picture)];
  return new Map(formats.map((format) => [format, widths.map((width) => copyOf(picture, format, width))]));
}

/**
 * Every copy of a picture the build writes: those the pages choose from, and the copy at the
 * picture's own address, in its own format (a GIF's first frame as a PNG, under the same name).
 */
export function pictureCopies(picture: MediaPicture): PictureCopy[] {
  const own = copyOf(
    picture,
    picture.format === 'gif' ? 'png' : picture.format,
    Math.min(picture.width, ORIGINAL_WIDTH),
    picture.address,
  );
  return [...[...formatCopies(picture).values()].flat(), own];
}

/**
 * What a page needs to show a picture: its size and each format's copies as a srcset, addresses
 * from the site's root. The fallback's `src` is the copy nearest a text column's width.
 */
export function pictureSet(picture: MediaPicture): PictureSet {
  const srcset = (copies: PictureCopy[]) => copies.map((copy) => `${copy.address} ${copy.width}w`).join(', ');
  const [avif, webp, fallback] = [...formatCopies(picture).entries()];
  const middle = fallback[1].find((copy) => copy.width >= 640) ?? fallback[1].at(-1)!;
  return {
    width: picture.width,
    height: picture.height,
    sources: [avif, webp].map(([format, copies]) => ({
      type: PICTURE_TYPES[format],
      srcset: srcset(copies),
    })),
    fallback: { type: PICTURE_TYPES[fallback[0]], srcset: srcset(fallback[1]), src: middle.address },
  };
}
