import type { Page } from '@playwright/test';
import { mostAsked } from '../schemas/help';
import { fillPlaceholders } from '../schemas/placeholders';
import { expect, test } from './fixtures';
import { content, landsAt } from './site-routes';

const { help: articles, helpPage: copy, supportPage: support } = content;

/** The first category that has more than one article, so its page and its articles' pages have lists to check. */
const category = copy.categories.find(
  (each) => articles.filter((article) => article.category === each.id).length > 1,
)!;
const inCategory = articles.filter((article) => article.category === category.id);

/** Records every script the page asks for from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Goes from /help to a category, and from there to an article, checking each page's words from the content. */
async function walkTheHelpCenter(page: Page) {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
  const asked = page.getByRole('region', { name: copy.mostAskedHeading, exact: true });
  await expect(asked.getByRole('link')).toHaveText(mostAsked(articles).map((article) => article.title));
  const used = new Set(articles.map((article) => article.category));
  await expect(
    page.getByRole('region', { name: copy.topicsHeading, exact: true }).getByRole('heading', { level: 3 }),
  ).toHaveText(copy.categories.filter((each) => used.has(each.id)).map((each) => each.title));

  await page
    .getByRole('link', {
      name: fillPlaceholders(copy.allInCategory, { category: category.title }),
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(landsAt(`/help/topic/${category.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(
    inCategory.map((article) => `${article.title}${article.summary}`),
  );

  const [article, ...others] = inCategory;
  await page.getByRole('link', { name: article.title, exact: true }).click();
  await expect(page).toHaveURL(landsAt(article.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  // The body's first paragraph, as the build rendered it.
  const first = /<p>([\s\S]*?)<\/p>/
    .exec(article.html)![1]
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
  await expect(page.getByRole('article').getByText(first.slice(0, 40))).toBeVisible();
  const related = page.getByRole('region', {
    name: fillPlaceholders(copy.related, { category: category.title }),
    exact: true,
  });
  await expect(related.getByRole('link')).toHaveText(others.map((each) => each.title));
  await page
    .getByRole('navigation', { name: copy.breadcrumbLabel, exact: true })
    .getByRole('link', { name: category.title, exact: true })
    .click();
  await expect(page).toHaveURL(landsAt(`/help/topic/${category.id}`));
}

test('the help center leads from its topics to a category and to an article, and loads no script', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await walkTheHelpCenter(page);
  expect(scripts).toEqual([]);
});

test('/support shows the most asked articles and its Help Center card leads to /help', async ({ page }) => {
  await page.goto('/support#help');
  const section = page.getByRole('region', { name: support.help.heading, exact: true });
  await expect(section).toBeInViewport();
  for (const article of mostAsked(articles)) {
    await expect(
      section
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: article.title, exact: true }) }),
    ).toContainText(article.summary);
  }
  const card = support.cards.find((each) => each.href === '/help')!;
  expect(card, 'a card of the support page leads to /help').toBeDefined();
  await page.getByRole('link', { name: card.linkLabel, exact: true }).click();
  await expect(page).toHaveURL(landsAt('/help'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the help center reads whole and its links lead on', async ({ page }) => {
    await walkTheHelpCenter(page);
  });
});
