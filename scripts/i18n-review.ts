/**
 * `npm run i18n:review -- content/translations/fa/pages/about.md`: marks each named translation
 * reviewed by whoever runs it, as git knows them (`git var GIT_AUTHOR_IDENT`), once they have read it
 * against its English. It refuses a translation that is behind its English, has changes not
 * committed, or was last changed by the reviewer. An edit to the English or to the translation
 * afterwards clears the mark, and `npm run i18n:status` lists the file as awaiting review again.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkAfterRecording, recordEach } from './record-each';
import { reviewTranslation } from '../pipeline/editors/translation-tools';

const root = path.resolve(import.meta.dirname, '..');
const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

// GIT_AUTHOR_IDENT is "Name <email> time zone"; the reviewer is its name and email.
const ident = git(['var', 'GIT_AUTHOR_IDENT']);
const reviewer = ident.status === 0 ? ident.stdout.replace(/\s+\d+\s+[+-]\d{4}\s*$/, '').trim() : '';
if (reviewer === '') {
  console.error(
    'git does not know who you are, and a review records who reviewed: set git config user.name and user.email, then run this again.',
  );
  process.exit(1);
}

/** The author of a file's last committed change, or undefined while it has changes not committed. */
function authorOf(file: string): string | undefined {
  const status = git(['status', '--porcelain', '--', file]);
  if (status.status !== 0 || status.stdout.trim() !== '') return undefined;
  // %aN and %aE follow .mailmap, so one person's two addresses are one author.
  const log = git(['log', '-1', '--format=%aN <%aE>', '--', file]);
  return log.status === 0 && log.stdout.trim() !== '' ? log.stdout.trim() : undefined;
}

const files = process.argv.slice(2).map((file) => path.resolve(file));
if (files.length === 0) {
  console.error(
    'Name the translated files you reviewed, for example: npm run i18n:review -- content/translations/fa/pages/about.md',
  );
  process.exit(1);
}
const reviewed = await recordEach(files, (file) =>
  reviewTranslation(root, file, { reviewer, author: authorOf(file) }),
);
process.exitCode = await checkAfterRecording(root, reviewed);
