import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * A rendered page cut into the sections search shows, as Pagefind does: the page's title (its
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

/** The text of a node and everything in it, as a reader reads it. */
function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  return hasChildren(node) ? node.children.map(textOf).join('') : '';
}

/** The first element in `node` that is an `a` right inside an h2, h3 or h4. */
function headingLink(node: AnyNode): Element | undefined {
  if (!hasChildren(node)) return undefined;
  for (const child of node.children) {
    if (!isTag(child)) continue;
    if (/^h[234]$/.test(child.name)) {
      const link = child.children.find((each): each is Element => isTag(each) && each.name === 'a');
      if (link) return link;
    }
    const found = headingLink(child);
    if (found) return found;
  }
  return undefined;
}

/** The first text of a node that is more than white space. */
function firstText(node: AnyNode): AnyNode | undefined {
  if (isText(node)) return squash(node.data) === '' ? undefined : node;
  if (!hasChildren(node)) return undefined;
  for (const child of node.children) {
    const found = firstText(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether an element is a teaser of another page: a list item or card whose text starts with a link
 * to a page of the site, as a list of posts, a help center's questions or "More about" lists are.
 * Its words are that page's, which is indexed itself; indexed here too, they would put the list
 * above the page.
 */
function isTeaser(element: Element): boolean {
  // A card whose heading is a link to the page it stands for.
  const link = headingLink(element);
  if (link && INTERNAL.test(link.attribs.href ?? '#')) {
    if (link.parent && squash(textOf(link.parent)) === squash(textOf(link))) return true;
  }
  for (let node = firstText(element)?.parent; node && node !== element; node = node.parent) {
    if (isTag(node) && node.name === 'a') return INTERNAL.test(node.attribs.href ?? '#');
  }
  return false;
}

/**
 * A page cut into its title and sections, from its HTML as the render made it, in memory: its
 * `main` element alone parsed by htmlparser2, whose tokenizer reads character by character (no
 * regular expression reads the page), into the nodes walked here. The header and footer around it,
 * two thirds of a page's bytes, are never parsed: React escapes every `<` in text and attributes,
 * so the first `<main` of the markup is the element's own start.
 */
export function pageSections(html: string): PageText | undefined {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return undefined;
  const main = parseDocument(html.slice(start, end + '</main>'.length)).firstChild;
  if (!main || !isTag(main)) return undefined;
  let title = '';
  const sections: { anchor?: string; heading: string; parts: string[] }[] = [{ heading: '', parts: [] }];
  const walk = (node: AnyNode) => {
    if (isText(node)) {
      sections.at(-1)!.parts.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    const tag = node.name;
    const attributes = node.attribs;
    // A page's furniture (a link back to its list, the day and reading time of a post) is marked
    // data-search-ignore: the same words on every page of a kind would fill the passages shown.
    if (
      SKIPPED.has(tag) ||
      attributes['aria-hidden'] === 'true' ||
      'hidden' in attributes ||
      'data-search-ignore' in attributes
    )
      return;
    if ((tag === 'li' || tag === 'article') && isTeaser(node)) return;
    // The notice that a page is shown in the site's own language says the same on every such page.
    if ((attributes.class ?? '').split(' ').includes('translation-notice')) return;
    if (tag === 'h1') {
      title ||= squash(textOf(node));
      return;
    }
    const id = attributes.id;
    // React's generated ids (useId's «R1» or _R_1_) change from build to build: no address to share.
    if ((tag === 'h2' || tag === 'h3') && id && !/^_|«/.test(id)) {
      sections.push({ anchor: id, heading: squash(textOf(node)), parts: [] });
      return;
    }
    const block = BLOCKS.test(tag);
    if (block) sections.at(-1)!.parts.push(' ');
    for (const child of node.children) walk(child);
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
