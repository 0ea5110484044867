import { parse, type HTMLElement, type Node } from 'node-html-parser';

/**
 * A prerendered page cut into the sections search shows, as Pagefind does: the page's title (its
 * h1), then the text of its main content, cut at each h2 and h3 that has an id, so a result leads to
 * the heading with its #anchor. Reading the HTML each language's page was written with, rather than
 * the content files, indexes every page as a reader sees it, in every language, translations and
 * the copy around the content included, with no list of collections to keep up to date.
 */

export interface PageSection {
  /** The heading's id; none for the part above the first heading. */
  anchor?: string;
  heading: string;
  text: string;
}

export interface PageText {
  title: string;
  sections: PageSection[];
}

/** Parts of the main content that are not its text: scripts, the islands' props, hidden things. */
const SKIPPED = new Set([
  'nav',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'button',
  'select',
  'form',
]);
const BLOCKS =
  /^(p|div|li|ul|ol|dl|dt|dd|table|tr|td|th|section|article|header|footer|aside|figure|figcaption|blockquote|pre|br|h[1-6]|details|summary|nav)$/;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An address of this site, not a section of the same page nor another host. */
const INTERNAL = /^(?![a-z][a-z\d+.-]*:|\/\/|#)/i;

/**
 * Whether an element is a teaser of another page: a list item or card whose text starts with a link
 * to a page of the site, as a list of posts, a help center's questions or "More about" lists are.
 * Its words are that page's, which is indexed itself; indexed here too, they would put the list
 * above the page.
 */
function isTeaser(element: HTMLElement): boolean {
  const firstText = (node: Node): Node | undefined => {
    if (node.nodeType === 3) return squash(node.text) === '' ? undefined : node;
    for (const child of node.childNodes) {
      const found = firstText(child);
      if (found) return found;
    }
    return undefined;
  };
  // A card whose heading is a link to the page it stands for.
  const headingLink = element.querySelector('h2 > a, h3 > a, h4 > a');
  if (headingLink && INTERNAL.test(headingLink.getAttribute('href') ?? '#')) {
    if (squash(headingLink.parentNode?.text ?? '') === squash(headingLink.text)) return true;
  }
  for (let node = firstText(element)?.parentNode; node && node !== element; node = node.parentNode) {
    if (node.rawTagName?.toLowerCase() === 'a') return INTERNAL.test(node.getAttribute('href') ?? '#');
  }
  return false;
}

export function pageSections(html: string): PageText | undefined {
  const main = parse(html, { blockTextElements: { script: false, style: false } }).querySelector('main');
  if (!main) return undefined;
  let title = '';
  const sections: { anchor?: string; heading: string; parts: string[] }[] = [{ heading: '', parts: [] }];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      sections.at(-1)!.parts.push(node.text);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    if (SKIPPED.has(tag) || element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden'))
      return;
    if ((tag === 'li' || tag === 'article') && isTeaser(element)) return;
    // The notice that a page is shown in the site's own language says the same on every such page.
    if (element.classList.contains('translation-notice')) return;
    if (tag === 'h1') {
      title ||= squash(element.text);
      return;
    }
    const id = element.getAttribute('id');
    // React's generated ids (useId's «R1» or _R_1_) change from build to build: no address to share.
    if ((tag === 'h2' || tag === 'h3') && id && !/^_|«/.test(id)) {
      sections.push({ anchor: id, heading: squash(element.text), parts: [] });
      return;
    }
    const block = BLOCKS.test(tag);
    if (block) sections.at(-1)!.parts.push(' ');
    for (const child of element.childNodes) walk(child);
    if (block) sections.at(-1)!.parts.push(' ');
  };
  walk(main);
  return {
    title,
    sections: sections
      .map(({ anchor, heading, parts }) => ({
        ...(anchor && { anchor }),
        heading,
        text: squash(parts.join('')),
      }))
      // A heading left with no text of its own (its items were teasers) is not a place to lead to.
      .filter((section, place) => section.text !== '' || (place === 0 && section.heading !== '')),
  };
}
