import { fillPlaceholders, type PlatformOs } from '../schemas';
import { visibleText } from '../tools/test/site-copy';
import { expect, gotoHydrated, test } from './fixtures';
import { content } from './site-routes';

const { downloadPage, platforms } = content;

/** A browser's user agent on each kind of device the download page recognises. */
const AGENTS: Partial<Record<PlatformOs, string>> = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};
const PLATFORMS = platforms.map((platform) => platform.title);
const BADGE = downloadPage.recommended;

for (const [os, userAgent] of Object.entries(AGENTS)) {
  // The card an editor marked for this kind of device, whatever it is called.
  const platform = platforms.find((candidate) => candidate.os === os);
  if (!platform) continue;

  test.describe(`a visitor on ${os}`, () => {
    test.use({ userAgent });

    test(`sees the ${os} card first and recommended, with every platform still listed`, async ({ page }) => {
      await gotoHydrated(page, '/download');
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      const others = PLATFORMS.filter((title) => title !== platform.title);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([platform.title, ...others]);
      const recommended = cards.filter({ hasText: BADGE });
      await expect(recommended).toHaveCount(1);
      await expect(recommended.getByRole('heading', { level: 2 })).toHaveText(platform.title);
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

test.describe('a visitor on an iPhone with scripts off', () => {
  test.use({ userAgent: AGENTS.ios, javaScriptEnabled: false });

  test("sees every platform in the content's order, none recommended", async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(PLATFORMS);
    await expect(page.getByText(BADGE)).toHaveCount(0);
  });
});

test('the prerendered page recommends nothing, since only the browser knows the device', async ({
  request,
}) => {
  const html = await (await request.get('/download')).text();
  // The badge waits in a template, out of the page, until the browser knows which card it is for.
  expect(html.replace(/<template>[\s\S]*?<\/template>/, '')).not.toContain(BADGE);
  expect(html).not.toContain('platform--recommended');
  const text = visibleText(html);
  expect(text).not.toContain(BADGE);
  for (const platform of PLATFORMS) {
    expect(text).toContain(fillPlaceholders(downloadPage.buttonLabel, { platform }));
  }
});

test('a card shows its version, requirements, checksum and release notes', async ({ page }) => {
  const detailed = platforms.find(
    (platform) => platform.version && platform.minOs && platform.sha256 && platform.releaseNotes,
  );
  expect(detailed, 'a platform with every detail').toBeDefined();
  const { title, version, minOs, sha256, releaseNotes } = detailed!;
  await gotoHydrated(page, '/download');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByRole('definition')).toHaveText([version!, minOs!, sha256!]);
  await expect(card.getByRole('link', { name: downloadPage.details.releaseNotes })).toHaveAttribute(
    'href',
    releaseNotes!,
  );
});
