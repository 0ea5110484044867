/**
 * `npm run legal:record-proposal -- --base origin/main [--push <remote>] [--branch <name>]`: what the
 * pull request workflows (.github/workflows/pull-request.yml, .gitlab-ci.yml) run on an editor's
 * branch before they check it. It records the new version of each legal text the branch changed,
 * against the branch it goes into, exactly as `npm run legal:record -- --base` does, commits the
 * recorded files, and pushes the commit to the branch, so the version is recorded by the time the
 * change is merged and nobody runs a command. A branch with nothing to record is left as it is.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { guardedTexts, recordedFingerprints, recordVersion } from '../pipeline/content/record-version';
import { recordEach } from '../pipeline/content/record-each';
import { currentBranch, fileAt, git } from '../pipeline/git';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    push: { type: 'string' },
    branch: { type: 'string' },
  },
});
if (!values.base) {
  console.error('Name the branch the change goes into: npm run legal:record-proposal -- --base origin/main');
  process.exit(1);
}

const base = values.base;
const recorded = await recordEach(guardedTexts(), (text) =>
  recordVersion(root, text, recordedFingerprints(fileAt(root, base, text.file))),
);
if (!recorded) process.exit(1);

const folders = guardedTexts().flatMap((text) => [text.file, text.archive]);
const changed = git(root, ['status', '--porcelain', '--untracked-files=all', '--', ...folders]).stdout.trim();
if (changed === '') {
  console.log('Nothing to record: the branch is left as it is.');
  process.exit(0);
}

// A CI machine has no name of its own to commit with; the commit is the site's, not a person's.
const identity = (key: string, fallback: string) =>
  git(root, ['config', key], { allow: [1] }).stdout.trim() ? [] : ['-c', `${key}=${fallback}`];
git(root, ['add', '--all', '--', ...folders]);
git(root, [
  ...identity('user.name', 'Masky content check'),
  ...identity('user.email', 'content-check@users.noreply.github.com'),
  'commit',
  '--quiet',
  '--message',
  'Record the new version of the changed legal texts',
]);
console.log('Committed the recorded version.');

if (values.push) {
  const branch = values.branch ?? currentBranch(root);
  if (!branch) {
    console.error('The checkout is on no branch: name the one to push to with --branch <name>.');
    process.exit(1);
  }
  // git prints where it pushed to standard error; the remote may hold a token, which stays unprinted.
  const pushed = spawnSync('git', ['push', '--quiet', values.push, `HEAD:refs/heads/${branch}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (pushed.status !== 0) {
    console.error(
      `Could not push the recorded version to ${branch}: ${pushed.stderr.replace(/\/\/[^@/\s]*@/g, '//')}`,
    );
    process.exit(1);
  }
  console.log(`Pushed it to ${branch}.`);
}
