import { z } from 'zod';
import { linkSchema, metaSchema, searchFormSchema, text } from './shared';

/** `content/pages/not-found.yaml`: the page any address the site does not have shows. */
export const notFoundPageSchema = z.strictObject({
  meta: metaSchema,
  code: text,
  heading: text,
  text,
  homeLink: linkSchema,
  search: searchFormSchema.describe('The search box under the message, which opens the search page.'),
  links: z
    .strictObject({
      heading: text.describe('The heading over the links, such as: Or go straight to'),
      items: z
        .array(linkSchema)
        .min(1, 'needs at least one link')
        .describe('The pages most readers came for.'),
    })
    .describe('The main pages, under the search box.'),
});
export type NotFoundPage = z.output<typeof notFoundPageSchema>;
