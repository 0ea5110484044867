// Runs one of the project's TypeScript command-line scripts: `node scripts/run.mjs scripts/check-content.ts ...`.
//
// Loading some sixty TypeScript modules one by one through tsx's loader costs about a second of
// processor time before a script does any work, which is most of the content check's time on an
// ordinary edit. Here esbuild bundles the script and the project's modules it imports into one file
// under node_modules/.cache, which plain Node then runs; packages stay outside the bundle and load
// as usual. The bundle is made again only when a file it was made from has changed, and esbuild is
// loaded only then: loading it takes longer than an unchanged content check's own work. This file is
// plain JavaScript because it is what lets the TypeScript run.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Name the script to run, for example: node scripts/run.mjs scripts/check-content.ts');
  process.exit(2);
}

// A bundle holds the absolute places of its sources, and a copy of the project made by a test shares
// this project's node_modules, so each project folder has bundles of its own.
const cacheDir = path.join(
  root,
  'node_modules/.cache/scripts',
  createHash('sha256').update(root).digest('hex').slice(0, 12),
);
const name = path
  .relative(root, path.resolve(entry))
  .replace(/[\\/]/g, '__')
  .replace(/\.tsx?$/, '');
const bundle = path.join(cacheDir, `${name}.mjs`);
const sources = path.join(cacheDir, `${name}.sources.json`);

/** Whether the bundle was made from the files as they are now, by their modification times. */
function isFresh() {
  try {
    const made = JSON.parse(readFileSync(sources, 'utf8'));
    return Object.entries(made).every(([file, time]) => statSync(path.join(root, file)).mtimeMs === time);
  } catch {
    return false;
  }
}

// Each module keeps the folder and address of its own source file, which the scripts use to find
// the project's root, rather than those of the bundle.
const ownLocation = {
  name: 'own-location',
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => ({
      contents: readFileSync(file, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
      loader: file.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

if (!isFresh()) {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  // Written beside and then renamed, so that two commands started at once never run half a bundle.
  const temporary = `${bundle}.${process.pid}`;
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.resolve(entry)],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'error',
    plugins: [ownLocation],
  });
  renameSync(temporary, bundle);
  const made = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => [file, statSync(path.join(root, file)).mtimeMs]),
  );
  writeFileSync(sources, JSON.stringify(made));
}

process.argv = [process.argv[0], path.resolve(entry), ...args];
await import(pathToFileURL(bundle).href);
