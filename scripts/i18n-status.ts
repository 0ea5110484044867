/**
 * `npm run i18n:status`: what is translated into each of the site's languages, file by file: up to
 * date, outdated (and which sections of the English changed), or missing. Translation lag never stops
 * a build, so it exits 0 unless `--strict` is given, which fails while anything is outdated or missing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { translationReport } from '../pipeline/editors/translation-tools';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } });
const { lines, complete, ok } = await translationReport(root);
console.log(lines.join('\n'));
process.exitCode = !ok || (values.strict && !complete) ? 1 : 0;
