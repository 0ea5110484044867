import { z } from 'zod';
import { internalLink, text } from './shared';

/** What happens when a visitor presses a plan's button. */
export const planActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      /** `link`: the button leads to a page of the site. */
      type: z.literal('link'),
      /** The page, for example /signup. */
      to: internalLink,
    }),
    z.strictObject({
      /** `email`: the button opens a new email to the support address. */
      type: z.literal('email'),
      /** The email's subject line. */
      subject: text,
      /** The email's first words, which the visitor can change before sending. */
      body: text,
    }),
  ],
  { error: 'should be link or email' },
);
export type PlanAction = z.output<typeof planActionSchema>;

/** One plan in the pricing section: an entry of `content/plans.yaml`. */
export const planSchema = z.strictObject({
  /** A short name for the plan in lower case, such as premium. Each plan's id is different. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'should be lower-case letters, digits and dashes, for example premium'),
  /** The plan's name, such as Premium. */
  name: text,
  /** The price in large type, such as $3 or Free. */
  price: text,
  /** The words after the price, such as per month. */
  period: text,
  /** A short label over the plan, such as Most Popular. Leave it out for no label. */
  badge: text.optional(),
  /** true for the one plan the page draws attention to. Exactly one plan has it. */
  featured: z.boolean().default(false),
  /** One sentence about who the plan is for. */
  description: text,
  /** What the plan includes, one item a line. */
  features: z.array(text).min(1, 'needs at least one item'),
  /** The plan's button. */
  cta: z.strictObject({
    label: text,
    action: planActionSchema,
  }),
});

/** All plans, in the order the page shows them. */
export const plansSchema = z.array(planSchema).min(1, 'needs at least one plan');
export type Plan = z.output<typeof planSchema>;
