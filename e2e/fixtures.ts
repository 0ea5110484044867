import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The flag service the server page uses; the tests answer for it so they need no network. */
export const FLAG_HOST = 'https://flagcdn.com/';
const flagPng = readFileSync(path.join(import.meta.dirname, 'assets/flag.png'));

/** What a page did that a visitor would call broken, gathered while a test runs. */
export interface PageTrouble {
  /** Console messages of type error, other than the ones a test says it expects. */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** Requests to the site itself that failed or answered 4xx/5xx (other than expected 404 pages). */
  failedRequests: string[];
}

const HYDRATION = /hydrat|did not match|server rendered HTML/i;

/**
 * The test fixture every browser test uses: it serves flag images locally, and fails the test on
 * any hydration warning, uncaught page error, or failed request to the site itself.
 */
export const test = base.extend<{ trouble: PageTrouble; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  trouble: [
    async ({ page, baseURL, expectedConsoleErrors }, use) => {
      const trouble: PageTrouble = { consoleErrors: [], pageErrors: [], failedRequests: [] };
      await page.route(`${FLAG_HOST}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: flagPng }),
      );
      page.on('console', (message) => {
        const text = message.text();
        if (HYDRATION.test(text)) trouble.consoleErrors.push(`hydration: ${text}`);
        else if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(text))) {
          trouble.consoleErrors.push(text);
        }
      });
      page.on('pageerror', (error) => trouble.pageErrors.push(error.message));
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(baseURL ?? '')) {
          trouble.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
        }
      });
      page.on('response', (response) => {
        const isSite = response.url().startsWith(baseURL ?? '');
        const isDocument = response.request().resourceType() === 'document';
        if (isSite && response.status() >= 400 && !(isDocument && response.status() === 404)) {
          trouble.failedRequests.push(`${response.url()} ${response.status()}`);
        }
      });
      await use(trouble);
      expect(trouble.pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(trouble.consoleErrors, 'console errors or hydration warnings').toEqual([]);
      expect(trouble.failedRequests, 'failed requests to the site').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the prerendered page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  return response;
}
