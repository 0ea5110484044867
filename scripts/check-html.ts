/**
 * `npm run check:html [DIR]`: validates every HTML page of a built site (dist/ unless told) with
 * html-validate and the project's `.htmlvalidate.mjs`, prints one line per problem
 * (`about/index.html:46:1752  ... (rule) at #main > p`) and a summary, then runs the bidirectional
 * check over every right-to-left page (tools/bidi/), one line per fragment shown out of its written
 * order with the content file it came from, and exits with 1 if there is any error or fault.
 * `--build` checks the tests' build instead (`E2E_DIST`, or `.e2e-dist`), building it first unless it
 * already holds a build of the sources as they are today, so the check never reads a stale build and
 * never touches dist/: `npm test` runs it that way, and its browser tests then serve the same build.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkSite, formatSiteFault } from '../tools/bidi/site';
import { htmlReportLines, validateSite } from '../tools/html/validate';
import { ensureTestBuild, testBuildDir } from '../tools/test/test-build';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  options: { build: { type: 'boolean', default: false } },
  allowPositionals: true,
});

const dir = values.build ? testBuildDir : path.resolve(positionals[0] ?? path.join(root, 'dist'));

try {
  if (values.build) {
    const { pages, seconds } = await ensureTestBuild(root, dir);
    console.log(
      seconds === undefined
        ? `Checking the build in ${path.relative(root, dir)}/, made today from these same sources.`
        : `Built ${pages} pages in ${seconds.toFixed(1)} s to check them.`,
    );
  }
  const report = await validateSite(dir);
  const lines = htmlReportLines(report);
  const invalid = report.problems.some((problem) => problem.severity === 'error');
  (invalid ? console.error : console.log)(lines.join('\n'));
  const bidi = await checkSite(dir, root);
  if (bidi.faults.length > 0) {
    console.error(bidi.faults.map(formatSiteFault).join('\n'));
    console.error(
      `${bidi.faults.length} fragments of ${bidi.pages.length} right-to-left pages show out of their written order.`,
    );
  } else {
    console.log(`All ${bidi.pages.length} right-to-left pages show every fragment in its written order.`);
  }
  process.exitCode = invalid || bidi.faults.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (!values.build)
    console.error('Build the site first (npm run build), name the folder to check, or pass --build.');
  process.exitCode = 1;
}
