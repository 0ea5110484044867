import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf, FileStates, readFileWithTimes } from './file-states';

let folder: string;
const sizes = { 'empty.md': 0, 'post.md': 1800, 'large.yaml': 300_000 };

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'file-states-'));
  for (const [name, size] of Object.entries(sizes))
    await writeFile(path.join(folder, name), 'é'.repeat(size / 2));
  await mkdir(path.join(folder, 'blog'));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the state of a file the check has no state of yet', () => {
  it('is the bytes readFileSync reads, with the size and times stat gives', async () => {
    for (const name of Object.keys(sizes)) {
      const file = path.join(folder, name);
      expect(Buffer.from(readFileWithTimes(file)).equals(readFileSync(file)), name).toBe(true);
      const states = new FileStates(folder, undefined);
      const digest = states.digest(name, () => readFileWithTimes(file));
      const { size, mtimeMs, ctimeMs } = await stat(file);
      expect(states.record([name]).files[name], name).toEqual([
        size,
        mtimeMs,
        ctimeMs,
        digestOf(readFileSync(file)),
      ]);
      expect(digest).toBe(digestOf(readFileSync(file)));
    }
  });

  it('is nothing for a folder or a file that does not exist', () => {
    const states = new FileStates(folder, undefined);
    expect(states.digest('blog')).toBeUndefined();
    expect(states.digest('gone.md')).toBeUndefined();
    expect(states.record(['blog', 'gone.md']).files).toEqual({});
  });
});
