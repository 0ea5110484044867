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
    devices: z
      .number({ error: 'should be a number of devices, for example 10 (no quotes)' })
      .int('should be a whole number of devices, for example 10')
      .positive('should be one device or more')
      .optional()
      .describe(
        'Optional: how many devices one account may use on the plan, such as 10. Any text shows it as {devices}, so every plan that gives it gives the same number.',
      ),
    trialDays: z
      .number({ error: 'should be a number of days, for example 7 (no quotes)' })
      .int('should be a whole number of days, for example 7')
      .positive('should be one day or more')
      .optional()
      .describe(
        'Optional, for the free trial alone: how many days it lasts, such as 7. Any text shows it as {trial-days}.',
      ),
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

/**
 * Exactly one plan is featured: the one the pricing section draws attention to. A number that a
 * placeholder shows in every text is one number: the plans that give their devices give the same,
 * and only one plan, the trial, gives its days.
 */
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
  {
    run(plans) {
      const first = plans.find((plan) => plan.devices !== undefined);
      return plans.flatMap((plan, index): CheckIssue[] =>
        first && plan.devices !== undefined && plan.devices !== first.devices
          ? [
              {
                path: [index, 'devices'],
                message: `should be ${first.devices}, as on ${first.name}: {devices} shows one number for every plan, so each plan that gives its devices gives the same`,
              },
            ]
          : [],
      );
    },
  },
  {
    run(plans) {
      const trials = plans.flatMap((plan, index) => (plan.trialDays === undefined ? [] : [index]));
      return trials.slice(1).map((index) => ({
        path: [index, 'trialDays'],
        message: `only the trial gives trialDays, and ${plans[trials[0]].name} already does; remove this line`,
      }));
    },
  },
];
