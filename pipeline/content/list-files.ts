import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folder editors work in, relative to the project's root. */
export const CONTENT_DIR = 'content';

/**
 * Every file under a folder, as paths relative to it written with forward slashes, in plain
 * character order; hidden files are left out, and a folder that does not exist has none. It imports
 * nothing of the schemas, so the content check can list the files before it decides whether it
 * needs them.
 */
export function listFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  // Each entry's folder starts with the folder listed, so its path is cut rather than worked out
  // with path.relative, which resolves both paths again for every one of thousands of files.
  const prefix = folder.length + 1;
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const parent = entry.parentPath;
    files.push(
      parent === folder ? entry.name : `${parent.slice(prefix).split(path.sep).join('/')}/${entry.name}`,
    );
  }
  return files.sort();
}
