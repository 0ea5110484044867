import type { Express, NextFunction, Request, Response } from 'express';
import { conflictMessage, irregularEntryLine, outsideFilesLine } from '../../schemas/editor-messages';
import { CONTENT_DIR } from '../content/list-files';
import { guardedTexts } from '../editors/record-version';
import { MEDIA } from '../../shared/media';
import { PUBLIC_DIR } from '../media/library';
import {
  authorIdentity,
  branchExists,
  bytesAt,
  changedFiles,
  checkoutCopy,
  commitFiles,
  commitOf,
  fileAt,
  filesAt,
  git,
  irregularEntries,
  lastAuthor,
  mergedTree,
  type ChangedFile,
} from '../git';
import { EDITABLE_FOLDERS, pathProblem, type BackendScope } from './backend-paths';
import {
  decapHandlers,
  decapServer,
  filesOf,
  LOCAL_API,
  picturesOf,
  ProposedContentCheck,
  refuse,
  type BackendRequest,
  type LocalEditing,
  type ProposedPicture,
  type SaveGate,
} from './local-api';
import { prepareProposal, problemsForEditor, type ContentBase, type ProposedFile } from './proposal';

/**
 * The editorial workflow of the local editor, `npm run cms -- --workflow`, on a real git
 * repository: Decap's own git backend (decap-server with MODE=git) keeps each change on a branch of
 * its own, `cms/<collection>/<entry>`, with its status (draft, in review, ready) in the branch, and
 * publishes it by merging it into the branch the site is published from. Nothing reaches that
 * branch past the content check: a save is checked against it, and so is the publication, on what
 * the merge would give, after the legal texts' new versions are recorded on the change's branch,
 * as the pull request workflows record them on a git host.
 */

/** What Decap's editor sends to ask for a change in review. */
interface UnpublishedEntryParams {
  id?: string;
  collection?: string;
  slug?: string;
  cmsLabelPrefix?: string;
}

/** The prefix of a change's status in its branch's description, as decap-server writes it unless told another. */
const DEFAULT_LABEL_PREFIX = 'decap-cms/';

/** The files Decap's editor reads as text; any other file of a change, such as a picture, is binary. */
const TEXT_FILE = /\.(md|markdown|ya?ml|json|txt|csv|asc)$/i;

/** The branch Decap keeps a change in review on. */
export const changeBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/** The content of a branch, read from git's objects, as the base of a change. */
function branchContent(root: string, branch: string): ContentBase {
  return {
    read: (file) => fileAt(root, branch, file),
    list: (folder) => filesAt(root, branch, folder),
  };
}

/** The content check of the published branch's content, made again whenever that branch moves on. */
class PublishedCheck {
  private current: { commit: string; check: ProposedContentCheck; remove: () => void } | undefined;

  constructor(
    readonly root: string,
    readonly branch: string,
  ) {}

  /** The check of the branch as it is now. */
  now(): ProposedContentCheck {
    const commit = commitOf(this.root, this.branch);
    if (this.current?.commit === commit) return this.current.check;
    this.dispose();
    // The content and the public folder, whose media folder holds the pictures the texts show.
    const copy = checkoutCopy(this.root, commit, [CONTENT_DIR, PUBLIC_DIR]);
    // What the branch publishes is checked as the build and `npm run check:content` check it.
    this.current = {
      commit,
      check: new ProposedContentCheck(copy.dir, { preview: false }),
      remove: copy.remove,
    };
    return this.current.check;
  }

  dispose(): void {
    this.current?.remove();
    this.current = undefined;
  }
}

/** Runs tasks one at a time, in the order they came. */
class Queue {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const run = this.last.then(task, task);
    this.last = run.catch(() => undefined);
    return run;
  }
}

/**
 * What the dev server watches of the working tree. decap-server checks each change's branch out
 * there for as long as a request takes; the dev server must not read those files as the site's,
 * so it stops watching while a request runs, and then reads what the request changed on the
 * published branch, such as a change just published.
 */
export interface WatchedTree {
  pause(): void;
  resume(changed: readonly ChangedFile[]): void;
}

/** The local editor's editorial workflow, on the repository at `root`, publishing into `branch`. */
export class EditorialWorkflow implements LocalEditing {
  private readonly published: PublishedCheck;
  private readonly queue = new Queue();

  constructor(
    readonly root: string,
    readonly branch: string,
    private readonly watched: WatchedTree = { pause() {}, resume() {} },
  ) {
    this.published = new PublishedCheck(root, branch);
    this.scope = { root, branch };
  }

  readonly scope: BackendScope;

  /** The gate of a save: the change, once its legal texts are recorded, checked against the published branch. */
  readonly gate: SaveGate = {
    prepare: (files, pictures) => this.queue.run(async () => this.prepare(files, pictures)),
  };

  private async prepare(files: readonly ProposedFile[], pictures: readonly ProposedPicture[] = []) {
    // A review is of the words published: the branch's last author of them is who wrote them.
    const prepared = prepareProposal(files, branchContent(this.root, this.branch), {
      identity: authorIdentity(this.root),
      authorOf: (file) => lastAuthor(this.root, file, this.branch),
    });
    if (prepared.refusals.length > 0) return { prepared, lines: prepared.refusals };
    const problems = await this.published.now().problems(prepared.files, [], pictures);
    return {
      prepared,
      lines: problemsForEditor(problems, [
        ...files.map((file) => file.path),
        ...pictures.map((picture) => picture.path),
      ]),
    };
  }

  /**
   * Why a change in review cannot be published, in the editor's words, or nothing. First its legal
   * texts' new versions are recorded on its branch; then what the merge would give is checked.
   */
  private async publishRefusal(collection: string, slug: string): Promise<string[] | undefined> {
    const branch = changeBranch(collection, slug);
    const changes = changedFiles(this.root, `${this.branch}...${branch}`);
    // Nothing the editor saves changes another file: such a change was made some other way, and is
    // refused before anything is recorded on its branch. A merge changes only files the branch
    // changed, so nothing else can reach the published branch.
    const outside = changes.filter((file) => pathProblem(file.path) !== undefined);
    if (outside.length > 0)
      return [
        outsideFilesLine(
          outside.map((file) => file.path),
          EDITABLE_FOLDERS,
        ),
      ];
    const changed = changes.filter((file) => !file.deleted);
    const texts = guardedTexts().filter((text) => changed.some((file) => file.path === text.file));
    for (const text of texts) {
      const proposal = fileAt(this.root, branch, text.file)!;
      const prepared = prepareProposal([{ path: text.file, raw: proposal }], {
        // The versions published are those of the published branch; the archive is the change's own.
        read: (file) =>
          file === text.file ? fileAt(this.root, this.branch, file) : fileAt(this.root, branch, file),
        list: (folder) => filesAt(this.root, branch, folder),
      });
      if (prepared.refusals.length > 0) return prepared.refusals;
      commitFiles(
        this.root,
        branch,
        [
          ...prepared.files.map((file) => ({ path: file.path, text: file.raw })),
          ...prepared.deleted.map((file) => ({ path: file, text: null })),
        ],
        `Record the new version of ${text.file}`,
      );
    }
    const merged = mergedTree(this.root, this.branch, branch);
    if ('conflicts' in merged) return [conflictMessage(merged.conflicts)];

    // A link or a submodule is no file the editor writes, wherever it is: a checkout would make a
    // link lead anywhere on the machine that builds the site, and the build would publish it.
    const irregular = irregularEntries(this.root, this.branch, merged.tree);
    if (irregular.length > 0) return irregular.map((entry) => irregularEntryLine(entry.path, entry.kind));

    // What the merge deletes counts as much as what it writes: a post another one links to may go.
    const merging = changedFiles(this.root, this.branch, merged.tree);
    const inContent = merging.filter((file) => file.path.startsWith(`${CONTENT_DIR}/`));
    const files = inContent
      .filter((file) => !file.deleted)
      .map((file) => ({ path: file.path, raw: fileAt(this.root, merged.tree, file.path) ?? '' }));
    // The pictures are checked by their bytes, as the content check reads them from a checkout.
    const inMedia = merging.filter((file) => file.path.startsWith(`${MEDIA.folder}/`));
    const pictures = inMedia
      .filter((file) => !file.deleted)
      .map((file) => ({
        path: file.path,
        bytes: bytesAt(this.root, merged.tree, file.path) ?? Buffer.alloc(0),
      }));
    const deleted = [...inContent, ...inMedia].filter((file) => file.deleted).map((file) => file.path);
    const problems = await this.published.now().problems(files, deleted, pictures);
    const lines = problemsForEditor(problems, [
      ...files.map((file) => file.path),
      ...pictures.map((picture) => picture.path),
    ]);
    return lines.length > 0 ? lines : undefined;
  }

  /**
   * Mounts decap-server's git backend behind the gate. Every request waits for the one before it to
   * be answered, since decap-server checks branches out in the working tree to read and write them,
   * and the gate reads the branches too.
   */
  async mount(app: Express): Promise<void> {
    app.post(LOCAL_API.backend, (request: Request, response: Response, next: NextFunction) => {
      // Listened for at once: an editor who leaves while the request waits closes it before its turn.
      const answered = new Promise<void>((done) => {
        response.once('finish', done);
        response.once('close', done);
      });
      void this.queue.run(async () => {
        if (response.writableEnded || response.destroyed || response.socket?.destroyed !== false) return;
        const before = commitOf(this.root, this.branch);
        this.watched.pause();
        try {
          await this.gateRequest(request, response, next);
          await answered;
        } catch (error) {
          console.error(error);
          if (!response.headersSent) response.status(500).json({ error: 'The editor’s server failed.' });
        } finally {
          const after = commitOf(this.root, this.branch);
          this.watched.resume(before === after ? [] : changedFiles(this.root, before, after));
        }
      });
    });
    const decap = await decapServer();
    app.post(LOCAL_API.backend, ...(await decapHandlers(this.root, decap.registerLocalGit)));
  }

  /**
   * A change in review as Decap's editor asks for it: its status, and the files it changed since it
   * left the published branch. decap-server compares the change's branch with the published branch
   * as it is now, so once another change is published there, the files that one changed count as
   * this one's too, and the editor opens the wrong file; the comparison here starts where the
   * branch left.
   */
  private unpublishedEntry(params: UnpublishedEntryParams): Record<string, unknown> | undefined {
    const key = params.id ?? `${params.collection}/${params.slug}`;
    const slash = key.indexOf('/');
    const [collection, slug] = [key.slice(0, slash), key.slice(slash + 1)];
    const branch = changeBranch(collection, slug);
    if (!branchExists(this.root, branch)) return undefined;
    const label = git(this.root, ['config', `branch.${branch}.description`], { allow: [1] }).stdout.trim();
    const prefix = params.cmsLabelPrefix || DEFAULT_LABEL_PREFIX;
    const diffs = changedFiles(this.root, `${this.branch}...${branch}`).map((file) => ({
      oldPath: file.path,
      newPath: file.path,
      status: file.added ? 'added' : file.deleted ? 'deleted' : 'modified',
      newFile: file.added,
      path: file.path,
      id: file.path,
      binary: !TEXT_FILE.test(file.path),
    }));
    const updatedAt = git(this.root, ['log', '-1', '--format=%cI', branch]).stdout.trim();
    return {
      collection,
      slug,
      status: label.startsWith(prefix) ? label.slice(prefix.length) : label,
      diffs,
      updatedAt,
    };
  }

  private async gateRequest(request: Request, response: Response, next: NextFunction): Promise<void> {
    const body = request.body as BackendRequest;
    if (body.action === 'unpublishedEntry') {
      const entry = this.unpublishedEntry((body.params ?? {}) as UnpublishedEntryParams);
      if (entry) response.json(entry);
      else response.status(404).json({ message: 'Not Found' });
      return;
    }
    if (body.action === 'persistEntry') {
      const { lines } = await this.prepare(filesOf(body), picturesOf(body));
      // A change in review is saved as the editor wrote it; its version is recorded when it is published.
      if (lines.length > 0) return refuse(response, 'saved', lines);
    }
    if (body.action === 'publishUnpublishedEntry') {
      const lines = await this.publishRefusal(body.params?.collection ?? '', body.params?.slug ?? '');
      if (lines) return refuse(response, 'published', lines);
    }
    next();
  }

  /**
   * Runs a task between the editor's requests, when the published branch is checked out, as the
   * requests themselves run: for a change made to the repository beside the editor.
   */
  between<T>(task: () => T | Promise<T>): Promise<T> {
    return this.queue.run(async () => task());
  }

  /** Deletes the copy of the published content the check reads. */
  dispose(): void {
    this.published.dispose();
  }
}
