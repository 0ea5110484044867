// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PROBLEMS_ID } from '../../shared/dev-server';
import { closeProblems, showDrawnProblems, showNewPage, showProblems } from './live-page';

/** A page as the dev server draws it: a heading, and an island drawn with `props`. */
const pageWith = (
  heading: string,
  props: string,
) => `<!doctype html><html><head><title>${heading}</title></head><body>
<div id="root"><main><h1>${heading}</h1>
<div data-island="contact-form" data-island-state="hydrated"><input aria-label="Name"></div>
<script type="application/json" data-island-props>${props}</script></main></div></body></html>`;

/** Opens `html` as the current page and makes the dev server answer with `next` from now on. */
function open(html: string, next: string) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    'text/html',
  ).documentElement.innerHTML;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(next, { headers: { 'Content-Type': 'text/html' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dev server brings an edit onto the open page', () => {
  it('shows the new words in place, keeping what the visitor typed into an island', async () => {
    open(pageWith('Old heading', '{"a":1}'), pageWith('New heading', '{"a":1}'));
    const input = document.querySelector('input')!;
    input.value = 'Words the visitor typed';
    await showNewPage();
    expect(document.querySelector('h1')).toHaveTextContent('New heading');
    expect(document.title).toBe('New heading');
    expect(document.querySelector('input')).toBe(input);
    expect(input.value).toBe('Words the visitor typed');
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it("loads the page again when an island's own props changed", async () => {
    open(pageWith('Old heading', '{"a":1}'), pageWith('Old heading', '{"a":2}'));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
      href: 'http://localhost/',
    });
    await showNewPage();
    expect(reload).toHaveBeenCalledOnce();
  });
});

/** Vite's overlay as its script defines it on the dev server's pages, showing the message it is given. */
class Overlay extends HTMLElement {
  constructor(error: { message: string }) {
    super();
    this.textContent = error.message;
  }
}
if (!customElements.get('vite-error-overlay')) customElements.define('vite-error-overlay', Overlay);

/** A report as the content check writes it. */
const REPORT = 'content/blog/hello.md:3:7 date: "the day after" is not a date; write it as 2025-01-31.';

describe('the dev server tells the open page of content problems', () => {
  it('shows the report over the page, once however often it is told, and takes it away when mended', () => {
    open(pageWith('A heading', '{}'), '');
    showProblems({ message: 'An older report.' });
    showProblems({ message: REPORT });
    expect(document.querySelectorAll('vite-error-overlay')).toHaveLength(1);
    expect(document.querySelector('vite-error-overlay')).toHaveTextContent(REPORT);
    expect(document.querySelector('h1')).toHaveTextContent('A heading');
    closeProblems();
    expect(document.querySelector('vite-error-overlay')).toBeNull();
  });

  it('shows the report of the page drawn in place of any while the content has problems', () => {
    open(
      `<!doctype html><html><head><script type="application/json" id="${CONTENT_PROBLEMS_ID}">${JSON.stringify({ message: REPORT })}</script></head><body><pre>${REPORT}</pre></body></html>`,
      '',
    );
    showDrawnProblems();
    expect(document.querySelector('vite-error-overlay')).toHaveTextContent(REPORT);
    closeProblems();
  });
});
