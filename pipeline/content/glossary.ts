import type { Glossary } from '../../schemas';
import type { Problem } from './problem';

/**
 * The variants a language's glossary refuses, found in one of its translated files: each at its line
 * and column, with the term to write instead. The file's own text is searched, as the translator
 * wrote it, so the place is the one to change.
 */
export function avoidedTerms(
  file: string,
  text: string,
  language: string,
  glossary: Glossary | undefined,
): Problem[] {
  const terms = glossary?.languages?.[language] ?? [];
  const problems: Problem[] = [];
  let lineStarts: number[] | undefined;
  for (const term of terms) {
    for (const variant of term.avoid) {
      const pattern = new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
      for (const match of text.matchAll(pattern)) {
        lineStarts ??= [0, ...[...text.matchAll(/\n/g)].map((newline) => newline.index + 1)];
        const index = match.index;
        // The last line that starts at or before the match: a binary search keeps a long file linear.
        let [low, high] = [0, lineStarts.length - 1];
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (lineStarts[middle] <= index) low = middle;
          else high = middle - 1;
        }
        problems.push({
          file,
          line: low + 1,
          column: index - lineStarts[low] + 1,
          path: '',
          message: `"${match[0]}" is not the term this language uses: write "${term.use}" (${term.means}), as content/glossary.yaml lists`,
        });
      }
    }
  }
  return problems;
}
