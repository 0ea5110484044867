import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** What a build of the project reads: everything but its build output, tests' output and packages. */
export const BUILD_INPUTS = [
  'content',
  'schemas',
  'shared',
  'src',
  'pipeline',
  'tools',
  'public',
  'scripts',
  'deploy',
  'index.html',
  'admin',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.test.json',
];

/** Whether a path is a test's own fixtures or temporary folders, which are not part of a build. */
export const isTestFixture = (file: string) => file.includes(`${path.sep}__fixtures__`);

/**
 * Copies the project (without its build output) into a temporary folder that shares the installed
 * packages, so a test can edit content there and build it without touching the real tree.
 */
export async function copyProject(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masky-project-'));
  await Promise.all(
    BUILD_INPUTS.map((name) =>
      cp(path.join(root, name), path.join(dir, name), {
        recursive: true,
        filter: (source) => !isTestFixture(source),
      }),
    ),
  );
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
