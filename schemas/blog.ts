import { z } from 'zod';
import { calendarDate, text } from './shared';

/** The front matter of a blog post: the lines between --- at the top of `content/blog/<id>.md`. */
export const postFrontMatterSchema = z.strictObject({
  /** The post's title. */
  title: text,
  /** The day the post is published, written YYYY-MM-DD. */
  date: calendarDate,
  /** One or two sentences shown on the blog list. */
  summary: text,
  /** Topics, such as privacy or protocols: lower-case words, at least one. */
  tags: z
    .array(
      z
        .string()
        .regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          'should be lower-case words joined by dashes, for example zero-log',
        ),
    )
    .min(1, 'needs at least one tag, for example [privacy]'),
  /** true keeps the post out of the built site; `npm run dev` still shows it, marked Draft. */
  draft: z.boolean({ error: 'should be true or false' }).default(false),
});
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
