// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showNewPage } from './live-page';

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
