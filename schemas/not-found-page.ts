import { z } from 'zod';
import { linkSchema, metaSchema, text } from './shared';

/** `content/pages/not-found.yaml`. */
export const notFoundPageSchema = z.strictObject({
  meta: metaSchema,
  code: text,
  heading: text,
  text,
  homeLink: linkSchema,
});
export type NotFoundPage = z.output<typeof notFoundPageSchema>;
