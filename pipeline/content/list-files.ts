import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folder editors work in, relative to the project's root. */
export const CONTENT_DIR = 'content';

/**
 * Every file under a folder, as paths relative to it written with forward slashes, in plain
 * character order; hidden files are left out, and a folder that does not exist has none. It imports
 * nothing of the schemas, so the content check can list the files before it decides whether it
 * needs them.
 *
 * Only ordinary files are listed. Anything else but a folder (a symbolic link, to a file or to a
 * folder, which is not followed, or a named pipe) is left out of the list and added to `irregular`
 * when it is given, so that the content check can refuse each by name rather than skip it unseen.
 */
export function listFiles(folder: string, irregular?: Set<string>): string[] {
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
    if (entry.name.startsWith('.') || entry.isDirectory()) continue;
    const parent = entry.parentPath;
    const relative =
      parent === folder ? entry.name : `${parent.slice(prefix).split(path.sep).join('/')}/${entry.name}`;
    if (entry.isFile()) files.push(relative);
    else irregular?.add(relative);
  }
  return files.sort();
}
