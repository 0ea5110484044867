import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPage, Post, Site } from '../schemas';
import type { RenderResult } from './entry-server';
import type { PageMeta } from './layout/meta';
import { pageSource, postPath, staticPaths, tagPath } from './route-table';
import { contentSecurityPolicy } from './security/headers';
import { escapeHtml, pageHead } from './seo/head';

/** What the prerender needs from the server bundle. */
export interface ServerEntry {
  render(url: string): Promise<RenderResult>;
  posts: Post[];
  site: Site;
  blogPage: BlogPage;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One written page: its URL and the file it went to, relative to the output folder. */
export interface PrerenderedPage {
  url: string;
  file: string;
  status: number;
  meta: PageMeta;
}

/** The URL the not-found page is drawn at; it is written to `404.html`. */
export const NOT_FOUND_URL = '/404';

/** Every URL the site has: the fixed pages, one page per published post, then one per tag. */
export function sitePaths(posts: { id: string; tags: string[] }[]): string[] {
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();
  return [...staticPaths, ...posts.map((post) => postPath(post.id)), ...tags.map(tagPath)];
}

/** The chunk files a page needs beyond the entry, so the browser fetches them with the entry. */
function preloadsFor(manifest: Manifest, routeIds: string[]): string[] {
  const entry = manifest['index.html'];
  const loaded = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)]);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  routeIds.forEach((id) => visit(pageSource(id)));
  return [...files];
}

function fileFor(url: string): string {
  if (url === NOT_FOUND_URL) return '404.html';
  return url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
}

const CHARSET_META = '<meta charset="UTF-8" />';

/**
 * Puts the Content Security Policy in the page itself, for hosts that cannot send it as a header.
 * It goes right after the charset, before anything the policy has to cover.
 */
function withCspMeta(template: string, site: Site): string {
  if (!template.includes(CHARSET_META))
    throw new Error(`index.html should start its <head> with ${CHARSET_META}`);
  const policy = escapeHtml(contentSecurityPolicy(site, 'meta'));
  return template.replace(
    CHARSET_META,
    `${CHARSET_META}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}

/**
 * Renders every URL of the site into `outDir`: `index.html`, `<route>/index.html` and `404.html`,
 * each with its full copy, its own title and description, and preloads for its page's code.
 */
export async function prerender(outDir: string, server: ServerEntry): Promise<PrerenderedPage[]> {
  const template = withCspMeta(await readFile(path.join(outDir, 'index.html'), 'utf8'), server.site);
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const pages: PrerenderedPage[] = [];
  for (const url of [...sitePaths(server.posts), NOT_FOUND_URL]) {
    const result = await server.render(url);
    if (!result.meta) throw new Error(`${url} has no title: its page module exports no handle.meta`);
    const head = [
      ...pageHead(
        { url, meta: result.meta, indexable: url !== NOT_FOUND_URL },
        { ...server.site, feedTitle: server.blogPage.feed.title, shareImageAlt: server.site.mascotAlt },
      ),
      ...preloadsFor(manifest, result.routeIds).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
      ),
    ].join('\n    ');
    const html = template
      .replace('<html lang="en">', `<html lang="${escapeHtml(server.site.language)}">`)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', result.html);
    const file = fileFor(url);
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
    pages.push({ url, file, status: url === NOT_FOUND_URL ? 404 : result.status, meta: result.meta });
  }
  return pages;
}
