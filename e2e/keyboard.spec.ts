import type { Locator, Page } from '@playwright/test';
import { fillPlaceholders } from '../schemas';
import { expect, gotoHydrated, isNarrow, test } from './fixtures';
import { content, landsAt } from './site-routes';

const { header } = content.site;
const { setupPage, setupSteps } = content;

/**
 * Presses Tab until the target has focus, as a keyboard user would, and checks that focus is
 * visible there. Fails if the target is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, limit = 30) {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/** The element shows where focus is: an outline drawn around it (the site's :focus-visible ring). */
async function expectVisibleFocus(target: Locator) {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: header.skipLink, exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page, past the header.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test.describe('the header by keyboard', () => {
  test.skip(({ page }) => isNarrow(page), 'on phones the header links live in the menu');

  test('every header link is reached in order and opens with Enter', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const banner = page.getByRole('banner');
    const order = [header.logoLabel, ...header.nav.map((link) => link.label), header.tokenLink.label];
    for (const name of order) await tabTo(page, banner.getByRole('link', { name, exact: true }), 3);
    // Two steps back from the token link is the second-to-last header link.
    const link = header.nav.at(-2)!;
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('link', { name: link.label, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(landsAt(link.to.startsWith('#') ? `/${link.to}` : link.to));
    if (link.to.includes('#'))
      await expect(page.locator(link.to.slice(link.to.indexOf('#')))).toBeInViewport();
    else await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});

test.describe('the mobile menu by keyboard', () => {
  test.skip(({ page }) => !isNarrow(page), 'the menu exists on narrow screens only');

  test('Enter opens the menu, Tab walks its items, Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', { name: header.openMenu, exact: true });
    await tabTo(page, toggle, 5);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: header.closeMenu, exact: true })).toBeFocused();
    const items = [
      ...header.nav.map((link) => link.label),
      header.tokenLink.label,
      `${header.menuButton.label} ${header.menuButton.context}`,
    ];
    for (const name of items) {
      await tabTo(page, menu.getByRole('link', { name, exact: true }), 2);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: header.openMenu, exact: true })).toBeFocused();
  });

  test('Space opens the menu and Enter on an item follows it and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await tabTo(page, page.getByRole('button', { name: header.openMenu, exact: true }), 5);
    await page.keyboard.press('Space');
    const menu = page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
    // The first link to a page of its own, so that following it leaves the page.
    const link = header.nav.find((candidate) => candidate.to.startsWith('/') && !candidate.to.includes('#'))!;
    await tabTo(page, menu.getByRole('link', { name: link.label, exact: true }), 4);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(landsAt(link.to));
    await expect(menu).toBeHidden();
  });
});

test('the setup wizard can be completed with the keyboard alone', async ({ page }) => {
  // Every step is several key presses, each checked for its visible focus: about forty round trips to
  // the browser, which a busy machine slows past the default budget.
  test.setTimeout(90_000);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const progress = (current: number) =>
    fillPlaceholders(setupPage.progress, { current, total: setupSteps.length });

  await gotoHydrated(page, '/setup');
  // After an alert, focus stays on the wizard's button, so the visitor can go on at once.
  let buttonFocused = false;
  for (const [index, step] of setupSteps.entries()) {
    const last = index === setupSteps.length - 1;
    // A step that leads to a page is a link, which Enter follows; one that only tells is a button,
    // which Space presses too.
    const control = page.getByRole(step.action.type === 'link' ? 'link' : 'button', {
      name: last ? setupPage.finishLabel : setupPage.continueLabel,
      exact: true,
    });
    if (buttonFocused) await expect(control).toBeFocused();
    else await tabTo(page, control);
    await page.keyboard.press(step.action.type === 'link' ? 'Enter' : 'Space');
    if (step.action.type === 'link') await expect(page).toHaveURL(landsAt(step.action.to));
    if (last) break;
    if (step.action.type === 'link') await page.goBack();
    buttonFocused = step.action.type === 'alert';
    await expect(page.getByText(progress(index + 2))).toBeVisible();
  }
  const messages = setupSteps.flatMap((step) => (step.action.type === 'alert' ? [step.action.message] : []));
  expect(alerts).toEqual(messages);
});
