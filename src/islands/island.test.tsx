// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AddressBaseContext, LocaleContext } from '../lib/locale';
import { useWriteNumber } from '../lib/numbers';
import { defineIsland, IslandRenderContext, type RenderAlone } from './island';

/** A counter of the test's own, with an id and its number in the page's locale, as an island a page shows twice. */
function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  const id = useId();
  const writeNumber = useWriteNumber();
  return (
    <p>
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount(count + 1)}>
        {writeNumber(count)}
      </button>
    </p>
  );
}

const renderAlone: RenderAlone = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/** The page as the prerender writes it, with two of the test's islands and props that try to end their script. */
function prerendered(Island: ReturnType<typeof defineIsland<{ label: string; start: number }>>) {
  return renderToString(
    <IslandRenderContext.Provider value={renderAlone}>
      <AddressBaseContext.Provider value="/fa">
        <LocaleContext.Provider value="fa-IR">
          <main>
            <Island label="First </script><script>alert(1)</script>" start={1} />
            <Island label="Second" start={10} />
          </main>
        </LocaleContext.Provider>
      </AddressBaseContext.Provider>
    </IslandRenderContext.Provider>,
  );
}

describe('islands', () => {
  it('are drawn each as a root of its own, with its props beside it as inert JSON that no text can end', () => {
    const Island = defineIsland('counter', Counter);
    document.body.innerHTML = prerendered(Island);
    const blocks = [...document.querySelectorAll('script[data-island-props]')];
    expect(blocks.map((block) => block.getAttribute('type'))).toEqual([
      'application/json',
      'application/json',
    ]);
    expect(JSON.parse(blocks[0].textContent!)).toEqual({
      props: { label: 'First </script><script>alert(1)</script>', start: 1 },
      locale: 'fa-IR',
      base: '/fa',
      numbers: { 1: '۱' },
    });
    expect(document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(0);
    const ids = [...document.querySelectorAll('[data-island] span')].map((span) => span.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('hydrate where the prerender drew them, with their props, and run', async () => {
    const errors = vi.spyOn(console, 'error');
    const Server = defineIsland('counter', Counter);
    document.body.innerHTML = prerendered(Server);
    // Loading the island's module in the browser hydrates every island of its name on the page.
    // Hydrating writes again only the numbers the prerender wrote, which the islands carry: Intl
    // formats none, since a browser's first formatter takes it tens of milliseconds to make.
    // `format` is a getter that hands out a bound function, which TypeScript's library types as a method.
    const formatter = Intl.NumberFormat.prototype as Record<'format', unknown>;
    const formatted = vi.spyOn(formatter, 'format', 'get');
    await act(async () => {
      defineIsland('counter', Counter);
    });
    const roots = [...document.querySelectorAll<HTMLElement>('[data-island="counter"]')];
    expect(roots.map((root) => root.dataset.islandState)).toEqual(['hydrated', 'hydrated']);
    expect(formatted).not.toHaveBeenCalled();
    // The page's locale comes with the island: its numbers are Persian before and after a press.
    await act(async () => screen.getByRole('button', { name: '۱۰' }).click());
    expect(screen.getByRole('button', { name: '۱۱' })).toBeInTheDocument();
    expect(formatted).toHaveBeenCalled();
    formatted.mockRestore();
    expect(errors).not.toHaveBeenCalled();
  });

  it('are each named for their own module', () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter(
      (name) => /^[a-z-]+\.tsx$/.test(name) && name !== 'island.tsx',
    )) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      expect(source, file).toContain(`defineIsland('${file.replace(/\.tsx$/, '')}',`);
    }
  });
});
