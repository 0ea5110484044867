import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import Token from 'markdown-it/lib/token.mjs';
import { PROSE_PICTURE_SIZES, type PictureSet } from './media';
import { readingMinutes } from './reading-time';
import { hostInAddress } from './site-path';

/**
 * One markdown pipeline for the whole site: a body is parsed once, and its links, heading ids and
 * HTML all come from that parse, so what is checked is what is published. The browser editor's
 * preview renders with it too, so an editor sees the HTML the build will publish.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// Every address reaches the renderer rules below, which keep or drop it; markdown-it's own check
// would turn an unsafe link back into its markdown source, showing the address to the reader.
md.validateLink = () => true;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether an address is safe to keep, by an allow-list: web and mail addresses, and addresses in the
 * site. Anything else, `javascript:`, `vbscript:` and `data:` included, is dropped, and so is an
 * address with no scheme that a browser could read as naming a host (`//host`, `/\\host`, or the same
 * spelt with escapes or a tab: shared/site-path.ts), which would leave the site without saying so.
 */
function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  const scheme = SCHEME.exec(trimmed)?.[1];
  if (scheme === undefined) return hostInAddress(url) === undefined;
  return /^(https?|mailto)$/i.test(scheme);
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

/**
 * What a body's render needs beside its tokens: the pictures of the media folder, by address, and
 * how the page it is shown on writes the site's addresses.
 */
export interface RenderEnv {
  /** The copies the build makes of the picture at an address, such as `/media/map.png`; none in the editor. */
  picture?: (address: string) => PictureSet | undefined;
  /**
   * How the page the body is shown on writes an address in the site (`/pricing`, `/media/map.png`,
   * `#plans`): relative to the page, in its language, or whole in a feed. It is given every such
   * address of a link, a picture and each copy in a picture's srcset, as markdown-it holds it, so no
   * pass rewrites the HTML afterwards; without it (the editor's preview) addresses stay as written.
   */
  address?: (href: string) => string;
}

// Links that leave the site open without telling that site where the visitor came from; an unsafe
// address is dropped and its words stay; an address in the site is written as the page writes it.
md.renderer.rules.link_open = (tokens, index, options, env: RenderEnv | undefined, self) => {
  const token = tokens[index];
  const href = token.attrGet('href') ?? '';
  if (!isSafeUrl(href) || href === '') token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
  else if (isExternal(href)) token.attrSet('rel', 'noopener noreferrer');
  else if (env?.address) {
    // The tokens are kept and rendered again for each page that shows the body, so the address the
    // page writes is set only while this tag is written, and the token keeps the one in the text.
    token.attrSet('href', env.address(href));
    const html = defaultLinkOpen(tokens, index, options, env, self);
    token.attrSet('href', href);
    return html;
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

const escape = (text: string) => md.utils.escapeHtml(text);

/**
 * A picture of the media folder as the build publishes it: its copies in AVIF and WebP and a format
 * every browser shows, each in the widths a screen may need, and its size, so the page keeps its
 * place before it loads; the browser loads only the copy that fills the column at its screen's
 * density, and only once the reader scrolls near it.
 */
function pictureElement(set: PictureSet, alt: string, address: (href: string) => string): string {
  const sizes = escape(PROSE_PICTURE_SIZES);
  // A srcset is the build's own list of `address width` pairs (PictureSource), each address written
  // as the page writes it.
  const srcset = (candidates: string) =>
    escape(
      candidates
        .split(', ')
        .map((candidate) => {
          const [url, ...descriptor] = candidate.split(' ');
          return [address(url), ...descriptor].join(' ');
        })
        .join(', '),
    );
  const sources = set.sources.map(
    (source) => `<source type="${source.type}" srcset="${srcset(source.srcset)}" sizes="${sizes}">`,
  );
  const { fallback } = set;
  return `<picture>${sources.join('')}<img src="${escape(address(fallback.src))}" srcset="${srcset(fallback.srcset)}" sizes="${sizes}" width="${set.width}" height="${set.height}" alt="${escape(alt)}" loading="lazy" decoding="async"></picture>`;
}

const asWritten = (href: string) => href;

// Images from the site itself, loaded lazily; any other shows as its words.
md.renderer.rules.image = (tokens, index, options, env: RenderEnv | undefined, self) => {
  const token = tokens[index];
  const src = token.attrGet('src') ?? '';
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (!isSiteImage(src)) return escape(alt);
  const address = env?.address ?? asWritten;
  const set = env?.picture?.(src);
  if (set) return pictureElement(set, alt, address);
  return `<img src="${escape(address(src))}" alt="${escape(alt)}" loading="lazy" decoding="async">`;
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

/** The ids of a body's headings, set on their tokens, and its headings of levels 2 and 3. */
function outline(tokens: Token[]): Pick<ParsedMarkdown, 'ids' | 'headings'> {
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
  return { ids, headings };
}

/**
 * Parses a markdown body. `source` is the body as the editor wrote it, before its placeholders were
 * filled, which is where a link's column is counted; placeholders never span lines, so the lines
 * of both are the same.
 */
export function parseMarkdown(text: string, source = text): ParsedMarkdown {
  const env: ParseEnv = {};
  const tokens = md.parse(text, env);
  const { ids, headings } = outline(tokens);
  return { tokens, ids, headings, ...linksAndImages(tokens, source.split('\n'), env.references) };
}

/**
 * A token as it may arrive from another thread: a structured clone keeps a token's fields but not
 * its class, and markdown-it's renderer calls the class's methods (attrGet, attrIndex).
 */
function rehydrated(tokens: readonly Token[]): Token[] {
  if (tokens.every((token) => token instanceof Token)) return tokens as Token[];
  const revive = (given: Token): Token => {
    if (given instanceof Token) return given;
    const plain: Token = given;
    const token = Object.assign(new Token(plain.type, plain.tag, plain.nesting), plain);
    token.children = plain.children && plain.children.map(revive);
    return token;
  };
  return tokens.map(revive);
}

/**
 * Renders a body's tokens to HTML, without parsing it again. Raw HTML written in the file is never
 * passed through: it shows as text.
 */
export function renderTokens(tokens: readonly Token[], env: RenderEnv = {}): string {
  return md.renderer.render(rehydrated(tokens), md.options, env);
}

/** Parses and renders a markdown body in one go, for a text that is shown once and never checked. */
export function renderMarkdown(text: string, env: RenderEnv = {}): { html: string; headings: Heading[] } {
  const parsed = parseMarkdown(text);
  return { html: renderTokens(parsed.tokens, env), headings: parsed.headings };
}

/**
 * What the content check keeps of a body, as plain data: the text with its placeholders filled, its
 * headings, the ids `#section` links may name, and its links and pictures. Read for the build, it
 * also keeps the parse's tokens, which the build renders to HTML without parsing the text again.
 */
export interface BodyFacts extends Omit<ParsedMarkdown, 'tokens' | 'ids'> {
  text: string;
  ids: string[];
  /** The whole parse, kept when the body is read to be shown; absent when it is read to be checked. */
  tokens?: Token[];
}

/**
 * How a body is read: `render` parses it whole and keeps the tokens for the page, `facts` parses
 * only what the check needs (its blocks, and the inline parts that can hold a link or a heading).
 */
export type BodyMode = 'render' | 'facts';

// markdown-it with its inline steps left to bodyFacts, which runs them only on the blocks it reads.
const blocks = new MarkdownIt(md.options);
blocks.validateLink = md.validateLink;
blocks.core.ruler.disable(['inline', 'linkify', 'text_join']);

/**
 * A body's facts from one parse. Read to be checked, that is its blocks, then the inline parse of
 * its headings and of the blocks with a "[" (every link into the site, and every picture, is written
 * with one; a bare address always names another site); read to be shown, it is the whole parse,
 * whose tokens are kept. `source` is the body as written, where links are placed.
 */
export function bodyFacts(text: string, source = text, mode: BodyMode = 'facts'): BodyFacts {
  if (mode === 'render') {
    const { tokens, ids, ...facts } = parseMarkdown(text, source);
    return { text, ids: [...ids], ...facts, tokens };
  }
  const env: ParseEnv = {};
  const tokens = blocks.parse(text, env);
  tokens.forEach((token, index) => {
    if (
      token.type === 'inline' &&
      (token.content.includes('[') || tokens[index - 1]?.type === 'heading_open')
    )
      md.inline.parse(token.content, md, env, (token.children = []));
  });
  const { ids, headings } = outline(tokens);
  return { text, ids: [...ids], headings, ...linksAndImages(tokens, source.split('\n'), env.references) };
}

/**
 * The words of parsed tokens as a reader reads them: each heading, paragraph, list item and table
 * cell as a line of plain words, without the marks of markdown.
 */
export function wordsOfTokens(tokens: readonly Token[]): string {
  const lines: string[] = [];
  for (const token of tokens) {
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
    if (words.trim()) lines.push(words.trim());
  }
  return lines.join('\n');
}

/**
 * How many words a reader reads in a body's tokens: every run of text, inline code and code block,
 * split at white space, as the words of its HTML would be counted without its tags.
 */
export function wordCount(tokens: readonly Token[]): number {
  let count = 0;
  const countIn = (text: string) => {
    for (const word of text.split(/\s+/)) if (word !== '') count += 1;
  };
  for (const token of tokens) {
    if (token.type === 'fence' || token.type === 'code_block') countIn(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') countIn(child.content);
    }
  }
  return count;
}

/**
 * A markdown text as a reader reads it, for a text that was never read as a body (a test's expected
 * words): each block as a line of plain words.
 */
export function plainWords(text: string): string {
  return wordsOfTokens(md.parse(text, {}));
}

/** What a page shows of a markdown body: its HTML, its headings, and the minutes it takes to read. */
export interface ShownBody {
  /** The body as HTML, made at build time; raw HTML in the file is shown as text. */
  html: string;
  /** The body's headings of levels 2 and 3, in order, for a table of contents. */
  headings: Heading[];
  /** The whole minutes the body takes to read, counted from its words. */
  minutes: number;
}

/**
 * A body as a page shows it, from its one parse: the build, the legal texts' versions and the
 * editor's preview all fill an entry's body with this, so the preview shows what the build publishes.
 */
export function shownBody(
  parsed: Pick<ParsedMarkdown, 'tokens' | 'headings'>,
  env: RenderEnv = {},
): ShownBody {
  return {
    html: renderTokens(parsed.tokens, env),
    headings: parsed.headings,
    minutes: readingMinutes(wordCount(parsed.tokens)),
  };
}
