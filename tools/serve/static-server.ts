import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { CACHE_CONTROL } from '../../pipeline/security/headers';

/** One block of a `_headers` file: a path pattern and the headers sent with every path it matches. */
export interface HeaderRule {
  /** The path as written, where `*` stands for any run of characters (`/assets/*`). */
  pattern: string;
  /** Each header and its value; no value (`! Name`) takes away a header an earlier block gave. */
  headers: [name: string, value: string | null][];
}

/**
 * Reads a `_headers` file in the format Netlify and Cloudflare Pages share: a line that starts with
 * `/` opens a block for that path, the indented `Name: value` lines under it are its headers, an
 * indented `! Name` detaches a header that an earlier block gave the same path (Cloudflare Pages'
 * syntax), and `#` starts a comment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && line.startsWith('!')) {
      rule.headers.push([line.slice(1).trim(), null]);
      continue;
    }
    if (!rule || colon < 1) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, found "${line}"`);
    }
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a `_headers` path pattern covers a request path. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * A header's value for a request path: Cloudflare Pages puts the part of the path that the pattern's
 * `*` matched where the value says `:splat` (a page's own address in `Onion-Location`, say).
 */
export function headerValue(pattern: string, pathname: string, value: string): string {
  if (!value.includes(':splat') || !pattern.includes('*')) return value;
  const [before, after] = [pattern.slice(0, pattern.indexOf('*')), pattern.slice(pattern.indexOf('*') + 1)];
  const splat = pathname.slice(before.length, pathname.length - after.length);
  return value.replaceAll(':splat', splat);
}

/**
 * The address a static host redirects a request to: a folder's address without its slash, `/terms`
 * when `terms/index.html` exists, to the same address with it, `/terms/`, keeping the query. Pages
 * link each other by their folders (shared/paths.ts), relative to the page, so a page must be read
 * at its slash for its links to land; GitHub Pages, Cloudflare Pages, Netlify, bucket websites and
 * IPFS gateways all redirect so. Undefined when the request needs no redirect.
 */
export function slashRedirect(dir: string, url: URL): string | undefined {
  const { pathname, search } = url;
  if (pathname.endsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const root = path.resolve(dir);
  const inside = path.join(root, decoded);
  if (!inside.startsWith(root + path.sep) || !existsSync(path.join(inside, 'index.html'))) return undefined;
  return `${pathname}/${search}`;
}

/**
 * The not-found page as a mirror under `prefix` serves it: the build writes its addresses from the
 * domain's root (`/assets/site.css`, `/about/`), since a host serves it at any depth, and a mirror
 * under a path names its prefix in front of them, as the README's mirror guide has nginx do with
 * `sub_filter`. Only double-quoted `href`, `src` and `srcset` addresses that start with one slash
 * occur on the page; a link to another host is left alone.
 */
export function notFoundUnder(html: string, prefix: string): string {
  const base = `/${prefix.replace(/^\/+|\/+$/g, '')}/`;
  return html.replace(/(\s(?:href|src|srcset)=")\/(?!\/)/g, `$1${base}`);
}

/** How a static server serves the folder. */
export interface StaticServerOptions {
  /**
   * A path prefix to serve the folder under, such as `p/fa-mirror`, as a bucket, a gateway or a
   * mirror's nginx does: only addresses under `/<prefix>/` answer, and the not-found page names the
   * prefix in its addresses (`notFoundUnder`). None serves the folder at the domain's root.
   */
  prefix?: string;
}

/**
 * Serves a built site the way a static host does: `/terms` redirects to `/terms/`, which answers with
 * `terms/index.html`, hashed assets are cached for a year, any other path gets `404.html` with
 * status 404, and every response carries the headers that the build's `_headers` file gives its
 * path, so the pages run under the same security headers here as on a host.
 */
export function createStaticServer(dir: string, options: StaticServerOptions = {}): Server {
  const root = path.resolve(dir);
  const prefix = options.prefix?.replace(/^\/+|\/+$/g, '');
  const headersFile = path.join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const serve = sirv(dir, {
    extensions: ['html'],
    // A precompressed `file.gz` beside a file is sent to browsers that accept gzip, as a production
    // host compresses; the bench writes them so its measurements see the bytes a visitor downloads.
    gzip: true,
    dotfiles: true,
    etag: true,
  });
  return createServer((req, res) => {
    const requested = new URL(req.url ?? '/', 'http://localhost');
    if (prefix !== undefined) {
      // The prefix's own address without its slash is a folder too; anything outside it is another
      // site's, which this host does not answer.
      if (requested.pathname === `/${prefix}`) {
        res.writeHead(301, { Location: `/${prefix}/${requested.search}` }).end();
        return;
      }
      if (!requested.pathname.startsWith(`/${prefix}/`)) {
        res.writeHead(404).end();
        return;
      }
      requested.pathname = requested.pathname.slice(prefix.length + 1);
      req.url = `${requested.pathname}${requested.search}`;
    }
    const outside = prefix === undefined ? '' : `/${prefix}`;
    const { pathname } = requested;
    // Hosts revalidate pages by default; `_headers` only says what differs, such as the assets' year.
    res.setHeader('Cache-Control', CACHE_CONTROL.other);
    for (const rule of rules) {
      if (!patternMatches(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) {
        // The speculation rules' address and patterns are written from the domain's root, where the
        // site's own hosts serve it; a copy under a prefix sends no such header, and prefetches nothing.
        if (prefix !== undefined && name.toLowerCase() === 'speculation-rules') continue;
        if (value === null) res.removeHeader(name);
        else res.setHeader(name, headerValue(rule.pattern, pathname, value));
      }
    }
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // A missing file under /assets/ may exist after the next deploy: never let a browser keep the 404.
      res.setHeader('Cache-Control', CACHE_CONTROL.other);
      // A language under its own tag, /fa/, has a not-found page of its own, in its language, as on a host.
      const own = path.join(dir, pathname.split('/')[1] ?? '', '404.html');
      const page = pathname.split('/').length > 2 && existsSync(own) ? own : path.join(dir, '404.html');
      if (prefix === undefined) createReadStream(page).pipe(res);
      else res.end(notFoundUnder(readFileSync(page, 'utf8'), prefix));
    };
    const slashed = slashRedirect(root, requested);
    // The host reads `_headers` itself and does not publish it.
    if (pathname === '/_headers') notFound();
    else if (slashed) res.writeHead(301, { Location: `${outside}${slashed}` }).end();
    else serve(req, res, notFound);
  });
}
