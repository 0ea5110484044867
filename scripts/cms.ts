/**
 * `npm run cms`: the browser editor on this machine. It serves the site's dev server with the
 * editor at /admin/, saving straight into this working tree's files through Decap's local backend,
 * with the content check in front of every save. PORT picks the port (5174 unless set).
 *
 * `npm run cms -- --workflow` runs the editorial workflow instead, on this git repository: each
 * change is saved on a branch of its own (cms/<collection>/<entry>), goes from draft to in review
 * to ready, and reaches the branch checked out only when it is published, past the content check.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { siteConfig } from '../pipeline/vite/config';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5174);
const { values } = parseArgs({ options: { workflow: { type: 'boolean', default: false } } });

let server;
try {
  const config = siteConfig(undefined, { localEditing: true, workflow: values.workflow });
  server = await createServer({
    ...config,
    root,
    configFile: false,
    server: { ...config.server, port, strictPort: true, host: '127.0.0.1' },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await server.listen();
console.log(
  `The editor is at http://localhost:${port}/admin/ (the site itself at http://localhost:${port}/).`,
);
console.log(
  values.workflow
    ? 'Each change is kept on a branch of its own until it is published into this branch; press Ctrl+C to stop.'
    : 'It saves into the files of this folder; press Ctrl+C to stop.',
);
