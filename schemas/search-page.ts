import { z } from 'zod';
import { metaSchema, template, text } from './shared';

const count = template(['count']);

/** `content/pages/search.yaml`: the words of the search page, of its results and of its list of every page. */
export const searchPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  label: text.describe('The label of the search box.'),
  submit: text.describe(
    'The button that sends the search without scripts, which leads to the list of every page.',
  ),
  resultsLabel: text.describe('The name screen readers give the list of results.'),
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
});
export type SearchPage = z.output<typeof searchPageSchema>;
