import type { Glossary } from '../../schemas';
import { placesIn } from './position';
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
  let placeOf: ReturnType<typeof placesIn> | undefined;
  for (const term of terms) {
    for (const variant of term.avoid) {
      const pattern = new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
      for (const match of text.matchAll(pattern)) {
        placeOf ??= placesIn(text);
        problems.push({
          file,
          ...placeOf(match.index),
          path: '',
          message: `"${match[0]}" is not the term this language uses: write "${term.use}" (${term.means}), as content/glossary.yaml lists`,
        });
      }
    }
  }
  return problems;
}
