import { z } from 'zod';
import { fieldSchema, metaSchema, text } from './shared';

/** `content/pages/contact.yaml`. */
export const contactPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  formHeading: text,
  fields: z.strictObject({ name: fieldSchema, email: fieldSchema, message: fieldSchema }),
  submit: text,
  socialHeading: text,
  emailLabel: text,
  phoneLabel: text,
  motto: text.describe('The line under the contact details: Decentralized | Everywhere.'),
});
export type ContactPage = z.output<typeof contactPageSchema>;
