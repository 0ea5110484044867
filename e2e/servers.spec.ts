import type { Page } from '@playwright/test';
import { fillPlaceholders, type Server } from '../schemas';
import { visibleText } from '../tools/test/site-copy';
import { expect, gotoHydrated, test } from './fixtures';
import { content } from './site-routes';

const { serverPage, servers, site } = content;
const { controls } = serverPage;

const countries = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

/** The status line for a number of locations shown out of all of them. */
const count = (shown: number) => fillPlaceholders(serverPage.count, { shown, total: servers.length });

// The search ignores case and accents, as a visitor types.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The start of a country's name, long enough that it finds that country and no other. */
function uniqueQuery(server: Server): string {
  const name = fold(server.country);
  for (let length = 3; length <= name.length; length += 1) {
    const query = name.slice(0, length);
    if (servers.filter((other) => fold(other.country).includes(query)).length === 1) return query;
  }
  throw new Error(`no search finds ${server.country} alone`);
}

const byCountry = (a: Server, b: Server) => a.country.localeCompare(b.country, site.locale);
const byLatency = (a: Server, b: Server) => a.latency - b.latency || byCountry(a, b);
const names = (list: Server[]) => list.map((server) => server.country);
const online = servers.filter((server) => server.status === 'online');

test.describe('the server page', () => {
  test('the prerendered page lists every location and says the latencies are samples', async ({
    request,
  }) => {
    const text = visibleText(await (await request.get('/server')).text());
    for (const { country } of servers) expect(text).toContain(country);
    expect(text).toContain(serverPage.intro);
    expect(text).toContain(count(servers.length));
  });

  test('a visitor searches by country, keeps online locations and sorts by latency', async ({ page }) => {
    await gotoHydrated(page, '/server');
    const status = page.getByRole('status');
    await expect(status).toHaveText(count(servers.length));

    const [found] = servers;
    await page.getByRole('searchbox', { name: controls.search.label }).fill(uniqueQuery(found));
    await expect(status).toHaveText(count(1));
    expect(await countries(page)).toEqual([found.country]);

    await page.getByRole('searchbox', { name: controls.search.label }).fill('');
    await page.getByRole('checkbox', { name: controls.onlineOnly }).check();
    await expect(status).toHaveText(count(online.length));

    await page
      .getByRole('combobox', { name: controls.sortLabel })
      .selectOption({ label: controls.sortByLatency });
    await expect.poll(() => countries(page)).toEqual(names([...online].sort(byLatency)));
    await page
      .getByRole('combobox', { name: controls.sortLabel })
      .selectOption({ label: controls.sortByCountry });
    await expect.poll(() => countries(page)).toEqual(names([...online].sort(byCountry)));
  });

  test('the controls work from the keyboard alone, and the count is announced', async ({ page }) => {
    await gotoHydrated(page, '/server');
    const search = page.getByRole('searchbox', { name: controls.search.label });
    // Tab through the page from the top until the search box has focus, as a keyboard user would.
    for (
      let presses = 0;
      presses < 30 && !(await search.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(search).toBeFocused();
    const found = servers.at(-1)!;
    await page.keyboard.type(uniqueQuery(found));
    await expect(page.getByRole('status')).toHaveText(count(1));
    expect(await countries(page)).toEqual([found.country]);
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page.getByRole('status')).toHaveText(count(servers.length));

    await page.keyboard.press('Tab');
    const sort = page.getByRole('combobox', { name: controls.sortLabel });
    await expect(sort).toBeFocused();
    // Arrow keys change a closed native menu's choice: as listed, then by country, then by latency.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('latency');
    await expect.poll(() => countries(page)).toEqual(names([...servers].sort(byLatency)));

    await page.keyboard.press('Tab');
    const onlineOnly = page.getByRole('checkbox', { name: controls.onlineOnly });
    await expect(onlineOnly).toBeFocused();
    await page.keyboard.press('Space');
    await expect(onlineOnly).toBeChecked();
    await expect(page.getByRole('status')).toHaveText(count(online.length));
  });

  test('a search that matches nothing says so in words', async ({ page }) => {
    await gotoHydrated(page, '/server');
    await page.getByRole('searchbox', { name: controls.search.label }).fill('Atlantis');
    await expect(page.getByRole('status')).toHaveText(count(0));
    await expect(page.getByText(serverPage.noResults)).toBeVisible();
    expect(await countries(page)).toEqual([]);
  });
});
