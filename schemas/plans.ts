import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { internalLink, text } from './shared';

export const planActionSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('link').describe('link: the button leads to a page of the site.'),
        to: internalLink.describe('The page, for example /signup.'),
      }),
      z.strictObject({
        type: z.literal('email').describe('email: the button opens a new email to the support address.'),
        subject: text.describe("The email's subject line."),
        body: text.describe("The email's first words, which the visitor can change before sending."),
      }),
    ],
    { error: 'should be link or email' },
  )
  .describe("What happens when a visitor presses a plan's button.");
export type PlanAction = z.output<typeof planActionSchema>;

export const planSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'should be lower-case letters, digits and dashes, for example premium')
      .describe("A short name for the plan in lower case, such as premium. Each plan's id is different."),
    name: text.describe("The plan's name, such as Premium."),
    price: text.describe('The price in large type, such as $3 or Free.'),
    period: text.describe('The words after the price, such as per month.'),
    badge: text
      .optional()
      .describe('A short label over the plan, such as Most Popular. Leave it out for no label.'),
    featured: z
      .boolean()
      .default(false)
      .describe('true for the one plan the page draws attention to. Exactly one plan has it.'),
    description: text.describe('One sentence about who the plan is for.'),
    features: z
      .array(text)
      .min(1, 'needs at least one item')
      .describe('What the plan includes, one item a line.'),
    cta: z
      .strictObject({
        label: text,
        action: planActionSchema,
      })
      .describe("The plan's button."),
  })
  .describe('One plan in the pricing section: an entry of content/plans.yaml.');

export const plansSchema = z
  .array(planSchema)
  .min(1, 'needs at least one plan')
  .describe('All plans, in the order the page shows them.');
export type Plan = z.output<typeof planSchema>;

/** Exactly one plan is featured: the one the pricing section draws attention to. */
export const planChecks: EntryCheck<Plan[]>[] = [
  {
    run(plans) {
      const featured = plans.flatMap((plan, index) => (plan.featured ? [index] : []));
      const issues: CheckIssue[] = featured.slice(1).map((index) => ({
        path: [index, 'featured'],
        message: `only one plan can be featured, and ${plans[featured[0]].name} already is; remove this line`,
      }));
      if (featured.length === 0) {
        issues.push({
          path: [],
          message: 'no plan has "featured: true"; mark exactly one plan, usually the Most Popular one',
        });
      }
      return issues;
    },
  },
];
