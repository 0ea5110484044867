import { renderMarkdown } from './markdown';

/**
 * Line wrapping of markdown prose, a property of the file and never of what an editor sees. The
 * legal texts and posts are wrapped at about 100 characters in their files, and a rich-text editor
 * shows each of those line breaks as a break in mid-sentence; the editor is given each paragraph
 * on one line, and a paragraph it changed is wrapped again at the file's own width when it is saved.
 * A block is only ever unwrapped or wrapped when the page shows it the same either way.
 */

/** A block of markdown as the site shows it: its HTML, with runs of white space made one space. */
// The editor compares its own rendering of one block, never a page; the rule is for pages.
// eslint-disable-next-line no-restricted-syntax -- An editor's block, not a rendered page.
export const shownBlock = (block: string) => renderMarkdown(block).html.replace(/\s+/g, ' ').trim();

/** A line that ends in a hard line break: two spaces or more, or a backslash. */
const HARD_BREAK = / {2,}$|\\$/;

/** The start of a list item: its indentation, its marker and the space after it. */
const LIST_ITEM = /^(\s*)([-+*]|\d{1,9}[.)])(\s+)/;

/** Blocks that are not prose, whose lines mean what they are: code, HTML, tables, headings, rules. */
const NOT_PROSE = /^(\s{4}|\s{0,3}(`{3,}|~{3,}|<|\||#{1,6}(\s|$)|([-*_]\s*){3,}$))/;

/**
 * A word that would start a block of its own at the start of a line of a wrapped paragraph: a list
 * marker, a heading's hashes, a quote's mark, a code fence, HTML, or a rule or heading underline.
 */
const STARTS_A_BLOCK = /^([-+*]$|#{1,6}$|>|\d{1,9}[.)]$|`{3,}|~{3,}|<[a-zA-Z/!?]|=+$|-+$)/;

/** The parts of a text: its blocks, apart, and exactly what lies between and around them. */
export interface Blocks {
  leading: string;
  blocks: string[];
  /** What separates block i from block i + 1: blank lines. */
  separators: string[];
  trailing: string;
}

/** Splits a markdown text (with plain line breaks) into its blocks, at the blank lines between them. */
export function splitBlocks(text: string): Blocks {
  const leading = /^\s*/.exec(text)![0];
  const trailing = text.length > leading.length ? /\s*$/.exec(text)![0] : '';
  const inner = text.slice(leading.length, text.length - trailing.length);
  if (inner === '') return { leading, blocks: [], separators: [], trailing };
  const parts = inner.split(/(\n[ \t]*\n\s*)/);
  return {
    leading,
    blocks: parts.filter((_, index) => index % 2 === 0),
    separators: parts.filter((_, index) => index % 2 === 1),
    trailing,
  };
}

/** The text of blocks joined again, by their own separators. */
export function joinBlocks({ leading, blocks, separators, trailing }: Blocks): string {
  return (
    leading +
    blocks.map((block, index) => (index === 0 ? block : separators[index - 1] + block)).join('') +
    trailing
  );
}

/** One block with each of its wrapped lines joined to the one before: a list item or a quote stays one line each. */
function unwrapBlock(block: string): string {
  if (NOT_PROSE.test(block) || /\n\s{0,3}(=+|-+)\s*$/.test(block)) return block;
  const lines = block.split('\n');
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const quoted = /^\s{0,3}>/.test(line);
    const startsItem = LIST_ITEM.test(line);
    if (
      previous === undefined ||
      HARD_BREAK.test(previous) ||
      startsItem ||
      (quoted && !/^\s{0,3}>/.test(previous))
    ) {
      joined.push(line);
      continue;
    }
    const words = quoted ? line.replace(/^\s{0,3}>\s?/, '') : line;
    joined[joined.length - 1] = `${previous.trimEnd()} ${words.trim()}`;
  }
  const unwrapped = joined.join('\n');
  return shownBlock(unwrapped) === shownBlock(block) ? unwrapped : block;
}

/** The text with each paragraph, list item and quote on one line, every other byte as it was. */
export function unwrapMarkdown(text: string): string {
  const parts = splitBlocks(text);
  return joinBlocks({ ...parts, blocks: parts.blocks.map(unwrapBlock) });
}

/**
 * The width a text's prose is wrapped at: its longest line that runs on into the next line of its
 * paragraph, or none when no paragraph is wrapped.
 */
export function wrapWidth(text: string): number | undefined {
  let width: number | undefined;
  for (const block of splitBlocks(text).blocks) {
    if (NOT_PROSE.test(block)) continue;
    const lines = block.split('\n');
    lines.forEach((line, index) => {
      const next = lines[index + 1];
      if (next === undefined || HARD_BREAK.test(line) || LIST_ITEM.test(next)) return;
      width = Math.max(width ?? 0, line.trimEnd().length);
    });
  }
  return width;
}

/** Words laid into lines of at most `width` characters after their first line's prefix, never starting a line that would start a block. */
function fill(words: string[], width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width && !STARTS_A_BLOCK.test(word)) {
      lines.push(line);
      line = rest + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  return [...lines, line];
}

/** One line of prose wrapped at `width`: a paragraph's, a list item's or a quote's, its break kept. */
function wrapLine(line: string, width: number): string {
  const hard = / {2,}$|\\$/.exec(line)?.[0] ?? '';
  const content = hard ? line.slice(0, -hard.length) : line;
  const item = LIST_ITEM.exec(content);
  const quote = /^(\s{0,3}>\s?)/.exec(content);
  const prefix = item?.[0] ?? quote?.[0] ?? /^\s*/.exec(content)![0];
  const rest = item ? ' '.repeat(prefix.length) : (quote?.[0] ?? prefix);
  const words = content.slice(prefix.length).split(/ +/).filter(Boolean);
  const lines = fill(words, width, prefix, rest);
  lines[lines.length - 1] += hard;
  return lines.join('\n');
}

/** A block the editor wrote, wrapped at `width` when it is prose and the page shows it the same. */
export function wrapBlock(block: string, width: number | undefined): string {
  if (width === undefined || NOT_PROSE.test(block)) return block;
  const wrapped = block
    .split('\n')
    .map((line) => (line.length > width ? wrapLine(line, width) : line))
    .join('\n');
  return shownBlock(wrapped) === shownBlock(block) ? wrapped : block;
}

/**
 * The items of a list block, each with the lines that belong to it (a wrapped line, a nested
 * list), or undefined when the block is not a list.
 */
export function listItems(block: string): string[] | undefined {
  const lines = block.split('\n');
  const first = LIST_ITEM.exec(lines[0]);
  if (!first) return undefined;
  const indent = first[1].length;
  const items: string[] = [];
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item && item[1].length === indent) items.push(line);
    else if (items.length > 0) items[items.length - 1] += `\n${line}`;
  }
  return items;
}

/** A list item written with another list's marker, such as `* one` as `- one`. */
export function withMarker(item: string, marker: string | undefined): string {
  const found = LIST_ITEM.exec(item);
  if (!found || !marker || /\d/.test(found[2]) !== /\d/.test(marker) || /\d/.test(marker)) return item;
  return item.replace(LIST_ITEM, `${found[1]}${marker}${found[3]}`);
}

/** The marker a list's items start with, such as `-`. */
export const listMarker = (items: readonly string[]) => LIST_ITEM.exec(items[0] ?? '')?.[2];
