import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * The key that authenticates the content check's cache, kept outside the repository, one per
 * machine and user: 32 random bytes, made on first use, readable by its owner alone. The cache
 * lives in the project's node_modules/, where whatever can write the project's files can write it
 * too (a copied or restored folder, a shared build cache); the check uses a cache only when its
 * MAC, made with this key, is right (cache-file.ts), so a cache written anywhere else, or edited
 * after it was written, is ignored, and can never make a broken file look checked.
 */

/** The environment variable that names another folder for the key, for tests. */
export const KEY_FOLDER_VARIABLE = 'MASKY_VPN_CONFIG_DIR';

const KEY_FILE = 'content-cache.key';
const KEY_BYTES = 32;

/** The folder the key is kept in: $XDG_CONFIG_HOME/masky-vpn, or ~/.config/masky-vpn. */
export function keyFolder(env: NodeJS.ProcessEnv = process.env): string {
  const named = env[KEY_FOLDER_VARIABLE];
  if (named) return path.resolve(named);
  return path.join(env.XDG_CONFIG_HOME || path.join(homedir(), '.config'), 'masky-vpn');
}

/** The key in `file`, if it is an ordinary file of the right size that only its owner, this user, can read. */
function readKey(file: string): Buffer | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stats = fstatSync(descriptor);
    const owner = process.getuid?.();
    if (
      !stats.isFile() ||
      stats.size !== KEY_BYTES ||
      (process.platform !== 'win32' && (stats.mode & 0o077) !== 0) ||
      (owner !== undefined && stats.uid !== owner)
    )
      throw new Error(`${file} is not a key this check made for this user`);
    const key = Buffer.alloc(KEY_BYTES);
    if (readSync(descriptor, key, 0, KEY_BYTES, 0) !== KEY_BYTES) throw new Error(`${file} is cut short`);
    return key;
  } finally {
    closeSync(descriptor);
  }
}

/**
 * This machine's key for the content check's cache, made the first time it is asked for; nothing
 * when it cannot be read or made (a read-only home, a key others can read), and then the check
 * keeps no cache at all.
 */
export function cacheKey(folder: string = keyFolder()): Buffer | undefined {
  const file = path.join(folder, KEY_FILE);
  try {
    const found = readKey(file);
    if (found) return found;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    // Written whole beside it, then linked into place, which fails if another check made one
    // meanwhile: no check ever reads half a key, and the first key made is the one kept.
    const temporary = `${file}.${process.pid}`;
    rmSync(temporary, { force: true });
    writeFileSync(temporary, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
    return readKey(file);
  } catch {
    return undefined;
  }
}
