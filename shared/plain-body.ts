/**
 * The links and pictures of a markdown body written plainly, found without parsing it, for the
 * content check, which reads thousands of bodies and would otherwise spend a third of its time with
 * no cache parsing them. Most bodies are sentences, headings, lists and links of the form
 * `[words](/address)`; in such a body a bracket can only open a link, so the links are where the
 * pattern below finds them, and markdown-it would find the same. Any body with something that could
 * make it otherwise, such as code, an escape, a table, a link definition, a bracket outside a link
 * or an indented line, is not plain, and is parsed (scanMarkdown in markdown.ts). `plain-body.test.ts`
 * holds the two ways to the same results, over every body of the site and thousands of variants.
 */
import { occurrences } from './occurrences';

/** A link as scanMarkdown gives it. */
interface Found {
  href: string;
  line: number;
  column: number;
}

/** A body's links, and its pictures with their words. */
interface PlainFound {
  links: Found[];
  images: (Found & { alt: string })[];
}

// A link or picture on one line: words without brackets, and an address of letters, digits and
// the marks of a path, a query and a section, which markdown-it keeps as written.
const LINK = /(!?)\[([^[\]\n]*)\]\(([A-Za-z0-9/._~:?#=+-]+)\)/g;

// What can make a body's text other than words, anywhere in it: raw HTML and automatic links (<),
// code (` and four spaces or a tab), escapes (\), character references (&), tables (|),
// strikethrough and fences (~), and the characters markdown-it rewrites before parsing (a carriage
// return, NUL). No link the pattern above finds holds any of them.
const NOT_WORDS = /[<`\\&|~\t\r\0]/;

// An address inside the site or a section of the page, which markdown-it keeps exactly as written;
// any other (a scheme, `//`) is normalized as markdown-it does before it is compared.
const SITE_ADDRESS = /^(\/(?!\/)|#)/;

/**
 * The links and pictures of `body`, each with its place (line and column from 1), if the body is
 * plain; nothing otherwise. `normalize` turns an address as written into the one markdown-it's
 * link step gives.
 */
export function plainLinksAndImages(
  body: string,
  normalize: (raw: string) => string,
): PlainFound | undefined {
  if (NOT_WORDS.test(body) || body.includes('    ')) return undefined;
  const links: Found[] = [];
  const images: (Found & { alt: string })[] = [];
  let after = 0;
  let line = 1;
  let lineStart = 0;
  // The check places each address where it is first written after the last one it placed, within
  // the address's block (locate in markdown.ts): on the link's own line, that is where a plain body
  // has it too, in the link's words if they hold it; a body where that is an earlier line, perhaps of
  // another block, is left to the parser.
  let searchFrom = 0;
  // The first bare address and the first line break not yet passed, each searched for again only
  // once the scan has gone past it, so that no character is searched twice for either: searched for
  // from each link to the end of the body, a body of many links took time as the square of its
  // length (26 s for 120,000 links in 4 MB).
  let bare = body.indexOf('://');
  let nextBreak = body.indexOf('\n');
  for (const match of body.matchAll(LINK)) {
    const [whole, bang, words, raw] = match;
    // A bare address before the link, or in its words, which markdown-it would make a link of.
    if (bare !== -1 && bare < after) bare = body.indexOf('://', after);
    if ((bare !== -1 && bare < match.index) || words.includes('://')) return undefined;
    if (!SITE_ADDRESS.test(raw) && normalize(raw) !== raw) return undefined;
    while (nextBreak !== -1 && nextBreak < match.index) {
      line += 1;
      lineStart = nextBreak + 1;
      nextBreak = body.indexOf('\n', lineStart);
    }
    // The address is written inside the link itself, so this search ends within the link at the latest.
    const at = body.indexOf(raw, searchFrom);
    if (at < lineStart) return undefined;
    const found = { href: raw, line, column: at - lineStart + 1 };
    if (bang) images.push({ ...found, alt: words });
    else links.push(found);
    after = match.index + whole.length;
    searchFrom = at + raw.length;
  }
  // Each bracket must open or close one of the links found: any other may be a link definition, a
  // reference, or part of a link the pattern does not take.
  const found = links.length + images.length;
  if (bare !== -1 && bare < after) bare = body.indexOf('://', after);
  if (occurrences(body, '[') !== found || occurrences(body, ']') !== found || bare !== -1) return undefined;
  return { links, images };
}

/** Whether two bodies' links and pictures have the same addresses, in the same order. */
function sameAddresses(a: PlainFound, b: PlainFound): boolean {
  const same = (one: Found[], other: Found[]) =>
    one.length === other.length && one.every(({ href }, index) => href === other[index].href);
  return same(a.links, b.links) && same(a.images, b.images);
}

/**
 * The links and pictures of a body whose placeholders were filled (`text`), placed where the editor
 * wrote them (`source`), if both are plain and hold links and pictures to the same addresses: a
 * placeholder's value then changed no address and added no link, and each address is where the
 * check places it in the source. A picture's words are those of the filled text, which the build
 * publishes. Nothing otherwise.
 */
export function plainFilledLinksAndImages(
  text: string,
  source: string,
  normalize: (raw: string) => string,
): PlainFound | undefined {
  const filled = plainLinksAndImages(text, normalize);
  if (!filled || text === source) return filled;
  const written = plainLinksAndImages(source, normalize);
  if (!written || !sameAddresses(filled, written)) return undefined;
  return {
    links: written.links,
    images: written.images.map((image, index) => ({ ...image, alt: filled.images[index].alt })),
  };
}
