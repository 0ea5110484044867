import { expect, gotoHydrated, test } from './fixtures';

const AGENTS = {
  iOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  Windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  Android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  macOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};
const PLATFORMS = ['Windows', 'macOS', 'Linux', 'Android', 'iOS'];
const BADGE = 'Recommended for your device';

for (const [platform, userAgent] of Object.entries(AGENTS)) {
  test.describe(`a visitor on ${platform}`, () => {
    test.use({ userAgent });

    test(`sees the ${platform} card recommended, with every platform still listed`, async ({ page }) => {
      await gotoHydrated(page, '/download');
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(PLATFORMS);
      const recommended = cards.filter({ hasText: BADGE });
      await expect(recommended).toHaveCount(1);
      await expect(recommended.getByRole('heading', { level: 2 })).toHaveText(platform);
      await expect(recommended.getByText(BADGE)).toBeVisible();
    });
  });
}

test('a visitor on a Chromebook, which no card is for, sees every platform and no recommendation', async ({
  page,
}) => {
  // Playwright guesses Windows client hints for a user agent it does not know, so this test sends
  // the ones a real Chromebook sends.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', {
    userAgent:
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    userAgentMetadata: {
      platform: 'Chrome OS',
      platformVersion: '14541.0.0',
      architecture: 'x86',
      model: '',
      mobile: false,
    },
  });
  await gotoHydrated(page, '/download');
  expect(
    await page.evaluate(
      () => (navigator as { userAgentData?: { platform: string } }).userAgentData?.platform,
    ),
  ).toBe('Chrome OS');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(PLATFORMS);
  await expect(page.getByText(BADGE)).toHaveCount(0);
});

test('the prerendered page recommends nothing, since only the browser knows the device', async ({
  request,
}) => {
  const html = await (await request.get('/download')).text();
  expect(html).not.toContain(BADGE);
  for (const platform of PLATFORMS) expect(html).toContain(`Download for ${platform}`);
});

test('a card shows its version, requirements, checksum and release notes', async ({ page }) => {
  await gotoHydrated(page, '/download');
  const windows = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Windows' }) });
  await expect(windows.getByRole('definition')).toHaveText([
    '2.4.1',
    'Windows 10 or later',
    '5eb0d54a387cb1fb0f8613b3b5d3147e6f32d87b4568bce127906da9721b3059',
  ]);
  await expect(windows.getByRole('link', { name: 'Release notes' })).toHaveAttribute(
    'href',
    'https://downloads.masky.example/windows/release-notes',
  );
});
