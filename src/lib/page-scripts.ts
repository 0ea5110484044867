import { createContext, useContext } from 'react';
import type { PageScripts } from '../../shared/server-entry';

/**
 * How a page says which scripts it needs, in the manner of GOV.UK Frontend's `data-module`: an
 * element that needs a small behaviour carries `data-behaviour="<name>"`, and an island's root
 * carries `data-island="<name>"`. Each marks itself as the page is drawn, into the page's
 * {@link PageScriptsContext}, and the prerender loads `src/behaviours/<name>.ts` and
 * `src/islands/<name>.tsx` for what was marked; each finds its markup by the same attribute and
 * does nothing where it is missing. A page with neither loads no script at all. Nothing reads the
 * finished HTML to find them: markdown bodies cannot ask for a script, whatever they say.
 *
 * A behaviour writes its own selector, `[data-behaviour~="<name>"]`, rather than importing a helper
 * from here: a module two behaviours import becomes a chunk of its own, one more request for a page
 * with both (src/behaviours/behaviours.test.ts checks each one names itself).
 */

/** The attribute that marks an island's root, with the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute that asks for small behaviours, by name, separated by spaces. */
export const BEHAVIOUR_ATTRIBUTE = 'data-behaviour';

/** The site's small behaviours: a few lines of script each, no React, loaded only where marked. */
export type BehaviourName =
  'hash-scroll' | 'menu' | 'canary-clock' | 'platform-highlight' | 'not-found-log' | 'search';

/** The names of the islands and behaviours a page's drawing has marked so far. */
export interface ScriptMarks {
  islands: Set<string>;
  behaviours: Set<string>;
}

/**
 * Where a page's drawing marks the scripts it needs; the prerender provides one per page and reads
 * it once renderToString is done. Outside a prerender (the browser, a test) nothing is kept.
 */
export const PageScriptsContext = createContext<ScriptMarks | undefined>(undefined);

/** A fresh record of a page's marks, for one render. */
export function scriptMarks(): ScriptMarks {
  return { islands: new Set(), behaviours: new Set() };
}

/** The scripts a page's drawing marked, in a fixed order. */
export function markedScripts(marks: ScriptMarks): PageScripts {
  return { islands: [...marks.islands].sort(), behaviours: [...marks.behaviours].sort() };
}

/** Marks an island as drawn on the page, so the page loads its module. */
export function useIslandMark(name: string): void {
  useContext(PageScriptsContext)?.islands.add(name);
}

/**
 * The markup's side of behaviours: a function, called while the component draws, that marks the
 * page as needing them and gives the attribute to spread onto the element they act on.
 */
export function useBehaviour(): (...names: BehaviourName[]) => Record<typeof BEHAVIOUR_ATTRIBUTE, string> {
  const marks = useContext(PageScriptsContext);
  return (...names) => {
    for (const name of names) marks?.behaviours.add(name);
    return { [BEHAVIOUR_ATTRIBUTE]: names.join(' ') };
  };
}
