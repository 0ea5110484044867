import type { Page } from '@playwright/test';
import { fillPlaceholders } from '../schemas';
import { expect, gotoHydrated, test } from './fixtures';
import { content, landsAt } from './site-routes';

const { setupPage, setupSteps } = content;
const STEPS = setupSteps.map((step) => step.title);
const LAST = setupSteps.length - 1;

/** Where the first step's button leads: the wizard's tests of memory leave the page through it. */
function firstStepTarget(): string {
  const { action } = setupSteps[0];
  if (action.type !== 'link') throw new Error('the first setup step should lead to a page');
  return action.to;
}

/** The wizard's one control, by its words: a link for a step that leads to a page, else a button. */
const control = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

/** Checks what the wizard shows at a step: the indicator, the counter, the title, the control. */
async function expectStep(page: Page, index: number) {
  const items = page.getByRole('listitem').filter({ has: page.locator('.wizard__marker') });
  const progress = fillPlaceholders(setupPage.progress, { current: index + 1, total: setupSteps.length });
  await expect(page.getByText(progress)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: STEPS[index], exact: true })).toBeVisible();
  await expect(items).toHaveCount(setupSteps.length);
  for (const [position, title] of STEPS.entries()) {
    const item = items.nth(position);
    await expect(item).toContainText(title);
    const state = position < index ? 'complete' : position === index ? 'current' : 'upcoming';
    await expect(item).toHaveClass(new RegExp(`\\bwizard__step--${state}\\b`));
    if (state === 'current') await expect(item).toHaveAttribute('aria-current', 'step');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  const button = index === LAST ? setupPage.finishLabel : setupPage.continueLabel;
  await expect(control(page, button)).toBeVisible();
}

test('the setup wizard walks through all its steps', async ({ page }) => {
  await gotoHydrated(page, '/setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(setupPage.heading);
  await expectStep(page, 0);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  const alerts: string[] = [];
  for (const [index, step] of setupSteps.entries()) {
    const label = index === LAST ? setupPage.finishLabel : setupPage.continueLabel;
    await control(page, label).click();
    if (step.action.type === 'link') {
      await expect(page).toHaveURL(landsAt(step.action.to));
      const hash = step.action.to.indexOf('#');
      if (hash >= 0) await expect(page.locator(step.action.to.slice(hash))).toBeInViewport();
      await page.goBack();
    } else {
      alerts.push(`alert: ${step.action.message}`);
      await expect(page).toHaveURL(landsAt('/setup'));
    }
    // The last step stays the last: the wizard never counts past it.
    await expectStep(page, Math.min(index + 1, LAST));
    expect(dialogs).toEqual(alerts);
  }
});

test('the wizard remembers the step after sign-up, when the visitor comes back', async ({ page }) => {
  await gotoHydrated(page, '/setup');
  await control(page, setupPage.continueLabel).click();
  await expect(page).toHaveURL(landsAt(firstStepTarget()));
  // A fresh load of the page, not only the router's back, still shows the remembered step.
  await gotoHydrated(page, '/setup');
  await expectStep(page, 1);
  await page.reload();
  await expectStep(page, 1);
});

test('a new tab starts the wizard at the first step', async ({ page, openPage }) => {
  await gotoHydrated(page, '/setup');
  await control(page, setupPage.continueLabel).click();
  await expect(page).toHaveURL(landsAt(firstStepTarget()));
  const other = await openPage();
  await gotoHydrated(other, '/setup');
  await expectStep(other, 0);
});

test('a new visit starts the wizard at the first step', async ({ browser, page }) => {
  await gotoHydrated(page, '/setup');
  await control(page, setupPage.continueLabel).click();
  await expect(page).toHaveURL(landsAt(firstStepTarget()));
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await gotoHydrated(fresh, `${new URL(page.url()).origin}/setup`);
  await expectStep(fresh, 0);
  await context.close();
});
