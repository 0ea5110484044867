import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file the content check keeps what it learned in, and how it is written: a first line that
 * names it, the MAC of the rest (HMAC-SHA256 with this machine's key, cache-key.ts), then sections,
 * each its length, the SHA-256 of its bytes, and its bytes, which are JSON. The first section is
 * small: what the files were when they were last read, and the report of that check; the second
 * holds what was learned about each file, and is read only by a check that has to read a file
 * again. A file whose MAC is not right was not written by this check on this machine, and nothing
 * in it is used; a section whose bytes do not match their digest is ignored, and so is a file that
 * does not start with the first line, or ends before its last section does.
 */

/** The first bytes of a cache file; the number is that of its layout. */
const MAGIC = Buffer.from('masky content cache 4\n');
/** The first bytes of a cache file of any layout, an earlier one among them. */
const ANY_LAYOUT = Buffer.from('masky content cache ');
const MAC_BYTES = 32;
const LENGTH_BYTES = 4;
const DIGEST_BYTES = 32;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** The MAC of a cache file's bytes after its MAC: its first line, then its sections. */
const macOf = (key: Buffer, sections: Uint8Array) =>
  createHmac('sha256', key).update(MAGIC).update(sections).digest();

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
 * A cache file as read: its sections, when its MAC is right; or none, and whether there was a file
 * this check could not vouch for, which it says it ignored. A file of an earlier layout, which an
 * earlier version of this check wrote, is ignored without a word, as a cache of another version is.
 */
export type ReadCache =
  { sections: Section[]; foreign?: undefined } | { sections?: undefined; foreign: boolean };

/**
 * The sections of a cache file as written, once its MAC is found right with `key`, their digests
 * not yet checked (a check that needs only the first does not spend time on the others).
 */
export function readSections(file: string, key: Buffer): ReadCache {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { foreign: false };
  }
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    const earlier =
      bytes.subarray(0, ANY_LAYOUT.length).equals(ANY_LAYOUT) &&
      /^\d+\n/.test(bytes.subarray(ANY_LAYOUT.length, ANY_LAYOUT.length + 8).toString('latin1'));
    return { foreign: !earlier };
  }
  const mac = bytes.subarray(MAGIC.length, MAGIC.length + MAC_BYTES);
  const start = MAGIC.length + MAC_BYTES;
  if (mac.length !== MAC_BYTES || !timingSafeEqual(mac, macOf(key, bytes.subarray(start))))
    return { foreign: true };
  const sections: Section[] = [];
  let at = start;
  while (at < bytes.length) {
    if (at + LENGTH_BYTES + DIGEST_BYTES > bytes.length) return { foreign: true };
    const length = bytes.readUInt32BE(at);
    const digest = bytes.subarray(at + LENGTH_BYTES, at + LENGTH_BYTES + DIGEST_BYTES);
    const from = at + LENGTH_BYTES + DIGEST_BYTES;
    if (from + length > bytes.length) return { foreign: true };
    sections.push({ bytes: bytes.subarray(from, from + length), digest });
    at = from + length;
  }
  return { sections };
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
 * Writes a cache file from its sections, with its MAC made with `key`, beside and then renamed, so
 * that no check ever reads half of one. A cache that cannot be written, in a read-only folder, only
 * costs the next check its speed, so a failure is not reported.
 */
export function writeSections(
  file: string,
  sections: readonly (Section | Buffer | string)[],
  key: Buffer,
): void {
  try {
    const parts: Buffer[] = [];
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
    const body = Buffer.concat(parts);
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, Buffer.concat([MAGIC, macOf(key, body), body]));
    renameSync(temporary, file);
  } catch {
    // See above: the next check reads every file again.
  }
}
