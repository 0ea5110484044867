import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Language, Site } from '../../schemas';
import { archiveName } from '../../pipeline/publish/offline-archive';

/** One language's offline archive, unpacked as a reader unpacks it. */
export interface OfflineCopy {
  language: Language;
  /** The folder the archive unpacked to: the one folder it holds, named as the archive is. */
  folder: string;
  /** Every file in that folder, relative to it, with forward slashes. */
  files: ReadonlySet<string>;
}

/**
 * Unpacks each language's archive from the offline build in `dir` into `into`, which it empties
 * first, and gives the folders. An archive must hold one folder and nothing beside it, as a reader
 * who unpacks it on a desktop expects: an entry outside it fails here.
 */
export async function unpackOfflineCopies(
  dir: string,
  into: string,
  site: Site,
  languages: readonly Language[],
): Promise<OfflineCopy[]> {
  await rm(into, { recursive: true, force: true });
  const copies: OfflineCopy[] = [];
  for (const language of languages) {
    const name = archiveName(site, language);
    const entries = unzipSync(await readFile(path.join(dir, `${name}.zip`)));
    const files = new Set<string>();
    for (const [entry, bytes] of Object.entries(entries)) {
      if (entry.endsWith('/')) continue;
      if (!entry.startsWith(`${name}/`) || entry.split('/').includes('..'))
        throw new Error(`${name}.zip holds ${entry}, outside its folder ${name}/`);
      const file = entry.slice(name.length + 1);
      files.add(file);
      const target = path.join(into, name, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    copies.push({ language, folder: path.join(into, name), files });
  }
  return copies;
}
