import { violations } from './axe';
import { expect, gotoHydrated, isNarrow, test } from './fixtures';
import { fillPlaceholders } from '../schemas';
import { content, MISSING_ROUTE, siteRoutes } from './site-routes';

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

  for (const route of siteRoutes) {
    test(route, async ({ page }) => {
      await gotoHydrated(page, route);
      expect(await violations(page)).toEqual([]);
    });
  }

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
