import { z } from 'zod';
import { calendarDate, linkSchema, metaSchema, text } from './shared';

export const planStatusSchema = z
  .strictObject({
    name: text.describe("The plan's name, such as Premium."),
    status: text.describe("The plan's state as the badge shows it, such as Active."),
    startedOn: calendarDate.describe('The day the plan started, written YYYY-MM-DD.'),
    renewsOn: calendarDate.describe('The day the plan renews, written YYYY-MM-DD; after startedOn.'),
    price: text.describe('The price as written, such as $3/month.'),
    features: z
      .array(text)
      .min(1, 'needs at least one item')
      .describe('What the plan includes, one item a line.'),
  })
  .refine((plan) => plan.renewsOn > plan.startedOn, {
    path: ['renewsOn'],
    error: (issue) => `should be a day after startedOn, ${(issue.input as { startedOn: string }).startedOn}`,
    // Checked whenever both dates are valid, even if another field has a problem, so an editor
    // sees every problem at once.
    when: ({ issues }) =>
      !issues.some((issue) => ['startedOn', 'renewsOn'].includes(String(issue.path?.[0]))),
  })
  .describe('The sample plan on the status page: content/plan-status.yaml.');
export type PlanStatus = z.output<typeof planStatusSchema>;

/** `content/pages/status.yaml`. */
export const statusPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  startedLabel: text,
  renewsLabel: text,
  priceLabel: text,
  featuresHeading: text,
  manageLink: linkSchema,
});
export type StatusPage = z.output<typeof statusPageSchema>;
