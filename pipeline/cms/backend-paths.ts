import { lstatSync } from 'node:fs';
import path from 'node:path';
import {
  mediaOnlyMessage,
  outsideFoldersMessage,
  unknownRequestMessage,
  WORKFLOW_PICTURE_ALONE,
  workflowDeletionMessage,
  fileLabel,
} from '../../schemas/editor-messages';
import { CONTENT_DIR } from '../content/list-files';
import { MEDIA } from '../../shared/media';

/**
 * What the local editor may touch. decap-server reads, writes, uploads and deletes any path inside
 * the repository it is given: `package.json`, `.git/config`, `.git/hooks/pre-commit`. The editor
 * edits the site's content and its pictures, and nothing else, so every path a request to the
 * backend names is checked here before decap-server sees the request, for every action it knows,
 * and an action this list does not name is refused, so a new one of a later decap-server is too.
 */

/** The folders the editor reads and writes: the content, and the pictures added from the editor. */
export const EDITABLE_FOLDERS: readonly string[] = [CONTENT_DIR, MEDIA.folder];

/** The statuses of a change in review, as Decap's editor names them. */
const STATUSES = new Set(['draft', 'pending_review', 'pending_publish']);

/**
 * A collection's name or an entry's slug, which name a change's branch, `cms/<collection>/<slug>`:
 * one part of a git branch name, never an option, a path out of `cms/` or a character git refuses.
 */
const BRANCH_PART = /^(?![.-])(?!.*\.\.)(?!.*\.lock$)(?!.*@\{)[^\s/\\~^:?*[\]\p{Cc}]+(?<!\.)$/u;

/**
 * Why `file` is no path the editor may touch, judged by its words alone, or nothing when it may: a
 * path from the repository's root, with forward slashes, under one of EDITABLE_FOLDERS, with no
 * `..`, no empty or `.` part, and no `.git` anywhere. A `folder` may also be one of them itself.
 */
export function pathProblem(
  file: unknown,
  { folder = false }: { folder?: boolean } = {},
): string | undefined {
  if (typeof file !== 'string' || file === '') return 'it is not a path';
  if (file.includes('\\') || file.includes('\0')) return 'it is not a path written with forward slashes';
  if (path.posix.isAbsolute(file) || /^[a-z]:/i.test(file)) return 'it is an absolute path';
  const parts = (folder ? file.replace(/\/$/, '') : file).split('/');
  if (parts.some((part) => part === '..')) return 'it leads out of its folder through ..';
  if (parts.some((part) => part === '' || part === '.')) return 'it has an empty part';
  if (parts.some((part) => part.toLowerCase() === '.git')) return 'it is inside git’s own folder';
  const joined = parts.join('/');
  const inside = EDITABLE_FOLDERS.some(
    (editable) => joined.startsWith(`${editable}/`) || (folder && joined === editable),
  );
  return inside ? undefined : 'it is outside those folders';
}

/**
 * Why `file` cannot be touched in the working tree at `root`, or nothing: a link anywhere on its
 * way, which decap-server would follow to wherever it points inside the repository.
 */
export function linkProblem(root: string, file: string): string | undefined {
  const parts = file.replace(/\/$/, '').split('/');
  for (let index = 1; index <= parts.length; index++) {
    const part = path.join(root, ...parts.slice(0, index));
    try {
      if (lstatSync(part).isSymbolicLink()) return `${parts.slice(0, index).join('/')} is a link`;
    } catch {
      // What does not exist yet cannot be a link; a save makes it a folder or a file.
      return undefined;
    }
  }
  return undefined;
}

/** Why a path named in a request is refused, in full, or nothing; a `folder` may be an editable folder itself. */
export function pathRefusal(root: string, file: unknown, folder = false): string | undefined {
  const reason = pathProblem(file, { folder }) ?? linkProblem(root, file as string);
  return reason ? outsideFoldersMessage(String(file), EDITABLE_FOLDERS, reason) : undefined;
}

type Params = Record<string, unknown>;

/** What a request touches: files read, written or deleted, folders listed, changes' branches named. */
interface Touches {
  files?: unknown[];
  /** Files that must be pictures of the media folder: what the media library adds, reads and removes. */
  pictures?: unknown[];
  folders?: unknown[];
  /** A change's collection and slug, which name its branch. */
  changes?: [unknown, unknown][];
  statuses?: unknown[];
}

/** A value that should be a list: a single value stands as a list of one, to be checked and refused. */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
/** A value that may be left out, as a list of none or of itself. */
const optional = (value: unknown): unknown[] => (value === undefined ? [] : list(value));
/** A field of an object sent as JSON, or undefined when it is no object. */
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Params)[key] : undefined;

/** The files a save writes: each data file, where it moves to, and each picture that comes with it. */
function savedFiles(params: Params): unknown[] {
  const dataFiles = [...optional(params.entry), ...optional(params.dataFiles)];
  return [
    ...dataFiles.flatMap((file) => [field(file, 'path'), ...optional(field(file, 'newPath'))]),
    ...optional(params.assets).map((asset) => field(asset, 'path')),
  ];
}

/** The actions of decap-server's local backend (`npm run cms`), and what each touches. */
const FILE_ACTIONS: Record<string, (params: Params) => Touches> = {
  info: () => ({}),
  // It answers nothing; the collection and slug it names are not read.
  getDeployPreview: () => ({}),
  entriesByFolder: (params) => ({ folders: [params.folder] }),
  entriesByFiles: (params) => ({ files: list(params.files).map((file) => field(file, 'path')) }),
  getEntry: (params) => ({ files: [params.path] }),
  persistEntry: (params) => ({ files: savedFiles(params) }),
  getMedia: (params) => ({ folders: [params.mediaFolder] }),
  getMediaFile: (params) => ({ pictures: [params.path] }),
  persistMedia: (params) => ({ pictures: [field(params.asset, 'path')] }),
  // Decap deletes a picture of the media library with deleteFiles too; deleteFile it never sends.
  deleteFile: (params) => ({ pictures: [params.path] }),
  deleteFiles: (params) => ({ files: list(params.paths) }),
};

/** Whether a path is a picture's place: a file straight inside the media folder. */
const inMediaFolder = (file: unknown) =>
  typeof file === 'string' && path.posix.dirname(file) === MEDIA.folder;

/** A change named by its collection and slug. */
const changeOf = (params: Params): [unknown, unknown] => [params.collection, params.slug];

/** A change asked for by its id, `<collection>/<slug>`, or by both. */
function changeById(params: Params): [unknown, unknown] {
  if (typeof params.id !== 'string') return changeOf(params);
  const slash = params.id.indexOf('/');
  return slash < 0 ? [params.id, undefined] : [params.id.slice(0, slash), params.id.slice(slash + 1)];
}

/** The further actions of decap-server's git backend (`npm run cms -- --workflow`). */
const WORKFLOW_ACTIONS: Record<string, (params: Params) => Touches> = {
  unpublishedEntries: () => ({}),
  unpublishedEntry: (params) => ({ changes: [changeById(params)] }),
  unpublishedEntryDataFile: (params) => ({ files: [params.path], changes: [changeOf(params)] }),
  unpublishedEntryMediaFile: (params) => ({ files: [params.path], changes: [changeOf(params)] }),
  deleteUnpublishedEntry: (params) => ({ changes: [changeOf(params)] }),
  updateUnpublishedEntryStatus: (params) => ({
    changes: [changeOf(params)],
    statuses: [params.newStatus],
  }),
  publishUnpublishedEntry: (params) => ({ changes: [changeOf(params)] }),
  persistEntry: (params) => {
    const options = field(params, 'options');
    const first = [...optional(params.entry), ...optional(params.dataFiles)][0];
    return {
      files: savedFiles(params),
      changes: [[field(options, 'collectionName'), field(first, 'slug')]],
      statuses: [field(options, 'status')],
    };
  },
};

/** Where the local editor's backend works: the repository's folder, and for the workflow the branch it publishes into. */
export interface BackendScope {
  root: string;
  /** The branch the editorial workflow publishes into; none when the editor saves in place. */
  branch?: string;
}

/**
 * Why the local editor refuses a request to its backend before decap-server sees it, or nothing:
 * an action it does not know, a path outside EDITABLE_FOLDERS, and in the workflow a branch other
 * than the one it publishes into, a change's name git would not take as a branch's, a status Decap
 * has not, or a save outside the workflow, which would go straight onto the published branch.
 */
export function backendRefusal(body: unknown, scope: BackendScope): string | undefined {
  const action = field(body, 'action');
  const workflow = scope.branch !== undefined;
  const actions = workflow ? { ...FILE_ACTIONS, ...WORKFLOW_ACTIONS } : FILE_ACTIONS;
  if (typeof action !== 'string' || !Object.hasOwn(actions, action))
    return unknownRequestMessage(`the action ${JSON.stringify(action)}`);
  const raw = field(body, 'params');
  const params = (typeof raw === 'object' && raw !== null ? raw : {}) as Params;
  const touches = actions[action](params);
  for (const file of [...(touches.files ?? []), ...(touches.pictures ?? [])]) {
    const refusal = pathRefusal(scope.root, file);
    if (refusal) return refusal;
  }
  for (const file of touches.pictures ?? []) {
    if (!inMediaFolder(file)) return mediaOnlyMessage(String(file));
  }
  if (workflow && action === 'persistMedia') return WORKFLOW_PICTURE_ALONE;
  if (workflow && (action === 'deleteFile' || action === 'deleteFiles')) {
    const [first] = [...(touches.files ?? []), ...(touches.pictures ?? [])];
    return workflowDeletionMessage(fileLabel(String(first)));
  }
  for (const folder of touches.folders ?? []) {
    const refusal = pathRefusal(scope.root, folder, true);
    if (refusal) return refusal;
  }
  if (action === 'getMedia' && params.mediaFolder !== MEDIA.folder)
    return mediaOnlyMessage(String(params.mediaFolder));
  if (!workflow || action === 'info') return undefined;
  if (params.branch !== scope.branch)
    return unknownRequestMessage(`the branch ${JSON.stringify(params.branch)}, not ${scope.branch}`);
  for (const [collection, slug] of touches.changes ?? []) {
    if (typeof collection !== 'string' || typeof slug !== 'string')
      return unknownRequestMessage('a change with no collection or name');
    if (!BRANCH_PART.test(collection) || !BRANCH_PART.test(slug))
      return unknownRequestMessage(`the change ${JSON.stringify(`${collection}/${slug}`)}`);
  }
  for (const status of touches.statuses ?? []) {
    if (typeof status !== 'string' || !STATUSES.has(status))
      return unknownRequestMessage(`the status ${JSON.stringify(status)}`);
  }
  if (action === 'persistEntry' && field(field(params, 'options'), 'useWorkflow') !== true)
    return unknownRequestMessage('a save outside the editorial workflow');
  return undefined;
}

/**
 * A listing's answer with only the files the editor may touch: decap-server lists a folder's files
 * and reads each, and a link among them would bring it a file from anywhere in the repository.
 */
export function editableListing(action: unknown, answer: unknown, root: string): unknown {
  if (!Array.isArray(answer)) return answer;
  const pathOf =
    action === 'entriesByFolder'
      ? (item: unknown) => field(field(item, 'file'), 'path')
      : action === 'getMedia'
        ? (item: unknown) => field(item, 'path')
        : undefined;
  if (!pathOf) return answer;
  return answer.filter((item) => pathRefusal(root, pathOf(item)) === undefined);
}
