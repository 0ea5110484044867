import type { Locator, Page } from '@playwright/test';
import { MENU_BREAKPOINT, expect, test } from './fixtures';
import { content, languages } from './site-routes';
import { declarationText } from '../schemas/canary-state';

/**
 * What the bidirectional check (tools/bidi/, run by `npm run check:html`) computes from the markup,
 * seen here as Chromium lays the page out: each left-to-right fragment of a right-to-left page reads
 * in the order it is written, at the width of each project.
 */

const rightToLeft = languages.filter((each) => each.language.dir === 'rtl');

/** Whitespace of any kind, and the invisible marks of direction, which take no place on a line. */
const INVISIBLE = /[\s\u200e\u200f\u2066-\u2069]/u;

/**
 * Where each visible character of `fragment` stands on the screen, in the order it is written,
 * found in the text of `element`; empty when the element does not hold it.
 */
async function placesOf(element: Locator, fragment: string): Promise<{ x: number; y: number }[]> {
  return element.evaluate(
    (root, { fragment, invisible }) => {
      const hidden = new RegExp(invisible, 'u');
      const chars: { node: Text; offset: number; char: string }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        [...node.data].forEach((char, offset) => {
          if (!hidden.test(char)) chars.push({ node: node!, offset, char });
        });
      }
      const wanted = [...fragment].filter((char) => !hidden.test(char)).join('');
      const start = chars
        .map((each) => each.char)
        .join('')
        .indexOf(wanted);
      if (start < 0) return [];
      return chars.slice(start, start + [...wanted].length).map(({ node, offset }) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      });
    },
    { fragment, invisible: INVISIBLE.source },
  );
}

/** Expects the fragment to read left to right in `element`, line after line if it wraps. */
async function expectWrittenOrder(element: Locator, fragment: string): Promise<void> {
  const places = await placesOf(element, fragment);
  expect(places.length, `"${fragment}" is on the page`).toBeGreaterThan(1);
  const backwards = places.slice(1).filter((place, index) => {
    const before = places[index];
    const sameLine = Math.abs(place.y - before.y) < 4;
    return sameLine && place.x <= before.x;
  });
  expect(backwards, `"${fragment}" reads in its written order`).toEqual([]);
}

/** Opens the header's menu on a narrow screen, where the header's links live in it. */
async function showHeaderLinks(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) > MENU_BREAKPOINT) return;
  await page.locator('.menu-toggle').click();
}

for (const { language, content: translated } of rightToLeft) {
  test.describe(`${language.englishName}, right to left`, () => {
    test('the phone number on the contact page keeps its + in front', async ({ page }) => {
      await page.goto(`/${language.tag}/contact-us`);
      await expectWrittenOrder(page.locator('a[href^="tel:"]'), content.site.phone);
    });

    test('the header’s $ name keeps its $ in front', async ({ page }) => {
      await page.goto(`/${language.tag}`);
      await showHeaderLinks(page);
      const label = translated.site.header.tokenLink.label;
      const name = /\$[\p{Script=Latin}\d]+/u.exec(label)?.[0];
      expect(name, `the token link's label "${label}" names a $ token`).toBeDefined();
      const link = page.getByRole('link', { name: label.replace(INVISIBLE, ' ').trim() }).first();
      await expectWrittenOrder(link.filter({ visible: true }).first(), name!);
    });

    test('the canary’s English declarations and its file names read as written', async ({ page }) => {
      await page.goto(`/${language.tag}/canary`);
      const [newest] = [...content.canary].sort((a, b) => b.date.localeCompare(a.date));
      const declarations = page.locator('.canary__declarations');
      await expect(declarations).toHaveAttribute('lang', languages[0].language.tag);
      for (const declaration of newest.declarations)
        await expectWrittenOrder(declarations, declarationText(declaration));
      const { statementLink, keyLink } = translated.canaryPage.signature;
      for (const label of [statementLink, keyLink]) {
        const extension = /\.\w+/.exec(label)?.[0];
        if (extension) await expectWrittenOrder(page.locator('.canary__downloads'), extension);
      }
    });
  });
}
