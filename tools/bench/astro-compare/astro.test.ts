import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAstroSite } from './astro';

describe('writeAstroSite', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'astro-site-test-'));
    await writeAstroSite(dir, { blogDir: '/tmp/copy/content/blog', pageSize: 10, languages: ['fa', 'ru'] });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const read = (file: string) => readFile(path.join(dir, file), 'utf8');

  it('reads the posts from the given folder and pages the lists by the blog’s page size', async () => {
    expect(JSON.parse(await read('src/bench-settings.json'))).toEqual({
      blogDir: '/tmp/copy/content/blog',
      pageSize: 10,
      languages: ['fa', 'ru'],
    });
    expect(await read('src/content.config.ts')).toContain('base: settings.blogDir');
    expect(await read('src/posts.ts')).toContain('export const PAGE_SIZE = settings.pageSize;');
  });

  it('publishes a page per post, the paged list and a paged list per tag, in every language', async () => {
    const pages = await readdir(path.join(dir, 'src/pages'), { recursive: true, withFileTypes: true });
    const files = pages
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(dir, 'src/pages'), path.join(entry.parentPath, entry.name)));
    expect(files.sort()).toEqual([
      '[...lang]/blog/[...page].astro',
      '[...lang]/blog/[slug].astro',
      '[...lang]/blog/tag/[tag]/[...page].astro',
    ]);
  });
});
