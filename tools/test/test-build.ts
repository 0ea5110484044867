import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayIso } from '../../shared/dates';
import { CHECKSUMS_FILE } from '../../pipeline/publish/manifest';
import { BUILD_INPUTS, isTestFixture } from './project-copy';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The folder the tests' build of the site goes in: `E2E_DIST`, or `.e2e-dist` in the project. The
 * browser tests serve it, `npm run check:html -- --build` checks it and the unit tests that read the
 * real site read it, so `npm test` builds the site once.
 */
export const testBuildDir = path.resolve(projectRoot, process.env.E2E_DIST ?? '.e2e-dist');

/**
 * The folder of the tests' mirror build (`npm run build:mirror`), beside the tests' build: the nginx
 * suite serves it as the onion service does.
 */
export const testMirrorBuildDir = `${testBuildDir}-mirror`;

/**
 * The folder of the tests' offline build (`npm run build:offline`), beside the tests' build: the
 * offline archives, which the browser tests unpack and read from a folder as a reader would.
 */
export const testOfflineBuildDir = `${testBuildDir}-offline`;

/** What `ensureTestBuild` did: built the site, or found a build of the same sources already there. */
export interface TestBuild {
  dir: string;
  /** The build's time in seconds, or undefined when the folder already held a build of these sources. */
  seconds?: number;
  /** How many pages the build wrote, when it built. */
  pages?: number;
}

/** A test file, which no build reads: a change to one alone never makes the site built again. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || isTestFixture(file);

/** Every file a build reads, relative to the project, in a fixed order. */
async function inputFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const name of BUILD_INPUTS) {
    const entries = await readdir(path.join(root, name), { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOTDIR') return null;
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    if (entries === null) files.push(name);
    else
      for (const entry of entries)
        if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return files.filter((file) => !isTest(`${path.sep}${file}`)).sort();
}

/**
 * A fingerprint of what a build of the project at `root` would be made from: the bytes of every file
 * it reads, the installed packages as the lock file names them, Node's version, and the day, since a
 * build publishes the posts and the canary's state of the day it runs.
 */
export async function sourceStamp(root: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${todayIso()}\n${process.version}\n`);
  for (const file of [...(await inputFiles(root)), 'package-lock.json']) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(root, file)).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}

/** Whether the process with this id is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file, waiting while another process holds it, and returns what gives it back. A lock
 * left by a process that has ended is taken over, so a test run that was killed never blocks the next.
 */
async function takeLock(file: string): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(file, 'utf8').catch(() => ''));
    if (owner > 0 && !running(owner)) {
      // Only one of the processes that found the lock abandoned moves it away; the others try again.
      const abandoned = `${file}.${process.pid}`;
      if (
        await rename(file, abandoned).then(
          () => true,
          () => false,
        )
      )
        await rm(abandoned, { force: true });
      continue;
    }
    await sleep(200);
  }
}

/**
 * Makes sure `dir` holds a build of the project at `root` made from its sources as they are now and
 * today, and builds it only when it does not: the browser tests, the HTML check and the unit tests
 * that read the real site each call this, and the first of them builds. A fingerprint of the
 * sources (`sourceStamp`) is kept beside the packages' cache, never in the build, where a host would
 * serve it; a build that fails leaves no fingerprint, so the next call builds again. Processes
 * calling it at once build one after another, never into the same folder together. With `copy`, it
 * is the mirror build or the offline archives (`buildSite`'s `mirror` and `offline`), each of which
 * should have a folder of its own.
 */
export async function ensureTestBuild(
  root = projectRoot,
  dir = testBuildDir,
  { copy = 'main' }: { copy?: 'main' | 'mirror' | 'offline' } = {},
): Promise<TestBuild> {
  const key = createHash('sha256').update(dir).digest('hex').slice(0, 12);
  const cache = path.join(root, 'node_modules/.cache/test-build', key);
  await mkdir(path.dirname(cache), { recursive: true });
  const release = await takeLock(`${cache}.lock`);
  try {
    // The kind of build is part of its fingerprint, so a folder never passes for the other kind.
    const stamp = `${copy} ${await sourceStamp(root)}`;
    const kept = await readFile(`${cache}.stamp`, 'utf8').catch(() => undefined);
    // The offline build writes the archives and their checksum list; the others, the site's pages.
    const made = path.join(dir, copy === 'offline' ? CHECKSUMS_FILE : 'index.html');
    if (kept === stamp && existsSync(made)) return { dir };
    await rm(`${cache}.stamp`, { force: true });
    // Loaded only when needed: a test or a script that finds the build current never loads Vite.
    const { buildSite } = await import('../../pipeline/build');
    const { seconds, pages } = await buildSite(root, dir, {
      mirror: copy === 'mirror',
      offline: copy === 'offline',
    });
    await writeFile(`${cache}.stamp`, stamp);
    return { dir, seconds, pages: pages.length };
  } finally {
    await release();
  }
}
