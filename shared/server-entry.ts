import type { ContentLookup } from './content-keys';
import type { PageMeta } from './page-meta';

/** The browser modules a page loads: those of its islands and those of its small behaviours, by name. */
export interface PageScripts {
  /** `src/islands/<name>.tsx`, for each island the page shows. */
  islands: string[];
  /** `src/behaviours/<name>.ts`, for each small behaviour the page's markup asks for. */
  behaviours: string[];
}

/** One page as the app's server bundle draws it for the prerender. */
export interface RenderedPage {
  html: string;
  status: number;
  meta: PageMeta;
  /** The page modules it was drawn with, `src/pages/<page>.tsx`. */
  pages: string[];
  /** The scripts the page needs in the browser; none for a page with nothing to interact with but links. */
  scripts: PageScripts;
  /** The page's language: its tag, writing direction and locale, and the part its addresses start with ('' or /fa). */
  language: { tag: string; dir: 'ltr' | 'rtl'; base: string; locale: string };
  /** The address of the same page in the site's own language. */
  source: string;
  /** In a language other than the site's own: whether the page is translated, outdated or missing. */
  translation?: 'translated' | 'outdated' | 'missing';
  /**
   * The address the page's links are written relative to (shared/paths.ts `relativeAddress`), which
   * its head's links follow too; none for a page whose links are written from the site's root.
   */
  linksFrom?: string;
}

/**
 * What the app's server bundle (`src/entry-server.tsx`) offers the build. The build never imports
 * the app's source; it loads the bundle Vite made and calls these.
 */
export interface ServerEntry {
  /** Draws one address of the site from the content `lookup` finds. */
  render(url: string, lookup: ContentLookup): Promise<RenderedPage>;
  /** The mascot drawing as SVG markup, for the picture that link previews show. */
  mascotSvg(label: string): string;
}
