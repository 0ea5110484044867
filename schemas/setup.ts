import { z } from 'zod';
import { internalLink, text } from './shared';

/** What the wizard's button does on a step. */
export const stepActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      /** `link`: the button leads to a page of the site. */
      type: z.literal('link'),
      /** The page, for example /signup or /#pricing. */
      to: internalLink,
    }),
    z.strictObject({
      /** `alert`: the browser shows a message and the visitor stays on the page. */
      type: z.literal('alert'),
      /** The message, such as Redirecting to payment... */
      message: text,
    }),
  ],
  { error: 'should be link or alert' },
);
export type StepAction = z.output<typeof stepActionSchema>;

/** One step of the setup wizard: an entry of `content/setup.yaml`. */
export const setupStepSchema = z.strictObject({
  /** The step's name, such as Choose Plan. */
  title: text,
  /** One or two sentences saying what the visitor does in this step. */
  description: text,
  /** What the button does on this step. */
  action: stepActionSchema,
});

/** The wizard's steps, in order: exactly four. */
export const setupStepsSchema = z.array(setupStepSchema).length(4, 'should have exactly four steps');
export type SetupStep = z.output<typeof setupStepSchema>;
