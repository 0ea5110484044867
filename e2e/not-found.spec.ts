import { expect, gotoHydrated, test } from './fixtures';
import { content, landsAt, MISSING_ROUTE } from './site-routes';

const { homePage, notFoundPage } = content;

const LOGGED = `404 Error: User attempted to access non-existent route: ${MISSING_ROUTE}`;

// The page logs the path it could not find, as the specification asks.
test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });

test('an unknown address answers 404 with the not-found page, and logs the path', async ({
  page,
  consoleLogs,
}) => {
  const response = await gotoHydrated(page, MISSING_ROUTE);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFoundPage.code, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.heading);
  await expect(page).toHaveTitle(notFoundPage.meta.title);
  await expect
    .poll(async () =>
      (await consoleLogs.messages())
        .filter((message) => message.type === 'error')
        .map((message) => message.args.join(' ')),
    )
    .toContain(LOGGED);
  // The header and footer stay, so the visitor can go anywhere from here.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the home link leads to the home page', async ({ page }) => {
  await gotoHydrated(page, `${MISSING_ROUTE}/deeper`);
  await page.getByRole('link', { name: notFoundPage.homeLink.label, exact: true }).click();
  await expect(page).toHaveURL(notFoundPage.homeLink.to);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.hero.title);
});

test('the search box opens the search page with the words, and the main pages are linked, at any depth', async ({
  page,
}) => {
  await gotoHydrated(page, `${MISSING_ROUTE}/deeper`);
  const links = page.getByRole('navigation', { name: notFoundPage.links.heading });
  // The page is served at any depth, so it names the pages from the domain's root.
  for (const link of notFoundPage.links.items)
    await expect(links.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
  const words = notFoundPage.links.items[0].label;
  await page.getByRole('searchbox', { name: notFoundPage.search.label }).fill(words);
  await page.getByRole('button', { name: notFoundPage.search.button }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === landsAt(notFoundPage.search.to) && url.searchParams.get('q') === words,
  );
  await expect(page.getByRole('searchbox', { name: content.searchPage.label })).toHaveValue(words);
});
