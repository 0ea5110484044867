import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { cutWords, overlappingTargets, sidewaysOverflow, smallTargets, wrappedLabels } from './measure-fit';
import { allAddresses, inRuns, languages, pageKinds } from './site-routes';
import { violations } from './axe';
import { expectInLanguage } from './language-checks';

/**
 * The widths every page is read at: a desktop (1280 px), a tablet on its side (1024 px), the common
 * phone (375 px) and the narrowest phones in use (320 px). One load of each page, at the widest, read
 * there as it loaded, then the window is narrowed, which the layout follows as it would on a phone
 * turned round.
 */
const WIDTHS = [1280, 1024, 375, 320] as const;

/**
 * What each width is checked for: words, sideways scrolling and overlapping targets at every width,
 * target sizes on phones and desktops, labels on one line at a laptop's 1280 px. The checks run in one call
 * into the page, each its own function as measure-fit.ts writes it: a page is measured at four
 * widths, and a call for each check cost a round trip each time.
 */
const CHECKS: Record<(typeof WIDTHS)[number], (() => string[])[]> = {
  1280: [cutWords, sidewaysOverflow, overlappingTargets, smallTargets, wrappedLabels],
  1024: [cutWords, sidewaysOverflow, overlappingTargets],
  375: [cutWords, sidewaysOverflow, overlappingTargets, smallTargets],
  320: [cutWords, sidewaysOverflow, overlappingTargets, smallTargets],
};

async function faultsAt(page: Page, width: (typeof WIDTHS)[number]): Promise<string[]> {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
  const checks = CHECKS[width];
  const found = await page.evaluate<string[]>(
    `[${checks.map((check) => `...(${check.toString()})()`).join(', ')}]`,
  );
  return found.map((fault) => `${width} px: ${fault}`);
}

// Each page of each language is loaded once, at 1280 px, for everything read of it at that width:
// what it says about its language (the site's own language aside), axe (on every English page and one
// page of each kind in the other languages, as accessibility.spec.ts and languages.spec.ts describe),
// then its fit at every width. The accessibility and language specs walked the same pages at 1280 px
// again, which cost a load and a hydration each. A run of pages shares one tab: a new browser context
// for each page cost more than the page's measurements. A soft check names every page that fails,
// not just the first.
for (const each of languages) {
  const { language } = each;
  const own = language.tag === languages[0].language.tag;
  const kinds = new Set(pageKinds(language.tag));
  const addresses = allAddresses
    .filter((address) => (address.language ?? languages[0].language.tag) === language.tag)
    .map((address) => address.url);
  for (const run of inRuns(addresses, 16)) {
    const words = own
      ? 'each passes axe'
      : `each is in ${language.englishName} and says how its translation keeps up, one of each kind passes axe`;
    test(`${run[0]} to ${run.at(-1)!}: ${words}, and each fits the narrowest phone: no heading word is cut, nothing scrolls sideways, every target meets WCAG 2.5.8`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + 7_000 * run.length);
      for (const url of run) {
        // Each page is loaded at the widest width, as a fresh load would be, then narrowed.
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await gotoHydrated(page, url);
        if (!own) await expectInLanguage(page, url, each);
        if (own || kinds.has(url)) expect.soft(await violations(page), url).toEqual([]);
        const found: string[] = [];
        for (const width of WIDTHS) found.push(...(await faultsAt(page, width)));
        expect.soft(found, url).toEqual([]);
      }
    });
  }
}

// The checks above pass only if they find nothing, so each is shown a page of known faults and of
// near misses: a check that measured nothing would pass every page of the site too.
test('the checks find the faults of a page that has them, and only those', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.setContent(`<!doctype html><html lang="ru"><body style="margin:0;font:16px sans-serif">
    <h1 style="width:200px;font-size:32px;overflow-wrap:anywhere">Политика конфиденциальности</h1>
    <h2 style="width:250px;font-size:16px">Политика конфиденциальности</h2>
    <h2 style="width:100px;font-size:24px;overflow-wrap:anywhere">Wi-Fi-сети</h2>
    <h2 lang="zh-Hans" style="width:100px;font-size:24px">隐私是一项权利，而不是一项功能</h2>
    <p style="font-size:24px;white-space:nowrap;margin:0">Долгоживущая строка без переносов</p>
    <ul style="list-style:none;margin:0;padding:0;line-height:20px">
      <li><a href="#a">Один</a></li><li><a href="#b">Два</a></li>
    </ul>
    <ul style="list-style:none;margin:0;padding:0;line-height:20px">
      <li style="padding:4px 0"><a href="#c">Три</a></li><li style="padding:4px 0"><a href="#d">Четыре</a></li>
    </ul>
    <p style="line-height:20px">Текст со <a href="#e">ссылкой</a> внутри <a href="#f">предложения</a>.</p>
    <p style="position:relative;height:30px;margin:0"><a href="#i" style="position:absolute;left:0;width:120px">Конфиденциальности</a><a href="#j" style="position:absolute;left:100px;width:100px">Проверка</a></p>
    <div popover id="menu"><a href="#g" style="display:block;line-height:16px">Пять</a><a href="#h" style="display:block;line-height:16px">Шесть</a></div>
  </body></html>`);
  // As the pages are checked: every check, in one call, at the narrowest width.
  expect(await faultsAt(page, 320)).toEqual([
    '320 px: «конфиденциальности» of the h1 "Политика конфиденциальности" (32px): cut across two lines',
    '320 px: «переносов» of the p "Долгоживущая строка без переносов" (24px): out of the window',
    expect.stringMatching(/^320 px: the page is \d+ px wide in a window of 320 px$/),
    '320 px: a "Конфиденциальности" overlaps a "Проверка"',
    expect.stringMatching(/^320 px: a "Один", [\d.]+×[\d.]+ px, is too close to a "Два"$/),
    expect.stringMatching(/^320 px: a "Два", [\d.]+×[\d.]+ px, is too close to a "Один"$/),
    expect.stringMatching(
      /^320 px: in the popover #menu open: a "Пять", [\d.]+×16 px, is too close to a "Шесть"$/,
    ),
    expect.stringMatching(
      /^320 px: in the popover #menu open: a "Шесть", [\d.]+×16 px, is too close to a "Пять"$/,
    ),
  ]);
});

test('the label check finds a button broken across two lines, and not one hidden words follow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(`<!doctype html><html lang="ru"><body style="margin:0;font:16px sans-serif">
    <style>.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }</style>
    <a class="button" href="#a" style="display:inline-block;width:80px">Скачать для Windows</a>
    <a class="button" href="#b" style="display:inline-block">Скачать для macOS <span class="hidden">(в новой вкладке)</span></a>
  </body></html>`);
  expect(await page.evaluate(wrappedLabels)).toEqual(['the label "Скачать для Windows" takes 3 lines']);
});
