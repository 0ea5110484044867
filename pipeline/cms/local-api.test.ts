import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SIZE_LIMITS } from '../../shared/content-limits';
import { collections } from '../../schemas';
import { EDITOR_TOKEN_HEADER, REVIEW_REQUEST_KEY } from '../../shared/editor-files';
import {
  fileLabel,
  foreignPageMessage,
  irregularEntryLine,
  mediaOnlyMessage,
  outsideFilesLine,
  outsideFoldersMessage,
  refusalMessage,
  reviewRefusalMessage,
  STALE_EDITOR_PAGE,
  WORKFLOW_PICTURE_ALONE,
  workflowDeletionMessage,
} from '../../schemas/editor-messages';
import { flatPng, SCRIPTED_SVG, WEB_PAGE } from '../media/__fixtures__/pictures';
import { authorIdentity, commitFiles, commitOf } from '../git';
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
import { wholeFingerprint } from '../content/translations';
import {
  englishSections,
  readTranslationText,
  wordsFingerprint,
  writeTranslationText,
} from '../editors/review-request';
import { recordTranslation } from '../editors/translation-tools';

/**
 * The local editor's server as any program of this machine can reach it, over HTTP, with no
 * browser in between: a page of another port (its Origin), a DNS name rebound to this machine (its
 * Host), the editor's own page without this run's secret, and requests that name files outside the
 * content. Each runs against both editors, saving in place and the editorial workflow, on a copy of
 * the content in a git repository of its own; what must not be written is read back from disk.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const PACKAGE = '{ "name": "the-site" }\n';

/** A post of the test's own that shows a picture of the media folder and links to another post. */
const SHOWING_POST = 'a-post-with-a-picture';
const LINKED_POST = 'xray-reality-vision-explained';
const SHOWING_POST_TEXT = `---\ntitle: A post with a picture\ndate: 2025-06-21\nsummary: A post of the test.\ntags: [news]\n---\n\n![A map the test drew](/media/shown.png)\n\nSee [the other post](/blog/${LINKED_POST}).\n`;
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
  await writeFile(path.join(root, 'public/media/shown.png'), await flatPng());
  await writeFile(path.join(root, 'public/media/unused.png'), await flatPng(2, 2));
  await writeFile(path.join(root, 'content/blog', `${SHOWING_POST}.md`), SHOWING_POST_TEXT);
  await writeFile(path.join(root, 'package.json'), PACKAGE);
  git(root, 'init', '--quiet', '--initial-branch', 'main');
  git(root, 'config', 'user.name', 'Editor test');
  git(root, 'config', 'user.email', 'editor@test.example');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--message', 'The site');
  return root;
}

/**
 * Commits one entry of a mode no save of the editor writes onto a branch not checked out: a
 * symbolic link to `target`, or a submodule at the branch's own commit, as a push could hold.
 */
function commitEntry(root: string, branch: string, file: string, mode: '120000' | '160000', target: string) {
  const env = { ...process.env, GIT_INDEX_FILE: path.join(root, '.git', `index-${mode}`) };
  // Only hash-object reads its standard input: handed to a command that exits without reading it,
  // the input's write fails with EPIPE whenever the command is quicker than the write.
  const run = (args: string[], input?: string) =>
    execFileSync('git', args, {
      cwd: root,
      env,
      encoding: 'utf8',
      ...(input !== undefined && { input }),
    }).trim();
  run(['read-tree', branch]);
  const object =
    mode === '120000' ? run(['hash-object', '-w', '--stdin'], target) : run(['rev-parse', branch]);
  run(['update-index', '--add', '--cacheinfo', `${mode},${object},${file}`]);
  const commit = run(['commit-tree', run(['write-tree']), '-p', branch, '-m', 'An entry no editor writes']);
  run(['update-ref', `refs/heads/${branch}`, commit]);
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

  it('uploads nothing into the content and deletes nothing there as a picture, writing nothing', async () => {
    const editor = start();
    const settings = path.join(editor.root, 'content/site.yaml');
    const before = await readFile(settings, 'utf8');
    for (const file of ['content/site.yaml', 'content/x.htm', 'content/.gitattributes']) {
      const answer = await fromEditor(editor, {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: file, content: Buffer.from('broken: [').toString('base64'), encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      });
      expect(answer.status, file).toBe(403);
      expect(errorOf(answer)).toBe(mediaOnlyMessage(file));
    }
    const deletion = await fromEditor(editor, {
      action: 'deleteFile',
      params: { branch: 'main', path: 'content/legal/terms.md', options: { commitMessage: 'x' } },
    });
    expect(deletion.status).toBe(403);
    expect(errorOf(deletion)).toBe(mediaOnlyMessage('content/legal/terms.md'));
    expect(await readFile(settings, 'utf8')).toBe(before);
    expect(await exists(path.join(editor.root, 'content/x.htm'))).toBe(false);
    expect(await exists(path.join(editor.root, 'content/.gitattributes'))).toBe(false);
    expect(await exists(path.join(editor.root, 'content/legal/terms.md'))).toBe(true);
    expect(git(editor.root, 'status', '--porcelain')).toBe('');
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

  const upload = (editor: Running, file: string, bytes: Uint8Array) =>
    fromEditor(editor, {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'Upload' },
      },
    });

  it('uploads a picture into the media folder for its own page', async () => {
    const picture = await flatPng(5, 5);
    const answer = await upload(editor, 'public/media/dot.png', picture);
    expect(answer.status).toBe(200);
    expect(await readFile(path.join(editor.root, 'public/media/dot.png'))).toEqual(picture);
  });

  it('refuses an upload that is no picture by its bytes, whatever its name, and writes nothing', async () => {
    const polyglot = Buffer.concat([await flatPng(), Buffer.from(WEB_PAGE)]);
    for (const [file, bytes] of [
      ['public/media/x.html', Buffer.from(WEB_PAGE)],
      ['public/media/x.png', Buffer.from(WEB_PAGE)],
      ['public/media/x.svg', Buffer.from(SCRIPTED_SVG)],
      ['public/media/both.png', polyglot],
    ] as const) {
      const answer = await upload(editor, file, bytes);
      expect(answer.status, file).toBe(409);
      expect(errorOf(answer)).toMatch(
        new RegExp(`^Not added\\. ${fileLabel(file).replace('.', '\\.')}: this (file is|picture has) `),
      );
      expect(await exists(path.join(editor.root, file)), file).toBe(false);
    }
    expect(errorOf(await upload(editor, 'public/media/x.svg', Buffer.from(SCRIPTED_SVG)))).toBe(
      refusalMessage('added', [
        'The picture x.svg: this file is an SVG drawing, which can hold a script that runs when it is opened, not a picture, whatever its name says: the media folder holds only JPEG, PNG, WebP, AVIF or GIF pictures; remove it, or save the picture again in one of those formats',
      ]),
    );
  });

  it('saves a text with the new picture it shows, and refuses one whose picture is a page', async () => {
    const save = (bytes: Uint8Array) =>
      fromEditor(editor, {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [
            {
              slug: 'new-picture',
              path: 'content/blog/new-picture.md',
              raw: SHOWING_POST_TEXT.replace('/media/shown.png', '/media/new.png'),
            },
          ],
          assets: [
            {
              path: 'public/media/new.png',
              content: Buffer.from(bytes).toString('base64'),
              encoding: 'base64',
            },
          ],
          options: { collectionName: 'posts', commitMessage: 'x', useWorkflow: false, status: 'draft' },
        },
      });
    const refused = await save(Buffer.from(WEB_PAGE));
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatch(
      /^Not saved\. The picture new\.png: this file is a web page, not a picture/,
    );
    expect(await exists(path.join(editor.root, 'content/blog/new-picture.md'))).toBe(false);
    expect(await exists(path.join(editor.root, 'public/media/new.png'))).toBe(false);
    const picture = await flatPng(3, 3);
    const saved = await save(picture);
    expect(saved.status).toBe(200);
    expect(await readFile(path.join(editor.root, 'public/media/new.png'))).toEqual(picture);
  });

  it('records a translation marked reviewed under the git identity of this checkout, never the translator’s own', async () => {
    const file = `content/translations/fa/${collections.aboutPage.file}`;
    // The translation translates its English as it is, and was last committed by its translator.
    await recordTranslation(editor.root, path.join(editor.root, file));
    git(editor.root, 'add', '--all');
    git(editor.root, 'commit', '--quiet', '--allow-empty', '--message', 'Translate the about page');
    const english = englishSections(
      await readFile(path.join(editor.root, `content/${collections.aboutPage.file}`), 'utf8'),
      true,
    )!;
    const text = readTranslationText(await readFile(path.join(editor.root, file), 'utf8'), true)!;
    text.doc.setIn(['translation', REVIEW_REQUEST_KEY], { english: wholeFingerprint(english) });
    const save = () =>
      fromEditor(editor, {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: 'aboutPage', path: file, raw: writeTranslationText(text) }],
          assets: [],
          options: {
            collectionName: 'translations-fa',
            commitMessage: 'x',
            useWorkflow: false,
            status: 'draft',
          },
        },
      });
    const before = await readFile(path.join(editor.root, file), 'utf8');
    const own = await save();
    expect(own.status).toBe(409);
    expect(errorOf(own)).toBe(
      refusalMessage('saved', [reviewRefusalMessage('own', { reviewer: authorIdentity(editor.root) })]),
    );
    expect(await readFile(path.join(editor.root, file), 'utf8')).toBe(before);
    // Another person saves: the server asks git who commits here, as the environment can say too.
    const environment = { name: process.env.GIT_AUTHOR_NAME, email: process.env.GIT_AUTHOR_EMAIL };
    process.env.GIT_AUTHOR_NAME = 'A reviewer';
    process.env.GIT_AUTHOR_EMAIL = 'reviewer@test.example';
    try {
      expect((await save()).status).toBe(200);
    } finally {
      for (const [key, value] of [
        ['GIT_AUTHOR_NAME', environment.name],
        ['GIT_AUTHOR_EMAIL', environment.email],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
    const saved = readTranslationText(await readFile(path.join(editor.root, file), 'utf8'), true)!;
    expect(saved.doc.getIn(['translation', REVIEW_REQUEST_KEY])).toBeUndefined();
    expect((saved.doc.getIn(['translation', 'review']) as { toJSON(): unknown }).toJSON()).toEqual({
      by: 'A reviewer <reviewer@test.example>',
      english: wholeFingerprint(english),
      translation: wordsFingerprint(text),
    });
  });

  it('deletes a post or a picture only when no page would then be broken, and says which would', async () => {
    const remove = (...paths: string[]) =>
      fromEditor(editor, {
        action: 'deleteFiles',
        params: { branch: 'main', paths, options: { commitMessage: 'x' } },
      });
    const linked = `content/blog/${LINKED_POST}.md`;
    const refused = await remove(linked);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatch(/^Not deleted: \d+ things to fix\.\n• |^Not deleted\. /);
    expect(errorOf(refused)).toContain(`${fileLabel(`content/blog/${SHOWING_POST}.md`)}, Text:`);
    expect(await exists(path.join(editor.root, linked))).toBe(true);
    const shown = await remove('public/media/shown.png');
    expect(shown.status).toBe(409);
    expect(errorOf(shown)).toBe(
      refusalMessage('deleted', [
        `${fileLabel(`content/blog/${SHOWING_POST}.md`)}, Text: there is no picture /media/shown.png in public/media/: add it there (the editor's Media tab does it), or correct the address`,
      ]),
    );
    expect(await exists(path.join(editor.root, 'public/media/shown.png'))).toBe(true);
    const unused = await remove('public/media/unused.png');
    expect(unused.status).toBe(200);
    expect(await exists(path.join(editor.root, 'public/media/unused.png'))).toBe(false);
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

  it('commits no upload or deletion on the published branch, and says how to ask for one', async () => {
    const published = commitOf(editor.root, 'main');
    const uploaded = await fromEditor(editor, {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: {
          path: 'public/media/dot.png',
          content: (await flatPng()).toString('base64'),
          encoding: 'base64',
        },
        options: { commitMessage: 'x' },
      },
    });
    expect(uploaded.status).toBe(403);
    expect(errorOf(uploaded)).toBe(WORKFLOW_PICTURE_ALONE);
    const deleted = await fromEditor(editor, {
      action: 'deleteFiles',
      params: { branch: 'main', paths: ['content/legal/terms.md'], options: { commitMessage: 'x' } },
    });
    expect(deleted.status).toBe(403);
    expect(errorOf(deleted)).toBe(workflowDeletionMessage(fileLabel('content/legal/terms.md')));
    expect(commitOf(editor.root, 'main')).toBe(published);
    expect(git(editor.root, 'show', 'main:content/legal/terms.md')).toBe(
      await readFile(path.join(projectRoot, 'content/legal/terms.md'), 'utf8'),
    );
  });

  it('publishes no change whose picture is a page, or which holds a link or a submodule', async () => {
    const published = commitOf(editor.root, 'main');
    const publish = (slug: string) =>
      fromEditor(editor, {
        action: 'publishUnpublishedEntry',
        params: { branch: 'main', collection: 'posts', slug },
      });
    git(editor.root, 'branch', 'cms/posts/page-as-picture', 'main');
    commitFiles(
      editor.root,
      'cms/posts/page-as-picture',
      [{ path: 'public/media/x.png', text: WEB_PAGE }],
      'A page',
    );
    const page = await publish('page-as-picture');
    expect(page.status).toBe(409);
    expect(errorOf(page)).toMatch(
      /^Not published\. The picture x\.png: this file is a web page, not a picture/,
    );
    for (const [slug, file, mode, target] of [
      ['a-link', 'public/media/host.txt', '120000', '/etc/hostname'],
      ['a-link-in-content', 'content/blog/linked.md', '120000', '../../package.json'],
      ['a-submodule', 'public/media/other', '160000', ''],
    ] as const) {
      const branch = `cms/posts/${slug}`;
      git(editor.root, 'branch', branch, 'main');
      commitEntry(editor.root, branch, file, mode, target);
      const answer = await publish(slug);
      expect(answer.status, slug).toBe(409);
      expect(errorOf(answer)).toBe(
        refusalMessage('published', [irregularEntryLine(file, mode === '120000' ? 'link' : 'submodule')]),
      );
    }
    expect(commitOf(editor.root, 'main')).toBe(published);
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
