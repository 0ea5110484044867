import { z } from 'zod';
import { anyLink, iconName, metaSchema, sectionAnchor, text } from './shared';

/** `content/pages/support.yaml`. */
export const supportPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  cards: z
    .array(
      z.strictObject({
        icon: iconName,
        title: text,
        text,
        linkLabel: text.describe("The card's link words."),
        href: anyLink.describe(
          'Where the card leads: /setup, https://..., or {chat} for the community chat.',
        ),
      }),
    )
    .min(1, 'needs at least one card'),
  help: z.strictObject({
    anchor: sectionAnchor.describe("The section's name in links: /support#help leads here."),
    heading: text,
    questions: z
      .array(z.strictObject({ question: text, answer: text }))
      .min(1, 'needs at least one question'),
  }),
});
export type SupportPage = z.output<typeof supportPageSchema>;
