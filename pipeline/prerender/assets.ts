import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageScripts } from '../../shared/server-entry';
import { behaviourSource, islandSource } from './entries';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page links to beyond its HTML: the site's stylesheet, and the scripts of its islands and behaviours. */
export interface PageAssets {
  /** The site's one stylesheet, which every page links and the browser keeps after the first. */
  stylesheet: string;
  /** The scripts a page with these islands and behaviours runs, and the chunks they import, to preload. */
  scripts(page: PageScripts): { entries: string[]; imports: string[] };
}

/** Reads a Vite manifest, which says which built file each source became and which chunks it imports. */
async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The built files pages link to: the stylesheet from the server build, which holds every
 * component's styles in the order the pages import them, and each island's and behaviour's script
 * from the browser build.
 */
export async function pageAssets(browserDir: string, serverDir: string): Promise<PageAssets> {
  const browser = await readManifest(browserDir);
  const server = await readManifest(serverDir);
  const stylesheet = server['style.css']?.file;
  if (!stylesheet) throw new Error('the server build wrote no stylesheet (style.css in its manifest)');
  const chunk = (source: string) => {
    const found = browser[source];
    if (!found) throw new Error(`a page asks for ${source}, which the browser build has no entry for`);
    return found;
  };
  return {
    stylesheet: `/${stylesheet}`,
    scripts({ islands, behaviours }) {
      const entries = [...islands.map(islandSource), ...behaviours.map(behaviourSource)].map(chunk);
      const imports = new Set<string>();
      const visit = (key: string) => {
        const file = browser[key].file;
        if (imports.has(file)) return;
        imports.add(file);
        browser[key].imports?.forEach(visit);
      };
      entries.forEach((entry) => entry.imports?.forEach(visit));
      return {
        entries: entries.map((entry) => `/${entry.file}`),
        imports: [...imports].map((file) => `/${file}`),
      };
    },
  };
}
