import { fillPlaceholders } from '../schemas';
import { violations } from './axe';
import { expect, gotoHydrated, isNarrow, MENU_BREAKPOINT, test } from './fixtures';
import { inRuns, languages, MISSING_ROUTE, pageKinds } from './site-routes';

const [source, ...others] = languages;

for (const { language, content } of others) {
  const words = content.site.languages;
  const base = `/${language.tag}`;

  test.describe(`${language.englishName} (${language.tag})`, () => {
    // What a page says about its language is the same at any width; at 375 px only the pages that
    // run the other way are tried again, since that is where a narrow layout can go wrong.
    test.describe(() => {
      test.skip(
        ({ viewport }) => (viewport?.width ?? Infinity) <= MENU_BREAKPOINT && language.dir !== 'rtl',
        'left-to-right pages are tried at 1280 px; their English, at both widths',
      );
      // A run of pages shares one tab, which costs less than a browser context for each; a soft check
      // names every page that fails, and what about it.
      for (const run of inRuns(pageKinds(language.tag), 10)) {
        test(`${run[0]} to ${run.at(-1)!}: each is in ${language.englishName}, says how its translation keeps up, and passes axe`, async ({
          page,
        }) => {
          test.setTimeout(30_000 + 5_000 * run.length);
          for (const url of run) {
            await gotoHydrated(page, url);
            const html = page.locator('html');
            await expect.soft(html, url).toHaveAttribute('lang', language.tag);
            await expect.soft(html, url).toHaveAttribute('dir', language.dir);
            const main = page.locator('main');
            const state = await main.getAttribute('data-translation');
            expect.soft(state, url).toMatch(/^(translated|outdated|missing)$/);
            const canonical = page.locator('link[rel="canonical"]');
            // A page kept out of search engines (an earlier version of a legal text) names no canonical
            // address and no alternates, in any language.
            const indexable = (await page.locator('meta[name="robots"][content*="noindex"]').count()) === 0;
            const english = url.slice(base.length) || '/';
            if (state === 'missing') {
              // Shown in English, with a notice in the visitor's language, and the English page as canonical.
              await expect
                .soft(page.getByText(fillPlaceholders(words.missing, { language: language.name })), url)
                .toBeVisible();
              await expect.soft(main.locator(`[lang="${source.language.tag}"]`).first(), url).toBeAttached();
              if (indexable)
                await expect
                  .soft(canonical, url)
                  .toHaveAttribute('href', new RegExp(`[^/]${english === '/' ? '/$' : `${english}$`}`));
            } else if (indexable) {
              await expect.soft(canonical, url).toHaveAttribute('href', new RegExp(`${url}$`));
            }
            if (!indexable) await expect.soft(canonical, url).toHaveCount(0);
            await expect
              .soft(page.getByRole('link', { name: words.sourceLink }), url)
              .toHaveCount(state === 'translated' ? 0 : 1);
            // Every language, itself and x-default included, is named as an alternate.
            const hreflangs = await page
              .locator('link[rel="alternate"][hreflang]')
              .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
            expect
              .soft(hreflangs, url)
              .toEqual(indexable ? [...languages.map((each) => each.language.tag), 'x-default'] : []);
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
      await expect(page).toHaveURL(new RegExp(`${targetBase}/about/index\\.html$`));
      await expect(page.locator('html')).toHaveAttribute('lang', target.language.tag);

      const footer = page.getByRole('navigation', { name: target.content.site.languages.switcherLabel });
      await footer.getByRole('link', { name: language.name }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/about/index\\.html$`));
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
