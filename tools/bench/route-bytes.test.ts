import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { gzipSize, routeBytes } from './route-bytes';

let dir: string;

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('sums the scripts, module preloads and stylesheets each page links, each file once, and counts its requests', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'route-bytes-'));
  const files: Record<string, string> = {
    'assets/entry.js': 'console.log("entry");'.repeat(50),
    'assets/about.js': 'export const about = 1;',
    'assets/site.css': 'body { color: white; }'.repeat(20),
    'index.html':
      '<script type="module" src="/assets/entry.js"></script><link rel="stylesheet" href="/assets/site.css">' +
      '<div data-behaviour="hash-scroll"></div>',
    'fa/about/index.html':
      '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/about.js">' +
      '<link rel="modulepreload" href="/assets/about.js"><link rel="stylesheet" href="/assets/site.css">' +
      '<link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://masky.example/about">' +
      '<img src="https://flagcdn.com/w40/de.png" alt=""><div data-island="server-explorer"></div>',
    'admin/index.html': '<script type="module" src="/assets/editor.js"></script>',
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

  // The editor, an application of its own, is no page of the site.
  expect(await routeBytes(dir, ['fa'])).toEqual([
    {
      route: '/',
      source: '/',
      js: { files: ['/assets/entry.js'], ...entry },
      css: { files: ['/assets/site.css'], ...css },
      requests: 3,
      interactive: 'behaviour',
    },
    {
      route: '/fa/about',
      source: '/about',
      js: {
        files: ['/assets/entry.js', '/assets/about.js'],
        bytes: entry.bytes + about.bytes,
        gzipBytes: entry.gzipBytes + about.gzipBytes,
      },
      css: { files: ['/assets/site.css'], ...css },
      // The page, two scripts, the stylesheet, the icon and the flag from the flag service.
      requests: 6,
      interactive: 'island',
    },
  ]);
  // Repetitive code compresses well, so gzip is what the budget should count.
  expect(entry.gzipBytes).toBeLessThan(entry.bytes / 5);
});
