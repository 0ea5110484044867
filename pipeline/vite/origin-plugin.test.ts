import { existsSync, realpathSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_OPEN_IN_EDITOR } from '../../schemas/editor-messages';
import { copyProject } from '../../tools/test/project-copy';
import { EDITOR_PAGES } from '../cms/pages';
import { rawRequest } from '../cms/raw-request';
import { editorFrameHeaders } from '../security/headers';
import { siteConfig } from './config';
import { DENIED_FILES } from './origin-plugin';

/**
 * The plain dev server (`npm run dev`), on a copy of the project, asked for what a page of its
 * origin must never be: a file outside the folders its pages load, a page or picture that can run
 * script planted in those folders, and a file opened in a code editor; and on the project itself,
 * whose packages lie inside it as they do on an editor's machine, a page of a package. The
 * local editor's server, which has the same settings and also refuses other sites' pages, is tried in
 * a browser by e2e/editor-foreign-page.spec.ts.
 */

const root = path.resolve(import.meta.dirname, '../..');
const packages = realpathSync(path.join(root, 'node_modules'));

/** Pages that packages ship, as they are on disk: demos, reports and documentation. */
const PACKAGE_PAGES = [
  'react-polyglot/example/index.html',
  'lighthouse/report/assets/standalone-template.html',
  'lighthouse/flow-report/assets/standalone-flow-template.html',
  'ts-invariant/node_modules/tslib/tslib.html',
  'apollo-cache/node_modules/tslib/tslib.es6.html',
]
  .map((file) => path.join(packages, file))
  .filter((file) => existsSync(file));

describe('the dev server’s origin', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let server: ViteDevServer;
  let base: string;
  let launched: string;
  let tools: string;
  const launcher = process.env.LAUNCH_EDITOR;
  const get = (address: string, headers: Record<string, string> = {}) =>
    rawRequest({ url: `${base}${address}`, headers });

  beforeAll(async () => {
    copy = await copyProject();
    // A page and a picture that run script, planted in a folder the pages load from.
    await writeFile(path.join(copy.dir, 'src/planted.html'), '<script>parent.owned = 1</script>');
    await writeFile(
      path.join(copy.dir, 'src/planted.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="parent.owned = 1"/>',
    );
    // Vite's middleware would start this program in place of a code editor, which writes down the file it was given.
    tools = await mkdtemp(path.join(tmpdir(), 'masky-launch-'));
    launched = path.join(tools, 'launched');
    process.env.LAUNCH_EDITOR = path.join(tools, 'editor');
    await writeFile(process.env.LAUNCH_EDITOR, `#!/bin/sh\necho "$1" > '${launched}'\n`);
    await chmod(process.env.LAUNCH_EDITOR, 0o755);
    const config = siteConfig();
    server = await createServer({
      ...config,
      root: copy.dir,
      configFile: false,
      cacheDir: path.join(copy.dir, '.vite-cache'),
      // Nothing here is about the packages Vite bundles, which it would otherwise go on writing into
      // the copy's cache while the copy is removed.
      optimizeDeps: { noDiscovery: true },
      logLevel: 'silent',
      server: { ...config.server, port: 0, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    base = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    if (launcher === undefined) delete process.env.LAUNCH_EDITOR;
    else process.env.LAUNCH_EDITOR = launcher;
    if (tools) await rm(tools, { recursive: true, force: true });
    await server?.close();
    await copy?.remove();
  });

  it('opens no file in a code editor, however the address is written', async () => {
    for (const address of [
      '/__open-in-editor?file=package.json',
      '/__OPEN-IN-EDITOR?file=package.json',
      '/__open-in-editor/?file=package.json',
      '/__open-in-editor?file=package.json:1:1',
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(answer.text).toBe(NO_OPEN_IN_EDITOR);
    }
    expect(existsSync(launched)).toBe(false);
  });

  it('serves no file outside the folders its pages load', async () => {
    const refused = [
      '/@fs/etc/passwd',
      `/@fs${packages}/esbuild/package.json`,
      `/@fs${copy.dir}/package.json`,
      '/package.json',
      '/tsconfig.json',
      '/pipeline/cms/access.ts',
      '/scripts/cms.ts',
    ];
    for (const address of refused) {
      const answer = await get(address);
      expect(answer.status, address).toBe(403);
    }
  });

  it('serves no page or picture that can run script, even from the folders its pages load', async () => {
    for (const address of [
      `/@fs${copy.dir}/src/planted.html`,
      `/@fs${copy.dir}/src/planted.svg`,
      '/src/planted.svg',
      '/src/planted.svg?url',
      '/src/planted.svg?raw',
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(403);
      expect(answer.text, address).not.toContain('parent.owned');
    }
  });

  it('still serves what its pages and the editor load', { timeout: 120_000 }, async () => {
    const modules = ['/@vite/client', '/src/admin/main.tsx', '/shared/markdown.ts', '/schemas/site.ts'];
    const files = [
      `/@fs${packages}/i18n-iso-countries/langs/en.json?import`,
      `/@fs${packages}/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2`,
    ];
    for (const address of [...modules, ...files]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(200);
    }
    const page = await get('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('/@vite/client');
  });

  it('says on the editor’s pages what the hosted editor says: no page frames Decap, only Decap frames its preview', async () => {
    for (const [address, framed] of [
      ['/admin/', 'editor'],
      [`/${EDITOR_PAGES.preview}`, 'preview'],
    ] as const) {
      const answer = await get(address);
      expect(answer.status, address).toBe(200);
      for (const header of editorFrameHeaders(framed))
        expect(answer.headers[header.name.toLowerCase()], `${address} ${header.name}`).toBe(header.value);
    }
    expect(editorFrameHeaders('editor').map((header) => header.value)).toEqual([
      "frame-ancestors 'none'",
      'DENY',
    ]);
    expect(editorFrameHeaders('preview').map((header) => header.value)).toEqual([
      "frame-ancestors 'self'",
      'SAMEORIGIN',
    ]);
  });

  it('keeps every file Vite itself refuses to serve refused', async () => {
    const vite = await resolveConfig({ configFile: false, root: copy.dir, logLevel: 'silent' }, 'serve');
    expect(DENIED_FILES).toEqual(expect.arrayContaining(vite.server.fs.deny));
  });
});

describe('the dev server on the project itself, whose node_modules lies inside it', () => {
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    const config = siteConfig();
    // Read only: the project's own dev server, with a cache of its own, asked for files and nothing else.
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'masky-vite-cache-'));
    server = await createServer({
      ...config,
      root,
      configFile: false,
      cacheDir,
      optimizeDeps: { noDiscovery: true },
      logLevel: 'silent',
      server: { ...config.server, port: 0, strictPort: true, host: '127.0.0.1', watch: null },
    });
    server.httpServer!.once('close', () => void rm(cacheDir, { recursive: true, force: true }));
    await server.listen();
    base = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('serves no page a package ships', async () => {
    expect(PACKAGE_PAGES.length).toBeGreaterThanOrEqual(3);
    for (const file of PACKAGE_PAGES) {
      const answer = await rawRequest({ url: `${base}/@fs${file}` });
      expect(answer.status, file).toBe(403);
      expect(answer.text).not.toContain(await readFile(file, 'utf8').then((text) => text.slice(0, 200)));
    }
  });
});
