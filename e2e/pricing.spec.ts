import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { content, landsAt } from './site-routes';

const { homePage, plans, signupPage, site } = content;

const plan = (page: Page, name: string) =>
  page
    .locator(`section:has(#${homePage.pricing.anchor})`)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

// Each plan whose button leads to a page of the site, named by its id, which editors do not reword.
for (const { id, name, price, badge, cta } of plans) {
  const { action } = cta;
  if (action.type !== 'link') continue;

  test(`the ${id} plan shows its price and badge, and its button leads to ${action.to}`, async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = plan(page, name);
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    if (badge) await expect(card.getByText(badge, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: cta.label, exact: true }).click();
    await expect(page).toHaveURL(landsAt(action.to));
    if (action.to === '/signup') {
      await expect(page.getByRole('heading', { level: 1, name: signupPage.heading })).toBeVisible();
    }
  });
}

test('a plan that asks to be contacted opens an email in a new tab, subject and greeting filled in', async ({
  page,
}) => {
  const [emailPlan] = plans.flatMap(({ name, cta: { label, action } }) =>
    action.type === 'email' ? [{ name, label, action }] : [],
  );
  expect(emailPlan, 'a plan whose button opens an email').toBeDefined();
  const { action } = emailPlan;
  await gotoHydrated(page, '/');
  const link = plan(page, emailPlan.name).getByRole('link', { name: emailPlan.label, exact: true });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe(site.email);
  expect(href.searchParams.get('subject')).toBe(action.subject);
  expect(href.searchParams.get('body')).toBe(action.body);
});
