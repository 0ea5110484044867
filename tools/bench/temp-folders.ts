import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The temporary folders a bench holds, so that an interrupted run can still remove them: a signal
 * handler cannot wait for the `finally` blocks of the work it stops.
 */
const liveFolders = new Set<string>();

/** A temporary folder the bench holds until `remove` is called or the run is stopped. */
export interface TempFolder {
  dir: string;
  remove: () => Promise<void>;
}

/** Holds a folder made elsewhere, such as a copy of the project, until the `remove` it returns is called. */
export function holdFolder(folder: TempFolder): TempFolder {
  liveFolders.add(folder.dir);
  return {
    dir: folder.dir,
    remove: async () => {
      await folder.remove();
      liveFolders.delete(folder.dir);
    },
  };
}

/** Makes a temporary folder whose name starts with `prefix`, held until it is removed. */
export async function tempFolder(prefix: string): Promise<TempFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return holdFolder({ dir, remove: () => rm(dir, { recursive: true, force: true }) });
}

/** Removes every temporary folder still held, at once; for a handler of SIGINT or SIGTERM. */
export function removeTempFoldersNow(): void {
  for (const folder of liveFolders) rmSync(folder, { recursive: true, force: true });
  liveFolders.clear();
}
