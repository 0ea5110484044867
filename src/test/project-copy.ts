import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const COPIED = [
  'content',
  'schemas',
  'src',
  'public',
  'scripts',
  'deploy',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];

/**
 * Copies the project (without its build output) into a temporary folder that shares the installed
 * packages, so a test can edit content there and build it without touching the real tree.
 */
export async function copyProject(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masky-project-'));
  await Promise.all(
    COPIED.map((name) => cp(path.join(root, name), path.join(dir, name), { recursive: true })),
  );
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
