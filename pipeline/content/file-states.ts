import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readSync,
  type Stats,
} from 'node:fs';
import { RefusedFile, sizeLimitOf } from './file-limits';

/**
 * What the content check knew of each file when it last read it, so that the next check can tell
 * which files are as they were. A file is known by the digest of its bytes; reading every file to
 * work that out again would cost more than the rest of an unchanged check, so its size and times
 * stand in for its bytes, the way git's index and `eslint --cache` use them: a file whose size,
 * modification time and change time are all as they were has not been written since. The change
 * time cannot be set back by any tool, as a modification time can (`touch -d`, `cp -p`).
 *
 * Times are as fine as the file system keeps them, and a file written in the same instant as the
 * check read it could keep its times; so, as git does with a "racily clean" file, times within
 * {@link SETTLE_MS} of the start of the check that recorded them are not trusted, and the file's
 * bytes are read and digested again.
 */

/**
 * A file's state: its size, modification and change times in milliseconds, and the digest of its
 * bytes; or null for a file whose presence alone counts, such as the editors' guide.
 */
export type FileState = [size: number, modified: number, changed: number, digest: string] | null;

/** What a check recorded of the files: when it began, and each file's state by its path under `content/`. */
export interface RecordedStates {
  started: number;
  files: Record<string, FileState>;
}

/** How long before a check began a file must have been written for its times to stand in for its bytes. */
export const SETTLE_MS = 2000;

// SHA-256, since a cache entry stands for a file's check: two files with the same digest would
// share one report, and whoever could make a broken file collide with a valid one's digest under a
// weak one (SHA-1 has known collisions) could hide it.
/** The digest a file's bytes are known by. */
export const digestOf = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('base64');

/** A file's size and times, as its state records them. */
type Times = Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs'>;

/** The size and times of the bytes `readFileWithTimes` read, taken as it opened the file. */
const timesOfBytes = new WeakMap<Uint8Array, Times>();

// A symbolic link is not followed (the open fails), and a named pipe does not hold the open until
// something writes to it, which would stall the check.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * A content file's bytes, read as `readFileSync` reads them but with the size and times taken from
 * the opened file before its bytes are read, so that a check with no state of a file to compare
 * makes one system call fewer for it than a `stat` before reading: over thousands of files, a tenth
 * of a second. A file that grew after it was opened is read to its end, with the size it had then,
 * which the next check finds different.
 *
 * Every read of a content file goes through here, and it throws a {@link RefusedFile}, having read
 * no byte, for a symbolic link, anything else that is not an ordinary file, and a file larger than
 * `limit` (by default the limit of its kind, file-limits.ts).
 */
export function readFileWithTimes(file: string, limit = sizeLimitOf(file).bytes): Uint8Array {
  let descriptor: number;
  try {
    descriptor = openSync(file, OPEN_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new RefusedFile({ reason: 'link' });
    throw error;
  }
  try {
    const times = fstatSync(descriptor);
    if (!times.isFile()) throw new RefusedFile({ reason: 'not-a-file' });
    if (times.size > limit) throw new RefusedFile({ reason: 'too-large', size: times.size });
    const bytes = times.size > 0 ? readToEnd(descriptor, times.size) : readFileSync(descriptor);
    // A file that grew past the limit while it was read is refused as one that was that large.
    if (bytes.length > limit) throw new RefusedFile({ reason: 'too-large', size: bytes.length });
    timesOfBytes.set(bytes, times);
    return bytes;
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The bytes of an opened file of `size` bytes, and any written beyond them since. It asks for one
 * byte more than the file had: a regular file's read gives fewer bytes than asked for only at its
 * end, so one read finds the whole file and its end, where reading to a read that gives nothing
 * took two more system calls for every file.
 */
export function readToEnd(descriptor: number, size: number): Uint8Array {
  const bytes = Buffer.allocUnsafe(size + 1);
  let read = 0;
  while (read < size) {
    const count = readSync(descriptor, bytes, read, size + 1 - read, null);
    if (count === 0) break;
    read += count;
  }
  if (read <= size) return bytes.subarray(0, read);
  // The file grew after it was opened: the rest is read to its end.
  return Buffer.concat([bytes, readFileSync(descriptor)]);
}

/** Whether a value read from a cache is a record of file states. */
export function isRecordedStates(value: unknown): value is RecordedStates {
  if (!value || typeof value !== 'object') return false;
  const { started, files } = value as Partial<RecordedStates>;
  return typeof started === 'number' && !!files && typeof files === 'object' && !Array.isArray(files);
}

/** Whether a recorded state is four values of the right kinds, as a cache written by this check has. */
function isState(state: unknown): state is Exclude<FileState, null> {
  return (
    Array.isArray(state) &&
    state.length === 4 &&
    typeof state[0] === 'number' &&
    typeof state[1] === 'number' &&
    typeof state[2] === 'number' &&
    typeof state[3] === 'string'
  );
}

/** The states of the files of one content folder in this check, beside those an earlier check recorded. */
export class FileStates {
  /** When this check began, in milliseconds since the epoch. */
  readonly started = Date.now();
  private readonly now = new Map<string, FileState>();
  /** Whether a file's state differs from the one recorded, though its bytes do not. */
  refreshed = false;

  constructor(
    private readonly folder: string,
    private readonly recorded: RecordedStates | undefined,
  ) {}

  /**
   * The digest of a file's bytes as they are now, read with `read` (or from the disk) only when its
   * size and times do not vouch for the recorded one; nothing when the file does not exist.
   */
  digest(relative: string, read?: () => Uint8Array): string | undefined {
    const known = this.now.get(relative);
    if (known) return known[3];
    // Joined by hand: path.join would normalize thousands of paths that need none.
    const file = `${this.folder}/${relative}`;
    const was = this.recordedState(relative);
    // The size and times are taken before the bytes are read: a file written in between then has
    // times newer than those kept, and is read again next time. A file with no state to compare
    // them with has them taken as it is read (readFileWithTimes).
    let stat: Times | undefined;
    if (was) {
      // lstat, not stat: a symbolic link put where a file was is never taken for the file.
      const found = lstatSync(file, { throwIfNoEntry: false });
      if (!found?.isFile()) return undefined;
      const settledBy = (this.recorded?.started ?? 0) - SETTLE_MS;
      if (
        was[0] === found.size &&
        was[1] === found.mtimeMs &&
        was[2] === found.ctimeMs &&
        Math.max(was[1], was[2]) < settledBy
      ) {
        this.now.set(relative, was);
        return was[3];
      }
      stat = found;
    }
    let bytes: Uint8Array;
    try {
      bytes = read ? read() : readFileWithTimes(file);
      if (!stat) {
        stat = timesOfBytes.get(bytes);
        // Bytes read some other way are read again after a stat, in that order.
        if (!stat) {
          const found = lstatSync(file, { throwIfNoEntry: false });
          if (!found?.isFile()) return undefined;
          stat = found;
          bytes = readFileWithTimes(file);
        }
      }
    } catch {
      return undefined;
    }
    const digest = digestOf(bytes);
    if (was?.[3] === digest) this.refreshed = true;
    this.now.set(relative, [stat.size, stat.mtimeMs, stat.ctimeMs, digest]);
    return digest;
  }

  /** Notes a file whose presence alone counts. */
  present(relative: string): void {
    this.now.set(relative, null);
  }

  /** Forgets what this check saw of a file, which an editor has since saved again. */
  invalidate(relative: string): void {
    this.now.delete(relative);
  }

  /** A recorded state, if it is one this check could have written. */
  private recordedState(relative: string): Exclude<FileState, null> | undefined {
    const files = this.recorded?.files;
    if (!files || !Object.hasOwn(files, relative)) return undefined;
    const state = files[relative];
    return isState(state) ? state : undefined;
  }

  /** Whether the recorded state of a file was that of a file whose presence alone counts. */
  wasPresenceOnly(relative: string): boolean {
    const files = this.recorded?.files;
    return !!files && Object.hasOwn(files, relative) && files[relative] === null;
  }

  /** The states of the files named, as this check saw them, to record for the next one. */
  record(files: Iterable<string>): RecordedStates {
    const states: Record<string, FileState> = {};
    for (const relative of files) {
      if (!this.now.has(relative)) this.digest(relative);
      const state = this.now.get(relative);
      if (state !== undefined) states[relative] = state;
    }
    return { started: this.started, files: states };
  }
}
