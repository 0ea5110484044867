import { fillPlaceholders } from '../schemas';
import { expect, gotoHydrated, test } from './fixtures';
import { content } from './site-routes';

const { serverPage, servers, site } = content;

test('each server location shows its flag, its status badge and its latency', async ({ page }) => {
  await gotoHydrated(page, '/server');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('img') });
  await expect(cards).toHaveCount(servers.length);
  for (const [index, server] of servers.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(server.country);
    const flag = card.getByRole('img', {
      name: fillPlaceholders(serverPage.flagAlt, { country: server.country }),
      exact: true,
    });
    await expect(flag).toHaveAttribute('src', `${site.flagBaseUrl}w40/${server.code.toLowerCase()}.png`);
    await expect(flag).toHaveAttribute('width', '40');
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toHaveJSProperty('complete', true);
    expect(await flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const [shown, hidden] =
      server.status === 'online'
        ? [serverPage.online, serverPage.offline]
        : [serverPage.offline, serverPage.online];
    await expect(card.getByText(shown, { exact: true })).toBeVisible();
    await expect(card.getByText(hidden, { exact: true })).toHaveCount(0);
    const latency = fillPlaceholders(serverPage.latency, { latency: server.latency });
    await expect(card.getByText(latency, { exact: true })).toBeVisible();
  }
});
