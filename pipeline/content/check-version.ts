import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './list-files';

/**
 * The version of the content check, which the cache of what it learned is kept under, in the way
 * eslint keys its cache by its version and configuration, and Astro its content store by its content
 * configuration's digest: a digest of the code that decides what a file's check finds (the schemas,
 * the shared modules and this folder, tests aside), of the installed packages as the lock file pins
 * them, and of Node's version. Any change to them makes every file be read again.
 */

/** The folders, from the project's root, whose code decides what the check finds in a file. */
const CODE_FOLDERS = ['schemas', 'shared', 'pipeline/content'];

/** Bumped when the cache's own layout changes. */
const FORMAT = 3;

/** The digest that names the content check's version, for the project whose code is at `codeRoot`. */
export function checkVersion(codeRoot: string): string {
  const hash = createHash('sha256').update(`format ${FORMAT}\nnode ${process.version}\n`);
  for (const folder of CODE_FOLDERS) {
    for (const file of listFiles(path.join(codeRoot, folder))) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      hash.update(`${folder}/${file}\n`).update(readFileSync(path.join(codeRoot, folder, file)));
    }
  }
  try {
    hash.update(readFileSync(path.join(codeRoot, 'package-lock.json')));
  } catch {
    // A project without a lock file, such as a test's copy of a few folders, is versioned by its code alone.
  }
  return hash.digest('hex');
}
