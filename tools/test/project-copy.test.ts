import { mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copyTree } from './project-copy';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

const filesUnder = async (root: string) => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
};

it('copies files, folders and links as they are, leaving out a folder it is told to skip and all in it', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masky-copy-'));
  const from = path.join(dir, 'from');
  await mkdir(path.join(from, 'posts', '__fixtures__', 'deep'), { recursive: true });
  await writeFile(path.join(from, 'site.yaml'), 'title: Masky\n');
  await writeFile(path.join(from, 'posts', 'hello.md'), '# Hello\n');
  await writeFile(path.join(from, 'posts', '__fixtures__', 'deep', 'broken.md'), 'no\n');
  await symlink('site.yaml', path.join(from, 'link.yaml'));

  const to = path.join(dir, 'to');
  await copyTree(from, to, (source) => path.basename(source) === '__fixtures__');

  expect(await filesUnder(to)).toEqual(['link.yaml', 'posts', 'posts/hello.md', 'site.yaml']);
  expect(await readFile(path.join(to, 'posts', 'hello.md'), 'utf8')).toBe('# Hello\n');
  expect(await readlink(path.join(to, 'link.yaml'))).toBe('site.yaml');
});
