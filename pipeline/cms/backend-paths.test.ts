import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileLabel,
  mediaOnlyMessage,
  outsideFoldersMessage,
  unknownRequestMessage,
  WORKFLOW_PICTURE_ALONE,
  workflowDeletionMessage,
} from '../../schemas/editor-messages';
import { backendRefusal, EDITABLE_FOLDERS, editableListing, pathProblem } from './backend-paths';

/**
 * The paths the local editor hands decap-server: every path of every action decap-server knows is
 * checked, in both modes, and anything outside the content and its pictures is refused, as is any
 * action the list does not name. The requests are those Decap's proxy backend sends, with the
 * paths an attacker would put in them.
 */

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'backend-paths-'));
  await mkdir(path.join(root, 'content/blog'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), '{}\n');
  await writeFile(path.join(root, 'content/blog/real.md'), '---\ntitle: Real\n---\n');
  // A link in the content, to a file outside it, which decap-server would follow.
  await symlink('../../package.json', path.join(root, 'content/blog/link.md'));
  // A folder of the content that is a link to the repository's own.
  await symlink('..', path.join(root, 'content/up'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

// The scopes read the folder once it is made.
const files = {
  get root() {
    return root;
  },
};
const workflow = {
  get root() {
    return root;
  },
  branch: 'main',
};
const outside = (file: string, reason: string) => outsideFoldersMessage(file, EDITABLE_FOLDERS, reason);
const OUTSIDE = 'it is outside those folders';

/** A save as Decap's proxy backend sends it, of `file`, with pictures at `assets`. */
const save = (file: string, assets: string[] = [], extra: Record<string, unknown> = {}) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: 'hello', path: file, raw: 'text' }],
    assets: assets.map((asset) => ({ path: asset, content: 'AAAA', encoding: 'base64' })),
    options: { collectionName: 'posts', commitMessage: 'Save', useWorkflow: true, status: 'draft' },
    ...extra,
  },
});

describe('pathProblem', () => {
  it('takes a file under content/ or public/media/, and a folder that is one of them', () => {
    expect(pathProblem('content/blog/hello.md')).toBeUndefined();
    expect(pathProblem('public/media/map.png')).toBeUndefined();
    expect(pathProblem('content', { folder: true })).toBeUndefined();
    expect(pathProblem('public/media', { folder: true })).toBeUndefined();
    expect(pathProblem('content')).toBe(OUTSIDE);
  });

  it.each([
    ['package.json', OUTSIDE],
    ['.git/config', 'it is inside git’s own folder'],
    ['.git/hooks/pre-commit', 'it is inside git’s own folder'],
    ['content/.git/config', 'it is inside git’s own folder'],
    ['content/.GIT/hooks/pre-commit', 'it is inside git’s own folder'],
    ['content/../package.json', 'it leads out of its folder through ..'],
    ['content/blog/../../.git/config', 'it leads out of its folder through ..'],
    ['/etc/passwd', 'it is an absolute path'],
    ['/work/main/content/blog/hello.md', 'it is an absolute path'],
    ['C:/Windows/win.ini', 'it is an absolute path'],
    ['content\\..\\package.json', 'it is not a path written with forward slashes'],
    ['content//blog.md', 'it has an empty part'],
    ['./content/blog/hello.md', 'it has an empty part'],
    ['contents/blog.md', OUTSIDE],
    ['public/media-other/x.png', OUTSIDE],
    ['public/index.html', OUTSIDE],
    ['', 'it is not a path'],
  ])('refuses %j: %s', (file, reason) => {
    expect(pathProblem(file)).toBe(reason);
  });

  it('refuses what is no string', () => {
    for (const value of [undefined, null, 3, ['content/a.md'], { path: 'content/a.md' }])
      expect(pathProblem(value)).toBe('it is not a path');
  });
});

describe('backendRefusal, saving in place', () => {
  it('lets through each action with paths in the content or its pictures', () => {
    const requests = [
      { action: 'info' },
      {
        action: 'entriesByFolder',
        params: { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 },
      },
      { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'content/site.yaml' }] } },
      { action: 'getEntry', params: { branch: 'main', path: 'content/blog/real.md' } },
      save('content/blog/hello.md', ['public/media/map.png']),
      { action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/media' } },
      { action: 'getMediaFile', params: { branch: 'main', path: 'public/media/map.png' } },
      {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: 'public/media/map.png', content: 'AAAA', encoding: 'base64' },
          options: { commitMessage: 'Upload' },
        },
      },
      { action: 'deleteFile', params: { branch: 'main', path: 'public/media/map.png', options: {} } },
      { action: 'deleteFiles', params: { branch: 'main', paths: ['public/media/map.png'], options: {} } },
      // An entry deleted in place is checked as a save is, by the gate (local-api.ts).
      { action: 'deleteFiles', params: { branch: 'main', paths: ['content/blog/real.md'], options: {} } },
      { action: 'getDeployPreview', params: { branch: 'main', collection: 'posts', slug: 'x' } },
    ];
    for (const request of requests) expect(backendRefusal(request, files), request.action).toBeUndefined();
  });

  it.each([
    [
      'an upload into the content',
      { action: 'persistMedia', params: { asset: { path: 'content/site.yaml', content: 'AA' } } },
      'content/site.yaml',
    ],
    [
      'an upload beside the content',
      { action: 'persistMedia', params: { asset: { path: 'content/x.htm', content: 'AA' } } },
      'content/x.htm',
    ],
    [
      'a picture deleted from the content',
      { action: 'deleteFile', params: { path: 'content/legal/terms.md' } },
      'content/legal/terms.md',
    ],
    [
      'a picture read from the content',
      { action: 'getMediaFile', params: { path: 'content/site.yaml' } },
      'content/site.yaml',
    ],
    [
      'a picture in a folder of the media folder',
      { action: 'persistMedia', params: { asset: { path: 'public/media/a/b.png', content: 'AA' } } },
      'public/media/a/b.png',
    ],
    [
      'a listing of the content as pictures',
      { action: 'getMedia', params: { mediaFolder: 'content' } },
      'content',
    ],
  ])('refuses %s: the media library touches pictures only', (_name, request, file) => {
    expect(backendRefusal(request, files)).toBe(mediaOnlyMessage(file));
  });

  it.each([
    ['a read of package.json', { action: 'getEntry', params: { path: 'package.json' } }, 'package.json'],
    [
      'a read of files outside',
      {
        action: 'entriesByFiles',
        params: { files: [{ path: 'content/site.yaml' }, { path: '.git/config' }] },
      },
      '.git/config',
    ],
    [
      'a listing of the root',
      { action: 'entriesByFolder', params: { folder: '.', extension: 'json', depth: 1 } },
      '.',
    ],
    [
      'a listing of git',
      { action: 'entriesByFolder', params: { folder: '.git/hooks', extension: '', depth: 1 } },
      '.git/hooks',
    ],
    ['a save of package.json', save('package.json'), 'package.json'],
    ['a save into git’s hooks', save('.git/hooks/pre-commit'), '.git/hooks/pre-commit'],
    ['a save through ..', save('content/../.git/config'), 'content/../.git/config'],
    ['a save with a picture outside', save('content/blog/hello.md', ['.git/config']), '.git/config'],
    [
      'a save that moves its file out',
      save('content/blog/hello.md', [], {
        dataFiles: [{ slug: 'hello', path: 'content/blog/hello.md', newPath: 'package.json', raw: 'x' }],
      }),
      'package.json',
    ],
    [
      'a save of the old kind, with one entry',
      {
        action: 'persistEntry',
        params: { entry: { slug: 'x', path: 'vite.config.ts', raw: 'x' }, assets: [] },
      },
      'vite.config.ts',
    ],
    ['a listing of pictures elsewhere', { action: 'getMedia', params: { mediaFolder: '.git' } }, '.git'],
    ['a picture read outside', { action: 'getMediaFile', params: { path: '.env' } }, '.env'],
    [
      'an upload outside',
      { action: 'persistMedia', params: { asset: { path: '.git/hooks/post-checkout', content: 'AA' } } },
      '.git/hooks/post-checkout',
    ],
    ['a delete outside', { action: 'deleteFile', params: { path: 'package.json' } }, 'package.json'],
    [
      'deletes, one outside',
      { action: 'deleteFiles', params: { paths: ['public/media/a.png', 'README.md'] } },
      'README.md',
    ],
  ])('refuses %s', (_name, request, file) => {
    expect(backendRefusal(request, files)).toBe(
      outside(file, pathProblem(file) ?? pathProblem(file, { folder: true })!),
    );
  });

  it('refuses a path through a link in the content, whatever it points to', () => {
    expect(backendRefusal({ action: 'getEntry', params: { path: 'content/blog/link.md' } }, files)).toBe(
      outside('content/blog/link.md', 'content/blog/link.md is a link'),
    );
    expect(backendRefusal(save('content/up/package.json'), files)).toBe(
      outside('content/up/package.json', 'content/up is a link'),
    );
    expect(
      backendRefusal(
        { action: 'entriesByFolder', params: { folder: 'content/up', extension: 'json', depth: 2 } },
        files,
      ),
    ).toBe(outside('content/up', 'content/up is a link'));
  });

  it('refuses what is no path where a path goes', () => {
    expect(backendRefusal({ action: 'getEntry', params: {} }, files)).toBe(
      outside('undefined', 'it is not a path'),
    );
    expect(backendRefusal({ action: 'deleteFiles', params: { paths: 'package.json' } }, files)).toBe(
      outside('package.json', OUTSIDE),
    );
  });

  it('refuses an action it does not know, and the workflow’s actions when there is no workflow', () => {
    for (const action of [
      'frobnicate',
      'toString',
      '__proto__',
      'publishUnpublishedEntry',
      'deleteUnpublishedEntry',
    ])
      expect(backendRefusal({ action, params: { collection: 'posts', slug: 'x' } }, files)).toBe(
        unknownRequestMessage(`the action ${JSON.stringify(action)}`),
      );
    expect(backendRefusal({}, files)).toBe(unknownRequestMessage('the action undefined'));
    expect(backendRefusal(null, files)).toBe(unknownRequestMessage('the action undefined'));
  });
});

describe('backendRefusal, in the editorial workflow', () => {
  it('lets through each action of a change in review', () => {
    const change = { branch: 'main', collection: 'posts', slug: 'hello-world' };
    const requests = [
      { action: 'unpublishedEntries', params: { branch: 'main' } },
      { action: 'unpublishedEntry', params: { branch: 'main', id: 'posts/hello-world' } },
      {
        action: 'unpublishedEntryDataFile',
        params: { ...change, id: 'x', path: 'content/blog/hello-world.md' },
      },
      { action: 'unpublishedEntryMediaFile', params: { ...change, id: 'x', path: 'public/media/a.png' } },
      { action: 'deleteUnpublishedEntry', params: change },
      { action: 'updateUnpublishedEntryStatus', params: { ...change, newStatus: 'pending_review' } },
      { action: 'publishUnpublishedEntry', params: change },
      save('content/blog/hello-world.md'),
    ];
    for (const request of requests) expect(backendRefusal(request, workflow), request.action).toBeUndefined();
  });

  it('refuses an upload, and a deletion of anything, which decap-server would commit on the published branch', () => {
    const upload = {
      action: 'persistMedia',
      params: { branch: 'main', asset: { path: 'public/media/map.png', content: 'AA' }, options: {} },
    };
    expect(backendRefusal(upload, workflow)).toBe(WORKFLOW_PICTURE_ALONE);
    expect(
      backendRefusal(
        { action: 'deleteFiles', params: { branch: 'main', paths: ['content/legal/terms.md'] } },
        workflow,
      ),
    ).toBe(workflowDeletionMessage(fileLabel('content/legal/terms.md')));
    expect(
      backendRefusal(
        { action: 'deleteFile', params: { branch: 'main', path: 'public/media/map.png' } },
        workflow,
      ),
    ).toBe(workflowDeletionMessage('The picture map.png'));
    expect(
      backendRefusal(
        { action: 'persistMedia', params: { asset: { path: 'content/site.yaml', content: 'AA' } } },
        workflow,
      ),
    ).toBe(mediaOnlyMessage('content/site.yaml'));
  });

  it('refuses a path outside in a change’s files', () => {
    const change = { branch: 'main', collection: 'posts', slug: 'x', id: 'x' };
    expect(
      backendRefusal(
        { action: 'unpublishedEntryDataFile', params: { ...change, path: '.git/config' } },
        workflow,
      ),
    ).toBe(outside('.git/config', 'it is inside git’s own folder'));
    expect(
      backendRefusal(
        { action: 'unpublishedEntryMediaFile', params: { ...change, path: 'package.json' } },
        workflow,
      ),
    ).toBe(outside('package.json', OUTSIDE));
    expect(backendRefusal(save('package.json'), workflow)).toBe(outside('package.json', OUTSIDE));
  });

  it('refuses a branch other than the one it publishes into', () => {
    expect(
      backendRefusal(
        {
          ...save('content/blog/a.md'),
          params: { ...save('content/blog/a.md').params, branch: 'cms/posts/a' },
        },
        workflow,
      ),
    ).toBe(unknownRequestMessage('the branch "cms/posts/a", not main'));
    expect(backendRefusal({ action: 'getEntry', params: { path: 'content/site.yaml' } }, workflow)).toBe(
      unknownRequestMessage('the branch undefined, not main'),
    );
  });

  it('refuses a save outside the workflow, which would commit onto the published branch', () => {
    const request = save('content/blog/a.md');
    request.params.options.useWorkflow = false;
    expect(backendRefusal(request, workflow)).toBe(
      unknownRequestMessage('a save outside the editorial workflow'),
    );
  });

  it.each([
    ['posts', '--upload-pack=touch'],
    ['..', 'x'],
    ['posts', 'a..b'],
    ['posts', 'a b'],
    ['posts', 'x.lock'],
    ['posts', 'a:b'],
    ['posts/blog', 'x'],
    ['-c', 'x'],
  ])('refuses the change %s/%s, which names no branch of its own', (collection, slug) => {
    const request = { action: 'publishUnpublishedEntry', params: { branch: 'main', collection, slug } };
    expect(backendRefusal(request, workflow)).toBe(
      unknownRequestMessage(`the change ${JSON.stringify(`${collection}/${slug}`)}`),
    );
  });

  it('refuses a status Decap has not', () => {
    const request = {
      action: 'updateUnpublishedEntryStatus',
      params: { branch: 'main', collection: 'posts', slug: 'x', newStatus: '--global' },
    };
    expect(backendRefusal(request, workflow)).toBe(unknownRequestMessage('the status "--global"'));
  });
});

describe('editableListing', () => {
  it('leaves out of a folder’s listing a file that is a link', () => {
    const listing = [
      { data: 'x', file: { path: 'content/blog/real.md' } },
      { data: '{}', file: { path: 'content/blog/link.md' } },
    ];
    expect(editableListing('entriesByFolder', listing, root)).toEqual([listing[0]]);
    expect(
      editableListing('getMedia', [{ path: 'public/media/a.png' }, { path: 'package.json' }], root),
    ).toEqual([{ path: 'public/media/a.png' }]);
    expect(editableListing('info', { repo: 'x' }, root)).toEqual({ repo: 'x' });
  });
});
