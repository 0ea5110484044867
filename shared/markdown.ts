import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { plainFilledLinksAndImages } from './plain-body';

/**
 * One markdown pipeline for the whole site: the content check takes the links and the heading ids
 * from the same token tree that the build then renders to HTML, so what is checked is what is
 * published, and each body is parsed once. The browser editor's preview renders with it too, so an
 * editor sees the HTML the build will publish.
 *
 * markdown-it rather than react-markdown: react-markdown's parser, micromark, took 0.5 ms a post
 * here (0.85 ms with its GitHub extensions) on the 5,000 generated posts of `npm run bench:content`,
 * 2.4 to 4.3 s in all, more than the content check's whole 2 s budget; markdown-it parsed the same
 * posts in 0.28 s (README, "Why each dependency is there").
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// Every address reaches the renderer rules below, which keep or drop it; markdown-it's own check
// would turn an unsafe link back into its markdown source, showing the address to the reader.
md.validateLink = () => true;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether an address is safe to keep, by an allow-list: web and mail addresses, and addresses in the
 * site. Anything else, `javascript:`, `vbscript:` and `data:` included, is dropped, and so are
 * protocol-relative addresses (`//host`), which would leave the site without saying so.
 */
function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  const scheme = SCHEME.exec(trimmed)?.[1];
  return !trimmed.startsWith('//') && (scheme === undefined || /^(https?|mailto)$/i.test(scheme));
}

/** Whether an address leads away from the site (it names a scheme, such as https: or mailto:). */
function isExternal(url: string): boolean {
  return SCHEME.test(url.trim());
}

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

/** A heading inside a markdown body, with the id its anchor links to. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/**
 * Whether a picture's address is the site's own: a picture from anywhere else would tell a third
 * party who reads the page (and the Content Security Policy would block it).
 */
export function isSiteImage(src: string): boolean {
  return src !== '' && isSafeUrl(src) && !isExternal(src);
}

// Links that leave the site open without telling that site where the visitor came from; an unsafe
// address is dropped and its words stay.
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token.attrGet('href') ?? '';
  if (!isSafeUrl(href) || href === '') token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
  else if (isExternal(href)) token.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

// Images from the site itself, loaded lazily; any other shows as its words.
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = token.attrGet('src') ?? '';
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (!isSiteImage(src)) return md.utils.escapeHtml(alt);
  return `<img src="${md.utils.escapeHtml(src)}" alt="${md.utils.escapeHtml(alt)}" loading="lazy" decoding="async">`;
};

/** A link written in a markdown body, with where it is: line counted from the body's first (1). */
export interface MarkdownLink {
  /** The address as the editor wrote it, such as `/server#map`. */
  href: string;
  line: number;
  column: number;
}

/** A picture written in a markdown body: its address, its description, and where it is. */
export interface MarkdownImage extends MarkdownLink {
  /** The words between the brackets, which people who cannot see the picture hear or read instead. */
  alt: string;
}

/** A markdown body parsed once: its tokens, the ids its headings get, and the links and pictures it holds. */
export interface ParsedMarkdown {
  tokens: Token[];
  /** Every heading's id, levels 1 to 6, which `#section` links may name. */
  ids: Set<string>;
  /** The headings of levels 2 and 3, for a table of contents. */
  headings: Heading[];
  links: MarkdownLink[];
  images: MarkdownImage[];
}

/** The words of an inline token, as a reader sees them, for a heading's id and its entry in a contents list. */
function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/**
 * Where the links of one body are in its source, each looked for in the lines of its block after
 * the links already found there. Every search is bounded, so that no body, however many links it
 * holds, takes time as the square of its length: a reference link's address is looked up on its
 * definition's line, found once for all of them, rather than searched for through the whole body
 * for each link; and the lines of a block are searched for addresses not written as they are read
 * (a percent escape, a domain in punycode) only until the searches have read the body
 * {@link SEARCH_BUDGET} times over, after which such a link is placed at its block's start.
 */
class LinkPlaces {
  private last = { line: 0, column: 0 };
  private budget: number;
  private definitions: Map<string, number> | undefined;

  constructor(
    private readonly lines: string[],
    private readonly references: ParseEnv['references'],
  ) {
    this.budget = SEARCH_BUDGET * lines.reduce((sum, line) => sum + line.length + 1, 0);
  }

  /** Where a link or picture to `href` in the block of lines `map` is written. */
  locate(href: string, map: [number, number] | null): { line: number; column: number } {
    const { lines, last } = this;
    const [start, end] = map ?? [0, lines.length];
    const from = last.line >= start && last.line < end ? last : { line: start, column: 0 };
    for (let line = from.line; line < end && this.budget > 0; line += 1) {
      const begin = line === from.line ? from.column : 0;
      const column = lines[line].indexOf(href, begin);
      this.budget -= (column < 0 ? lines[line].length : column + href.length) - begin + 1;
      if (column >= 0) {
        this.last = { line, column: column + href.length };
        return { line, column };
      }
    }
    const defined = this.definitionLine(href);
    if (defined !== undefined) return { line: defined, column: lines[defined].indexOf(href) };
    return { line: start, column: 0 };
  }

  /**
   * The line of the definition that gives a reference link its address `href`: the first line of the
   * definition of a label whose address it is, or the line after it, where a definition may write
   * its address; nothing when neither holds the address as written.
   */
  definitionLine(href: string): number | undefined {
    const line = this.definedAddresses().get(href);
    if (line === undefined) return undefined;
    for (const candidate of [line, line + 1]) {
      if (this.lines[candidate]?.includes(href)) return candidate;
    }
    return undefined;
  }

  /** The first definition's line of each address the body's link definitions give, read once. */
  private definedAddresses(): Map<string, number> {
    if (this.definitions) return this.definitions;
    const labels = new Map<string, number>();
    this.lines.forEach((text, line) => {
      const label = DEFINITION.exec(text)?.[1];
      if (label === undefined) return;
      const normalized = md.utils.normalizeReference(label);
      if (!labels.has(normalized)) labels.set(normalized, line);
    });
    this.definitions = new Map();
    for (const [label, { href }] of Object.entries(this.references ?? {})) {
      const line = labels.get(label);
      const address = md.normalizeLinkText(href);
      if (line !== undefined && !this.definitions.has(address)) this.definitions.set(address, line);
    }
    return this.definitions;
  }
}

/** How many times over the body the searches for where its links are written may read it. */
const SEARCH_BUDGET = 4;

/** The start of a link definition's line, `[label]:`, with its label. */
const DEFINITION = /^ {0,3}\[([^\]]+)\]:/;

/** What markdown-it's parse leaves beside the tokens: the link definitions, by their labels. */
interface ParseEnv {
  references?: Record<string, { href: string }>;
}

/** The links and pictures of parsed tokens, each with its place in `lines`, the body as the editor wrote it. */
function linksAndImages(
  tokens: Token[],
  lines: string[],
  references: ParseEnv['references'],
): Pick<ParsedMarkdown, 'links' | 'images'> {
  const links: MarkdownLink[] = [];
  const images: MarkdownImage[] = [];
  const places = new LinkPlaces(lines, references);
  for (const token of tokens) {
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type !== 'link_open' && child.type !== 'image') continue;
      const href = md.normalizeLinkText(child.attrGet(child.type === 'image' ? 'src' : 'href') ?? '');
      const at = places.locate(href, token.map as [number, number] | null);
      const found = { href, line: at.line + 1, column: at.column + 1 };
      if (child.type === 'image') images.push({ ...found, alt: child.content });
      else links.push(found);
    }
  }
  // A link definition no link uses yet ([guide]: /page) still names a page an editor means to use.
  const used = new Set(links.map((link) => link.href));
  for (const { href: raw } of Object.values(references ?? {})) {
    const href = md.normalizeLinkText(raw);
    if (used.has(href)) continue;
    used.add(href);
    const line = places.definitionLine(href);
    if (line !== undefined) links.push({ href, line: line + 1, column: lines[line].indexOf(href) + 1 });
  }
  return { links, images };
}

/**
 * Parses a markdown body. `source` is the body as the editor wrote it, before its placeholders were
 * filled, which is where a link's column is counted; placeholders never span lines, so the lines
 * of both are the same.
 */
export function parseMarkdown(text: string, source = text): ParsedMarkdown {
  const env: ParseEnv = {};
  const tokens = md.parse(text, env);
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  const headings: Heading[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const words = plainText(tokens[index + 1]);
    // github-slugger makes the same ids as GitHub, which editors see when they preview a file there.
    const id = slugger.slug(words);
    token.attrSet('id', id);
    ids.add(id);
    const depth = Number(token.tag.slice(1));
    if (depth === 2 || depth === 3) headings.push({ depth, id, text: words });
  });
  return { tokens, ids, headings, ...linksAndImages(tokens, source.split('\n'), env.references) };
}

// The same parser with the steps after the blocks turned off: the content check runs the inline
// step itself, on the blocks that need it (scanMarkdown).
const blocks = new MarkdownIt(md.options);
blocks.validateLink = md.validateLink;
blocks.core.ruler.disable(['inline', 'linkify', 'text_join']);

/**
 * The links written with brackets in a body, and its pictures, as parseMarkdown finds them, for
 * the content check, which reads every body. A body written plainly needs no parse at all
 * (plain-body.ts). Any other is parsed into blocks as the build parses it, but only the
 * blocks with a "[" are parsed further, in about half parseMarkdown's time, since a picture and
 * every link that can lead into the site are written with one; a bare address (linkified) or one in
 * angle brackets always names another site, which the check has nothing to say about.
 */
export function scanMarkdown(text: string, source = text): Pick<ParsedMarkdown, 'links' | 'images'> {
  return plainFilledLinksAndImages(text, source, normalizeAddress) ?? parsedLinksAndImages(text, source);
}

/** An address as markdown-it's link step leaves it, and then linksAndImages. */
export const normalizeAddress = (raw: string) => md.normalizeLinkText(md.normalizeLink(raw));

/** scanMarkdown's way for a body that is not plain (plain-body.ts): parsing it. */
export function parsedLinksAndImages(text: string, source = text): Pick<ParsedMarkdown, 'links' | 'images'> {
  const env: ParseEnv = {};
  const tokens = blocks.parse(text, env);
  for (const token of tokens) {
    if (token.type === 'inline' && token.content.includes('['))
      md.inline.parse(token.content, md, env, (token.children = []));
  }
  return linksAndImages(tokens, source.split('\n'), env.references);
}

/** What the content check keeps of a body: its headings' ids, its links, and its text to render later. */
export type BodyFacts = Omit<ParsedMarkdown, 'tokens'> & {
  /** The body with its placeholders filled, as the build renders it. */
  text: string;
};

/**
 * A body's facts, with its links and pictures as scanMarkdown found them, and its headings worked
 * out when first asked for: of thousands of bodies, the check parses in full only those a link
 * names a section of. `text` gives the body with its placeholders filled, `source` as written.
 */
export function bodyFacts(
  found: Pick<ParsedMarkdown, 'links' | 'images'>,
  text: () => string,
  source: () => string = text,
): BodyFacts {
  return new OutlinedLater(found, text, source);
}

// A class rather than an object of getters: the check makes one for each of thousands of bodies,
// and V8 keeps an object written with getters of its own as a slower dictionary, with closures.
class OutlinedLater implements BodyFacts {
  readonly links: ParsedMarkdown['links'];
  readonly images: ParsedMarkdown['images'];
  #text: () => string;
  #source: () => string;
  #parsed: ParsedMarkdown | undefined;

  constructor(
    { links, images }: Pick<ParsedMarkdown, 'links' | 'images'>,
    text: () => string,
    source: () => string,
  ) {
    this.links = links;
    this.images = images;
    this.#text = text;
    this.#source = source;
  }

  get ids(): ParsedMarkdown['ids'] {
    return this.#outline().ids;
  }

  get headings(): ParsedMarkdown['headings'] {
    return this.#outline().headings;
  }

  get text(): string {
    return this.#text();
  }

  #outline(): ParsedMarkdown {
    return (this.#parsed ??= parseMarkdown(this.#text(), this.#source()));
  }
}

/** Renders a parsed body to HTML. Raw HTML written in the file is never passed through: it shows as text. */
function renderHtml(parsed: ParsedMarkdown): string {
  return md.renderer.render(parsed.tokens, md.options, {});
}

/** Parses and renders a markdown body in one go. */
export function renderMarkdown(text: string): { html: string; headings: Heading[] } {
  const parsed = parseMarkdown(text);
  return { html: renderHtml(parsed), headings: parsed.headings };
}

/**
 * A markdown text as a reader reads it: each heading, paragraph, list item and table cell as a line
 * of plain words, without the marks of markdown.
 */
export function plainWords(text: string): string {
  const blocks: string[] = [];
  for (const token of md.parse(text, {})) {
    if (token.type !== 'inline') continue;
    const words = (token.children ?? [])
      .map((child) =>
        child.type === 'softbreak' || child.type === 'hardbreak'
          ? ' '
          : child.type === 'text' || child.type === 'code_inline'
            ? child.content
            : '',
      )
      .join('');
    if (words.trim()) blocks.push(words.trim());
  }
  return blocks.join('\n');
}
