import { fillPlaceholders } from '../schemas';
import { expect, gotoHydrated, test } from './fixtures';
import { content, escapeRegExp, landsAt } from './site-routes';

const { downloadPage, platforms, site } = content;

/** The words of a platform's download button, as the content writes them. */
const buttonLabel = (platform: string) => fillPlaceholders(downloadPage.buttonLabel, { platform });

test('each platform has its steps and a download link that opens in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(downloadPage.heading);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(platforms.length);
  for (const [index, platform] of platforms.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(platform.title);
    await expect(card.getByRole('list').getByRole('listitem')).toHaveText(platform.instructions);
    const link = card.getByRole('link', {
      name: `${buttonLabel(platform.title)} ${downloadPage.newTabNote}`,
      exact: true,
    });
    await expect(link).toHaveAttribute('href', platform.downloadLink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('a download link opens a new tab and leaves the page where it was', async ({ page, context }) => {
  // A platform downloaded from the site's own download host, which the test can answer for.
  const platform = platforms.find((candidate) => candidate.downloadLink.startsWith(`${site.downloadHost}/`));
  expect(platform, `a platform downloaded from ${site.downloadHost}`).toBeDefined();
  // The download host is a sample address: answer for it here so the test needs no network.
  await context.route(`${site.downloadHost}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'installer' }),
  );
  await gotoHydrated(page, '/download');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: new RegExp(`^${escapeRegExp(buttonLabel(platform!.title))}`) }).click(),
  ]);
  await expect(tab).toHaveURL(platform!.downloadLink);
  await expect(page).toHaveURL(landsAt('/download'));
  await tab.close();
});
