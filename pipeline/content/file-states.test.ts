import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf, FileStates, readFileWithTimes, readToEnd } from './file-states';

let folder: string;
const sizes = { 'empty.md': 0, 'post.md': 1800, 'large.md': 300_000 };

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

  it('holds what was written after the file was opened, and no byte more than the file has', async () => {
    const file = path.join(folder, 'growing.md');
    await writeFile(file, 'first words');
    const descriptor = openSync(file, 'r');
    try {
      const { size } = await stat(file);
      appendFileSync(file, ', then more');
      expect(Buffer.from(readToEnd(descriptor, size)).toString()).toBe('first words, then more');
    } finally {
      closeSync(descriptor);
    }
    const again = openSync(file, 'r');
    try {
      expect(Buffer.from(readToEnd(again, 5)).toString()).toBe('first words, then more');
    } finally {
      closeSync(again);
    }
  });

  it('is nothing for a folder or a file that does not exist', () => {
    const states = new FileStates(folder, undefined);
    expect(states.digest('blog')).toBeUndefined();
    expect(states.digest('gone.md')).toBeUndefined();
    expect(states.record(['blog', 'gone.md']).files).toEqual({});
  });
});
