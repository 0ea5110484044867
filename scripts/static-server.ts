import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * Serves a built site the way a static host does: `/terms` and `/terms/` answer with
 * `terms/index.html`, hashed assets are cached for a year, and any other path gets `404.html` with
 * status 404.
 */
export function createStaticServer(dir: string): Server {
  const serve = sirv(dir, {
    extensions: ['html'],
    // A precompressed `file.gz` beside a file is sent to browsers that accept gzip, as a production
    // host compresses; the bench writes them so its measurements see the bytes a visitor downloads.
    gzip: true,
    dotfiles: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return createServer((req, res) => {
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      createReadStream(path.join(dir, '404.html')).pipe(res);
    });
  });
}
