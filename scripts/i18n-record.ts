/**
 * `npm run i18n:record -- content/translations/fa/pages/about.md`: notes in each named translation
 * the English it translates now, once its translator has brought it up to date. `--all` records every
 * translation, which only a translator who has checked them all should do.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAfterRecording, recordEach } from './record-each';
import { TRANSLATIONS_DIR } from '../pipeline/content/files';
import { listFiles } from '../pipeline/content/list-files';
import { recordTranslation } from '../pipeline/editors/translation-tools';

const root = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { all: { type: 'boolean', default: false } },
});
const folder = path.join(root, 'content', TRANSLATIONS_DIR);
const files = values.all
  ? listFiles(folder).map((file) => path.join(folder, file))
  : positionals.map((file) => path.resolve(file));
if (files.length === 0) {
  console.error(
    'Name the translated files to record, for example: npm run i18n:record -- content/translations/fa/pages/about.md',
  );
  process.exit(1);
}
const recorded = await recordEach(files, (file) => recordTranslation(root, file));
process.exitCode = await checkAfterRecording(root, recorded);
