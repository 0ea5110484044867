import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SIZE_LIMITS } from '../../shared/content-limits';
import { EDITOR_TOKEN_HEADER } from '../../shared/editor-files';
import {
  foreignPageMessage,
  outsideFilesLine,
  outsideFoldersMessage,
  refusalMessage,
  STALE_EDITOR_PAGE,
} from '../../schemas/editor-messages';
import { commitFiles, commitOf } from '../git';
import { newEditorToken } from './access';
import { EDITABLE_FOLDERS } from './backend-paths';
import {
  LOCAL_API,
  localEditingApi,
  ProposedContentCheck,
  REQUEST_LIMIT,
  savingInPlace,
  TOO_LARGE,
  type LocalEditing,
} from './local-api';
import { corsHeaders, rawRequest, type RawAnswer, type RawRequest } from './raw-request';
import { EditorialWorkflow } from './workflow';
import { copyContent } from '../../tools/test/project-copy';
import { TRUST_FILE } from '../content/trust';

/**
 * The local editor's server as any program of this machine can reach it, over HTTP, with no
 * browser in between: a page of another port (its Origin), a DNS name rebound to this machine (its
 * Host), the editor's own page without this run's secret, and requests that name files outside the
 * content. Each runs against both editors, saving in place and the editorial workflow, on a copy of
 * the content in a git repository of its own; what must not be written is read back from disk.
 */

const PACKAGE = '{ "name": "the-site" }\n';
const HOSTILE = 'http://localhost:3000';

interface Running {
  root: string;
  port: number;
  token: string;
  own: string;
  close(): Promise<void>;
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });

/** A copy of the content, with files outside it an attacker wants, in a repository with one commit on main. */
async function project(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'local-api-'));
  await copyContent(root);
  await mkdir(path.join(root, 'public/media'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), PACKAGE);
  git(root, 'init', '--quiet', '--initial-branch', 'main');
  git(root, 'config', 'user.name', 'Editor test');
  git(root, 'config', 'user.email', 'editor@test.example');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--message', 'The site');
  return root;
}

/** The editor's API on a port of its own, as the dev server mounts it. */
async function serve(root: string, editing: LocalEditing, dispose = () => {}): Promise<Running> {
  const token = newEditorToken();
  const app = await localEditingApi(editing, token);
  const server: Server = createServer(app);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    root,
    port,
    token,
    own: `http://localhost:${port}`,
    async close() {
      await new Promise((closed) => server.close(closed));
      dispose();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Sends a request as a browser or a script would: every header as given, Host included. */
const send = (
  editor: Running,
  {
    path = LOCAL_API.backend,
    method = 'POST',
    headers,
    body,
  }: Omit<RawRequest, 'url'> & { path?: string } = {},
) =>
  rawRequest({
    url: `http://127.0.0.1:${editor.port}${path}`,
    method,
    headers: { host: `localhost:${editor.port}`, ...headers },
    body,
  });

/** A request of the editor's own page, with this run's secret. */
const fromEditor = (editor: Running, body: unknown, headers: Record<string, string> = {}) =>
  send(editor, { body, headers: { origin: editor.own, [EDITOR_TOKEN_HEADER]: editor.token, ...headers } });

const errorOf = (answer: RawAnswer) => (JSON.parse(answer.text) as { error: string }).error;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** What an attacker's page asks for: a read of package.json, and writes into git's folder and the root. */
const attacks = (branch = 'main') => [
  { action: 'getEntry', params: { branch, path: 'package.json' } },
  {
    action: 'persistEntry',
    params: {
      branch,
      dataFiles: [{ slug: 'x', path: '.git/hooks/pre-commit', raw: '#!/bin/sh\ntouch /tmp/owned\n' }],
      assets: [],
      options: { collectionName: 'posts', commitMessage: 'x', useWorkflow: true, status: 'draft' },
    },
  },
  {
    action: 'persistMedia',
    params: {
      branch,
      asset: { path: 'package.json', content: Buffer.from('{}').toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  },
  { action: 'deleteFile', params: { branch, path: 'package.json', options: { commitMessage: 'x' } } },
];

/** Whether package.json is as it was and git's hook was never written. */
async function untouched(editor: Running): Promise<void> {
  expect(await readFile(path.join(editor.root, 'package.json'), 'utf8')).toBe(PACKAGE);
  expect(await exists(path.join(editor.root, '.git/hooks/pre-commit'))).toBe(false);
}

/** The tests every editor must pass, whichever way it saves. */
function refusesStrangers(start: () => Running, branch?: string) {
  it('answers no page of another port, with or without the secret, and sends it no CORS header', async () => {
    const editor = start();
    for (const body of [{ action: 'info' }, ...attacks(branch)]) {
      for (const token of [undefined, editor.token]) {
        const answer = await send(editor, {
          body,
          headers: { origin: HOSTILE, ...(token && { [EDITOR_TOKEN_HEADER]: token }) },
        });
        expect(answer.status, body.action).toBe(403);
        expect(errorOf(answer)).toBe(foreignPageMessage(editor.own));
        expect(corsHeaders(answer)).toEqual([]);
      }
    }
    const preflight = await send(editor, {
      method: 'OPTIONS',
      headers: { origin: HOSTILE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(corsHeaders(preflight)).toEqual([]);
    await untouched(editor);
  });

  it('answers its own page only with this run’s secret', async () => {
    const editor = start();
    const secrets: Record<string, string>[] = [
      {},
      { [EDITOR_TOKEN_HEADER]: newEditorToken() },
      { [EDITOR_TOKEN_HEADER]: '' },
    ];
    for (const headers of secrets) {
      for (const body of [{ action: 'info' }, ...attacks(branch)]) {
        const answer = await send(editor, { body, headers: { origin: editor.own, ...headers } });
        expect(answer.status).toBe(403);
        expect(errorOf(answer)).toBe(STALE_EDITOR_PAGE);
      }
    }
    const check = await send(editor, {
      path: LOCAL_API.check,
      body: { files: [] },
      headers: { origin: editor.own },
    });
    expect(check.status).toBe(403);
    const answer = await fromEditor(editor, { action: 'info' });
    expect(answer.status).toBe(200);
    expect(corsHeaders(answer)).toEqual([]);
    // The editor opened at 127.0.0.1 is the same server.
    const numeric = await fromEditor(
      editor,
      { action: 'info' },
      { origin: `http://127.0.0.1:${editor.port}` },
    );
    expect(numeric.status).toBe(200);
    await untouched(editor);
  });

  it('refuses a name rebound to this machine, and a request the browser says came from another site', async () => {
    const editor = start();
    const rebound = await send(editor, {
      body: attacks(branch)[1],
      headers: { host: `attacker.example:${editor.port}`, [EDITOR_TOKEN_HEADER]: editor.token },
    });
    expect(rebound.status).toBe(403);
    const otherPort = await send(editor, {
      body: { action: 'info' },
      headers: { origin: editor.own, host: 'localhost:3000', [EDITOR_TOKEN_HEADER]: editor.token },
    });
    expect(otherPort.status).toBe(403);
    const sameSite = await fromEditor(editor, { action: 'info' }, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    await untouched(editor);
  });

  it('sends no CORS header for the dev server’s other addresses, which it lets through', async () => {
    const editor = start();
    const answer = await send(editor, {
      method: 'GET',
      path: '/@id/__x00__virtual:masky/cms',
      headers: { origin: HOSTILE },
    });
    expect(corsHeaders(answer)).toEqual([]);
  });

  it('refuses, with the secret, every read, save, upload and delete outside the content, and writes nothing', async () => {
    const editor = start();
    for (const body of attacks(branch)) {
      const answer = await fromEditor(editor, body);
      expect(answer.status, body.action).toBe(403);
      expect(answer.text).not.toContain('the-site');
    }
    const check = await send(editor, {
      path: LOCAL_API.check,
      body: { files: [{ path: 'content/../package.json', raw: '{}' }] },
      headers: { origin: editor.own, [EDITOR_TOKEN_HEADER]: editor.token },
    });
    expect(check.status).toBe(403);
    expect(errorOf(check)).toBe(
      outsideFoldersMessage(
        'content/../package.json',
        EDITABLE_FOLDERS,
        'it leads out of its folder through ..',
      ),
    );
    await untouched(editor);
  });

  it('reads the content for its own page', async () => {
    const editor = start();
    const answer = await fromEditor(editor, {
      action: 'getEntry',
      params: { branch: 'main', path: 'content/site.yaml' },
    });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { data: string }).data).toBe(
      await readFile(path.join(editor.root, 'content/site.yaml'), 'utf8'),
    );
  });

  it('takes a file of the largest size the site accepts, however JSON escapes it, and refuses more in words', async () => {
    const editor = start();
    // Every byte a control character: JSON writes each as six.
    const largest = '\u0001'.repeat(CONTENT_SIZE_LIMITS.markdown);
    const check = await send(editor, {
      path: LOCAL_API.check,
      body: { files: [{ path: 'content/blog/largest.md', raw: largest }] },
      headers: { origin: editor.own, [EDITOR_TOKEN_HEADER]: editor.token },
    });
    expect(check.status).toBe(200);
    const tooLarge = await send(editor, {
      path: LOCAL_API.check,
      body: { files: [{ path: 'content/blog/larger.md', raw: 'x'.repeat(REQUEST_LIMIT) }] },
      headers: { origin: editor.own, [EDITOR_TOKEN_HEADER]: editor.token },
    });
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge)).toBe(TOO_LARGE);
    expect(TOO_LARGE).toBe(
      'Not saved. This is larger than the editor takes: a text up to 1 MB, a settings or list file up to 256 KB, and pictures up to 4.5 MB in one save.',
    );
  });
}

describe('the local editor’s API, saving in place', () => {
  let editor: Running;
  beforeAll(async () => {
    const root = await project();
    editor = await serve(root, savingInPlace(root, new ProposedContentCheck(root)));
  }, 60_000);
  afterAll(() => editor.close());

  refusesStrangers(() => editor);

  it('uploads a picture into the media folder for its own page', async () => {
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const answer = await fromEditor(editor, {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: 'public/media/dot.png', content: picture.toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'Upload' },
      },
    });
    expect(answer.status).toBe(200);
    expect(await readFile(path.join(editor.root, 'public/media/dot.png'))).toEqual(picture);
  });
});

describe('the local editor’s API, in the editorial workflow', () => {
  let editor: Running;
  beforeAll(async () => {
    const root = await project();
    const workflow = new EditorialWorkflow(root, 'main');
    editor = await serve(root, workflow, () => workflow.dispose());
  }, 60_000);
  afterAll(() => editor.close());

  refusesStrangers(() => editor, 'main');

  it('does not publish a change that changes a file outside the content, and says which', async () => {
    const branch = 'cms/posts/harmless';
    git(editor.root, 'branch', branch, 'main');
    commitFiles(editor.root, branch, [{ path: 'package.json', text: '{ "scripts": {} }\n' }], 'A change');
    const published = commitOf(editor.root, 'main');
    const answer = await fromEditor(editor, {
      action: 'publishUnpublishedEntry',
      params: { branch: 'main', collection: 'posts', slug: 'harmless' },
    });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toBe(
      refusalMessage('published', [outsideFilesLine(['package.json'], EDITABLE_FOLDERS)]),
    );
    expect(errorOf(answer)).toBe(
      "Not published. This change also changes files outside content/ and public/media/, which the editor never publishes: package.json. Delete this change (Delete unpublished changes), and ask whoever looks after the site's code about those files",
    );
    expect(commitOf(editor.root, 'main')).toBe(published);
    expect(git(editor.root, 'show', 'main:package.json')).toBe(PACKAGE);
    expect(git(editor.root, 'branch', '--list', branch).trim()).toBe(branch);
  });

  it('publishes no change to the keys the site trusts, nor saves one', async () => {
    const branch = 'cms/posts/trusted';
    const trusted = git(editor.root, 'show', `main:${TRUST_FILE}`);
    const added = `${trusted}  - purpose: canary\n    fingerprint: ${'A'.repeat(40)}\n    validFrom: 2026-01-01\n    note: An editor's key.\n`;
    git(editor.root, 'branch', branch, 'main');
    commitFiles(editor.root, branch, [{ path: TRUST_FILE, text: added }], 'A change');
    const published = commitOf(editor.root, 'main');
    const answer = await fromEditor(editor, {
      action: 'publishUnpublishedEntry',
      params: { branch: 'main', collection: 'posts', slug: 'trusted' },
    });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toBe(
      refusalMessage('published', [outsideFilesLine([TRUST_FILE], EDITABLE_FOLDERS)]),
    );
    expect(commitOf(editor.root, 'main')).toBe(published);
    expect(git(editor.root, 'show', `main:${TRUST_FILE}`)).toBe(trusted);
    const saved = await fromEditor(editor, {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'keys', path: TRUST_FILE, raw: added }],
        assets: [],
        options: { collectionName: 'posts', commitMessage: 'x', useWorkflow: true, status: 'draft' },
      },
    });
    expect(saved.status).toBe(403);
    expect(git(editor.root, 'branch', '--list', 'cms/posts/keys')).toBe('');
  });

  it('saves no change whose file is outside the content', async () => {
    const answer = await fromEditor(editor, {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'pkg', path: 'package.json', raw: '{}' }],
        assets: [],
        options: { collectionName: 'posts', commitMessage: 'x', useWorkflow: true, status: 'draft' },
      },
    });
    expect(answer.status).toBe(403);
    expect(git(editor.root, 'branch', '--list', 'cms/posts/pkg')).toBe('');
  });
});
