import type { RenderedPage } from '../../shared/server-entry';
import { relativeAddressesInHtml } from '../../shared/paths';
import { escapeHtml } from '../seo/head';

/**
 * One page as a whole document: the page template (`index.html`) with the page's language and
 * direction on `<html>`, its head tags, and its HTML. The prerender and the dev server both write
 * pages with it, so the dev server shows what the build publishes. The template's own links (the
 * icon) are written relative to the page, as the page's are, when its links are (`linksFrom`).
 */
export function pageDocument(template: string, page: RenderedPage, head: readonly string[]): string {
  const { tag, dir } = page.language;
  const from = page.linksFrom;
  return (from === undefined ? template : relativeAddressesInHtml(template, from))
    .replace('<html lang="en">', `<html lang="${escapeHtml(tag)}" dir="${dir}">`)
    .replace('<!--app-head-->', head.join('\n    '))
    .replace('<!--app-html-->', page.html);
}
