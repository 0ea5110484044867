import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, isNarrow, test } from './fixtures';

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
  const skip = page.getByRole('link', { name: 'Skip to main content' });
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
    const order = ['Masky VPN home', 'Features', 'Pricing', 'Support', '$Masky Token'];
    for (const name of order) await tabTo(page, banner.getByRole('link', { name, exact: true }), 3);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('link', { name: 'Pricing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test.describe('the mobile menu by keyboard', () => {
  test.skip(({ page }) => !isNarrow(page), 'the menu exists on narrow screens only');

  test('Enter opens the menu, Tab walks its items, Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle, 5);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const name of ['Features', 'Pricing', 'Support', '$Masky Token', 'Learn More about Masky VPN']) {
      await tabTo(page, menu.getByRole('link', { name, exact: true }), 2);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Space opens the menu and Enter on an item follows it and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }), 5);
    await page.keyboard.press('Space');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await tabTo(page, menu.getByRole('link', { name: 'Support' }), 4);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/support');
    await expect(menu).toBeHidden();
  });
});

test('the setup wizard can be completed with the keyboard alone', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const pressContinue = async (name: string, key: string) => {
    await tabTo(page, page.getByRole('button', { name }));
    await page.keyboard.press(key);
  };

  await gotoHydrated(page, '/setup');
  await pressContinue('Continue', 'Enter');
  await expect(page).toHaveURL('/signup');
  await page.goBack();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  await pressContinue('Continue', 'Space');
  await expect(page).toHaveURL('/#pricing');
  await page.goBack();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  await pressContinue('Continue', 'Enter');
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  expect(alerts).toEqual(['Redirecting to payment...']);
  // Focus stays on the wizard's button after the alert, so the visitor can go on at once.
  await expect(page.getByRole('button', { name: 'Finish Setup' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});
