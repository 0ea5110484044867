import { expect, gotoHydrated, test } from './fixtures';

const countries = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test.describe('server locations', () => {
  test('the prerendered page lists every location and says the latencies are samples', async ({
    request,
  }) => {
    const html = await (await request.get('/server')).text();
    for (const country of ['United States', 'Germany', 'Singapore', 'India', 'Brazil'])
      expect(html).toContain(country);
    expect(html).toContain('The latencies shown are sample figures');
    expect(html).toContain('Showing 5 of 5 locations');
  });

  test('a visitor searches by country, keeps online locations and sorts by latency', async ({ page }) => {
    await gotoHydrated(page, '/server');
    const status = page.getByRole('status');
    await expect(status).toHaveText('Showing 5 of 5 locations');

    await page.getByRole('searchbox', { name: 'Search by country' }).fill('ger');
    await expect(status).toHaveText('Showing 1 of 5 locations');
    expect(await countries(page)).toEqual(['Germany']);

    await page.getByRole('searchbox', { name: 'Search by country' }).fill('');
    await page.getByRole('checkbox', { name: 'Online only' }).check();
    await expect(status).toHaveText('Showing 5 of 5 locations');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Latency (lowest first)' });
    await expect
      .poll(() => countries(page))
      .toEqual(['India', 'United States', 'Germany', 'Brazil', 'Singapore']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Country (A to Z)' });
    await expect
      .poll(() => countries(page))
      .toEqual(['Brazil', 'Germany', 'India', 'Singapore', 'United States']);
  });

  test('the controls work from the keyboard alone, and the count is announced', async ({ page }) => {
    await gotoHydrated(page, '/server');
    const search = page.getByRole('searchbox', { name: 'Search by country' });
    // Tab through the page from the top until the search box has focus, as a keyboard user would.
    for (
      let presses = 0;
      presses < 30 && !(await search.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(search).toBeFocused();
    await page.keyboard.type('ind');
    await expect(page.getByRole('status')).toHaveText('Showing 1 of 5 locations');
    expect(await countries(page)).toEqual(['India']);
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 5 locations');

    await page.keyboard.press('Tab');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeFocused();
    // Arrow keys change a closed native menu's choice: Default order, then Country, then Latency.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('latency');
    await expect
      .poll(() => countries(page))
      .toEqual(['India', 'United States', 'Germany', 'Brazil', 'Singapore']);

    await page.keyboard.press('Tab');
    const onlineOnly = page.getByRole('checkbox', { name: 'Online only' });
    await expect(onlineOnly).toBeFocused();
    await page.keyboard.press('Space');
    await expect(onlineOnly).toBeChecked();
    // Every sample location is online, so the list keeps all five.
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 5 locations');
  });

  test('a search that matches nothing says so in words', async ({ page }) => {
    await gotoHydrated(page, '/server');
    await page.getByRole('searchbox', { name: 'Search by country' }).fill('Atlantis');
    await expect(page.getByRole('status')).toHaveText('Showing 0 of 5 locations');
    await expect(page.getByText('No location matches your search.')).toBeVisible();
    expect(await countries(page)).toEqual([]);
  });
});
