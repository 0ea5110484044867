import { z } from 'zod';
import { calendarDate, text } from './shared';

export const postFrontMatterSchema = z
  .strictObject({
    title: text.describe("The post's title."),
    date: calendarDate.describe('The day the post is published, written YYYY-MM-DD.'),
    summary: text.describe('One or two sentences shown on the blog list.'),
    tags: z
      .array(
        z
          .string()
          .regex(
            /^[a-z0-9]+(-[a-z0-9]+)*$/,
            'should be lower-case words joined by dashes, for example zero-log',
          ),
      )
      .min(1, 'needs at least one tag, for example [privacy]')
      .describe('Topics, such as privacy or protocols: lower-case words, at least one.'),
    draft: z
      .boolean({ error: 'should be true or false' })
      .default(false)
      .describe('true keeps the post out of the built site; npm run dev still shows it, marked Draft.'),
  })
  .describe('The front matter of a blog post: the lines between --- at the top of content/blog/<id>.md.');
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
