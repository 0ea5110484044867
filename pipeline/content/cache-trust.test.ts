import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFileFor, writeSections } from './cache-file';
import { KEY_FOLDER_VARIABLE } from './cache-key';
import { FOREIGN_CACHE_LINE } from './check';

/**
 * A cache never decides what is published. Whoever can write the cache file (it lives in the
 * project's node_modules/) but not this machine's key cannot make a broken file look checked: the
 * check ignores the cache, says so, and reports the file; and on CI no cache is read or written.
 */

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const POST = 'content/blog/cache-trust.md';
const BAD_DATE =
  'content/blog/cache-trust.md:3:7  date: 2025-02-30 is not a day on the calendar: February 2025 has 28 days';

let root: string;
let keys: string;
let cacheFile: string;

/** Runs `npm run check:content` on the copy, with its key in a folder of the test's own. */
async function checkCli(env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'scripts/check-content.ts'), '--root', root],
      { cwd: projectRoot, env: { ...process.env, CI: '', [KEY_FOLDER_VARIABLE]: keys, ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A cache file's sections as whoever can read the file, but has no key, finds them. */
function sectionsOf(bytes: Buffer): Buffer[] {
  let at = bytes.indexOf('\n') + 1 + 32;
  const sections: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    sections.push(bytes.subarray(at + 36, at + 36 + length));
    at += 36 + length;
  }
  return sections;
}

/**
 * The cache rewritten as an attacker would: the post's recorded state and its entry given the
 * digest of the broken post's bytes (SHA-256, as the check digests them), so that the cache says
 * the broken post is the valid one it checked; each section's digest is made again by writeSections.
 */
async function plantedSections(): Promise<string[]> {
  const digest = createHash('sha256')
    .update(await readFile(path.join(root, POST)))
    .digest('base64');
  const [index, entries] = sectionsOf(await readFile(cacheFile)).map(String);
  const parsed = JSON.parse(index) as { files: Record<string, [number, number, number, string]> };
  const relative = POST.slice('content/'.length);
  const { size, mtimeMs, ctimeMs } = await stat(path.join(root, POST));
  parsed.files[relative] = [size, mtimeMs, ctimeMs, digest];
  const line = entries.split('\n').find((entry) => entry.startsWith(`${JSON.stringify(relative)}\t`))!;
  const entry = JSON.parse(line.slice(line.indexOf('\t') + 1)) as { bytes: string };
  const planted = `${JSON.stringify(relative)}\t${JSON.stringify({ ...entry, bytes: digest })}`;
  return [JSON.stringify(parsed), entries.replace(line, planted)];
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cache-trust-'));
  keys = await mkdtemp(path.join(tmpdir(), 'cache-trust-key-'));
  await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await writeFile(
    path.join(root, POST),
    '---\ntitle: A post\ndate: 2025-02-28\nsummary: A post for the test.\ntags: [news]\n---\n\nWords.\n',
  );
  cacheFile = cacheFileFor(projectRoot, path.join(root, 'content'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(keys, { recursive: true, force: true });
  await rm(cacheFile, { force: true });
});

describe('a cache rewritten to hide a broken file', () => {
  it(
    'is ignored, and the broken date is reported, whether its MAC is another machine’s, missing or changed',
    { timeout: 120_000 },
    async () => {
      const first = await checkCli();
      expect(first).toEqual({ code: 0, output: expect.stringMatching(/^No problems, \d+ files checked\n$/) });
      expect(existsSync(cacheFile)).toBe(true);
      const key = await readFile(path.join(keys, 'content-cache.key'));
      expect(key).toHaveLength(32);
      expect((await stat(path.join(keys, 'content-cache.key'))).mode & 0o777).toBe(0o600);
      const valid = await readFile(cacheFile);

      const post = path.join(root, POST);
      await writeFile(post, (await readFile(post, 'utf8')).replace('2025-02-28', '2025-02-30'));
      const planted = await plantedSections();
      const ways: [string, () => Promise<void>][] = [
        ["with another machine's key", async () => writeSections(cacheFile, planted, randomBytes(32))],
        [
          'with its MAC kept as it was',
          async () => {
            writeSections(cacheFile, planted, randomBytes(32));
            const bytes = await readFile(cacheFile);
            valid.copy(bytes, bytes.indexOf('\n') + 1, valid.indexOf('\n') + 1, valid.indexOf('\n') + 33);
            await writeFile(cacheFile, bytes);
          },
        ],
        [
          'with no MAC at all, in the layout the check used before it had one',
          async () => {
            writeSections(cacheFile, planted, randomBytes(32));
            const bytes = await readFile(cacheFile);
            const body = bytes.subarray(bytes.indexOf('\n') + 1 + 32);
            await writeFile(cacheFile, Buffer.concat([Buffer.from('masky content cache 3\n'), body]));
          },
        ],
        [
          'with no MAC at all, in the layout the check uses',
          async () => {
            writeSections(cacheFile, planted, randomBytes(32));
            const bytes = await readFile(cacheFile);
            const body = bytes.subarray(bytes.indexOf('\n') + 1 + 32);
            await writeFile(cacheFile, Buffer.concat([bytes.subarray(0, bytes.indexOf('\n') + 1), body]));
          },
        ],
      ];
      for (const [way, plant] of ways) {
        await plant();
        const { code, output } = await checkCli();
        expect({ way, code, lines: output.trim().split('\n').slice(-2) }).toEqual({
          way,
          code: 1,
          lines: [BAD_DATE, expect.stringMatching(/^1 problem in 1 file, \d+ files checked$/)],
        });
        // A cache file of an earlier layout was written by an earlier version of the check, and
        // is ignored without a word, as any cache of another version is.
        expect({ way, said: output.includes(FOREIGN_CACHE_LINE) }).toEqual({
          way,
          said: !way.includes('before it had one'),
        });
      }
    },
  );
});

describe('the check on CI', () => {
  it('neither reads nor writes a cache', { timeout: 60_000 }, async () => {
    expect(await checkCli({ CI: 'true' })).toMatchObject({ code: 0 });
    expect(existsSync(cacheFile)).toBe(false);
    // A cache this machine's own key vouches for, which claims the broken post was checked.
    await checkCli();
    const post = path.join(root, POST);
    await writeFile(post, (await readFile(post, 'utf8')).replace('2025-02-28', '2025-02-30'));
    const key = await readFile(path.join(keys, 'content-cache.key'));
    writeSections(cacheFile, await plantedSections(), key);
    expect((await checkCli()).output).toMatch(/^No problems/);
    const { code, output } = await checkCli({ CI: '1' });
    expect(code).toBe(1);
    expect(output).toContain(BAD_DATE);
  });
});
