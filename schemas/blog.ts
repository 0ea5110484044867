import { z } from 'zod';
import { calendarDate, linkSchema, metaSchema, template, text } from './shared';

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

/** `content/pages/blog.yaml`. */
export const blogPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  readMore: text,
  pageSize: z
    .number({ error: 'should be a whole number of posts, for example 10' })
    .int('should be a whole number of posts, for example 10')
    .min(1, 'should be at least 1 post')
    .max(100, 'should be at most 100 posts, so a page stays quick to load')
    .describe('How many posts one page of the list shows; older posts go on /blog/page/2 and after.'),
  pagination: z
    .strictObject({
      label: text.describe('Read aloud for the links between pages of the list, such as Pages of posts.'),
      previous: text.describe('The link to newer posts, such as Newer posts.'),
      next: text.describe('The link to older posts, such as Older posts.'),
      status: template(['page', 'pages']).describe(
        'Where the visitor is in the list, with {page} and {pages}, such as Page {page} of {pages}.',
      ),
      pageTitle: template(['title', 'page']).describe(
        "The browser tab's title on the second page of a list and after, with {title} for the first page's title and {page}, such as {title} (page {page}).",
      ),
    })
    .describe('The links under a list of posts to the newer and older pages of the list.'),
  draftLabel: text.describe('The label on a draft post, which only the dev server shows.'),
  tagsLabel: text.describe("Read aloud before a post's tags."),
  backLink: linkSchema.describe('The link from a post back to the list.'),
  readingTime: template(['minutes']).describe(
    'How long a post takes to read, with {minutes}, such as {minutes} min read.',
  ),
  postNav: z
    .strictObject({
      label: text.describe('Read aloud for the pair of links, such as More posts.'),
      previous: text.describe('The words over the link to the older post, such as Previous post.'),
      next: text.describe('The words over the link to the newer post, such as Next post.'),
    })
    .describe('The links under a post to the posts published before and after it.'),
  tagPage: z
    .strictObject({
      meta: z.strictObject({ title: template(['tag']), description: template(['tag']) }),
      heading: template(['tag']),
    })
    .describe('The page that lists the posts with one tag, at /blog/tag/<tag>; {tag} is the tag.'),
  feed: z
    .strictObject({
      title: text.describe("The feed's name in a feed reader, such as {product} Blog."),
      description: text.describe('A sentence saying what the feed brings.'),
    })
    .describe("The blog's feeds, which readers follow in a feed reader."),
});
export type BlogPage = z.output<typeof blogPageSchema>;
