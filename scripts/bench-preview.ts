/**
 * `npm run bench:preview`: starts the dev server on a copy of the project, opens a page in Chromium,
 * and times content edits from the save to the new words on screen; it also says whether the page
 * kept its scroll position and a form's input (a reload would lose both). `--runs N` per page
 * (default 10); CHROMIUM_PATH picks the browser.
 */
import { parseArgs } from 'node:util';
import { measurePreview } from '../tools/bench/preview';
import { median } from '../tools/bench/stats';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs should be a whole number from 1, not ${values.runs}`);
  process.exit(1);
}

const report = await measurePreview({ runs, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const file of [...new Set(report.runs.map((run) => run.file))]) {
  const times = report.runs.filter((run) => run.file === file).map((run) => run.milliseconds);
  console.log(
    `${file} (${report.runs.find((run) => run.file === file)!.page}): save to screen in ${median(times)} ms median, ` +
      `${Math.min(...times)}–${Math.max(...times)} ms over ${times.length} edits`,
  );
}
console.log(
  `Page reloaded: ${report.reloaded ? 'yes' : 'no'}; form input kept: ${report.formKept ? 'yes' : 'no'}; ` +
    `scroll position kept: ${report.scrollKept ? 'yes' : 'no'}`,
);
process.exitCode = report.reloaded || !report.formKept || !report.scrollKept ? 1 : 0;
