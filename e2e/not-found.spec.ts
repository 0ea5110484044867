import { expect, gotoHydrated, test } from './fixtures';
import { MISSING_ROUTE } from './site-routes';

const LOGGED = `404 Error: User attempted to access non-existent route: ${MISSING_ROUTE}`;

// The page logs the path it could not find, as the specification asks.
test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });

test('an unknown address answers 404 with the not-found page, and logs the path', async ({
  page,
  consoleLogs,
}) => {
  const response = await gotoHydrated(page, MISSING_ROUTE);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page).toHaveTitle(/Page not found/);
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

test('Return to Home leads to the home page', async ({ page }) => {
  await gotoHydrated(page, `${MISSING_ROUTE}/deeper`);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Go online without leaving a trace');
});
