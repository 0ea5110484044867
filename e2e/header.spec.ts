import type { Page } from '@playwright/test';
import { accessiblyExpanded, expect, gotoHydrated, isNarrow, test } from './fixtures';
import { content, hrefOn, landsAt } from './site-routes';

const { header } = content.site;
const { features: featuresSection, pricing: pricingSection } = content.homePage;

/** The header's link that leads where `to` says: the links are found by where they go, not by their words. */
function navLink(to: string) {
  const link = header.nav.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`the header has no link to ${to}`);
  return link;
}
const features = navLink(`#${featuresSection.anchor}`);
const pricing = navLink(`#${pricingSection.anchor}`);
// The first header link that leads to a page of its own rather than a section of the home page.
const pageLink = header.nav.find((link) => link.to.startsWith('/') && !link.to.includes('#'));

/** The header's links where the visitor can reach them: the bar on desktop, the opened menu on phones. */
async function headerNav(page: Page) {
  if (!isNarrow(page)) return page.getByRole('navigation', { name: header.navLabel, exact: true });
  await page.getByRole('button', { name: header.openMenu, exact: true }).click();
  return page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
}

/** Waits until a section's anchor has scrolled to the top part of the window, under the header. */
async function expectScrolledTo(page: Page, anchor: string) {
  const target = page.locator(`#${anchor}`);
  const top = async () => (await target.boundingBox())?.y ?? -1;
  await expect.poll(top, { message: `#${anchor} just under the header` }).toBeGreaterThan(0);
  await expect.poll(top, { message: `#${anchor} just under the header` }).toBeLessThan(200);
}

test('on the home page, a section link is an in-page link that scrolls to its section', async ({ page }) => {
  await gotoHydrated(page, '/');
  const nav = await headerNav(page);
  const link = nav.getByRole('link', { name: features.label, exact: true });
  await expect(link).toHaveAttribute('href', features.to);
  await link.click();
  await expect(page).toHaveURL(`/${features.to}`);
  await expectScrolledTo(page, featuresSection.anchor);
});

test('on another page, the pricing link leads to the home page and scrolls to the plans', async ({
  page,
}) => {
  await gotoHydrated(page, '/support');
  const nav = await headerNav(page);
  const link = nav.getByRole('link', { name: pricing.label, exact: true });
  await expect(link).toHaveAttribute('href', hrefOn(`/${pricing.to}`, '/support'));
  await expect(nav.getByRole('link', { name: features.label, exact: true })).toHaveAttribute(
    'href',
    hrefOn(`/${features.to}`, '/support'),
  );
  await link.click();
  await expect(page).toHaveURL(landsAt(`/${pricing.to}`));
  await expectScrolledTo(page, pricingSection.anchor);
});

test('a page link and the token link lead to their pages', async ({ page }) => {
  expect(pageLink, 'a header link to a page of its own').toBeDefined();
  await gotoHydrated(page, '/');
  let nav = await headerNav(page);
  await nav.getByRole('link', { name: pageLink!.label, exact: true }).click();
  await expect(page).toHaveURL(landsAt(pageLink!.to));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The token link sits in the bar on desktop and in the menu on phones.
  nav = isNarrow(page) ? await headerNav(page) : page.getByRole('banner');
  await nav.getByRole('link', { name: header.tokenLink.label, exact: true }).click();
  await expect(page).toHaveURL(landsAt('/login'));
  await expect(page.getByRole('heading', { level: 1, name: content.loginPage.heading })).toBeVisible();
});

test('Download is one step from every page: in the bar on desktop, in the menu on phones', async ({
  page,
}) => {
  // The specification puts it there; its words are the content's.
  const download = navLink('/download');
  await gotoHydrated(page, '/about');
  const nav = await headerNav(page);
  const link = nav.getByRole('link', { name: download.label, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', hrefOn('/download', '/about'));
  await link.click();
  await expect(page).toHaveURL(landsAt('/download'));
});

test('the header shows the trial badge', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const where = isNarrow(page) ? await headerNav(page) : page.getByRole('banner');
  await expect(where.getByText(header.trialBadge, { exact: true }).filter({ visible: true })).toBeVisible();
});

test('the logo leads home from another page, at the top', async ({ page }) => {
  await gotoHydrated(page, '/privacypolicy');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: header.logoLabel, exact: true }).click();
  await expect(page).toHaveURL(landsAt('/'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('the logo on the home page scrolls back to the top', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('link', { name: header.logoLabel, exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(landsAt('/'));
});

test.describe('hash scrolling on the home page', () => {
  test('a home address with a hash scrolls to that section', async ({ page }) => {
    await gotoHydrated(page, `/#${pricingSection.anchor}`);
    await expectScrolledTo(page, pricingSection.anchor);
  });

  test('after another page, the section link lands on its section, where the page stays once it settles', async ({
    page,
  }) => {
    // The home page is a document: the browser lands on the section as it loads, and the page's
    // script scrolls to it again 100 ms later (src/behaviours/hash-scroll.ts), which the page's
    // stopped clock counts in its own milliseconds, whatever the speed of the machine.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, '/about');
    const nav = await headerNav(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await nav.getByRole('link', { name: features.label, exact: true }).click();
    await expect(page).toHaveURL(landsAt(`/${features.to}`));
    await expectScrolledTo(page, featuresSection.anchor);
    await page.clock.runFor(100);
    await expectScrolledTo(page, featuresSection.anchor);
  });
});

test.describe('the mobile menu', () => {
  test.skip(({ page }) => !isNarrow(page), 'the menu replaces the header links on narrow screens only');

  test('the toggle opens and closes the menu, and says which it does and whether the menu is open', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
    await expect(page.getByRole('navigation', { name: header.navLabel, exact: true })).toBeHidden();
    await expect(menu).toBeHidden();
    const open = page.getByRole('button', { name: header.openMenu, exact: true });
    expect(await accessiblyExpanded(page, '.menu-toggle')).toBe(false);
    await open.click();
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: header.closeMenu, exact: true });
    await expect(close).toBeVisible();
    expect(await accessiblyExpanded(page, '.menu-toggle')).toBe(true);
    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: header.openMenu, exact: true })).toBeVisible();
    expect(await accessiblyExpanded(page, '.menu-toggle')).toBe(false);
  });

  test('choosing an item closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: pageLink!.label, exact: true }).click();
    await expect(page).toHaveURL(landsAt(pageLink!.to));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: header.openMenu, exact: true })).toBeVisible();
  });

  test('choosing a section on the home page closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: pricing.label, exact: true }).click();
    await expect(menu).toBeHidden();
    await expectScrolledTo(page, pricingSection.anchor);
  });

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = await headerNav(page);
    await menu.getByRole('link', { name: features.label, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: header.openMenu, exact: true })).toBeFocused();
  });

  test('the menu button leads to its page and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = await headerNav(page);
    await menu
      .getByRole('link', { name: `${header.menuButton.label} ${header.menuButton.context}`, exact: true })
      .click();
    await expect(page).toHaveURL(landsAt(header.menuButton.to));
    await expect(menu).toBeHidden();
  });
});
