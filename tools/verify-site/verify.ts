import { lstat, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PublicKey } from 'openpgp';
import {
  byCodeUnits,
  MANIFEST_FILE,
  parseManifest,
  sha256,
  signatureFile,
  UNLISTED_FILES,
} from '../../pipeline/publish/manifest';
import { readTransition, TRANSITIONS_PATH } from '../../pipeline/publish/key-transition';
import { signatureProblem } from '../../pipeline/publish/site-signing';
import { linkedPaths, listedAs } from './linked';

/**
 * Checks a copy of the site (a host, a mirror, or a folder such as a copy on a USB stick) against the
 * build's signed manifest. Whoever serves the copy controls every byte of it, the manifest
 * included, so nothing of the manifest is believed before its signature is checked with the key
 * from the repository; then every file it names is fetched, never more of it than the manifest
 * says it holds, and compared by its SHA-256.
 */

/** What reading one file of a copy gave: its bytes, or why there are none. */
export type ReadResult =
  | { kind: 'read'; bytes: Buffer }
  /** Not there; an HTTP host sends a page with its 404, which may be the very file asked for (404.html). */
  | { kind: 'missing'; bytes?: Buffer }
  | { kind: 'too large' }
  | { kind: 'failed'; reason: string };

/** A copy of the site, read one file at a time by its path in the manifest, never past `limit` bytes. */
export interface SiteCopy {
  read(file: string, limit: number): Promise<ReadResult>;
  /**
   * Every file the copy holds, where that can be known (a folder): a page or script a mirror added
   * is in no manifest, and would pass unseen if only the manifest's files were read.
   */
  list?(): Promise<string[]>;
  /**
   * Where the files cannot be listed (over HTTP), the paths of the copy a page it served links to,
   * by which a page or script a mirror added is found as a reader would reach it.
   */
  linksIn?(file: string, bytes: Buffer): string[];
}

/** How many redirects within the copy a read follows, as a browser would, before it gives up. */
const REDIRECT_LIMIT = 5;

/** The most a manifest and a signature may hold: far more than any real one, far less than a disk. */
const MANIFEST_LIMIT = 16 * 1024 * 1024;
const SIGNATURE_LIMIT = 64 * 1024;

/**
 * The most of an unlisted file read, to follow its links, and the most unlisted addresses followed:
 * a hostile host can make up pages without end, each linking to the next.
 */
const UNLISTED_LIMIT = 2 * 1024 * 1024;
const UNLISTED_FOLLOWED = 200;

/**
 * A copy served over HTTP(S) at `base`, which may have a path prefix (`https://host/masky/`). Each
 * file is asked for by its path as the manifest writes it (`about/index.html`), which every static
 * host serves; each request gives up after `timeoutMs`.
 */
export function httpCopy(base: string, timeoutMs = 30_000): SiteCopy {
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  return {
    linksIn: (file, bytes) => (file.endsWith('.html') ? linkedPaths(bytes.toString('utf8'), file, root) : []),
    async read(file, limit) {
      let url = new URL(file.split('/').map(encodeURIComponent).join('/'), root);
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      // A redirect is followed only within the copy (its origin, under its prefix): a mirror that
      // sends each file on to another host would otherwise pass with that host's bytes.
      for (let hops = 0; ; hops += 1) {
        try {
          response = await fetch(url, { signal, redirect: 'manual' });
        } catch (error) {
          return {
            kind: 'failed',
            reason: (error as Error).name === 'TimeoutError' ? 'timed out' : String((error as Error).message),
          };
        }
        const location = response.headers.get('location');
        if (response.status < 300 || response.status > 399 || location === null) break;
        await response.body?.cancel();
        const next = new URL(location, url);
        if (next.origin !== root.origin || !next.pathname.startsWith(root.pathname))
          return { kind: 'failed', reason: `redirected off the copy, to ${next.href}` };
        if (hops === REDIRECT_LIMIT)
          return { kind: 'failed', reason: `more than ${REDIRECT_LIMIT} redirects` };
        url = next;
      }
      // A host may answer a page such as 404.html with its status; what counts is the bytes it sends.
      const missing = response.status === 404 || response.status === 410;
      if (!response.ok && !missing) {
        await response.body?.cancel();
        return { kind: 'failed', reason: `HTTP ${response.status}` };
      }
      if (Number(response.headers.get('content-length') ?? 0) > limit) {
        await response.body?.cancel();
        return missing ? { kind: 'missing' } : { kind: 'too large' };
      }
      // Read as it arrives, and stop at the first byte past the limit: a hostile copy could send without end.
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      try {
        for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
          size += chunk.value.length;
          if (size > limit) {
            await reader?.cancel();
            return missing ? { kind: 'missing' } : { kind: 'too large' };
          }
          chunks.push(chunk.value);
        }
      } catch (error) {
        return { kind: 'failed', reason: signal.aborted ? 'timed out' : String((error as Error).message) };
      }
      return { kind: missing ? 'missing' : 'read', bytes: Buffer.concat(chunks) };
    },
  };
}

/** A copy in a folder on this machine; a path that is no plain file there counts as missing. */
export function folderCopy(dir: string): SiteCopy {
  return {
    async list() {
      // Every entry but a folder: a link planted in a copy is a file the manifest does not list.
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => !entry.isDirectory())
        .map((entry) =>
          path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
    },
    async read(file, limit) {
      const target = path.join(dir, ...file.split('/'));
      const stats = await lstat(target).catch(() => undefined);
      if (!stats?.isFile()) return { kind: 'missing' };
      if (stats.size > limit) return { kind: 'too large' };
      const handle = await open(target, 'r');
      try {
        const bytes = Buffer.alloc(limit + 1);
        let size = 0;
        for (;;) {
          const { bytesRead } = await handle.read(bytes, size, bytes.length - size, size);
          if (bytesRead === 0) break;
          size += bytesRead;
          if (size > limit) return { kind: 'too large' };
        }
        return { kind: 'read', bytes: bytes.subarray(0, size) };
      } finally {
        await handle.close();
      }
    },
  };
}

/** The copy an address names: an http(s) address, or else a folder. */
export const copyAt = (address: string): SiteCopy =>
  /^https?:\/\//i.test(address) ? httpCopy(address) : folderCopy(path.resolve(address));

/** What checking a copy found: one line per file that differs, or the one reason nothing could be checked. */
export interface Verdict {
  /** Every file that differs, in the manifest's order, as `changed: about/index.html`. */
  differences: string[];
  /**
   * Every file the copy holds that the manifest does not name: in a folder, each one; over HTTP,
   * each its pages link to (and the pages those link to) that the host serves.
   */
  extra: string[];
  /** Why the manifest was not trusted (missing, or its signature does not verify); then nothing else was read. */
  untrusted?: string;
  /** How many files the manifest names. */
  files: number;
  /** The moment the build was made for, as the manifest says. */
  built?: string;
  /** The moment past which the manifest no longer vouches for the copy, as it says. */
  validUntil?: string;
  /** How many whole days before the check the build was made. */
  days?: number;
}

const DAY_MS = 86_400_000;

/** How old a build is, in words: under a day, 1 day, 12 days. */
export const age = (days: number) => (days < 1 ? 'under a day' : days === 1 ? '1 day' : `${days} days`);

const describe = (file: string, result: ReadResult, expected: string): string | undefined => {
  if (result.kind === 'missing')
    return result.bytes && sha256(result.bytes) === expected ? undefined : `missing: ${file}`;
  if (result.kind === 'too large') return `changed: ${file} (larger than the manifest says)`;
  if (result.kind === 'failed') return `could not be read: ${file} (${result.reason})`;
  return sha256(result.bytes) === expected ? undefined : `changed: ${file}`;
};

/**
 * Checks `copy` against its own manifest, trusted only once `key` is found to have signed it and
 * only until the moment it says it holds (`now` is the check's moment).
 */
export async function verifyCopy(
  copy: SiteCopy,
  key: PublicKey,
  { concurrency = 8, now = new Date() }: { concurrency?: number; now?: Date } = {},
): Promise<Verdict> {
  const fingerprint = key.getFingerprint().toUpperCase();
  const [manifest, signature] = await Promise.all([
    copy.read(MANIFEST_FILE, MANIFEST_LIMIT),
    copy.read(signatureFile(MANIFEST_FILE), SIGNATURE_LIMIT),
  ]);
  const untrusted = (untrusted: string): Verdict => ({ differences: [], extra: [], untrusted, files: 0 });
  if (manifest.kind !== 'read') return untrusted(describe(MANIFEST_FILE, manifest, '')!);
  if (signature.kind !== 'read') {
    return untrusted(
      `${describe(signatureFile(MANIFEST_FILE), signature, '')}: without its signature, nothing says the manifest is the company's`,
    );
  }
  const problem = await signatureProblem(manifest.bytes, signature.bytes.toString('utf8'), key);
  if (problem) {
    // Only a manifest another key signed can have been handed over; a changed one is just changed.
    const otherKey = problem.startsWith('it was not signed');
    const handover = otherKey ? await handedOver(copy, manifest.bytes, key) : undefined;
    const said = handover
      ? `. ${handover}`
      : otherKey
        ? ', and no transition statement signed with that key names another'
        : '';
    return untrusted(
      `${MANIFEST_FILE}'s signature does not verify with the key ${fingerprint}: ${problem}${said}`,
    );
  }
  const parsed = parseManifest(manifest.bytes.toString('utf8'));
  if ('problem' in parsed) return untrusted(parsed.problem);

  const { files, built, validUntil } = parsed.manifest;
  const days = Math.floor((now.getTime() - Date.parse(built)) / DAY_MS);
  // A genuine copy that nobody updates still verifies byte for byte; past its date it no longer
  // says what the company serves today (a retired mirror may still be in its list).
  if (now.getTime() > Date.parse(validUntil))
    return untrusted(
      `${MANIFEST_FILE} expired on ${validUntil}: it is the manifest of a build of ${built}, ${age(days)} old, and the site is rebuilt every day, so this copy is no longer kept current`,
    );
  const found: (string | undefined)[] = new Array(files.length);
  // The seal and the host's own files are in no manifest by design (UNLISTED_FILES).
  const listed = new Set([...files.map((file) => file.path), ...UNLISTED_FILES]);
  const linked = new Set<string>();
  const follow = (file: string, result: ReadResult) => {
    if (!copy.linksIn || !('bytes' in result) || !result.bytes) return;
    for (const path of copy.linksIn(file, result.bytes)) if (!listedAs(path, listed)) linked.add(path);
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const { path: file, size, sha256: expected } = files[index];
      // A page is read past its size where its links are followed, since a page a mirror made
      // longer is where it would link to what it added.
      const followed = copy.linksIn !== undefined && file.endsWith('.html');
      const result = await copy.read(file, followed ? Math.max(size, UNLISTED_LIMIT) : size);
      const longer = result.kind === 'read' && result.bytes.length > size;
      found[index] = describe(file, longer ? { kind: 'too large' } : result, expected);
      follow(file, result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const extra = copy.list
    ? (await copy.list()).filter((file) => !listed.has(file)).sort(byCodeUnits)
    : await servedUnlisted(copy, linked, follow);
  return {
    differences: found.filter((line): line is string => line !== undefined),
    extra,
    files: files.length,
    built,
    validUntil,
    days,
  };
}

/**
 * Of the unlisted paths the copy's pages link to, those the copy serves, followed in turn (an added
 * page may link to an added script): each named as the copy serves it, or with why it could not be
 * read. A path the host says is not there is a broken link, not a file the copy added.
 */
async function servedUnlisted(
  copy: SiteCopy,
  linked: Set<string>,
  follow: (file: string, result: ReadResult) => void,
): Promise<string[]> {
  const served: string[] = [];
  let followed = 0;
  for (const file of linked) {
    if (followed === UNLISTED_FOLLOWED) {
      served.push(`(more links to addresses the manifest does not list; stopped after ${UNLISTED_FOLLOWED})`);
      break;
    }
    followed += 1;
    const result = await copy.read(file, UNLISTED_LIMIT);
    if (result.kind === 'missing') continue;
    served.push(result.kind === 'failed' ? `${file} (${result.reason})` : file);
    follow(file, result);
  }
  return served.sort(byCodeUnits);
}

/** The most transition statements looked at, and the most of each read: a few, a few kilobytes each. */
const TRANSITIONS_READ = 20;
const TRANSITION_LIMIT = 64 * 1024;

/**
 * Where a copy is signed by another key than the reader's: the transition statement of the copy,
 * signed by the reader's key, that hands its work over to another (key-transition.ts), in words
 * that name it. The manifest is not trusted here; it only says where the statements are, and a
 * statement counts only with the reader's own key's signature.
 */
async function handedOver(copy: SiteCopy, manifest: Buffer, key: PublicKey): Promise<string | undefined> {
  const parsed = parseManifest(manifest.toString('utf8'));
  if ('problem' in parsed) return undefined;
  const fingerprint = key.getFingerprint().toUpperCase();
  const statements = parsed.manifest.files
    .filter((file) => file.path.startsWith(`${TRANSITIONS_PATH}/`))
    .slice(0, TRANSITIONS_READ);
  for (const { path: file, size } of statements) {
    const read = await copy.read(file, Math.min(size, TRANSITION_LIMIT));
    if (read.kind !== 'read') continue;
    const found = await readTransition(read.bytes.toString('utf8'), [key]);
    if ('problem' in found) continue;
    const { transition, signedBy } = found;
    if (transition.purpose !== 'site' || transition.from !== fingerprint || !signedBy.includes(fingerprint))
      continue;
    return `The key ${fingerprint} handed over to the key ${transition.to} on ${transition.date}, in ${file}, which it signed: check that statement with gpg --verify, then check this copy with the new key`;
  }
  return undefined;
}
