import { violations } from './axe';
import { expectInLanguage } from './language-checks';
import { expect, gotoHydrated, isNarrow, MENU_BREAKPOINT, test } from './fixtures';
import { inRuns, languages, MISSING_ROUTE, pageKinds } from './site-routes';

const [source, ...others] = languages;

for (const each of others) {
  const { language, content } = each;
  const words = content.site.languages;
  const base = `/${language.tag}`;

  test.describe(`${language.englishName} (${language.tag})`, () => {
    // At 1280 px the walk of every page (fit.spec.ts) tries what each page says about its language,
    // and axe on one page of each kind, on the one load of the page it measures. At 375 px the pages
    // that run the other way are tried again, one of each kind, since that is where a narrow layout
    // can go wrong.
    if (language.dir === 'rtl')
      test.describe(() => {
        test.skip(
          ({ viewport }) => (viewport?.width ?? Infinity) > MENU_BREAKPOINT,
          'every page is tried at 1280 px in fit.spec.ts',
        );
        // A run of pages shares one tab, which costs less than a browser context for each; a soft
        // check names every page that fails, and what about it.
        for (const run of inRuns(pageKinds(language.tag), 10)) {
          test(`${run[0]} to ${run.at(-1)!}: each is in ${language.englishName}, says how its translation keeps up, and passes axe`, async ({
            page,
          }) => {
            test.setTimeout(30_000 + 5_000 * run.length);
            for (const url of run) {
              await gotoHydrated(page, url);
              await expectInLanguage(page, url, each);
              expect.soft(await violations(page), url).toEqual([]);
            }
          });
        }
      });

    test.describe('at an address the site lacks', () => {
      test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });
      test(`shows the not-found page in ${language.englishName}`, async ({ page }) => {
        const response = await gotoHydrated(page, `${base}${MISSING_ROUTE}`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
        await expect(
          page.getByRole('heading', { level: 1, name: content.notFoundPage.heading }),
        ).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });

    test('the header and the footer lead to the same page in another language', async ({ page }) => {
      await gotoHydrated(page, `${base}/about`);
      const [target] = languages.filter((each) => each.language.tag !== language.tag).slice(-1);
      await page.locator('.language-switcher summary').click();
      const menu = page.getByRole('navigation', { name: words.switcherHint });
      await expect(menu.getByRole('link', { name: language.name })).toHaveAttribute('aria-current', 'page');
      await menu.getByRole('link', { name: target.language.name }).click();
      const targetBase = target === source ? '' : `/${target.language.tag}`;
      await expect(page).toHaveURL(new RegExp(`:\\d+${targetBase}/about/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', target.language.tag);

      const footer = page.getByRole('navigation', { name: target.content.site.languages.switcherLabel });
      await footer.getByRole('link', { name: language.name }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${base}/about/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    });

    if (language.dir === 'rtl') {
      test('is laid out from right to left: the logo at the right, the menu or links toward the left', async ({
        page,
      }) => {
        await gotoHydrated(page, base);
        const width = page.viewportSize()!.width;
        const logo = (await page.locator('.site-header .logo').boundingBox())!;
        expect(logo.x).toBeGreaterThan(width / 2);
        const other = isNarrow(page) ? page.locator('.menu-toggle') : page.locator('.site-nav__links');
        const box = (await other.boundingBox())!;
        expect(box.x + box.width / 2).toBeLessThan(logo.x);
      });
    }
  });
}
