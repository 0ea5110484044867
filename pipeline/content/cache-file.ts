import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file the content check keeps what it learned in, and how it is written: a first line that
 * names it, then sections, each its length, the SHA-256 of its bytes, and its bytes, which are JSON.
 * The first section is small: what the files were when they were last read, and the report of that
 * check; the second holds what was learned about each file, and is read only by a check that has to
 * read a file again. A section whose bytes do not match their digest is ignored, and so is a file
 * that does not start with the first line, or ends before its last section does.
 */

/** The first bytes of a cache file; the number is that of its layout. */
const MAGIC = Buffer.from('masky content cache 3\n');
const LENGTH_BYTES = 4;
const DIGEST_BYTES = 32;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** Where a project keeps the cache of the content folder at `folder`, under its node_modules/.cache. */
export function cacheFileFor(codeRoot: string, folder: string): string {
  const name = createHash('sha256').update(folder).digest('hex').slice(0, 12);
  return path.join(codeRoot, 'node_modules/.cache/content-check', `${name}.cache`);
}

/** One section of a cache file: its bytes, and the digest written with them. */
export interface Section {
  bytes: Buffer;
  digest: Buffer;
}

/**
 * The sections of a cache file as written, their digests not yet checked (a check that needs only
 * the first does not spend time on the others); nothing when the file is not a whole cache.
 */
export function readSections(file: string): Section[] | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const sections: Section[] = [];
  let at = MAGIC.length;
  while (at < bytes.length) {
    if (at + LENGTH_BYTES + DIGEST_BYTES > bytes.length) return undefined;
    const length = bytes.readUInt32BE(at);
    const digest = bytes.subarray(at + LENGTH_BYTES, at + LENGTH_BYTES + DIGEST_BYTES);
    const start = at + LENGTH_BYTES + DIGEST_BYTES;
    if (start + length > bytes.length) return undefined;
    sections.push({ bytes: bytes.subarray(start, start + length), digest });
    at = start + length;
  }
  return sections;
}

/** A section's bytes, if they match the digest written with them. */
export function verified(section: Section | undefined): Buffer | undefined {
  return section && sha256(section.bytes).equals(section.digest) ? section.bytes : undefined;
}

/** A section's JSON, if its bytes match their digest and are JSON. */
export function parseSection(section: Section | undefined): unknown {
  const bytes = verified(section);
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString());
  } catch {
    return undefined;
  }
}

/**
 * Writes a cache file from its sections, beside and then renamed, so that no check ever reads half
 * of one. A cache that cannot be written, in a read-only folder, only costs the next check its
 * speed, so a failure is not reported.
 */
export function writeSections(file: string, sections: readonly (Section | Buffer | string)[]): void {
  try {
    const parts: Buffer[] = [MAGIC];
    for (const section of sections) {
      // A section copied from the file as it was keeps the digest it had: if its bytes were damaged,
      // they stay as damaged as they were, and are ignored when read.
      const { bytes, digest } =
        typeof section === 'string'
          ? { bytes: Buffer.from(section), digest: undefined }
          : Buffer.isBuffer(section)
            ? { bytes: section, digest: undefined }
            : section;
      const length = Buffer.alloc(LENGTH_BYTES);
      length.writeUInt32BE(bytes.length);
      parts.push(length, digest ?? sha256(bytes), bytes);
    }
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, Buffer.concat(parts));
    renameSync(temporary, file);
  } catch {
    // See above: the next check reads every file again.
  }
}
