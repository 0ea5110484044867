import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { PLATFORM_OSES } from './platforms';
import { calendarDate, iconName, linkSchema, metaSchema, searchFormSchema, template, text } from './shared';

/** A category's id: it names the category in articles and in its page's address, /help/topic/<id>. */
const categoryId = z
  .string({ error: 'should be a category id: lower-case words joined by dashes, for example payment' })
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'should be a category id: lower-case words joined by dashes, for example payment',
  );

const platformId = z.enum(PLATFORM_OSES, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a platform; write one of ${PLATFORM_OSES.join(', ')}`,
});

export const helpArticleSchema = z
  .strictObject({
    title: text.describe(
      'The question as a reader would ask it, such as How do I pay with crypto?, or the task, such as Set up Masky VPN on Windows.',
    ),
    summary: text.describe(
      'The short answer in one or two sentences, shown under the title in the lists and on the support page.',
    ),
    category: categoryId.describe(
      'The id of the category the article belongs to, one of the categories in content/pages/help.yaml, such as payment.',
    ),
    platforms: z
      .array(platformId)
      .default([])
      .describe(
        'The devices the article is about: windows, macos, linux, android or ios. Leave it out, or write [], when it concerns every device.',
      ),
    date: calendarDate.describe('The day the article was last reviewed or updated, written YYYY-MM-DD.'),
    mostAsked: z
      .number({ error: 'should be a whole number from 1, for example 1 for the most asked question' })
      .int('should be a whole number from 1, for example 1 for the most asked question')
      .min(1, 'should be a whole number from 1, for example 1 for the most asked question')
      .optional()
      .describe(
        'Only for the most asked questions: their place in that list on /help and /support, 1 first. Leave it out for every other article.',
      ),
  })
  .describe('The front matter of a help article: the lines between --- at the top of content/help/<id>.md.');
export type HelpArticle = z.output<typeof helpArticleSchema>;

const categorySchema = z
  .strictObject({
    id: categoryId.describe(
      "The category's id, which articles name in their category field and which its address ends with (/help/topic/<id>). Each category's id is different.",
    ),
    title: text.describe('The name of the category, such as Payment and plans.'),
    description: text.describe('One sentence on what the category answers, shown under its name.'),
    icon: iconName.describe('The icon beside the category on /help.'),
  })
  .describe('One category of the help center.');

/** `content/pages/help.yaml`: the words of the help center's pages. */
export const helpPageSchema = z
  .strictObject({
    meta: metaSchema,
    heading: text.describe('The heading of /help, such as Help Center.'),
    intro: text.describe('The paragraph under the heading.'),
    mostAskedHeading: text.describe(
      'The heading over the most asked questions, on /help and on the support page, such as Most asked questions.',
    ),
    search: searchFormSchema.describe(
      'The search box on /help, under the intro, which opens the search page with its words.',
    ),
    topicsHeading: text.describe('The heading over the categories on /help, such as Browse by topic.'),
    categories: z
      .array(categorySchema)
      .min(1, 'needs at least one category')
      .describe('The categories of the help center, in the order /help shows them.'),
    allInCategory: template(['category']).describe(
      "The link under a category's questions on /help to its own page, with {category}, such as All answers about {category}.",
    ),
    categoryPage: z
      .strictObject({
        meta: z
          .strictObject({ title: template(['category']), description: template(['category']) })
          .describe("The category page's tab title and description, with {category} for its name."),
      })
      .describe("A category's own page, at /help/topic/<id>, which lists all its articles."),
    breadcrumbLabel: text.describe(
      'Read aloud for the trail of links at the top of an article, such as Breadcrumb.',
    ),
    backLink: linkSchema.describe('The link back to /help, at the top of a category page and of an article.'),
    platformsLabel: text.describe('Read before the devices an article is about, such as Applies to.'),
    updated: template(['date']).describe(
      'The line with the day an article was last reviewed, with {date}, such as Last reviewed {date}.',
    ),
    related: template(['category']).describe(
      'The heading over the other articles of the same category, under an article, with {category}, such as More about {category}.',
    ),
    contact: z
      .strictObject({
        heading: text.describe('The heading, such as Still need help?'),
        text: text.describe('One sentence inviting the reader to write to us.'),
        link: linkSchema.describe('The link to the contact page.'),
      })
      .describe('The invitation to contact support at the foot of /help and of each article.'),
  })
  .describe('The words of the help center: /help, each category page and each article page.');
export type HelpPage = z.output<typeof helpPageSchema>;

/**
 * Says whether an article's category is one of the help page's categories: a category the copy does
 * not name would have no title, no description and no place on /help.
 */
export function helpCategoryIssues(article: Pick<HelpArticle, 'category'>, page: HelpPage): CheckIssue[] {
  const ids = page.categories.map((category) => category.id);
  if (ids.includes(article.category)) return [];
  return [
    {
      path: ['category'],
      message: `${JSON.stringify(article.category)} is not a help category; write one of ${ids.join(', ')} (the categories are listed in content/pages/help.yaml)`,
    },
  ];
}

/** An article's rules, which read the help page's categories. */
export const helpArticleChecks: EntryCheck<HelpArticle>[] = [
  {
    needs: ['helpPage'],
    run: (article, { content }) => helpCategoryIssues(article, content.helpPage as HelpPage),
  },
];

/** Says which categories of the help page share an id with one before them. */
export function helpPageIssues(page: HelpPage): CheckIssue[] {
  const issues: CheckIssue[] = [];
  page.categories.forEach((category, index) => {
    const first = page.categories.findIndex((other) => other.id === category.id);
    if (first < index) {
      issues.push({
        path: ['categories', index, 'id'],
        message: `${category.id} is already the id of category ${first + 1} (${page.categories[first].title}); each category has its own id`,
      });
    }
  });
  return issues;
}

/** The help page's rules. */
export const helpPageChecks: EntryCheck<HelpPage>[] = [{ run: (page) => helpPageIssues(page) }];

/**
 * The most asked articles, in their rank's order; two of the same rank in the order of their ids, so
 * every build agrees.
 */
export function mostAsked<T extends { id: string; mostAsked?: number }>(articles: readonly T[]): T[] {
  return articles
    .filter((article) => article.mostAsked !== undefined)
    .sort((a, b) => a.mostAsked! - b.mostAsked! || a.id.localeCompare(b.id));
}
