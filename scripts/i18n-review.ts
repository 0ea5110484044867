/**
 * `npm run i18n:review -- content/translations/fa/pages/about.md`: marks each named translation
 * reviewed by whoever runs it, as git knows them (`git var GIT_AUTHOR_IDENT`), once they have read it
 * against its English. It refuses a translation that is behind its English, has changes not
 * committed, or was last changed by the reviewer. An edit to the English or to the translation
 * afterwards clears the mark, and `npm run i18n:status` lists the file as awaiting review again.
 */
import path from 'node:path';
import { checkAfterRecording, recordEach } from './record-each';
import { reviewTranslation } from '../pipeline/editors/translation-tools';
import { authorIdentity, lastAuthor } from '../pipeline/git';

const root = path.resolve(import.meta.dirname, '..');

const reviewer = authorIdentity(root);
if (reviewer === undefined) {
  console.error(
    'git does not know who you are, and a review records who reviewed: set git config user.name and user.email, then run this again.',
  );
  process.exit(1);
}

const files = process.argv.slice(2).map((file) => path.resolve(file));
if (files.length === 0) {
  console.error(
    'Name the translated files you reviewed, for example: npm run i18n:review -- content/translations/fa/pages/about.md',
  );
  process.exit(1);
}
const reviewed = await recordEach(files, (file) =>
  reviewTranslation(root, file, { reviewer, author: lastAuthor(root, file) }),
);
process.exitCode = await checkAfterRecording(root, reviewed);
