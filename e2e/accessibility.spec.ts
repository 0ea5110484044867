import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, isNarrow, test } from './fixtures';
import { fillPlaceholders } from '../schemas';
import { content, MISSING_ROUTE, siteRoutes } from './site-routes';

const { contactPage, setupPage, setupSteps } = content;
const { header } = content.site;

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA, as axe-core tags them. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core over the page as it stands and lists each violation with the elements at fault. */
async function violations(page: Page): Promise<string[]> {
  // Colours are judged once the page has settled, not halfway through an entrance animation.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n    ')}`,
  );
}

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
