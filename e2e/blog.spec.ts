import { XMLParser } from 'fast-xml-parser';
import { collections, fillPlaceholders, type Content } from '../schemas';
import { formatDate } from '../src/lib/format';
import { expect, gotoHydrated, test } from './fixtures';
import { content, escapeRegExp, landsAt } from './site-routes';

const { blogPage, legalPage, posts, site } = content;

/** A post on the first page of the list with a newer and an older post beside it. */
const middle = posts.findIndex(
  (_, index) => index > 0 && index < Math.min(posts.length - 1, blogPage.pageSize),
);

/** The titles of the posts a tag's first page lists, newest first. */
const titlesTagged = (tag: string) =>
  posts
    .filter((post) => post.tags.includes(tag))
    .slice(0, blogPage.pageSize)
    .map((post) => post.title);

/** The tag the most posts carry, so its page has an order to check. */
const busiestTag = [...new Set(posts.flatMap((post) => post.tags))].sort(
  (a, b) => titlesTagged(b).length - titlesTagged(a).length,
)[0];

test('the list links to a post, which links to the posts around it and its tags', async ({ page }) => {
  expect(middle, 'a post with a newer and an older one on the first page of the list').toBeGreaterThan(0);
  const post = posts[middle];
  await gotoHydrated(page, '/blog');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
  await card.getByRole('link', { name: blogPage.readMore }).click();
  await expect(page).toHaveURL(landsAt(post.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const readingTime = escapeRegExp(blogPage.readingTime).replace(escapeRegExp('{minutes}'), '\\d+');
  await expect(page.getByText(new RegExp(`^${readingTime}$`))).toBeVisible();
  await expect(page).toHaveTitle(fillPlaceholders(site.titleTemplate, { title: post.title }));

  const more = page.getByRole('navigation', { name: blogPage.postNav.label });
  await more.getByRole('link', { name: blogPage.postNav.next }).click();
  await expect(page).toHaveURL(landsAt(posts[middle - 1].url));
  await page
    .getByRole('navigation', { name: blogPage.postNav.label })
    .getByRole('link', { name: blogPage.postNav.previous })
    .click();
  await expect(page).toHaveURL(landsAt(post.url));

  const [tag] = post.tags;
  await page
    .getByRole('list', { name: blogPage.tagsLabel })
    .getByRole('link', { name: tag, exact: true })
    .click();
  await expect(page).toHaveURL(landsAt(`/blog/tag/${tag}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fillPlaceholders(blogPage.tagPage.heading, { tag }),
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titlesTagged(tag));
});

test('a tag page loads on its own, newest post first', async ({ page }) => {
  const tagged = posts.filter((post) => post.tags.includes(busiestTag));
  expect(tagged.map((post) => post.date)).toEqual(
    tagged
      .map((post) => post.date)
      .sort()
      .reverse(),
  );
  await gotoHydrated(page, `/blog/tag/${busiestTag}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    titlesTagged(busiestTag),
  );
});

test.describe('a tag no post has', () => {
  test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route/] });

  test('gets the not-found page with status 404', async ({ page }) => {
    const response = await gotoHydrated(page, '/blog/tag/no-such-tag');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.notFoundPage.heading);
  });
});

test("every page points feed readers to both of the blog's feeds, which list the posts", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/about');
  const { rss, atom } = collections.posts.feeds;
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'item' || name === 'entry',
  });
  for (const [path, type] of [
    [rss, 'application/rss+xml'],
    [atom, 'application/atom+xml'],
  ] as const) {
    const link = page.locator(`link[rel="alternate"][href$="${path}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('type', type);
    const response = await request.get((await link.getAttribute('href')) as string);
    expect(response.status()).toBe(200);
    const xml = parser.parse(await response.text());
    const items = type === 'application/rss+xml' ? xml.rss.channel.item : xml.feed.entry;
    expect(items).toHaveLength(posts.length);
  }
});

/** The legal texts with their pages. */
const legalTexts: [string, Content['privacyPolicy']][] = [
  ['/privacypolicy', content.privacyPolicy],
  ['/terms', content.terms],
];

test('a legal page has a summary, a table of contents that jumps to each section, and its history', async ({
  page,
}) => {
  const found = legalTexts.find(([, text]) => text.summary && text.changes && text.headings.length > 0);
  expect(found, 'a legal text with a summary, sections and a history').toBeDefined();
  const [path, text] = found!;
  await gotoHydrated(page, path);
  await expect(page.getByRole('region', { name: legalPage.summaryHeading })).toContainText(text.summary!);
  const sections = text.headings.filter((heading) => heading.depth === 2);
  // A section far enough down that reaching it takes a jump.
  const section = sections.at(-2) ?? sections[0];
  const toc = page.getByRole('navigation', { name: legalPage.tocHeading });
  await toc.getByRole('link', { name: section.text, exact: true }).click();
  await expect(page).toHaveURL(landsAt(`${path}#${section.id}`));
  await expect(page.getByRole('heading', { name: section.text, exact: true })).toBeInViewport();
  const history = page.getByRole('region', { name: legalPage.changesHeading });
  await expect(history.getByRole('listitem').first()).toContainText(
    formatDate(text.changes![0].date, site.locale),
  );
});

test('a legal page prints as the text alone, black on white', async ({ page }) => {
  await gotoHydrated(page, '/terms');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: legalPage.tocHeading })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});
