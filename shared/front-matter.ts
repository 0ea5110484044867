/**
 * Splitting a markdown file into its front matter and its body: the content check reads files with
 * it, and the browser editor reads and writes them with it, so both see the same fields and body.
 */

/** A markdown file split into its front matter and body. */
export interface MarkdownParts {
  frontMatter: string;
  /** The line on which the front matter's first line sits. */
  frontMatterLine: number;
  body: string;
  /** The line on which the body starts. */
  bodyLine: number;
}

// The closing --- must sit on a line of its own, so a text such as a---b never ends the front matter.
export const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

// A line meant to close the front matter but written another way: ..., ----, a long dash, or indented.
export const ALMOST_A_FENCE = /^(?:[ \t]+-{3,}|-{2}|-{4,}|\.{3}|[ \t]*[—–][-—–]*)[ \t]*\r?$/m;

/** Splits a markdown file at the `---` lines that fence its front matter. */
export function splitFrontMatter(source: string): MarkdownParts | undefined {
  const match = FRONT_MATTER.exec(source);
  // A front matter closed the wrong way runs on to a --- further down, such as a rule in the body.
  if (!match || ALMOST_A_FENCE.test(match[1] ?? '')) return undefined;
  const linesBefore = (text: string) => text.split('\n').length - 1;
  return {
    frontMatter: match[1] ?? '',
    frontMatterLine: 2,
    body: source.slice(match[0].length),
    bodyLine: linesBefore(match[0]) + 1,
  };
}
