/**
 * `npm run bench:scale`: builds a copy of the site with 3 (its own), 1,000 and 5,000 blog posts,
 * cold, and prints the build time, the pages written, and the gzipped JS and the HTML of `/blog`, a
 * tag page and a post page at each count, with each byte figure as a multiple of the first count's.
 * Writes bench/scale-report.json and exits with 1 if one of those pages loads any script, or grows
 * past the `scale` limits of bench/budget.json.
 *
 * Options: `--posts 3,1000` (the counts; the site's own number of posts stands for the site as it
 * is), `--astro` (also build the same posts with Astro, installed into a temporary folder, right after
 * each of our builds), `--astro-version 5.18` (the version npm installs).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { budgetSchema } from '../tools/bench/budget';
import {
  checkScaleBudget,
  formatTable,
  installAstro,
  machine,
  measureScale,
  parseCounts,
  removeTempFoldersNow,
  siteSubjects,
  type AstroInstall,
} from '../tools/bench/scale';

const root = path.resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    posts: { type: 'string' },
    astro: { type: 'boolean', default: false },
    'astro-version': { type: 'string', default: '5.18' },
  },
});

// A stopped run still removes its temporary folders, which hold thousands of files each.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeTempFoldersNow();
    process.exit(130);
  });
}

async function main(): Promise<number> {
  const budgetFile = path.join(root, 'bench/budget.json');
  const parsed = budgetSchema.safeParse(JSON.parse(await readFile(budgetFile, 'utf8')));
  if (!parsed.success) throw new Error(`bench/budget.json:\n${z.prettifyError(parsed.error)}`);
  const limits = parsed.data.scale;
  if (!limits) throw new Error('bench/budget.json has no "scale" limits for this bench');

  const subjects = await siteSubjects(root);
  const counts = parseCounts(
    options.posts ?? [subjects.ownPosts, ...limits.posts].join(','),
    subjects.ownPosts,
  );
  console.log(
    `Following ${subjects.routes.join(', ')} at ${counts.map((posts) => posts.toLocaleString('en-US')).join(', ')} posts`,
  );

  let astro: AstroInstall | undefined;
  try {
    if (options.astro) {
      console.log(`Installing astro@${options['astro-version']} into a temporary folder...`);
      astro = await installAstro(options['astro-version']);
    }
    const runs = await measureScale({ counts, subjects, astro, log: (line) => console.log(line) });
    const verdict = checkScaleBudget(runs, limits, subjects);

    const report = {
      measuredAt: new Date().toISOString(),
      machine: machine(),
      subjects,
      runs,
      limits,
      ...verdict,
    };
    const reportFile = path.join(root, 'bench/scale-report.json');
    // Formatted as the project's Prettier settings would, so `npm run format` passes with the report in the tree.
    const text = await format(JSON.stringify(report), {
      ...(await resolveConfig(reportFile)),
      parser: 'json',
    });
    await writeFile(reportFile, text);

    console.log(
      `\nGzipped at zlib's default level; KB are 1,000 bytes.\n\n${formatTable(runs)}\n\nReport: bench/scale-report.json`,
    );
    if (verdict.notChecked) {
      console.log(`\nBudget not checked: ${verdict.notChecked}.`);
      return 0;
    }
    if (verdict.breaches.length === 0) {
      console.log('\nWithin budget.');
      return 0;
    }
    console.error(`\nOver budget (bench/budget.json, "scale"):\n  ${verdict.breaches.join('\n  ')}`);
    return 1;
  } finally {
    await astro?.remove();
  }
}

process.exitCode = await main();
