import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { gzipSize, routeBytes } from './route-bytes';

let dir: string;

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('sums the scripts, module preloads and stylesheets each page links, each file once', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'route-bytes-'));
  const files: Record<string, string> = {
    'assets/entry.js': 'console.log("entry");'.repeat(50),
    'assets/about.js': 'export const about = 1;',
    'assets/site.css': 'body { color: white; }'.repeat(20),
    'index.html':
      '<script type="module" src="/assets/entry.js"></script><link rel="stylesheet" href="/assets/site.css">',
    'about/index.html':
      '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/about.js">' +
      '<link rel="modulepreload" href="/assets/about.js"><link rel="stylesheet" href="/assets/site.css">' +
      '<link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://masky.example/about">',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const size = (file: string) => ({
    bytes: files[file].length,
    gzipBytes: gzipSize(Buffer.from(files[file])),
  });
  const entry = size('assets/entry.js');
  const about = size('assets/about.js');
  const css = size('assets/site.css');

  expect(await routeBytes(dir)).toEqual([
    {
      route: '/',
      js: { files: ['/assets/entry.js'], ...entry },
      css: { files: ['/assets/site.css'], ...css },
    },
    {
      route: '/about',
      js: {
        files: ['/assets/entry.js', '/assets/about.js'],
        bytes: entry.bytes + about.bytes,
        gzipBytes: entry.gzipBytes + about.gzipBytes,
      },
      css: { files: ['/assets/site.css'], ...css },
    },
  ]);
  // Repetitive code compresses well, so gzip is what the budget should count.
  expect(entry.gzipBytes).toBeLessThan(entry.bytes / 5);
});
