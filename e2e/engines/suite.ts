import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fillPlaceholders } from '../../schemas';
import { allAddresses, content, languages, MISSING_ROUTE, pageKinds } from '../site-routes';
import { offlinePageFacts, walkOfflineCopy } from '../offline-walk';
import { waitFor, type Engine, type EngineOptions } from './engine';

/**
 * The browser tests that run in Gecko and WebKit as well as Chromium, written once against
 * `Engine`: every page of the site's language, and a page of each kind in the others, loads with no
 * console error and its islands hydrate; the islands work; and with scripts off those pages read and
 * the header's menu opens. The Playwright
 * suite (Chromium) tests the same things and much more; this is what Tor Browser (Firefox's Gecko)
 * and Safari and every browser on an iPhone (WebKit) must get right as well.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** The not-found page's own log, which says what it shows: the site logs it on purpose. */
const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route: /;

/**
 * The addresses an engine walks in a language, its not-found page last: every page of the site's own
 * language, and one page of each kind (the home page, a post, a help article, a legal text's history,
 * …) in each other language. What an engine can get wrong is the markup, style and script of a kind
 * of page, which every page of the kind shares in every language; Chromium's tests read every page of
 * every language (e2e/no-script.spec.ts, e2e/fit.spec.ts).
 */
function addressesOf(tag: string, index: number): string[] {
  const notFound = `${index === 0 ? '' : `/${tag}`}${MISSING_ROUTE}`;
  const pages =
    index === 0
      ? allAddresses
          .filter((address) => (address.language ?? languages[0].language.tag) === tag)
          .map((address) => address.url)
      : pageKinds(tag);
  return [...pages, notFound];
}

/** What a test walks in a language, for its name. */
const whatIsWalked = (index: number, name: string) =>
  index === 0 ? `every page in ${name}` : `one page of each kind in ${name}`;

/** What a reader sees of a page: a heading, a main part with words, and the header's way in. */
function pageReads(narrow: boolean) {
  const visible = (element: Element | null) => !!element && element.checkVisibility();
  const heading = document.querySelector('h1');
  const main = document.querySelector('main');
  const problems: string[] = [];
  if (!visible(heading) || !heading?.textContent?.trim()) problems.push('no visible h1');
  if (!main?.textContent?.trim()) problems.push('an empty main');
  const way = narrow
    ? document.querySelector('header button[popovertarget]')
    : document.querySelector('header nav');
  if (!visible(way)) problems.push(narrow ? 'no menu button' : 'no header links');
  return problems;
}

/** Whether every island of the page has hydrated (none on most pages). */
function hydrated() {
  return [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
    (island) => island.dataset.islandState === 'hydrated',
  );
}

/** Loads every address of a language and gathers what is wrong with each, page by page. */
async function walk(
  engine: Engine,
  urls: string[],
  { scripts, narrow }: { scripts: boolean; narrow: boolean },
) {
  const siteUrl = inject('siteUrl');
  const problems: string[] = [];
  for (const url of urls) {
    await engine.goto(`${siteUrl}${url}`);
    if (scripts) await waitFor(engine, `the islands of ${url} to hydrate`, hydrated);
    for (const problem of await engine.evaluate(pageReads, narrow)) problems.push(`${url}: ${problem}`);
    const notFound = url.endsWith(MISSING_ROUTE);
    for (const error of await engine.takeErrors()) {
      if (!(notFound && NOT_FOUND_LOG.test(error))) problems.push(`${url}: ${error}`);
    }
  }
  return problems;
}

/** The engine a `describe` block starts before its tests and stops after them. */
function engineFor(
  launch: (options: EngineOptions) => Promise<Engine>,
  options: Omit<EngineOptions, 'proxyPort'>,
) {
  const holder: { engine?: Engine } = {};
  beforeAll(async () => {
    holder.engine = await launch({ ...options, proxyPort: inject('proxyPort') });
    // The width decides the layout the tests check: make sure the engine has applied it.
    await waitFor(
      holder.engine,
      `a page ${options.viewport.width} px wide`,
      (width: number) => innerWidth === width,
      options.viewport.width,
    );
  }, 120_000);
  afterAll(async () => {
    await holder.engine?.close();
  });
  return () => holder.engine!;
}

/**
 * Clicks the link or button in `main` whose words are `label`, as a reader picks a control by what it
 * says. The engines click by CSS selector, so the control is first marked with an attribute.
 */
async function clickControl(engine: Engine, label: string) {
  const marked = await engine.evaluate((words: string) => {
    const control = [...document.querySelectorAll('main a, main button')].find(
      (element) => element.textContent?.trim() === words && element.checkVisibility(),
    );
    control?.setAttribute('data-engines-click', '');
    return !!control;
  }, label);
  expect(marked, `a control that says "${label}"`).toBe(true);
  await engine.click('[data-engines-click]');
}

/** The server list's search ignores case and accents, as a visitor types. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** A page's own text for the server list's status, as the content words it. */
const serverCount = (shown: number) =>
  fillPlaceholders(content.serverPage.count, { shown, total: content.servers.length });

export function engineSuite(launch: (options: EngineOptions) => Promise<Engine>) {
  describe('with scripts on, at 1280 px', () => {
    const engine = engineFor(launch, { scripts: true, viewport: DESKTOP });

    for (const [index, { language }] of languages.entries()) {
      test(`${whatIsWalked(index, language.englishName)} loads, hydrates and logs no error`, async () => {
        expect(
          await walk(engine(), addressesOf(language.tag, index), { scripts: true, narrow: false }),
        ).toEqual([]);
      });
    }

    test("the server list's search narrows the list", async () => {
      const { servers } = content;
      await engine().goto(`${inject('siteUrl')}/server`);
      await waitFor(engine(), 'the server list to hydrate', hydrated);
      const status = () => document.querySelector('[role="status"]')?.textContent ?? '';
      expect(await engine().evaluate(status)).toBe(serverCount(servers.length));
      const [found] = servers;
      const query = found.country.slice(0, 4);
      const matches = servers.filter((server) => fold(server.country).includes(fold(query)));
      await engine().type('main input[type="search"]', query);
      await waitFor(
        engine(),
        `the list to show ${matches.length} location(s) for "${query}"`,
        (expected: string) => document.querySelector('[role="status"]')?.textContent === expected,
        serverCount(matches.length),
      );
      const shown = await engine().evaluate(() =>
        [...document.querySelectorAll('main h2')]
          .filter((heading) => heading.checkVisibility())
          .map((h) => h.textContent),
      );
      expect(shown).toEqual(matches.map((server) => server.country));
      // The flags came through the proxy from the flag service's stand-in (or from the site itself).
      await waitFor(engine(), 'the flags to load', () => {
        const flags = [...document.querySelectorAll('main img')] as HTMLImageElement[];
        return flags.length > 0 && flags.every((flag) => flag.complete && flag.naturalWidth > 0);
      });
      expect(await engine().takeErrors()).toEqual([]);
    });

    test('the setup wizard steps on, and remembers its step on the next visit', async () => {
      const { setupPage, setupSteps } = content;
      const progress = (current: number) =>
        fillPlaceholders(setupPage.progress, { current, total: setupSteps.length });
      const showsStep = (text: string) => document.body.textContent?.includes(text) ?? false;
      const setup = `${inject('siteUrl')}/setup`;
      await engine().goto(setup);
      await waitFor(engine(), 'the wizard to hydrate', hydrated);
      await waitFor(engine(), 'the first step', showsStep, progress(1));
      // The first step's control leads to its page; the wizard keeps the step for this tab.
      const first = setupSteps[0].action;
      expect(first.type).toBe('link');
      await clickControl(engine(), setupPage.continueLabel);
      await waitFor(
        engine(),
        "the first step's page",
        (path: string) => location.pathname.replace(/\/(index\.html)?$/, '') === path,
        first.type === 'link' ? first.to.replace(/\/$/, '') : '',
      );
      await engine().goto(setup);
      await waitFor(engine(), 'the wizard to hydrate', hydrated);
      await waitFor(engine(), 'the second step', showsStep, progress(2));
      expect(await engine().takeErrors()).toEqual([]);
    });

    test('a form refuses an empty field and a malformed address, as the browser checks them', async () => {
      await engine().goto(`${inject('siteUrl')}/signup`);
      await waitFor(engine(), 'the form to hydrate', hydrated);
      await engine().click('main form button[type="submit"]');
      await waitFor(engine(), 'the first field to be focused and invalid', () => {
        const first = document.querySelector<HTMLInputElement>('main form input');
        return !!first && document.activeElement === first && first.validity.valueMissing;
      });
      await engine().type('main form input[name="name"]', 'Ada Lovelace');
      await engine().type('main form input[name="email"]', 'jane.example.com');
      await engine().type('main form input[name="password"]', 'secret words');
      await engine().click('main form button[type="submit"]');
      await waitFor(engine(), 'the email field to be refused', () => {
        const email = document.querySelector<HTMLInputElement>('main form input[name="email"]');
        return !!email && document.activeElement === email && email.validity.typeMismatch;
      });
      expect(await engine().evaluate(() => location.pathname)).toMatch(/^\/signup(\/|\/index\.html)?$/);
      expect(await engine().takeErrors()).toEqual([]);
    });
  });

  describe('with scripts off, at 375 px', () => {
    const engine = engineFor(launch, { scripts: false, viewport: PHONE });

    for (const [index, { language }] of languages.entries()) {
      test(`${whatIsWalked(index, language.englishName)} reads whole and logs no error`, async () => {
        const urls = addressesOf(language.tag, index);
        expect(await walk(engine(), urls, { scripts: false, narrow: true })).toEqual([]);
        // No island hydrates with scripts off: the pages read above were the prerendered ones.
        expect(
          await engine().evaluate(() => document.querySelector('[data-island-state="hydrated"]')),
        ).toBeNull();
      });
    }

    // Read from a folder as a reader of the offline archive reads it, which an engine may treat in
    // its own way (each file its own origin, in Gecko): the site's own language, and the one written
    // right to left. Chromium's tests walk every language's copy (e2e/offline.spec.ts).
    for (const { language } of languages.filter(
      (each, index) => index === 0 || each.language.dir === 'rtl',
    )) {
      test(`the offline copy in ${language.englishName} reads whole from a folder, every link followed`, async () => {
        const given = inject('offlineCopies').find((copy) => copy.tag === language.tag)!;
        const copy = { language, folder: given.folder, files: new Set(given.files) };
        const problems = await walkOfflineCopy(copy, async (url) => {
          await engine().goto(url);
          return engine().evaluate(offlinePageFacts);
        });
        expect(problems).toEqual([]);
        expect(await engine().takeErrors()).toEqual([]);
      });
    }

    test("the header's menu opens and closes without scripts, on a page and on the not-found page", async () => {
      for (const url of ['/', MISSING_ROUTE]) {
        await engine().goto(`${inject('siteUrl')}${url}`);
        const menuShows = (open: boolean) => {
          const menu = document.querySelector('[popover]');
          if (!menu || menu.matches(':popover-open') !== open) return false;
          const links = [...menu.querySelectorAll('a')];
          return open
            ? links.length > 0 && links.every((link) => link.checkVisibility())
            : !menu.checkVisibility();
        };
        await waitFor(engine(), `the menu on ${url} to be closed`, menuShows, false);
        await engine().click('header button[popovertarget]');
        await waitFor(engine(), `the menu on ${url} to open with its links`, menuShows, true);
        const labels = await engine().evaluate(() =>
          [...document.querySelectorAll('[popover] a')].map((link) => link.textContent?.trim()),
        );
        for (const link of content.site.header.nav) expect(labels).toContain(link.label);
        await engine().click('header button[popovertarget]');
        await waitFor(engine(), `the menu on ${url} to close`, menuShows, false);
        const errors = await engine().takeErrors();
        expect(errors.filter((error) => !NOT_FOUND_LOG.test(error))).toEqual([]);
      }
    });
  });
}
