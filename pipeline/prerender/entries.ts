import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folder of the islands: components a visitor interacts with, each hydrated on its own. */
const ISLANDS_DIR = 'src/islands';

/** The folder of the small behaviours: a few lines of script each, with no React. */
const BEHAVIOURS_DIR = 'src/behaviours';

/** The module of an island, by its name. */
export const islandSource = (name: string) => `${ISLANDS_DIR}/${name}.tsx`;

/** The module of a behaviour, by its name. */
export const behaviourSource = (name: string) => `${BEHAVIOURS_DIR}/${name}.ts`;

/** The file in the islands' folder that makes islands, which is no island itself. */
const ISLAND_MAKER = 'island.tsx';

/**
 * Every script the browser may run: each island and each behaviour, an entry of its own, so that a
 * page loads only the ones it shows. By source file, from the project's root.
 */
export function browserEntries(root: string): string[] {
  const modules = (dir: string, extension: string) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith(extension) && !name.includes('.test.') && name !== ISLAND_MAKER)
      .map((name) => `${dir}/${name}`);
  return [...modules(ISLANDS_DIR, '.tsx'), ...modules(BEHAVIOURS_DIR, '.ts')].sort();
}
