import sharp from 'sharp';

/**
 * Pictures made for the tests and the bench, since none can be downloaded here: a photograph-like
 * picture (soft shapes of colour with a camera's grain, which compresses as a photograph does, not
 * as flat colour or pure noise), with the metadata a phone writes, and the files an attacker would
 * plant instead of a picture.
 */

/** A photograph-like JPEG of the given size, from `seed`, as a phone saves one. */
export async function photograph(
  width: number,
  height: number,
  { seed = 1, quality = 92, gps = false }: { seed?: number; quality?: number; gps?: boolean } = {},
): Promise<Buffer> {
  // Every random byte comes from the seed, shapes and grain alike, not from libvips' own noise,
  // which is unseeded: a picture that differed on every run would make every test that reads its
  // bytes a matter of chance.
  let state = Math.imul(seed, 2654435761) >>> 0;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
  // Soft shapes: a small field of random colours, enlarged smoothly to the whole picture.
  const cells = Buffer.alloc(16 * 12 * 3);
  for (let index = 0; index < cells.length; index += 1) cells[index] = next();
  const shapes = await sharp(cells, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // A camera's grain: every channel of every pixel nudged a little either way.
  const grain = Buffer.alloc(width * height * 3);
  for (let index = 0; index < grain.length; index += 1) grain[index] = 104 + (next() % 49);
  const image = sharp(shapes, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality });
  return gps
    ? image
        .withExif({
          IFD0: { Make: 'Phone', Model: 'Camera' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '35/1 41/1 2/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '51/1 23/1 3/1',
          },
        })
        .toBuffer()
    : image.toBuffer();
}

/** A small PNG of flat colour. */
export function flatPng(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
}

/**
 * The tags of a JPEG's EXIF block's first directory, read by hand: a photograph's location lives
 * behind tag 0x8825 (the GPS directory), which a copy must not carry.
 */
export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const first = u32(4);
  return Array.from({ length: u16(first) }, (_, index) => u16(first + 2 + index * 12));
}

/**
 * The header that opens a JPEG's EXIF block: a copy holding it carries the camera's metadata. Six
 * bytes, so compressed picture data holds them by chance far too rarely to matter, unlike the three
 * letters of a tag's name.
 */
export const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

/** The EXIF tag of the GPS directory, where a photograph's location is. */
export const GPS_TAG = 0x8825;

/** A JPEG with a comment segment holding `text`, placed before its first scan. */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** An SVG drawing that runs a script when opened. */
export const SCRIPTED_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>\n';

/** A web page that loads a script from the media folder. */
export const WEB_PAGE = '<!doctype html>\n<html><body><script src="/media/x.js"></script></body></html>\n';

/** The script that page loads. */
export const SCRIPT = 'fetch("/admin/").then((answer) => answer.text()).then((text) => console.log(text));\n';
