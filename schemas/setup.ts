import { z } from 'zod';
import { internalLink, metaSchema, template, text } from './shared';

export const stepActionSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('link').describe('link: the button leads to a page of the site.'),
        to: internalLink.describe('The page, for example /signup or /#pricing.'),
      }),
      z.strictObject({
        type: z
          .literal('alert')
          .describe('alert: the browser shows a message and the visitor stays on the page.'),
        message: text.describe('The message, such as Redirecting to payment...'),
      }),
    ],
    { error: 'should be link or alert' },
  )
  .describe("What the wizard's button does on a step.");
export type StepAction = z.output<typeof stepActionSchema>;

export const setupStepSchema = z
  .strictObject({
    title: text.describe("The step's name, such as Choose Plan."),
    description: text.describe('One or two sentences saying what the visitor does in this step.'),
    action: stepActionSchema.describe('What the button does on this step.'),
  })
  .describe('One step of the setup wizard: an entry of content/setup.yaml.');

export const setupStepsSchema = z
  .array(setupStepSchema)
  .length(4, 'should have exactly four steps')
  .describe("The wizard's steps, in order: exactly four.");
export type SetupStep = z.output<typeof setupStepSchema>;

/** `content/pages/setup.yaml`. */
export const setupPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  progress: template(['current', 'total']).describe(
    'The line over the step, with {current} and {total}, such as Step {current} of {total}.',
  ),
  continueLabel: text,
  finishLabel: text,
  completedLabel: text.describe('Read aloud beside a finished step in the indicator.'),
});
export type SetupPage = z.output<typeof setupPageSchema>;
