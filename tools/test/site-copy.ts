import { JSDOM } from 'jsdom';

// Tests that check the built pages against the copy editors wrote read it with this.
export { publishedContent } from '../../pipeline/content/store';

/** Collapses runs of white space, as a reader sees text. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The words a visitor reads on a page, before any script runs: its body's text, spaces collapsed,
 * without what no reader sees (an island's props, kept in a script element as data).
 */
export function visibleText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const script of document.querySelectorAll('script')) script.remove();
  return squash(document.body.textContent ?? '');
}
