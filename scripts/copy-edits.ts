/**
 * `npm run test:copy-edits`: the proof that copy is content, in the tests too. It copies the project
 * into a temporary folder, rewords every piece of copy under `content/` the way an editor may (every
 * text and template the schemas allow, the headings and a paragraph of each markdown body), checks
 * that the content is still valid, then runs the unit tests and the browser tests there. Any test
 * that pins today's wording fails. Takes about ten minutes.
 *
 * `-- --no-unit` or `-- --no-browser` leaves one suite out; `-- --keep` keeps the edited copy;
 * `-- --list` prints every edit. Exits with 1 if the edits are refused or any test fails.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { proveCopyIsContent } from '../tools/test/copy-edits-proof';
import { formatTotals } from '../tools/ci/test-totals';

const { values } = parseArgs({
  options: {
    'no-unit': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

const result = await proveCopyIsContent({
  root: path.resolve(import.meta.dirname, '..'),
  unit: !values['no-unit'],
  browser: !values['no-browser'],
  keep: values.keep,
});

console.log('\nCopy edits');
if (values.list) {
  for (const edit of result.edits) {
    console.log(
      `  ${edit.file} ${edit.field}: ${JSON.stringify(edit.before)} -> ${JSON.stringify(edit.after)}`,
    );
  }
}
console.log(`  edits made:    ${result.edits.length}`);
console.log(`  files touched: ${result.files.length} (${result.files.join(', ')})`);
console.log(
  `  content check: ${result.contentValid ? 'passed' : 'FAILED: the edits broke a rule of the schemas'}`,
);
if (result.totals) {
  for (const note of result.totals.notes) console.log(`  ${note}`);
  if (result.unit && !values['no-unit']) console.log(`  unit tests:    ${formatTotals(result.unit)}`);
  if (result.browser && !values['no-browser'])
    console.log(`  browser tests: ${formatTotals(result.browser)}`);
  console.log(`  all tests:     ${formatTotals(result.totals)}`);
}
for (const name of result.failed) console.log(`  failed: ${name}`);
if (values.keep) console.log(`  edited copy:   ${result.dir}`);
process.exitCode = result.contentValid && result.totals?.failed === 0 ? 0 : 1;
