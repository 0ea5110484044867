/**
 * `npm run build`: checks the content, then writes `dist/`; a failed build keeps the last good
 * `dist/`. `--out DIR` builds somewhere else, for tests and benches that must not touch `dist/`;
 * `--no-editor` leaves out the hosted editor (`dist-editor/`), for tests that read only the site;
 * `--steps` also prints the seconds each step of the build took. `--mirror` (`npm run build:mirror`)
 * writes the copy for mirrors and the onion service into `dist-mirror/` instead: the same site with
 * its own flags and a policy that names no other host (see `mirror` in pipeline/build.ts).
 * `--offline` (`npm run build:offline`) writes the offline archives into `dist-offline/`: a sealed
 * zip of the site per language, to read from a folder (see `offline` in pipeline/build.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite, MIRROR_DIR } from '../pipeline/build';
import { OFFLINE_DIR } from '../pipeline/publish/offline-archive';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'no-editor': { type: 'boolean', default: false },
    steps: { type: 'boolean', default: false },
    mirror: { type: 'boolean', default: false },
    offline: { type: 'boolean', default: false },
  },
});
const folder = values.offline ? OFFLINE_DIR : values.mirror ? MIRROR_DIR : 'dist';
const outDir = path.resolve(values.out ?? path.join(root, folder));

try {
  const { pages, seconds, steps, archives } = await buildSite(root, outDir, {
    editor: !values['no-editor'],
    mirror: values.mirror,
    offline: values.offline,
  });
  console.log(
    `Prerendered ${pages.length} pages into ${path.relative(root, outDir) || '.'}/ in ${seconds.toFixed(1)} s`,
  );
  for (const archive of archives ?? []) {
    console.log(`  ${archive.file}: ${(archive.size / 1e6).toFixed(2)} MB, ${archive.files} files`);
    if (archive.zim) console.log(`  ${archive.zim.file}: ${(archive.zim.size / 1e6).toFixed(2)} MB`);
  }
  if (values.steps) console.log(steps.map(([name, time]) => `  ${name}: ${time.toFixed(2)} s`).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\nThe build failed; ${path.relative(root, outDir)}/ still holds the last good build.`);
  process.exit(1);
}
