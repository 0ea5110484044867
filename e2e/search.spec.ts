import type { Page } from '@playwright/test';
import { loadQuestions } from '../tools/bench/search-ranking';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { content, landsAt, languages } from './site-routes';

/**
 * The search page in every language: questions from the bench's question sets find their pages,
 * results are links that open (in a new tab too), the query survives Back, the count is said
 * politely, a slow line shows that it is searching, axe finds nothing on the results, the help
 * center's form opens the search, and with scripts off the page offers no box but every page.
 */

const [source] = languages;
const inLanguage = languages.map(({ language, content }) => ({
  tag: language.tag,
  base: language.tag === source.language.tag ? '' : `/${language.tag}`,
  copy: content.searchPage,
  header: content.site.header,
}));

/** The results' addresses, in order, from the site's root as a followed link lands (/fa/about/#x). */
async function resultAddresses(page: Page): Promise<string[]> {
  const links = results(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((each) => each.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => {
    const url = new URL(href);
    return decodeURI(url.pathname + url.hash);
  });
}

/** The list of results: the one list of the search region. */
const results = (page: Page) => page.getByRole('search').getByRole('list');

/** Waits until the page shows the whole query's results (the form's data-search-query is set once they and their count are written). */
const answered = (page: Page, query: string, timeout?: number) =>
  expect(page.locator('[data-behaviour~="search"]')).toHaveAttribute('data-search-query', query, { timeout });

/** Whether a result is the question's page: its section when the question names one, else any of its sections. */
function isAnswer(found: string, base: string, expected: string): boolean {
  const [path, anchor] = expected.split('#');
  const target = landsAt(`${base}${path === '/' ? '' : path}` || '/');
  return anchor === undefined ? found.split('#')[0] === target : found === `${target}#${anchor}`;
}

for (const { tag, base, copy } of inLanguage) {
  test(`search in ${tag} finds the question sets' pages`, async ({ page }) => {
    const questions = await loadQuestions(tag);
    await page.goto(`${base}/search`);
    const box = page.getByRole('searchbox', { name: copy.label });
    // The first few questions of the set: the whole set is the ranking's unit test and the bench's.
    for (const question of questions.slice(0, 5)) {
      await box.fill(question.q);
      await answered(page, question.q);
      await expect
        .poll(
          async () => (await resultAddresses(page)).some((found) => isAnswer(found, base, question.page)),
          {
            message: question.q,
          },
        )
        .toBe(true);
    }
  });
}

test('results are links with their count said politely, and the query survives Back', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  const [question] = await loadQuestions(source.language.tag);
  await page.goto(`${base}/search`);
  const box = page.getByRole('searchbox', { name: copy.label });
  await box.focus();
  await page.keyboard.type(question.q);
  await answered(page, question.q);
  // The query is in the address as the reader types, with no entry added for each key.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === question.q);
  const links = results(page).getByRole('link');
  const shown = await links.count();
  const status = page.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const said = (await status.textContent()) ?? '';
  const forms = Object.entries(copy.results).filter(([form]) => form !== 'none');
  expect(
    forms.some(([, words]) => new RegExp(`^${words!.replace('{count}', '\\d+')}$`).test(said)),
    said,
  ).toBe(true);
  const total = Number(/\d+/.exec(said)![0]);
  expect(total).toBeGreaterThanOrEqual(shown);
  // The words the query matched are marked, in the title or the passage.
  await expect(results(page).locator('mark').first()).toBeVisible();
  // More pages match than are shown: the button shows them all, and the first new one takes the focus.
  const showAll = page.getByRole('button', { name: copy.showAll.replace('{count}', String(total)) });
  if (total > shown) {
    await showAll.click();
    await expect(links).toHaveCount(Math.min(total, 50));
    await expect(links.nth(shown)).toBeFocused();
  }

  const first = links.first();
  const target = await first.evaluate((link) => (link as HTMLAnchorElement).href);
  // A result opens in a new tab as any link does.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    first.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(target);
  await tab.close();
  await first.click();
  await expect(page).toHaveURL(target);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: copy.label })).toHaveValue(question.q);
  await answered(page, question.q);
  await expect(results(page).getByRole('link').first()).toBeVisible();
  // Enter in the box opens the first result.
  await page.getByRole('searchbox', { name: copy.label }).press('Enter');
  await expect(page).toHaveURL(target);
});

test('a search that matches nothing says so, and points to help and to contact', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  await page.goto(`${base}/search`);
  await page.getByRole('searchbox', { name: copy.label }).fill('zzqxj');
  await expect(page.getByRole('status')).toHaveText(copy.results.none);
  for (const link of copy.noResults.links)
    await expect(page.getByRole('link', { name: link.label, exact: true }).first()).toBeVisible();
});

test('on a slow line the page says it is searching until the results come', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  const [question] = await loadQuestions(source.language.tag);
  await page.goto(`${base}/search`);
  // The index's files come a second and a half late, as on a slow mobile line.
  await page.route('**/search/**/*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: copy.label }).fill(question.q);
  await expect(page.getByRole('status')).toHaveText(copy.searching);
  // The index's manifest, its part and each result's passage come one after another, each late.
  await answered(page, question.q, 20_000);
  await expect(page.getByRole('status')).not.toHaveText(copy.searching);
});

test('arriving with ?q= searches at once', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  const [question] = await loadQuestions(source.language.tag);
  await page.goto(`${base}/search?q=${encodeURIComponent(question.q)}`);
  await expect(page.getByRole('searchbox', { name: copy.label })).toHaveValue(question.q);
  await expect(results(page).getByRole('link').first()).toBeVisible();
});

test("the help center's search form opens the search page with its words, with no script of its own", async ({
  page,
}) => {
  const { base, copy } = inLanguage[0];
  const help = content.helpPage;
  const [question] = await loadQuestions(source.language.tag);
  await page.goto(`${base}/help`);
  await expect(page.locator('script[src]')).toHaveCount(0);
  const form = page.getByRole('search');
  await form.getByRole('searchbox', { name: help.search.label }).fill(question.q);
  await form.getByRole('button', { name: help.search.button }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === landsAt(`${base}${help.search.to}`) && url.searchParams.get('q') === question.q,
  );
  await expect(page.getByRole('searchbox', { name: copy.label })).toHaveValue(question.q);
  await answered(page, question.q);
});

for (const { tag, base, copy } of inLanguage) {
  test(`axe finds nothing on the open results in ${tag}`, async ({ page }) => {
    const [question] = await loadQuestions(tag);
    await page.goto(`${base}/search`);
    await page.getByRole('searchbox', { name: copy.label }).fill(question.q);
    await answered(page, question.q);
    expect(await violations(page)).toEqual([]);
  });
}

test('every page links to the search page from its header, and reading pages still load no script', async ({
  page,
}) => {
  for (const { base, header } of inLanguage) {
    await page.goto(`${base}/privacypolicy`);
    await expect(page.locator('script[src], link[rel="modulepreload"]')).toHaveCount(0);
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: header.searchLink.label, exact: true })
      .first();
    await expect(link).toHaveAttribute('href', /search\/$/);
  }
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { tag, base, copy } of inLanguage) {
    test(`the search page in ${tag} offers no box, says why, and lists every page by kind`, async ({
      page,
    }) => {
      await page.goto(`${base}/search`);
      const list = page.locator('[data-search-all]');
      await expect(list.getByRole('heading', { level: 2, name: copy.allPages })).toBeVisible();
      await expect(list.getByRole('heading', { level: 3, name: copy.kinds.privacyPolicy })).toBeVisible();
      await expect(list.getByRole('link').first()).toBeVisible();
      expect(await list.getByRole('link').count()).toBeGreaterThan(20);
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      // Playwright's text search skips <noscript>, which it takes for hidden: the note is found as the element it is.
      const note = page.locator('noscript p').filter({ visible: true });
      await expect(note).toContainText(copy.withoutScripts);
      await note.locator('a[href="#all-pages"]').click();
      await expect(page).toHaveURL(/#all-pages$/);
      await expect(list.getByRole('heading', { level: 2, name: copy.allPages })).toBeInViewport();
    });
  }
});
