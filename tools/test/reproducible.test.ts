import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as openpgp from 'openpgp';
import { afterAll, describe, expect, it } from 'vitest';
import { editorOutDir } from '../../pipeline/build';
import { CHECKSUMS_FILE, MANIFEST_FILE, siteFiles } from '../../pipeline/publish/manifest';
import sharp from 'sharp';
import { EXIF_HEADER, exifTags, GPS_TAG, photograph } from '../../pipeline/media/__fixtures__/pictures';
import { copyProject } from './project-copy';
import { trustSiteKey } from './site-key';

/**
 * The build is reproducible: one commit, built in two folders, in two time zones a day apart and two
 * locales, writes the same files, byte for byte, signed manifest included. Each build runs in a
 * process of its own, as `npm run build` does, so nothing of one reaches the other.
 */

const run = promisify(execFile);
const removals: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(removals.map((remove) => remove())));

/** The day it is now in a time zone, YYYY-MM-DD. */
const dayIn = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** The files of two folders that differ, by name: present in one only, or with other bytes; at most `limit`. */
async function differingFiles(a: string, b: string, limit = 10): Promise<string[]> {
  const [left, right] = await Promise.all([siteFiles(a), siteFiles(b)]);
  const inRight = new Set(right);
  const differences = [
    ...left.filter((file) => !inRight.has(file)).map((file) => `${file} (only in the first build)`),
    ...right.filter((file) => !left.includes(file)).map((file) => `${file} (only in the second build)`),
  ];
  for (const file of left.filter((each) => inRight.has(each))) {
    if (differences.length >= limit) break;
    const [x, y] = await Promise.all([readFile(path.join(a, file)), readFile(path.join(b, file))]);
    if (!x.equals(y)) differences.push(file);
  }
  return differences.slice(0, limit);
}

/** Builds the project in `root`, in a process of its own with these time zone, locale and moment. */
async function build(root: string, env: Record<string, string | undefined>): Promise<string> {
  const out = path.join(root, 'dist');
  await run(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', '--out', out], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return out;
}

describe('two builds of one commit', () => {
  it('in other folders, time zones and locales write the same files, signed manifest and all', async () => {
    const now = new Date();
    const first = await copyProject();
    removals.push(first.remove);
    // The second copy is made from the first, so both hold exactly the same sources even while
    // someone edits the project; its folder has another name and another length.
    const secondDir = await mkdtemp(path.join(tmpdir(), 'masky-reproduce-second-copy-'));
    removals.push(() => rm(secondDir, { recursive: true, force: true }));
    await cp(first.dir, secondDir, { recursive: true, verbatimSymlinks: true });

    // A post dated today in Kiritimati, which is always yesterday in Adak: a build that takes its
    // day from the machine's clock and time zone would publish it in one build and not the other.
    const kiritimati = dayIn('Pacific/Kiritimati', now);
    const post = [
      '---',
      'title: A post of the day',
      `date: ${kiritimati}`,
      'summary: Published on one day.',
      'tags: [news]',
      '---',
      '',
      'Hello.',
      '',
    ].join('\n');
    const { privateKey, publicKey } = await openpgp.generateKey({
      type: 'ecc',
      curve: 'ed25519Legacy',
      userIDs: [{ name: 'Site signing, test' }],
      date: new Date(now.getTime() - 24 * 60 * 60 * 1000),
      format: 'armored',
    });
    // A photograph as a phone saves it, with the place it was taken, shown by the post.
    const photo = await photograph(2000, 1500, { gps: true, seed: 7 });
    expect(exifTags((await sharp(photo).metadata()).exif)).toContain(GPS_TAG);
    for (const dir of [first.dir, secondDir]) {
      await writeFile(path.join(dir, 'content/blog/a-post-of-the-day.md'), post);
      await writeFile(
        path.join(dir, 'content/blog/a-harbour.md'),
        post
          .replace(`date: ${kiritimati}`, 'date: 2025-01-02')
          .replace('Hello.', '![A harbour at dawn, from the test](/media/harbour.jpg)'),
      );
      await mkdir(path.join(dir, 'public/media'), { recursive: true });
      await writeFile(path.join(dir, 'public/media/harbour.jpg'), photo);
      await trustSiteKey(dir, publicKey);
    }

    const shared = {
      SOURCE_DATE_EPOCH: String(Math.floor(now.getTime() / 1000)),
      SITE_SIGNING_KEY: privateKey,
    };
    // One in a shell that says development, one that names no NODE_ENV: both are the site's production
    // build. Each runs in its own process and folder, so the two run at once, each on a core when
    // the other test files leave one free.
    const [a, b] = await Promise.all([
      // One makes every picture afresh, as CI does, on one of libuv's threads; the other may take
      // them from this machine's cache, on eight.
      build(first.dir, {
        ...shared,
        CI: 'true',
        UV_THREADPOOL_SIZE: '1',
        TZ: 'Pacific/Kiritimati',
        LANG: 'fa_IR.UTF-8',
        LC_ALL: 'fa_IR.UTF-8',
        NODE_ENV: 'development',
      }),
      build(secondDir, {
        ...shared,
        CI: undefined,
        UV_THREADPOOL_SIZE: '8',
        TZ: 'America/Adak',
        LANG: 'C',
        LC_ALL: 'C',
        NODE_ENV: undefined,
      }),
    ]);

    const files = await siteFiles(a);
    expect(files).toContain(MANIFEST_FILE);
    expect(files).toContain(`${MANIFEST_FILE}.asc`);
    expect(await differingFiles(a, b)).toEqual([]);
    expect(await differingFiles(editorOutDir(a), editorOutDir(b))).toEqual([]);

    // A reader checks the copy with sha256sum and gpg alone, with the key the site publishes.
    const home = await mkdtemp(path.join(tmpdir(), 'masky-reader-gnupg-'));
    removals.push(() => rm(home, { recursive: true, force: true }));
    const reader = { cwd: a, env: { ...process.env, GNUPGHOME: home, LC_ALL: 'C' } };
    await writeFile(path.join(home, 'site-key.asc'), publicKey);
    await run('gpg', ['--batch', '--import', path.join(home, 'site-key.asc')], reader);
    const verified = await run(
      'gpg',
      ['--batch', '--verify', `${CHECKSUMS_FILE}.asc`, CHECKSUMS_FILE],
      reader,
    );
    expect(verified.stderr).toContain('Good signature from "Site signing, test"');
    const summed = await run('sha256sum', ['--quiet', '-c', CHECKSUMS_FILE], reader);
    expect(summed.stdout).toBe('');
    // Every file is listed but the list and its signature.
    const listed = (await readFile(path.join(a, CHECKSUMS_FILE), 'utf8')).trimEnd().split('\n');
    expect(listed.length).toBe(files.length - 2);

    // The photograph is served in modern formats in several widths, with its size, and nowhere with
    // the place it was taken, nor in the editor's folder, which keeps no copy of the site's pictures.
    const page = await readFile(path.join(a, 'blog/a-harbour/index.html'), 'utf8');
    const picture = /<picture>.*?<\/picture>/s.exec(page)?.[0] ?? '';
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = new RegExp(`<source type="${type}" srcset="([^"]+)"`).exec(picture)?.[1] ?? '';
      expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
        '320w',
        '640w',
        '960w',
        '1280w',
        '1920w',
      ]);
    }
    expect(picture).toContain('width="2000" height="1500"');
    const copies = files.filter((file) => file.startsWith('media/harbour'));
    expect(copies.length).toBe(16);
    for (const copy of copies) {
      const bytes = await readFile(path.join(a, copy));
      expect((await sharp(bytes).metadata()).exif, copy).toBeUndefined();
      expect(bytes.includes(EXIF_HEADER), copy).toBe(false);
    }
    expect((await siteFiles(editorOutDir(a))).filter((file) => file.startsWith('media/'))).toEqual([]);
  }, 600_000);
});
