import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The widest viewport that shows the menu toggle instead of the header's links, read from the
 * stylesheets' own definition (`@custom-media --narrow (max-width: …);`) so the number lives once.
 */
export const MENU_BREAKPOINT = (() => {
  const breakpoints = readFileSync(path.join(import.meta.dirname, '../src/styles/breakpoints.css'), 'utf8');
  const narrow = /@custom-media\s+--narrow\s+\(max-width:\s*(\d+)px\)\s*;/.exec(breakpoints);
  if (!narrow) throw new Error('breakpoints.css should define @custom-media --narrow (max-width: …px)');
  return Number(narrow[1]);
})();

/** What a page did that a visitor would call broken, gathered while a test runs. */
export interface PageTrouble {
  /** Console messages of type error, other than the ones a test says it expects. */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** Requests to the site itself that failed or answered 4xx/5xx (other than expected 404 pages). */
  failedRequests: string[];
}

/** A `console.log` call the page made, with its arguments as plain values. */
export interface LoggedMessage {
  type: string;
  args: unknown[];
}

/** Reads back what the pages of a test have written to the console so far. */
export interface ConsoleRecorder {
  messages(): Promise<LoggedMessage[]>;
}

const HYDRATION = /hydrat|did not match|server rendered HTML/i;
const BROWSER_ABORTED_TRANSITION = /^Transition was (aborted because of invalid state|skipped)/;

interface Fixtures {
  trouble: PageTrouble;
  /**
   * Console errors a test expects, such as the not-found page's log. Give one pattern (join several
   * with |): `test.use` reads a list of two as a value and its fixture options.
   */
  expectedConsoleErrors: RegExp[];
  consoleLogs: ConsoleRecorder;
  /** Opens another tab in the test's browser context, watched for trouble like the first. */
  openPage: () => Promise<Page>;
  /** Every console message of the test's tabs, read back (asynchronously) through `consoleLogs`. */
  logBook: Promise<LoggedMessage>[];
  /** Records a tab's trouble and console messages. */
  watch: (page: Page) => Promise<void>;
}

/**
 * The test fixture every browser test uses: it fails the test on any hydration warning, uncaught page
 * error, or failed request to the site itself, in every tab the test opens. (The flag images come
 * from a stand-in for the flag service that the configuration starts.)
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  trouble: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const trouble: PageTrouble = { consoleErrors: [], pageErrors: [], failedRequests: [] };
      await use(trouble);
      expect(trouble.pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(trouble.consoleErrors, 'console errors or hydration warnings').toEqual([]);
      expect(trouble.failedRequests, 'failed requests to the site').toEqual([]);
    },
    { auto: true },
  ],
  // No dependencies here either.
  // eslint-disable-next-line no-empty-pattern
  logBook: async ({}, use) => {
    await use([]);
  },
  consoleLogs: async ({ logBook }, use) => {
    await use({ messages: () => Promise.all(logBook) });
  },
  watch: async ({ baseURL, expectedConsoleErrors, trouble, logBook, javaScriptEnabled }, use) => {
    await use(async (page) => {
      // The not-found page answers 404 on purpose; the browser reports that status in the console.
      const notFoundPages = new Set<string>();
      page.on('console', (message) => {
        const text = message.text();
        const reportsNotFoundPage =
          text.startsWith('Failed to load resource') && notFoundPages.has(message.location().url);
        if (HYDRATION.test(text)) trouble.consoleErrors.push(`hydration: ${text}`);
        else if (
          message.type() === 'error' &&
          !reportsNotFoundPage &&
          !expectedConsoleErrors.some((re) => re.test(text))
        ) {
          trouble.consoleErrors.push(text);
        }
        // A value logged just before the page navigates away can no longer be read back.
        const args = message.args().map((arg) => arg.jsonValue().catch(() => '<gone>'));
        logBook.push(Promise.all(args).then((values) => ({ type: message.type(), args: values })));
      });
      page.on('pageerror', (error) => {
        // Chromium reports a cross-document view transition that a quick back navigation cut short
        // (motion.css asks for them) as an error of the page, aborted or skipped by how far it had
        // got when the test went back, though no script of the site runs it.
        if (!BROWSER_ABORTED_TRANSITION.test(error.message)) trouble.pageErrors.push(error.message);
      });
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText;
        // A request still running when the test moves to another page is cancelled, not broken; with
        // scripts off, the browser refuses to fetch a script the page preloads, as it should; and a
        // page fetched ahead of a click that never came, or came first, is the browser's own guess.
        const refusedScript = javaScriptEnabled === false && request.resourceType() === 'script';
        const prefetch = request.headers()['sec-purpose']?.includes('prefetch') ?? false;
        if (
          request.url().startsWith(baseURL ?? '') &&
          error !== 'net::ERR_ABORTED' &&
          !refusedScript &&
          !prefetch
        ) {
          trouble.failedRequests.push(`${request.url()} ${error}`);
        }
      });
      page.on('response', (response) => {
        const isSite = response.url().startsWith(baseURL ?? '');
        const isDocument = response.request().resourceType() === 'document';
        if (isSite && isDocument && response.status() === 404) notFoundPages.add(response.url());
        else if (isSite && response.status() >= 400) {
          trouble.failedRequests.push(`${response.url()} ${response.status()}`);
        }
      });
    });
  },
  page: async ({ page, watch }, use) => {
    await watch(page);
    await use(page);
  },
  openPage: async ({ context, watch }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await watch(page);
      return page;
    });
  },
});

export { expect };

/**
 * Loads a page and waits until its islands, if it has any, have hydrated, so clicks reach React's
 * handlers. A page without islands is ready once it has loaded: its behaviours run as it loads.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until every island of the page now showing has hydrated, after a full page load. The page
 * itself looks once a frame, as Playwright's waitForFunction would, without the script of its own
 * that waitForFunction first sets up in each page it waits in: that cost 30 ms a page here, twice
 * what the wait itself takes on most pages, and the tests that read every page wait on each.
 */
export async function waitForHydration(page: Page) {
  await page.evaluate(async () => {
    const hydrated = () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
        (island) => island.dataset.islandState === 'hydrated',
      );
    while (!hydrated()) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/**
 * Whether the browser tells assistive technology that a control is expanded, read from Chromium's
 * accessibility tree: a popover's button has no aria-expanded attribute, the browser works it out.
 */
export async function accessiblyExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** Whether the page is laid out for phones, with the menu toggle in place of the header's links. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? Infinity) <= MENU_BREAKPOINT;
}
