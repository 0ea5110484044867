import type { Page } from '@playwright/test';
import { fillPlaceholders } from '../schemas';
import { expect } from './fixtures';
import { languages } from './site-routes';

const [source] = languages;

/** Text as a regular expression matching it word for word. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks that a page of a language other than the site's own, loaded in `page` at `url`, is in that
 * language and says how its translation keeps up: its `lang` and `dir`, the state of its translation,
 * a notice and the English page as canonical when the translation is missing, a link to the English
 * where it is not translated, and every language named as an alternate. The checks are soft, so a
 * walk of many pages names every page that fails, and what about it. The walk of every page at
 * 1280 px (fit.spec.ts) and the pages read right to left at 375 px (languages.spec.ts) run it.
 */
export async function expectInLanguage(page: Page, url: string, language: (typeof languages)[number]) {
  const { tag, dir } = language.language;
  const words = language.content.site.languages;
  const base = `/${tag}`;
  const html = page.locator('html');
  await expect.soft(html, url).toHaveAttribute('lang', tag);
  await expect.soft(html, url).toHaveAttribute('dir', dir);
  const main = page.locator('main');
  const state = await main.getAttribute('data-translation');
  expect.soft(state, url).toMatch(/^(translated|outdated|missing)$/);
  const canonical = page.locator('link[rel="canonical"]');
  // A page kept out of search engines (an earlier version of a legal text) names no canonical
  // address and no alternates, in any language.
  const indexable = (await page.locator('meta[name="robots"][content*="noindex"]').count()) === 0;
  const english = url.slice(base.length) || '/';
  if (state === 'missing') {
    // Shown in English, with a notice in the visitor's language, and the English page as canonical.
    await expect
      .soft(page.getByText(fillPlaceholders(words.missing, { language: language.language.name })), url)
      .toBeVisible();
    await expect.soft(main.locator(`[lang="${source.language.tag}"]`).first(), url).toBeAttached();
    if (indexable)
      await expect
        .soft(canonical, url)
        .toHaveAttribute('href', new RegExp(`[^/]${english === '/' ? '/$' : `${english}$`}`));
  } else if (indexable) {
    await expect.soft(canonical, url).toHaveAttribute('href', new RegExp(`${url}$`));
  }
  if (!indexable) await expect.soft(canonical, url).toHaveCount(0);
  // A legal text translated in full still says that its English applies, with the same link.
  const prevails = page.locator('[data-translation-notice="translated"]');
  const legalNote = state === 'translated' ? await prevails.count() : 0;
  if (legalNote > 0) await expect.soft(prevails, url).toContainText(words.legalPrevails);
  await expect
    .soft(page.getByRole('link', { name: words.sourceLink }), url)
    .toHaveCount(state === 'translated' ? legalNote : 1);
  // A translated page says at its foot whether its translation was reviewed.
  if (state !== 'missing')
    await expect
      .soft(page.locator('[data-translation-review]'), url)
      .toHaveText(new RegExp(`^(${[words.reviewed, words.notReviewed].map(escaped).join('|')})$`));
  // Every language, itself and x-default included, is named as an alternate.
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect
    .soft(hreflangs, url)
    .toEqual(indexable ? [...languages.map((each) => each.language.tag), 'x-default'] : []);
}
