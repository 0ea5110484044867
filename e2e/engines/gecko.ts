import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ConsoleMarks, type Engine, type EngineOptions } from './engine';

/**
 * Firefox, driven over WebDriver BiDi by puppeteer-core, which speaks it to Firefox directly (no
 * geckodriver). Debian's Firefox ESR works as it is; Playwright's Firefox is a patched build that only
 * Playwright drives. A console error, an uncaught exception and a Content Security Policy violation
 * all reach the test (BiDi's `log.entryAdded`); Firefox's warnings, such as an unknown CSP
 * directive, do not, since they are not errors.
 */
class GeckoEngine implements Engine {
  private errors: string[] = [];
  private readonly marks: ConsoleMarks;

  constructor(
    readonly name: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    this.marks = new ConsoleMarks(name);
    page.on('console', (message) => {
      const text = message.text();
      if (this.marks.arrived(text)) return;
      if (message.type() === 'error') {
        const { url, lineNumber } = message.location();
        this.errors.push(url ? `${text} (${url}:${(lineNumber ?? 0) + 1})` : text);
      }
    });
    page.on('pageerror', (error) =>
      this.errors.push(`uncaught: ${(error as Error).message ?? String(error)}`),
    );
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  }

  async url() {
    return this.page.url();
  }

  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return (await this.page.evaluate(fn as (...args: unknown[]) => T, ...args)) as Awaited<T>;
  }

  async click(selector: string) {
    // puppeteer-core's own click waits on the page's animation frames, which never come in Firefox
    // with scripts off; the pointer is moved to the element's middle instead, as WebDriver does. The
    // element is scrolled to at once: the site scrolls smoothly, and a click taken mid-scroll misses.
    const [x, y] = await this.page.evaluate((query: string) => {
      const element = document.querySelector(query);
      if (!element) return [NaN, NaN];
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    }, selector);
    if (Number.isNaN(x)) throw new Error(`${this.name}: nothing matches ${selector}`);
    await this.page.mouse.click(x, y);
  }

  async type(selector: string, text: string) {
    await this.page.type(selector, text);
  }

  async takeErrors() {
    await this.marks.roundTrip((mark) => this.page.evaluate((text) => console.info(text), mark));
    const errors = this.errors;
    this.errors = [];
    return errors;
  }

  async close() {
    await this.browser.close();
  }
}

/**
 * Starts Firefox (FIREFOX_PATH, found or installed by `npm run test:setup`) headless, with a fresh
 * profile. Scripts are turned off by Firefox's own setting, as Tor Browser's Safest mode does;
 * WebDriver's scripts still run. HTTPS goes through the tests' proxy, which reaches only the flag
 * service's stand-in, whose certificate is accepted.
 */
export async function launchGecko({ scripts, viewport, proxyPort }: EngineOptions): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH;
  if (!executablePath)
    throw new Error('FIREFOX_PATH is not set: run the engines through npm run test:engines');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // A command that hangs fails the test in seconds rather than at puppeteer's three minutes.
    protocolTimeout: 30_000,
    acceptInsecureCerts: true,
    defaultViewport: null,
    args: [`--width=${viewport.width}`, `--height=${viewport.height}`],
    extraPrefsFirefox: {
      'javascript.enabled': scripts,
      'network.proxy.type': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const [page] = await browser.pages();
  // Firefox keeps a window at least 450 px wide, wider than a phone, so the page's viewport is set
  // instead. puppeteer-core sends a screen orientation with it, which Firefox ESR 140 does not know;
  // the viewport itself is applied, and the suite checks the page's width before any test.
  await page.setViewport(viewport).catch((error: Error) => {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(error.message)) throw error;
  });
  return new GeckoEngine(`Firefox ${(await browser.version()).replace(/^firefox\//, '')}`, browser, page);
}
