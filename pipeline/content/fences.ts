import { ALMOST_A_FENCE, FRONT_MATTER } from '../../shared/front-matter';
import type { TextProblem } from './problem';

const LONG_DASH = 'your editor may have turned the dashes into a long dash';

/** What is wrong with the `---` lines of a markdown file whose front matter cannot be found, if anything. */
export function frontMatterFenceProblem(source: string): TextProblem | undefined {
  const lines = source
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return undefined;
  const opening = lines[first];
  if (/^---[ \t]*$/.test(opening) && first > 0) {
    return {
      line: 1,
      column: 1,
      message: 'the front matter must start on the first line: remove the empty lines above the ---',
    };
  }
  if (!/^---[ \t]*$/.test(opening)) {
    if (!ALMOST_A_FENCE.test(opening)) return undefined;
    const dash = /[—–]/.test(opening) ? `; ${LONG_DASH}` : '';
    return {
      line: first + 1,
      column: 1,
      message: `start the front matter with a line of exactly three dashes ---, at the start of the line${dash}`,
    };
  }
  const closing = lines.findIndex((line, index) => index > first && ALMOST_A_FENCE.test(line));
  if (closing > 0) {
    const text = lines[closing];
    const why = /^\.\.\./.test(text)
      ? ', not ...'
      : /[—–]/.test(text)
        ? `; ${LONG_DASH}`
        : ', at the start of the line';
    return {
      line: closing + 1,
      column: 1,
      message: `end the front matter with a line of exactly three dashes ---${why}`,
    };
  }
  if (/^\uFEFF?---[ \t]*\r?\n/.test(source) && !FRONT_MATTER.test(source)) {
    return {
      line: 1,
      column: 1,
      message: 'the front matter that starts here is never closed: add a line --- after its last field',
    };
  }
  return undefined;
}
