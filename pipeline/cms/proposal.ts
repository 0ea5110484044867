import path from 'node:path';
import { VERSION_NOTE_LABEL } from '../../shared/editor-files';
import { problemForEditor, reviewRefusalMessage, VERSION_NOTE_NEEDED } from '../../schemas/editor-messages';
import { normalizedWording } from '../../shared/wording';
import type { Problem } from '../content/problem';
import { splitFrontMatter } from '../../shared/front-matter';
import { guardedTextOf, guardedTexts, recordedFingerprints, recordWording } from '../editors/record-version';
import { recordReviewRequest } from '../editors/review-request';

/**
 * What an editor's save proposes, made ready to be written: the files as the editor sent them,
 * with each legal text whose wording changed recorded as its new version (the fingerprint in its
 * newest change, the wording it replaces in its archive), exactly as `npm run legal:record` records
 * it; and what stands in the way, in the editor's words.
 */

/** A file the editor would write: its path from the project's root and its whole text. */
export interface ProposedFile {
  path: string;
  raw: string;
}

/** The content a proposal goes into: the files of the working tree, or of the branch the site is published from. */
export interface ContentBase {
  /** A file's text there, by its path from the project's root, or undefined if there is none. */
  read(file: string): string | undefined;
  /** The files of a folder there, by their paths from the project's root. */
  list(folder: string): string[];
}

/** A proposal made ready: the files to write, those to delete, and what the editor must fix first. */
export interface PreparedProposal {
  files: ProposedFile[];
  deleted: string[];
  /** What stands in the way, each a line in the editor's words; none when the files may be written. */
  refusals: string[];
}

/** A path written the way the editor's backend writes it: from the root, with forward slashes. */
export const normalPath = (file: string) =>
  path.posix.normalize(file.split(path.sep).join('/')).replace(/^\.\//, '');

const wordingOf = (text: string | undefined) =>
  text === undefined ? undefined : normalizedWording(splitFrontMatter(text)?.body ?? text);

/**
 * Records the legal texts among the proposed files against `base`: every version `base` records
 * is published and stays as it is; the changes the proposal adds become its one new version. A
 * text whose wording changed with no change saying what is refused, in the words of the form.
 */
export function prepareProposal(
  files: readonly ProposedFile[],
  base: ContentBase,
  reviewer?: Reviewer,
): PreparedProposal {
  const prepared: PreparedProposal = { files: [], deleted: [], refusals: [] };
  for (const file of files) {
    const text = guardedTextOf(file.path);
    if (!text) {
      const reviewed = reviewedFile({ ...file, path: normalPath(file.path) }, base, reviewer);
      if (typeof reviewed === 'string') prepared.refusals.push(reviewed);
      else prepared.files.push(reviewed);
      continue;
    }
    const before = base.read(text.file);
    const archive = new Map(
      base
        .list(text.archive)
        .filter((name) => name.endsWith('.md'))
        .map((name) => [path.posix.basename(name, '.md'), base.read(name) ?? ''] as const),
    );
    const recording = recordWording(file.raw, archive, text.archive, recordedFingerprints(before));
    prepared.files.push({ path: text.file, raw: recording.source });
    if (recording.archived) {
      prepared.files.push({
        path: `${text.archive}/${recording.archived.name}.md`,
        raw: recording.archived.text,
      });
      prepared.deleted.push(...recording.superseded.map((name) => `${text.archive}/${name}.md`));
    } else if (!recording.current && wordingOf(file.raw) !== wordingOf(before)) {
      prepared.refusals.push(`${VERSION_NOTE_LABEL}: ${VERSION_NOTE_NEEDED}`);
    }
  }
  return prepared;
}

/** Who saves, as the editor's server knows them, and who last changed a file on the branch the save goes to. */
export interface Reviewer {
  /** The reviewer's git identity, `Name <email>`, or undefined when git does not know it. */
  identity: string | undefined;
  /** The author of a file's last committed change there; undefined while it has changes not committed. */
  authorOf(file: string): string | undefined;
}

/**
 * A proposed file with the review it asks for recorded (see pipeline/editors/review-request.ts), or
 * why it cannot be, in the editor's words. A file that asks for none is handed back as it is.
 */
function reviewedFile(file: ProposedFile, base: ContentBase, reviewer?: Reviewer): ProposedFile | string {
  if (!reviewer) return file;
  const identity = reviewer.identity ?? '';
  const recorded = recordReviewRequest(file, (name) => base.read(name), {
    reviewer: identity,
    author: reviewer.authorOf(file.path),
  });
  if (recorded === undefined) return file;
  if (reviewer.identity === undefined) return reviewRefusalMessage('unknownReviewer');
  if ('raw' in recorded) return { ...file, raw: recorded.raw };
  return reviewRefusalMessage(recorded.reason, {
    reviewer: identity,
    ...(recorded.reason === 'behind' && { sections: recorded.sections }),
  });
}

/**
 * The check's problems as the editor reads them. A legal text's history is written by the editor
 * and recorded by the save, never by the person editing; a problem with it can only mean the
 * wording changed with nothing said about it, and is told so, at "What changed".
 */
export function problemsForEditor(problems: readonly Problem[], ownFiles: readonly string[]): string[] {
  const own = ownFiles.map(normalPath);
  const lines = problems.map((problem) => {
    const guarded = guardedTexts().find(
      (text) => problem.file === text.file || problem.file.startsWith(`${text.archive}/`),
    );
    const history =
      guarded !== undefined &&
      (problem.file !== guarded.file ||
        /^changes\b/.test(problem.path) ||
        problem.path === 'lastUpdated' ||
        /npm run/.test(problem.message));
    if (history) return `${VERSION_NOTE_LABEL}: ${VERSION_NOTE_NEEDED}`;
    return problemForEditor(
      problem,
      own.find((file) => file === problem.file),
    );
  });
  return [...new Set(lines)];
}
