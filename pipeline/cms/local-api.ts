import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { CONTENT_SIZE_LIMITS } from '../../shared/content-limits';
import { REFUSED_STATUS } from '../../shared/editor-files';
import {
  mediaOnlyMessage,
  refusalMessage,
  SERVER_TROUBLE,
  tooLargeMessage,
} from '../../schemas/editor-messages';
import { MEDIA } from '../../shared/media';
import { CONTENT_DIR } from '../content/list-files';
import { formatProblem, sortProblems, type Problem } from '../content/problem';
import { ContentStore } from '../content/store';
import { authorIdentity, lastAuthor } from '../git';
import { accessRefusal } from './access';
import { backendRefusal, editableListing, pathRefusal, type BackendScope } from './backend-paths';
import {
  normalPath,
  prepareProposal,
  problemsForEditor,
  type ContentBase,
  type PreparedProposal,
  type ProposedFile,
} from './proposal';

/**
 * The local editor's server side, mounted in the dev server by `npm run cms`: Decap's own local
 * backend (decap-server), which reads and writes the working tree's files, behind a gate that
 * records a legal text's new version and runs the content check on every file a save would write,
 * refusing the save, writing nothing, when the check finds a problem; and `/_cms/check`, which the
 * editor calls to show those problems before it saves. With `--workflow`, decap-server keeps each
 * change on a branch of its own until it is published (pipeline/cms/workflow.ts). Nothing is
 * answered but the editor's own page, with the secret of this run (pipeline/cms/access.ts), and no
 * path outside the content and its pictures is handed to decap-server (pipeline/cms/backend-paths.ts).
 */

/** Where the editor's backend answers, and where it asks for a check. */
export const LOCAL_API = { backend: '/api/v1', check: '/_cms/check' } as const;

export type { ProposedFile };

/**
 * The largest request the editor's API reads, in bytes, made from the largest content file the site
 * accepts (shared/content-limits.ts). A save sends the file's text inside JSON, where one byte takes
 * at most six (a control character is written \u0001), so a markdown file of the largest size fits
 * however it is written; a picture goes as base64, four bytes for every three, so the same room
 * holds pictures of 4.5 MB in one save or upload. The rest is room for the request's own fields.
 */
export const REQUEST_LIMIT = 6 * CONTENT_SIZE_LIMITS.markdown + 64 * 1024;

/** The largest pictures one request holds, as the editor is told. */
const PICTURE_LIMIT = Math.floor(((REQUEST_LIMIT - 64 * 1024) * 3) / 4);

/** A size in bytes, as an editor reads it: 1 MB, 256 KB, 4.5 MB. */
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** Said when a request is larger than REQUEST_LIMIT. */
export const TOO_LARGE = tooLargeMessage({
  text: size(CONTENT_SIZE_LIMITS.markdown),
  yaml: size(CONTENT_SIZE_LIMITS.yaml),
  picture: size(PICTURE_LIMIT),
});

/** The status with which the editor's API refuses a request it does not take from this page, or at all. */
export const FORBIDDEN_STATUS = 403;

/** Checks proposed files against the content on disk, one check at a time. */
export class ProposedContentCheck {
  private readonly store: ContentStore;
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `preview` keeps drafts and posts dated later, as the dev server shows them; without it the
   * check is the one `npm run check:content` runs before anything is published.
   */
  constructor(
    readonly root: string,
    { preview = true }: { preview?: boolean } = {},
  ) {
    this.store = new ContentStore({ root, preview }).load();
  }

  private serial<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Reads a file again after it changed on disk. */
  changed(file: string): Promise<void> {
    return this.serial(async () => {
      this.store.update(path.resolve(this.root, file));
      await this.store.result();
    });
  }

  /**
   * The problems the content would have with these files written and the `deleted` ones gone:
   * every problem in the files written, and any problem the change would cause elsewhere, such as a
   * link to a post it renames or deletes. Problems the content already had elsewhere are not the
   * change's to fix.
   */
  problems(
    files: readonly ProposedFile[],
    deleted: readonly string[] = [],
    pictures: readonly ProposedPicture[] = [],
  ): Promise<Problem[]> {
    return this.serial(async () => {
      const content = files.filter((file) => isContentFile(file.path));
      const gone = deleted.filter(isContentFile);
      const media = new Map<string, Uint8Array | null>([
        ...pictures.map((picture): [string, Uint8Array] => [normalPath(picture.path), picture.bytes]),
        ...deleted.filter(isMediaFile).map((file): [string, null] => [normalPath(file), null]),
      ]);
      if (content.length === 0 && gone.length === 0 && media.size === 0) return [];
      const before = new Set((await this.store.result()).problems.map(formatProblem));
      const paths = new Set([...content.map((file) => normalPath(file.path)), ...media.keys()]);
      const after = await this.store.problemsWith(
        new Map<string, string | null>([
          ...content.map((file): [string, string] => [normalPath(file.path), file.raw]),
          ...gone.map((file): [string, null] => [normalPath(file), null]),
        ]),
        media,
      );
      return sortProblems(
        after.filter((problem) => paths.has(problem.file) || !before.has(formatProblem(problem))),
      );
    });
  }
}

const isContentFile = (file: string) => normalPath(file).startsWith(`${CONTENT_DIR}/`);
const isMediaFile = (file: string) => normalPath(file).startsWith(`${MEDIA.folder}/`);

/** A picture the editor would write: its path from the project's root and its bytes. */
export interface ProposedPicture {
  path: string;
  bytes: Uint8Array;
}

/** The pictures a request to Decap's backend writes: a save's assets, or an upload's one asset. */
export function picturesOf(body: BackendRequest): ProposedPicture[] {
  const assets = body.action === 'persistMedia' ? [body.params?.asset] : (body.params?.assets ?? []);
  return assets.flatMap((asset) =>
    asset && typeof asset.path === 'string' && typeof asset.content === 'string'
      ? [{ path: asset.path, bytes: Buffer.from(asset.content, 'base64') }]
      : [],
  );
}

/** The files of the working tree, as the base of a save that writes them at once. */
export function workingTree(root: string): ContentBase {
  return {
    read: (file) => {
      const full = path.join(root, file);
      return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    },
    list: (folder) => {
      const full = path.join(root, folder);
      return existsSync(full) ? readdirSync(full).map((name) => `${folder}/${name}`) : [];
    },
  };
}

/** What the editor's server does with a save: makes it ready, and says what stands in its way. */
export interface SaveGate {
  /**
   * The proposal made ready, and each thing to fix, in the editor's words; none when it may be
   * written. `pictures` are those the save adds, each checked by its bytes.
   */
  prepare(
    files: readonly ProposedFile[],
    pictures?: readonly ProposedPicture[],
  ): Promise<{ prepared: PreparedProposal; lines: string[] }>;
}

/** The gate of the local editor that saves straight into the working tree. */
export function workingTreeGate(root: string, check: ProposedContentCheck): SaveGate {
  return {
    async prepare(files, pictures = []) {
      const prepared = prepareProposal(files, workingTree(root), {
        identity: authorIdentity(root),
        authorOf: (file) => lastAuthor(root, file),
      });
      if (prepared.refusals.length > 0) return { prepared, lines: prepared.refusals };
      const problems = await check.problems(prepared.files, [], pictures);
      return {
        prepared,
        lines: problemsForEditor(problems, [
          ...files.map((file) => file.path),
          ...pictures.map((picture) => picture.path),
        ]),
      };
    },
  };
}

/**
 * Why deleting these files in place is refused, in the editor's words, or nothing: a deletion is
 * checked as a save is, so a post other pages link to, or a picture a text shows, stays.
 */
export async function deletionRefusal(
  check: ProposedContentCheck,
  files: readonly string[],
): Promise<string[]> {
  const problems = await check.problems([], files);
  return problemsForEditor(problems, []);
}

/** What Decap's backend is asked to do, as far as the gate reads it. */
export interface BackendRequest {
  action?: string;
  params?: {
    entry?: ProposedFile & { slug?: string };
    dataFiles?: (ProposedFile & { slug?: string })[];
    /** The pictures a save writes beside its files, and the one an upload writes: base64. */
    assets?: { path?: unknown; content?: unknown }[];
    asset?: { path?: unknown; content?: unknown };
    options?: { useWorkflow?: boolean };
    collection?: string;
    slug?: string;
    path?: string;
    paths?: string[];
  };
}

/** The files a save would write, as Decap's backend is sent them. */
export const filesOf = (body: BackendRequest) =>
  body.params?.dataFiles ?? (body.params?.entry ? [body.params.entry] : []);

/** Refuses a request in the editor's words; the editor shows the sentence as it stands. */
export function refuse(
  response: Response,
  what: 'saved' | 'published' | 'deleted' | 'added',
  lines: readonly string[],
): void {
  response.status(REFUSED_STATUS).json({ error: refusalMessage(what, lines) });
}

/**
 * Hands Decap the files made ready in place of those it was sent: a legal text as recorded, with
 * its archive file. Files recording replaces are deleted by the gate itself.
 */
export async function writePrepared(root: string, body: BackendRequest, prepared: PreparedProposal) {
  const slug = filesOf(body)[0]?.slug;
  body.params = {
    ...body.params,
    dataFiles: prepared.files.map((file) => ({ ...file, slug: slug ?? '' })),
  };
  delete body.params.entry;
  for (const file of prepared.deleted) await rm(path.join(root, file), { force: true });
}

/** How the local editor saves: the gate of a save, and the backend it mounts behind the gate. */
export interface LocalEditing {
  gate: SaveGate;
  /** Where decap-server works, for the paths and branches a request may name. */
  scope: BackendScope;
  /** Mounts Decap's backend, behind the gate, at LOCAL_API.backend. */
  mount(app: Express): Promise<void>;
}

/** Saving straight into the working tree: each save made ready and checked before decap-server writes it. */
export function savingInPlace(root: string, check: ProposedContentCheck): LocalEditing {
  const gate = workingTreeGate(root, check);
  return {
    gate,
    scope: { root },
    async mount(app) {
      app.post(LOCAL_API.backend, async (request: Request, response: Response, next: NextFunction) => {
        const body = request.body as BackendRequest;
        if (body.action === 'persistMedia') {
          const { lines } = await gate.prepare([], picturesOf(body));
          return lines.length > 0 ? refuse(response, 'added', lines) : next();
        }
        if (body.action === 'deleteFile' || body.action === 'deleteFiles') {
          const paths = body.action === 'deleteFile' ? [body.params?.path] : (body.params?.paths ?? []);
          const lines = await deletionRefusal(check, paths.map(String));
          return lines.length > 0 ? refuse(response, 'deleted', lines) : next();
        }
        if (body.action !== 'persistEntry') return next();
        const { prepared, lines } = await gate.prepare(filesOf(body), picturesOf(body));
        if (lines.length > 0) return refuse(response, 'saved', lines);
        await writePrepared(root, body, prepared);
        next();
      });
      const decap = await decapServer();
      app.post(LOCAL_API.backend, ...(await decapHandlers(root, decap.registerLocalFs)));
    },
  };
}

/**
 * The local editor's server, as one middleware for the dev server, answering only under
 * LOCAL_API's two addresses: every request there must come from the editor's own page with the
 * run's secret, `token`, and every path it names must be one the editor may touch. It sends no CORS
 * headers, so no page of another origin can read what it answers.
 */
export async function localEditingApi(editing: LocalEditing, token: string) {
  const { default: express } = await import('express');
  const app = express();
  // Express names itself on every answer of the dev server the app is mounted in; nothing needs it.
  app.disable('x-powered-by');
  const api = [LOCAL_API.backend, LOCAL_API.check];
  app.use(api, (request: Request, response: Response, next: NextFunction) => {
    const refusal = accessRefusal(request, token);
    if (refusal === undefined) return next();
    response.status(FORBIDDEN_STATUS).json({ error: refusal });
  });
  app.use(api, express.json({ limit: REQUEST_LIMIT }));
  app.post(LOCAL_API.check, async (request: Request, response: Response) => {
    const { files, pictures = [] } = request.body as { files?: unknown; pictures?: unknown };
    if (!Array.isArray(files) || !Array.isArray(pictures))
      return response.status(400).json({ error: SERVER_TROUBLE });
    for (const file of files as ProposedFile[]) {
      const refusal = pathRefusal(editing.scope.root, (file as Partial<ProposedFile> | null)?.path);
      if (refusal || typeof file.raw !== 'string')
        return response.status(FORBIDDEN_STATUS).json({ error: refusal ?? SERVER_TROUBLE });
    }
    // The pictures a save will add with the entry, which the check must see to know they are there.
    const added: ProposedPicture[] = [];
    for (const picture of pictures as { path?: unknown; content?: unknown }[]) {
      const file = picture?.path;
      const refusal =
        pathRefusal(editing.scope.root, file) ??
        (typeof file === 'string' && path.posix.dirname(file) === MEDIA.folder
          ? undefined
          : mediaOnlyMessage(String(file)));
      if (refusal || typeof picture.content !== 'string')
        return response.status(FORBIDDEN_STATUS).json({ error: refusal ?? SERVER_TROUBLE });
      added.push({ path: file as string, bytes: Buffer.from(picture.content, 'base64') });
    }
    response.json({ lines: (await editing.gate.prepare(files as ProposedFile[], added)).lines });
  });
  app.post(LOCAL_API.backend, (request: Request, response: Response, next: NextFunction) => {
    const body: unknown = request.body;
    const refusal = backendRefusal(body, editing.scope);
    if (refusal) return response.status(FORBIDDEN_STATUS).json({ error: refusal });
    const action = (body as { action?: unknown }).action;
    const json = response.json.bind(response);
    response.json = (answer: unknown) => json(editableListing(action, answer, editing.scope.root));
    next();
  });
  await editing.mount(app);
  // Whatever fails under the API is told as JSON, in the editor's words, never as a page of HTML.
  app.use(api, (error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return response.status(413).json({ error: TOO_LARGE });
    if (status !== undefined && status >= 400 && status < 500)
      return response.status(400).json({ error: SERVER_TROUBLE });
    console.error(error);
    response.status(500).json({ error: SERVER_TROUBLE });
  });
  return app;
}

/**
 * decap-server's own handlers of the backend's requests, without what it puts in front of every
 * request of the app it is given: a CORS middleware that lets any page of this machine, on any
 * port, read the answers (of the whole dev server, since the app is mounted in it), a JSON reader
 * that takes 50 MB, and a request log. It is handed an app that keeps its `post` handlers and
 * leaves the rest out; a later decap-server that asks the app for anything else fails to start,
 * rather than run unseen.
 */
export async function decapHandlers(
  root: string,
  register: (app: Express, options?: { logLevel?: string }) => Promise<void>,
): Promise<RequestHandler[]> {
  const handlers: RequestHandler[] = [];
  const recorder = {
    use: () => recorder,
    post(route: string, ...added: RequestHandler[]) {
      if (route !== LOCAL_API.backend) throw new Error(`decap-server asked to answer at ${route}`);
      handlers.push(...added);
      return recorder;
    },
  };
  await withRepository(root, () => register(recorder as unknown as Express, { logLevel: 'warn' }));
  if (handlers.length === 0) throw new Error('decap-server registered no handler of the backend');
  return handlers;
}

/**
 * Decap's local backend. It is loaded when the editor's server starts, not at the top, so that the
 * build and the plain dev server never load it; a CommonJS bundle, its functions hang off its
 * default export, or off the module itself, depending on who loads it.
 */
export async function decapServer() {
  const loaded = await import('decap-server/dist/middlewares.js');
  return (loaded.default ?? loaded) as typeof loaded.default;
}

/** Runs a registration of decap-server, which reads the folder it works in from GIT_REPO_DIRECTORY. */
export async function withRepository(root: string, register: () => Promise<void>): Promise<void> {
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  try {
    await register();
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
}
