import { lstatSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the project writes a file whose name comes from content (a legal change's date, an entry's
 * id, a statement's day, a page's address), that name decides the path. A branch controls the
 * content, so a name such as `../../../tmp/x`, an absolute path, a NUL, or a symbolic link the
 * branch put on the way would send the write anywhere the job can reach, its `.git/config`
 * included, in the job that then pushes with a token. Every such write asks here first.
 */

/** A path refused because it would not stay inside its folder: which part, and why, in words. */
export class UnsafePath extends Error {
  constructor(
    /** The path as it was asked for, from the root, with forward slashes. */
    readonly relative: string,
    /** Why it was refused, in a clause that follows the path, such as `is a symbolic link`. */
    readonly reason: string,
  ) {
    super(`${relative} ${reason}`);
    this.name = 'UnsafePath';
  }
}

// Control characters are refused with NUL: a name holding a line break or an escape sequence could
// fake a line of a CI log, or rewrite the terminal, wherever the name is printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why one part of a path is not a plain name of a file or folder, or nothing when it is one. */
function partProblem(part: string): string | undefined {
  if (part === '') return 'is empty where a name should be';
  if (part === '.' || part === '..') return `names the folder ${part}, not a file in it`;
  if (part.includes('/') || part.includes('\\')) return 'holds a path separator (/ or \\), not one name';
  if (/^[a-zA-Z]:/.test(part)) return 'starts with a drive, such as C:, as an absolute path does';
  if (part.includes('\0')) return 'holds a NUL character';
  if (CONTROL.test(part)) return 'holds a control character, such as a line break';
  return undefined;
}

/** Describes a name for a message without writing its raw control characters into the terminal. */
const shown = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The absolute path of the file `name` in `folder`, a folder given from `root`, once it is sure to
 * lie there: `name` must be one plain name (no `..`, no separator, no absolute path, no NUL or
 * control character), each part of `folder` likewise, and no part of the way below `root`, nor the
 * file itself, may be a symbolic link. Parts that do not exist yet are fine: the caller makes them.
 * Throws `UnsafePath` otherwise. `root` itself is trusted, so a checkout under a linked folder (such
 * as macOS's `/tmp`) still works.
 *
 * A caller that writes many files into folders of its own (the build's output) passes `confirmed`,
 * where the folders found to be real folders are kept, so each is looked at once rather than once
 * per file below it: what could put a link there is a name from content, which is checked here on
 * every call, not another process, which no check made before a write can stop anyway.
 *
 * A caller that creates the file exclusively (`O_CREAT | O_EXCL`, Node's `wx` flag) passes
 * `exclusive`: such an open refuses any entry already at the name, a symbolic link included, so the
 * file itself need not be looked at first; its folders still are.
 */
export function insideFolder(
  root: string,
  folder: string,
  name: string,
  confirmed?: Set<string>,
  { exclusive = false }: { exclusive?: boolean } = {},
): string {
  const folderParts = folder === '' || folder === '.' ? [] : folder.split(/[/\\]/);
  const relative = [...folderParts, name].join('/');
  if (path.isAbsolute(folder) || path.isAbsolute(name))
    throw new UnsafePath(shown(relative), 'is an absolute path, not a name inside its folder');
  for (const part of folderParts) {
    const problem = partProblem(part);
    if (problem) throw new UnsafePath(shown(relative), `has a folder that ${problem}`);
  }
  const problem = partProblem(name);
  if (problem) throw new UnsafePath(shown(relative), `has a file name that ${problem}`);
  const base = path.resolve(root);
  const target = path.resolve(base, ...folderParts, name);
  // The parts are plain names, so this holds already; it is confirmed on the resolved path too,
  // since that is what the write will use.
  if (path.relative(base, target).split(path.sep)[0] === '..')
    throw new UnsafePath(shown(relative), 'would lie outside its folder');
  let at = base;
  for (const [index, part] of [...folderParts, name].entries()) {
    at = path.join(at, part);
    const isFolder = index < folderParts.length;
    if (isFolder && confirmed?.has(at)) continue;
    if (!isFolder && exclusive) break;
    const found = lstatSync(at, { throwIfNoEntry: false });
    if (!found) break;
    if (isFolder && found.isDirectory()) confirmed?.add(at);
    if (found.isSymbolicLink()) {
      const linked = [...folderParts, name].slice(0, index + 1).join('/');
      throw new UnsafePath(
        shown(relative),
        linked === relative
          ? 'is a symbolic link, which could point the write at any file'
          : `lies under ${shown(linked)}, a symbolic link, which could point the write at any file`,
      );
    }
  }
  return target;
}
