/**
 * `npm run bench:content`: adds 5,000 generated posts to a copy of `content/` (`--posts N` for
 * another number), then times the content check over it as a whole process, start-up included,
 * beside a plain script that only reads the files and parses their front matter, and the check of
 * an edit in `npm run dev` and of a save in the local editor from the store kept in memory (`--runs
 * N` each, default 5). Then one large post (tools/bench/large-post.ts). Exits with 1 when over a
 * limit: 2 s for the whole process, 0.2 s for an edit or a save, 2 s for each line of the large post.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchContentCheck, reportLines } from '../tools/bench/content-check';
import { benchLargePost, largePostLines } from '../tools/bench/large-post';

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '5000' }, runs: { type: 'string', default: '5' } },
});
const posts = Number(values.posts);
const runs = Number(values.runs);
if (!Number.isInteger(posts) || posts < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('--posts should be a whole number from 0, and --runs one from 1');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const report = await benchContentCheck(root, posts, runs);
const { lines, ok } = reportLines(report);
console.log(lines.join('\n'));
const large = largePostLines(await benchLargePost(root, runs));
console.log(large.lines.join('\n'));
process.exitCode = ok && large.ok ? 0 : 1;
