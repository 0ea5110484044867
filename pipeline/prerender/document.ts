import type { Site } from '../../schemas';
import { relativeAddress } from '../../shared/paths';
import type { RenderedPage } from '../../shared/server-entry';
import { escapeHtml, pageHead, type Alternate, type FeedLink } from '../seo/head';
import { fontPreload } from './assets';

/** The site's icon, which every page names and the offline archive's ZIM file is illustrated with. */
export const ICON = '/favicon.svg';

/** What a page's head holds beside its own words: the files it links, and how search engines see it. */
export interface DocumentParts {
  site: Site;
  feeds: readonly FeedLink[];
  /** Whether search engines may list it: a page of status 200 that does not ask to be left out. */
  indexable: boolean;
  /** The same page in every language, and x-default; none for a page search engines skip. */
  alternates?: readonly Alternate[];
  /** Its canonical address when it is another page's: a page shown in English for want of a translation. */
  canonical?: string;
  /** The files it links, each from the site's root: stylesheets, fonts to preload, modules to preload, scripts. */
  files: { stylesheets: string[]; fonts: string[]; preloads: string[]; scripts: string[] };
}

/**
 * One page as a whole document: the page template (`index.html`) with the page's language and
 * direction on `<html>`, its head and its HTML. The prerender and the dev server both write pages
 * with it, so the dev server shows what the build publishes. The head links the site's files as the
 * page's body links its pages: relative to the page (`linksFrom`), so the folder works under any
 * prefix and from a folder, except on the not-found page, whose links are written from the root.
 * The template names no address itself, so nothing in it is rewritten.
 */
export function pageDocument(
  template: string,
  url: string,
  page: RenderedPage,
  parts: DocumentParts,
): string {
  const from = page.linksFrom;
  const address = (target: string) => (from === undefined ? target : relativeAddress(target, from));
  const { site, files } = parts;
  const head = [
    ...pageHead(
      {
        url,
        meta: page.meta,
        indexable: parts.indexable,
        alternates: parts.alternates,
        ...(parts.canonical && { canonical: parts.canonical }),
      },
      // Link previews name the page's own locale, fa_IR on a Persian page.
      {
        ...site,
        locale: page.language.locale,
        dir: page.language.dir,
        feeds: parts.feeds.map((feed) => ({ ...feed, href: address(feed.href) })),
        shareImageAlt: site.mascotAlt,
      },
    ),
    `<link rel="icon" type="image/svg+xml" href="${address(ICON)}" />`,
    ...files.stylesheets.map((file) => `<link rel="stylesheet" href="${address(file)}" />`),
    ...files.fonts.map((file) => fontPreload(address(file))),
    ...files.preloads.map((file) => `<link rel="modulepreload" href="${address(file)}" />`),
    ...files.scripts.map((file) => `<script type="module" src="${address(file)}"></script>`),
  ];
  const { tag, dir } = page.language;
  return (
    template
      .replace('<html lang="en">', `<html lang="${escapeHtml(tag)}" dir="${dir}">`)
      // Replaced by functions, so a `$&` in a page's words is written as it stands.
      .replace('<!--app-head-->', () => head.join('\n    '))
      .replace('<!--app-html-->', () => page.html)
  );
}
