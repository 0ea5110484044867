import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  MEDIA,
  MEDIA_LIMITS,
  PICTURE_EXTENSIONS,
  PICTURE_FORMATS,
  type PictureFormat,
} from '../../shared/media';
import { markupIn, pictureEnd, signatureFormat, whatElse, type NotAPicture } from './structure';

/**
 * The check of one file of the media folder, by its bytes: whatever its name says, it must be a
 * picture of a format the site shows, within the site's limits, with nothing in it or after it that
 * a browser could take for a page or a script. Every way a picture reaches the folder (an upload in
 * the editor, a commit on a branch, a file already there) passes through here: the content check,
 * the editor's upload and the publication check all call it.
 */

/** A picture of the media folder as its bytes were found: what the build needs to make its copies. */
export interface MediaPicture {
  /** Its path from the project's root, such as `public/media/map.png`. */
  file: string;
  /** The address the site's texts name it by, such as `/media/map.png`. */
  address: string;
  format: PictureFormat;
  /** Its size as it is shown, once turned the way its camera says it was held. */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** The SHA-256 of its bytes, in hex, which names its copies and their cache. */
  digest: string;
}

/** A picture's name: letters, digits, dots, dashes and underscores, starting with a letter or digit. */
const PICTURE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** What each kind of file that is no picture is called in a problem. */
const CALLED: Record<NotAPicture, string> = {
  svg: 'an SVG drawing, which can hold a script that runs when it is opened',
  html: 'a web page',
  script: 'a script',
  pdf: 'a PDF document',
  archive: 'a zip archive',
  text: 'text',
  unknown: 'no picture the site can show',
};

const FORMAT_NAMES: Record<PictureFormat, string> = {
  jpeg: 'a JPEG photograph',
  png: 'a PNG picture',
  webp: 'a WebP picture',
  avif: 'an AVIF picture',
  gif: 'a GIF picture',
};

const SHOWN = 'JPEG, PNG, WebP, AVIF or GIF';

/** The format a file's name says it is in, or undefined for an ending no picture format has. */
export function formatOfName(name: string): PictureFormat | undefined {
  const extension = path.posix.extname(name).toLowerCase();
  return PICTURE_FORMATS.find((format) => PICTURE_EXTENSIONS[format].includes(extension));
}

/**
 * Why a file's name cannot be a picture's address, or nothing: it names the address, so it is kept
 * to characters every address carries as they are.
 */
export function pictureNameProblem(name: string): string | undefined {
  if (!PICTURE_NAME.test(name))
    return `the name ${JSON.stringify(name)} cannot be a picture's address: use only letters, digits, dots, dashes and underscores, starting with a letter or digit, such as server-map.png`;
  return undefined;
}

/** A size in bytes, as an editor reads it. */
function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * Checks one file of the media folder by its bytes. `file` is its path from the project's root; the
 * answer is the picture as found, or why it cannot be published, in words for the editor who added it.
 */
export async function inspectPicture(
  file: string,
  bytes: Uint8Array,
): Promise<{ picture: MediaPicture } | { problem: string }> {
  const name = path.posix.basename(file);
  const nameProblem = pictureNameProblem(name);
  if (nameProblem) return { problem: nameProblem };
  if (bytes.length > MEDIA_LIMITS.bytes)
    return {
      problem: `this picture is ${megabytes(bytes.length)}, and a picture may be at most ${megabytes(MEDIA_LIMITS.bytes)}; save it smaller (the site makes every size a page needs from it)`,
    };
  const format = signatureFormat(bytes);
  if (!format)
    return {
      problem: `this file is ${CALLED[whatElse(bytes)]}, not a picture, whatever its name says: the media folder holds only ${SHOWN} pictures; remove it, or save the picture again in one of those formats`,
    };
  const named = formatOfName(name);
  if (named !== format)
    return {
      problem: `this file holds ${FORMAT_NAMES[format]} but its name ends in ${path.posix.extname(name) || 'nothing'}; rename it to end in ${PICTURE_EXTENSIONS[format][0]}`,
    };
  const end = pictureEnd(bytes, format);
  if (end === undefined)
    return { problem: `this picture is broken or cut short; save it again from the program that made it` };
  if (end < bytes.length)
    return {
      problem: `this picture has ${(bytes.length - end).toLocaleString('en')} bytes of something else after its end (some phones add a short video, and a file made to pass for a picture hides a page there); save the picture again as a plain ${PICTURE_EXTENSIONS[format][0]}`,
    };
  const markup = markupIn(bytes);
  if (markup)
    return {
      problem: `this picture holds ${JSON.stringify(markup)}, the start of a web page or a script, which no camera or drawing program writes; save the picture again from the program that made it`,
    };
  let metadata: Metadata;
  try {
    // The header alone is read here, whatever its size says; the size is then held to the limits,
    // and every decode after this one (pipeline/media/encode.ts) is held to them by sharp itself.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return {
      problem: `this picture is broken and cannot be read; save it again from the program that made it`,
    };
  }
  const { width = 0, height = 0 } = metadata.autoOrient ?? metadata;
  if (width * height > MEDIA_LIMITS.pixels || width > MEDIA_LIMITS.side || height > MEDIA_LIMITS.side)
    return {
      problem: `this picture is ${width} × ${height} pixels, more than the site takes (${(MEDIA_LIMITS.pixels / 1e6).toFixed(0)} million pixels, ${MEDIA_LIMITS.side.toLocaleString('en')} on a side); save it smaller`,
    };
  if (width === 0 || height === 0) return { problem: `this picture has no pixels` };
  return {
    picture: {
      file,
      address: `${MEDIA.publicPath}/${path.posix.relative(MEDIA.folder, file)}`,
      format,
      width,
      height,
      hasAlpha: metadata.hasAlpha ?? false,
      digest: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}
