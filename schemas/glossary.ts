import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import type { Language } from './languages';
import { text } from './shared';

/**
 * `content/glossary.yaml`: for each language but the site's own, the one term it uses for an idea,
 * and the variants its translations must not use, which the content check finds in every
 * translated file of that language. A reader who meets two names for one page or one policy
 * wonders whether they are two things.
 */
const termSchema = z
  .strictObject({
    means: text.describe('The idea, in English, such as Help Center or the zero-log policy.'),
    use: text.describe('The term this language uses for it, as the translations write it.'),
    avoid: z
      .array(text.describe('A variant the translations must not use, as it is written in them.'))
      .describe(
        'The variants the check refuses in this language, matched as written, whatever the letter case. List only words that cannot be part of a correct one; an empty list keeps the term as a note for translators.',
      ),
  })
  .describe('One idea, its term in this language, and the variants to avoid.');
export type GlossaryTerm = z.output<typeof termSchema>;

export const glossarySchema = z
  .strictObject({
    languages: z
      .record(z.string(), z.array(termSchema))
      .describe('For each language tag of content/languages.yaml but the first, its terms.'),
  })
  .describe("The translations' glossary: one term for each idea, per language.");
export type Glossary = z.output<typeof glossarySchema>;

/** The glossary names only the site's other languages, and a term never avoids itself. */
export const glossaryChecks: EntryCheck<Glossary>[] = [
  {
    needs: ['languages'],
    run(glossary, { content }) {
      const [source, ...others] = content.languages as Language[];
      const issues: CheckIssue[] = [];
      for (const [tag, terms] of Object.entries(glossary.languages)) {
        if (!others.some((language) => language.tag === tag)) {
          issues.push({
            path: ['languages', tag],
            message: `${tag} is not one of the site's translated languages (${others.map((language) => language.tag).join(', ')})${tag === source?.tag ? `; ${tag} is the language the site is written in, which has no translations` : ''}: correct the tag, or remove its terms`,
          });
          continue;
        }
        terms.forEach((term, index) =>
          term.avoid.forEach((variant, at) => {
            if (term.use.toLowerCase().includes(variant.toLowerCase()))
              issues.push({
                path: ['languages', tag, index, 'avoid', at],
                message: `"${variant}" is part of the term itself ("${term.use}"), so every use of the term would be refused: list a variant that differs from it`,
              });
          }),
        );
      }
      return issues;
    },
  },
];
