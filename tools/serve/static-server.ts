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
 * Serves a built site the way a static host does: `/terms` and `/terms/` answer with
 * `terms/index.html`, hashed assets are cached for a year, any other path gets `404.html` with
 * status 404, and every response carries the headers that the build's `_headers` file gives its
 * path, so the pages run under the same security headers here as on a host.
 */
export function createStaticServer(dir: string): Server {
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
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    // Hosts revalidate pages by default; `_headers` only says what differs, such as the assets' year.
    res.setHeader('Cache-Control', CACHE_CONTROL.other);
    for (const rule of rules) {
      if (!patternMatches(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) {
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
      createReadStream(page).pipe(res);
    };
    // The host reads `_headers` itself and does not publish it.
    if (pathname === '/_headers') notFound();
    else serve(req, res, notFound);
  });
}
