import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { CONTENT_SIZE_LIMITS } from '../../shared/content-limits';
import type { Problem } from './problem';

/**
 * The check refuses, before it reads a byte, a file larger than the site allows, which would stall the check,
 * the build and the editor for everyone, and anything that is not an ordinary file, such as a symbolic link,
 * which could lead the build to a file outside the repository, one nobody reviews.
 */
export function sizeLimitOf(relative: string): { kind: string; bytes: number } {
  return relative.endsWith('.md')
    ? { kind: 'a markdown file', bytes: CONTENT_SIZE_LIMITS.markdown }
    : { kind: 'a YAML file', bytes: CONTENT_SIZE_LIMITS.yaml };
}

export type Refusal = { reason: 'link' } | { reason: 'not-a-file' } | { reason: 'too-large'; size: number };

export class RefusedFile extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

// A symbolic link is not followed (the open fails), and a named pipe does not hold the open until
// something writes to it, which would stall the check.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** Reads a content file's bytes, refusing a link, anything but an ordinary file, and a file over its limit. */
export function readContentFile(file: string, limit = sizeLimitOf(file).bytes): Uint8Array {
  let descriptor: number;
  try {
    descriptor = openSync(file, OPEN_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new RefusedFile({ reason: 'link' });
    throw error;
  }
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) throw new RefusedFile({ reason: 'not-a-file' });
    if (stats.size > limit) throw new RefusedFile({ reason: 'too-large', size: stats.size });
    const bytes = readFileSync(descriptor);
    // A file that grew past the limit while it was read is refused as one that was that large.
    if (bytes.length > limit) throw new RefusedFile({ reason: 'too-large', size: bytes.length });
    return bytes;
  } finally {
    closeSync(descriptor);
  }
}

const KB = 1024;
const MB = 1024 * KB;

function sizeInWords(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= KB) return `${Number((bytes / KB).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The problem of a file refused before it is read; `folder` is the one it is in, `content/` or `public/`. */
export function refusedProblem(file: string, refusal: Refusal, folder = 'content/'): Problem {
  const problem = (message: string): Problem => ({ file, line: 1, column: 1, path: '', message });
  switch (refusal.reason) {
    case 'link':
      return problem(
        `this is a symbolic link, and the site reads only ordinary files in ${folder}, never what a link leads to; put the file itself here instead of the link`,
      );
    case 'not-a-file':
      return problem(
        `this is not an ordinary file, and the site reads only ordinary files in ${folder}; put the file itself here`,
      );
    case 'too-large': {
      const limit = sizeLimitOf(file);
      const size = sizeInWords(refusal.size);
      const allowed = sizeInWords(limit.bytes);
      // A file just over the limit would read "1 MB, and ... at most 1 MB"; its bytes say by how much.
      const exact = size === allowed ? `${refusal.size.toLocaleString('en')} bytes` : size;
      return problem(
        `this file is ${exact}, and ${limit.kind} may be at most ${allowed}${
          size === allowed ? ` (${limit.bytes.toLocaleString('en')} bytes)` : ''
        }; split it or remove what it does not need`,
      );
    }
  }
}
