import { registry } from './collections';
import { BODY_LABEL, labelOf, REVIEW_LABEL, VERSION_NOTE_LABEL } from '../shared/editor-files';
import { MEDIA } from '../shared/media';

/**
 * What the browser editor says when it will not save or publish: in the words of its form (the
 * field's label, what to write there), never a file's line and column, a program's error name or a
 * command to run. The local editor's server (pipeline/cms/) and the editor in the browser
 * (src/admin/) both word their refusals here, so an editor reads the same sentence either way.
 */

/** One problem the content check found: where, in which field, and what to write. */
export interface CheckedProblem {
  file: string;
  line: number;
  column: number;
  /** The field, such as title or tags[1]; empty for the file as a whole. */
  path: string;
  message: string;
}

/** Said under "What changed" when the wording of a guarded text changed and nothing says what. */
export const VERSION_NOTE_NEEDED =
  'you changed the wording of the text, so say here in a sentence or two what changed, such as: Listed which device details we collect. The history page shows it above the marked changes';

/** The hint under a picture's Description in the editor's text. */
export const PICTURE_DESCRIPTION_HINT =
  'What the picture shows, in a sentence, for people who cannot see it: such as A map of our server locations in Europe. A picture is used once it has one.';

/** Said under the text while a picture in it has no description. */
export function pictureDescriptionNeeded(picture: string): string {
  return `the picture ${picture} has no description yet: in the text, write in the picture's Description what it shows, for people who cannot see it`;
}

/** The fields of a guarded text the editor keeps for the editor, which the form shows as "What changed". */
const HISTORY_FIELDS = /^(changes\b|lastUpdated$)/;

/** Whether a content file is a guarded text, whose history the editor writes. */
function isGuarded(file: string): boolean {
  return Object.values(registry).some(
    (definition) =>
      definition.kind === 'single' && 'versions' in definition && `content/${definition.file}` === file,
  );
}

/**
 * A field's place as the form names it: `tags[1]` is "Tags, item 2", `cta.action.to` is
 * "Cta, Action, To", and a markdown file's body is "Text".
 */
export function fieldLabel(path: string, file = ''): string {
  if (path === 'body') return BODY_LABEL;
  if (isGuarded(file) && HISTORY_FIELDS.test(path)) return VERSION_NOTE_LABEL;
  return path
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => {
      const item = /^\[(\d+)\]$/.exec(part);
      return item ? `item ${Number(item[1]) + 1}` : labelOf(part);
    })
    .join(', ');
}

/** What the editor calls the content a file holds: its collection's label, and the entry's name in a folder. */
export function fileLabel(file: string): string {
  if (file.startsWith(`${MEDIA.folder}/`)) return `The picture ${file.slice(MEDIA.folder.length + 1)}`;
  const translated = /^content\/translations\/([^/]+)\/(.+)$/.exec(file);
  if (translated) return `${fileLabel(`content/${translated[2]}`)} (${translated[1]})`;
  for (const definition of Object.values(registry)) {
    if (definition.kind === 'single') {
      if (`content/${definition.file}` === file) return definition.label;
      if (
        'versions' in definition &&
        definition.versions &&
        file.startsWith(`content/${definition.versions.archive}/`)
      )
        return `${definition.label}, an earlier version`;
    } else if (file.startsWith(`content/${definition.folder}/`)) {
      const name = file.slice(`content/${definition.folder}/`.length).replace(/\.[^.]+$/, '');
      return `${definition.label}, ${name}`;
    }
  }
  return file;
}

/**
 * One problem as the editor reads it: the field and what to write there; for a problem the change
 * would cause in another file, that file's name in the editor first.
 */
export function problemForEditor(problem: CheckedProblem, ownFile?: string): string {
  const field = fieldLabel(problem.path, problem.file);
  // A picture is named even among the save's own files: a save may add several.
  const own = problem.file === ownFile && !problem.file.startsWith(`${MEDIA.folder}/`);
  const where = own ? field : [fileLabel(problem.file), field].filter(Boolean).join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

/** The whole refusal: what did not happen, then each thing to fix on a line of its own. */
export function refusalMessage(
  what: 'saved' | 'published' | 'deleted' | 'added',
  lines: readonly string[],
): string {
  if (lines.length === 1) return `Not ${what}. ${capitalized(lines[0])}`;
  return [
    `Not ${what}: ${lines.length} things to fix.`,
    ...lines.map((line) => `• ${capitalized(line)}`),
  ].join('\n');
}

const capitalized = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/** Said when the change in review and a change published since both changed the same lines. */
export function conflictMessage(files: readonly string[]): string {
  const names = [...new Set(files.map(fileLabel))].join(', ');
  return `Not published. ${names} changed on the site, in the same place as this change, since it was saved: delete this change (Delete unpublished changes), open the entry again and make the change on the text as it is now.`;
}

/** Said when the editor's server could not be reached, or failed. */
export const SERVER_TROUBLE =
  'The editor’s server on this computer could not do this, and nothing was changed. Try again; if it fails again, the window in which the editor was started says why.';

/** A list of folders as a sentence names them: content/ and public/media/. */
const folderList = (folders: readonly string[]) => {
  const names = folders.map((folder) => `${folder}/`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
};

/**
 * Said when the local editor's server is asked by a page it did not serve since it started, such
 * as the editor left open while the server was started again: the secret the page holds is not
 * this run's.
 */
export const STALE_EDITOR_PAGE =
  'The editor’s server on this computer was started again since this page was opened, and nothing was changed. Reload the page and make the change again.';

/** Said when a page of another address, or a request naming another host, asks the local editor's server. */
export function foreignPageMessage(origin: string): string {
  return `The editor’s server on this computer answers only its own page, at ${origin}/admin/.`;
}

/**
 * Said, to whoever develops the site, when the dev server or the editor's server is asked to open a
 * file in a code editor, as Vite's error overlay asks when a file name in it is clicked: any page
 * open in a browser of this computer could send that request, with a file of its choosing.
 */
export const NO_OPEN_IN_EDITOR =
  'This server does not open files in a code editor (/__open-in-editor), since any web page open in a browser on this computer could ask it to. Open the file yourself.';

/**
 * Said when a request asks the local editor to read or write a file outside the folders it edits;
 * `reason` says what is wrong with the path, when more than its folder is.
 */
export function outsideFoldersMessage(file: string, folders: readonly string[], reason?: string): string {
  const where = `The editor reads and writes only the files under ${folderList(folders)}, so it did not touch ${JSON.stringify(file)}`;
  return reason ? `${where}: ${reason}.` : `${where}.`;
}

/**
 * The line of a publication's refusal when the change changed files the editor does not edit:
 * nothing the editor saves does that, so it was made some other way and is not the editor's to publish.
 */
export function outsideFilesLine(files: readonly string[], folders: readonly string[]): string {
  const names = [...new Set(files)].join(', ');
  return `this change also changes files outside ${folderList(folders)}, which the editor never publishes: ${names}. Delete this change (Delete unpublished changes), and ask whoever looks after the site's code about those files`;
}

/**
 * The line of a publication's refusal when the change holds a symbolic link or a submodule, which
 * no save of the editor makes: a link would bring a file from anywhere on the machine into the site.
 */
export function irregularEntryLine(file: string, kind: 'link' | 'submodule'): string {
  const what = kind === 'link' ? 'a symbolic link' : 'a submodule (a pointer to another repository)';
  return `this change makes ${file} ${what}, which the editor never writes and the site never publishes. Delete this change (Delete unpublished changes), and ask whoever looks after the site's code about it`;
}

/** Said when a save, a picture or a check is larger than the editor takes. */
export function tooLargeMessage(limits: { text: string; yaml: string; picture: string }): string {
  return `Not saved. This is larger than the editor takes: a text up to ${limits.text}, a settings or list file up to ${limits.yaml}, and pictures up to ${limits.picture} in one save.`;
}

/**
 * Said when the media library is asked to add or remove a file outside the media folder: it adds and
 * removes pictures, and a text is changed through its entry, where the check and the review see it.
 */
export function mediaOnlyMessage(file: string): string {
  return `The media library adds and removes pictures in ${MEDIA.folder}/ only, so it did not touch ${JSON.stringify(file)}; a text is changed from its own entry.`;
}

/**
 * Said in the editorial workflow when a picture is uploaded on its own: it would be committed on the
 * published branch at once, with no review. A picture goes for review with the text that shows it.
 */
export const WORKFLOW_PICTURE_ALONE =
  'Not added. In the editorial workflow a picture is published with the text that shows it, after review: open that entry, add the picture there (Add Component, then Picture) with its description, and save the entry for review.';

/**
 * What a collection's description adds where every change is reviewed, and Decap offers no Delete:
 * how to take an entry off the site through review.
 */
export const REVIEWED_DELETION =
  'To take an entry off the site, ask for it through review: for a blog post, tick Draft and save the change for review; for anything else, ask whoever looks after the site.';

/**
 * Said in the editorial workflow when something published is deleted straight from the editor, which
 * Decap does on the published branch, with no review; `what` names it.
 */
export function workflowDeletionMessage(what: string): string {
  return `Not deleted. ${what} is published, and deleting it here would take it off the site with no review. Ask for it through review instead: for a blog post, tick Draft and save the change for review, which takes it off the site once published; for anything else, ask whoever looks after the site, who removes it in a change reviewed like any other.`;
}

/** Said when the local editor's server is asked for something the editor never asks, such as an action it does not know. */
export function unknownRequestMessage(what: string): string {
  return `The editor’s server on this computer does not do this, and nothing was changed: ${what}.`;
}

/** Why a translation marked reviewed in the editor was not recorded as reviewed. */
export type ReviewRefusalReason =
  | 'behind'
  | 'uncommitted'
  | 'own'
  | 'edited'
  | 'englishChanged'
  | 'notTranslation'
  | 'notRecorded'
  | 'unknownReviewer'
  | 'noHostReviewer';

/** Said under Review when a translation marked reviewed cannot be recorded as reviewed, by why. */
export function reviewRefusalMessage(
  reason: ReviewRefusalReason,
  { reviewer = '', sections = [] }: { reviewer?: string; sections?: readonly string[] } = {},
): string {
  const why: Record<ReviewRefusalReason, string> = {
    behind: `the English changed since this translation was made (${sections.join('; ')}), so it cannot be reviewed yet: bring the translation up to date first`,
    uncommitted:
      'this translation has changes that are not committed yet, so who wrote them is not known: commit them, then ask another native speaker to review it',
    own: `you (${reviewer}) made the last change to this translation, and nobody reviews their own translation: ask another native speaker to review it`,
    edited:
      "you changed the translation while marking it reviewed, and a review is of someone else's words: save your changes without the mark, and ask another native speaker to review them",
    englishChanged:
      'the English of this file changed while the editor was open: reload the editor, read the translation against the English as it is now, and mark it again',
    notTranslation: 'only a translation, beside the English it translates, can be marked reviewed',
    notRecorded: `the review record names someone other than you (${reviewer}), or fingerprints that are not this translation's and its English's: a review is recorded for its reviewer when they mark the translation reviewed, never written by hand`,
    noHostReviewer:
      'this change marks the translation reviewed in the browser editor, which only a GitHub pull request can record, since only GitHub tells the checks who opened it: remove the mark, and review the translation on your machine with npm run i18n:review',
    unknownReviewer:
      'a review records who reviewed, and who you are is not known: set your name and email in git (git config user.name, git config user.email) and start the editor again',
  };
  return `${REVIEW_LABEL}: ${why[reason]}`;
}

/** What the review mark of a translation says in the editor, as it is and as it can change. */
export const REVIEW_MARK = {
  reviewed: (by: string) =>
    `Reviewed by ${by}. Any change to this translation or to its English clears the mark.`,
  lapsed: (by: string) =>
    `Reviewed by ${by} once, but the translation or its English changed since: it is not reviewed now.`,
  notReviewed: 'Not reviewed by a native speaker yet.',
  outdated:
    'Its English changed since it was translated: bring the translation up to date, and then it can be reviewed.',
  mark: 'I read this translation against its English as shown here, and it says what the English says.',
  local:
    'Saving records the review under your git name, with what you read. Nobody can review a translation they changed last, and a save that changes its words records no review.',
  hostedUnsupported:
    'On this git host the browser editor cannot record who reviewed a translation: a second native speaker reviews it on their machine with npm run i18n:review.',
  hosted: (host: string) =>
    `When this change is checked, the review is recorded under your ${host} user name, with what you read. Nobody can review a translation they changed last, and a change that also changes its words records no review.`,
};
