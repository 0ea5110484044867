import { z } from 'zod';
import { anyLink, iconName, linkSchema, metaSchema, sectionAnchor, text } from './shared';

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
  help: z
    .strictObject({
      anchor: sectionAnchor.describe("The section's name in links: /support#help leads here."),
      heading: text.describe(
        'The heading over the most asked questions, such as Frequently asked questions.',
      ),
      allLink: linkSchema.describe('The link under the questions to every answer, on /help.'),
    })
    .describe(
      'The most asked questions of the help center, under the cards. The questions are the help articles with a mostAsked rank (content/help/).',
    ),
});
export type SupportPage = z.output<typeof supportPageSchema>;
