import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BROWSER_TARGET } from '../../pipeline/vite/config';
import { gzipSize } from './route-bytes';

/** The least an island can cost: React and react-dom's client hydrating one element, and nothing else. */
const FLOOR_ENTRY = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.body, createElement('p', null, 'floor'));
`;

/**
 * The gzipped JavaScript of React and react-dom's client alone, built the way the site's islands
 * are (the same Vite, React plugin and target, minified), so an island page's cost can be read
 * against what React itself costs, measured in the same run.
 */
export async function reactFloorBytes(root: string): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'react-floor-'));
  try {
    await writeFile(path.join(dir, 'floor.js'), FLOOR_ENTRY);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      // React is found in the project's own packages.
      resolve: {
        alias: {
          react: path.join(root, 'node_modules/react'),
          'react-dom': path.join(root, 'node_modules/react-dom'),
        },
      },
      build: {
        outDir: path.join(dir, 'out'),
        target: BROWSER_TARGET,
        rollupOptions: { input: path.join(dir, 'floor.js') },
      },
    });
    const out = path.join(dir, 'out');
    const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.js'));
    const sizes = await Promise.all(
      files.map(async (file) => gzipSize(await readFile(path.join(out, file)))),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
