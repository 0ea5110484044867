import type { Page } from '@playwright/test';
import { expect, gotoHydrated, isNarrow, test } from './fixtures';

/** The header's links where the visitor can reach them: the bar on desktop, the opened menu on phones. */
async function headerNav(page: Page) {
  if (!isNarrow(page)) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Mobile' });
}

/** Waits until a section's anchor has scrolled to the top part of the window, under the header. */
async function expectScrolledTo(page: Page, anchor: string) {
  const target = page.locator(`#${anchor}`);
  const top = async () => (await target.boundingBox())?.y ?? -1;
  await expect.poll(top, { message: `#${anchor} just under the header` }).toBeGreaterThan(0);
  await expect.poll(top, { message: `#${anchor} just under the header` }).toBeLessThan(200);
}

test('on the home page, Features is an in-page link that scrolls to the features', async ({ page }) => {
  await gotoHydrated(page, '/');
  const nav = await headerNav(page);
  const features = nav.getByRole('link', { name: 'Features' });
  await expect(features).toHaveAttribute('href', '#features');
  await features.click();
  await expect(page).toHaveURL('/#features');
  await expectScrolledTo(page, 'features');
});

test('on another page, Pricing leads to the home page and scrolls to the plans', async ({ page }) => {
  await gotoHydrated(page, '/support');
  const nav = await headerNav(page);
  const pricing = nav.getByRole('link', { name: 'Pricing' });
  await expect(pricing).toHaveAttribute('href', '/#pricing');
  await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
  await pricing.click();
  await expect(page).toHaveURL('/#pricing');
  await expectScrolledTo(page, 'pricing');
});

test('Support and the token link lead to their pages', async ({ page }) => {
  await gotoHydrated(page, '/');
  let nav = await headerNav(page);
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The token link sits in the bar on desktop and in the menu on phones.
  nav = isNarrow(page) ? await headerNav(page) : page.getByRole('banner');
  await nav.getByRole('link', { name: '$Masky Token' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
});

test('the header shows the 7 Days Free Trial badge', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const where = isNarrow(page) ? await headerNav(page) : page.getByRole('banner');
  await expect(where.getByText('7 Days Free Trial', { exact: true }).filter({ visible: true })).toBeVisible();
});

test('the logo leads home from another page, at the top', async ({ page }) => {
  await gotoHydrated(page, '/privacypolicy');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Masky VPN home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('the logo on the home page scrolls back to the top', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('link', { name: 'Masky VPN home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL('/');
});

test.describe('hash scrolling on the home page', () => {
  test('a home address with a hash scrolls to that section', async ({ page }) => {
    await gotoHydrated(page, '/#pricing');
    await expectScrolledTo(page, 'pricing');
  });

  test('after another page, the scroll to the section waits 100 ms', async ({ page }) => {
    // The jump is instant when the visitor prefers less motion, so the wait alone is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/about');
    await page.evaluate(() => {
      const timing = window as unknown as { firstScroll?: number };
      window.addEventListener('scroll', () => (timing.firstScroll ??= performance.now()));
    });
    const features = (await headerNav(page)).getByRole('link', { name: 'Features' });
    const clickedAt = await features.evaluate((link: HTMLElement) => {
      const now = performance.now();
      link.click();
      return now;
    });
    await expect(page).toHaveURL('/#features');
    await expect(page.locator('#features')).toBeInViewport();
    const scrolledAt = await page.evaluate(() => (window as unknown as { firstScroll: number }).firstScroll);
    expect(scrolledAt - clickedAt).toBeGreaterThanOrEqual(100);
    expect(scrolledAt - clickedAt).toBeLessThan(1000);
  });
});

test.describe('the mobile menu', () => {
  test.skip(({ page }) => !isNarrow(page), 'the menu replaces the header links on narrow screens only');

  test('the toggle opens and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menu).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing an item closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL('/support');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('choosing a section on the home page closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expectScrolledTo(page, 'pricing');
  });

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: 'Features' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Learn More leads to the about page and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
  });
});
