import { z } from 'zod';
import { cardSchema, linkSchema, metaSchema, sectionAnchor, text } from './shared';

/** `content/pages/home.yaml`. */
export const homePageSchema = z.strictObject({
  meta: metaSchema,
  hero: z.strictObject({
    eyebrow: text.describe('The small line over the heading.'),
    title: text.describe('The big heading.'),
    lead: text.describe('The paragraph under the heading.'),
    bullets: z
      .array(text)
      .length(4, 'should have exactly four bullets')
      .describe('Four short claims with a tick beside each.'),
    stats: z
      .array(z.strictObject({ value: text, label: text }))
      .min(1, 'needs at least one figure')
      .describe('Figures in large type with a word under each, such as 10 / Devices.'),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  features: z.strictObject({
    anchor: sectionAnchor.describe("The section's name in links: #features leads here."),
    eyebrow: text,
    heading: text,
    intro: text,
    cards: z.array(cardSchema).min(1, 'needs at least one card'),
  }),
  pricing: z.strictObject({
    anchor: sectionAnchor.describe("The section's name in links: #pricing leads here."),
    eyebrow: text,
    heading: text,
    intro: text,
    note: text.describe('A line under the plans, such as the trial terms.'),
  }),
});
export type HomePage = z.output<typeof homePageSchema>;
