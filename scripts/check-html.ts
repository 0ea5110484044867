/**
 * `npm run check:html [DIR]`: validates every HTML page of a built site (dist/ unless told) with
 * html-validate and the project's `.htmlvalidate.mjs`, prints one line per problem
 * (`about/index.html:46:1752  ... (rule) at #main > p`) and a summary, then runs the bidirectional
 * check over every right-to-left page (tools/bidi/), one line per fragment shown out of its written
 * order with the content file it came from, and exits with 1 if there is any error or fault. `--build` first builds the site into a folder of its own, so the check never reads a
 * stale dist/ and never touches it: `npm test` runs it that way.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../pipeline/build';
import { checkSite, formatSiteFault } from '../tools/bidi/site';
import { htmlReportLines, validateSite } from '../tools/html/validate';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  options: { build: { type: 'boolean', default: false } },
  allowPositionals: true,
});

// Inside the project, like the build's own staging folder, so the finished build can be moved into
// place (a temporary folder may be on another file system); node_modules/ is ignored by every tool.
// One folder per run, so two runs side by side never share one.
const buildDir = path.join(root, `node_modules/.cache/check-html-${process.pid}`);
const dir = values.build ? buildDir : path.resolve(positionals[0] ?? path.join(root, 'dist'));

try {
  if (values.build) {
    await mkdir(path.dirname(buildDir), { recursive: true });
    const { pages, seconds } = await buildSite(root, buildDir);
    console.log(`Built ${pages.length} pages in ${seconds.toFixed(1)} s to check them.`);
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
} finally {
  if (values.build) await rm(buildDir, { recursive: true, force: true });
}
