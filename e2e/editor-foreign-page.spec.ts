import { expect, test as base } from '@playwright/test';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LOCAL_API } from '../pipeline/cms/local-api';
import { corsHeaders, rawRequest, type RawRequest } from '../pipeline/cms/raw-request';
import { foreignPageMessage, STALE_EDITOR_PAGE } from '../schemas/editor-messages';
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
 * sends no CORS header, on its API, its editor's page or the module that holds the secret.
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
  });
}
