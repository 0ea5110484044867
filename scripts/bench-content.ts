/**
 * `npm run bench:content`: adds 5,000 generated posts to a copy of `content/` (`--posts N` for
 * another number), then times `npm run check:content` over it as a whole process, start-up
 * included, against a plain script that only reads the files and parses their front matter, in the
 * same run (`--runs N` each, default 5). Exits with 1 over the limits: 2 s, and 3 times that floor.
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
