import { z } from 'zod';
import { queryTerms } from '../shared/search/tokenize';
import type { CheckIssue, EntryCheck } from './collection';
import { linkSchema, metaSchema, template, text } from './shared';
import type { Site } from './site';

const count = template(['count']);

/** `content/pages/search.yaml`: the words of the search page, of its results and of its list of every page. */
export const searchPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text.describe('The paragraph under the heading, which every reader sees, with scripts or without.'),
  label: text.describe('The label of the search box.'),
  hint: text.describe('The line under the label, such as: Results appear as you type.'),
  withoutScripts: text.describe(
    'Shown instead of the box when scripts are off, since the search runs in the browser: what the reader can do instead.',
  ),
  resultsLabel: text.describe('The name screen readers give the list of results.'),
  searching: text.describe(
    'Shown when the results take a moment to come, such as on a slow line: Searching…',
  ),
  showAll: template(['count']).describe(
    'The button under the first results that shows every page that matches, with {count}, such as: Show all {count}.',
  ),
  noResults: z
    .strictObject({
      text: text.describe('Said under the count when no page matches, such as: Still stuck?'),
      links: z
        .array(linkSchema)
        .min(1, 'needs at least one link')
        .describe('Where to go then: the help center, contact.'),
    })
    .describe('What the page offers when no page matches.'),
  results: z
    .strictObject({
      none: text.describe('Said when no page matches, such as: No page matches.'),
      zero: count.optional(),
      one: count.optional(),
      two: count.optional(),
      few: count.optional(),
      many: count.optional(),
      other: count,
    })
    .describe(
      'How many pages match, said to screen readers as a reader types: one line per plural form the language has (Unicode CLDR: English one and other; Russian one, few, many and other; Persian one and other; Chinese other), each with {count}.',
    ),
  loadError: text.describe('Said when the index cannot be loaded, with the list of every page below.'),
  kinds: z
    .record(z.string().regex(/^[a-z][A-Za-z]*$/, 'should be a collection’s name, such as posts'), text)
    .describe(
      'The word each kind of page is shown with in the results and the list, by its collection’s name (schemas/collections.ts), in the order the list shows them.',
    ),
  otherKind: text.describe('The word for pages of a kind not named above.'),
  allPages: text.describe('The heading of the list of every page, which a reader without scripts searches.'),
  allPagesIntro: text.describe('What the list is for, above it.'),
  synonyms: z
    .array(
      z
        .array(
          z
            .string()
            .trim()
            .refine((word) => queryTerms(word).length === 1, {
              error: 'should be one word (in Chinese, two characters), as readers type it',
            }),
        )
        .min(2, 'needs at least two words that mean the same'),
    )
    .optional()
    .describe(
      'Words readers use for the same thing, a group to a line, such as [logs, records]: a search for one also finds pages that use another, a little below the pages that use the word itself.',
    ),
});
export type SearchPage = z.output<typeof searchPageSchema>;

/** Two names are one whatever their letter case and spacing: Help Center in the footer, Help center in a list. */
const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  return plain(a) === plain(b);
};

/**
 * A page goes by one name: the search's word for a kind of page that is one page, such as the
 * transparency report, is the footer's for its link to that page. `pageOf` gives the one page a
 * kind names, by the kind's collection, or none for a kind of many pages, such as a help article.
 * The rule holds in each language, as the translations lay their words over the English.
 */
export function searchPageChecks(pageOf: (kind: string) => string | undefined): EntryCheck<SearchPage>[] {
  return [
    {
      needs: ['site'],
      inEachLanguage: true,
      run(search, { content }) {
        const { links } = (content.site as Site).footer;
        const issues: CheckIssue[] = [];
        for (const [kind, word] of Object.entries(search.kinds)) {
          const page = pageOf(kind);
          links.forEach((link, index) => {
            if (page === undefined || link.to !== page || sameName(link.label, word)) return;
            issues.push({
              path: ['kinds', kind],
              message: `the search calls the page ${page} "${word}", but the footer's link to it says "${link.label}"; a reader who meets two names for one page wonders whether they are two pages: write the same name in both places (their letter case may differ)`,
              also: { collection: 'site', path: ['footer', 'links', index, 'label'] },
            });
          });
        }
        return issues;
      },
    },
  ];
}
