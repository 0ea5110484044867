import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { content, escapeRegExp, landsAt } from './site-routes';

const { footer } = content.site;

/** Records the documents the page loads from now on, and the pages the browser fetches ahead of a click. */
function recordLoads(page: Page): { documents: string[]; prefetched: string[] } {
  const loads = { documents: [] as string[], prefetched: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.headers()['sec-purpose']?.includes('prefetch')) loads.prefetched.push(pathname);
    else if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.documents.push(pathname);
  });
  return loads;
}

test('the footer links go to their pages, each a document of its own with its own title', async ({
  page,
}) => {
  // A page load for each link, however many the footer has: the budget is a few seconds for each,
  // not one for the whole walk, which a busy machine outran with fifteen links.
  test.setTimeout(footer.links.length * 6_000);
  await gotoHydrated(page, '/');
  const contentinfo = page.getByRole('contentinfo');
  for (const { label, to: path } of footer.links) {
    await contentinfo.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(landsAt(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a page opens at its top with its title, and Back returns to the page before', async ({ page }) => {
  const policyPath = '/privacypolicy';
  const policyLink = footer.links.find((link) => link.to === policyPath);
  expect(policyLink, `a footer link to ${policyPath}`).toBeDefined();
  const policy = content.privacyPolicy;
  await gotoHydrated(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: policyLink!.label, exact: true }).click();
  await expect(page).toHaveURL(landsAt(policyPath));
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(policy.title)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(landsAt('/about'));
  await expect(page).toHaveTitle(content.aboutPage.meta.title);
});

test('the browser fetches a page as soon as the pointer rests on its link, and never the editor', async ({
  page,
}) => {
  const policyLink = footer.links.find((link) => link.to === '/privacypolicy')!;
  await gotoHydrated(page, '/about');
  const loads = recordLoads(page);
  await page.getByRole('contentinfo').getByRole('link', { name: policyLink.label, exact: true }).hover();
  await expect.poll(() => loads.prefetched).toContain(landsAt('/privacypolicy'));
  expect(loads.documents).toEqual([]);
  expect(loads.prefetched.filter((path) => path.startsWith('/admin'))).toEqual([]);
});

test('the footer shows the copyright line, its year and name filled in', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('contentinfo')).toContainText(footer.copyright);
});
