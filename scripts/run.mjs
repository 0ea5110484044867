// Runs one of the project's TypeScript command-line scripts: `node scripts/run.mjs scripts/check-content.ts ...`.
//
// Loading some sixty TypeScript modules one by one through tsx's loader costs about a second of
// processor time before a script does any work, which is most of the content check's time on an
// ordinary edit. Here esbuild bundles the script and the project's modules it imports into a folder
// under node_modules/.cache, which plain Node then runs. A module the script imports with `import()`
// goes into a chunk of its own, loaded only when that import runs, so a script pays at start only for
// what it always needs. Packages stay outside the bundle and load as usual, except for the scripts
// in BUNDLED_PACKAGES. The bundle is made again only when a file it was made from has changed, and
// esbuild is loaded only then: loading it takes longer than an unchanged content check's own work.
// This file is plain JavaScript because it is what lets the TypeScript run.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Name the script to run, for example: node scripts/run.mjs scripts/check-content.ts');
  process.exit(2);
}

// The scripts whose start is held to a time budget: the content check, whose run with nothing
// changed must take under half a second. Node loads a package of many modules one module at a time,
// which for the schemas' and parsers' packages (zod, yaml, markdown-it, i18n-iso-countries) costs
// three times what loading them bundled does. Other scripts keep their packages outside, where
// packages that find their own files at run time (Vite, Playwright) expect to be.
const BUNDLED_PACKAGES = new Set(['scripts/check-content.ts']);

// The file npm rewrites whenever it installs, which stands for every package a bundle holds.
const INSTALLED = 'node_modules/.package-lock.json';
// This file, whose way of bundling a bundle was made with.
const SELF = 'scripts/run.mjs';

// A bundle holds the absolute places of its sources, and a copy of the project made by a test shares
// this project's node_modules, so each project folder has bundles of its own.
const cacheDir = path.join(
  root,
  'node_modules/.cache/scripts',
  createHash('sha256').update(root).digest('hex').slice(0, 12),
);
const script = path.relative(root, path.resolve(entry)).split(path.sep).join('/');
const name = script.replace(/\//g, '__').replace(/\.tsx?$/, '');
const bundlesPackages = BUNDLED_PACKAGES.has(script);
// What the current bundle was made from, and the folder it is in.
const made = path.join(cacheDir, `${name}.sources.json`);

/** The current bundle's folder, if it was made from the files as they are now, by their modification times. */
function freshBundle() {
  try {
    const { folder, sources } = JSON.parse(readFileSync(made, 'utf8'));
    // A bundle made before this file was one of its sources is made again.
    const fresh =
      Object.hasOwn(sources, SELF) &&
      Object.entries(sources).every(([file, time]) => statSync(path.join(root, file)).mtimeMs === time);
    return fresh ? path.join(cacheDir, folder) : undefined;
  } catch {
    return undefined;
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

// A module that imports a package's JSON file, as the schemas import the English country names,
// gets it inlined: Node loads a JSON module only with an import attribute, which the browser build,
// vitest and tsx do not need.
const inlineJson = {
  name: 'inline-json',
  setup(plugin) {
    plugin.onResolve({ filter: /\.json$/ }, ({ path: specifier, resolveDir }) => ({
      path: createRequire(path.join(resolveDir, 'index.js')).resolve(specifier),
    }));
  },
};

// zod re-exports all of its sixty-odd languages' messages as `z.locales`, which the project never
// reads: it registers English itself, and the content check words its own messages. In a bundle
// they are a third of zod's code, compiled on every start, so the bundle gets English alone.
const englishZod = {
  name: 'english-zod',
  setup(plugin) {
    plugin.onLoad(
      { filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ },
      ({ path: file }) => ({
        contents: "export { default as en } from './en.js';",
        resolveDir: path.dirname(file),
      }),
    );
  },
};

/** Bundles the script into a folder of its own, and records what it was made from; returns the folder. */
async function bundle() {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  // A new folder for each bundle, named when it is complete: a command started meanwhile, or one
  // still running that loads a chunk later, keeps the folder it began with.
  const building = path.join(cacheDir, `${name}.${process.pid}.building`);
  rmSync(building, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [name]: path.resolve(entry) },
    outdir: building,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'error',
    plugins: [ownLocation, inlineJson, ...(bundlesPackages ? [englishZod] : [])],
    ...(bundlesPackages
      ? {
          // Node compiles every byte of a bundle as it starts; without its spaces and with its
          // syntax shortened, the content check's is a quarter smaller and starts sooner. Names are
          // kept, so a stack trace still names its functions.
          minifyWhitespace: true,
          minifySyntax: true,
          // A package written as CommonJS asks for Node's own modules with require, which a module
          // bundled as ESM has to be given.
          banner: {
            js: "import { createRequire as __ownRequire } from 'node:module'; const require = __ownRequire(import.meta.url);",
          },
        }
      : { packages: 'external' }),
  });
  const own = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  const sources = Object.fromEntries(
    [...own, SELF, ...(bundlesPackages ? [INSTALLED] : [])].map((file) => [
      file,
      statSync(path.join(root, file)).mtimeMs,
    ]),
  );
  const digest = createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 12);
  const folder = `${name}.${digest}`;
  // The same sources make the same folder name. When another command, started at the same moment,
  // made that folder first, it may be loading from it: ours is set aside and theirs kept.
  try {
    renameSync(building, path.join(cacheDir, folder));
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(building, { recursive: true, force: true });
  }
  const temporary = `${made}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ folder, sources }));
  renameSync(temporary, made);
  removeOldBundles(folder);
  return path.join(cacheDir, folder);
}

/** Removes this script's bundles older than a day, which no command still running can be using. */
function removeOldBundles(current) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const other of readdirSync(cacheDir)) {
    if (other === current || !other.startsWith(`${name}.`) || other.endsWith('.json')) continue;
    const place = path.join(cacheDir, other);
    if (statSync(place).mtimeMs < dayAgo) rmSync(place, { recursive: true, force: true });
  }
}

const folder = freshBundle() ?? (await bundle());
process.argv = [process.argv[0], path.resolve(entry), ...args];
await import(pathToFileURL(path.join(folder, `${name}.mjs`)).href);
