import { expect, gotoHydrated, test } from './fixtures';
import { MISSING_ROUTE, siteRoutes } from './site-routes';

/** The one outside service the site may call: the flag images on the server page. */
const FLAG_SERVICE = 'https://flagcdn.com';

test.describe('each page talks only to the site itself and the flag service', () => {
  test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });

  for (const route of [...siteRoutes, MISSING_ROUTE]) {
    test(route, async ({ page, context, baseURL }) => {
      const requests: string[] = [];
      // The context sees every request: the page's, its workers' and any tab it opens.
      context.on('request', (request) => requests.push(request.url()));
      await gotoHydrated(page, route);
      // Scroll through the whole page so lazy images and anything else deferred load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      const site = new URL(baseURL ?? '').origin;
      const outside = requests.filter((url) => {
        const { origin, protocol } = new URL(url);
        return origin !== site && origin !== FLAG_SERVICE && protocol !== 'data:' && protocol !== 'blob:';
      });
      expect(outside).toEqual([]);
      expect(requests.length).toBeGreaterThan(0);
      expect(await context.cookies(), 'cookies set').toEqual([]);
    });
  }

  test('the recorder sees the flag requests on the server page', async ({ page, context }) => {
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/server');
    await page.locator('img[src^="https://flagcdn.com/"]').last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => requests.filter((url) => url.startsWith(`${FLAG_SERVICE}/`)).length)
      .toBeGreaterThan(0);
  });
});
