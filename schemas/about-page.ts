import { z } from 'zod';
import { cardSchema, linkSchema, metaSchema, text } from './shared';

/** `content/pages/about.md`: the blocks of the about page, in its front matter. */
export const aboutPageSchema = z
  .strictObject({
    meta: metaSchema,
    eyebrow: text,
    heading: text,
    blurbs: z.array(cardSchema).length(4, 'should have exactly four blurbs'),
    trial: z.strictObject({ heading: text, text, cta: linkSchema }),
  })
  .describe('The front matter of content/pages/about.md; the body is the mission text.');
export type AboutPage = z.output<typeof aboutPageSchema>;
