import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insideFolder, UnsafePath } from './inside-folder';

/**
 * The one gate of every write whose name comes from content: a root holding the folder, and a
 * sentinel folder beside it that no refused name may reach.
 */

let scratch: string;
let root: string;
let sentinel: string;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'inside-folder-'));
  root = path.join(scratch, 'repository');
  sentinel = path.join(scratch, 'sentinel');
  await mkdir(path.join(root, 'archive'), { recursive: true });
  await mkdir(sentinel);
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** What `insideFolder` says about a name: the path it gives, or its refusal's words. */
function verdict(folder: string, name: string): string {
  try {
    return path.relative(root, insideFolder(root, folder, name));
  } catch (error) {
    if (error instanceof UnsafePath) return `refused: ${error.message}`;
    throw error;
  }
}

describe('insideFolder', () => {
  it('gives the path of a plain name in its folder, made or not yet', () => {
    expect(verdict('archive', '2026-01-01.md')).toBe('archive/2026-01-01.md');
    expect(verdict('archive/not-yet', 'x.md')).toBe('archive/not-yet/x.md');
    expect(verdict('', 'top.md')).toBe('top.md');
  });

  it('refuses every name that would leave the folder, and says which path and why', () => {
    expect(
      Object.fromEntries(
        [
          '../../x.md',
          '..',
          '.',
          '',
          '/tmp/x.md',
          'C:x.md',
          'a\\..\\..\\x.md',
          '2026-01-01/../../x.md',
          'x\0.md',
          'x\n::error::fake.md',
        ].map((name) => [name, verdict('archive', name)]),
      ),
    ).toEqual({
      '../../x.md':
        'refused: archive/../../x.md has a file name that holds a path separator (/ or \\), not one name',
      '..': 'refused: archive/.. has a file name that names the folder .., not a file in it',
      '.': 'refused: archive/. has a file name that names the folder ., not a file in it',
      '': 'refused: archive/ has a file name that is empty where a name should be',
      '/tmp/x.md': 'refused: archive//tmp/x.md is an absolute path, not a name inside its folder',
      'C:x.md':
        'refused: archive/C:x.md has a file name that starts with a drive, such as C:, as an absolute path does',
      'a\\..\\..\\x.md':
        'refused: archive/a\\\\..\\\\..\\\\x.md has a file name that holds a path separator (/ or \\), not one name',
      '2026-01-01/../../x.md':
        'refused: archive/2026-01-01/../../x.md has a file name that holds a path separator (/ or \\), not one name',
      'x\0.md': 'refused: archive/x\\u0000.md has a file name that holds a NUL character',
      'x\n::error::fake.md':
        'refused: archive/x\\n::error::fake.md has a file name that holds a control character, such as a line break',
    });
  });

  it('refuses a folder part that climbs or is absolute', () => {
    expect(verdict('archive/../..', 'x.md')).toBe(
      'refused: archive/../../x.md has a folder that names the folder .., not a file in it',
    );
    expect(verdict(sentinel, 'x.md')).toMatch(
      /^refused: .* is an absolute path, not a name inside its folder$/,
    );
  });

  it('refuses a symbolic link on the way, or as the file itself, and writes nothing through it', async () => {
    await symlink(sentinel, path.join(root, 'linked'), 'dir');
    expect(verdict('linked', 'x.md')).toBe(
      'refused: linked/x.md lies under linked, a symbolic link, which could point the write at any file',
    );
    await symlink(path.join(sentinel, 'target.md'), path.join(root, 'archive', 'x.md'));
    expect(verdict('archive', 'x.md')).toBe(
      'refused: archive/x.md is a symbolic link, which could point the write at any file',
    );
    expect(await readdir(sentinel)).toEqual([]);
  });

  it('looks at a confirmed folder once, and still at every name and every file in it', async () => {
    const confirmed = new Set<string>();
    await mkdir(path.join(root, 'archive', 'deep'));
    expect(path.relative(root, insideFolder(root, 'archive/deep', 'a.md', confirmed))).toBe(
      'archive/deep/a.md',
    );
    expect([...confirmed].map((folder) => path.relative(root, folder))).toEqual(['archive', 'archive/deep']);
    await symlink(path.join(sentinel, 'target.md'), path.join(root, 'archive', 'deep', 'b.md'));
    expect(() => insideFolder(root, 'archive/deep', 'b.md', confirmed)).toThrow(
      'archive/deep/b.md is a symbolic link, which could point the write at any file',
    );
    await symlink(sentinel, path.join(root, 'linked'), 'dir');
    expect(() => insideFolder(root, 'linked', 'x.md', confirmed)).toThrow(
      'linked/x.md lies under linked, a symbolic link, which could point the write at any file',
    );
    expect(() => insideFolder(root, 'archive/../..', 'x.md', confirmed)).toThrow(UnsafePath);
    expect(await readdir(sentinel)).toEqual([]);
  });

  it('trusts the root itself, even when the root is reached through a link', async () => {
    const linkedRoot = path.join(scratch, 'linked-root');
    await symlink(root, linkedRoot, 'dir');
    await writeFile(path.join(root, 'archive', 'kept.md'), 'kept');
    expect(path.relative(linkedRoot, insideFolder(linkedRoot, 'archive', 'kept.md'))).toBe('archive/kept.md');
  });
});
