import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourceStamp } from './test-build';

/** A project of a few files where a build reads them, and a test and a fixture beside them. */
const FILES: Record<string, string> = {
  'content/site.yaml': 'name: A test site\n',
  'src/page.tsx': 'export const page = 1;\n',
  'src/page.test.tsx': 'a test of the page\n',
  'pipeline/content/__fixtures__/broken/site.yaml': 'name: [\n',
  'index.html': '<!doctype html>\n',
  'package-lock.json': '{}\n',
};

describe('the fingerprint of the sources the tests’ build is made from', () => {
  let root: string;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'test-build-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  afterEach(async () => {
    vi.useRealTimers();
    for (const [file, text] of Object.entries(FILES)) await write(file, text);
  });

  it('stays the same while nothing a build reads changes, whatever the tests do', async () => {
    for (const [file, text] of Object.entries(FILES)) await write(file, text);
    const stamp = await sourceStamp(root);
    expect(await sourceStamp(root)).toBe(stamp);
    await write('src/page.test.tsx', 'another test of the page\n');
    await write('pipeline/content/__fixtures__/broken/site.yaml', 'name: ]\n');
    expect(await sourceStamp(root)).toBe(stamp);
  });

  it('changes with a file of the content, of the code, or with the installed packages', async () => {
    const stamp = await sourceStamp(root);
    for (const file of ['content/site.yaml', 'src/page.tsx', 'index.html', 'package-lock.json']) {
      await write(file, `${FILES[file]} `);
      expect(await sourceStamp(root), file).not.toBe(stamp);
      await write(file, FILES[file]);
    }
    await write('content/blog/new-post.md', '---\ntitle: New\n---\n');
    expect(await sourceStamp(root)).not.toBe(stamp);
    await rm(path.join(root, 'content/blog'), { recursive: true });
  });

  it('changes with the day, since a build publishes what is due by the day it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 1, 12));
    const stamp = await sourceStamp(root);
    vi.setSystemTime(new Date(2030, 0, 1, 23));
    expect(await sourceStamp(root)).toBe(stamp);
    vi.setSystemTime(new Date(2030, 0, 2, 1));
    expect(await sourceStamp(root)).not.toBe(stamp);
  });
});
