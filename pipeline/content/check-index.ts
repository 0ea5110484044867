import { parseSection, readSections, writeSections, type Section } from './cache-file';
import { FileStates, isRecordedStates, type RecordedStates } from './file-states';
import { listFiles } from './list-files';
import type { Problem } from './problem';

/**
 * The first section of the content check's cache: which check wrote it, for which folder, the state
 * of every file under it as that check saw it, and what it reported. A check that finds the same
 * files in the same states, on the same day, with the same version of the check, would find the
 * same problems, so it prints the report it remembers without reading a file or loading a schema.
 */

/** What a check reported: its problems, how many files it checked, and the day it checked them for. */
export interface RememberedReport {
  today: string;
  problems: Problem[];
  files: number;
}

/** The first section of a cache. */
export interface CheckIndex extends RecordedStates {
  /** The version of the check that wrote it (check-version.ts). */
  version: string;
  /** The content folder, as an absolute path. */
  folder: string;
  /** The report of the check that wrote it, when that check read the whole folder. */
  report?: RememberedReport;
  /**
   * The files others read more of than their digest in the cache holds: those another file was
   * read against, such as a translation's English, and those whose body's words the site check
   * read (body-reads.ts).
   */
  readByOthers?: string[];
}

/**
 * A cache file as a check finds it: its sections, its index when it was written by this version of
 * the check for this folder, and the state of each file as this check has seen it so far.
 */
export interface OpenedCache {
  file: string;
  /** This machine's key, which the cache's MAC is made with (cache-key.ts). */
  key: Buffer;
  /** Whether a cache file was there that this check could not vouch for, and was ignored. */
  foreign: boolean;
  version: string;
  folder: string;
  sections: Section[] | undefined;
  index: CheckIndex | undefined;
  states: FileStates;
}

/**
 * Opens the cache file `file` of the content folder `folder` (an absolute path) for this `version`
 * of the check, if its MAC is right with this machine's `key`.
 */
export function openCache({
  folder,
  file,
  version,
  key,
}: {
  folder: string;
  file: string;
  version: string;
  key: Buffer;
}): OpenedCache {
  const { sections, foreign = false } = readSections(file, key);
  const index = parseSection(sections?.[0]);
  const { version: writtenBy, folder: writtenFor } = (index ?? {}) as Partial<CheckIndex>;
  const trusted =
    isRecordedStates(index) && writtenBy === version && writtenFor === folder
      ? (index as CheckIndex)
      : undefined;
  return {
    file,
    key,
    foreign,
    version,
    folder,
    sections,
    index: trusted,
    states: new FileStates(folder, trusted),
  };
}

/** Whether a value read from a cache is a report as this check writes it. */
function isReport(value: unknown): value is RememberedReport {
  if (!value || typeof value !== 'object') return false;
  const { today, problems, files } = value as Partial<RememberedReport>;
  return (
    typeof today === 'string' &&
    typeof files === 'number' &&
    Array.isArray(problems) &&
    problems.every(isProblem)
  );
}

/** Whether a value read from a cache is a problem, with its place and its words. */
function isProblem(value: unknown): value is Problem {
  if (!value || typeof value !== 'object') return false;
  const { file, line, column, path, message } = value as Partial<Problem>;
  return (
    typeof file === 'string' &&
    typeof line === 'number' &&
    typeof column === 'number' &&
    typeof path === 'string' &&
    typeof message === 'string'
  );
}

/** The last check's report, the files of the folder, and those whose bytes changed since that check. */
export interface SinceReport {
  report: RememberedReport;
  files: string[];
  changed: string[];
}

/**
 * The report of the last check and which files changed since, if the cache was written by this
 * version of the check for this folder, on `today`, and the folder holds the same files; nothing
 * otherwise, and then the check reads every file, recalling what did not change. When no file's
 * bytes changed, the report still holds; and when a file's size or times changed but not its bytes,
 * the cache is written again with its new state, so that the next check need not read it.
 */
export function sinceReport(opened: OpenedCache, today: string): SinceReport | undefined {
  const { index, states, sections } = opened;
  const report = index?.report;
  if (!index || !isReport(report) || report.today !== today) return undefined;
  // Anything under the folder that is no ordinary file, such as a symbolic link, was never recorded:
  // the check reads every file and refuses it by name.
  const irregular = new Set<string>();
  const files = listFiles(opened.folder, irregular);
  if (irregular.size > 0 || files.length !== Object.keys(index.files).length) return undefined;
  const changed: string[] = [];
  for (const relative of files) {
    if (!Object.hasOwn(index.files, relative)) return undefined;
    const state = index.files[relative];
    if (state === null) states.present(relative);
    else if (!Array.isArray(state) || states.digest(relative) !== state[3]) changed.push(relative);
  }
  if (changed.length === 0 && states.refreshed) {
    const refreshed: CheckIndex = { ...index, ...states.record(files) };
    writeSections(opened.file, [JSON.stringify(refreshed), ...sections!.slice(1)], opened.key);
  }
  return { report, files, changed };
}
