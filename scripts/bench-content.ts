/**
 * `npm run bench:content`: adds 5,000 generated posts to a copy of `content/` (`--posts N` for
 * another number), then times the content check over it as whole processes, start-up included,
 * with no cache, with nothing changed since the last check, and with one post changed, both as
 * `npm run check:content` and as the process npm starts, beside a plain script that only reads the
 * files and parses their front matter, and beside the check with no cache over the site's own
 * content alone, which is what any check with no cache costs (`--runs N` each, default 5). Exits
 * with 1 when the process is over its limits: 2 s with no cache, 0.5 s with nothing or one post
 * changed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchContentCheck, reportLines } from '../tools/bench/content-check';

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '5000' }, runs: { type: 'string', default: '5' } },
});
const posts = Number(values.posts);
const runs = Number(values.runs);
if (!Number.isInteger(posts) || posts < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('--posts should be a whole number from 0, and --runs one from 1');
  process.exit(1);
}
const report = await benchContentCheck(path.resolve(import.meta.dirname, '..'), posts, runs);
const { lines, ok } = reportLines(report);
console.log(lines.join('\n'));
process.exitCode = ok ? 0 : 1;
