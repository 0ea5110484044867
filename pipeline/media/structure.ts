import type { PictureFormat } from '../../shared/media';

/**
 * What a file's bytes are, read from its first bytes and its layout, never from its name: one of
 * the picture formats the site shows and where that picture's data ends, or what else it is. A
 * browser decides what a file is the same way when a host does not say, so a file named `.png` that
 * holds a web page is a web page, and a picture with a page after its end (a polyglot) is both.
 */

/** What the first bytes say a file is, when it is no picture: the words an editor is told. */
export type NotAPicture = 'svg' | 'html' | 'script' | 'pdf' | 'archive' | 'text' | 'unknown';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The picture format a file's first bytes announce, by each format's signature. */
export function signatureFormat(bytes: Uint8Array): PictureFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrand(bytes)) return 'avif';
  return undefined;
}

/** Whether an ISO file's `ftyp` box names AVIF as its major or one of its compatible brands. */
function isAvifBrand(bytes: Uint8Array): boolean {
  const size = readUint32(bytes, 0);
  const end = Math.min(size, bytes.length, 256);
  for (let at = 8; at + 4 <= end; at += 4) {
    // The minor version, at 12, is a number, not a brand.
    if (at === 12) continue;
    if (/^avi[fs]$/.test(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** What a file that is no picture is, as far as its first bytes tell, for the problem's words. */
export function whatElse(bytes: Uint8Array): NotAPicture {
  const start = ascii(bytes, 0, 1024)
    .replace(/^\ufeff|^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('%pdf-')) return 'pdf';
  if (ascii(bytes, 0, 4) === 'PK\x03\x04') return 'archive';
  if (/<svg[\s>]/.test(start) || (start.startsWith('<?xml') && start.includes('<svg'))) return 'svg';
  if (/^<(!doctype html|html|head|body|script|iframe|!--)/.test(start)) return 'html';
  // Text with no byte below the space but tabs and line ends reads as a script or plain text.
  const text = bytes
    .subarray(0, 1024)
    .every((byte) => byte >= 0x20 || byte === 9 || byte === 10 || byte === 13);
  if (text) return /\b(function|var|let|const|import|window|document)\b|=>/.test(start) ? 'script' : 'text';
  return 'unknown';
}

function readUint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
}

const readUint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];

/** Where a PNG ends: after its IEND chunk, walking chunk by chunk; undefined when its chunks are broken. */
function pngEnd(bytes: Uint8Array): number | undefined {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = readUint32(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    at += 12 + length;
    if (at > bytes.length) return undefined;
    if (type === 'IEND') return at;
  }
  return undefined;
}

/**
 * Where a JPEG ends: after its end-of-image marker, walking its segments and, after each start of a
 * scan, its coded data, where a marker byte is stuffed with a zero or is a restart marker.
 */
function jpegEnd(bytes: Uint8Array): number | undefined {
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    // Fill bytes may stand before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const length = readUint16(bytes, at + 2);
    at += 2 + length;
    if (at > bytes.length) return undefined;
    if (marker !== 0xda) continue;
    // The coded data of a scan runs to the next marker that is neither stuffing nor a restart.
    while (at + 1 < bytes.length) {
      if (bytes[at] === 0xff) {
        const next = bytes[at + 1];
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      at += 1;
    }
  }
  return undefined;
}

/** Where a GIF ends: after its trailer, walking its blocks and their sub-blocks. */
function gifEnd(bytes: Uint8Array): number | undefined {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const subBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1;
    return at + 1;
  };
  let at = 13 + colourTable(bytes[10]);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = subBlocks(at + 2);
    else if (block === 0x2c) at = subBlocks(at + 10 + colourTable(bytes[at + 9]) + 1);
    else return undefined;
  }
  return undefined;
}

/** Where a WebP ends: its RIFF header gives its length. */
function webpEnd(bytes: Uint8Array): number | undefined {
  const size = bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24);
  const end = 8 + (size >>> 0) + (size & 1);
  return end <= bytes.length ? end : undefined;
}

/** Where an AVIF ends: after its last top-level box, each box giving its own length. */
function avifEnd(bytes: Uint8Array): number | undefined {
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = readUint32(bytes, at);
    if (size === 1) size = Number(new DataView(bytes.buffer, bytes.byteOffset + at + 8, 8).getBigUint64(0));
    // A box of size 0 runs to the end of the file.
    if (size === 0) return bytes.length;
    if (size < 8 || at + size > bytes.length) return undefined;
    at += size;
  }
  return at === bytes.length ? at : undefined;
}

/**
 * Where the picture in a file of a format ends, walking the format's own layout: anything after it
 * is no part of the picture. Undefined when the layout is broken before its end.
 */
export function pictureEnd(bytes: Uint8Array, format: PictureFormat): number | undefined {
  switch (format) {
    case 'png':
      return pngEnd(bytes);
    case 'jpeg':
      return jpegEnd(bytes);
    case 'gif':
      return gifEnd(bytes);
    case 'webp':
      return webpEnd(bytes);
    case 'avif':
      return avifEnd(bytes);
  }
}

/**
 * Markup or script a browser would run, written anywhere in a file's bytes: a tag that starts a page
 * or a script, or a `javascript:` address. No camera, phone or drawing program writes these into a
 * picture; a file made to be read as a picture and as a page (a polyglot) must.
 */
const MARKUP = /<(?:script|html|body|head|iframe|svg|object|embed|!doctype|\?php)[\s/>]|javascript:/i;

/** The markup in a file's bytes, such as `<script`, or undefined when it holds none. */
export function markupIn(bytes: Uint8Array): string | undefined {
  // Read a megabyte at a time, as single-byte characters, overlapping by more than the longest match.
  const chunk = 1024 * 1024;
  const decoder = new TextDecoder('latin1');
  for (let at = 0; at < bytes.length; at += chunk) {
    const text = decoder.decode(bytes.subarray(at, Math.min(bytes.length, at + chunk + 16)));
    const found = MARKUP.exec(text);
    if (found) return found[0].replace(/[\s/>]$/, '');
  }
  return undefined;
}
