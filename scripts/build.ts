/**
 * `npm run build`: checks the content, builds the browser and server bundles, prerenders every
 * page, and only then swaps the result into `dist/`. A build that fails at any step leaves the last
 * good `dist/` exactly as it was.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Site } from '../schemas';
import { loadContent } from '../src/content/load';
import { ContentError } from '../src/content/problem';
import { prerender, type ServerEntry } from '../src/prerender';
import { assertDeployConfigsCurrent } from '../src/security/deploy-configs';
import { writeSecurityTxt } from '../src/security/security-txt';
import { writeShareImage } from '../src/seo/share-image';
import { writeSiteFiles } from '../src/seo/site-files';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** What a finished build reports: the time it took, and the site settings it was built with. */
export interface BuildResult {
  seconds: number;
  site: Site;
}

/** Builds the project at `root` into `outDir`. */
export async function buildSite(
  outDir = path.join(projectRoot, 'dist'),
  root = projectRoot,
): Promise<BuildResult> {
  const started = performance.now();
  // The same check as `npm run check:content`, before anything is written: a content problem stops
  // the build with the same lines, and dist/ is never touched.
  const check = await loadContent({ root });
  if (check.problems.length > 0) {
    throw new ContentError(check.problems, check.files.length, { ci: process.env.CI === 'true' });
  }
  // A folder of its own per build, so builds running side by side never share one.
  const staging = path.join(root, `.build-${process.pid}-${randomUUID().slice(0, 8)}`);
  const clientDir = path.join(staging, 'client');
  const serverDir = path.join(staging, 'server');
  try {
    await build({
      root,
      configLoader: 'runner',
      logLevel: 'warn',
      build: { outDir: clientDir, emptyOutDir: true },
    });
    await build({
      root,
      configLoader: 'runner',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
    });
    const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
    // The pages carry the policy in a meta tag; the deploy configs must send the same one.
    await assertDeployConfigsCurrent(root, server.site);
    const pages = await prerender(clientDir, server);
    await writeSiteFiles(
      clientDir,
      { posts: server.posts, site: server.site, feed: server.blogPage.feed },
      pages,
    );
    await writeSecurityTxt(clientDir, server.site);
    await writeShareImage(clientDir, server.site.mascotAlt);
    // The manifest served the prerender; a static host has no use for it.
    await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
    const previous = `${outDir}.previous`;
    await rm(previous, { recursive: true, force: true });
    await rename(outDir, previous).catch(() => undefined);
    await rename(clientDir, outDir);
    await rm(previous, { recursive: true, force: true });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Prerendered ${pages.length} pages into ${path.relative(root, outDir)}/ in ${seconds.toFixed(1)} s`,
    );
    return { seconds, site: server.site };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `--out DIR` builds somewhere other than dist/, for tests that must not touch the real build.
  const outFlag = process.argv.indexOf('--out');
  const outDir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : undefined;
  buildSite(outDir).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error('\nThe build failed; dist/ still holds the last good build.');
    process.exit(1);
  });
}
