import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const STEPS = ['Sign Up / Login', 'Choose Plan', 'Payment', 'VPN Ready'];

/** Checks what the wizard shows at a step (0 to 3): the indicator, the counter, the title, the button. */
async function expectStep(page: Page, index: number) {
  const items = page.getByRole('listitem').filter({ has: page.locator('.wizard__marker') });
  await expect(page.getByText(`Step ${index + 1} of 4`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: STEPS[index] })).toBeVisible();
  await expect(items).toHaveCount(4);
  for (const [position, title] of STEPS.entries()) {
    const item = items.nth(position);
    await expect(item).toContainText(title);
    const state = position < index ? 'complete' : position === index ? 'current' : 'upcoming';
    await expect(item).toHaveClass(new RegExp(`\\bwizard__step--${state}\\b`));
    if (state === 'current') await expect(item).toHaveAttribute('aria-current', 'step');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: index === 3 ? 'Finish Setup' : 'Continue' })).toBeVisible();
}

test('the setup wizard walks through all four steps', async ({ page }) => {
  await gotoHydrated(page, '/setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Masky VPN in 4 Simple Steps');
  await expectStep(page, 0);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/signup');
  await page.goBack();
  await expectStep(page, 1);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.locator('#pricing')).toBeInViewport();
  await page.goBack();
  await expectStep(page, 2);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 3);
  expect(dialogs).toEqual(['alert: Redirecting to payment...']);
  await expect(page).toHaveURL('/setup');

  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  // The last step stays the last: the wizard never counts past it.
  await expectStep(page, 3);
});

test('the wizard remembers the step after sign-up, when the visitor comes back', async ({ page }) => {
  await gotoHydrated(page, '/setup');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/signup');
  // A fresh load of the page, not only the router's back, still shows the remembered step.
  await gotoHydrated(page, '/setup');
  await expectStep(page, 1);
  await page.reload();
  await expectStep(page, 1);
});

test('a new tab starts the wizard at the first step', async ({ page, openPage }) => {
  await gotoHydrated(page, '/setup');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/signup');
  const other = await openPage();
  await gotoHydrated(other, '/setup');
  await expectStep(other, 0);
});

test('a new visit starts the wizard at the first step', async ({ browser, page }) => {
  await gotoHydrated(page, '/setup');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/signup');
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await gotoHydrated(fresh, `${new URL(page.url()).origin}/setup`);
  await expectStep(fresh, 0);
  await context.close();
});
