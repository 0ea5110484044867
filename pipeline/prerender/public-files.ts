import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA } from '../../shared/media';
import { listFiles } from '../content/list-files';
import { PUBLIC_DIR } from '../media/library';
import type { SiteOutput } from './site-output';

/**
 * The site's own files of the public folder (its icon, its headers file), copied beside the pages as
 * they are. The media folder is not among them: its pictures are published as the copies the build
 * makes of them (pipeline/media/write.ts). Only ordinary files are copied; the content check has
 * already refused a link or anything else under `public/`, and a file that became one since is
 * refused here, so no link ever brings a file from outside the repository into the site. A file
 * named in `replaced` is written with the text given instead, as the mirror build does its `_headers`.
 */
export async function copyPublicFiles(
  root: string,
  output: SiteOutput,
  replaced: Readonly<Record<string, string>> = {},
): Promise<void> {
  const folder = path.join(root, PUBLIC_DIR);
  const media = path.posix.relative(PUBLIC_DIR, MEDIA.folder);
  for (const relative of listFiles(folder)) {
    if (relative.startsWith(`${media}/`)) continue;
    if (Object.hasOwn(replaced, relative)) {
      await output.write(relative, replaced[relative]);
      continue;
    }
    const source = path.join(folder, relative);
    if (!(await lstat(source)).isFile())
      throw new Error(`${PUBLIC_DIR}/${relative} is no longer an ordinary file`);
    await output.write(relative, await readFile(source));
  }
}
