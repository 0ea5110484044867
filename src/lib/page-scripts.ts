import type { PageScripts } from '../../shared/server-entry';

/**
 * How a page says which scripts it needs, in the manner of GOV.UK Frontend's `data-module`: an
 * element that needs a small behaviour carries `data-behaviour="<name>"`, and an island's root
 * carries `data-island="<name>"`. The prerender reads these markers off the page's HTML and loads
 * `src/behaviours/<name>.ts` and `src/islands/<name>.tsx`; each finds its markup by the same
 * attribute and does nothing where it is missing. A page with neither loads no script at all.
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

/** The markup's side of a behaviour: spread onto the element it acts on. */
export function behaviour(...names: BehaviourName[]): Record<typeof BEHAVIOUR_ATTRIBUTE, string> {
  return { [BEHAVIOUR_ATTRIBUTE]: names.join(' ') };
}

const MARKER = new RegExp(`\\s(${ISLAND_ATTRIBUTE}|${BEHAVIOUR_ATTRIBUTE})="([a-z -]+)"`, 'g');

/**
 * The islands and behaviours a page's HTML asks for. Markdown bodies cannot forge a marker: their
 * raw HTML is shown as text, so a quote in it is written `&quot;` and never closes an attribute.
 */
export function pageScripts(html: string): PageScripts {
  const islands = new Set<string>();
  const behaviours = new Set<string>();
  for (const [, attribute, value] of html.matchAll(MARKER)) {
    const names = value.split(' ').filter(Boolean);
    for (const name of names) (attribute === ISLAND_ATTRIBUTE ? islands : behaviours).add(name);
  }
  return { islands: [...islands].sort(), behaviours: [...behaviours].sort() };
}
