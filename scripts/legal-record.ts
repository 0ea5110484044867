/**
 * `npm run legal:record`: records a new version of each legal text whose wording changed, once the
 * editor has written the change entry at the top of its `changes`. `npm run legal:record --
 * content/legal/terms.md` records that text only. The content check then passes again.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from '../pipeline/content/check';
import { guardedTexts, recordVersion } from '../pipeline/content/record-version';

const root = path.resolve(import.meta.dirname, '..');
const { positionals } = parseArgs({ allowPositionals: true });
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
let refused = false;
for (const text of texts) {
  const result = await recordVersion(root, text);
  console.log(`${result.file} ${result.message}`);
  refused ||= !result.recorded && !result.message.startsWith('is recorded already');
}
const { ok, lines } = await checkContent(root);
console.log(ok ? lines.at(-1) : `\n${lines.join('\n')}`);
process.exitCode = refused || !ok ? 1 : 0;
