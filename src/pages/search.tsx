import { useContext } from 'react';
import { manifestPath } from '../../shared/search/index-format';
import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { LanguagesContext, useSiteAddress } from '../lib/locale';
import { useBehaviour } from '../lib/page-scripts';
import './search.css';

export const loader = ({ content }: LoaderArgs) => ({
  search: content.single('searchPage'),
  pages: content.everyPage(),
});

type Listed = LoaderData<typeof loader>['pages'][number];

/**
 * Every page search indexes, grouped by kind in the order the copy names the kinds, then any it
 * does not name under its word for other pages; each page's title is in its own direction.
 */
function EveryPage({ pages, copy }: { pages: Listed[]; copy: LoaderData<typeof loader>['search'] }) {
  const address = useSiteAddress();
  const byKind = new Map<string, Listed[]>();
  for (const page of pages) byKind.set(page.kind, [...(byKind.get(page.kind) ?? []), page]);
  const named = Object.keys(copy.kinds).filter((kind) => byKind.has(kind));
  const others = [...byKind.keys()].filter((kind) => !(kind in copy.kinds));
  const groups: [string, Listed[]][] = named.map((kind) => [copy.kinds[kind], byKind.get(kind)!]);
  if (others.length > 0) groups.push([copy.otherKind, others.flatMap((kind) => byKind.get(kind)!)]);
  return (
    <div className="search-all" data-search-all="">
      <h2 id="all-pages">{copy.allPages}</h2>
      {groups.map(([label, list]) => (
        <section key={label} className="search-all__kind">
          <h3>{label}</h3>
          <ul>
            {list.map((page) => (
              <li key={page.url}>
                <a href={address(page.url)} dir="auto">
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.search.meta };

/**
 * The search page: a box that, with scripts, becomes a combobox whose results come as the reader
 * types (src/behaviours/search.ts, no React, so that a search loads a few kilobytes), and whose
 * button, without them, leads the reader to the list of every page of the language, which the build
 * hands the page once the others are drawn (pipeline/search/site-search.ts).
 */
export function Component() {
  const behaviour = useBehaviour();
  const { search, pages } = useLoaded<typeof loader>();
  const tag = useContext(LanguagesContext)?.page.tag ?? 'en';
  const address = useSiteAddress();
  const root = address('/').replace(/index\.html$/, '');
  const copy = {
    results: search.results,
    loadError: search.loadError,
    kinds: search.kinds,
    otherKind: search.otherKind,
    allPages: search.allPages,
  };
  return (
    <div className="container container--narrow page search-page">
      <h1>{search.heading}</h1>
      <p className="search-page__intro">{search.intro}</p>
      {/* Not a form: the site's policy (form-action 'none') lets no form send anything, so without
          scripts the box's button is a link to the list, and with them results come as one types. */}
      <div
        role="search"
        className="search-form"
        data-search-manifest={address(manifestPath(tag))}
        data-search-root={root}
        data-search-language={tag}
        {...behaviour('search')}
      >
        <label htmlFor="search-box" className="search-form__label">
          {search.label}
        </label>
        <div className="search-form__row">
          <input id="search-box" name="q" type="search" autoComplete="off" spellCheck={false} />
          <a href="#all-pages" className="button button--primary">
            {search.submit}
          </a>
        </div>
        <p id="search-count" className="search-form__count" role="status" aria-live="polite" />
        <ul
          id="search-results"
          className="search-results"
          role="listbox"
          aria-label={search.resultsLabel}
          hidden
        />
      </div>
      <script
        type="application/json"
        data-search-copy=""
        dangerouslySetInnerHTML={{ __html: JSON.stringify(copy).replace(/</g, '\\u003c') }}
      />
      <p className="search-page__all-intro">{search.allPagesIntro}</p>
      <EveryPage pages={pages} copy={search} />
    </div>
  );
}
