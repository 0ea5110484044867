import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The manifest's file at the site's root: every other file of the build, with its size and SHA-256. */
export const MANIFEST_FILE = 'manifest.json';

/** A signature's file beside the file it signs: `manifest.json.asc` signs `manifest.json`. */
export const signatureFile = (file: string) => `${file}.asc`;

/**
 * A path of the site as the manifest writes it: relative to the site's root, with forward slashes,
 * no empty, `.` or `..` part and no backslash, so that whoever reads a manifest (a mirror's, which
 * could have been written by anyone) can never be led outside the copy it checks.
 */
const sitePath = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (value) =>
      !value.includes('\\') &&
      !value.includes('\0') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    { message: 'is not a path inside the site' },
  );

/**
 * How many days a manifest holds after the moment of its build. The publishing job rebuilds the site
 * every day (README.md, "Deploying"), so a copy kept current is never more than a day old; one past
 * this is a copy nobody updates any more, or one held back on purpose to keep a retired mirror in
 * its list, and a reader is told so rather than that it matches.
 */
export const MANIFEST_VALID_DAYS = 35;

const manifestSchema = z.strictObject({
  version: z.literal(1),
  /** The moment the build was made for: `SOURCE_DATE_EPOCH` set to it builds the same files again. */
  built: z.iso.datetime(),
  /** The moment past which the manifest no longer vouches for the copy: MANIFEST_VALID_DAYS after `built`. */
  validUntil: z.iso.datetime(),
  files: z.array(
    z.strictObject({
      path: sitePath,
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

/** Compares two strings by their UTF-16 code units, the same on every machine whatever its locale. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every file under `dir`, relative to it with forward slashes, in code-unit order: the order never
 * depends on the file system, the order files were written in, or the machine's locale. A build
 * writes only plain files; anything else (a symbolic link could point anywhere) stops the listing.
 */
export async function siteFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!entry.isFile())
      throw new Error(`${relative} in ${dir} is not a plain file; a build writes only files.`);
    files.push(relative);
  }
  return files.sort(byCodeUnits);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The files a static host reads itself and never serves (Cloudflare Pages' and Netlify's rules for
 * headers and redirects): no copy could be checked for them, so the manifest leaves them out.
 */
export const HOST_FILES = ['_headers', '_redirects', '_routes.json'];

/**
 * The manifest of files whose digests are known (the build takes each as it writes the file): every
 * one but the manifest, its own signature and HOST_FILES, in code-unit order.
 */
export function manifestFrom(files: readonly ManifestFile[], built: Date): Manifest {
  const excluded = new Set(UNLISTED_FILES);
  const moment = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    version: 1,
    built: moment(built),
    validUntil: moment(new Date(built.getTime() + MANIFEST_VALID_DAYS * 86_400_000)),
    files: files.filter((file) => !excluded.has(file.path)).sort((a, b) => byCodeUnits(a.path, b.path)),
  };
}

/**
 * The checksum list a reader checks a copy with, using only the tools they have: `sha256sum -c`
 * reads it (GNU coreutils' format, as Tails and Tor Browser publish theirs), and `gpg --verify`
 * checks its signature, `sha256sums.txt.asc`. It lists every file a host is given, the manifest
 * and the host's own files (`_headers`) included, so a copy that drops or changes one does not pass.
 */
export const CHECKSUMS_FILE = 'sha256sums.txt';

/**
 * The files of a copy its manifest never lists: the manifest itself and its signature; the checksum
 * list and its signature, which are made after the manifest and list it, so the manifest cannot list
 * them; and HOST_FILES. A checker of a copy leaves them out of the files it holds that no manifest names.
 */
export const UNLISTED_FILES: readonly string[] = [
  MANIFEST_FILE,
  signatureFile(MANIFEST_FILE),
  CHECKSUMS_FILE,
  signatureFile(CHECKSUMS_FILE),
  ...HOST_FILES,
];

/**
 * The checksum list's text: a line per file, its SHA-256 in hex, two spaces, and its path from the
 * site's root, in code-unit order. A path that coreutils would have to escape (a backslash or a line
 * break in it) cannot be listed so that every `sha256sum` reads it alike, and stops the build: the
 * build never writes one, since every name it writes is checked (pipeline/inside-folder.ts).
 */
export function checksumsText(files: readonly Pick<ManifestFile, 'path' | 'sha256'>[]): string {
  const excluded = new Set([CHECKSUMS_FILE, signatureFile(CHECKSUMS_FILE)]);
  const listed = files.filter((file) => !excluded.has(file.path));
  for (const file of listed) {
    if (/[\\\n\r]/.test(file.path))
      throw new Error(
        `${JSON.stringify(file.path)} cannot be listed in ${CHECKSUMS_FILE}: its name holds a backslash or a line break`,
      );
  }
  return [...listed]
    .sort((a, b) => byCodeUnits(a.path, b.path))
    .map((file) => `${file.sha256}  ${file.path}\n`)
    .join('');
}

/** The manifest's text: one file a line, so that two manifests compare line by line. */
export function manifestText(manifest: Manifest): string {
  const files = manifest.files.map((file) => `    ${JSON.stringify(file)}`).join(',\n');
  const head = `"version": ${manifest.version},\n  "built": ${JSON.stringify(manifest.built)},\n  "validUntil": ${JSON.stringify(manifest.validUntil)}`;
  return `{\n  ${head},\n  "files": [\n${files}\n  ]\n}\n`;
}

/** Reads a manifest's text, or says in one sentence what is wrong with it. */
export function parseManifest(text: string): { manifest: Manifest } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: `${MANIFEST_FILE} is not JSON` };
  }
  const checked = manifestSchema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return {
      problem: `${MANIFEST_FILE} is not a manifest: ${issue.path.join('.') || 'the file'} ${issue.message}`,
    };
  }
  const paths = checked.data.files.map((file) => file.path);
  if (new Set(paths).size !== paths.length) return { problem: `${MANIFEST_FILE} names a file twice` };
  return { manifest: checked.data };
}
