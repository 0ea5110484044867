import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { languages } from './site-routes';

/**
 * Chromium blends one page into the next (motion.css asks for a cross-document view transition), and
 * drops the blend with an uncaught "Transition was aborted because of invalid state" when the two
 * pages' layouts are not the same width: on a phone, a page wider than the window widens the layout
 * itself. The test fixture lets that one error pass (a back navigation can cut a blend short), so
 * here each page reports how its own blend ended, read from the `pagereveal` event that starts it.
 */
declare global {
  interface Window {
    /** How the blend into this page ended: "finished", "none" when there was none, or the error's message. */
    blendInto?: Promise<string>;
  }
}

// A phone, where the layout follows the page's width; 320 px, the narrowest in use.
test.use({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      // A blend the browser drops rejects `ready` (`finished` is fulfilled all the same).
      window.blendInto = transition
        ? transition.ready.then(
            () => transition.finished.then(() => 'finished'),
            (error: Error) => error.message,
          )
        : Promise.resolve('none');
    });
  });
});

/** Follows a link and tells how the blend into the next page ended. */
async function follow(page: Page, link: Locator): Promise<string> {
  const before = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== before);
  await page.waitForFunction(() => window.blendInto !== undefined);
  return page.evaluate(() => window.blendInto!);
}

// One language of each direction of writing, the site's own first. A blend breaks where a page is
// wider than the window, which e2e/fit.spec.ts rules out for every page of every language at 320 px;
// what is left to see is the blend itself, from left to right and from right to left.
const blended = languages.filter(
  ({ language }, index) => languages.findIndex((each) => each.language.dir === language.dir) === index,
);

for (const { language, content } of blended) {
  const { footer, header } = content.site;
  const pricing = header.nav.find((link) => link.to.endsWith('#pricing'))!;
  const home = language.tag === languages[0].language.tag ? '/' : `/${language.tag}/`;

  test(`in ${language.englishName}, every page blends into the next, through the footer, the pricing link and sign-up`, async ({
    page,
  }) => {
    await page.goto(home);
    const blends: string[] = [];
    for (const link of footer.links) {
      const ending = await follow(
        page,
        page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }),
      );
      blends.push(`${link.to}: ${ending}`);
    }
    await page.getByRole('button', { name: header.openMenu, exact: true }).click();
    const menu = page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
    blends.push(
      `${pricing.to}: ${await follow(page, menu.getByRole('link', { name: pricing.label, exact: true }))}`,
    );
    const signUp = content.homePage.hero.primaryCta;
    blends.push(
      `${signUp.to}: ${await follow(page, page.getByRole('link', { name: signUp.label, exact: true }).first())}`,
    );
    expect(blends).toEqual([...footer.links, pricing, signUp].map((link) => `${link.to}: finished`));
  });
}
