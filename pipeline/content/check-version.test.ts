import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVersion } from './check-version';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'check-version-'));
  for (const folder of ['schemas', 'shared', 'pipeline/content'])
    await cp(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  await cp(path.join(projectRoot, 'package-lock.json'), path.join(root, 'package-lock.json'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the version of the content check', () => {
  it('changes with the schemas, the shared modules, the check itself and the packages, not with a test', async () => {
    const versions = [checkVersion(root)];
    expect(checkVersion(root)).toBe(versions[0]);
    await appendFile(
      path.join(root, 'pipeline/content/store.test.ts'),
      '\n// A test changes nothing the check finds.\n',
    );
    expect(checkVersion(root)).toBe(versions[0]);
    for (const file of [
      'schemas/blog.ts',
      'shared/markdown.ts',
      'pipeline/content/links.ts',
      'package-lock.json',
    ]) {
      await appendFile(path.join(root, file), '\n');
      const version = checkVersion(root);
      expect(versions).not.toContain(version);
      versions.push(version);
    }
  });
});
