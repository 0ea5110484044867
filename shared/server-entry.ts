import type { PageMeta } from './page-meta';

/** One page as the app's server bundle draws it for the prerender. */
export interface RenderedPage {
  html: string;
  status: number;
  meta: PageMeta;
  /** The page modules it was drawn with, `src/pages/<page>.tsx`, which the page preloads. */
  pages: string[];
  /** The content modules its loaders read, which the page preloads as well. */
  contentUrls: string[];
  /** The page's language: its tag, writing direction and locale, and the part its addresses start with ('' or /fa). */
  language: { tag: string; dir: 'ltr' | 'rtl'; base: string; locale: string };
  /** The address of the same page in the site's own language. */
  source: string;
  /** In a language other than the site's own: whether the page is translated, outdated or missing. */
  translation?: 'translated' | 'outdated' | 'missing';
}

/** Where the app reads a content module: in the browser it is imported; in the prerender, in memory. */
export type ContentSource = (url: string) => Promise<unknown>;

/**
 * What the app's server bundle (`src/entry-server.tsx`) offers the build. The build never imports
 * the app's source; it loads the bundle Vite made and calls these.
 */
export interface ServerEntry {
  /** Draws one address of the site. */
  render(url: string): Promise<RenderedPage>;
  /** Tells the app where its content modules come from while it prerenders. */
  setContentSource(source: ContentSource): void;
  /** The mascot drawing as SVG markup, for the picture that link previews show. */
  mascotSvg(label: string): string;
}
