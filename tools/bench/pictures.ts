import { execFile } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { MEDIA } from '../../shared/media';
import { photograph } from '../../pipeline/media/__fixtures__/pictures';
import { createStaticServer } from '../serve/static-server';
import { installedChromium } from '../test-setup/system';
import { copyProject } from '../test/project-copy';
import { holdFolder } from './temp-folders';

/**
 * What a reader on a phone downloads to read a post with ten large photographs, before and after the
 * build made copies of them: before, each photograph was published as it came (about 3 MB from a
 * phone's camera) and every browser loaded it whole; after, the browser picks the copy its screen
 * needs. The photographs are made here (nothing can be downloaded), as a phone saves them, and the
 * post is built in a copy of the project, its copies made afresh as CI makes them. Chromium then
 * reads the post at 375 px, at a phone's two common densities, scrolling to its end so every lazy
 * picture loads, and the bytes of every picture it fetched are added up.
 */

const run = promisify(execFile);

/** The photographs of the post: twelve megapixels each, as a phone's camera takes them. */
const PHOTOGRAPHS = { count: 10, width: 4032, height: 3024 } as const;

/** The screens the post is read on: a phone's width at its two common densities. */
const SCREENS = [
  { width: 375, height: 812, density: 2 },
  { width: 375, height: 812, density: 3 },
] as const;

export interface PicturesReport {
  photographs: number;
  /** Bytes of the photographs as they came, which the site served before. */
  before: number;
  /** Bytes of every picture the browser fetched, per screen. */
  after: { width: number; density: number; bytes: number; formats: string[] }[];
  /** Seconds the build took, its copies made afresh. */
  buildSeconds: number;
}

const POST = (count: number) =>
  [
    '---',
    'title: A walk along the harbour',
    'date: 2025-01-02',
    'summary: Ten photographs of the harbour, for the bench.',
    'tags: [news]',
    '---',
    '',
    ...Array.from({ length: count }, (_, index) => [
      `Photograph ${index + 1} of the walk.`,
      '',
      `![The harbour, photograph ${index + 1}](${MEDIA.publicPath}/harbour-${index + 1}.jpg)`,
      '',
    ]).flat(),
  ].join('\n');

/** Builds the post in a copy of the project and reads it on each screen. */
export async function benchPictures(): Promise<PicturesReport> {
  const project = holdFolder(await copyProject());
  try {
    const media = path.join(project.dir, MEDIA.folder);
    await mkdir(media, { recursive: true });
    let before = 0;
    for (let index = 1; index <= PHOTOGRAPHS.count; index += 1) {
      const bytes = await photograph(PHOTOGRAPHS.width, PHOTOGRAPHS.height, { seed: index, gps: true });
      before += bytes.length;
      await writeFile(path.join(media, `harbour-${index}.jpg`), bytes);
    }
    await writeFile(
      path.join(project.dir, 'content/blog/a-walk-along-the-harbour.md'),
      POST(PHOTOGRAPHS.count),
    );
    const started = performance.now();
    await run(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', '--no-editor'], {
      cwd: project.dir,
      env: { ...process.env, CI: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const buildSeconds = (performance.now() - started) / 1000;
    const dist = path.join(project.dir, 'dist');
    await stat(path.join(dist, 'blog/a-walk-along-the-harbour/index.html'));

    const server = createStaticServer(dist);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? installedChromium() ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const after: PicturesReport['after'] = [];
      for (const screen of SCREENS) {
        const context = await browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.density,
          isMobile: true,
        });
        const page = await context.newPage();
        const fetched = new Map<string, number>();
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (!url.pathname.startsWith(`${MEDIA.publicPath}/`)) return;
          void response.body().then(
            (body) => fetched.set(url.pathname, body.length),
            () => undefined,
          );
        });
        await page.goto(`http://127.0.0.1:${port}/blog/a-walk-along-the-harbour/`);
        // Scrolled a screen at a time to the end, as a reader reads, so each lazy picture loads.
        // Written as text: this module is Node's, with no DOM types, and the script runs in the page.
        await page.evaluate(`(async () => {
          while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight) {
            window.scrollBy(0, window.innerHeight);
            await new Promise((next) => setTimeout(next, 100));
          }
        })()`);
        await page.waitForLoadState('networkidle');
        await page.waitForFunction('[...document.images].every((image) => image.complete)');
        after.push({
          width: screen.width,
          density: screen.density,
          bytes: [...fetched.values()].reduce((sum, bytes) => sum + bytes, 0),
          formats: [...new Set([...fetched.keys()].map((file) => path.extname(file).slice(1)))],
        });
        await context.close();
      }
      return { photographs: PHOTOGRAPHS.count, before, after, buildSeconds };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await project.remove();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** The report as lines to print. */
export function picturesLines(report: PicturesReport): string[] {
  return [
    `A post with ${report.photographs} photographs of ${PHOTOGRAPHS.width} × ${PHOTOGRAPHS.height}, read to its end at 375 px:`,
    `  before (each photograph as it came): ${megabytes(report.before)}`,
    ...report.after.map(
      (screen) =>
        `  after, ${screen.width} px at ${screen.density}x (${screen.formats.join(', ')}): ${megabytes(screen.bytes)}, ${(report.before / screen.bytes).toFixed(1)} times less`,
    ),
    `  build with every copy made afresh: ${report.buildSeconds.toFixed(1)} s`,
  ];
}
