/**
 * `npm run cms`: the browser editor on this machine. It serves the site's dev server with the
 * editor at /admin/, saving straight into this working tree's files through Decap's local backend,
 * with the content check in front of every save. PORT picks the port (5174 unless set).
 */
import path from 'node:path';
import { createServer } from 'vite';
import { siteConfig } from '../pipeline/vite/config';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5174);

const server = await createServer({
  ...siteConfig(undefined, { localEditing: true }),
  root,
  configFile: false,
  server: { port, strictPort: true, host: '127.0.0.1' },
});
await server.listen();
console.log(
  `The editor is at http://localhost:${port}/admin/ (the site itself at http://localhost:${port}/).`,
);
console.log('It saves into the files of this folder; press Ctrl+C to stop.');
