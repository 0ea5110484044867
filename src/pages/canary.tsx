import { useCallback, useSyncExternalStore } from 'react';
import { canaryExpiry, canaryState, type CanaryState } from '../../schemas/canary-state';
import { loadAll, usePageData, useSite, type LoaderData } from '../content/page';
import { listPage, single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { Canary, canaryMeta } from '../renderers/Canary';

export const loader = () =>
  loadAll({
    copy: single('canaryPage'),
    // Every statement's list carries the key its signature was checked against (pipeline/content/store.ts).
    list: listPage('canary', 1),
  });

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { copy, list } }) => canaryMeta(copy, list.items),
};

// setTimeout keeps no longer delay than this; a statement due later is checked again on the next visit.
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * What the prerendered page says of the statement. The prerender decides by the build's clock;
 * while the browser hydrates the page it must draw the same, so it reads back what the prerender
 * wrote, and switches to its own clock straight after.
 */
function prerenderedState(nextDue: string): CanaryState {
  if (typeof document === 'undefined') return canaryState(nextDue, Date.now());
  const drawn = document.querySelector<HTMLElement>('[data-canary-state]')?.dataset.canaryState;
  return drawn === 'current' || drawn === 'expired' ? drawn : canaryState(nextDue, Date.now());
}

/**
 * Whether the newest statement is in force by the visitor's clock, so that the page tells the
 * truth even when the site has not been built again since the statement expired. It looks again
 * when the statement's due day ends while the page is open, and when the visitor returns to the tab.
 */
function useCanaryState(nextDue: string): CanaryState {
  const subscribe = useCallback(
    (changed: () => void) => {
      const remaining = canaryExpiry(nextDue) - Date.now();
      const timer =
        remaining > 0 && remaining <= LONGEST_TIMER ? window.setTimeout(changed, remaining) : undefined;
      document.addEventListener('visibilitychange', changed);
      return () => {
        window.clearTimeout(timer);
        document.removeEventListener('visibilitychange', changed);
      };
    },
    [nextDue],
  );
  return useSyncExternalStore(
    subscribe,
    () => canaryState(nextDue, Date.now()),
    () => prerenderedState(nextDue),
  );
}

export function Component() {
  const { copy, list } = usePageData<typeof loader>();
  // Without a statement there is nothing to expire; the due day of none is never reached.
  const state = useCanaryState(list.items[0]?.nextDue ?? '9999-12-31');
  return <Canary statements={list.items} state={state} copy={copy} locale={useSite().locale} />;
}
