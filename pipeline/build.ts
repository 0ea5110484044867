import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type UserConfig } from 'vite';
import type { Language, Site } from '../schemas';
import { PREVIEW_CONTENT_PATH } from '../shared/editor-files';
import type { ServerEntry } from '../shared/server-entry';
import { ContentByKey } from './content/content-by-key';
import { ContentError } from './content/problem';
import { bundleVerifier, VERIFIER_FILE } from './publish/verifier';
import { readTrust } from './content/trust';
import { ContentStore } from './content/store';
import { feedLinks, feedSources, versionFeedSources } from './feeds/feeds';
import { assetPlan, type ViteManifest } from './prerender/assets';
import { SiteOutput } from './prerender/site-output';
import { buildDay, buildMoment } from './content/build-day';
import { asProductionBuild } from './publish/build-time';
import { offlineArchives, type ArchiveInput } from './publish/offline-archive';
import { NO_ZIM_WRITER_NOTICE, zimWriter } from './publish/zim-archive';
import { sealSite, siteSigningKey, UNSIGNED_NOTICE } from './publish/site-signing';
import { prerender, type PrerenderedPage } from './prerender/prerender';
import { publishedFiles } from './prerender/published-files';
import { copyPublicFiles } from './prerender/public-files';
import { CopyCache } from './media/encode';
import { PUBLIC_DIR } from './media/library';
import { writePictures } from './media/write';
import {
  assertDeployConfigsCurrent,
  DEPLOY_CONFIGS,
  EDITOR_REDIRECTS,
  editorHeadersFile,
  headersFile,
} from './security/deploy-configs';
import { SECURITY_TXT_PATH, securityTxt } from './security/security-txt';
import { SHARE_IMAGE } from './seo/head';
import { shareImagePng } from './seo/share-image';
import { siteFiles } from './prerender/site-files';
import { everyPage, searchPlan, searchSynonyms, writeSiteSearch } from './search/site-search';
import { browserBuild, editorConfig, serverBuild, siteConfig } from './vite/config';
import { ownFlags } from '../shared/flags';

/** What a finished build reports: the time it took, the pages it wrote, and the site settings. */
export interface BuildResult {
  seconds: number;
  /** The seconds each step took, in order: content, scripts, pages, files, search, seal. */
  steps: [string, number][];
  site: Site;
  pages: PrerenderedPage[];
  /** The site's languages, its own first. */
  languages: Language[];
  /** The offline build's archives, one per language, with their sizes in bytes. */
  archives?: {
    language: string;
    file: string;
    size: number;
    files: number;
    zim?: { file: string; size: number };
  }[];
}

/** The app that draws every page, which the server build bundles. */
const SERVER_ENTRY = 'src/entry-server.tsx';

/** The prerender's worker, which the server build bundles with the app. */
const WORKER_ENTRY = 'pipeline/prerender/render-worker.ts';

/** The files a Vite build made, by their paths in its folder, as it handed them over in memory. */
function bundleFiles(result: Awaited<ReturnType<typeof build>>): Map<string, Uint8Array> {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) =>
    'output' in each ? each.output : [],
  );
  return new Map(
    outputs.map((file) => [
      file.fileName,
      file.type === 'chunk'
        ? Buffer.from(file.code)
        : typeof file.source === 'string'
          ? Buffer.from(file.source)
          : file.source,
    ]),
  );
}

/** A build's Vite manifest, from its files in memory. */
const viteManifest = (files: ReadonlyMap<string, Uint8Array>): ViteManifest =>
  JSON.parse(Buffer.from(files.get('.vite/manifest.json') ?? '{}').toString('utf8')) as ViteManifest;

/** The page every page is written into. */
const TEMPLATE = 'index.html';

/**
 * Where the hosted editor is written for a site written into `outDir`: the folder beside it, such as
 * `dist-editor/` beside `dist/`. It is published at the editor's own origin (`editing.origin`), never
 * at the site's, so no page of the site can read the git host's token Decap keeps in its origin.
 */
export const editorOutDir = (outDir: string) => `${outDir}-editor`;

/**
 * The files the editor's origin needs from the project's public folder: its icon, which Decap shows.
 * It keeps no copy of the site's pictures: Decap shows them, in its media library and its preview,
 * from the git host, as pictures (blob: addresses), never as pages of the editor's origin.
 */
const EDITOR_PUBLIC_FILES = ['favicon.svg'];

/**
 * Where a build on this machine keeps the copies of pictures it made (pipeline/media/encode.ts).
 * A build in CI, publishing's among them, keeps none and makes every copy afresh.
 */
const pictureCache = (root: string) =>
  process.env.CI === 'true' ? undefined : new CopyCache(path.join(root, 'node_modules/.cache/media'));

/** Swaps a finished folder into place, keeping the previous one until the new one is there. */
async function swapInto(finished: string, target: string): Promise<void> {
  const previous = `${target}.previous`;
  await rm(previous, { recursive: true, force: true });
  await rename(target, previous).catch(() => undefined);
  await rename(finished, target);
  await rm(previous, { recursive: true, force: true });
}

/** What a build may leave out. */
export interface BuildOptions {
  /**
   * Whether to build the hosted editor too; true unless set. A test that reads only the public site
   * leaves it out: it is most of a build's time, and the site's own files do not depend on it.
   */
  editor?: boolean;
  /**
   * Builds the copy for mirrors and the onion service (`npm run build:mirror`): the same commit's
   * site, but the server page shows the site's own flags (written to `/flags/<code>.svg` from the
   * flag-icons package) instead of the flag service's, and every page's policy, and the `_headers`
   * file, allows images from the site alone. A reader of a mirror may be where the flag service is
   * blocked, and on the onion any request that leaves it is refused; either way the flag service
   * would learn who reads. It is signed and sealed like the main site, and never has an editor:
   * the main build makes that.
   */
  mirror?: boolean;
  /**
   * Builds the offline archives instead (`npm run build:offline`): the mirror's site, with each page
   * drawn to be read from a folder (its links name files, since no host is there to find a folder's
   * `index.html`) and without scripts, which browsers refuse from a folder; packed per language into
   * a sealed zip that support can send, and signed as the main site is (pipeline/publish/offline-archive.ts).
   */
  offline?: boolean;
}

/**
 * Packs the offline build's archives (pipeline/publish/offline-archive.ts) into `staging/archives`,
 * signed with the site's key when the publishing job gives it.
 */
async function packArchives(
  root: string,
  staging: string,
  input: Omit<ArchiveInput, 'key'>,
): Promise<NonNullable<BuildResult['archives']>> {
  const key = await siteSigningKey(root, process.env);
  if (!key) console.log(UNSIGNED_NOTICE);
  const writer = zimWriter();
  if (!writer) console.log(NO_ZIM_WRITER_NOTICE);
  const { archives, written } = await offlineArchives({ ...input, key }, { zimWriter: writer });
  const folder = path.join(staging, 'archives');
  await mkdir(folder, { recursive: true });
  for (const [file, bytes] of written) await writeFile(path.join(folder, file), bytes);
  return archives.map(({ language, file, bytes, files, zim }) => ({
    language,
    file,
    size: bytes.length,
    files,
    ...(zim && { zim }),
  }));
}

/** The folder `npm run build:mirror` writes the mirror build into, beside `dist/`. */
export const MIRROR_DIR = 'dist-mirror';

/**
 * Builds the project at `root` into `outDir`, and the hosted editor into `editorOutDir(outDir)`:
 * checks the content, builds the browser's scripts (the islands and small behaviours) and the server
 * bundle, prerenders every page, builds the editor as a site of its own, and only then swaps both
 * results into place. A build that fails at any step leaves the last good folders exactly as they
 * were. The content is read once, and the Vite plugins and the prerender share it. With
 * `editor: false`, the editor is neither built nor its folder touched.
 */
export function buildSite(
  root: string,
  outDir = path.join(root, 'dist'),
  options: BuildOptions = {},
): Promise<BuildResult> {
  const copy: Copy = options.offline ? 'offline' : options.mirror ? 'mirror' : 'site';
  return asProductionBuild(() => buildInto(root, outDir, copy === 'site' && (options.editor ?? true), copy));
}

/** Which copy a build makes: the main site, the mirrors' and the onion's, or the offline archives. */
type Copy = 'site' | 'mirror' | 'offline';

async function buildInto(
  root: string,
  outDir: string,
  withEditor: boolean,
  copy: Copy,
): Promise<BuildResult> {
  // The mirror's and the offline archives' pages ask no other host for anything.
  const mirror = copy !== 'site';
  const offline = copy === 'offline';
  const started = performance.now();
  const steps: [string, number][] = [];
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push([name, (now - last) / 1000]);
    last = now;
  };
  // The moment and the day the build is made for: SOURCE_DATE_EPOCH's when it is set, so that a
  // build of one commit gives the same files on any machine, day or time zone.
  const moment = buildMoment();
  // The same check as `npm run check:content`, before anything is written: a content problem stops
  // the build with the same lines, and the output folder is never touched.
  const store = new ContentStore({ root, today: buildDay() }).load();
  const loaded = await store.result();
  const { problems, files, versions, pictures } = loaded;
  if (!loaded.content) throw new ContentError(problems, files.length, { ci: process.env.CI === 'true' });
  await assertDeployConfigsCurrent(root, { ...loaded.content.site, languages: loaded.content.languages });
  // The content is checked as it is written, so the privacy policy is held to the main site's flag
  // settings in both builds (it says which copy asks whom); the mirror's pages, in every language,
  // are then drawn with the site's own flags.
  const drawn = <T extends { site: Site }>(each: T): T =>
    mirror ? { ...each, site: ownFlags(each.site) } : each;
  const content = drawn(loaded.content);
  const languages = loaded.languages?.map((each) => ({ ...each, content: drawn(each.content) }));
  step('content');

  // The one-file verifier is bundled beside the rest of the build, which it shares nothing with.
  const verifier = bundleVerifier(root, content.site, readTrust(root).keys ?? []);
  verifier.catch(() => undefined);

  // A folder of its own per build, so builds running side by side never share one.
  const staging = path.join(root, `.build-${process.pid}-${randomUUID().slice(0, 8)}`);
  const siteDir = path.join(staging, 'site');
  const serverDir = path.join(staging, 'server');
  const editorDir = path.join(staging, 'editor');
  let editor: Promise<unknown> = Promise.resolve();
  try {
    const viteConfig = (outDir: string): UserConfig =>
      mergeConfig(siteConfig(store, { ownFlags: mirror }), {
        root,
        configFile: false,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      });
    // The editor's build shares nothing with the site's, so it runs beside them, into a folder of its own.
    if (withEditor) editor = build(editorConfig(viteConfig(editorDir), root));
    // Its failure is reported where it is awaited; until then it must not count as unhandled.
    editor.catch(() => undefined);
    // Every file of the site goes through `output`, which takes each one's digest as it writes it.
    // The offline build keeps what it writes, to pack it without reading it back.
    const output = new SiteOutput(siteDir, { keep: offline });
    // The browser's bundle and the server's share nothing but the content, so they are made side by side.
    const [browser, serverFiles] = (
      await Promise.all([
        build(browserBuild(viteConfig(siteDir), root)),
        build(
          serverBuild(viteConfig(serverDir), { 'entry-server': SERVER_ENTRY, 'render-worker': WORKER_ENTRY }),
        ),
      ])
    ).map(bundleFiles);
    // The browser's scripts, and the stylesheet and the files it names, go beside the pages; the
    // server's code and the builds' manifests, which a static host has no use for, stay behind.
    const published = (file: string) => !file.startsWith('.vite/');
    for (const [file, bytes] of browser) if (published(file)) await output.write(file, bytes);
    for (const [file, bytes] of serverFiles)
      if (published(file) && file.startsWith('assets/') && !file.endsWith('.js'))
        await output.write(file, bytes);
    const serverFile = path.join(serverDir, 'entry-server.js');
    const server = ((await import(pathToFileURL(serverFile).href)) as { default: ServerEntry }).default;
    step('scripts');

    // The pages say whether the canary or the report is late by the build's day, as they publish by it.
    const day = buildDay();
    const data = new ContentByKey(content, versions, languages, {
      day,
      ...(offline && { offline: { made: day } }),
    });
    const siteLanguages = (languages ?? []).map((each) => each.language);
    const feeds = feedSources(content);
    const versionFeeds = versionFeedSources(content, versions ?? new Map());
    const [source] = siteLanguages;
    const search = searchPlan(data.addresses, source.tag);
    const written = await prerender(output, {
      server,
      serverDir,
      template: await readFile(path.join(root, TEMPLATE), 'utf8'),
      assets: assetPlan(viteManifest(browser), viteManifest(serverFiles), [...serverFiles.keys()]),
      pages: data,
      site: content.site,
      feeds: feedLinks(feeds, versionFeeds),
      languages: siteLanguages,
      indexed: search.indexed,
      synonyms: searchSynonyms(siteLanguages, (key) => data.get(key)),
      offline,
      // The search page lists every page search indexed, so it is drawn once they are.
      last: search.listing,
      beforeLast: (first) => {
        for (const [tag, list] of everyPage(first, data.addresses, siteLanguages))
          data.setEveryPage(tag === source.tag ? undefined : tag, list);
      },
    });
    const pages = written.map((each) => each.page);
    step('pages');
    // The mirror's hosts that read `_headers` send its own policy, which names no flag service.
    const headers = path.posix.relative(PUBLIC_DIR, DEPLOY_CONFIGS.headers);
    const replaced =
      copy === 'mirror' ? { [headers]: headersFile({ ...content.site, languages: content.languages }) } : {};
    await copyPublicFiles(root, output, replaced);
    await writePictures(root, output, pictures?.values() ?? [], pictureCache(root));
    const files = siteFiles(
      content.site,
      { feeds, versionFeeds, published: await publishedFiles(root, content) },
      pages,
    );
    for (const [url, text] of Object.entries(files)) await output.write(url.slice(1), text);
    step('files');
    // The search's data is for its script, which the offline pages never load; their search page
    // lists every page without it.
    if (!offline)
      await writeSiteSearch(output, { written, addresses: data.addresses, languages: siteLanguages });
    step('search');
    await output.write(SECURITY_TXT_PATH.slice(1), securityTxt(content.site, moment));
    await output.write(VERIFIER_FILE, await verifier);
    await output.write(SHARE_IMAGE.path.slice(1), shareImagePng(server.mascotSvg(content.site.mascotAlt)));
    await editor;
    if (withEditor) {
      // The editor is a site of its own, for its own origin: its pages at /admin/, the preview's
      // content, its icon, and the headers of its policy, which the public site's never carry.
      const previewContent = path.join(editorDir, PREVIEW_CONTENT_PATH);
      await mkdir(path.dirname(previewContent), { recursive: true });
      await writeFile(previewContent, JSON.stringify(data.previewContent()));
      for (const file of EDITOR_PUBLIC_FILES) {
        const source = path.join(root, 'public', file);
        if (existsSync(source)) await cp(source, path.join(editorDir, file), { recursive: true });
      }
      const headerSettings = { ...content.site, languages: content.languages };
      await writeFile(path.join(editorDir, '_headers'), editorHeadersFile(headerSettings));
      await writeFile(path.join(editorDir, '_redirects'), EDITOR_REDIRECTS);
    }
    // Last, once every file is in place: the manifest of the site's files, made from the digests
    // taken as they were written, signed when the key is given.
    if (offline) {
      const archives = await packArchives(root, staging, {
        site: content.site,
        languages: siteLanguages,
        pages: pages.map((page) => ({ url: page.url, file: page.file, status: page.status })),
        files: output.files(),
        bytes: output.kept(),
        moment,
      });
      await swapInto(path.join(staging, 'archives'), outDir);
      step('seal');
      const seconds = (performance.now() - started) / 1000;
      return { seconds, steps, site: content.site, pages, languages: siteLanguages, archives };
    }
    const signed = new Map(
      Object.entries(files).map(([url, text]) => [url.slice(1), Buffer.from(text)] as const),
    );
    await sealSite(siteDir, { root, moment, written: { files: output.files(), bytes: signed } });

    await swapInto(siteDir, outDir);
    if (withEditor) await swapInto(editorDir, editorOutDir(outDir));
    step('seal');
    const seconds = (performance.now() - started) / 1000;
    return { seconds, steps, site: content.site, pages, languages: siteLanguages };
  } finally {
    // A build that failed early waits for the editor's, so nothing writes into the staging folder after it is gone.
    await editor.catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}
