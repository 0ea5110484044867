import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type UserConfig } from 'vite';
import type { Language, Site } from '../schemas';
import { PREVIEW_CONTENT_PATH } from '../shared/editor-files';
import type { ServerEntry } from '../shared/server-entry';
import { PageData } from './content/page-data';
import { ContentError } from './content/problem';
import { ContentStore } from './content/store';
import { feedLinks, feedSources, versionFeedSources } from './feeds/feeds';
import { pageAssets } from './prerender/assets';
import { prerender, type PrerenderedPage } from './prerender/prerender';
import { publishedFiles } from './prerender/published-files';
import { assertDeployConfigsCurrent } from './security/deploy-configs';
import { writeSecurityTxt } from './security/security-txt';
import { writeShareImage } from './seo/share-image';
import { writeSiteFiles } from './prerender/site-files';
import { browserBuild, editorConfig, serverBuild, siteConfig } from './vite/config';

/** What a finished build reports: the time it took, the pages it wrote, and the site settings. */
export interface BuildResult {
  seconds: number;
  site: Site;
  pages: PrerenderedPage[];
  /** The site's languages, its own first. */
  languages: Language[];
}

/** The app that draws every page, which the server build bundles. */
const SERVER_ENTRY = 'src/entry-server.tsx';

/** The page every page is written into. */
const TEMPLATE = 'index.html';

/**
 * Builds the project at `root` into `outDir`: checks the content, builds the browser's scripts (the
 * islands and small behaviours) and the server bundle, prerenders every page, and only then swaps
 * the result into `outDir`. A build that fails at any step leaves the last good `outDir` exactly as
 * it was. The content is read once, and the Vite plugins and the prerender share it.
 */
export async function buildSite(root: string, outDir = path.join(root, 'dist')): Promise<BuildResult> {
  const started = performance.now();
  // The same check as `npm run check:content`, before anything is written: a content problem stops
  // the build with the same lines, and the output folder is never touched.
  const store = new ContentStore({ root }).load();
  const { content, problems, files, versions, languages } = await store.ready();
  if (!content) throw new ContentError(problems, files.length, { ci: process.env.CI === 'true' });
  await assertDeployConfigsCurrent(root, { ...content.site, languages: content.languages });

  // A folder of its own per build, so builds running side by side never share one.
  const staging = path.join(root, `.build-${process.pid}-${randomUUID().slice(0, 8)}`);
  const siteDir = path.join(staging, 'site');
  const serverDir = path.join(staging, 'server');
  const editorDir = path.join(staging, 'editor');
  let editor: Promise<unknown> = Promise.resolve();
  try {
    const viteConfig = (outDir: string): UserConfig =>
      mergeConfig(siteConfig(store), {
        root,
        configFile: false,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      });
    // The editor's build shares nothing with the site's, so it runs beside them, into a folder of its own.
    editor = build(editorConfig(viteConfig(editorDir), root));
    // Its failure is reported where it is awaited; until then it must not count as unhandled.
    editor.catch(() => undefined);
    await build(browserBuild(viteConfig(siteDir), root));
    await build(serverBuild(viteConfig(serverDir), SERVER_ENTRY));
    // The stylesheet and the files it names go beside the pages; the server's code stays behind.
    await cp(path.join(serverDir, 'assets'), path.join(siteDir, 'assets'), {
      recursive: true,
      filter: (source) => !source.endsWith('.js'),
    });
    const serverFile = path.join(serverDir, 'entry-server.js');
    const server = ((await import(pathToFileURL(serverFile).href)) as { default: ServerEntry }).default;

    const data = new PageData(content, versions, languages);
    const siteLanguages = (languages ?? []).map((each) => each.language);
    const feeds = feedSources(content);
    const versionFeeds = versionFeedSources(content, versions ?? new Map());
    const pages = await prerender(siteDir, {
      server,
      serverFile,
      template: await readFile(path.join(root, TEMPLATE), 'utf8'),
      assets: await pageAssets(siteDir, serverDir),
      pages: data,
      site: content.site,
      feeds: feedLinks(feeds, versionFeeds),
      languages: siteLanguages,
    });
    const published = await publishedFiles(root, content);
    await writeSiteFiles(siteDir, content.site, { feeds, versionFeeds, published }, pages);
    await writeSecurityTxt(siteDir, content.site);
    await writeShareImage(siteDir, server.mascotSvg(content.site.mascotAlt));
    await editor;
    // Its pages go to /admin/, its chunks beside the site's, whose names its hashes keep apart.
    await cp(editorDir, siteDir, { recursive: true });
    const previewContent = path.join(siteDir, PREVIEW_CONTENT_PATH);
    await mkdir(path.dirname(previewContent), { recursive: true });
    await writeFile(previewContent, JSON.stringify(data.previewContent()));
    // The manifest served the prerender; a static host has no use for it.
    await rm(path.join(siteDir, '.vite'), { recursive: true, force: true });

    const previous = `${outDir}.previous`;
    await rm(previous, { recursive: true, force: true });
    await rename(outDir, previous).catch(() => undefined);
    await rename(siteDir, outDir);
    await rm(previous, { recursive: true, force: true });
    const seconds = (performance.now() - started) / 1000;
    return { seconds, site: content.site, pages, languages: siteLanguages };
  } finally {
    // A build that failed early waits for the editor's, so nothing writes into the staging folder after it is gone.
    await editor.catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}
