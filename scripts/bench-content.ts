/**
 * `npm run bench:content`: adds 5,000 generated posts to a copy of `content/` (`--posts N` for
 * another number), then times the content check over it as whole processes, start-up included,
 * with no cache, with nothing changed since the last check, and with one post changed, both as
 * `npm run check:content` and as the process npm starts, beside a plain script that only reads the
 * files and parses their front matter, and beside the check with no cache over the site's own
 * content alone, which is what any check with no cache costs (`--runs N` each, default 5). Then
 * one large post: the scan of a 4 MB body of 120,000 links on its own, and the check of the content
 * with that post (refused unread, over the size limit) and with a post at the limit, read whole
 * (tools/bench/large-post.ts). Exits with 1 when the process is over its limits: 2 s with no cache,
 * 0.5 s with nothing or one post changed, 2 s for each line of the large post.
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
