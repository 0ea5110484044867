import { expect, gotoHydrated, test } from './fixtures';

const downloads = [
  ['Windows', 'https://downloads.masky.example/windows/MaskyVPN-Setup.exe'],
  ['macOS', 'https://downloads.masky.example/macos/MaskyVPN.dmg'],
  ['Linux', 'https://downloads.masky.example/linux/maskyvpn_amd64.deb'],
  ['Android', 'https://play.google.com/store/apps/details?id=example.masky.vpn'],
  ['iOS', 'https://apps.apple.com/app/masky-vpn/id0000000000'],
];

test('each platform has four steps and a download link that opens in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(downloads.length);
  for (const [index, [platform, href]] of downloads.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(platform);
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(4);
    const link = card.getByRole('link', { name: `Download for ${platform} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('a download link opens a new tab and leaves the page where it was', async ({ page, context }) => {
  // The download host is a sample address: answer for it here so the test needs no network.
  await context.route('https://downloads.masky.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'installer' }),
  );
  await gotoHydrated(page, '/download');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Download for Linux/ }).click(),
  ]);
  await expect(tab).toHaveURL('https://downloads.masky.example/linux/maskyvpn_amd64.deb');
  await expect(page).toHaveURL('/download');
  await tab.close();
});
