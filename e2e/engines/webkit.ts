import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ConsoleMarks, WAIT_MS, type Engine, type EngineOptions } from './engine';

/** WebDriver's name for an element reference in its answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/**
 * The start of a console message in WebKit's output: `[URL:LINE:COLUMN: ]CONSOLE [SOURCE ]LEVEL text`,
 * such as `CONSOLE JS ERROR Unhandled Promise Rejection: …` or `CONSOLE SECURITY ERROR …`.
 */
const CONSOLE_LINE = /^(?:(.*?): )?CONSOLE (?:([A-Z-]+) )?(LOG|DEBUG|INFO|WARN|WARNING|ERROR)(?: (.*))?$/;

const SHELL = path.join(import.meta.dirname, 'webkit-shell.js');

function required(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the engines through npm run test:engines`);
  return value;
}

/** A port free a moment ago, for WebKitWebDriver, which cannot pick one itself. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts Xvfb on a display it picks itself (`-displayfd`), and answers once it accepts windows. */
async function startDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const display = await new Promise<string>((resolve, reject) => {
    let number = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve(`:${number.trim()}`);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`Xvfb (${xvfb}) stopped at once (${code}): ${errors.trim()}`)),
    );
  });
  return { display, process: child };
}

/** Ends a process this module started, and waits until it has gone. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

/**
 * WebKitGTK, driven over classic WebDriver by WebKitWebDriver, under a virtual display. WebKitGTK
 * 2.50 has no WebDriver BiDi, so the console comes from the browser's output (see webkit-shell.js):
 * every console message WebKit itself logs, including an unknown CSP directive or a blocked load,
 * is seen, as in Safari's Web Inspector.
 */
class WebKitEngine implements Engine {
  readonly name: string;
  private errors: string[] = [];
  /** The error being read, which a message of several lines goes on adding to. */
  private continuing: number | undefined;
  private readonly marks: ConsoleMarks;

  constructor(
    version: string,
    private readonly base: string,
    private readonly processes: ChildProcess[],
    output: NodeJS.ReadableStream,
  ) {
    this.name = `WebKitGTK ${version}`;
    this.marks = new ConsoleMarks(this.name);
    createInterface({ input: output }).on('line', (line) => this.read(line));
  }

  private read(line: string) {
    const match = CONSOLE_LINE.exec(line);
    if (!match) {
      // A message of several lines goes on without the prefix: its later lines join its first.
      if (line.trim() && this.continuing !== undefined) this.errors[this.continuing] += `\n${line}`;
      return;
    }
    const [, where, source, level, text = ''] = match;
    this.continuing = undefined;
    if (this.marks.arrived(text.trim())) return;
    if (level === 'ERROR') {
      this.errors.push(`${source ? `${source.toLowerCase()}: ` : ''}${text}${where ? ` (${where})` : ''}`);
      this.continuing = this.errors.length - 1;
    }
  }

  private async command<T>(method: string, address: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${address}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`${this.name}: ${method} ${address}: ${value.error}: ${value.message}`);
    return value;
  }

  async goto(url: string) {
    await this.command('POST', '/url', { url });
  }

  async url() {
    return this.command<string>('GET', '/url');
  }

  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    const script = `return (${fn.toString()}).apply(null, arguments);`;
    return this.command<Awaited<T>>('POST', '/execute/sync', { script, args });
  }

  private async element(selector: string): Promise<string> {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    return found[ELEMENT];
  }

  async click(selector: string) {
    await this.command('POST', `/element/${await this.element(selector)}/click`, {});
  }

  async type(selector: string, text: string) {
    await this.command('POST', `/element/${await this.element(selector)}/value`, { text });
  }

  async takeErrors() {
    await this.marks.roundTrip((mark) => this.evaluate((text) => console.info(text), mark));
    const errors = this.errors;
    this.errors = [];
    this.continuing = undefined;
    return errors;
  }

  /** Sets the window's size; without a window manager on the virtual display, the page fills it. */
  async resize(size: { width: number; height: number }) {
    await this.command('POST', '/window/rect', size);
  }

  async close() {
    await this.command('DELETE', '').catch(() => undefined);
    for (const child of this.processes) await stop(child);
  }
}

/**
 * Starts WebKitGTK: a virtual display (XVFB_PATH), WebKitWebDriver (WEBKIT_DRIVER_PATH) on a free
 * port, and a session whose browser is webkit-shell.js run by GJS (GJS_PATH), all found or
 * installed by `npm run test:setup`. HTTPS goes through the tests' proxy, which reaches only the
 * flag service's stand-in, whose certificate is accepted.
 */
export async function launchWebKit({ scripts, viewport, proxyPort }: EngineOptions): Promise<Engine> {
  const [xvfb, driver, gjs] = ['XVFB_PATH', 'WEBKIT_DRIVER_PATH', 'GJS_PATH'].map(required);
  const { display, process: xvfbProcess } = await startDisplay(xvfb);
  const port = await freePort();
  const driverProcess = spawn(driver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    // WebKit writes the pages' console on standard error, which the browser and its web processes
    // share with the driver; the driver's own output goes to the terminal.
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const processes = [driverProcess, xvfbProcess];
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const ready = await fetch(`${base}/status`)
        .then(async (response) => ((await response.json()) as { value: { ready: boolean } }).value.ready)
        .catch(() => false);
      if (ready) break;
      if (driverProcess.exitCode !== null) throw new Error(`WebKitWebDriver (${driver}) stopped at once`);
      if (Date.now() > deadline)
        throw new Error(`WebKitWebDriver (${driver}) did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            acceptInsecureCerts: true,
            'webkitgtk:browserOptions': {
              binary: gjs,
              args: [SHELL, `--proxy=http://127.0.0.1:${proxyPort}`, ...(scripts ? [] : ['--no-scripts'])],
            },
          },
        },
      }),
    });
    const { value } = (await response.json()) as {
      value: { sessionId?: string; capabilities?: { browserVersion?: string }; message?: string };
    };
    if (!value.sessionId) throw new Error(`WebKitWebDriver started no browser: ${value.message}`);
    const engine = new WebKitEngine(
      value.capabilities?.browserVersion || 'unknown',
      `${base}/session/${value.sessionId}`,
      processes,
      driverProcess.stderr,
    );
    await engine.resize(viewport);
    return engine;
  } catch (error) {
    for (const child of processes) await stop(child);
    throw error;
  }
}
