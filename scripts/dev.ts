/**
 * `npm run dev`: the dev server. It draws each page as the build does, with drafts and posts dated
 * later shown, and brings an edit of the content onto the open page in place. PORT picks the port
 * (5173 unless set).
 *
 * It is started here, from the bundle scripts/run.mjs makes, rather than by `vite` reading
 * vite.config.ts: Vite runs a config file's modules in a runner it closes once the config is read,
 * and the content store loads openpgp.js later, when it first reads a signed statement.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { siteConfig } from '../pipeline/vite/config';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);

const config = siteConfig();
const server = await createServer({
  ...config,
  root,
  configFile: false,
  server: { ...config.server, port, strictPort: true, host: '127.0.0.1' },
});
await server.listen();
console.log(`The site is at http://localhost:${port}/; press Ctrl+C to stop.`);
