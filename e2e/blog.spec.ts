import { XMLParser } from 'fast-xml-parser';
import { expect, gotoHydrated, test } from './fixtures';

test('Read More leads to the post, which links to the posts around it and its tags', async ({ page }) => {
  await gotoHydrated(page, '/blog');
  const card = page.getByRole('article').filter({ hasText: 'Xray, Reality and Vision' });
  await card.getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL('/blog/xray-reality-vision-explained');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Xray, Reality and Vision: Protocols That Slip Past Blocking',
  );
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page).toHaveTitle('Xray, Reality and Vision: Protocols That Slip Past Blocking | Masky VPN');

  const more = page.getByRole('navigation', { name: 'More posts' });
  await more.getByRole('link', { name: /Next post/ }).click();
  await expect(page).toHaveURL('/blog/why-zero-log-matters');
  await page
    .getByRole('navigation', { name: 'More posts' })
    .getByRole('link', { name: /Previous post/ })
    .click();
  await expect(page).toHaveURL('/blog/xray-reality-vision-explained');

  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'protocols' }).click();
  await expect(page).toHaveURL('/blog/tag/protocols');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “protocols”');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Xray, Reality and Vision: Protocols That Slip Past Blocking',
  ]);
});

test('a tag page loads on its own, newest post first', async ({ page }) => {
  await gotoHydrated(page, '/blog/tag/privacy');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Why a Zero-Log Policy Matters',
    'Paying for Privacy with Crypto',
  ]);
});

test.describe('a tag no post has', () => {
  test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route/] });

  test('gets the not-found page with status 404', async ({ page }) => {
    const response = await gotoHydrated(page, '/blog/tag/no-such-tag');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});

test('every page points feed readers to both feeds, which list the posts', async ({ page, request }) => {
  await gotoHydrated(page, '/about');
  const feeds = page.locator('link[rel="alternate"]');
  await expect(feeds).toHaveCount(2);
  const parser = new XMLParser({ ignoreAttributes: false });
  for (const [index, type] of ['application/rss+xml', 'application/atom+xml'].entries()) {
    await expect(feeds.nth(index)).toHaveAttribute('type', type);
    const response = await request.get((await feeds.nth(index).getAttribute('href')) as string);
    expect(response.status()).toBe(200);
    const xml = parser.parse(await response.text());
    const titles = type === 'application/rss+xml' ? xml.rss.channel.item : xml.feed.entry;
    expect(titles).toHaveLength(3);
  }
});

test('a legal page has a summary, a table of contents that jumps to each section, and its history', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacypolicy');
  await expect(page.getByRole('region', { name: 'In short' })).toContainText(
    'We never log what you do online.',
  );
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: '8. Your rights' }).click();
  await expect(page).toHaveURL('/privacypolicy#8-your-rights');
  await expect(page.getByRole('heading', { name: '8. Your rights' })).toBeInViewport();
  const history = page.getByRole('region', { name: 'Changes to this text' });
  await expect(history.getByRole('listitem').first()).toContainText('July 24, 2025');
});

test('a legal page prints as the text alone, black on white', async ({ page }) => {
  await gotoHydrated(page, '/terms');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});
