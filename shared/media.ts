/**
 * The site's pictures: where they live, what they may be, and how a page names the copies the build
 * makes of each. Both sides read this: the build, which checks and re-encodes every picture, and the
 * markdown renderer, which writes a picture's `<picture>` element from the sizes the build found.
 */

/** Where pictures added from the editor go, and the address the site serves them at. */
export const MEDIA = { folder: 'public/media', publicPath: '/media' } as const;

/** The kinds of picture the site shows, by the format its bytes are in. */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;

export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The file name endings of each format; the first is the one the build writes. */
export const PICTURE_EXTENSIONS: Readonly<Record<PictureFormat, readonly string[]>> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  avif: ['.avif'],
  gif: ['.gif'],
};

/** The media type each format is served and named with. */
export const PICTURE_TYPES: Readonly<Record<PictureFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * The largest picture the site takes. A phone's photograph is a few megabytes and twelve million
 * pixels; a file past these is refused by name before it is decoded, so a picture made to unpack
 * into gigabytes (a decompression bomb) stops the check with a problem, never the build with a crash.
 */
export const MEDIA_LIMITS = {
  /** The file's size in bytes. */
  bytes: 16 * 1024 * 1024,
  /** Its width times its height. */
  pixels: 50_000_000,
  /** Its width or its height. */
  side: 16_384,
} as const;

/** One set of copies of a picture in one format: the media type and each copy with its width. */
export interface PictureSource {
  type: string;
  /** `address width` pairs, such as `/media/map.1a2b3c4d-640.avif 640w`, joined by commas. */
  srcset: string;
}

/**
 * What a page needs to show a picture of the media folder: its size, for the space it takes before it
 * loads, the copies in modern formats, and the copies in a format every browser shows.
 */
export interface PictureSet {
  width: number;
  height: number;
  /** The modern formats, best first (AVIF, then WebP). */
  sources: PictureSource[];
  /** The copies every browser shows, and the one a browser that reads no srcset loads. */
  fallback: PictureSource & { src: string };
}

/**
 * How wide a picture in a text is shown, as `sizes` tells the browser before the page is laid out:
 * the text's column (72 characters, about 40rem) on a wide screen, the window less its margins on a
 * phone. The browser picks the smallest copy that fills that many pixels at its screen's density.
 */
export const PROSE_PICTURE_SIZES = '(min-width: 45rem) 40rem, calc(100vw - 2rem)';
