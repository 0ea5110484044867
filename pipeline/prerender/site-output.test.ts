import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteOutput } from './site-output';

/** The build's output, given pages whose addresses came from content, with a sentinel beside its folder. */

let scratch: string;
let outDir: string;
let sentinel: string;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'writer-'));
  outDir = path.join(scratch, 'dist');
  sentinel = path.join(scratch, 'sentinel');
  await mkdir(outDir);
  await mkdir(sentinel);
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('SiteOutput', () => {
  it('writes a page into its folder', async () => {
    const writer = new SiteOutput(outDir);
    await writer.write('blog/hello/index.html', '<p>Hello</p>');
    expect(await readFile(path.join(outDir, 'blog/hello/index.html'), 'utf8')).toBe('<p>Hello</p>');
    // The digest is taken of the bytes written, for the manifest.
    expect(writer.files()).toEqual([
      {
        path: 'blog/hello/index.html',
        size: 12,
        sha256: createHash('sha256').update('<p>Hello</p>').digest('hex'),
      },
    ]);
  });

  it('refuses to write one path twice', async () => {
    const writer = new SiteOutput(outDir);
    await writer.write('a.txt', 'one');
    await expect(writer.write('a.txt', 'two')).rejects.toThrow('The build wrote a.txt twice');
  });

  it('refuses a page whose address climbs out of the output folder, or passes a link, and writes nothing there', async () => {
    await symlink(sentinel, path.join(outDir, 'linked'), 'dir');
    const writer = new SiteOutput(outDir);
    await expect(writer.write('blog/../../sentinel/index.html', 'x')).rejects.toThrow(
      'blog/../../sentinel/index.html has a folder that names the folder .., not a file in it',
    );
    await expect(writer.write('linked/index.html', 'x')).rejects.toThrow(
      'linked/index.html lies under linked, a symbolic link, which could point the write at any file',
    );
    expect(await readdir(sentinel)).toEqual([]);
  });

  it("refuses a file already at a page's name, a link included, and writes nothing through it", async () => {
    await symlink(path.join(sentinel, 'planted.html'), path.join(outDir, 'planted.html'));
    const writer = new SiteOutput(outDir);
    await expect(writer.write('planted.html', 'x')).rejects.toThrow(
      "planted.html was already in the build's output folder before the build wrote it",
    );
    expect(await readdir(sentinel)).toEqual([]);
  });
});
