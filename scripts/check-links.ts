/**
 * `npm run check:links [dir]`: reads every HTML page of a built site (dist/ unless told) and checks
 * that each link to the site itself leads to a page or file of the build, and each #anchor to an
 * element with that id on the page it names.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLinks, formatBrokenLink } from '../tools/html/links';

const { positionals } = parseArgs({ allowPositionals: true });
const dir = path.resolve(positionals[0] ?? 'dist');
try {
  const { broken, links, pages } = await checkLinks(dir);
  if (broken.length === 0) {
    console.log(
      `All ${links} links to the site on ${pages} pages in ${path.relative('.', dir) || '.'}/ resolve.`,
    );
  } else {
    console.error(broken.map(formatBrokenLink).join('\n'));
    console.error(`\n${broken.length} of ${links} links lead nowhere.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('Build the site first (npm run build), or name the folder to check.');
  process.exitCode = 1;
}
