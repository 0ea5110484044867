/**
 * `npm run legal:record`: records a new version of each legal text whose wording changed, once the
 * editor has written the change entry at the top of its `changes`. `npm run legal:record --
 * content/legal/terms.md` records that text only. The content check then passes again.
 *
 * `-- --base <branch>` records a proposed change, such as a pull request's branch, against the
 * branch it goes into: the changes that branch has not published are this change's own, and are
 * recorded again as one version however often the wording moved on. The pull request workflows
 * (.github/workflows/pull-request.yml, .gitlab-ci.yml) run it on every editor's branch.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAfterRecording, recordEach } from './record-each';
import { guardedTexts, recordedFingerprints, recordVersion } from '../pipeline/editors/record-version';
import { fileAt } from '../pipeline/git';

const root = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string' } },
});
const named = positionals.map((file) => path.relative(root, path.resolve(file)).split(path.sep).join('/'));
const texts = guardedTexts().filter((text) => named.length === 0 || named.includes(text.file));
const unknown = named.filter((file) => !texts.some((text) => text.file === file));
if (unknown.length > 0) {
  console.error(
    `${unknown.join(', ')}: not a guarded text; the guarded texts are ${guardedTexts()
      .map((text) => text.file)
      .join(', ')}`,
  );
  process.exit(1);
}
const recorded = await recordEach(texts, (text) =>
  recordVersion(
    root,
    text,
    values.base === undefined ? undefined : recordedFingerprints(fileAt(root, values.base, text.file)),
  ),
);
process.exitCode = await checkAfterRecording(root, recorded);
