import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SIZE_LIMITS } from '../../shared/content-limits';
import { formatProblem, sortProblems } from './problem';
import { ContentStore } from './store';
import { contentDay } from '../../tools/test/content-day';
import { copyContent } from '../../tools/test/project-copy';

/**
 * What the content check will not read: a file over the size the site allows, and anything under
 * content/ that is not an ordinary file. Each is refused with a problem that names it, from the
 * store's read, which the build, `npm run check:content`, the dev server and the editor's check all
 * go through.
 */

/** The content's own day, on which its newest legal version is not in the future. */
const TODAY = contentDay();
let root: string;
let outside: string;

const post = (body: string) =>
  `---\ntitle: A post\ndate: 2025-06-21\nsummary: A post for the test.\ntags: [news]\n---\n\n${body}\n`;

/** The lines the check prints for the content at `root`, problems only. */
async function problemLines(folder = root): Promise<string[]> {
  const { problems } = await new ContentStore({ root: folder, today: TODAY }).load().result();
  return sortProblems(problems).map(formatProblem);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-refused-'));
  outside = await mkdtemp(path.join(tmpdir(), 'content-outside-'));
  await copyContent(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('a content file over the size the site allows', () => {
  it('is refused with its size and the limit, in an editor’s words, and the rest is checked', async () => {
    const blog = path.join(root, 'content/blog');
    // 120,000 links: a stall of half a minute before the scan was made linear, and over the limit.
    const links = Array.from({ length: 120_000 }, (_, index) => `[post ${index}](/blog/post-${index})`);
    await writeFile(path.join(blog, 'huge.md'), post(links.join(' ')));
    await writeFile(path.join(blog, 'just-over.md'), 'x'.repeat(CONTENT_SIZE_LIMITS.markdown + 1));
    await writeFile(
      path.join(blog, 'at-the-limit.md'),
      post('Words.').padEnd(CONTENT_SIZE_LIMITS.markdown, '\n'),
    );
    const servers = path.join(root, 'content/servers.yaml');
    const yaml = await readFile(servers, 'utf8');
    await writeFile(servers, `${yaml}\n${'#'.repeat(CONTENT_SIZE_LIMITS.yaml)}\n`);
    try {
      expect(await problemLines()).toEqual([
        'content/blog/huge.md:1:1  this file is 3.6 MB, and a markdown file may be at most 1 MB; split it or remove what it does not need',
        'content/blog/just-over.md:1:1  this file is 1,048,577 bytes, and a markdown file may be at most 1 MB (1,048,576 bytes); split it or remove what it does not need',
        'content/servers.yaml:1:1  this file is 256.4 KB, and a YAML file may be at most 256 KB; split it or remove what it does not need',
      ]);
    } finally {
      await rm(path.join(blog, 'huge.md'));
      await rm(path.join(blog, 'just-over.md'));
      await rm(path.join(blog, 'at-the-limit.md'));
      await writeFile(servers, yaml);
    }
  });

  it('is refused without being read: a sparse file of 64 MB costs no more than its size', async () => {
    const file = path.join(root, 'content/blog/sparse.md');
    await writeFile(file, '');
    await truncate(file, 64 * 1024 * 1024);
    try {
      expect(await problemLines()).toEqual([
        'content/blog/sparse.md:1:1  this file is 64 MB, and a markdown file may be at most 1 MB; split it or remove what it does not need',
      ]);
    } finally {
      await rm(file);
    }
  });

  it('is refused as an editor’s text not saved yet, in the check before a save', async () => {
    const store = new ContentStore({ root, today: TODAY }).load();
    const problems = await store.problemsWith(
      new Map([['content/blog/pasted.md', post('x'.repeat(2 * 1024 * 1024))]]),
    );
    expect(problems.map(formatProblem)).toEqual([
      'content/blog/pasted.md:1:1  this file is 2 MB, and a markdown file may be at most 1 MB; split it or remove what it does not need',
    ]);
    expect((await store.result()).problems).toEqual([]);
  });
});

describe('anything under content/ that is not an ordinary file', () => {
  const linkLine = (file: string) =>
    `${file}:1:1  this is a symbolic link, and the site reads only ordinary files in content/, never what a link leads to; put the file itself here instead of the link`;

  it('is refused by name, a link to a post, to a folder, or the site’s settings, and never followed', async () => {
    const content = path.join(root, 'content');
    // Each link leads to a valid file outside the repository: followed, it would pass unseen.
    await writeFile(path.join(outside, 'post.md'), post('Words from outside.'));
    await cp(path.join(content, 'site.yaml'), path.join(outside, 'site.yaml'));
    await symlink(path.join(outside, 'post.md'), path.join(content, 'blog/linked-post.md'));
    await symlink(outside, path.join(content, 'blog/linked-folder'));
    await rename(path.join(content, 'site.yaml'), path.join(root, 'site.yaml'));
    await symlink(path.join(outside, 'site.yaml'), path.join(content, 'site.yaml'));
    try {
      expect(await problemLines()).toEqual([
        linkLine('content/blog/linked-folder'),
        linkLine('content/blog/linked-post.md'),
        linkLine('content/site.yaml'),
      ]);
    } finally {
      await rm(path.join(content, 'blog/linked-post.md'));
      await rm(path.join(content, 'blog/linked-folder'));
      await rm(path.join(content, 'site.yaml'));
      await rename(path.join(root, 'site.yaml'), path.join(content, 'site.yaml'));
    }
    expect(await problemLines()).toEqual([]);
  });

  it('is refused by name, a named pipe, which would otherwise hold the check until something wrote to it', async () => {
    const pipe = path.join(root, 'content/blog/waiting.md');
    execFileSync('mkfifo', [pipe]);
    try {
      expect(await problemLines()).toEqual([
        'content/blog/waiting.md:1:1  this is not an ordinary file, and the site reads only ordinary files in content/; put the file itself here',
      ]);
    } finally {
      await rm(pipe);
    }
  });
});
