/**
 * `node scripts/run.mjs scripts/test-build.ts`: makes sure the tests' build folder (`E2E_DIST`, or
 * `.e2e-dist`) holds a build of the sources as they are today, and builds the site into it only when
 * it does not (tools/test/test-build.ts). The browser tests' web server runs it before serving the
 * folder, so `npm test` builds the site once for the HTML check, the unit tests and the browser tests.
 */
import path from 'node:path';
import { ensureTestBuild } from '../tools/test/test-build';

const root = path.resolve(import.meta.dirname, '..');

try {
  const { dir, seconds, pages } = await ensureTestBuild();
  const where = path.relative(root, dir) || '.';
  console.log(
    seconds === undefined
      ? `${where}/ already holds a build of these sources, made today.`
      : `Prerendered ${pages} pages into ${where}/ in ${seconds.toFixed(1)} s`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
