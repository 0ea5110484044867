import { expect, gotoHydrated, test } from './fixtures';

const locations = [
  ['United States', 'us', '52 ms'],
  ['Germany', 'de', '71 ms'],
  ['Singapore', 'sg', '120 ms'],
  ['India', 'in', '33 ms'],
  ['Brazil', 'br', '97 ms'],
];

test('each server location shows its flag, an Online badge and its latency', async ({ page }) => {
  await gotoHydrated(page, '/server');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('img') });
  await expect(cards).toHaveCount(locations.length);
  for (const [index, [country, code, latency]] of locations.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(country);
    const flag = card.getByRole('img', { name: `Flag of ${country}` });
    await expect(flag).toHaveAttribute('src', `https://flagcdn.com/w40/${code}.png`);
    await expect(flag).toHaveAttribute('width', '40');
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toHaveJSProperty('complete', true);
    expect(await flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByText('Online', { exact: true })).toBeVisible();
    await expect(card.getByText('Offline', { exact: true })).toHaveCount(0);
    await expect(card.getByText(latency, { exact: true })).toBeVisible();
  }
});
