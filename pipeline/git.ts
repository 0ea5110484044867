import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The few git operations the editor's workflow and the legal recorder need, run with the `git`
 * command. They read and write branches through git's own objects, never through the working tree,
 * which stays on the branch the site is published from while editors' branches change.
 */

/** A git command that failed: its arguments and what git said. */
export class GitFailed extends Error {
  constructor(
    readonly args: readonly string[],
    readonly status: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${status}): ${stderr.trim()}`);
    this.name = 'GitFailed';
  }
}

/** Runs git in `root` and hands back what it printed; a failure throws, unless its status is allowed. */
export function git(
  root: string,
  args: readonly string[],
  options: { input?: string; env?: NodeJS.ProcessEnv; allow?: readonly number[] } = {},
): { stdout: string; status: number } {
  const result = spawnSync('git', args, {
    cwd: root,
    input: options.input,
    encoding: 'utf8',
    env: options.env ? { ...process.env, ...options.env } : process.env,
    maxBuffer: 256 * 1024 * 1024,
  });
  const status = result.status ?? -1;
  if (result.error || (status !== 0 && !(options.allow ?? []).includes(status)))
    throw new GitFailed(args, result.status, result.stderr || String(result.error ?? ''));
  return { stdout: result.stdout, status };
}

/** A file's text as a branch, commit or tree holds it, or undefined when it holds no such file. */
export function fileAt(root: string, revision: string, file: string): string | undefined {
  const { stdout, status } = git(root, ['cat-file', '-p', `${revision}:${file}`], { allow: [128] });
  return status === 0 ? stdout : undefined;
}

/** A file's bytes as a branch, commit or tree holds it, or undefined when it holds no such file. */
export function bytesAt(root: string, revision: string, file: string): Buffer | undefined {
  const result = spawnSync('git', ['cat-file', 'blob', `${revision}:${file}`], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  });
  return result.status === 0 ? result.stdout : undefined;
}

/**
 * What git keeps at each path a change writes that is no ordinary file: a symbolic link (mode
 * 120000), which a checkout makes into a link to wherever it points, or a submodule (160000), a
 * pointer to another repository; by path, between two revisions.
 */
export function irregularEntries(
  root: string,
  from: string,
  to: string,
): { path: string; kind: 'link' | 'submodule' }[] {
  const { stdout } = git(root, ['diff', '--raw', '--no-renames', '-z', from, to]);
  const fields = stdout.split('\0').filter(Boolean);
  const found: { path: string; kind: 'link' | 'submodule' }[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const mode = fields[index].split(' ')[1];
    if (mode === '120000') found.push({ path: fields[index + 1], kind: 'link' });
    if (mode === '160000') found.push({ path: fields[index + 1], kind: 'submodule' });
  }
  return found;
}

/** The files a branch, commit or tree holds under a folder, by their paths from the root. */
export function filesAt(root: string, revision: string, folder: string): string[] {
  const { stdout } = git(root, ['ls-tree', '-r', '--name-only', '-z', revision, '--', folder]);
  return stdout.split('\0').filter(Boolean);
}

/** The commit a branch points at. */
export function commitOf(root: string, revision: string): string {
  return git(root, ['rev-parse', '--verify', `${revision}^{commit}`]).stdout.trim();
}

/** Whether a branch exists. */
export function branchExists(root: string, branch: string): boolean {
  return git(root, ['show-ref', '--verify', '--quiet', `refs/heads/${branch}`], { allow: [1] }).status === 0;
}

/** The branch the working tree is on, or undefined when it is on none. */
export function currentBranch(root: string): string | undefined {
  const { stdout, status } = git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'], { allow: [1, 128] });
  return status === 0 ? stdout.trim() : undefined;
}

/** Whether the folder is inside a git repository's working tree. */
export function isRepository(root: string): boolean {
  return git(root, ['rev-parse', '--is-inside-work-tree'], { allow: [128] }).stdout.trim() === 'true';
}

/** The files of the working tree with changes not committed, as `git status --porcelain` lists them. */
export function uncommitted(root: string): string[] {
  return git(root, ['status', '--porcelain', '--untracked-files=all'])
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

/** What merging `from` into `into` would give: the tree, or the files both changed in other ways. */
export function mergedTree(
  root: string,
  into: string,
  from: string,
): { tree: string } | { conflicts: string[] } {
  const { stdout, status } = git(
    root,
    ['merge-tree', '--write-tree', '--name-only', '--no-messages', into, from],
    { allow: [1] },
  );
  const [tree, ...files] = stdout.split('\n').filter(Boolean);
  return status === 0 ? { tree } : { conflicts: files };
}

/**
 * The files that differ between two branches, commits or trees, or in a range such as
 * `main...cms/posts/hello` (what a branch changed since it left main): each one's path, and whether
 * it is gone.
 */
export function changedFiles(root: string, ...revisions: string[]): ChangedFile[] {
  const { stdout } = git(root, ['diff', '--name-status', '--no-renames', '-z', ...revisions]);
  const fields = stdout.split('\0').filter(Boolean);
  const changes: ChangedFile[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const status = fields[index];
    changes.push({ path: fields[index + 1], added: status === 'A', deleted: status === 'D' });
  }
  return changes;
}

/** A file that differs between two revisions: its path, and whether it is new or gone. */
export interface ChangedFile {
  path: string;
  added: boolean;
  deleted: boolean;
}

/**
 * Writes folders of a branch, commit or tree into a new temporary folder, through an index of its
 * own, so neither the working tree nor the repository's index is touched; `remove` deletes it.
 */
export function checkoutCopy(
  root: string,
  revision: string,
  folders: readonly string[],
): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'masky-branch-'));
  const env = { GIT_INDEX_FILE: path.join(dir, '.index') };
  try {
    for (const folder of folders) {
      // A folder the revision does not hold, such as a media folder no picture was added to yet, is left out.
      if (git(root, ['cat-file', '-e', `${revision}:${folder}`], { allow: [128] }).status !== 0) continue;
      git(root, ['read-tree', `--prefix=${folder}/`, `${revision}:${folder}`], { env });
    }
    git(root, ['checkout-index', '--all', `--prefix=${dir}${path.sep}`], { env });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  rmSync(env.GIT_INDEX_FILE, { force: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Commits files onto a branch that is not checked out, through an index of its own: each file's new
 * text, or null to delete it. Nothing is committed when no file changes.
 */
export function commitFiles(
  root: string,
  branch: string,
  files: readonly { path: string; text: string | null }[],
  message: string,
): boolean {
  if (currentBranch(root) === branch) throw new Error(`${branch} is checked out; commit there instead`);
  const parent = commitOf(root, branch);
  const dir = mkdtempSync(path.join(tmpdir(), 'masky-index-'));
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    git(root, ['read-tree', parent], { env });
    for (const file of files) {
      if (file.text === null) {
        git(root, ['update-index', '--force-remove', '--', file.path], { env });
        continue;
      }
      const blob = git(root, ['hash-object', '-w', '--stdin'], { input: file.text }).stdout.trim();
      git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file.path}`], { env });
    }
    const tree = git(root, ['write-tree'], { env }).stdout.trim();
    if (tree === git(root, ['rev-parse', `${parent}^{tree}`]).stdout.trim()) return false;
    const commit = git(root, ['commit-tree', tree, '-p', parent, '-m', message]).stdout.trim();
    git(root, ['update-ref', `refs/heads/${branch}`, commit, parent]);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Who commits in this checkout, as `Name <email>`, or undefined when git does not know. */
export function authorIdentity(root: string): string | undefined {
  // GIT_AUTHOR_IDENT is "Name <email> time zone"; the identity is its name and email.
  const { stdout, status } = git(root, ['var', 'GIT_AUTHOR_IDENT'], { allow: [128] });
  const identity = status === 0 ? stdout.replace(/\s+\d+\s+[+-]\d{4}\s*$/, '').trim() : '';
  return identity === '' ? undefined : identity;
}

/**
 * The author of a file's last committed change, as `Name <email>`: in the working tree with its
 * `.mailmap` applied (so one person's two addresses are one author), where a file with changes not
 * committed has no author yet and gives undefined; at `revision`, as the commit itself says.
 */
export function lastAuthor(root: string, file: string, revision?: string): string | undefined {
  // A file's name is a name, never a pattern git expands.
  const env = { GIT_LITERAL_PATHSPECS: '1' };
  if (
    revision === undefined &&
    git(root, ['status', '--porcelain', '--', file], { env }).stdout.trim() !== ''
  )
    return undefined;
  // At a revision the checkout is another's change, whose own .mailmap could say who anyone is.
  const format = revision === undefined ? '%aN <%aE>' : '%an <%ae>';
  const range = revision === undefined ? [] : [revision];
  const { stdout, status } = git(root, ['log', '-1', `--format=${format}`, ...range, '--', file], {
    allow: [128],
    env,
  });
  return status === 0 && stdout.trim() !== '' ? stdout.trim() : undefined;
}
