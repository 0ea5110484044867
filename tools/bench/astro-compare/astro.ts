/**
 * The Astro side of `npm run bench:scale -- --astro`: installs Astro into a temporary folder and
 * builds the same posts with it, cold. The Astro site is the folder `site/` beside this file, a
 * minimal project that publishes the same blog pages as ours; the bench copies it and writes
 * `src/bench-settings.json` into the copy, with the posts' folder, the blog's page size and the
 * site's other languages, under whose tags it writes the same blog again, as the site does.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempFolder } from '../temp-folders';

/** The Astro project the bench builds, as real files. */
const ASTRO_SITE = path.join(import.meta.dirname, 'site');

/** What the copied site reads from `src/bench-settings.json`. */
export interface AstroSettings {
  /** The folder of the posts, whole, as Astro's glob loader takes it. */
  blogDir: string;
  /** How many posts a page of a list shows, as on our blog. */
  pageSize: number;
  /** The tags of the site's languages but its own, each of which has the blog again under its tag. */
  languages: string[];
}

/** Astro's cold build of the same posts. */
export interface AstroFigures {
  version: string;
  /** Wall time around Astro's `build()` call, in its own process, as ours is timed around `buildSite`. */
  seconds: number;
  /** Processor time of that process during the call, its threads included. */
  cpuSeconds: number;
  /** Wall time of the whole `node` process, start-up and import of Astro included. */
  processSeconds: number;
  pages: number;
}

/** An Astro installed into a temporary folder, outside the project and its dependencies. */
export interface AstroInstall {
  dir: string;
  version: string;
  remove: () => Promise<void>;
}

const run = promisify(execFile);

/** Installs Astro (`5.18` by default, the newest 5.18.x) into a temporary folder with npm. */
export async function installAstro(version = '5.18'): Promise<AstroInstall> {
  const folder = await tempFolder('bench-scale-astro-');
  try {
    // Astro 5.18 asks for unifont ~0.7.3, and unifont 0.7.5 needs undici 8, which needs Node 22.19,
    // so on Node 20 npm refuses the install under the project's engine-strict setting. unifont 0.7.4,
    // still within Astro's range, runs on Node 20; Astro uses unifont only for its fonts feature.
    const manifest = { private: true, type: 'module', overrides: { unifont: '0.7.4' } };
    await writeFile(path.join(folder.dir, 'package.json'), `${JSON.stringify(manifest)}\n`);
    await run(
      'npm',
      ['install', `astro@${version}`, '--prefix', folder.dir, '--no-audit', '--no-fund', '--loglevel=error'],
      // npm is a batch file on Windows, which only a shell starts.
      { cwd: folder.dir, maxBuffer: 16 * 1024 * 1024, shell: process.platform === 'win32' },
    );
    const installed = JSON.parse(
      await readFile(path.join(folder.dir, 'node_modules/astro/package.json'), 'utf8'),
    ) as { version: string };
    return { dir: folder.dir, version: installed.version, remove: folder.remove };
  } catch (error) {
    await folder.remove();
    throw error;
  }
}

/** Copies the Astro site into `dir` and writes the settings it reads beside its sources. */
export async function writeAstroSite(dir: string, settings: AstroSettings): Promise<void> {
  await mkdir(dir, { recursive: true });
  await cp(ASTRO_SITE, dir, { recursive: true });
  await writeFile(path.join(dir, 'src/bench-settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name === 'index.html').length;
}

/**
 * Builds the posts in `blogDir` with Astro, cold: a fresh copy of the site in the install's folder,
 * and neither its output nor Astro's or Vite's caches left from an earlier build.
 */
export async function buildWithAstro(
  install: AstroInstall,
  blogDir: string,
  settings: Omit<AstroSettings, 'blogDir'>,
): Promise<AstroFigures> {
  const site = path.join(install.dir, 'site');
  const caches = [
    site,
    path.join(install.dir, 'node_modules/.astro'),
    path.join(install.dir, 'node_modules/.vite'),
  ];
  await Promise.all(caches.map((folder) => rm(folder, { recursive: true, force: true })));
  await writeAstroSite(site, { blogDir, ...settings });
  const resultFile = path.join(install.dir, 'astro-result.json');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs', resultFile], {
      cwd: site,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`)),
    );
  });
  const processSeconds = (performance.now() - started) / 1000;
  const { seconds, cpuSeconds } = JSON.parse(await readFile(resultFile, 'utf8')) as {
    seconds: number;
    cpuSeconds: number;
  };
  return {
    version: install.version,
    seconds,
    cpuSeconds,
    processSeconds,
    pages: await countPages(path.join(site, 'dist')),
  };
}
