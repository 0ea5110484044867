import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/** What one page makes the browser download, read off its HTML. */
export interface RouteBytes {
  route: string;
  /** The same page's address in the site's own language, /blog/:id's pattern is matched against it. */
  source: string;
  js: AssetTotal;
  css: AssetTotal;
  /**
   * The files the page asks for before it is complete: the page itself, its stylesheet, scripts,
   * preloaded fonts, pictures and icon. (The speculation rules, which the host names in a header
   * and lets browsers keep for a day, are not counted.)
   */
  requests: number;
  /** What the page gives a visitor to interact with beyond links, by which its script budget is set. */
  interactive: 'none' | 'behaviour' | 'island';
}

/** A sum over a page's files: how many, their size on disk, and their size gzipped. */
export interface AssetTotal {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/** The gzip size of a file, at zlib's default level, as a server compressing on the fly sends it. */
export function gzipSize(content: Buffer): number {
  return gzipSync(content).length;
}

async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      // The editor is an application of its own, not a page of the site.
      if (entry.isDirectory()) return relative === 'admin' ? [] : htmlFiles(dir, relative);
      return entry.name === 'index.html' ? [relative] : [];
    }),
  );
  return nested.flat();
}

const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`);

/** A page's address in the site's own language: /fa/blog is /blog, /fa is /. */
function sourceRoute(route: string, languageTags: readonly string[]): string {
  const first = route.split('/')[1];
  return languageTags.includes(first) ? route.slice(first.length + 1) || '/' : route;
}

/**
 * The JS and CSS each prerendered page loads, and how many files it asks for, read from its HTML:
 * module scripts and their preloads, stylesheets, font preloads, pictures and the icon. Files are
 * counted once per page even when named twice. `languageTags` are the tags of the languages other
 * than the site's own, which start their pages' addresses.
 */
export async function routeBytes(dir: string, languageTags: readonly string[] = []): Promise<RouteBytes[]> {
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = async (href: string) => {
    if (!sizes.has(href)) {
      const content = await readFile(path.join(dir, decodeURIComponent(new URL(href, 'http://x/').pathname)));
      sizes.set(href, { bytes: content.length, gzipBytes: gzipSize(content) });
    }
    return sizes.get(href) as { bytes: number; gzipBytes: number };
  };
  const ownFiles = (hrefs: string[]) =>
    [...new Set(hrefs)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
  const total = async (hrefs: string[]): Promise<AssetTotal> => {
    const files = ownFiles(hrefs);
    const each = await Promise.all(files.map(sizeOf));
    return {
      files,
      bytes: each.reduce((sum, size) => sum + size.bytes, 0),
      gzipBytes: each.reduce((sum, size) => sum + size.gzipBytes, 0),
    };
  };

  const results: RouteBytes[] = [];
  for (const file of (await htmlFiles(dir)).sort()) {
    const html = await readFile(path.join(dir, file), 'utf8');
    const document = parse(html);
    const attribute = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    const js = [...attribute('script[src]', 'src'), ...attribute('link[rel="modulepreload"][href]', 'href')];
    const css = attribute('link[rel="stylesheet"][href]', 'href');
    const others = [
      ...attribute('link[rel="preload"][href]', 'href'),
      ...attribute('link[rel="icon"][href]', 'href'),
      ...attribute('img[src]', 'src'),
    ];
    const islands = attribute('[data-island]', 'data-island');
    const behaviours = attribute('[data-behaviour]', 'data-behaviour');
    results.push({
      route: routeOf(file),
      source: sourceRoute(routeOf(file), languageTags),
      js: await total(js),
      css: await total(css),
      requests: 1 + new Set([...js, ...css, ...others]).size,
      interactive: islands.length > 0 ? 'island' : behaviours.length > 0 ? 'behaviour' : 'none',
    });
  }
  // The home page first, then the rest in the order of their addresses.
  return results.sort((a, b) =>
    a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route),
  );
}
