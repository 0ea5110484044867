import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { CONTENT_DIR } from '../content/files';
import { formatProblem, sortProblems, type Problem } from '../content/problem';
import { ContentStore } from '../content/store';

/**
 * The local editor's server side, mounted in the dev server by `npm run cms`: Decap's own local
 * backend (decap-server), which reads and writes the working tree's files, behind a gate that runs
 * the content check on every file a save would write and refuses the save, writing nothing, when
 * the check finds a problem; and `/_cms/check`, which the editor calls to show those problems before
 * it saves.
 */

/** Where the editor's backend answers, and where it asks for a check. */
export const LOCAL_API = { backend: '/api/v1', check: '/_cms/check' } as const;

/** A file the editor would write: its path from the project's root and its whole text. */
export interface ProposedFile {
  path: string;
  raw: string;
}

/** The status the editor's backend answers a refused save with. */
export const REFUSED = 422;

/**
 * Only this machine may write through the editor: a page from anywhere else that reaches the dev
 * server (a web page in the same browser, or a DNS name rebound to 127.0.0.1) is turned away.
 */
function fromThisMachine(request: Request): boolean {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  return local.test(host) && (origin === undefined || local.test(origin.replace(/^https?:\/\//, '')));
}

/** Checks proposed files against the content on disk, one check at a time. */
export class ProposedContentCheck {
  private readonly store: ContentStore;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly root: string) {
    // The dev server shows drafts and posts dated later; so does the editor, and so does its check.
    this.store = new ContentStore({ root, preview: true }).load();
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
      await this.store.settle();
    });
  }

  /**
   * The problems the content would have with these files written: every problem in them, and any
   * problem they would cause elsewhere, such as a link to a post the save renames. Problems the
   * content already had elsewhere are not the save's to fix.
   */
  problems(files: readonly ProposedFile[]): Promise<Problem[]> {
    return this.serial(async () => {
      const content = files.filter((file) => isContentFile(file.path));
      if (content.length === 0) return [];
      const before = new Set((await this.store.ready()).problems.map(formatProblem));
      const paths = new Set(content.map((file) => normalise(file.path)));
      const after = await this.store.problemsWith(
        new Map(content.map((file) => [normalise(file.path), file.raw])),
      );
      return sortProblems(
        after.filter((problem) => paths.has(problem.file) || !before.has(formatProblem(problem))),
      );
    });
  }
}

const normalise = (file: string) => path.posix.normalize(file.split(path.sep).join('/')).replace(/^\.\//, '');
const isContentFile = (file: string) => normalise(file).startsWith(`${CONTENT_DIR}/`);

/** What a save refused by the check answers: the check's own lines, one per problem. */
export function refusal(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [`Not saved: the content check found ${count}.`, ...problems.map(formatProblem)].join('\n');
}

interface PersistBody {
  action?: string;
  params?: { entry?: ProposedFile; dataFiles?: ProposedFile[] };
}

/** The local editor's server, as one middleware for the dev server. */
export async function localEditingApi(root: string, check: ProposedContentCheck) {
  // Loaded here, not at the top, so that the build and the plain dev server never load the editor's
  // server; decap-server is a CommonJS bundle whose functions hang off its default export.
  const { default: express } = await import('express');
  const { default: decap } = await import('decap-server/dist/middlewares.js');
  const app = express();
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (fromThisMachine(request)) return next();
    response.status(403).json({ error: 'The local editor answers this machine only.' });
  });
  app.use(express.json({ limit: '50mb' }));

  app.post(LOCAL_API.check, async (request: Request, response: Response) => {
    const files = (request.body as { files?: ProposedFile[] }).files ?? [];
    response.json({ problems: await check.problems(files) });
  });

  // The gate: a save is checked as a whole before decap-server writes any of its files.
  app.post(LOCAL_API.backend, async (request: Request, response: Response, next: NextFunction) => {
    const body = request.body as PersistBody;
    if (body.action !== 'persistEntry') return next();
    const files = body.params?.dataFiles ?? (body.params?.entry ? [body.params.entry] : []);
    const problems = await check.problems(files);
    if (problems.length === 0) return next();
    response.status(REFUSED).json({ error: refusal(problems) });
  });

  // decap-server reads the folder it works in from this variable when its middleware is registered.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  await decap.registerLocalFs(app, { logLevel: 'warn' });
  if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = previous;
  return app;
}
