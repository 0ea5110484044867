import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The web fonts a page in a language paints its first words with, by the start of their built file
 * names (src/styles/languages.css declares the faces). A language not named here is set in the
 * visitor's system fonts and preloads nothing.
 */
const FIRST_PAINT_FONTS: Readonly<Record<string, readonly string[]>> = {
  // Persian text: most of the page. Its Latin words (product and protocol names) take the system font.
  fa: ['vazirmatn-arabic-wght-normal-'],
};

/** The preload link of one font file, at `href` as the page links it. */
export function fontPreload(href: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />`;
}

/**
 * The fonts a page in each language needs for its first paint, by language tag, each as its address
 * from the site's root (/assets/…woff2), for the page to preload.
 * Found only through the stylesheet, a font is asked for only once the page is styled, too late
 * for the tenth of a second an optional font may hold the first paint (src/styles/languages.css),
 * so the first page a visitor opens would nearly always be set in the fallback.
 */
export async function fontPreloads(outDir: string): Promise<ReadonlyMap<string, string[]>> {
  const assets = await readdir(path.join(outDir, 'assets'));
  const links = new Map<string, string[]>();
  for (const [tag, stems] of Object.entries(FIRST_PAINT_FONTS)) {
    links.set(
      tag,
      stems.map((stem) => {
        const file = assets.find((name) => name.startsWith(stem) && name.endsWith('.woff2'));
        if (!file) throw new Error(`the build has no font file named ${stem}*.woff2 for ${tag} pages`);
        return `/assets/${file}`;
      }),
    );
  }
  return links;
}
