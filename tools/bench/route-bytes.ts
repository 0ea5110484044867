import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/** The code and styles one page makes the browser download before it can run. */
export interface RouteBytes {
  route: string;
  js: AssetTotal;
  css: AssetTotal;
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
      if (entry.isDirectory()) return htmlFiles(dir, relative);
      return entry.name === 'index.html' ? [relative] : [];
    }),
  );
  return nested.flat();
}

const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`);

/**
 * The JS and CSS each prerendered page loads, read from its HTML: module scripts and their
 * preloads, and stylesheets. Files are counted once per page even when linked twice.
 */
export async function routeBytes(dir: string): Promise<RouteBytes[]> {
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = async (href: string) => {
    if (!sizes.has(href)) {
      const content = await readFile(path.join(dir, decodeURIComponent(new URL(href, 'http://x/').pathname)));
      sizes.set(href, { bytes: content.length, gzipBytes: gzipSize(content) });
    }
    return sizes.get(href) as { bytes: number; gzipBytes: number };
  };
  const total = async (hrefs: string[]): Promise<AssetTotal> => {
    const files = [...new Set(hrefs)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
    const each = await Promise.all(files.map(sizeOf));
    return {
      files,
      bytes: each.reduce((sum, size) => sum + size.bytes, 0),
      gzipBytes: each.reduce((sum, size) => sum + size.gzipBytes, 0),
    };
  };

  const results: RouteBytes[] = [];
  for (const file of (await htmlFiles(dir)).sort()) {
    const document = parse(await readFile(path.join(dir, file), 'utf8'));
    const attribute = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    const js = [...attribute('script[src]', 'src'), ...attribute('link[rel="modulepreload"][href]', 'href')];
    const css = attribute('link[rel="stylesheet"][href]', 'href');
    results.push({ route: routeOf(file), js: await total(js), css: await total(css) });
  }
  // The home page first, then the rest in the order of their addresses.
  return results.sort((a, b) =>
    a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route),
  );
}
