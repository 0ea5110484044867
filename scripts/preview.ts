/** `npm run preview`: serves `dist/` at http://localhost:4173 the way a static host would. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer } from './static-server';

// `--dir DIR` serves another build, such as the one the browser tests make.
const dirFlag = process.argv.indexOf('--dir');
const dist = path.resolve(
  dirFlag > 0 ? process.argv[dirFlag + 1] : path.join(import.meta.dirname, '../dist'),
);
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`There is no build in ${dist} yet: run npm run build first.`);
  process.exit(1);
}
createStaticServer(dist).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dist} at http://localhost:${port}`);
});
