// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SECTIONS, SECTION_GROUP } from '../../shared/search/index-format';
import { queryTerms } from '../../shared/search/tokenize';
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

describe('search', () => {
  // A one-shard index of two sections, served by a stand-in for fetch that records what was asked
  // for and answers the shard only when the test says, as a slow network would.
  const [alpha] = queryTerms('alpha');
  const [beta] = queryTerms('beta');
  const sections = [
    { url: '/a', href: 'a/', title: 'Alpha', heading: '', kind: 'help', text: 'alpha' },
    {
      url: '/b',
      href: 'b/',
      title: 'Beta <img src=x onerror="document.body.dataset.hacked=1">',
      heading: '',
      kind: 'help',
      text: 'beta <script>document.body.dataset.hacked = 1</script> and <b>bold</b> as written',
    },
  ];
  const files: Record<string, unknown> = {
    '/search/en/manifest.json': { version: 1, shards: 1, sections: 2 },
    '/search/en/t/0.json': { [alpha]: [0, 1], [beta]: [PAGE_SECTIONS, 1] },
    '/search/en/d/0.json': { 0: sections[0] },
    [`/search/en/d/${PAGE_SECTIONS / SECTION_GROUP}.json`]: { [PAGE_SECTIONS]: sections[1] },
  };

  async function searchPage() {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `
      <div role="search" data-behaviour="search" data-search-manifest="/search/en/manifest.json" data-search-root="/" data-search-language="en">
        <input type="search"><p role="status" aria-live="polite"></p><ol class="search-results" hidden></ol>
        <button type="button" class="search-form__more" hidden></button>
        <p class="search-form__none" hidden>Try the <a href="/help/">help</a></p>
      </div>
      <script type="application/json" data-search-copy>${JSON.stringify({
        results: { one: '{count} page', other: '{count} pages', none: 'Nothing' },
        loadError: 'Could not load',
        searching: 'Looking',
        showAll: 'All {count}',
        kinds: { help: 'Help' },
        otherKind: 'Page',
      })}</script>`;
    const asked: string[] = [];
    let answerShard = () => {};
    const shardAnswered = new Promise<void>((resolve) => (answerShard = resolve));
    vi.spyOn(window, 'fetch').mockImplementation(async (request) => {
      const url = String(request);
      asked.push(url);
      if (url.includes('/t/')) await shardAnswered;
      return new Response(JSON.stringify(files[url]), { status: url in files ? 200 : 404 });
    });
    await run('search');
    const box = document.querySelector('input')!;
    const type = (text: string) => {
      box.value = text;
      box.dispatchEvent(new Event('input'));
    };
    const answered = (query: string) =>
      vi.waitFor(() =>
        expect(document.querySelector<HTMLElement>('[role="search"]')!.dataset.searchQuery).toBe(query),
      );
    return { asked, answerShard, type, answered };
  }

  it('shows the results of the last query typed, and fetches no passage for one typed past', async () => {
    const { asked, answerShard, type, answered } = await searchPage();
    type('alpha');
    type('beta');
    answerShard();
    await answered('beta');
    expect(document.querySelector('.search-result')).toHaveTextContent(/^Beta/);
    expect(asked).not.toContain('/search/en/d/0.json');
    expect(document.querySelector('[role="status"]')).toHaveTextContent('1 page');
  });

  it('shows each result as a link, and keeps the query in the address for Back and a shared link', async () => {
    const { answerShard, type, answered } = await searchPage();
    answerShard();
    type('alpha');
    await answered('alpha');
    expect(document.querySelector('.search-result a')).toHaveAttribute('href', '/a/');
    expect(new URL(window.location.href).searchParams.get('q')).toBe('alpha');
    expect(document.querySelector('.search-form__more')).not.toBeVisible();
    type('');
    await vi.waitFor(() => expect(new URL(window.location.href).searchParams.has('q')).toBe(false));
  });

  it('takes a query from the address as the words it is, markup and all', async () => {
    const hostile = '<img src=x onerror="document.body.dataset.hacked=1">';
    window.history.replaceState(null, '', `/?q=${encodeURIComponent(hostile)}`);
    const { answerShard, answered } = await searchPage();
    answerShard();
    await answered(hostile);
    expect(document.querySelector('input')!.value).toBe(hostile);
    expect(document.querySelector('[role="search"] img')).toBeNull();
    expect(document.body.dataset.hacked).toBeUndefined();
    expect(new URL(window.location.href).searchParams.get('q')).toBe(hostile);
  });

  it('says it is searching while a slow line brings the index, then the count', async () => {
    const { answerShard, type, answered } = await searchPage();
    type('alpha');
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).toHaveTextContent('Looking'));
    answerShard();
    await answered('alpha');
    expect(document.querySelector('[role="status"]')).toHaveTextContent('1 page');
  });

  it('points to help when nothing matches', async () => {
    const { answerShard, type, answered } = await searchPage();
    answerShard();
    type('gamma');
    await answered('gamma');
    expect(document.querySelector('[role="status"]')).toHaveTextContent('Nothing');
    expect(document.querySelector('.search-form__none')).toBeVisible();
  });

  it('shows markup in a page’s title or passage as the text it is', async () => {
    const { answerShard, type, answered } = await searchPage();
    answerShard();
    type('beta');
    await answered('beta');
    const option = document.querySelector('.search-result')!;
    expect(option.querySelector('img, script, b')).toBeNull();
    expect(option).toHaveTextContent('<script>document.body.dataset.hacked = 1</script> and <b>bold</b>');
    expect(option).toHaveTextContent('Beta <img src=x onerror="document.body.dataset.hacked=1">');
    expect(document.body.dataset.hacked).toBeUndefined();
  });
});
