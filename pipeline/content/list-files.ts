import { readdirSync } from 'node:fs';
import path from 'node:path';

export const CONTENT_DIR = 'content';

/**
 * Every ordinary file under a folder, by its path from it, hidden files left out unless `hidden` is set.
 * Anything else but a folder, such as a symbolic link, is added to `irregular`, so that the check can
 * refuse it by name, not skip it unseen.
 */
export function listFiles(
  folder: string,
  irregular?: Set<string>,
  { hidden = false }: { hidden?: boolean } = {},
): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const prefix = folder.length + 1;
  const files: string[] = [];
  for (const entry of entries) {
    if ((!hidden && entry.name.startsWith('.')) || entry.isDirectory()) continue;
    const parent = entry.parentPath;
    const relative =
      parent === folder ? entry.name : `${parent.slice(prefix).split(path.sep).join('/')}/${entry.name}`;
    if (entry.isFile()) files.push(relative);
    else irregular?.add(relative);
  }
  return files.sort();
}
