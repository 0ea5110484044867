import type { PageScripts } from '../../shared/server-entry';
import { behaviourSource, islandSource } from './entries';

/** One chunk of a Vite manifest: the file a source became, and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A Vite manifest: which built file each source became and which chunks it imports. */
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The web fonts a page in a language paints its first words with, by the start of their built file
 * names (src/styles/languages.css declares the faces). A language not named here is set in the
 * visitor's system fonts and preloads nothing.
 */
const FIRST_PAINT_FONTS: Readonly<Record<string, readonly string[]>> = {
  // Persian text: most of the page. Its Latin words (product and protocol names) take the system font.
  fa: ['vazirmatn-arabic-wght-normal-'],
};

/**
 * What a page links to beyond its HTML, as plain data that a prerender worker is handed: the site's
 * stylesheet, the browser build's manifest (each island's and behaviour's script and the chunks it
 * imports), and the fonts each language preloads. Every address is from the site's root.
 */
export interface AssetPlan {
  stylesheet: string;
  browser: ViteManifest;
  fonts: Record<string, string[]>;
}

/**
 * The plan of the built files, from the two builds' manifests and the names of the files they wrote,
 * as Vite handed them over in memory: nothing is read back from the output folder.
 */
export function assetPlan(
  browser: ViteManifest,
  server: ViteManifest,
  assetFiles: readonly string[],
): AssetPlan {
  const stylesheet = server['style.css']?.file;
  if (!stylesheet) throw new Error('the server build wrote no stylesheet (style.css in its manifest)');
  // Found only through the stylesheet, a font is asked for once the page is styled, too late for the
  // tenth of a second an optional font may hold the first paint (src/styles/languages.css), so the
  // first page a visitor opens would nearly always be set in the fallback.
  const fonts: Record<string, string[]> = {};
  for (const [tag, stems] of Object.entries(FIRST_PAINT_FONTS)) {
    fonts[tag] = stems.map((stem) => {
      const file = assetFiles.find((name) => name.startsWith(`assets/${stem}`) && name.endsWith('.woff2'));
      if (!file) throw new Error(`the build has no font file named ${stem}*.woff2 for ${tag} pages`);
      return `/${file}`;
    });
  }
  return { stylesheet: `/${stylesheet}`, browser, fonts };
}

/** The scripts a page with these islands and behaviours runs, and the chunks they import, to preload. */
export function scriptFiles(
  plan: AssetPlan,
  { islands, behaviours }: PageScripts,
): { entries: string[]; imports: string[] } {
  const { browser } = plan;
  const chunk = (source: string) => {
    const found = browser[source];
    if (!found) throw new Error(`a page asks for ${source}, which the browser build has no entry for`);
    return found;
  };
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
}

/** The preload link of one font file, at `href` as the page links it. */
export function fontPreload(href: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />`;
}
