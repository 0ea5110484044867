import {
  createContext,
  startTransition,
  StrictMode,
  useContext,
  useEffect,
  useId,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AddressBaseContext, LocaleContext, PageAddressContext } from '../lib/locale';
import {
  intlNumbers,
  NumbersContext,
  recordingNumbers,
  writtenFirst,
  type WriteNumber,
  type WrittenNumbers,
} from '../lib/numbers';
import { ISLAND_ATTRIBUTE, PageScriptsContext, useIslandMark } from '../lib/page-scripts';

/**
 * Islands: the few components a visitor interacts with (the server list's controls, the setup
 * wizard, the forms). Every page is rendered to HTML at build time, and its browser loads script
 * only for its islands: each island's module hydrates the island's markup on its own, with the
 * props the prerender wrote beside it as inert JSON. This is Astro's island architecture, reduced
 * to what this site needs (https://docs.astro.build/en/concepts/islands/).
 *
 * An island's module is `src/islands/<name>.tsx`, whose default export is `defineIsland('<name>', …)`:
 * the build makes each such file an entry of its own, and the prerender loads it on every page whose
 * HTML carries `data-island="<name>"`.
 */

/** Draws an element to HTML as a React root of its own, with the ids it makes prefixed. */
export type RenderAlone = (element: ReactElement, identifierPrefix: string) => string;

/**
 * Given by the server render only: how to draw an island as a root of its own, so that the browser,
 * which hydrates the island alone, finds exactly the markup and the ids its own render makes. Without
 * it (the editor's preview, a page's test), an island is drawn in place and runs as it is.
 */
export const IslandRenderContext = createContext<RenderAlone | undefined>(undefined);

/**
 * What an island carries in the page: its props, what the layout tells every component (the page's
 * locale and the base of its addresses), which an island, hydrated alone, has no layout for, and
 * the numbers its drawing wrote, so that hydrating it writes them without Intl (src/lib/numbers.ts).
 */
interface IslandData<P> {
  props: P;
  locale?: string;
  base: string;
  /** The page's address, from which its links are written relative; none when written from the root. */
  from?: string;
  numbers?: WrittenNumbers;
}

/** JSON that can sit in the page: no `<`, so no `</script>` or `<!--` can end the block early. */
function serialize(data: IslandData<unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** An island's component with what the layout would have given it, and how it writes numbers. */
function InLayout<P extends object>({
  Component,
  data,
  writeNumber,
}: {
  Component: ComponentType<P>;
  data: IslandData<P>;
  writeNumber: WriteNumber;
}) {
  return (
    <AddressBaseContext.Provider value={data.base}>
      <PageAddressContext.Provider value={data.from}>
        <LocaleContext.Provider value={data.locale}>
          <NumbersContext.Provider value={writeNumber}>
            <Component {...data.props} />
          </NumbersContext.Provider>
        </LocaleContext.Provider>
      </PageAddressContext.Provider>
    </AddressBaseContext.Provider>
  );
}

/** Says when React has taken the island over, so that its root can be marked for tests and the curious. */
function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}

/** Hydrates every island of one kind on this page, each with the props written beside it. */
function hydrateAll<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    const prefix = root.dataset.islandPrefix;
    // An island drawn in place, as in the editor's preview, is already running; one already taken
    // over, when the dev server loads this module again after an edit, keeps its root.
    if (prefix === undefined || root.dataset.islandState) continue;
    root.dataset.islandState = 'hydrating';
    const script = root.nextElementSibling;
    if (!script?.matches(`script[data-island-props="${CSS.escape(prefix)}"]`)) {
      throw new Error(`The ${name} island has no props beside it`);
    }
    const data = JSON.parse(script.textContent ?? '{}') as IslandData<P>;
    // As a transition, React hydrates the island a few milliseconds at a time and lets the browser
    // draw and answer in between, instead of in one task that holds the page until it is done. A
    // visitor who clicks the island before then has it hydrated at once, and the click counts.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated onHydrated={() => root.setAttribute('data-island-state', 'hydrated')}>
            <InLayout
              Component={Component}
              data={data}
              writeNumber={writtenFirst(data.numbers ?? {}, intlNumbers(data.locale))}
            />
          </Hydrated>
        </StrictMode>,
        { identifierPrefix: prefix },
      );
    });
  }
}

/**
 * Makes `Component` an island named `name`: on the server, its markup is drawn as a root of its own
 * with its props beside it as JSON; in the browser, loading this module hydrates every island of
 * this name on the page, with the page's locale and address base as the layout gave them. Its props
 * must be JSON: the page carries them, not a request.
 */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const renderAlone = useContext(IslandRenderContext);
    const data: IslandData<P> = {
      props,
      locale: useContext(LocaleContext),
      base: useContext(AddressBaseContext),
      from: useContext(PageAddressContext),
    };
    useIslandMark(name);
    // The island's own root is drawn apart, and what it marks is the page's all the same.
    const marks = useContext(PageScriptsContext);
    // Ids such as «R1», made safe for an attribute and a selector, keep two islands' ids apart.
    const prefix = `${name}-${useId().replace(/[^\w-]/g, '')}-`;
    if (!renderAlone) {
      return (
        <div className="island" {...{ [ISLAND_ATTRIBUTE]: name }}>
          <Component {...props} />
        </div>
      );
    }
    const numbers: WrittenNumbers = {};
    const html = renderAlone(
      <StrictMode>
        <PageScriptsContext.Provider value={marks}>
          <Hydrated>
            <InLayout
              Component={Component}
              data={data}
              writeNumber={recordingNumbers(intlNumbers(data.locale), numbers)}
            />
          </Hydrated>
        </PageScriptsContext.Provider>
      </StrictMode>,
      prefix,
    );
    // The drawing is done: the numbers it wrote go with the props.
    const carried = Object.keys(numbers).length > 0 ? { ...data, numbers } : data;
    return (
      <>
        <div
          className="island"
          {...{ [ISLAND_ATTRIBUTE]: name }}
          data-island-prefix={prefix}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <script
          type="application/json"
          data-island-props={prefix}
          dangerouslySetInnerHTML={{ __html: serialize(carried) }}
        />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  if (typeof document !== 'undefined') hydrateAll(name, Component);
  return Island;
}
