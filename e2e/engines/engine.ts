/**
 * What the engines' tests ask of a browser, the same for each engine: load a page, run a function in
 * it, click, type, and hand over the errors the page logged. Firefox speaks WebDriver BiDi
 * (`./gecko.ts`); WebKitGTK speaks classic WebDriver, and its console comes from the browser's own
 * output (`./webkit.ts`).
 */
export interface Engine {
  /** The engine's name and version, for the tests' names and messages. */
  readonly name: string;
  /** Loads an address and waits for the page's load event. */
  goto(url: string): Promise<void>;
  /** The address the tab shows now. */
  url(): Promise<string>;
  /**
   * Runs a function in the page and returns its result. The function is sent as its source text, so
   * it must use nothing but its arguments and the page's globals.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Clicks the first element that matches a CSS selector, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Types into the first element that matches a CSS selector, key by key, after what it holds. */
  type(selector: string, text: string): Promise<void>;
  /**
   * The console errors, uncaught exceptions and unhandled rejections the page has logged since the
   * last call, once everything it logged before this call has arrived.
   */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** How an engine is started: scripts on at a desktop's width, or off at a phone's. */
export interface EngineOptions {
  scripts: boolean;
  viewport: { width: number; height: number };
  /** The loopback proxy that answers for the flag service (see `./servers.ts`). */
  proxyPort: number;
}

/** How long a condition may take to come true on a busy two-core machine before a test gives up. */
export const WAIT_MS = 15_000;

/**
 * The marks a page logs to know that every message it logged before has reached the test. An engine's
 * console arrives in the order the page wrote it, so once a mark logged now has come back, nothing
 * logged before it is still on its way, and the errors taken then are all the page's so far.
 */
export class ConsoleMarks {
  private waiting = new Map<string, () => void>();
  private count = 0;

  constructor(private readonly engine: string) {}

  /** Whether a message is a mark; if one is awaited, it is taken as arrived. */
  arrived(text: string): boolean {
    const done = this.waiting.get(text);
    if (done) done();
    return text.startsWith(MARK);
  }

  /** Logs a new mark with `log` and waits for it to come back, for at most WAIT_MS. */
  async roundTrip(log: (mark: string) => Promise<unknown>): Promise<void> {
    const mark = `${MARK}${(this.count += 1)}`;
    const seen = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.engine}: the console mark never came back`)),
        WAIT_MS,
      );
      this.waiting.set(mark, () => {
        clearTimeout(timer);
        this.waiting.delete(mark);
        resolve();
      });
    });
    await log(mark);
    await seen;
  }
}

const MARK = 'masky-engines-mark:';

/**
 * Waits until a function run in the page returns true, asking again every 50 ms. Fails after `timeoutMs` with `what` and the last answer, never after a fixed pause.
 */
export async function waitFor<A extends unknown[]>(
  engine: Engine,
  what: string,
  fn: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    last = await engine.evaluate(fn, ...args);
    if (last === true) return;
    if (Date.now() > deadline)
      throw new Error(`${engine.name}: timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    // A short pause between questions keeps a busy machine's processor for the page itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
