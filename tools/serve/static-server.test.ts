import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, notFoundUnder, parseHeadersFile, patternMatches } from './static-server';

describe('parseHeadersFile', () => {
  it('reads each path block with its headers, skipping comments and blank lines', () => {
    const rules = parseHeadersFile(
      [
        '# Generated; do not edit.',
        '/*',
        '  Referrer-Policy: no-referrer',
        "  Content-Security-Policy: default-src 'none'; img-src https://flagcdn.com",
        '',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
      ].join('\n'),
    );
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['Referrer-Policy', 'no-referrer'],
          ['Content-Security-Policy', "default-src 'none'; img-src https://flagcdn.com"],
        ],
      },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ]);
  });

  it('names the line of a header that has no path above it or no colon', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(
      '_headers line 1: expected "Name: value" under a path, found "X-Frame-Options: DENY"',
    );
    expect(() => parseHeadersFile('/*\n  nosniff')).toThrow(
      '_headers line 2: expected "Name: value" under a path, found "nosniff"',
    );
  });
});

describe('patternMatches', () => {
  it('lets * stand for any run of characters and matches the rest literally', () => {
    expect(patternMatches('/*', '/')).toBe(true);
    expect(patternMatches('/*', '/blog/why-zero-log-matters/')).toBe(true);
    expect(patternMatches('/assets/*', '/assets/index-abc.js')).toBe(true);
    expect(patternMatches('/assets/*', '/blog/assets')).toBe(false);
    expect(patternMatches('/feed.xml', '/feedaxml')).toBe(false);
  });
});

describe('createStaticServer', () => {
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'static-server-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'terms'));
    await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>');
    await writeFile(path.join(dir, 'terms/index.html'), '<h1>Terms</h1>');
    await writeFile(path.join(dir, '404.html'), '<h1>Not found</h1>');
    await writeFile(path.join(dir, 'assets/app-1234.js'), 'export {};');
    await writeFile(
      path.join(dir, '_headers'),
      '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    const server = createStaticServer(dir).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('redirects a folder’s address to its slash, as the hosts mirrors use do, keeping the query', async () => {
    const bare = await fetch(`${base}/terms?x=1`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/terms/?x=1');
    // A file's address and an unknown one are not folders.
    expect((await fetch(`${base}/assets/app-1234.js`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${base}/no-such-page`, { redirect: 'manual' })).status).toBe(404);
  });

  it('never redirects off the host, nor to a folder outside the site, whatever the request names', async () => {
    await mkdir(path.join(dir, 'evil.example'), { recursive: true });
    await writeFile(path.join(dir, 'evil.example/index.html'), '<h1>A folder of the site</h1>');
    // Raw request targets, as a client may send them: fetch would read the first as another host.
    const locations = await Promise.all(
      ['//evil.example', '/%2F%2Fevil.example', '/..%2F..%2Fterms', '/%2E%2E/terms'].map(
        (target) =>
          new Promise<string | undefined>((resolve, reject) => {
            const { hostname, port } = new URL(base);
            get({ hostname, port, path: target }, (response) => {
              response.resume();
              resolve(response.headers.location);
            }).once('error', reject);
          }),
      ),
    );
    // The site's folder named evil.example stays on this host; an encoded climb is no folder of the
    // site; and %2E%2E is a dot segment the address parser resolves before anything is looked up.
    expect(locations).toEqual([undefined, '/%2F%2Fevil.example/', undefined, '/terms/']);
    await rm(path.join(dir, 'evil.example'), { recursive: true });
  });

  it('sends the headers _headers gives each path, and revalidates pages', async () => {
    const page = await fetch(`${base}/terms/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Terms</h1>');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('x-frame-options')).toBe('DENY');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path with 404.html, status 404, its headers and no long cache', async () => {
    for (const url of ['/no-such-page', '/assets/no-such-file.js']) {
      const missing = await fetch(`${base}${url}`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('<h1>Not found</h1>');
      expect(missing.headers.get('x-frame-options')).toBe('DENY');
      expect(missing.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not publish the _headers file itself', async () => {
    const response = await fetch(`${base}/_headers`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Not found</h1>');
  });
});

describe('notFoundUnder', () => {
  it('names the prefix in front of the not-found page’s addresses from the root, and no others', () => {
    expect(
      notFoundUnder(
        '<link rel="stylesheet" href="/assets/s.css"><a href="/about/">a</a><img src="/m.png" ' +
          'srcset="/m.png 1x"><a href="//other.test/">o</a><a href="https://x.test/">x</a><p>/about/</p>',
        '/p/m/',
      ),
    ).toBe(
      '<link rel="stylesheet" href="/p/m/assets/s.css"><a href="/p/m/about/">a</a><img src="/p/m/m.png" ' +
        'srcset="/p/m/m.png 1x"><a href="//other.test/">o</a><a href="https://x.test/">x</a><p>/about/</p>',
    );
  });
});

describe('createStaticServer under a prefix', () => {
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'static-server-prefix-'));
    await mkdir(path.join(dir, 'terms'));
    await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>');
    await writeFile(path.join(dir, 'terms/index.html'), '<h1>Terms</h1>');
    await writeFile(path.join(dir, '404.html'), '<a href="/">Home</a>');
    const server = createStaticServer(dir, { prefix: 'p/m' }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the folder under the prefix, redirects to the slash there, and nothing outside it', async () => {
    expect(await (await fetch(`${base}/p/m/terms/`)).text()).toBe('<h1>Terms</h1>');
    const bare = await fetch(`${base}/p/m/terms`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/p/m/terms/');
    expect((await fetch(`${base}/p/m`, { redirect: 'manual' })).headers.get('location')).toBe('/p/m/');
    expect((await fetch(`${base}/terms/`)).status).toBe(404);
  });

  it('serves its not-found page at any depth with the prefix in its links', async () => {
    const missing = await fetch(`${base}/p/m/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<a href="/p/m/">Home</a>');
  });
});
