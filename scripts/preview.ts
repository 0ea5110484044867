/**
 * `npm run preview`: serves `dist/` at http://localhost:4173 the way a static host would. `--dir DIR`
 * serves another build, such as the one the browser tests make; PORT picks the port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from '../tools/serve/static-server';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dist = path.resolve(values.dir ?? path.join(import.meta.dirname, '../dist'));
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`There is no build in ${dist} yet: run npm run build first.`);
  process.exit(1);
}
createStaticServer(dist).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dist} at http://localhost:${port}`);
});
