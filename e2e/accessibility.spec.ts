import { violations } from './axe';
import { expect, gotoHydrated, isNarrow, MENU_BREAKPOINT, test } from './fixtures';
import { fillPlaceholders } from '../schemas';
import { content, inRuns, languages, MISSING_ROUTE, pageKinds } from './site-routes';

const { contactPage, setupPage, setupSteps } = content;
const { header } = content.site;

test.describe('axe-core finds no WCAG 2.2 A or AA violation', () => {
  test.describe('on the not-found page', () => {
    test.use({ expectedConsoleErrors: [/^404 Error: User attempted to access non-existent route: /] });
    test(MISSING_ROUTE, async ({ page }) => {
      await gotoHydrated(page, MISSING_ROUTE);
      expect(await violations(page)).toEqual([]);
    });
  });

  // Every English page at 1280 px is checked in the walk of every page (fit.spec.ts), on the one load
  // of the page it measures. At 375 px, one page of each kind (the home page, a post, a tag, a legal
  // text's history, …): the markup is the same at both widths, and what the width changes (the
  // layout, so contrast against what lies behind, target sizes, what is hidden) is the kind's
  // stylesheet, the same for every page of the kind. A run of pages shares one tab; a soft check
  // names every page that fails.
  test.describe(() => {
    test.skip(
      ({ viewport }) => (viewport?.width ?? 0) > MENU_BREAKPOINT,
      'every page at 1280 px, in fit.spec.ts',
    );
    const kinds = pageKinds(languages[0].language.tag);
    for (const run of inRuns(kinds, 12)) {
      test(`one page of each kind, ${run[0]} to ${run.at(-1)!}`, async ({ page }) => {
        test.setTimeout(30_000 + 5_000 * run.length);
        for (const route of run) {
          await gotoHydrated(page, route);
          expect.soft(await violations(page), route).toEqual([]);
        }
      });
    }
  });

  test('with the mobile menu open', async ({ page }) => {
    test.skip(!isNarrow(page), 'the menu exists on narrow screens only');
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: header.openMenu, exact: true }).click();
    await expect(page.getByRole('navigation', { name: header.mobileNavLabel, exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with the setup wizard halfway, steps done and to come', async ({ page }) => {
    await gotoHydrated(page, '/setup');
    await page.evaluate(() => window.sessionStorage.setItem('masky.setup.step', '2'));
    await gotoHydrated(page, '/setup');
    await expect(
      page.getByText(fillPlaceholders(setupPage.progress, { current: 3, total: setupSteps.length })),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with a form refused as empty', async ({ page }) => {
    await gotoHydrated(page, '/contact-us');
    await page.getByRole('button', { name: contactPage.submit, exact: true }).click();
    await expect(page.getByLabel(contactPage.fields.name.label, { exact: true })).toBeFocused();
    expect(await violations(page)).toEqual([]);
  });
});

// The check above passes only if axe finds nothing, so it is shown a page of known faults: a check
// that ran no rule, or read no element, would pass every page of the site too.
test('the accessibility check reports the faults of a page that has them', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Faults</title><main><p style="color:#ccc;background:#fff">Faint</p><img src="/x.png"><a href="/x"></a></main></html>',
  );
  const found = await violations(page);
  expect(found.map((violation) => violation.split(' ')[0])).toEqual([
    'color-contrast',
    'image-alt',
    'link-name',
  ]);
  expect(found[0]).toContain('insufficient color contrast of 1.6');
});
