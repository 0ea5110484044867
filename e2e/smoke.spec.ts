import { expect, gotoHydrated, test } from './fixtures';
import { content } from './site-routes';

test('the home page arrives with its copy', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.homePage.hero.title);
});
