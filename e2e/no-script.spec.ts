import type { Page } from '@playwright/test';
import { expect, isNarrow, test } from './fixtures';
import { allAddresses, hrefOn, landsAt, languages, MISSING_ROUTE, pageKinds } from './site-routes';

/**
 * The site with JavaScript off, as Tor Browser's Safest mode and hardened browsers show it: every
 * page of every language reads completely and offers its header, the header's menu and the language
 * switcher work, the server list and the setup guide are whole, and a form sends nothing anywhere.
 * The desktop and the mobile projects run each test, at 1280 and 375 px.
 */
test.use({ javaScriptEnabled: false });

const contentOf = (tag: string) => languages.find((each) => each.language.tag === tag)!.content;

/**
 * Checks that the page shows a sentence that only a browser without scripts shows. Playwright's text
 * search skips `<noscript>`, which it takes for hidden, so the note is found as the element it is.
 */
async function expectScriptsOffNote(page: Page, text: string) {
  const note = page.locator('noscript p').filter({ visible: true });
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(text);
}

/** Records every request the page makes from now on but the tab's icon, which is the browser's own. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/favicon.svg') urls.push(request.url());
  });
  return urls;
}

/** Checks the header's links reach the visitor: in the bar on a wide screen, in the opened menu on a phone. */
async function expectHeaderWorks(page: Page, tag: string) {
  const { header, languages: words } = contentOf(tag).site;
  if (isNarrow(page)) {
    const menu = page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: header.openMenu, exact: true }).click();
    for (const link of header.nav) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: header.tokenLink.label, exact: true })).toBeVisible();
    await page.getByRole('button', { name: header.closeMenu, exact: true }).click();
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: header.navLabel, exact: true });
    for (const link of header.nav) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    }
  }
  // The language switcher is a disclosure the browser opens by itself.
  const switcher = page
    .getByRole('banner')
    .getByRole('navigation', { name: words.switcherHint, exact: true });
  await page.getByRole('banner').locator('summary').click();
  for (const { language } of languages) {
    await expect(switcher.getByRole('link', { name: language.name, exact: true })).toBeVisible();
  }
}

/**
 * The addresses of a language read with scripts off, its not-found page last: every page the build
 * writes at 1280 px; at 375 px one page of each kind (the home page, a post, a help article, …),
 * since what the width changes is the kind's layout, the same for every page of the kind.
 */
function addressesOf(tag: string, index: number, narrow: boolean): string[] {
  const notFound = `${index === 0 ? '' : `/${tag}`}${MISSING_ROUTE}`;
  const pages = narrow
    ? pageKinds(tag)
    : allAddresses
        .filter((address) => (address.language ?? languages[0].language.tag) === tag)
        .map((address) => address.url);
  return [...pages, notFound];
}

for (const [index, { language }] of languages.entries()) {
  const tag = language.tag;
  // One test per language visits each of its pages in turn: a new browser context for each page
  // would cost more than reading the page does. A soft check names every page that fails, not
  // just the first.
  test(`the pages in ${language.englishName} read whole with scripts off, and their header works`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { header } = contentOf(tag).site;
    const addresses = addressesOf(tag, index, isNarrow(page));
    for (const url of addresses) {
      await page.goto(url);
      await expect.soft(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      await expect.soft(page.getByRole('main'), url).not.toBeEmpty();
      // Every page carries the header's way in: the menu's button on a phone, the links on a wide screen.
      await expect
        .soft(
          isNarrow(page)
            ? page.getByRole('button', { name: header.openMenu, exact: true })
            : page.getByRole('navigation', { name: header.navLabel, exact: true }),
          url,
        )
        .toBeVisible();
    }
    // The header is the same on every page; it is opened and used on the first page and on the
    // not-found page, whose own layout might have left it out.
    for (const url of [addresses[0], addresses.at(-1)!]) {
      await page.goto(url);
      await expectHeaderWorks(page, tag);
    }
  });
}

test('on a phone, a section chosen in the menu is shown clear of the menu, which stays at the top', async ({
  page,
}) => {
  test.skip(!isNarrow(page), 'the menu is the phone header');
  const { header } = contentOf(languages[0].language.tag).site;
  const { pricing } = contentOf(languages[0].language.tag).homePage;
  const link = header.nav.find((each) => each.to === `#${pricing.anchor}`)!;
  await page.goto('/');
  await page.getByRole('button', { name: header.openMenu, exact: true }).click();
  const menu = page.getByRole('navigation', { name: header.mobileNavLabel, exact: true });
  await menu.getByRole('link', { name: link.label, exact: true }).click();
  const heading = page.getByRole('heading', { name: pricing.heading, exact: true });
  await expect(heading).toBeInViewport();
  // The menu is still open (nothing closes it without scripts), but scrolled away with the page's top.
  const menuBox = await menu.boundingBox();
  const headingBox = (await heading.boundingBox())!;
  expect(menuBox === null || menuBox.y + menuBox.height <= headingBox.y).toBe(true);
});

test('the server list shows every location, and says why its controls are off', async ({ page }) => {
  const { servers, serverPage } = contentOf(languages[0].language.tag);
  await page.goto('/server');
  for (const server of servers) {
    await expect(page.getByRole('heading', { level: 2, name: server.country, exact: true })).toBeVisible();
  }
  await expectScriptsOffNote(page, serverPage.controls.withoutScripts);
  await expect(page.getByLabel(serverPage.controls.search.label, { exact: true })).toBeDisabled();
});

test('the setup guide shows every step, each leading to its page', async ({ page }) => {
  const { setupSteps } = contentOf(languages[0].language.tag);
  await page.goto('/setup');
  for (const step of setupSteps) {
    await expect(page.getByRole('heading', { level: 2, name: step.title, exact: true })).toBeVisible();
    await expect(page.getByText(step.description, { exact: true })).toBeVisible();
    if (step.action.type === 'link') {
      await expect(page.getByRole('link', { name: step.title, exact: true })).toHaveAttribute(
        'href',
        hrefOn(step.action.to, '/setup'),
      );
    }
  }
});

for (const [path, form] of [
  ['/signup', 'signupPage'],
  ['/login', 'loginPage'],
  ['/contact-us', 'contactPage'],
] as const) {
  test(`${path}: the form still checks its fields, then sends nothing and says why`, async ({ page }) => {
    const content = contentOf(languages[0].language.tag);
    const copy = content[form];
    await page.goto(path);
    await expectScriptsOffNote(page, content.site.withoutScripts.form);
    const requests = recordRequests(page);
    const submit = page.getByRole('button', { name: copy.submit, exact: true });
    await submit.click();
    const [first] = Object.values(copy.fields);
    await expect(page.getByLabel(first.label, { exact: true })).toBeFocused();
    for (const field of Object.values(copy.fields)) {
      const input = page.getByLabel(field.label, { exact: true });
      await input.fill((await input.getAttribute('type')) === 'email' ? 'jane@example.com' : 'Words');
    }
    // A click that starts a navigation, as a form sent somewhere does, returns once that navigation
    // has started loading, its request recorded: nothing recorded by then was sent.
    await submit.click();
    await expect(page).toHaveURL(landsAt(path));
    expect(requests).toEqual([]);
  });
}
