/** `npm run preview`: serves `dist/` at http://localhost:4173 the way a static host would. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer } from './static-server';

const dist = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('There is no build in dist/ yet: run npm run build first.');
  process.exit(1);
}
createStaticServer(dist).listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ at http://localhost:${port}`);
});
