// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BehaviourName } from '../lib/page-scripts';

/**
 * The small behaviours, each run on markup of the test's own as a page's script runs: once, when
 * its module loads. Each test loads its module afresh.
 */

const NAMES: Record<BehaviourName, true> = {
  'hash-scroll': true,
  menu: true,
  'canary-clock': true,
  'platform-highlight': true,
  'not-found-log': true,
  search: true,
};

/** Loads a behaviour's module afresh, which runs it on the page as it stands. */
async function run(name: BehaviourName): Promise<void> {
  vi.resetModules();
  await import(`./${name}.ts`);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the behaviours', () => {
  it('are one file each, and each finds its markup by its own name', () => {
    const files = readdirSync(import.meta.dirname).filter((file) => /^[a-z-]+\.ts$/.test(file));
    expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(NAMES).sort());
    for (const file of files) {
      const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      expect(source, file).toContain(`'[data-behaviour~="${file.replace(/\.ts$/, '')}"]'`);
    }
  });

  it('do nothing on a page that does not ask for them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const name of Object.keys(NAMES) as BehaviourName[]) await run(name);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('hash-scroll', () => {
  it('scrolls to the section in the address 100 ms after the page loads', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div data-behaviour="hash-scroll"><h2 id="pricing">Plans</h2></div>';
    window.history.replaceState(null, '', '/#pricing');
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await run('hash-scroll');
    vi.advanceTimersByTime(99);
    expect(scrolled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled).toEqual([document.getElementById('pricing')]);
  });
});

describe('menu', () => {
  it('closes the menu when a link to a section of this page is chosen, and only then', async () => {
    document.body.innerHTML =
      '<div id="mobile-menu" popover="auto" data-behaviour="menu"><a href="#pricing">Plans</a><a href="/about">About</a></div>';
    const menu = document.getElementById('mobile-menu')!;
    const hide = vi.fn();
    menu.hidePopover = hide;
    await run('menu');
    const [section, page] = menu.querySelectorAll('a');
    page.addEventListener('click', (event) => event.preventDefault());
    page.click();
    expect(hide).not.toHaveBeenCalled();
    section.click();
    expect(hide).toHaveBeenCalledOnce();
  });
});

describe('canary-clock', () => {
  const markup = (state: string) =>
    `<div data-behaviour="canary-clock" data-canary-state="${state}" data-canary-due="2030-03-01">` +
    `<div data-canary-part="current"${state === 'current' ? '' : ' hidden'}>In force</div>` +
    `<div data-canary-part="expired"${state === 'expired' ? '' : ' hidden'}>Lapsed</div></div>`;

  it('says the statement expired once its due day has ended by the visitor’s clock, whatever the build said', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 2, 2));
    document.body.innerHTML = markup('current');
    await run('canary-clock');
    const status = document.querySelector<HTMLElement>('[data-canary-state]')!;
    expect(status.dataset.canaryState).toBe('expired');
    expect(document.querySelector('[data-canary-part="expired"]')).not.toHaveAttribute('hidden');
    expect(document.querySelector('[data-canary-part="current"]')).toHaveAttribute('hidden');
  });

  it('keeps the statement in force through the whole of its due day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 2, 1, 23, 59));
    document.body.innerHTML = markup('expired');
    await run('canary-clock');
    expect(document.querySelector<HTMLElement>('[data-canary-state]')!.dataset.canaryState).toBe('current');
  });
});

describe('not-found-log', () => {
  it('writes the address the visitor tried to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-behaviour="not-found-log"><h1>Not here</h1></div>';
    window.history.replaceState(null, '', '/no-such-page');
    await run('not-found-log');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });
});
