/**
 * `npm run check:content`: checks every file under `content/` without building, prints one line per
 * problem (`content/blog/hello.md:4:8  tags[1]: ...`) and a summary, and exits with 1 if there is
 * any problem. With CI=true it also prints GitHub annotations; with `--watch` it checks again after
 * each save. `--root DIR` checks the `content/` folder inside DIR instead of this project's.
 * It keeps nothing between runs: each reads every file.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent, watchContent } from '../pipeline/content/check';

const { values } = parseArgs({
  options: { root: { type: 'string' }, watch: { type: 'boolean', default: false } },
});
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
const ci = process.env.CI === 'true';
const print = (ok: boolean, lines: string[]) => (ok ? console.log : console.error)(lines.join('\n'));

if (values.watch) watchContent(root, ci, print);
else {
  const { ok, lines } = await checkContent(root, ci);
  print(ok, lines);
  process.exitCode = ok ? 0 : 1;
}
