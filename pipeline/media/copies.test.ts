import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../shared/markdown';
import { EXIF_HEADER, exifTags, GPS_TAG, photograph } from './__fixtures__/pictures';
import { copyWidths, pictureCopies, pictureSet } from './copies';
import { copiesBytes, CopyCache } from './encode';
import { inspectPicture, type MediaPicture } from './inspect';

async function pictureOf(file: string, bytes: Buffer): Promise<MediaPicture> {
  const found = await inspectPicture(file, bytes);
  if ('problem' in found) throw new Error(found.problem);
  return found.picture;
}

describe("a picture's copies", () => {
  it('come in every width up to its own, and never wider', () => {
    expect(copyWidths(4032)).toEqual([320, 640, 960, 1280, 1920]);
    expect(copyWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(copyWidths(640)).toEqual([320, 640]);
    expect(copyWidths(200)).toEqual([200]);
  });

  it('are AVIF, WebP and JPEG for a photograph, each named by its digest, with one at its own address', async () => {
    const picture = await pictureOf('public/media/harbour.jpg', await photograph(1400, 1050));
    const copies = pictureCopies(picture);
    const formats = copies.map((copy) => `${copy.format} ${copy.width}×${copy.height}`);
    expect(formats).toEqual([
      ...['avif', 'webp', 'jpeg'].flatMap((format) =>
        [320, 640, 960, 1280, 1400].map((width) => `${format} ${width}×${(width * 3) / 4}`),
      ),
      'jpeg 1400×1050',
    ]);
    expect(copies.at(-1)!.address).toBe('/media/harbour.jpg');
    for (const copy of copies.slice(0, -1))
      expect(copy.address).toMatch(/^\/media\/harbour\.[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
  });

  it('are shown in a <picture> with their sizes, widths and lazy loading', async () => {
    const picture = await pictureOf('public/media/harbour.jpg', await photograph(1400, 1050));
    const { html } = renderMarkdown('![A harbour at dawn](/media/harbour.jpg)', {
      picture: (address) => (address === picture.address ? pictureSet(picture) : undefined),
    });
    const copies = pictureCopies(picture);
    const srcset = (format: string) =>
      copies
        .filter((copy) => copy.format === format && copy.address !== picture.address)
        .map((copy) => `${copy.address} ${copy.width}w`)
        .join(', ');
    const sizes = '(min-width: 45rem) 40rem, calc(100vw - 2rem)';
    const fallback = copies.find((copy) => copy.format === 'jpeg' && copy.width === 640)!.address;
    expect(html).toBe(
      `<p><picture><source type="image/avif" srcset="${srcset('avif')}" sizes="${sizes}"><source type="image/webp" srcset="${srcset('webp')}" sizes="${sizes}"><img src="${fallback}" srcset="${srcset('jpeg')}" sizes="${sizes}" width="1400" height="1050" alt="A harbour at dawn" loading="lazy" decoding="async"></picture></p>\n`,
    );
  });

  it('carry no metadata: a photograph’s location never leaves the build', async () => {
    const bytes = await photograph(700, 500, { gps: true });
    expect(exifTags((await sharp(bytes).metadata()).exif)).toContain(GPS_TAG);
    expect(bytes.includes(EXIF_HEADER)).toBe(true);
    const picture = await pictureOf('public/media/where.jpg', bytes);
    const copies = pictureCopies(picture);
    const made = await copiesBytes(bytes, copies, undefined);
    for (const [index, copy] of copies.entries()) {
      const metadata = await sharp(made[index]).metadata();
      expect({ format: metadata.format, width: metadata.width, exif: metadata.exif }, copy.address).toEqual({
        format: copy.format === 'avif' ? 'heif' : copy.format,
        width: copy.width,
        exif: undefined,
      });
      expect(made[index].includes(EXIF_HEADER), copy.address).toBe(false);
    }
  });

  it('are the same bytes every time, and a cached copy is the one made', async () => {
    const bytes = await photograph(700, 500);
    const copies = pictureCopies(await pictureOf('public/media/same.jpg', bytes));
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'media-cache-'));
    try {
      const cache = new CopyCache(cacheDir);
      const first = await copiesBytes(bytes, copies, cache);
      expect((await readdir(cacheDir)).sort()).toEqual([...new Set(copies.map((copy) => copy.key))].sort());
      expect(await copiesBytes(bytes, copies, undefined)).toEqual(first);
      expect(await copiesBytes(bytes, copies, cache)).toEqual(first);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
