import type { Page } from '@playwright/test';
import { loadQuestions } from '../tools/bench/search-ranking';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { landsAt, languages } from './site-routes';

/**
 * The search page in every language: questions from the bench's question sets find their pages,
 * the box works as a combobox from the keyboard, the count is said politely, axe finds nothing on the
 * open results, and with scripts off the page lists every page and the box leads to the list.
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
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const hrefs = await options.evaluateAll((each) =>
    each.map((option) => option.getAttribute('data-href') ?? ''),
  );
  return hrefs.map((href) => {
    const url = new URL(href, page.url());
    return decodeURI(url.pathname + url.hash);
  });
}

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
    const box = page.getByRole('combobox', { name: copy.label });
    // The first few questions of the set: the whole set is the ranking's unit test and the bench's.
    for (const question of questions.slice(0, 5)) {
      await box.fill(question.q);
      await expect(page.getByRole('listbox')).toBeVisible();
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

test('the box works as a combobox from the keyboard, and the count is said politely', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  const [question] = await loadQuestions(source.language.tag);
  await page.goto(`${base}/search`);
  const box = page.getByRole('combobox', { name: copy.label });
  // The box searches at every key, so the results of a query typed only in part can be on screen,
  // and be replaced, while the test reads them: it waits until the page says it shows the whole
  // query's (the form's data-search-query, set once the results and their count are written).
  const answered = (query: string) =>
    expect(page.locator('[data-behaviour~="search"]')).toHaveAttribute('data-search-query', query);
  await box.focus();
  await page.keyboard.type(question.q);
  await answered(question.q);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: copy.resultsLabel });
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  const options = listbox.getByRole('option');
  const count = await options.count();
  const status = page.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  // The site has more pages matching than it shows; the count says how many match, in the copy's words.
  const said = (await status.textContent()) ?? '';
  const forms = Object.entries(copy.results).filter(([form]) => form !== 'none');
  expect(
    forms.some(([, words]) => new RegExp(`^${words!.replace('{count}', '\\d+')}$`).test(said)),
    said,
  ).toBe(true);
  expect(Number(/\d+/.exec(said)![0])).toBeGreaterThanOrEqual(count);

  await page.keyboard.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // The words the query matched are marked, in the title or the passage.
  await expect(first.locator('mark').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');

  await page.keyboard.type(question.q);
  await answered(question.q);
  await page.keyboard.press('ArrowDown');
  // The result's address is relative to the search page, so it is resolved before Enter: once the
  // browser has moved, page.url() is the result's own address.
  const target = new URL((await first.getAttribute('data-href'))!, page.url()).href;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target);
});

test('a search that matches nothing says so', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  await page.goto(`${base}/search`);
  await page.getByRole('combobox', { name: copy.label }).fill('zzqxj');
  await expect(page.getByRole('status')).toHaveText(copy.results.none);
});

test('arriving with ?q= searches at once', async ({ page }) => {
  const { base, copy } = inLanguage[0];
  const [question] = await loadQuestions(source.language.tag);
  await page.goto(`${base}/search?q=${encodeURIComponent(question.q)}`);
  await expect(page.getByRole('combobox', { name: copy.label })).toHaveValue(question.q);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

for (const { tag, base, copy } of inLanguage) {
  test(`axe finds nothing on the open results in ${tag}`, async ({ page }) => {
    const [question] = await loadQuestions(tag);
    await page.goto(`${base}/search`);
    await page.getByRole('combobox', { name: copy.label }).fill(question.q);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
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
    test(`the search page in ${tag} lists every page by kind, and the box leads to the list`, async ({
      page,
    }) => {
      await page.goto(`${base}/search`);
      const list = page.locator('[data-search-all]');
      await expect(list.getByRole('heading', { level: 2, name: copy.allPages })).toBeVisible();
      await expect(list.getByRole('heading', { level: 3, name: copy.kinds.privacyPolicy })).toBeVisible();
      await expect(list.getByRole('link').first()).toBeVisible();
      expect(await list.getByRole('link').count()).toBeGreaterThan(20);
      await page.getByRole('search').getByRole('link', { name: copy.submit }).click();
      await expect(page).toHaveURL(/#all-pages$/);
      await expect(list.getByRole('heading', { level: 2, name: copy.allPages })).toBeInViewport();
    });
  }
});
