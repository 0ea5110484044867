import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The flag service the server page uses; the tests answer for it so they need no network. */
export const FLAG_HOST = 'https://flagcdn.com/';
const flagPng = readFileSync(path.join(import.meta.dirname, 'assets/flag.png'));

/**
 * The widest viewport that shows the menu toggle instead of the header's links, read from the
 * stylesheets' own definition (`@custom-media --narrow (max-width: 860px);`) so the number lives once.
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
  /** Serves flags locally in a tab and records its trouble and console messages. */
  watch: (page: Page) => Promise<void>;
}

/**
 * The test fixture every browser test uses: it serves flag images locally, and fails the test on
 * any hydration warning, uncaught page error, or failed request to the site itself, in every tab
 * the test opens.
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
  watch: async ({ baseURL, expectedConsoleErrors, trouble, logBook }, use) => {
    await use(async (page) => {
      await page.route(`${FLAG_HOST}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: flagPng }),
      );
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
      page.on('pageerror', (error) => trouble.pageErrors.push(error.message));
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText;
        // A request still running when the test moves to another page is cancelled, not broken.
        if (request.url().startsWith(baseURL ?? '') && error !== 'net::ERR_ABORTED') {
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

/** Waits until React has hydrated the prerendered page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Waits until React has hydrated the page now showing, after a full page load. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Whether the page is laid out for phones, with the menu toggle in place of the header's links. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? Infinity) <= MENU_BREAKPOINT;
}
