/**
 * `npm run check:html [DIR]`: validates every HTML page of a built site (dist/ unless told) with
 * html-validate and the project's `.htmlvalidate.mjs`, prints one line per problem
 * (`about/index.html:46:1752  ... (rule) at #main > p`) and a summary, and exits with 1 if there is
 * any error. `--build` first builds the site into a folder of its own, so the check never reads a
 * stale dist/ and never touches it: `npm test` runs it that way.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../pipeline/build';
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
  const failed = report.problems.some((problem) => problem.severity === 'error');
  (failed ? console.error : console.log)(lines.join('\n'));
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (!values.build)
    console.error('Build the site first (npm run build), name the folder to check, or pass --build.');
  process.exitCode = 1;
} finally {
  if (values.build) await rm(buildDir, { recursive: true, force: true });
}
