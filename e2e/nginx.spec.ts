import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import type { Page } from '@playwright/test';
import Ajv from 'ajv';
import { MIRRORS_FILE } from '../schemas';
import { BROWSER_STORAGE_KEYS } from '../shared/browser-storage';
import { externalFlagHost } from '../shared/flags';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  onionPageHeaders,
  securityHeaders,
  SPECULATION_RULES,
} from '../pipeline/security/headers';
import { editorContentSecurityPolicy } from '../pipeline/security/headers';
import { editorOutDir } from '../pipeline/build';
import { visibleText } from '../tools/test/site-copy';
import { ensureTestBuild, testMirrorBuildDir } from '../tools/test/test-build';
import { e2eDist } from './env';
import { expect, test as base, waitForHydration } from './fixtures';
import { nginxBasePort, nginxOnionBasePort, startNginx, type NginxServer } from './nginx-server';
import { content, landsAt, languages, MISSING_ROUTE, pageKinds, siteRoutes } from './site-routes';

const { site } = content;
const flagHost = externalFlagHost(site);

declare global {
  interface Window {
    /** The Content Security Policy violations the page has reported, filled in by the init script. */
    cspViolations: string[];
  }
}

/** A page's address as its links name it and nginx answers it: its folder, with the slash. */
const atSlash = (route: string) => (route === '/' ? route : `${route}/`);

/** The file of the mirror build that holds a page's HTML, by the page's address. */
const mirrorPage = (route: string) =>
  readFile(
    path.join(testMirrorBuildDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`),
    'utf8',
  );

/**
 * The suite's fixtures: one nginx per worker, serving the browser tests' build with
 * `deploy/nginx.conf` over HTTPS, and the mirror build of the same sources with
 * `deploy/nginx-onion.conf`, as the onion service serves it; and the base URL pointed at the first.
 */
const test = base.extend<{ cspViolations: (page: Page) => Promise<string[]> }, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      // Built once for the suite's workers, and again only when the sources change.
      await ensureTestBuild(undefined, testMirrorBuildDir, { copy: 'mirror' });
      const server = await startNginx(e2eDist, nginxBasePort + 2 * workerInfo.parallelIndex, {
        editorRoot: editorOutDir(e2eDist),
        editorOrigin: site.editing.origin,
        onionPort: nginxOnionBasePort + workerInfo.parallelIndex,
        onionRoot: testMirrorBuildDir,
      });
      await provide(server);
      await server.stop();
    },
    // A first run builds the mirror, which takes longer than a fixture's usual 30 s on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ nginx }, provide) => {
    await provide(nginx.origin);
  },
  cspViolations: async ({ page }, provide) => {
    // The listener goes in before any of the page's own code, so no violation can happen unseen.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        // Only the header can hold frame-ancestors, which tells the two copies of the policy apart.
        const policy = event.originalPolicy.includes('frame-ancestors') ? 'header' : 'meta';
        window.cspViolations.push(`${policy}: ${event.effectiveDirective} refused ${event.blockedURI}`);
      });
    });
    await provide((visited) => visited.evaluate(() => window.cspViolations));
  },
});

// The not-found page logs the path it could not find, as the specification asks.
test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });

/**
 * Loads a page, lets it hydrate, and scrolls through it a screen at a time, so that lazy images and
 * anything else deferred load too, wherever they sit, then waits for every image to have loaded.
 */
async function visit(page: Page, route: string) {
  const response = await page.goto(route);
  await waitForHydration(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Each step scrolls in a frame's animation callbacks, which the browser runs before it works out
    // what has come into view in that same frame, so one frame a screen is enough; the next step waits
    // for the next frame. The wait for the images then fails the test by its time limit if a lazy
    // image was passed by unseen, since an image that never started loading never completes. (The
    // page itself waits, as Playwright's waitForFunction would without the script of its own that it
    // first sets up in the page.)
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      await frame();
      window.scrollTo({ top: y, behavior: 'instant' });
    }
    await frame();
    while (![...document.images].every((image) => image.complete)) await frame();
  });
  return response;
}

test('every page loads over nginx with no Content Security Policy violation, no cookie and no third-party request but the flags', async ({
  page,
  context,
  nginx,
  cspViolations,
}) => {
  test.setTimeout(240_000);
  // The context sees every request: the page's, its workers' and any tab it opens.
  const origins = new Set<string>();
  context.on('request', (request) => origins.add(new URL(request.url()).origin));
  // Chromium only warns about a header it cannot read, such as a feature name it does not know.
  const headerWarnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy|Referrer Policy/i.test(message.text()))
      headerWarnings.push(message.text());
  });
  // Each kind of page in each other language too, whose fonts and notices the policy must allow.
  const translated = languages.slice(1).flatMap(({ language }) => pageKinds(language.tag));
  for (const route of [...siteRoutes, ...translated, MISSING_ROUTE]) {
    const response = await visit(page, route);
    expect(response?.status(), route).toBe(route === MISSING_ROUTE ? 404 : 200);
    expect(await cspViolations(page), route).toEqual([]);
  }
  expect([...origins].sort()).toEqual([nginx.origin, ...(flagHost ? [`https://${flagHost}`] : [])].sort());
  expect(headerWarnings).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});

test.describe('the violation listener', () => {
  test.use({ expectedConsoleErrors: [/Content Security Policy/] });

  test('reports what the policy refuses', async ({ page, cspViolations }) => {
    await visit(page, '/');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red; }';
      document.head.append(style);
    });
    // Both copies of the policy are in force: the header's and the page's own.
    await expect
      .poll(async () => (await cspViolations(page)).sort())
      .toEqual(['header: style-src-elem refused inline', 'meta: style-src-elem refused inline']);
  });
});

test('every page, asset and error carries the security headers, and caching fits each kind of file', async ({
  request,
  nginx,
}) => {
  const expected = Object.fromEntries(
    securityHeaders(site).map(({ name, value }) => [name.toLowerCase(), value]),
  );
  const csp = expected['content-security-policy'];
  // Checked here as well as in the code, so a weaker policy cannot pass by changing both.
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(expected['referrer-policy']).toBe('no-referrer');
  expect(expected['x-content-type-options']).toBe('nosniff');
  expect(expected['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect(expected['permissions-policy']).toContain('camera=()');

  const home = await (await request.get(`${nginx.origin}/`)).text();
  // The home page names its files from itself (assets/…), which from the root is /assets/….
  const assets = [...home.matchAll(/(?:src|href)="(?:\.\/)?(assets\/[^"]+)"/g)].map(
    (match) => `/${match[1]}`,
  );
  expect(assets.length).toBeGreaterThan(2);
  const check = async (url: string, status: number, cacheControl: string) => {
    const response = await request.get(`${nginx.origin}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected))
      expect(headers[name], `${name} on ${url}`).toBe(value);
    expect(headers['cache-control'], url).toBe(cacheControl);
    expect(headers['set-cookie'], url).toBeUndefined();
    return response;
  };
  for (const route of siteRoutes) {
    const response = await check(atSlash(route), 200, CACHE_CONTROL.other);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    // Hosts that cannot send headers still get the policy from the page, less what a meta tag cannot hold.
    expect(await response.text()).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(site, 'meta')}" />`,
    );
  }
  for (const asset of assets) await check(asset, 200, CACHE_CONTROL.assets);
  await check(MISSING_ROUTE, 404, CACHE_CONTROL.other);
  await check('/assets/no-such-file.js', 404, CACHE_CONTROL.other);
  await check('/about', 301, CACHE_CONTROL.other);
});

test("the media folder's pictures are served under a policy where nothing runs, on the site and on the onion", async ({
  request,
  nginx,
}) => {
  const media = path.join(e2eDist, 'media');
  const files = (await readdir(media)).sort();
  const copy = files.find((file) => /\.[0-9a-f]{10}-\d+\.avif$/.test(file));
  const own = files.find((file) => !/\.[0-9a-f]{10}-\d+\./.test(file));
  // The site holds a picture (a text shows one), so the folder has its copies and one at its own name.
  expect(copy).toBeDefined();
  expect(own).toBeDefined();
  const sandboxed = "default-src 'none'; sandbox";
  for (const origin of [nginx.origin, nginx.onionOrigin]) {
    for (const [file, cacheControl] of [
      [copy!, CACHE_CONTROL.assets],
      [own!, CACHE_CONTROL.other],
    ] as const) {
      const response = await request.get(`${origin}/media/${file}`);
      expect(response.status(), file).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy'], `${origin} ${file}`).toBe(sandboxed);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-type']).toMatch(/^image\/(avif|png|jpeg|webp)$/);
      expect(headers['cache-control'], file).toBe(cacheControl);
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
    // No folder's list, and nothing but files.
    expect((await request.get(`${origin}/media/`)).status()).toBe(404);
  }
});

test('pages name their speculation rules, which nginx serves with their own type, kept a day', async ({
  request,
  nginx,
}) => {
  const home = await request.get(`${nginx.origin}/`);
  expect(home.headers()['speculation-rules']).toBe(`"${SPECULATION_RULES.path}"`);
  const rules = await request.get(`${nginx.origin}${SPECULATION_RULES.path}`);
  expect(rules.status()).toBe(200);
  expect(rules.headers()['content-type']).toBe(SPECULATION_RULES.type);
  expect(rules.headers()['cache-control']).toBe(CACHE_CONTROL.speculationRules);
  expect(await rules.json()).toEqual(SPECULATION_RULES.rules);
});

test('pages have clean URLs, one address each, and plain HTTP leads to HTTPS', async ({ request, nginx }) => {
  const about = await request.get(`${nginx.origin}/about/`, { maxRedirects: 0 });
  expect(about.status()).toBe(200);
  expect(await about.text()).toBe(await readFile(path.join(e2eDist, 'about/index.html'), 'utf8'));
  // The address without its slash leads to the page's folder, as the hosts mirrors use do.
  const bare = await request.get(`${nginx.origin}/about?from=menu`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  // A path and no host: nginx would otherwise write whatever Host header the client sent.
  expect(bare.headers()['location']).toBe('/about/?from=menu');
  // Plain HTTP goes to the site's configured address, whatever Host header the client wrote.
  for (const host of [undefined, 'evil.example']) {
    const plain = await request.get(`${nginx.httpOrigin}/about?from=menu`, {
      maxRedirects: 0,
      headers: host ? { host } : {},
    });
    expect(plain.status(), host).toBe(301);
    expect(plain.headers()['location'], host).toBe(`${site.siteUrl}/about?from=menu`);
  }
});

/**
 * The status and Location header of a GET whose target is sent byte for byte as written: Playwright's
 * requests, like fetch, tidy a path (`/\x` to `//x`, a tab dropped) before sending it.
 */
function rawGet(origin: string, target: string, host = new URL(origin).host) {
  const url = new URL(origin);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const options = { host: url.hostname, port: Number(url.port) };
    const send = () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'latin1');
    const socket =
      url.protocol === 'https:'
        ? tlsConnect({ ...options, rejectUnauthorized: false }, send)
        : netConnect(options, send);
    const chunks: Buffer[] = [];
    socket
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('error', reject)
      .on('end', () => {
        const [statusLine, ...fields] = Buffer.concat(chunks)
          .toString('latin1')
          .split('\r\n\r\n')[0]
          .split('\r\n');
        const location = fields.find((field) => /^location:/i.test(field))?.replace(/^location:\s*/i, '');
        resolve({ status: Number(statusLine.split(' ')[1]), location });
      });
  });
}

/**
 * Addresses that end in a slash but are not of the site's shape, each of which a trailing-slash rule
 * that redirects any path would make into a Location a browser reads as another host, or as an
 * address of the site it never had: escapes for a backslash, a tab and slashes, the same written out,
 * and a long one.
 */
const HOSTILE_TARGETS = [
  '/%5Cevil.example/',
  '/%09/evil.example/',
  '/%2F%2Fevil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '/\t/evil.example/',
  '/foo%2Fbar/',
  '/about//',
  `/%5C${'a'.repeat(8_000)}/`,
];

/** A path of the site's shape of 8,000 characters, which redirects like any other. */
const LONG_PATH = `/${'a'.repeat(7_998)}/`;

test('redirects name a path on the site and never a host, on the site and on the onion', async ({
  nginx,
}) => {
  for (const origin of [nginx.origin, nginx.onionOrigin]) {
    for (const target of [...HOSTILE_TARGETS, LONG_PATH, LONG_PATH.slice(0, -1), '/about']) {
      const { status, location } = await rawGet(origin, target);
      const label = `${origin} ${JSON.stringify(target.slice(0, 40))}: ${status} ${JSON.stringify(location?.slice(0, 40))}`;
      if (location === undefined) continue;
      // One slash, then a character that is neither a slash nor a backslash, and no control character
      // (a browser drops a tab or a line break, which can bring two slashes together).
      expect(location, label).toMatch(/^\/[^/\\]/);
      expect(
        [...location].filter((char) => char < ' ' || char === '\x7f'),
        label,
      ).toEqual([]);
      // And as a browser reads it, from the page it asked for.
      expect(new URL(location, `${origin}/page`).origin, label).toBe(origin);
    }
    // What is not of the site's shape gets no redirect at all, but the not-found page (or, for a tab
    // written out in the request, nginx's refusal of the request).
    for (const target of HOSTILE_TARGETS) {
      const { status, location } = await rawGet(origin, target);
      expect({ status, location }, `${origin} ${JSON.stringify(target.slice(0, 40))}`).toEqual({
        status: target.includes('\t') ? 400 : 404,
        location: undefined,
      });
    }
    expect(await rawGet(origin, '/about?from=menu')).toEqual({ status: 301, location: '/about/?from=menu' });
    // Only a folder the build wrote is redirected to: a path of the site's shape that is none is not found.
    expect(await rawGet(origin, LONG_PATH.slice(0, -1))).toEqual({ status: 404, location: undefined });
    // A Host header names no host in a redirect: the answer is a path.
    expect(await rawGet(origin, '/about', 'evil.example')).toEqual({ status: 301, location: '/about/' });
  }
  // Plain HTTP leads to the site's configured address with the request's path, whatever it holds.
  for (const target of [...HOSTILE_TARGETS, LONG_PATH]) {
    const { location } = await rawGet(nginx.httpOrigin, target, 'evil.example');
    if (location !== undefined)
      expect(new URL(location).origin, JSON.stringify(target.slice(0, 40))).toBe(
        new URL(site.siteUrl).origin,
      );
  }
});

/** The TLS version and suite nginx agrees to for a client offering only `ciphers`, or the error. */
function handshake(port: number, options: { ciphers: string; maxVersion: 'TLSv1.2' | 'TLSv1.3' }) {
  return new Promise<string>((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options }, () => {
      resolve(`${socket.getProtocol()} ${socket.getCipher().standardName}`);
      socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code}`));
  });
}

test("TLS is Mozilla's intermediate profile: forward-secret suites only, TLS 1.2 at the least", async ({
  nginx,
}) => {
  const port = Number(new URL(nginx.origin).port);
  // Plain RSA key exchange: anyone who later gets the server's key can read every recorded session.
  for (const ciphers of ['AES128-GCM-SHA256', 'AES256-GCM-SHA384', 'AES128-SHA', 'ECDHE-RSA-AES128-SHA'])
    expect(await handshake(port, { ciphers, maxVersion: 'TLSv1.2' }), ciphers).toMatch(/^refused: /);
  expect(await handshake(port, { ciphers: 'ECDHE-RSA-AES128-GCM-SHA256', maxVersion: 'TLSv1.2' })).toBe(
    'TLSv1.2 TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256',
  );
  expect(await handshake(port, { ciphers: 'DHE-RSA-AES256-GCM-SHA384', maxVersion: 'TLSv1.2' })).toBe(
    'TLSv1.2 TLS_DHE_RSA_WITH_AES_256_GCM_SHA384',
  );
  expect(await handshake(port, { ciphers: 'DEFAULT', maxVersion: 'TLSv1.3' })).toMatch(/^TLSv1\.3 TLS_/);
  const old = await new Promise<string>((resolve) => {
    const socket = tlsConnect(
      {
        host: '127.0.0.1',
        port,
        rejectUnauthorized: false,
        minVersion: 'TLSv1',
        maxVersion: 'TLSv1.1',
        ciphers: 'DEFAULT:@SECLEVEL=0',
      },
      () => resolve(`${socket.getProtocol()}`),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code}`));
  });
  expect(old).toMatch(/^refused: /);
});

/** A GET to nginx's HTTPS port as the editor's host, by its name in both SNI and Host. */
function editorGet(nginx: NginxServer, pathname: string) {
  const host = new URL(site.editing.origin).hostname;
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const url = new URL(nginx.origin);
    const request = httpsRequest(
      {
        host: url.hostname,
        port: url.port,
        path: pathname,
        servername: host,
        headers: { host },
        rejectUnauthorized: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject).end();
  });
}

test("the editor has a host of its own; the site's /admin is not found", async ({ request, nginx }) => {
  for (const url of ['/admin', '/admin/', '/admin/preview.html']) {
    // The build writes no folder /admin, so no address of it redirects.
    const response = await request.get(`${nginx.origin}${url}`);
    expect(response.status(), url).toBe(404);
    expect(visibleText(await response.text()), url).toContain(content.notFoundPage.heading);
    expect(response.headers()['content-security-policy'], url).toBe(securityHeaders(site)[0].value);
  }
  const editor = await editorGet(nginx, '/admin/');
  expect(editor.status).toBe(200);
  expect(editor.body).toContain('<title>Editor</title>');
  expect(editor.headers['content-security-policy']).toBe(
    editorContentSecurityPolicy({ ...site, languages: [] }),
  );
  expect(editor.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(editor.headers['x-frame-options']).toBe('DENY');
  expect(editor.headers['speculation-rules']).toBeUndefined();
  const preview = await editorGet(nginx, '/admin/preview.html');
  expect(preview.status).toBe(200);
  expect(preview.headers['content-security-policy']).toBe(
    editorContentSecurityPolicy({ ...site, languages: [] }, 'preview'),
  );
  expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(preview.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  const previewContent = await editorGet(nginx, '/admin/preview-content.json');
  expect(previewContent.status).toBe(200);
  const home = await editorGet(nginx, '/');
  expect(home.status).toBe(302);
  expect(home.headers['location']).toBe('/admin/');
});

test('unknown addresses and files that are not pages get the not-found page with status 404', async ({
  page,
  request,
  nginx,
}) => {
  for (const url of [MISSING_ROUTE, '/blog/no-such-post', '/assets/no-such-file.js', '/_headers', '/.env']) {
    const response = await request.get(`${nginx.origin}${url}`);
    expect(response.status(), url).toBe(404);
    expect(visibleText(await response.text()), url).toContain(content.notFoundPage.heading);
  }
  await visit(page, MISSING_ROUTE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.notFoundPage.heading);
});

test('each language answers at its own addresses, and with its own not-found page', async ({
  request,
  nginx,
}) => {
  for (const { language, content: own } of languages.slice(1)) {
    const home = await request.get(`${nginx.origin}/${language.tag}/`, { maxRedirects: 0 });
    expect(home.status(), language.tag).toBe(200);
    expect(await home.text()).toContain(`<html lang="${language.tag}" dir="${language.dir}"`);
    const bare = await request.get(`${nginx.origin}/${language.tag}/about`, { maxRedirects: 0 });
    expect(bare.headers()['location'], language.tag).toBe(`/${language.tag}/about/`);
    const missing = await request.get(`${nginx.origin}/${language.tag}${MISSING_ROUTE}`);
    expect(missing.status(), language.tag).toBe(404);
    const text = await missing.text();
    expect(text).toContain(`<html lang="${language.tag}"`);
    expect(visibleText(text)).toContain(own.notFoundPage.heading);
  }
});

test('security.txt names the contact, the language and an expiry within a year', async ({
  request,
  nginx,
}) => {
  const response = await request.get(`${nginx.origin}/.well-known/security.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fields = Object.fromEntries(
    (await response.text())
      .split('\n')
      .filter((line) => /^[A-Z][\w-]+: /.test(line))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
  expect(fields).toMatchObject({
    Contact: `mailto:${site.email}`,
    'Preferred-Languages': site.language,
    Canonical: `${site.siteUrl}/.well-known/security.txt`,
  });
  const daysLeft = (Date.parse(fields.Expires) - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(300);
  expect(daysLeft).toBeLessThan(365);
});

test('the setup guide keeps its step in session storage, under the name the privacy policy gives', async ({
  page,
  context,
}) => {
  await visit(page, '/setup');
  // The first step leads to a page, so its control is a link.
  await page.getByRole('link', { name: content.setupPage.continueLabel, exact: true }).click();
  await page.waitForURL(`**${landsAt('/signup')}`);
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage).toEqual({ local: [], session: [...BROWSER_STORAGE_KEYS] });
  await visit(page, '/privacypolicy');
  for (const key of BROWSER_STORAGE_KEYS) await expect(page.getByRole('main')).toContainText(key);
});

test.describe('the onion service', () => {
  const onion = site.onion;
  test.skip(!onion, 'content/site.yaml names no onion service');

  test("the main site names each page's own address on the onion, query and all", async ({
    request,
    nginx,
  }) => {
    for (const route of [...siteRoutes, '/about?from=menu', MISSING_ROUTE]) {
      const response = await request.get(`${nginx.origin}${route}`, { maxRedirects: 0 });
      expect(response.headers()['onion-location'], route).toBe(`http://${onion!.address}${route}`);
    }
  });

  test('the onion serves the mirror build in plain HTTP, with no HSTS, no Onion-Location and no redirect to HTTPS', async ({
    request,
    nginx,
  }) => {
    const expected = Object.fromEntries(
      onionPageHeaders(site).map(({ name, value }) => [name.toLowerCase(), value]),
    );
    // Checked here as well as in the code: the onion's policy names no host but its own.
    expect(expected['content-security-policy']).not.toMatch(/https?:/);
    const check = async (url: string, status: number) => {
      const response = await request.get(`${nginx.onionOrigin}${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(expected))
        expect(headers[name], `${name} on ${url}`).toBe(value);
      expect(headers['strict-transport-security'], url).toBeUndefined();
      expect(headers['onion-location'], url).toBeUndefined();
      expect(headers['set-cookie'], url).toBeUndefined();
      return response;
    };
    for (const route of siteRoutes) {
      const own = await check(atSlash(route), 200);
      expect(await own.text(), route).toBe(await mirrorPage(route));
    }
    // The mirror build's own flags, one for each location, under the same headers.
    for (const code of new Set(content.servers.map((server) => server.code.toLowerCase()))) {
      const flag = await check(`/flags/${code}.svg`, 200);
      expect(flag.headers()['content-type'], code).toBe('image/svg+xml');
    }
    await check(MISSING_ROUTE, 404);
    await check('/_headers', 404);
    // A page's address without its slash leads to it on the onion itself: no host, no port, no https.
    const bare = await check('/about?from=menu', 301);
    expect(bare.headers()['location']).toBe('/about/?from=menu');
    // Each translation's own not-found page, for the languages content/languages.yaml lists.
    for (const { language } of languages.slice(1)) {
      const missing = await check(`/${language.tag}${MISSING_ROUTE}`, 404);
      expect(await missing.text(), language.tag).toContain(`<html lang="${language.tag}"`);
    }
  });

  test("/mirrors.json is Bypass Censorship's format on both servers, and names the onion", async ({
    request,
    nginx,
  }) => {
    const schema = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../pipeline/security/bypass-censorship-mirrors.schema.json'),
        'utf8',
      ),
    ) as object;
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const main = await request.get(`${nginx.origin}${MIRRORS_FILE}`);
    expect(main.status()).toBe(200);
    expect(main.headers()['content-type']).toBe('application/json');
    const list = (await main.json()) as { sites: { available_alternatives: { url: string }[] }[] };
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
    expect(list.sites[0].available_alternatives.map((each) => each.url)).toContain(
      `http://${onion!.address}`,
    );
    const viaOnion = await request.get(`${nginx.onionOrigin}${MIRRORS_FILE}`);
    expect(await viaOnion.text()).toBe(await main.text());
  });

  test.describe('read in a browser', () => {
    // The not-found page logs the path it could not find.
    test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });

    test('every page makes no request that leaves the onion', async ({
      page,
      context,
      nginx,
      cspViolations,
    }) => {
      test.setTimeout(240_000);
      // Where requests went: a response, or a failure other than the policy's refusal, means the
      // request left the browser. What the policy refused never did, and is listed apart.
      const origins = new Set<string>();
      const refusedByPolicy = new Set<string>();
      context.on('response', (response) => origins.add(new URL(response.url()).origin));
      context.on('requestfailed', (request) => {
        const { origin } = new URL(request.url());
        // Playwright names a request the page's policy refused with the error text csp.
        if (request.failure()?.errorText === 'csp') refusedByPolicy.add(origin);
        else origins.add(origin);
      });
      // One page of each kind in each language: what the onion changes is its headers and its policy,
      // the same for every page of a kind. The main site's test above loads every page, and finds
      // any page whose own content leaves the site.
      const kinds = languages.flatMap(({ language }) => pageKinds(language.tag));
      for (const route of kinds) {
        await page.goto(`${nginx.onionOrigin}${route}`);
        await waitForHydration(page);
        expect(await cspViolations(page), route).toEqual([]);
        // The server page's flags are the onion's own, and every one of them is drawn.
        const flags = page.locator('img[src*="flags/"]');
        for (const flag of await flags.all()) {
          await flag.scrollIntoViewIfNeeded();
          await expect
            .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
              message: `${route}: ${await flag.getAttribute('src')}`,
            })
            .toBe(true);
        }
      }
      expect([...origins]).toEqual([nginx.onionOrigin]);
      expect([...refusedByPolicy]).toEqual([]);
    });

    test("the server page shows the onion's own flags in every language", async ({ page, nginx }) => {
      for (const { language } of languages) {
        const route = pageKinds(language.tag).find((each) => /(^|\/)server$/.test(each));
        expect(route, language.tag).toBeDefined();
        await page.goto(`${nginx.onionOrigin}${route}`);
        const flags = page.locator('img[src*="flags/"]');
        await expect(flags).toHaveCount(content.servers.length);
        for (const src of await flags.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)))
          expect(new URL(src).origin, src).toBe(nginx.onionOrigin);
      }
    });
  });
});
