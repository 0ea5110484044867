import { z } from 'zod';
import { fieldSchema, linkSchema, metaSchema, text } from './shared';

/**
 * The sign-up and log-in pages, `content/pages/signup.yaml` and `login.yaml`: two forms that share
 * everything but their fields.
 */
const authPage = {
  meta: metaSchema,
  heading: text,
  intro: text,
  googleButton: text.describe("The Google button's words."),
  divider: text.describe('The word on the line between the Google button and the form, such as or.'),
  submit: text,
  switchText: text.describe(
    'The sentence before the link to the other form, such as Already have an account?',
  ),
  switchLink: linkSchema,
  closeLabel: text.describe('The words read aloud for the close button, which leads home.'),
};

/** `content/pages/signup.yaml`. */
export const signupPageSchema = z.strictObject({
  ...authPage,
  fields: z.strictObject({ name: fieldSchema, email: fieldSchema, password: fieldSchema }),
});
export type SignupPage = z.output<typeof signupPageSchema>;

/** `content/pages/login.yaml`. */
export const loginPageSchema = z.strictObject({
  ...authPage,
  fields: z.strictObject({ email: fieldSchema, password: fieldSchema }),
});
export type LoginPage = z.output<typeof loginPageSchema>;
