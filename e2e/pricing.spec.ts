import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const plan = (page: Page, name: string) =>
  page
    .locator('section:has(#pricing)')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('Free Trial leads to sign-up', async ({ page }) => {
  await gotoHydrated(page, '/');
  await plan(page, 'Free Trial').getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
});

test('Premium leads to sign-up', async ({ page }) => {
  await gotoHydrated(page, '/');
  const premium = plan(page, 'Premium');
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await expect(premium.getByText('$3')).toBeVisible();
  await premium.getByRole('link', { name: 'Get Premium' }).click();
  await expect(page).toHaveURL('/signup');
});

test('Enterprise opens an email to sales in a new tab, subject and greeting filled in', async ({ page }) => {
  await gotoHydrated(page, '/');
  const link = plan(page, 'Enterprise').getByRole('link', { name: 'Contact Sales' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe('support@masky.example');
  expect(href.searchParams.get('subject')).toBe('Enterprise Plan Inquiry');
  const body = href.searchParams.get('body') ?? '';
  expect(body).toMatch(/^Hello Masky VPN team,\n\n/);
  expect(body).toContain('Enterprise plan');
});
