import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_API } from '../pipeline/cms/local-api';
import { corsHeaders, rawRequest, type RawRequest } from '../pipeline/cms/raw-request';
import { EDITOR_PAGES } from '../pipeline/cms/pages';
import { editorFrameHeaders } from '../pipeline/security/headers';
import { foreignPageMessage, NO_OPEN_IN_EDITOR, STALE_EDITOR_PAGE } from '../schemas/editor-messages';
import { collections } from '../schemas/collections';
import { EDITOR_TOKEN_HEADER } from '../shared/editor-files';
import { startEditor, type EditorServer } from './editor-server';
import { content } from './site-routes';

/**
 * A web page of another port of this machine, such as another project's dev server, against the
 * local editor in both its modes (`npm run cms` and `npm run cms -- --workflow`): from its own
 * origin, in Chromium, it tries to read the editor's files and its secret and to write into the
 * repository, and cannot; each write is looked for on disk. The same requests are then sent from
 * Node, with no browser to hold them back, so what is proven is the server's defence, not
 * Chromium's: the server answers a page of another origin nothing, with the secret or without, and
 * sends no CORS header, on its API, its editor's page or the module that holds the secret. Nor
 * does it let such a page frame the editor, load its modules or files as scripts or pictures, or
 * open a file in a code editor: it answers a page of another site or port only the opening of the
 * editor's page in a tab, and serves no page that a package ships.
 */

/** The address Vite serves the editor's generated module at, which holds the run's secret. */
const CMS_MODULE_URL = '/@id/__x00__virtual:masky/cms';

/** A page of no interest on a free port of this machine: the attacker's origin. */
async function foreignSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end('<!doctype html><title>Another project</title><p>Another project’s page.</p>');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

const post = content.posts[0];

/** The files a hostile page would change, as they are on disk. */
async function targets(editor: EditorServer) {
  const read = (file: string) => readFile(path.join(editor.dir, file), 'utf8');
  return {
    packageJson: await read('package.json'),
    gitConfig: await read('.git/config'),
    post: await read(`content/blog/${post.id}.md`),
    hook: await stat(path.join(editor.dir, '.git/hooks/pre-commit')).then(
      () => true,
      () => false,
    ),
  };
}

/** A hostile page's save of a post, which the editor's own page could make. */
const postWrite = {
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: post.id, path: `content/blog/${post.id}.md`, raw: '---\ntitle: Owned\n---\n' }],
    assets: [],
    options: { collectionName: 'posts', commitMessage: 'x', useWorkflow: true, status: 'draft' },
  },
};

/** What a hostile page asks for outside the content: a read, writes into git's folder, a delete at the root. */
const outside = [
  { action: 'getEntry', params: { branch: 'main', path: 'package.json' } },
  {
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ slug: 'x', path: '.git/hooks/pre-commit', raw: '#!/bin/sh\ntouch /tmp/owned\n' }],
      assets: [],
      options: { collectionName: 'posts', commitMessage: 'x', useWorkflow: true, status: 'draft' },
    },
  },
  {
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: {
        path: '.git/config',
        content: btoa('[core]\n\tfsmonitor = touch /tmp/owned\n'),
        encoding: 'base64',
      },
      options: { commitMessage: 'x' },
    },
  },
  { action: 'deleteFile', params: { branch: 'main', path: 'package.json', options: { commitMessage: 'x' } } },
];

/** Everything a hostile page asks the editor's backend to do. */
const attacks = [...outside, postWrite];

/** The address of the preview page, which Decap frames. */
const PREVIEW_URL = `/${EDITOR_PAGES.preview}`;

/** Pages that packages ship, by their paths in the editor's node_modules, which a page could run script in. */
function packagePages(editor: EditorServer): string[] {
  const packages = realpathSync(path.join(editor.dir, 'node_modules'));
  return ['react-polyglot/example/index.html', 'lighthouse/report/assets/standalone-template.html']
    .map((file) => path.join(packages, file))
    .filter((file) => existsSync(file));
}

/**
 * Puts a program in place of the code editor Vite's /__open-in-editor would start, one that writes
 * down the file it was given, and hands back whether it ran.
 */
async function watchedCodeEditor(): Promise<{ ran(): boolean; restore(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masky-launch-'));
  const marker = path.join(dir, 'launched');
  const program = path.join(dir, 'editor');
  await writeFile(program, `#!/bin/sh\necho "$1" > '${marker}'\n`);
  await chmod(program, 0o755);
  const before = process.env.LAUNCH_EDITOR;
  process.env.LAUNCH_EDITOR = program;
  return {
    ran: () => existsSync(marker),
    async restore() {
      if (before === undefined) delete process.env.LAUNCH_EDITOR;
      else process.env.LAUNCH_EDITOR = before;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Frames an address in the page and waits for the frame to load, as a frame does whether it shows
 * the address or is blocked; then hands back the address the frame shows, which is Chromium's error
 * page when the answer may not be framed there.
 */
async function framed(page: Page, url: string): Promise<string> {
  const name = `frame-${Math.random().toString(36).slice(2)}`;
  try {
    await frameIn(page, url, name);
  } catch (error) {
    // The dev server reloads a page of the site once, when it first prepares a module that page
    // imports; the frame is then asked for again in the reloaded page, which is what is tested.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    await frameIn(page, url, name);
  }
  return page.frame({ name })!.url();
}

async function frameIn(page: Page, url: string, name: string): Promise<void> {
  await page.evaluate(
    ({ url, name }) =>
      new Promise<void>((loaded) => {
        const frame = document.createElement('iframe');
        frame.name = name;
        frame.addEventListener('load', () => loaded(), { once: true });
        frame.src = url;
        document.body.append(frame);
      }),
    { url, name },
  );
}

/** Chromium's address for a frame it blocked. */
const BLOCKED_FRAME = /^chrome-error:/;

/** A request from Node, with every header as given: what no browser would let a page send. */
const send = (url: string, options: Omit<RawRequest, 'url'> = {}) => rawRequest({ url, ...options });

for (const workflow of [false, true]) {
  const mode = workflow ? 'npm run cms -- --workflow' : 'npm run cms';
  const test = base.extend<object, { editor: EditorServer; foreign: { url: string } }>({
    editor: [
      // Playwright hands a fixture its own fixtures by name, so the worker's browser is named though unused.
      async ({ browserName: _browserName }, use) => {
        // Any free port: this file runs beside the editor's other tests, which keep theirs.
        const editor = await startEditor({ workflow, port: 0 });
        await use(editor);
        await editor.close();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    foreign: [
      async ({ browserName: _browserName }, use) => {
        const site = await foreignSite();
        await use(site);
        await site.close();
      },
      { scope: 'worker' },
    ],
  });

  test.describe(`a page of another port against ${mode}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });

    test('can neither read the editor’s files or secret nor write through it', async ({
      page,
      editor,
      foreign,
    }) => {
      const before = await targets(editor);
      await page.goto(foreign.url);
      const tried = await page.evaluate(
        async ({ target, api, module, attacks, header }) => {
          const outcome = (promise: Promise<Response>) =>
            promise.then(
              async (response) => `read ${response.status}: ${(await response.text()).slice(0, 200)}`,
              () => 'blocked',
            );
          const reads: Record<string, string> = {};
          // Reads, as a page reads another origin: each needs the server's consent (CORS).
          for (const body of attacks)
            reads[`api ${body.action}`] = await outcome(
              fetch(`${target}${api}`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', [header]: 'a guess' },
                body: JSON.stringify(body),
              }),
            );
          reads.module = await outcome(fetch(`${target}${module}`));
          reads.editorPage = await outcome(fetch(`${target}/admin/`));
          reads.moduleImport = await import(/* @vite-ignore */ `${target}${module}`).then(
            (loaded: { apiToken?: unknown }) => `read ${String(loaded.apiToken)}`,
            () => 'blocked',
          );
          // Writes, as a page sends them blind: a form's kind of request needs no consent to be
          // sent, only to be read, so the server itself must refuse it.
          const sent: string[] = [];
          for (const body of attacks) {
            const response = await fetch(`${target}${api}`, {
              method: 'POST',
              mode: 'no-cors',
              headers: { 'Content-Type': 'text/plain' },
              body: JSON.stringify(body),
            }).catch(() => undefined);
            sent.push(response ? response.type : 'not sent');
          }
          return { reads, sent };
        },
        {
          target: editor.url,
          api: LOCAL_API.backend,
          module: CMS_MODULE_URL,
          attacks,
          header: EDITOR_TOKEN_HEADER,
        },
      );
      for (const [name, outcome] of Object.entries(tried.reads)) expect(outcome, name).toBe('blocked');
      // Each blind write reached the server (an opaque answer is an answer) and changed nothing.
      expect(tried.sent).toEqual(attacks.map(() => 'opaque'));
      expect(await targets(editor)).toEqual(before);
      expect(before.hook).toBe(false);
    });

    test('is refused by the server itself, with the secret or without, and sent no CORS header', async ({
      editor,
    }) => {
      const before = await targets(editor);
      const own = editor.url;
      const hostile = 'http://localhost:3000';
      // A program of this machine can read the module, as the editor's own page does; a page of another origin cannot.
      const module = await send(`${own}${CMS_MODULE_URL}`);
      const token = /apiToken = "([^"]+)"/.exec(module.text)?.[1];
      expect(token).toMatch(/^[\w-]{43}$/);
      for (const address of [CMS_MODULE_URL, '/admin/', LOCAL_API.backend, '/']) {
        for (const method of ['GET', 'OPTIONS']) {
          const answer = await send(`${own}${address}`, {
            method,
            headers: { origin: hostile, 'access-control-request-method': 'POST' },
          });
          expect(corsHeaders(answer), `${method} ${address}`).toEqual([]);
        }
      }
      for (const body of attacks) {
        for (const headers of [{}, { [EDITOR_TOKEN_HEADER]: token! }] as Record<string, string>[]) {
          const answer = await send(`${own}${LOCAL_API.backend}`, {
            method: 'POST',
            body,
            headers: { origin: hostile, ...headers },
          });
          expect(answer.status, body.action).toBe(403);
          expect(JSON.parse(answer.text)).toEqual({ error: foreignPageMessage(own) });
          expect(corsHeaders(answer)).toEqual([]);
        }
      }
      // The editor's own origin without the secret, as a page opened before the server started again.
      const stale = await send(`${own}${LOCAL_API.backend}`, {
        method: 'POST',
        body: attacks[0],
        headers: { origin: own },
      });
      expect(stale.status).toBe(403);
      expect(JSON.parse(stale.text)).toEqual({ error: STALE_EDITOR_PAGE });
      // With both, the editor's own page reads the content, and nothing outside it.
      const ownRead = await send(`${own}${LOCAL_API.backend}`, {
        method: 'POST',
        body: { action: 'getEntry', params: { branch: 'main', path: `content/blog/${post.id}.md` } },
        headers: { origin: own, [EDITOR_TOKEN_HEADER]: token! },
      });
      expect(ownRead.status).toBe(200);
      expect((JSON.parse(ownRead.text) as { data: string }).data).toBe(before.post);
      for (const body of outside) {
        const answer = await send(`${own}${LOCAL_API.backend}`, {
          method: 'POST',
          body,
          headers: { origin: own, [EDITOR_TOKEN_HEADER]: token! },
        });
        expect(answer.status, body.action).toBe(403);
      }
      expect(await targets(editor)).toEqual(before);
    });

    test('can neither frame the editor, nor load its modules or files, nor open a file in a code editor', async ({
      page,
      editor,
      foreign,
    }) => {
      // The editor's page, opened at the end, loads Decap, which the server prepares on its first visit.
      test.setTimeout(420_000);
      const codeEditor = await watchedCodeEditor();
      try {
        await page.goto(foreign.url);
        for (const address of ['/admin/', PREVIEW_URL])
          expect(await framed(page, `${editor.url}${address}`), address).toMatch(BLOCKED_FRAME);
        const [packagePage] = packagePages(editor);
        const loads = await page.evaluate(
          async ({ target, scripts, pictures }) => {
            // A classic script or a picture of another origin loads with no consent (CORS): only
            // the server's refusal makes it fail.
            const outcome = (element: HTMLScriptElement | HTMLImageElement) =>
              new Promise<string>((settled) => {
                element.addEventListener('load', () => settled('loaded'));
                element.addEventListener('error', () => settled('refused'));
                document.body.append(element);
              });
            const results: Record<string, string> = {};
            for (const address of scripts) {
              const script = document.createElement('script');
              script.src = `${target}${address}`;
              results[address] = await outcome(script);
            }
            for (const address of pictures) {
              const picture = document.createElement('img');
              picture.src = `${target}${address}`;
              results[address] = await outcome(picture);
            }
            return results;
          },
          {
            target: editor.url,
            scripts: [
              '/@vite/client',
              '/src/admin/main.tsx',
              CMS_MODULE_URL,
              '/__open-in-editor?file=package.json',
              `/@fs${packagePage}`,
            ],
            pictures: ['/favicon.svg'],
          },
        );
        for (const [address, outcome] of Object.entries(loads)) expect(outcome, address).toBe('refused');
        expect(codeEditor.ran()).toBe(false);
        // A link to the editor's page, followed, opens the editor in its tab.
        await page.evaluate((href) => {
          const link = document.createElement('a');
          link.href = href;
          link.textContent = 'The editor';
          document.body.append(link);
        }, `${editor.url}/admin/`);
        await page.getByRole('link', { name: 'The editor' }).click();
        await expect(page.getByRole('link', { name: collections.posts.label, exact: true })).toBeVisible({
          timeout: 300_000,
        });
      } finally {
        await codeEditor.restore();
      }
    });

    test('frames its preview in a page of its own origin, and nothing frames the editor, not even such a page', async ({
      page,
      editor,
    }) => {
      // The preview loads the site's modules, which the server prepares on their first visit.
      test.setTimeout(420_000);
      // The site's own page, which the editor's server draws on the editor's origin.
      await page.goto(`${editor.url}/`);
      expect(await framed(page, `${editor.url}/admin/`)).toMatch(BLOCKED_FRAME);
      expect(await framed(page, `${editor.url}${PREVIEW_URL}`)).toBe(`${editor.url}${PREVIEW_URL}`);
    });

    test('refuses, by the server itself, every request another site’s page would send but the opening of the editor', async ({
      editor,
    }) => {
      const own = editor.url;
      const codeEditor = await watchedCodeEditor();
      try {
        const pages = packagePages(editor);
        expect(pages.length).toBeGreaterThan(0);
        const addresses = [
          '/@vite/client',
          '/src/admin/main.tsx',
          CMS_MODULE_URL,
          '/admin/',
          PREVIEW_URL,
          '/',
          '/favicon.svg',
          '/__open-in-editor?file=package.json',
          ...pages.map((file) => `/@fs${file}`),
        ];
        const ways = [
          { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
          { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
          { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
        ];
        const frameHeaders = editorFrameHeaders('editor');
        for (const site of ['cross-site', 'same-site']) {
          for (const address of addresses)
            for (const way of ways) {
              const answer = await send(`${own}${address}`, { headers: { 'sec-fetch-site': site, ...way } });
              expect(answer.status, `${site} ${address} ${way['sec-fetch-dest']}`).toBe(403);
              expect(answer.text).toBe(foreignPageMessage(own));
              for (const header of frameHeaders)
                expect(answer.headers[header.name.toLowerCase()]).toBe(header.value);
            }
          const api = await send(`${own}${LOCAL_API.backend}`, {
            method: 'POST',
            body: attacks[0],
            headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
          });
          expect(api.status).toBe(403);
          expect(JSON.parse(api.text)).toEqual({ error: foreignPageMessage(own) });
          // The one request such a page may make: opening the editor's page in a tab.
          const opened = await send(`${own}/admin/`, {
            headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
          });
          expect(opened.status).toBe(200);
          for (const header of frameHeaders)
            expect(opened.headers[header.name.toLowerCase()]).toBe(header.value);
        }
        // From a program, with no browser's marks, no file is opened in a code editor and no file
        // outside the folders the editor loads is served. (This copy's packages lie outside it, so
        // that a package's page is refused there too is shown in pipeline/vite/origin-plugin.test.ts,
        // on the project itself.)
        const opening = await send(`${own}/__open-in-editor?file=package.json`);
        expect(opening.status).toBe(404);
        expect(opening.text).toBe(NO_OPEN_IN_EDITOR);
        for (const address of ['/@fs/etc/passwd', '/package.json', `/@fs${editor.dir}/package.json`])
          expect((await send(`${own}${address}`)).status, address).toBe(403);
        expect(codeEditor.ran()).toBe(false);
      } finally {
        await codeEditor.restore();
      }
    });
  });
}
