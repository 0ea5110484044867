/**
 * `npm run legal:record-proposal -- --base origin/main [--repository <folder>] [--reviewer <user>]`:
 * what the pull request workflows (.github/workflows/pull-request.yml, .gitlab-ci.yml) run on an
 * editor's branch before they check it. It records the new version of each legal text the branch
 * changed, against the branch it goes into, exactly as `npm run legal:record -- --base` does, and
 * each translation the browser editor marked reviewed, under `--reviewer`, the git host's user who
 * opened the change (pipeline/editors/review-request.ts); and commits the recorded files, so both
 * are recorded by the time the change is merged and nobody runs a command. A branch with nothing to
 * record is left as it is.
 *
 * It never pushes: the workflow pushes the commit with a plain `git push`, the one step that is
 * given the token that may write to the branch. And the workflow runs this command from the code of
 * the branch the change goes into, against the change's checkout named by `--repository`, so that
 * none of the change's own code runs in the job that holds the token.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { guardedTexts, recordedFingerprints, recordVersion } from '../pipeline/editors/record-version';
import { recordEach } from './record-each';
import { printable } from '../pipeline/content/problem';
import { recordChangeReviews } from '../pipeline/editors/review-request';
import { fileAt, git } from '../pipeline/git';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    repository: { type: 'string' },
    reviewer: { type: 'string' },
  },
});
if (!values.base) {
  console.error('Name the branch the change goes into: npm run legal:record-proposal -- --base origin/main');
  process.exit(1);
}

// The checkout whose legal texts are recorded: this project's own, or the change's named by --repository.
const root = path.resolve(values.repository ?? path.join(import.meta.dirname, '..'));
const base = values.base;
const texts = guardedTexts();
const folders = texts.flatMap((text) => [text.file, text.archive]);

/**
 * The paths among the legal texts and their archives that are symbolic links, or lie under one.
 * The change's branch decides what its checkout holds, and recording writes into these paths: a
 * link would let it point that writing at any file, such as the checkout's .git/config, which the
 * next git command (the push, with its token) would obey.
 */
function symlinked(): string[] {
  const found = new Set<string>();
  const isLink = (relative: string) => {
    try {
      return lstatSync(path.join(root, relative)).isSymbolicLink();
    } catch {
      return false;
    }
  };
  const tracked = git(root, ['ls-files', '--', ...folders])
    .stdout.split('\n')
    .filter(Boolean);
  for (const file of [...folders, ...tracked]) {
    const parts = file.split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      const prefix = parts.slice(0, depth).join('/');
      if (isLink(prefix)) found.add(prefix);
    }
  }
  return [...found].sort();
}

const links = symlinked();
if (links.length > 0) {
  console.error(
    [
      'Nothing was recorded: a legal text or its archive is a symbolic link, which the branch may not hold.',
      ...links.map((link) => `  ${link}`),
      'Replace each with the file or folder itself.',
    ].join('\n'),
  );
  process.exit(1);
}

const recorded = await recordEach(texts, (text) =>
  recordVersion(root, text, recordedFingerprints(fileAt(root, base, text.file))),
);
if (!recorded) process.exit(1);

// Each translation the change marks reviewed in the browser editor is recorded under the git
// host's user who opened the change, whom the workflow names; a review in someone else's name is refused.
const reviews = recordChangeReviews(root, base, values.reviewer || undefined);
for (const file of reviews.written) console.log(`${file} is now marked reviewed by ${values.reviewer}`);
if (reviews.lines.length > 0) {
  console.error(
    [
      'No review was recorded, and nothing committed:',
      ...reviews.lines.map((line) => `  ${printable(line)}`),
    ].join('\n'),
  );
  process.exit(1);
}

const changed = git(root, [
  'status',
  '--porcelain',
  '--untracked-files=all',
  '--',
  ...folders,
  ...reviews.written,
]).stdout.trim();
if (changed === '') {
  console.log('Nothing to record: the branch is left as it is.');
  process.exit(0);
}

// A CI machine has no name of its own to commit with; the commit is the site's, not a person's.
const identity = (key: string, fallback: string) =>
  git(root, ['config', key], { allow: [1] }).stdout.trim() ? [] : ['-c', `${key}=${fallback}`];
git(root, ['add', '--all', '--', ...folders, ...reviews.written]);
git(root, [
  ...identity('user.name', 'Masky content check'),
  ...identity('user.email', 'content-check@users.noreply.github.com'),
  'commit',
  '--quiet',
  '--message',
  reviews.written.length > 0
    ? 'Record the legal versions and reviews this change makes'
    : 'Record the new version of the changed legal texts',
]);
console.log('Committed the recorded version.');
