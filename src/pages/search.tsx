import { Fragment, useContext } from 'react';
import { manifestPath } from '../../shared/search/index-format';
import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { LanguagesContext, useSiteAddress } from '../lib/locale';
import { useBehaviour } from '../lib/page-scripts';
import { InternalLink } from '../ui/InternalLink';
import '../ui/SearchForm.css';
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
 * The search page: a box whose results come as the reader types, as a list of links with the
 * words that matched marked (src/behaviours/search.ts, no React, so that a search loads a few
 * kilobytes). The search runs in the browser, so without scripts the box is not offered: the page
 * says so where the box would be, and lists every page of the language, which the build hands the
 * page once the others are drawn (pipeline/search/site-search.ts).
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
    searching: search.searching,
    showAll: search.showAll,
    kinds: search.kinds,
    otherKind: search.otherKind,
  };
  return (
    <div className="container container--narrow page search-page">
      <h1>{search.heading}</h1>
      <p className="search-page__intro">{search.intro}</p>
      {/* Out of sight until its script has made it work; the note in its place says why without scripts. */}
      <div
        role="search"
        className="search-form"
        data-search-manifest={address(manifestPath(tag))}
        data-search-root={root}
        data-search-language={tag}
        {...behaviour('search')}
      >
        <noscript>
          <p className="search-form__without-scripts">
            {search.withoutScripts} <a href="#all-pages">{search.allPages}</a>
          </p>
        </noscript>
        <div className="search-form__controls">
          <label htmlFor="search-box" className="search-form__label">
            {search.label}
          </label>
          <p id="search-hint" className="search-form__hint">
            {search.hint}
          </p>
          <input
            id="search-box"
            className="search-input"
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="search-hint"
          />
          <p id="search-count" className="search-form__count" role="status" aria-live="polite" />
          <ol id="search-results" className="search-results" aria-label={search.resultsLabel} hidden />
          <button type="button" className="button button--secondary search-form__more" hidden />
          <p className="search-form__none" hidden>
            {search.noResults.text}{' '}
            {search.noResults.links.map((link, index) => (
              <Fragment key={link.to}>
                {index > 0 && ' · '}
                <InternalLink to={link.to}>{link.label}</InternalLink>
              </Fragment>
            ))}
          </p>
        </div>
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
