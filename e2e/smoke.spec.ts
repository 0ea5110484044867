import { expect, gotoHydrated, test } from './fixtures';

test('the home page hydrates with its copy', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Go online without leaving a trace');
});
