import { mkdtemp, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from './new-post';
import { formatProblem } from '../content/problem';
import { slugify } from '../content/slug';
import { loadContent } from '../content/store';
import { contentDay } from '../../tools/test/content-day';
import { copyContent } from '../../tools/test/project-copy';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-post-'));
  await copyContent(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('slugify', () => {
  it('makes lower-case words joined by dashes', () => {
    expect(slugify('Hello, Wörld!')).toBe('hello-world');
    expect(slugify('  Crypto: the 2025 guide  ')).toBe('crypto-the-2025-guide');
    expect(slugify('???')).toBe('');
  });
});

describe('npm run new:post', () => {
  it('creates a draft dated today that passes the check', async () => {
    // Today is the content's own day, on which its newest legal version is not in the future.
    const today = contentDay();
    const file = await createPost(root, 'Note: a title with a colon', today);
    expect(file).toBe('content/blog/note-a-title-with-a-colon.md');
    const text = await readFile(path.join(root, file), 'utf8');
    expect(text.split('\n').slice(0, 7)).toEqual([
      '---',
      'title: "Note: a title with a colon"',
      `date: ${today}`,
      'summary: One or two sentences about the post, shown on the blog list.',
      'tags: [news]',
      'draft: true',
      '---',
    ]);
    const { content, problems } = await loadContent({ root, today, preview: true });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content?.posts.find((post) => post.id === 'note-a-title-with-a-colon')).toMatchObject({
      title: 'Note: a title with a colon',
      draft: true,
    });
  });

  it('never overwrites a post', async () => {
    await createPost(root, 'Twice', '2025-07-30');
    await expect(createPost(root, 'Twice', '2025-07-30')).rejects.toThrow(
      'content/blog/twice.md already exists; choose another title, or edit that file',
    );
  });

  it('refuses a title with no letter or digit', async () => {
    await expect(createPost(root, '!!!')).rejects.toThrow('The title needs at least one letter or digit');
  });

  it('writes nothing through a blog folder that is a symbolic link', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'new-post-elsewhere-'));
    const blog = path.join(root, 'content/blog');
    await rename(blog, `${blog}.kept`);
    await symlink(elsewhere, blog, 'dir');
    try {
      await expect(createPost(root, 'Through a link', '2025-07-30')).rejects.toThrow(
        'content/blog/through-a-link.md lies under content/blog, a symbolic link, which could point the write at any file',
      );
      expect(await readdir(elsewhere)).toEqual([]);
    } finally {
      await rm(blog);
      await rename(`${blog}.kept`, blog);
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
