import type { RenderedPage } from '../../shared/server-entry';
import { escapeHtml } from '../seo/head';

/**
 * One page as a whole document: the page template (`index.html`) with the page's language and
 * direction on `<html>`, its head tags, and its HTML. The prerender and the dev server both write
 * pages with it, so the dev server shows what the build publishes.
 */
export function pageDocument(template: string, page: RenderedPage, head: readonly string[]): string {
  const { tag, dir } = page.language;
  return template
    .replace('<html lang="en">', `<html lang="${escapeHtml(tag)}" dir="${dir}">`)
    .replace('<!--app-head-->', head.join('\n    '))
    .replace('<!--app-html-->', page.html);
}
