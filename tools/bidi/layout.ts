/**
 * A built page's text as a browser hands it to the Unicode bidirectional algorithm: one paragraph
 * per block of text, with its base direction, and the isolates and overrides that the markup makes
 * (`dir` on an inline element, `<bdi>`, `<bdo>`) written in as the control characters they stand for.
 * It follows the HTML standard's rendering rules, not the site's stylesheets: direction is markup.
 */
import bidiFactory from 'bidi-js';
import { HTMLElement, NodeType, parse, type Node } from 'node-html-parser';

/** The Unicode bidirectional algorithm, as bidi-js implements it (Unicode 13, conformance-tested). */
export const bidi = bidiFactory();

/** A text direction as HTML writes it. */
export type Direction = 'ltr' | 'rtl';

/** One bidi paragraph of a page: a block's inline text, or a head text such as the title. */
export interface Paragraph {
  /** The text with the isolates and overrides of the markup written in as control characters. */
  text: string;
  /** The paragraph's direction; `auto` takes it from the first strong letter, as link previews do. */
  base: Direction | 'auto';
  /** The language the markup gives the block (its nearest `lang`). */
  lang: string;
  /** Where the paragraph is: a CSS-like path to its block, or the head field it comes from. */
  where: string;
}

/** The explicit directional formatting characters the markup stands for. */
export const LRI = '\u2066';
export const RLI = '\u2067';
export const FSI = '\u2068';
export const PDI = '\u2069';
const LRO = '\u202d';
const RLO = '\u202e';
export const PDF = '\u202c';

/** Elements whose content is never laid out as text. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'textarea']);

/**
 * Elements the HTML standard's rendering section displays as blocks (or as inline blocks, whose text
 * is a paragraph of its own all the same): each starts a new paragraph.
 */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'button',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'optgroup',
  'option',
  'p',
  'pre',
  'search',
  'section',
  'select',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** The direction of the first strong letter of a text, or undefined when it has none. */
function firstStrong(text: string): Direction | undefined {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'R' || type === 'AL') return 'rtl';
    if (type === 'L') return 'ltr';
  }
  return undefined;
}

const isElement = (node: Node): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE;
const tagOf = (element: HTMLElement) => element.rawTagName?.toLowerCase() ?? '';

function dirAttribute(element: HTMLElement): Direction | 'auto' | undefined {
  const dir = element.getAttribute('dir')?.toLowerCase();
  return dir === 'ltr' || dir === 'rtl' || dir === 'auto' ? dir : undefined;
}

/**
 * The text an `auto` direction is taken from, as the HTML standard's "auto directionality" reads it:
 * the element's text, leaving out what sets its own direction (a `<bdi>`, an element with `dir`).
 */
function autoText(element: HTMLElement): string {
  return element.childNodes
    .map((node) => {
      if (node.nodeType === NodeType.TEXT_NODE) return node.text;
      if (!isElement(node)) return '';
      const tag = tagOf(node);
      if (NOT_TEXT.has(tag) || tag === 'bdi' || dirAttribute(node)) return '';
      return autoText(node);
    })
    .join('');
}

/** An element's own direction, given its parent's: `dir`, `auto` as HTML resolves it, or inherited. */
function directionOf(element: HTMLElement, inherited: Direction): Direction {
  const dir = dirAttribute(element) ?? (tagOf(element) === 'bdi' ? 'auto' : undefined);
  if (dir === 'ltr' || dir === 'rtl') return dir;
  // HTML: an element whose auto direction finds no strong letter is left to right.
  if (dir === 'auto') return firstStrong(autoText(element)) ?? 'ltr';
  return inherited;
}

/** Builds the paragraphs of one page, collapsing white space as `white-space: normal` does. */
class ParagraphWriter {
  readonly paragraphs: Paragraph[] = [];
  private text = '';
  private base: Direction = 'ltr';
  private lang = '';
  private where = '';

  start(base: Direction, lang: string, where: string): void {
    this.end();
    this.base = base;
    this.lang = lang;
    this.where = where;
  }

  /** Adds text; with `preserve`, as `<pre>` keeps it, each line ending a paragraph. */
  add(text: string, preserve: boolean): void {
    if (preserve) {
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        if (index > 0) this.start(this.base, this.lang, this.where);
        this.text += line;
      });
      return;
    }
    const collapsed = text.replace(/[\t\n\r\f ]+/g, ' ');
    // A space at the start of a paragraph, or after another, is not laid out.
    const last = this.text.replace(/[\u2066-\u2069\u202a-\u202e]/g, '').at(-1);
    this.text += last === undefined || last === ' ' ? collapsed.replace(/^ /, '') : collapsed;
  }

  control(char: string): void {
    this.text += char;
  }

  end(): void {
    const text = this.text.replace(/ +$/, '').replace(/ (?=[\u2069\u202c]+$)/, '');
    if (text.replace(/[\u2066-\u2069\u202a-\u202e\s]/g, '') !== '')
      this.paragraphs.push({ text, base: this.base, lang: this.lang, where: this.where });
    this.text = '';
  }
}

/** A short path to an element, such as `main > ul.canary__declarations > li`, for messages. */
function pathTo(element: HTMLElement): string {
  const parts: string[] = [];
  for (let node: HTMLElement | null = element; node && tagOf(node); node = node.parentNode) {
    const tag = tagOf(node);
    if (tag === 'html' || tag === 'body') break;
    const className = node.getAttribute('class')?.split(/\s+/)[0];
    parts.unshift(className ? `${tag}.${className}` : tag);
    if (tag === 'main' || tag === 'header' || tag === 'footer') break;
  }
  return parts.join(' > ');
}

function walk(
  element: HTMLElement,
  writer: ParagraphWriter,
  context: { dir: Direction; lang: string; preserve: boolean; where: string },
): void {
  for (const node of element.childNodes) {
    if (node.nodeType === NodeType.TEXT_NODE) {
      writer.add(node.text, context.preserve);
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if (NOT_TEXT.has(tag)) continue;
    const dir = directionOf(node, context.dir);
    const lang = node.getAttribute('lang') ?? context.lang;
    const preserve = context.preserve || tag === 'pre';
    if (tag === 'br') {
      // A forced line break ends the bidi paragraph, as CSS lays it out.
      writer.start(context.dir, context.lang, context.where);
    } else if (BLOCKS.has(tag)) {
      const where = pathTo(node);
      writer.start(dir, lang, where);
      walk(node, writer, { dir, lang, preserve, where });
      // The text after a block, up to the next, is a paragraph of the enclosing block.
      writer.start(context.dir, context.lang, context.where);
    } else {
      // An inline element with `dir`, or a <bdi>, is isolated from the text around it; a <bdo>
      // also overrides the direction of every letter in it.
      const isolated = dirAttribute(node) !== undefined || tag === 'bdi' || tag === 'bdo';
      const override = tag === 'bdo';
      if (isolated) writer.control(dir === 'rtl' ? RLI : LRI);
      if (override) writer.control(dir === 'rtl' ? RLO : LRO);
      walk(node, writer, { dir, lang, preserve, where: context.where });
      if (override) writer.control(PDF);
      if (isolated) writer.control(PDI);
    }
  }
}

/** The texts of a page's head that link previews and search results show: title and description. */
const HEAD_TEXTS = [
  ['title', null],
  ['meta[name="description"]', 'content'],
  ['meta[property="og:title"]', 'content'],
  ['meta[property="og:description"]', 'content'],
  ['meta[name="twitter:title"]', 'content'],
  ['meta[name="twitter:description"]', 'content'],
] as const;

/** The bidi paragraphs of a page: the texts of its head, then each block of its body. */
export function paragraphsOf(html: string): Paragraph[] {
  const document = parse(html, { comment: false, blockTextElements: { script: false, style: false } });
  const root = document.querySelector('html') ?? document;
  const dir = directionOf(root, 'ltr');
  const lang = root.getAttribute('lang') ?? '';
  const paragraphs: Paragraph[] = [];
  for (const [selector, attribute] of HEAD_TEXTS) {
    const element = document.querySelector(selector);
    const text = element && (attribute ? element.getAttribute(attribute) : element.text);
    // Link previews and search results lay these out on their own, taking the direction from the first letter.
    if (text?.trim()) paragraphs.push({ text: text.trim(), base: 'auto', lang, where: `<${selector}>` });
  }
  const body = document.querySelector('body');
  if (body) {
    const writer = new ParagraphWriter();
    const bodyDir = directionOf(body, dir);
    const bodyLang = body.getAttribute('lang') ?? lang;
    writer.start(bodyDir, bodyLang, 'body');
    walk(body, writer, { dir: bodyDir, lang: bodyLang, preserve: false, where: 'body' });
    writer.end();
    paragraphs.push(...writer.paragraphs);
  }
  return paragraphs;
}
